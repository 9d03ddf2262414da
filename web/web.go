// Package web is largeshogi's web page: a board to play any variant on,
// each piece's moves, a variant file to try, running in the browser on the
// WebAssembly build of package api (web/wasm). The page's files are
// embedded, so that [Handler] serves it with nothing else on disk and no
// network beyond the browser's own connection to it.
//
// The WebAssembly file is built by `go generate ./web` and committed,
// compressed, as static/largeshogi.wasm.gz, with the wasm_exec.js of the
// Go that built it; a test fails when it no longer matches the code. The
// same step writes static/kanji.otf, the subset of Noto Serif CJK JP (SIL
// Open Font License, static/kanji-LICENSE.txt) holding every character of
// the built-in games' piece names ([KanjiRunes]), so that the board shows
// its kanji on a machine without a CJK font; it needs Debian's fonttools
// and fonts-noto-cjk, and a test checks the committed font against the
// names.
//
// The page's JavaScript API, static/largeshogi.js, works on any page that
// loads wasm_exec.js and largeshogi.js from this handler:
//
//	const ls = await largeshogi.start("largeshogi.wasm");
//	const chu = ls.load({variant: "chu"});
//	const game = chu.newGame();
//	game.play("7i7h");
//	game.moves("japanese"); // [{usi, text, from, to, path, promote, changes}]
//	game.kif();             // the game as lishogi's KIF
//	chu.loadKIF(text);      // a game from a KIF record
package web

//go:generate go run ./internal/genwasm -o static
//go:generate go run ./internal/genfont -o static

import (
	"bytes"
	"compress/gzip"
	"embed"
	"io"
	"io/fs"
	"net/http"
	"strings"
	"time"
)

//go:embed static
var files embed.FS

// wasmPath is where the handler serves the WebAssembly file.
const wasmPath = "/largeshogi.wasm"

// Handler serves the page at / and its files: HTML, CSS, JavaScript and
// /largeshogi.wasm, sent compressed (Content-Encoding: gzip) to a browser
// that accepts it.
func Handler() http.Handler {
	static, err := fs.Sub(files, "static")
	if err != nil {
		panic(err) // the embedded directory is always there
	}
	mux := http.NewServeMux()
	mux.Handle("/", http.FileServerFS(static))
	mux.HandleFunc(wasmPath, serveWASM)
	return mux
}

// serveWASM sends the WebAssembly file, compressed when the client takes
// gzip.
func serveWASM(w http.ResponseWriter, r *http.Request) {
	gz, err := files.ReadFile("static/largeshogi.wasm.gz")
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/wasm")
	h.Add("Vary", "Accept-Encoding")
	if acceptsGzip(r.Header.Get("Accept-Encoding")) {
		h.Set("Content-Encoding", "gzip")
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(gz))
		return
	}
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err == nil {
		var raw []byte
		if raw, err = io.ReadAll(zr); err == nil {
			http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(raw))
			return
		}
	}
	http.Error(w, err.Error(), http.StatusInternalServerError)
}

// acceptsGzip reports whether an Accept-Encoding header allows gzip.
func acceptsGzip(header string) bool {
	for part := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(name), "gzip") || strings.TrimSpace(name) == "*" {
			return strings.ReplaceAll(strings.TrimSpace(params), " ", "") != "q=0"
		}
	}
	return false
}
