package web

import (
	"bytes"
	"compress/gzip"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
)

// get fetches path from the handler with the given Accept-Encoding.
func get(t *testing.T, path, encoding string) *http.Response {
	t.Helper()
	req := httptest.NewRequest("GET", path, nil)
	if encoding != "" {
		req.Header.Set("Accept-Encoding", encoding)
	}
	rec := httptest.NewRecorder()
	Handler().ServeHTTP(rec, req)
	return rec.Result()
}

// The page, its scripts and the WebAssembly file are served with their
// types; the WebAssembly file compressed to a browser that takes gzip and
// plain to one that does not.
func TestHandler(t *testing.T) {
	for _, c := range []struct{ path, typ, contains string }{
		{"/", "text/html; charset=utf-8", `<script src="largeshogi.js">`},
		{"/largeshogi.js", "javascript", "largeshogiCall"},
		{"/wasm_exec.js", "javascript", "globalThis.Go = class"},
		{"/app.js", "javascript", "loadVariant"},
		{"/moves.js", "javascript", "clickSquare"},
		{"/style.css", "text/css; charset=utf-8", "#board"},
	} {
		resp := get(t, c.path, "")
		body, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != 200 || !strings.Contains(resp.Header.Get("Content-Type"), c.typ) || !bytes.Contains(body, []byte(c.contains)) {
			t.Errorf("%s: status %d, type %q, want 200, a type with %q, a body with %q", c.path, resp.StatusCode, resp.Header.Get("Content-Type"), c.typ, c.contains)
		}
	}

	plain := get(t, "/largeshogi.wasm", "")
	raw, _ := io.ReadAll(plain.Body)
	if plain.Header.Get("Content-Type") != "application/wasm" || plain.Header.Get("Content-Encoding") != "" || !bytes.HasPrefix(raw, []byte("\x00asm")) {
		t.Errorf("plain WebAssembly: type %q, encoding %q, starts %q", plain.Header.Get("Content-Type"), plain.Header.Get("Content-Encoding"), raw[:min(4, len(raw))])
	}
	zipped := get(t, "/largeshogi.wasm", "br, gzip;q=0.9")
	if zipped.Header.Get("Content-Type") != "application/wasm" || zipped.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("compressed WebAssembly: type %q, encoding %q", zipped.Header.Get("Content-Type"), zipped.Header.Get("Content-Encoding"))
	}
	zr, err := gzip.NewReader(zipped.Body)
	if err != nil {
		t.Fatal(err)
	}
	unzipped, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(raw, unzipped) {
		t.Error("the compressed WebAssembly file differs from the plain one")
	}
}

// Every file of the page has its type from the server's table, whatever
// the system's MIME table says (kanji.otf had been served as an
// OpenDocument formula template), and comes compressed to a browser that
// takes gzip: the compressed form is the plain one.
func TestHandlerTypesAndCompression(t *testing.T) {
	want := map[string]string{
		"/":                  "text/html; charset=utf-8",
		"/index.html":        "text/html; charset=utf-8",
		"/app.js":            "text/javascript; charset=utf-8",
		"/page.js":           "text/javascript; charset=utf-8",
		"/board.js":          "text/javascript; charset=utf-8",
		"/moves.js":          "text/javascript; charset=utf-8",
		"/editor.js":         "text/javascript; charset=utf-8",
		"/computer.js":       "text/javascript; charset=utf-8",
		"/clocks.js":         "text/javascript; charset=utf-8",
		"/engine.js":         "text/javascript; charset=utf-8",
		"/engine-worker.js":  "text/javascript; charset=utf-8",
		"/largeshogi.js":     "text/javascript; charset=utf-8",
		"/mate.js":           "text/javascript; charset=utf-8",
		"/wasm_exec.js":      "text/javascript; charset=utf-8",
		"/style.css":         "text/css; charset=utf-8",
		"/kanji.otf":         "font/otf",
		"/kanji-LICENSE.txt": "text/plain; charset=utf-8",
		"/largeshogi.wasm":   "application/wasm",
	}
	entries, err := fs.ReadDir(files, "static")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		p := "/" + e.Name()
		if e.Name() == wasmGzName {
			p = wasmPath
		}
		if _, ok := want[p]; !ok {
			t.Errorf("static/%s is served, but this test does not know its type", e.Name())
		}
	}
	for p, typ := range want {
		plain := get(t, p, "")
		raw, _ := io.ReadAll(plain.Body)
		zipped := get(t, p, "gzip")
		if plain.StatusCode != 200 || zipped.StatusCode != 200 {
			t.Errorf("%s: status %d plain, %d compressed", p, plain.StatusCode, zipped.StatusCode)
			continue
		}
		for form, resp := range map[string]*http.Response{"plain": plain, "compressed": zipped} {
			if got := resp.Header.Get("Content-Type"); got != typ {
				t.Errorf("%s (%s): Content-Type %q, want %q", p, form, got, typ)
			}
			if resp.Header.Get("Vary") != "Accept-Encoding" {
				t.Errorf("%s: Vary %q, want Accept-Encoding", p, resp.Header.Get("Vary"))
			}
		}
		if plain.Header.Get("Content-Encoding") != "" || zipped.Header.Get("Content-Encoding") != "gzip" {
			t.Errorf("%s: Content-Encoding %q plain, %q for gzip", p, plain.Header.Get("Content-Encoding"), zipped.Header.Get("Content-Encoding"))
			continue
		}
		zr, err := gzip.NewReader(zipped.Body)
		if err != nil {
			t.Errorf("%s: %v", p, err)
			continue
		}
		unzipped, err := io.ReadAll(zr)
		if err != nil || !bytes.Equal(unzipped, raw) || len(raw) == 0 {
			t.Errorf("%s: the compressed form (%d bytes, %v) is not the plain one (%d bytes)", p, len(unzipped), err, len(raw))
		}
	}
}

