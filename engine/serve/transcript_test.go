package serve

import (
	"bufio"
	"context"
	"io"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// hang is how long a test waits for a line before it takes the server for
// silent: a guard against a test that never ends, not a measure.
const hang = 10 * time.Second

// conn is a server run by Run with a test at the other end.
type conn struct {
	t     *testing.T
	in    *io.PipeWriter
	lines chan string
	ran   chan error
}

// dial runs Run with cfg.
func dial(t *testing.T, cfg Config) *conn {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c := &conn{t: t, in: inW, lines: make(chan string), ran: make(chan error, 1)}
	go func() {
		err := Run(context.Background(), inR, outW, cfg)
		outW.Close()
		inR.Close()
		c.ran <- err
	}()
	go func() {
		defer close(c.lines)
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			c.lines <- sc.Text()
		}
	}()
	return c
}

// send sends a command.
func (c *conn) send(cmd string) {
	c.t.Helper()
	if _, err := io.WriteString(c.in, cmd+"\n"); err != nil {
		c.t.Fatalf("sending %q: the server has stopped reading: %v", cmd, err)
	}
}

// read returns the next n lines the server writes, fewer if it ends or
// falls silent.
func (c *conn) read(n int) []string {
	var got []string
	for range n {
		select {
		case l, ok := <-c.lines:
			if !ok {
				return got
			}
			got = append(got, l)
		case <-time.After(hang):
			return got
		}
	}
	return got
}

// readLine returns the next line, failing the test if there is none.
func (c *conn) readLine() string {
	c.t.Helper()
	got := c.read(1)
	if len(got) == 0 {
		c.t.Fatal("the server wrote no line")
	}
	return got[0]
}

// close ends the input and checks that the server writes nothing more and
// that Run returns nil.
func (c *conn) close() {
	c.t.Helper()
	c.in.Close()
	var extra []string
	for l := range c.lines {
		extra = append(extra, l)
	}
	if len(extra) > 0 {
		c.t.Errorf("more lines at the end: %q", extra)
	}
	if err := <-c.ran; err != nil {
		c.t.Errorf("Run: %v", err)
	}
}

// exchange is one command sent to a server and the lines it answers.
type exchange struct {
	send string
	want []string
}

// converse runs Run with cfg and holds the exchanges with it in turn: it
// sends each command and reads as many lines as the exchange wants, then
// ends the input and checks that nothing more is written.
func converse(t *testing.T, cfg Config, script []exchange) {
	t.Helper()
	c := dial(t, cfg)
	for i, x := range script {
		c.send(x.send)
		if diff := cmp.Diff(x.want, c.read(len(x.want))); diff != "" {
			t.Fatalf("step %d: after %q (-want +got):\n%s", i+1, x.send, diff)
		}
	}
	c.close()
}
