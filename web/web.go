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
//
// The engine runs in a Web Worker on the same WebAssembly file:
// static/engine-worker.js speaks USI (package web/worker is its Go side)
// and static/engine.js is the page's client of it:
//
//	const e = await LargeshogiEngine.start("engine-worker.js");
//	await e.setVariant({usiVariant: "chushogi", profile: "", options: ""});
//	const r = await e.go({position: "startpos", movetime: 1000}, info => {});
//	r.bestmove; // and e.stop() ends a search at once
//
// The page itself is static/index.html and ES modules, one a concern:
// app.js (the variant, the game, the moves list and the controls' wiring)
// imports page.js (the page's state), board.js (the drawing), moves.js
// (the player's moves), editor.js (the record box), computer.js (the
// engine) and clocks.js.
//
// # The computer
//
// The page plays the computer and analyses with it through that engine.
// It sets the engine's variant from its own (the variant's USI_Variant
// name, profile and options, or the variant file's text),
// sends the game as "position sfen START moves ...", and plays the
// engine's move through package api, which checks it. One search runs
// at a time: a new game, another variant, a record loaded, a take-back
// or a walk through the moves stops it.
//
// # Serving strangers
//
// [Handler] is safe to put on a network: it answers GET and HEAD only
// (405 otherwise), a path that is not UTF-8 with 400 and an unknown one
// with 404, and ignores a Range header of more than [MaxRanges] ranges
// (the whole file is sent, as HTTP allows). Every file is held in memory
// once, plain and compressed: the WebAssembly file is embedded compressed
// and inflated on the first request from a client that does not take
// gzip, and that copy serves every later one. Each file's Content-Type
// comes from the handler's own table, never from the system's.
// Replies carry an ETag (a hash of the content, so a browser revalidates
// with If-None-Match and gets 304), Cache-Control: no-cache,
// X-Content-Type-Options: nosniff and [ContentSecurityPolicy].
// [NewServer] adds the connection limits.
package web

//go:generate go run ./internal/genwasm -o static
//go:generate go run ./internal/genfont -o static

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"path"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
)

//go:embed static
var files embed.FS

// wasmPath is where the handler serves the WebAssembly file.
const wasmPath = "/largeshogi.wasm"

// wasmGzName is the compressed WebAssembly file in the embedded directory.
const wasmGzName = "largeshogi.wasm.gz"

// MaxRanges is the most byte ranges a request may ask for: a Range
// header with more is ignored and the whole file sent.
const MaxRanges = 8

// ContentSecurityPolicy is the Content-Security-Policy the page is served
// with: its own scripts, workers, styles, fonts and files only,
// WebAssembly compiled from them ('wasm-unsafe-eval'), no plug-ins, frames
// or form posts. A worker's script is served with it too, and it is the
// worker's policy: the worker loads its scripts and fetches the
// WebAssembly file under it.
const ContentSecurityPolicy = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; " +
	"worker-src 'self'; connect-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; " +
	"base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// contentTypes gives the Content-Type of each kind of file the page has,
// by extension: the server's own table, so that no system's MIME table
// can change it.
var contentTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".txt":  "text/plain; charset=utf-8",
	".otf":  "font/otf",
	".wasm": "application/wasm",
}

// file is one file the handler serves, in one encoding, read once.
type file struct {
	contentType string
	content     []byte
	etag        string
}

// newFile returns the file called name holding content, with its type and
// its ETag, a hash of content.
func newFile(name string, content []byte) (*file, error) {
	typ, ok := contentTypes[path.Ext(name)]
	if !ok {
		return nil, fmt.Errorf("web: no content type for %s", name)
	}
	sum := sha256.Sum256(content)
	return &file{contentType: typ, content: content, etag: `"` + hex.EncodeToString(sum[:16]) + `"`}, nil
}

// encodings is a file in both forms: plain and gzip-compressed. The plain
// form of the WebAssembly file, embedded compressed, is made on the first
// request that needs it.
type encodings struct {
	plain func() (*file, error)
	gzip  *file
}

// inflatedWASM is the WebAssembly file uncompressed, inflated once on the
// first request that needs it and shared by every handler after.
var inflatedWASM = sync.OnceValues(func() (*file, error) {
	gz, err := files.ReadFile("static/" + wasmGzName)
	if err != nil {
		return nil, err
	}
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		return nil, err
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		return nil, err
	}
	return newFile(wasmPath, raw)
})

