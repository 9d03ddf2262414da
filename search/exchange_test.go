package search

import (
	"context"
	"testing"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/eval"

	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/rules"
)

// TestExchange checks the static exchange evaluation of captures in chu
// shogi against trades worked out by hand: the value of each square's
// piece (before the move) is added or taken away as the trade says.
func TestExchange(t *testing.T) {
	r, s := newSearcher(t, "chu")
	tests := []struct {
		name  string
		sfen  string
		move  string
		plus  []string // squares whose piece the mover's side gains
		minus []string // squares whose piece it loses
		loses bool
	}{
		{"rook takes a free pawn", "k11/12/6p5/12/12/6R5/12/12/12/12/12/11K b - 1",
			"6f6c", []string{"6c"}, nil, false},
		{"rook takes a pawn a gold defends", "k11/7g4/6p5/12/12/6R5/12/12/12/12/12/11K b - 1",
			"6f6c", []string{"6c"}, []string{"6f"}, true},
		{"a second rook behind takes the gold back", "k11/7g4/6p5/12/12/6R5/12/6R5/12/12/12/11K b - 1",
			"6f6c", []string{"6c", "5b"}, []string{"6f"}, true},
		{"the defender would lose more than it wins", "k5r5/12/6p5/6G5/12/12/12/6R5/12/12/12/11K b - 1",
			"6d6c", []string{"6c"}, nil, false},
		{"pawn takes a rook a gold defends", "k11/7g4/6r5/6P5/12/12/12/12/12/12/12/11K b - 1",
			"6d6c", []string{"6c"}, []string{"6d"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := r.ParseSFEN(tt.sfen)
			if err != nil {
				t.Fatal(err)
			}
			m, err := p.ParseUSI(tt.move)
			if err != nil {
				t.Fatal(err)
			}
			want := int32(0)
			for i, squares := range [][]string{tt.plus, tt.minus} {
				for _, name := range squares {
					q, err := r.Geo.ParseSquare(name)
					if err != nil {
						t.Fatal(err)
					}
					want += int32(1-2*i) * int32(s.ev.Value(p.At(q)))
				}
			}
			w := s.workers[0]
			w.pos = p
			p.Make(m)
			if got := w.exchange(m.To); got != want {
				t.Errorf("exchange %d, want %d", got, want)
			}
			if got := w.tradeLoses(m); got != tt.loses {
				t.Errorf("tradeLoses %v, want %v", got, tt.loses)
			}
		})
	}
}

// newSearcher returns the rules of a built-in variant and a searcher of
// them with a table of 1 MiB.
func newSearcher(t *testing.T, name string) (*rules.Rules, *Searcher) {
	t.Helper()
	r := gamerules.Builtin(t, name)
	s, err := New(r, Options{Hash: 1})
	if err != nil {
		t.Fatal(err)
	}
	return r, s
}

// TestSkippedCaptureKeepsEvaluation checks that a capture quiescence makes
// and then skips, as its exchange loses, is taken back from the
// incremental evaluation too: after the search, the evaluation it follows
// scores the root as the full evaluation does. The rook's capture of the
// pawn the gold defends is such a capture.
func TestSkippedCaptureKeepsEvaluation(t *testing.T) {
	r, s := newSearcher(t, "chu")
	p, err := r.ParseSFEN("k11/7g4/6p5/12/12/6R5/12/12/12/12/12/11K b - 1")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Go(context.Background(), rules.NewGame(p), engine.Limits{Depth: 2}, nil); err != nil {
		t.Fatal(err)
	}
	w := s.workers[0]
	if w.pos.SFEN() != p.SFEN() {
		t.Fatalf("the search left its position at %s, not the root", w.pos.SFEN())
	}
	if got, want := w.eval.Evaluate(w.pos), s.ev.Evaluate(w.pos, &eval.Scratch{}); got != want {
		t.Errorf("after the search the incremental evaluation scores the root %d, the full one %d", got, want)
	}
}
