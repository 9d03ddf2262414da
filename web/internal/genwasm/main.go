// Command genwasm builds the WebAssembly file the web page runs, as
// `go generate ./web` asks: web/wasm compiled with GOOS=js GOARCH=wasm,
// reproducibly (-trimpath, no build id, no symbol table), compressed with
// gzip (no name, no time) into DIR/largeshogi.wasm.gz, and the Go
// distribution's wasm_exec.js, which must match the compiler, copied to
// DIR/wasm_exec.js.
//
// Usage:
//
//	go run ./internal/genwasm [-o DIR]
//
// DIR defaults to static, relative to the web package's directory, where
// go generate runs it.
package main

import (
	"bytes"
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

func main() {
	if err := run(os.Args[1:], os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "genwasm:", err)
		os.Exit(1)
	}
}

func run(args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("genwasm", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("o", "static", "the directory to write largeshogi.wasm.gz and wasm_exec.js to")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 0 {
		return errors.New("no arguments wanted")
	}
	goroot, err := goEnv("GOROOT")
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "genwasm")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	wasm := filepath.Join(tmp, "largeshogi.wasm")
	build := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w -buildid=", "-o", wasm, "github.com/largeshogi/largeshogi/web/wasm")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "GOFLAGS=", "CGO_ENABLED=0")
	build.Stderr = stderr
	if err := build.Run(); err != nil {
		return fmt.Errorf("building the WebAssembly file: %w", err)
	}
	raw, err := os.ReadFile(wasm)
	if err != nil {
		return err
	}
	var gz bytes.Buffer
	zw, err := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	if err != nil {
		return err
	}
	if _, err := zw.Write(raw); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	execJS, err := os.ReadFile(filepath.Join(goroot, "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(*dir, "largeshogi.wasm.gz"), gz.Bytes(), 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(*dir, "wasm_exec.js"), execJS, 0o644)
}

// goEnv returns the value of a go env variable.
func goEnv(name string) (string, error) {
	out, err := exec.Command("go", "env", name).Output()
	if err != nil {
		return "", fmt.Errorf("go env %s: %w", name, err)
	}
	return strings.TrimSpace(string(out)), nil
}
