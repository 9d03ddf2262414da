package search_test

import (
	"context"
	"testing"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/search"
)

// TestWeaken checks what Weaken does in chu shogi's start position: the
// node cap at each level tried (1,000 nodes at MaxWeaken, doubling every
// three levels up to 4,000 at MaxWeaken−6, where a search of depth 5 at
// full strength takes more), one move for one seed, several moves over
// seeds at MaxWeaken where full strength plays one, and levels out of
// range refused.
func TestWeaken(t *testing.T) {
	r := gamerules.Builtin(t, "chu")
	g := rules.NewGame(r.NewPosition())
	play := func(weaken int, seed uint64) engine.Reply {
		t.Helper()
		s, err := search.New(r, search.Options{Hash: 1, Weaken: weaken, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		reply, err := s.Go(context.Background(), g, engine.Limits{Depth: 5}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return reply
	}
	full := play(0, 1)
	if full.Info.Nodes <= 4000+256 {
		t.Fatalf("full strength searched %d nodes to depth 5; the test needs more than 4,256", full.Info.Nodes)
	}
	for _, tt := range []struct {
		weaken int
		most   int64
	}{{search.MaxWeaken, 1000}, {search.MaxWeaken - 2, 1000}, {search.MaxWeaken - 3, 2000}, {search.MaxWeaken - 6, 4000}} {
		// A search stops at the first check after the cap, every 256
		// nodes at most.
		if got := play(tt.weaken, 1).Info.Nodes; got > tt.most+256 {
			t.Errorf("Weaken %d searched %d nodes, want at most %d", tt.weaken, got, tt.most)
		}
	}
	moves := map[rules.Move]bool{}
	for seed := range uint64(12) {
		a, b := play(search.MaxWeaken, seed), play(search.MaxWeaken, seed)
		if a.Move != b.Move {
			t.Errorf("seed %d: %s, then %s", seed, a.Move, b.Move)
		}
		moves[a.Move] = true
		if f := play(0, seed); f.Move != full.Move {
			t.Errorf("full strength with seed %d plays %s, with seed 1 %s", seed, f.Move, full.Move)
		}
	}
	if len(moves) < 2 {
		t.Errorf("Weaken %d plays %v over 12 seeds, want more than one move", search.MaxWeaken, moves)
	}
	for _, w := range []int{-1, search.MaxWeaken + 1} {
		if _, err := search.New(r, search.Options{Weaken: w}); err == nil {
			t.Errorf("Weaken %d: no error", w)
		}
	}
}
