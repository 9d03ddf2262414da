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
		{"/app.js", "javascript", "clickSquare"},
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

func TestAcceptsGzip(t *testing.T) {
	for header, want := range map[string]bool{
		"":                  false,
		"gzip":              true,
		"gzip, deflate, br": true,
		"br, GZIP;q=0.5":    true,
		"gzip;q=0":          false,
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

// TestVariantParameterDocumented checks that README documents each query
// parameter the page reads from its address.
func TestVariantParameterDocumented(t *testing.T) {
	app, err := os.ReadFile("static/app.js")
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	params := regexp.MustCompile(`URLSearchParams\(location\.search\)\.get\("([a-z]+)"\)`).FindAllSubmatch(app, -1)
	if len(params) == 0 {
		t.Fatal("app.js reads no query parameter")
	}
	for _, p := range params {
		if want := "?" + string(p[1]) + "="; !bytes.Contains(readme, []byte(want)) {
			t.Errorf("README does not document %s", want)
		}
	}
}