func TestAcceptsGzip(t *testing.T) {
	for header, want := range map[string]bool{
		"":                  false,
		"gzip":              true,
		"gzip, deflate, br": true,
		"br, GZIP;q=0.5":    true,
		"gzip;q=0":          false,
		"gzip;q=0.0":        false,
		"gzip; Q=0.000":     false,
		"*, gzip;q=0":       false,
		"gzip;q=0, *":       false,
		"*;q=0":             false,
		"*;q=0, gzip":       true,
		"gzip;q=0.001":      true,
		"gzip;q=bad":        false,
		"deflate":           false,
		"*":                 true,
		"identity":          false,
	} {
		if got := acceptsGzip(header); got != want {
			t.Errorf("acceptsGzip(%q) = %v, want %v", header, got, want)
		}
	}
}

// The committed WebAssembly file and wasm_exec.js are what go generate
// builds from the code as it is.
func TestWASMUpToDate(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to build the WebAssembly file with: cannot check static/largeshogi.wasm.gz")
	}
	readSources(t)
	dir := t.TempDir()
	cmd := exec.Command(goTool, "run", "./internal/genwasm", "-o", dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go generate's build fails: %v\n%s", err, out)
	}
	for _, name := range []string{"largeshogi.wasm.gz", "wasm_exec.js"} {
		fresh := readFile(t, filepath.Join(dir, name), strings.HasSuffix(name, ".gz"))
		committed := readFile(t, filepath.Join("static", name), strings.HasSuffix(name, ".gz"))
		if !bytes.Equal(fresh, committed) {
			t.Errorf("static/%s is stale (%d bytes, a fresh build has %d): run go generate ./web", name, len(committed), len(fresh))
		}
	}
}

// readFile reads a file, uncompressing it if gzipped is set.
func readFile(t *testing.T, path string, gzipped bool) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !gzipped {
		return data
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return raw
}

