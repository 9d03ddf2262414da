package xboardclient_test

import (
	"context"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/engine/enginetest"
	"github.com/largeshogi/largeshogi/engine/xboardclient"
)

// FuzzGoAnswer has an engine answer go with any text, then a resignation:
// the client never panics, and it returns a move the rules allow (its
// text at most variant.MaxLegs+1 lines), a resignation, or an error whose
// words are one short printable line.
func FuzzGoAnswer(f *testing.F) {
	for _, s := range []string{
		"1 10 5 100 c3c4\nmove c3c4",
		"move f5g6,\nmove g6f5",
		"move a1,\nmove a1,\nmove a1,\nmove a1,\nmove a1,\nmove a1,\nmove a1,\nmove a1",
		"# \x1b[2J\x00\ntellusererror x\nmove c3c4",
		"Illegal move: c3c4",
		"1-0 {white mates}",
		"1 2 3",
	} {
		f.Add(s)
	}
	g := enginetest.NewGame(f, "chu")
	f.Fuzz(func(t *testing.T, answer string) {
		lines := append(strings.Split(answer, "\n"), "resign")
		e, err := xboardclient.Start(context.Background(), enginetest.Mock(map[string][]string{"protover 2": {"feature setboard=1 done=1"}, "go": lines}),
			xboardclient.Config{Timeouts: enginetest.Timeouts})
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		reply, err := e.Go(context.Background(), g, engine.Limits{}, nil)
		switch {
		case err != nil:
			if msg := err.Error(); len(msg) > 2048 || strings.ContainsAny(msg, "\n\r\x00\x1b") {
				t.Errorf("error of %d bytes %.200q: want one short printable line", len(msg), msg)
			}
		case reply.Resign:
		default:
			if err := g.Check(reply.Move); err != nil {
				t.Errorf("Go returned %v, which the rules refuse: %v", reply.Move, err)
			}
			if n := strings.Count(reply.Text, "\n") + 1; n > 7 {
				t.Errorf("the move's text holds %d lines", n)
			}
		}
	})
}
