package serve

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"
)

// TestEndOfInput checks that every search ends when the input ends and
// is answered: go infinite and go ponder at once, ponderhit of a go
// ponder without limits at once (it ran on for ever), and a search of go
// depth 1000000 or XBoard sd 1000000 after Config.EndWait (it ran on
// for ever). The player thinks until it is stopped. A guard of 30 s
// stands for for ever.
func TestEndOfInput(t *testing.T) {
	for _, tt := range []struct {
		name, input, answer string
	}{
		{"go infinite", "usi\nposition startpos\ngo infinite\n", "bestmove "},
		{"go ponder", "usi\nposition startpos\ngo ponder\n", "bestmove "},
		{"ponderhit", "usi\nposition startpos\ngo ponder\nponderhit\n", "bestmove "},
		{"ponderhit with a clock", "usi\nposition startpos\ngo ponder btime 100000000 wtime 100000000\nponderhit\n", "bestmove "},
		{"go depth", "usi\nposition startpos\ngo depth 1000000\n", "bestmove "},
		{"sd", "xboard\nprotover 2\nnew\nsd 1000000\ngo\n", "move "},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cfg := testConfig(t, &mover{name: "mover", wait: true})
			cfg.EndWait = 10 * time.Millisecond
			var out bytes.Buffer
			done := make(chan error, 1)
			go func() { done <- Run(context.Background(), strings.NewReader(tt.input), &out, cfg) }()
			select {
			case err := <-done:
				if err != nil {
					t.Fatal(err)
				}
			case <-time.After(30 * time.Second):
				t.Fatal("the engine did not end with its input")
			}
			lines := strings.Split(strings.TrimSpace(out.String()), "\n")
			if last := lines[len(lines)-1]; !strings.HasPrefix(last, tt.answer) {
				t.Errorf("the last line is %q, want the answer %q…", last, tt.answer)
			}
		})
	}
}
