package usiclient_test

import (
	"context"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/engine/enginetest"
	"github.com/largeshogi/largeshogi/engine/usiclient"
	"github.com/largeshogi/largeshogi/rules"
)

// FuzzGoAnswer has an engine answer go with any text, then a resignation:
// the client never panics, and it returns a move the rules allow, a
// resignation, or an error whose words are one short printable line.
func FuzzGoAnswer(f *testing.F) {
	for _, s := range []string{
		"info depth 1 score cp 10 pv 7g7f\nbestmove 7g7f",
		"info string \x1b[2J\x00\nbestmove 3i3h ponder 10a11b",
		"bestmove 6h5h4h",
		"info pv 7g7f 7g7f\nreadyok\nbestmove",
		"info depth -1 nodes 99999999999999999999",
		"bestmove win",
	} {
		f.Add(s)
	}
	g := enginetest.NewGame(f, "chu")
	f.Fuzz(func(t *testing.T, answer string) {
		lines := append(strings.Split(answer, "\n"), "bestmove resign")
		e, err := usiclient.Start(context.Background(), enginetest.Mock(map[string][]string{"usi": {"usiok"}, "go": lines}), usiclient.Config{Timeouts: enginetest.Timeouts})
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		reply, err := e.Go(context.Background(), g, engine.Limits{}, nil)
		checkAnswer(t, g, reply, err)
	})
}

// checkAnswer checks what Go returned for an engine's answer.
func checkAnswer(t *testing.T, g *rules.Game, reply engine.Reply, err error) {
	t.Helper()
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
	}
}