// servedFiles are the page's files by URL path, each in both encodings,
// read and compressed once for every handler.
var servedFiles = sync.OnceValues(func() (map[string]*encodings, error) {
	entries, err := files.ReadDir("static")
	if err != nil {
		return nil, err
	}
	out := make(map[string]*encodings, len(entries)+1)
	for _, e := range entries {
		content, err := fs.ReadFile(files, "static/"+e.Name())
		if err != nil {
			return nil, err
		}
		if e.Name() == wasmGzName {
			gz, err := newFile(wasmPath, content)
			if err != nil {
				return nil, err
			}
			out[wasmPath] = &encodings{plain: inflatedWASM, gzip: gz}
			continue
		}
		plain, err := newFile(e.Name(), content)
		if err != nil {
			return nil, err
		}
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression) // the level is valid
		zw.Write(content)                                        // a bytes.Buffer takes every write
		zw.Close()
		gz, err := newFile(e.Name(), buf.Bytes())
		if err != nil {
			return nil, err
		}
		out["/"+e.Name()] = &encodings{plain: func() (*file, error) { return plain, nil }, gzip: gz}
	}
	out["/"] = out["/index.html"]
	return out, nil
})

// handler serves the embedded page.
type handler struct {
	files map[string]*encodings // by URL path
}

// Handler serves the page at / and its files: HTML, CSS, JavaScript, the
// font and /largeshogi.wasm, each with its type from the server's own
// table and sent compressed (Content-Encoding: gzip) to a browser that
// accepts it. See the package doc for the limits it keeps.
func Handler() http.Handler {
	f, err := servedFiles()
	if err != nil {
		panic(err) // the embedded files are always there, each of a known type
	}
	return &handler{files: f}
}

// ServeHTTP answers GET and HEAD for the page's files.
func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	hdr := w.Header()
	hdr.Set("X-Content-Type-Options", "nosniff")
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		hdr.Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed: want GET or HEAD", http.StatusMethodNotAllowed)
		return
	}
	p := r.URL.Path
	if !utf8.ValidString(p) || strings.ContainsRune(p, 0) {
		http.Error(w, "bad path", http.StatusBadRequest)
		return
	}
	if strings.Count(r.Header.Get("Range"), ",") >= MaxRanges {
		r.Header.Del("Range")
	}
	e := h.files[p]
	if e == nil {
		http.NotFound(w, r)
		return
	}
	hdr.Add("Vary", "Accept-Encoding")
	f := e.gzip
	if acceptsGzip(r.Header.Get("Accept-Encoding")) {
		hdr.Set("Content-Encoding", "gzip")
	} else {
		plain, err := e.plain()
		if err != nil {
			http.Error(w, "the file is damaged", http.StatusInternalServerError)
			return
		}
		f = plain
	}
	hdr.Set("Content-Type", f.contentType)
	hdr.Set("ETag", f.etag)
	hdr.Set("Cache-Control", "no-cache")
	hdr.Set("Content-Security-Policy", ContentSecurityPolicy)
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(f.content))
}

// NewServer returns a server of [Handler] on addr with limits for
// clients it does not know: 10 s to send a request's headers and 30 s the
// whole request, 60 s to take a reply (the WebAssembly file included),
// idle keep-alive connections closed after 60 s, and headers of at most
// 20 KB (431 above): MaxHeaderBytes of 16 KB, and the 4 KB that Go's
// server reads beyond it.
func NewServer(addr string) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       60 * time.Second,
		MaxHeaderBytes:    16 << 10,
	}
}

// acceptsGzip reports whether an Accept-Encoding header allows gzip: its
// gzip entry's quality, or else its * entry's, is above 0 (RFC 9110,
// 12.5.3); a quality that does not read refuses.
func acceptsGzip(header string) bool {
	gzip, star := -1.0, -1.0
	for part := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		q := 1.0
		if params = strings.TrimSpace(params); params != "" {
			key, value, _ := strings.Cut(params, "=")
			if !strings.EqualFold(strings.TrimSpace(key), "q") {
				continue
			}
			var err error
			if q, err = strconv.ParseFloat(strings.TrimSpace(value), 64); err != nil {
				q = 0
			}
		}
		switch name = strings.TrimSpace(name); {
		case strings.EqualFold(name, "gzip"):
			gzip = q
		case name == "*":
			star = q
		}
	}
	if gzip >= 0 {
		return gzip > 0
	}
	return star > 0
}
