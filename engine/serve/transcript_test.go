package serve

import (
	"bufio"
	"context"
	"io"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// hang is how long converse waits for a line before it takes the server
// for silent: a guard against a test that never ends, not a measure.
const hang = 10 * time.Second

// exchange is one command sent to a server and the lines it answers.
type exchange struct {
	send string
	want []string
}

// converse runs Run with cfg and holds the exchanges with it in turn: it
// sends each command and reads as many lines as the exchange wants, then
// ends the input and checks that nothing more is written and that Run
// returns nil.
func converse(t *testing.T, cfg Config, script []exchange) {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	ran := make(chan error, 1)
	go func() {
		err := Run(context.Background(), inR, outW, cfg)
		outW.Close()
		inR.Close()
		ran <- err
	}()
	lines := make(chan string)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	for i, x := range script {
		if _, err := io.WriteString(inW, x.send+"\n"); err != nil {
			t.Fatalf("step %d: sending %q: the server has stopped reading: %v", i+1, x.send, err)
		}
		var got []string
	read:
		for range x.want {
			select {
			case l, ok := <-lines:
				if !ok {
					break read
				}
				got = append(got, l)
			case <-time.After(hang):
				break read
			}
		}
		if diff := cmp.Diff(x.want, got); diff != "" {
			t.Fatalf("step %d: after %q (-want +got):\n%s", i+1, x.send, diff)
		}
	}
	inW.Close()
	var extra []string
	for l := range lines {
		extra = append(extra, l)
	}
	if len(extra) > 0 {
		t.Errorf("more lines after the script: %q", extra)
	}
	if err := <-ran; err != nil {
		t.Errorf("Run: %v", err)
	}
}