// readSources reads the module's Go files, go.mod and go.sum, so that go
// test's cache of TestWASMUpToDate's result ends when the code changes.
func readSources(t *testing.T) {
	t.Helper()
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != ".." && (strings.HasPrefix(name, ".") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(name, ".go") || name == "go.mod" || name == "go.sum" {
			_, err = os.ReadFile(path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestVariantParameterDocumented checks that the page's guide,
// docs/browser.md, documents each query parameter the page reads from its
// address.
func TestVariantParameterDocumented(t *testing.T) {
	app, err := os.ReadFile("static/app.js")
	if err != nil {
		t.Fatal(err)
	}
	doc, err := os.ReadFile("../docs/browser.md")
	if err != nil {
		t.Fatal(err)
	}
	params := regexp.MustCompile(`URLSearchParams\(location\.search\)\.get\("([a-z]+)"\)`).FindAllSubmatch(app, -1)
	if len(params) == 0 {
		t.Fatal("app.js reads no query parameter")
	}
	for _, p := range params {
		if want := "?" + string(p[1]) + "="; !bytes.Contains(doc, []byte(want)) {
			t.Errorf("docs/browser.md does not document %s", want)
		}
	}
}

// Methods other than GET and HEAD, paths that are not UTF-8 and unknown
// files are refused with their own status, not served or failed.
func TestHandlerRefuses(t *testing.T) {
	for _, c := range []struct {
		method, target string
		want           int
	}{
		{"POST", "/", http.StatusMethodNotAllowed},
		{"PUT", "/largeshogi.wasm", http.StatusMethodNotAllowed},
		{"DELETE", "/app.js", http.StatusMethodNotAllowed},
		{"OPTIONS", "/", http.StatusMethodNotAllowed},
		{"GET", "/%c0%ae", http.StatusBadRequest},
		{"GET", "/app.js%00", http.StatusBadRequest},
		{"GET", "/nothing.js", http.StatusNotFound},
		{"GET", "/largeshogi.wasm.gz", http.StatusNotFound},
		{"GET", "/static/app.js", http.StatusNotFound},
		{"HEAD", "/app.js", http.StatusOK},
		{"GET", "/?variant=chu", http.StatusOK},
	} {
		rec := httptest.NewRecorder()
		Handler().ServeHTTP(rec, httptest.NewRequest(c.method, c.target, nil))
		if rec.Code != c.want {
			t.Errorf("%s %s: status %d, want %d", c.method, c.target, rec.Code, c.want)
		}
		if c.want == http.StatusMethodNotAllowed && rec.Header().Get("Allow") != "GET, HEAD" {
			t.Errorf("%s %s: Allow %q, want \"GET, HEAD\"", c.method, c.target, rec.Header().Get("Allow"))
		}
	}
}

// Every file comes with a strong ETag that a browser revalidates with
// (304, no body), no-cache, nosniff and the Content-Security-Policy.
func TestHandlerCaching(t *testing.T) {
	h := Handler()
	etags := map[string]string{}
	for _, c := range []struct{ path, encoding string }{
		{"/", ""}, {"/app.js", ""}, {"/largeshogi.js", ""}, {"/wasm_exec.js", ""}, {"/style.css", ""},
		{"/largeshogi.wasm", ""}, {"/largeshogi.wasm", "gzip"},
	} {
		req := httptest.NewRequest("GET", c.path, nil)
		req.Header.Set("Accept-Encoding", c.encoding)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		hdr := rec.Header()
		etag := hdr.Get("ETag")
		if rec.Code != 200 || !strings.HasPrefix(etag, `"`) || hdr.Get("Cache-Control") != "no-cache" ||
			hdr.Get("X-Content-Type-Options") != "nosniff" || hdr.Get("Content-Security-Policy") != ContentSecurityPolicy {
			t.Errorf("GET %s (%q): status %d, headers %v", c.path, c.encoding, rec.Code, hdr)
		}
		if other, ok := etags[etag]; ok {
			t.Errorf("GET %s (%q) has the ETag of %s", c.path, c.encoding, other)
		}
		etags[etag] = c.path + " " + c.encoding
		req.Header.Set("If-None-Match", etag)
		rec = httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusNotModified || rec.Body.Len() != 0 {
			t.Errorf("GET %s (%q) with its ETag: status %d and %d bytes, want 304 and none", c.path, c.encoding, rec.Code, rec.Body.Len())
		}
	}
}

// A few ranges are served as asked; thousands are ignored, so that a reply
// is never larger than the file.
func TestHandlerRanges(t *testing.T) {
	size := len(readFile(t, "static/app.js", false))
	many := "bytes=0-0" + strings.Repeat(",0-0", 20000)
	for _, c := range []struct {
		ranges   string
		status   int
		maxBytes int
	}{
		{"bytes=0-9", http.StatusPartialContent, 10},
		{"bytes=0-0,5-5", http.StatusPartialContent, 1000},
		{"bytes=0-0" + strings.Repeat(",0-0", MaxRanges-1), http.StatusPartialContent, size},
		{"bytes=0-0" + strings.Repeat(",0-0", MaxRanges), http.StatusOK, size},
		{many, http.StatusOK, size},
	} {
		req := httptest.NewRequest("GET", "/app.js", nil)
		req.Header.Set("Range", c.ranges)
		rec := httptest.NewRecorder()
		Handler().ServeHTTP(rec, req)
		if rec.Code != c.status || rec.Body.Len() > c.maxBytes {
			t.Errorf("Range %.40s (%d bytes): status %d, %d bytes; want %d, at most %d", c.ranges, len(c.ranges), rec.Code, rec.Body.Len(), c.status, c.maxBytes)
		}
	}
}

// discard is a ResponseWriter that keeps headers and counts the body.
type discard struct {
	header http.Header
	n      int
}

func (d *discard) Header() http.Header         { return d.header }
func (d *discard) Write(p []byte) (int, error) { d.n += len(p); return len(p), nil }
func (d *discard) WriteHeader(int)             {}

// The uncompressed WebAssembly file is inflated once: serving it to many
// clients that do not take gzip allocates a few kilobytes per request, not
// a copy of the 6.8 MB file each.
func TestHandlerPlainWASMAllocations(t *testing.T) {
	h := Handler()
	serve := func() int {
		d := &discard{header: http.Header{}}
		h.ServeHTTP(d, httptest.NewRequest("GET", "/largeshogi.wasm", nil))
		return d.n
	}
	size := serve()
	if size < 1<<20 {
		t.Fatalf("the WebAssembly file has %d bytes", size)
	}
	const requests = 200
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for range requests {
		if n := serve(); n != size {
			t.Fatalf("a request got %d bytes, the first %d", n, size)
		}
	}
	runtime.ReadMemStats(&after)
	perRequest := (after.TotalAlloc - before.TotalAlloc) / requests
	t.Logf("%d requests for the %d-byte WebAssembly file: %d bytes allocated per request", requests, size, perRequest)
	if perRequest > 64<<10 {
		t.Errorf("each request allocates %d bytes, want at most 64 KB", perRequest)
	}
}

// NewServer refuses headers larger than its limit, 20 KB as its doc
// says: a cookie of 19 KB passes (the doc said 16 KB), one of 21 KB not.
func TestNewServerHeaderLimit(t *testing.T) {
	srv := httptest.NewUnstartedServer(nil)
	srv.Config = NewServer("")
	srv.Start()
	defer srv.Close()
	for _, c := range []struct {
		cookie int
		want   int
	}{
		{1 << 10, http.StatusOK},
		{19 << 10, http.StatusOK},
		{21 << 10, http.StatusRequestHeaderFieldsTooLarge},
		{64 << 10, http.StatusRequestHeaderFieldsTooLarge},
	} {
		req, err := http.NewRequest("GET", srv.URL+"/style.css", nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Cookie", "a="+strings.Repeat("x", c.cookie))
		resp, err := srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != c.want {
			t.Errorf("a %d-byte cookie: status %d, want %d", c.cookie, resp.StatusCode, c.want)
		}
	}
}

// TestEngineExampleNames checks the JavaScript example of docs/browser.md
// against web/static/engine.js, without a browser: every method it calls
// on the engine (e.go, e.stop) is one engine.js defines, and it starts the
// engine as engine.js exports it.
func TestEngineExampleNames(t *testing.T) {
	doc, err := os.ReadFile("../docs/browser.md")
	if err != nil {
		t.Fatal(err)
	}
	js, err := os.ReadFile("static/engine.js")
	if err != nil {
		t.Fatal(err)
	}
	_, example, ok := bytes.Cut(doc, []byte("```js\n"))
	example, _, ok2 := bytes.Cut(example, []byte("```"))
	if !ok || !ok2 {
		t.Fatal("docs/browser.md has no js block")
	}
	if !bytes.Contains(example, []byte("LargeshogiEngine.start(")) || !bytes.Contains(js, []byte("globalThis.LargeshogiEngine = {start: start")) {
		t.Error("the example does not start the engine as engine.js exports it (LargeshogiEngine.start)")
	}
	calls := regexp.MustCompile(`\be\.([a-zA-Z]+)\(`).FindAllSubmatch(example, -1)
	if len(calls) == 0 {
		t.Fatal("the example calls no method of the engine")
	}
	for _, c := range calls {
		if !regexp.MustCompile(`(?m)^\s*(async )?` + string(c[1]) + `\(`).Match(js) {
			t.Errorf("the example calls e.%s, which engine.js does not define", c[1])
		}
	}
}
