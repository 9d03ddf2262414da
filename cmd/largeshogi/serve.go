package main

import (
	"fmt"
	"io"
	"net"

	"github.com/largeshogi/largeshogi/web"
)

// runServe serves the web page (package web) until the program is
// stopped: a board to play any variant on, in the browser, from the
// WebAssembly build. It listens on 127.0.0.1:8080 unless -addr says
// otherwise (":8080" or "0.0.0.0:8080" opens it to the network), with the
// limits of [web.NewServer].
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
	return web.NewServer(*addr).Serve(ln)
}
