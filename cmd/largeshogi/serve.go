package main

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"time"

	"github.com/largeshogi/largeshogi/web"
)

// runServe serves the web page (package web) until the program is
// stopped: a board to play any variant on, in the browser, from the
// WebAssembly build.
func runServe(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("serve", "[-addr 127.0.0.1:8080]", stdout, stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "the address to listen on (127.0.0.1 keeps the page to this machine)")
	pos, err := fs.parse(args)
	if err != nil {
		return err
	}
	if len(pos) != 0 {
		return fs.errArgs("want no arguments")
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	fmt.Fprintf(stdout, "serving the largeshogi page on http://%s/\n", ln.Addr())
	srv := &http.Server{Handler: web.Handler(), ReadHeaderTimeout: 10 * time.Second}
	return srv.Serve(ln)
}
