package main

import (
	"bufio"
	"io"
	"net/http"
	"strings"
	"testing"
)

// serve listens where -addr says, tells where, and serves the page.
func TestServe(t *testing.T) {
	r, w := io.Pipe()
	go func() {
		err := run([]string{"serve", "-addr", "127.0.0.1:0"}, w, io.Discard)
		w.CloseWithError(err)
	}()
	line, err := bufio.NewReader(r).ReadString('\n')
	if err != nil {
		t.Fatalf("serve: %v", err)
	}
	const prefix = "serving the largeshogi page on http://127.0.0.1:"
	if !strings.HasPrefix(line, prefix) {
		t.Fatalf("serve says %q, want %q and a port", line, prefix)
	}
	url := strings.TrimSpace(strings.TrimPrefix(line, "serving the largeshogi page on "))
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(body), "<title>largeshogi</title>") {
		t.Errorf("GET %s: %s, %.100s", url, resp.Status, body)
	}
	resp, err = http.Get(url + "largeshogi.wasm")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.Header.Get("Content-Type") != "application/wasm" {
		t.Errorf("the WebAssembly file comes as %q", resp.Header.Get("Content-Type"))
	}
}

func TestServeErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"serve", "extra"}, "want no arguments"},
		{[]string{"serve", "-addr", "127.0.0.1:99999"}, "serve: listen tcp"},
	} {
		_, _, err := runArgs(t, c.args...)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: error %v, want one containing %q", c.args, err, c.want)
		}
	}
}
