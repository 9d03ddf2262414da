package search

import (
	"context"
	"testing"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
)

// TestNewGameClearsTable checks that NewGame empties a table a search has
// written, though it skips the work on a table no search has used: the
// entry of the position after the first move searched is found after a
// search and gone after NewGame, and again after a second search.
func TestNewGameClearsTable(t *testing.T) {
	r, s := newSearcher(t, "sho")
	ctx := context.Background()
	g := rules.NewGame(r.NewPosition())
	first := g.Position().Clone()
	first.Make(g.AppendMoves(nil)[0])
	key := first.Hash()
	for round := range 2 {
		if err := s.NewGame(ctx); err != nil {
			t.Fatal(err)
		}
		if _, ok := s.tt.probe(key); ok {
			t.Fatalf("round %d: the position is in the table before any search", round)
		}
		if _, err := s.Go(ctx, g, engine.Limits{Depth: 3}, nil); err != nil {
			t.Fatal(err)
		}
		if _, ok := s.tt.probe(key); !ok {
			t.Fatalf("round %d: the search left no entry for the position", round)
		}
	}
	if err := s.NewGame(ctx); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.tt.probe(key); ok {
		t.Error("NewGame left the position's entry in the table")
	}
}
