package search_test

import (
	"context"
	"errors"
	"testing"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/search"
)

// TestYield checks that Options.Yield is called every 256 nodes and that
// a stop made while it runs — as a browser's stop message is handled while
// the search gives way — is seen before another node is searched: the
// search returns without calling Yield again, with a legal move.
func TestYield(t *testing.T) {
	r := gamerules.Builtin(t, "chu")
	for _, stopAt := range []int{1, 5} {
		ctx, cancel := context.WithCancel(context.Background())
		calls := 0
		s, err := search.New(r, search.Options{Hash: 1, Yield: func() {
			calls++
			if calls == stopAt {
				cancel()
			}
		}})
		if err != nil {
			t.Fatal(err)
		}
		g := rules.NewGame(r.NewPosition())
		reply, err := s.Go(ctx, g, engine.Limits{}, nil)
		cancel()
		if !errors.Is(err, context.Canceled) {
			t.Errorf("stopped at call %d: error %v, want context.Canceled", stopAt, err)
		}
		if calls != stopAt {
			t.Errorf("stopped at call %d: Yield called %d times", stopAt, calls)
		}
		if err := g.Check(reply.Move); err != nil {
			t.Errorf("stopped at call %d: move %v: %v", stopAt, reply.Move, err)
		}
	}
	// Without a stop, a node limit of n nodes gives way n/256 times.
	calls := 0
	s, err := search.New(r, search.Options{Hash: 1, Yield: func() { calls++ }})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Go(context.Background(), rules.NewGame(r.NewPosition()), engine.Limits{Nodes: 20 * 256}, nil); err != nil {
		t.Fatal(err)
	}
	if calls < 15 || calls > 20 {
		t.Errorf("a search of %d nodes called Yield %d times, want about 20", 20*256, calls)
	}
}
