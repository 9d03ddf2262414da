package search_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/internal/testkit/longtest"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/rules/rulestest"
	"github.com/largeshogi/largeshogi/search"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// TestMain runs the package's rapid properties with 20 checks each, 100
// under LARGESHOGI_LONG_TESTS=1.
func TestMain(m *testing.M) { longtest.Main(m, 20) }

// searchers returns a searcher for each built-in game, with a small table.
func searchers(t *testing.T) ([]*rules.Rules, []*search.Searcher) {
	t.Helper()
	var rs []*rules.Rules
	var ss []*search.Searcher
	for _, name := range variants.Names() {
		r := gamerules.Builtin(t, name)
		s, err := search.New(r, search.Options{Hash: 1})
		if err != nil {
			t.Fatal(err)
		}
		rs, ss = append(rs, r), append(ss, s)
	}
	return rs, ss
}

// playRandom plays up to n random legal moves of the game, drawn through
// rapid.
func playRandom(t *rapid.T, g *rules.Game, n int) {
	for range n {
		moves := g.AppendMoves(nil)
		if len(moves) == 0 {
			return
		}
		m := moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")]
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
}

// checkAnswer fails t unless reply is a legal move of game g (history
// rules included), or a resignation of a game without one.
func checkAnswer(t *rapid.T, g *rules.Game, reply engine.Reply) {
	if reply.Resign {
		if n := len(g.AppendMoves(nil)); n > 0 {
			t.Fatalf("resigned with %d legal moves", n)
		}
		return
	}
	if err := g.Check(reply.Move); err != nil {
		t.Fatalf("move %v: %v", reply.Move, err)
	}
}

// TestMovesAreLegal checks that over random games of every built-in
// variant the searcher answers with a move the game allows (history rules
// included), or resigns only when the game has no legal move.
func TestMovesAreLegal(t *testing.T) {
	rs, ss := searchers(t)
	rapid.Check(t, func(t *rapid.T) {
		i := rapid.IntRange(0, len(rs)-1).Draw(t, "variant")
		g := rules.NewGame(rs[i].NewPosition())
		playRandom(t, g, rapid.IntRange(0, 60).Draw(t, "plies"))
		limits := engine.Limits{Nodes: int64(rapid.IntRange(1, 400).Draw(t, "nodes")), Depth: rapid.IntRange(0, 3).Draw(t, "depth")}
		reply, err := ss[i].Go(context.Background(), g, limits, nil)
		if err != nil {
			t.Fatal(err)
		}
		checkAnswer(t, g, reply)
	})
}

// TestStop checks that a search without limits stops when its context is
// cancelled, before it starts or while it runs, and still answers with a
// legal move of the game.
func TestStop(t *testing.T) {
	r := gamerules.Builtin(t, "chu")
	s, err := search.New(r, search.Options{Hash: 1})
	if err != nil {
		t.Fatal(err)
	}
	g := rules.NewGame(r.NewPosition())
	for _, early := range []bool{true, false} {
		ctx, cancel := context.WithCancel(context.Background())
		if early {
			cancel()
		}
		info := func(in engine.Info) {
			if in.Depth >= 2 {
				cancel()
			}
		}
		reply, err := s.Go(ctx, g, engine.Limits{}, info)
		cancel()
		if !errors.Is(err, context.Canceled) {
			t.Errorf("cancelled early=%v: error %v, want context.Canceled", early, err)
		}
		if err := g.Check(reply.Move); err != nil {
			t.Errorf("cancelled early=%v: move %v: %v", early, reply.Move, err)
		}
		if reply.Info.Score.Mate != 0 {
			t.Errorf("cancelled early=%v: score %v, a mate from the start", early, reply.Info.Score)
		}
	}
}

// TestLimits checks the depth and node limits and MultiPV's reports.
func TestLimits(t *testing.T) {
	r := gamerules.Builtin(t, "sho")
	s, err := search.New(r, search.Options{Hash: 1, MultiPV: 3})
	if err != nil {
		t.Fatal(err)
	}
	g := rules.NewGame(r.NewPosition())
	var depths []int
	lines := map[int]bool{}
	reply, err := s.Go(context.Background(), g, engine.Limits{Depth: 3}, func(in engine.Info) {
		depths = append(depths, in.Depth)
		lines[in.MultiPV] = true
		if len(in.PV) == 0 || in.Nodes <= 0 {
			t.Errorf("report %+v has no PV or no nodes", in)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if reply.Info.Depth != 3 || depths[len(depths)-1] != 3 {
		t.Errorf("reports at depths %v, last reply depth %d; want up to 3", depths, reply.Info.Depth)
	}
	if !lines[1] || !lines[2] || !lines[3] || len(lines) != 3 {
		t.Errorf("MultiPV lines %v, want 1, 2 and 3", lines)
	}
	reply, err = s.Go(context.Background(), g, engine.Limits{Nodes: 500}, nil)
	if err != nil {
		t.Fatal(err)
	}
	// The reply counts the nodes of the depth the limit cut short too.
	if reply.Info.Nodes != 500 {
		t.Errorf("searched %d nodes, limit 500", reply.Info.Nodes)
	}
	// One node: no depth completes, and the answer is the first move
	// tried, with no score.
	reply, err = s.Go(context.Background(), g, engine.Limits{Nodes: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Check(reply.Move); err != nil || reply.Info.Depth != 0 || reply.Info.Score != (engine.Score{}) {
		t.Errorf("one node: move %v (%v), depth %d, score %v; want a legal move, depth 0, no score", reply.Move, err, reply.Info.Depth, reply.Info.Score)
	}
}

// TestThreads checks that several threads together answer as one does: a
// mate found at its depth, and a legal move when stopped, with every
// thread ended when Go returns (the race detector checks what they share).
func TestThreads(t *testing.T) {
	r := gamerules.Builtin(t, "chu", "no-bare-king")
	s, err := search.New(r, search.Options{Hash: 1, Threads: 3})
	if err != nil {
		t.Fatal(err)
	}
	p, err := r.ParseSFEN("11k/Q11/9G2/12/12/12/12/12/12/12/12/l5K5 b - 1")
	if err != nil {
		t.Fatal(err)
	}
	reply, err := s.Go(context.Background(), rules.NewGame(p), engine.Limits{Depth: 3}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if reply.Info.Score.Mate != 3 {
		t.Errorf("score %v, want mate 3", reply.Info.Score)
	}
	g := rules.NewGame(r.NewPosition())
	for _, limits := range []engine.Limits{{Nodes: 3000}, {Depth: 3}} {
		reply, err := s.Go(context.Background(), g, limits, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Check(reply.Move); err != nil {
			t.Errorf("%+v: move %v: %v", limits, reply.Move, err)
		}
	}
	if _, err := search.New(r, search.Options{Threads: search.MaxThreads + 1}); err == nil {
		t.Error("New accepts too many threads")
	}
}

// TestGeneratedVariants checks the same over small variants drawn by
// rulestest, hooks included: the evaluation comes from any variant's
// pieces, and the answer is a legal move of the game.
func TestGeneratedVariants(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := rulestest.HookedVariant().Draw(t, "variant")
		v, err := variant.Load(strings.NewReader(string(text)), "drawn.yaml")
		if err != nil {
			t.Fatal(err)
		}
		r, err := rules.New(v)
		if err != nil {
			t.Fatal(err)
		}
		s, err := search.New(r, search.Options{Hash: 1})
		if err != nil {
			t.Fatal(err)
		}
		g := rules.NewGame(r.NewPosition())
		playRandom(t, g, rapid.IntRange(0, 30).Draw(t, "plies"))
		reply, err := s.Go(context.Background(), g, engine.Limits{Nodes: 300, Depth: 3}, nil)
		if err != nil {
			t.Fatal(err)
		}
		checkAnswer(t, g, reply)
	})
}
