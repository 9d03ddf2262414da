package search

import (
	"context"
	"testing"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
)

// TestContempt checks the sign of a draw's score: in a chu position where
// Black has a lion and a queen more, a draw costs Black, to move at the
// root, a share of its lead, and gains White as much; with White to move
// at the root, White, behind, scores a draw above nothing. A wrong sign
// would make the side ahead seek repetitions.
func TestContempt(t *testing.T) {
	r, s := newSearcher(t, "chu")
	for _, tt := range []struct {
		side string
		lead bool // the side to move at the root is ahead
	}{{"b", true}, {"w", false}} {
		p, err := r.ParseSFEN("6k5/12/5p6/12/12/12/12/12/12/12/12/3NQ1K5 " + tt.side + " - 1")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Go(context.Background(), rules.NewGame(p), engine.Limits{Depth: 1}, nil); err != nil {
			t.Fatal(err)
		}
		w := s.workers[0]
		own := w.drawScore()
		w.pos.MakeNull()
		other := w.drawScore()
		w.pos.UnmakeNull()
		pawn := int32(s.ev.Table.Pawn)
		if tt.lead && (own >= -pawn || other != -own) || !tt.lead && (own <= pawn || other != -own) {
			t.Errorf("%s to move: a draw scores %d for the side to move at the root, %d for the other (a pawn is %d)", tt.side, own, other, pawn)
		}
	}
}
