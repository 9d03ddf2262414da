package search_test

import (
	"bufio"
	"context"
	"os"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/search"
)

// TestAvoidsPerpetualCheck replays testdata/perpetual-check.txt, a chu
// game in which Black, behind, has checked with every move of a cycle, and
// asks the search for Black's move: continuing the cycle loses by the
// perpetual-check rule, so the move, played in the game, must not end it
// so. A search that scores every repetition as a draw plays on.
func TestAvoidsPerpetualCheck(t *testing.T) {
	r := loadRules(t, "chu")
	g := rules.NewGame(r.NewPosition())
	for _, m := range strings.Fields(readMoves(t, "testdata/perpetual-check.txt")) {
		if err := g.PlayUSI(m); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.PlayUSI("9c8d"); err != nil {
		t.Fatal(err)
	}
	if o := g.Outcome(); o.Termination != rules.PerpetualCheck {
		t.Fatalf("9c8d ends the game as %v, want a loss by perpetual check", o)
	}
	g.Undo()
	for _, depth := range []int{1, 3, 5} {
		s, err := search.New(r, search.Options{Hash: 16})
		if err != nil {
			t.Fatal(err)
		}
		reply, err := s.Go(context.Background(), g, engine.Limits{Depth: depth}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(reply.Move); err != nil {
			t.Fatal(err)
		}
		if o := g.Outcome(); o.Termination == rules.PerpetualCheck {
			t.Errorf("depth %d: the search plays %v, scored %v, and loses by perpetual check", depth, reply.Move, reply.Info.Score)
		}
		g.Undo()
	}
}

// readMoves returns the first line of file that is not a comment.
func readMoves(t *testing.T, file string) string {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if line := sc.Text(); line != "" && !strings.HasPrefix(line, "#") {
			return line
		}
	}
	t.Fatalf("%s: no moves", file)
	return ""
}
