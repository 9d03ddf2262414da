package search

import (
	"context"
	"testing"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
)

// TestQuiescenceBounded checks that a search of depth 1 stays small where
// many pieces face each other, rows of chu's gold generals, silver
// generals or copper generals that can trade without end: at most 1.5
// million nodes (1,029,417 for the golds, 77,279 for the silvers). Every
// even trade was tried at any depth before, and the golds took 40 million
// nodes and 30 s; the node limit of 4 million stops such a search. The
// count follows the evaluation, whose stand-pat scores cut the trades
// short: the golds took 330,461 nodes while a side a few golds ahead
// weighted its nearness to the enemy king up to eight times, not four.
func TestQuiescenceBounded(t *testing.T) {
	r, s := newSearcher(t, "chu")
	for _, sfen := range []string{
		"5k6/12/12/12/gggggggggggg/GGGGGGGGGGGG/12/12/12/12/12/6K5 b - 1",
		"5k6/12/12/ssssssssssss/gggggggggggg/GGGGGGGGGGGG/SSSSSSSSSSSS/12/12/12/12/6K5 b - 1",
		"5k6/12/12/cccccccccccc/gggggggggggg/GGGGGGGGGGGG/CCCCCCCCCCCC/12/12/12/12/6K5 b - 1",
	} {
		p, err := r.ParseSFEN(sfen)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := s.Go(context.Background(), rules.NewGame(p), engine.Limits{Depth: 1, Nodes: 4_000_000}, nil)
		if err != nil || rep.Info.Nodes > 1_500_000 {
			t.Errorf("%s: depth 1 searched %d nodes (%v), want at most 1,500,000", sfen, rep.Info.Nodes, err)
		}
	}
}
