package search_test

import (
	"context"
	"testing"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/search"
)

// TestRoyalAttackExtension checks that a side whose royal piece is
// attacked at the end of the search does not stand pat in quiescence but
// answers the attack: searched one ply deep, the mates of TestMates whose
// second ply must answer an attack on the royal (with a quiet move, which
// quiescence does not try) are found, at their full length. A search that
// stands pat there scores the attacking move by the evaluation and finds
// no mate.
func TestRoyalAttackExtension(t *testing.T) {
	tests := []struct {
		name    string
		variant string
		options []string
		sfen    string
		plies   int
	}{
		{"chu queen and gold", "chu", []string{"no-bare-king"}, "11k/Q11/9G2/12/12/12/12/12/12/12/12/l5K5 b - 1", 3},
		{"hook of the test's own", "confined.yaml", nil, "3k3/R6/3G3/7/7/7/3K3 b - 1", 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := loadRules(t, tt.variant, tt.options...)
			p, err := r.ParseSFEN(tt.sfen)
			if err != nil {
				t.Fatal(err)
			}
			g := rules.NewGame(p)
			if wins(g, tt.plies-2) || !wins(g, tt.plies) {
				t.Fatalf("the oracle does not find the shortest win in %d plies", tt.plies)
			}
			s, err := search.New(r, search.Options{Hash: 4})
			if err != nil {
				t.Fatal(err)
			}
			reply, err := s.Go(context.Background(), g, engine.Limits{Depth: 1}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := reply.Info.Score.Mate; got != tt.plies {
				t.Errorf("score %v at depth 1, want mate %d (PV %v)", reply.Info.Score, tt.plies, reply.Info.PV)
			}
			mover := g.Position().Side()
			if err := g.Play(reply.Move); err != nil {
				t.Fatal(err)
			}
			if !winsAfter(g, mover, tt.plies-1) {
				t.Errorf("after %v the win in %d plies is gone", reply.Move, tt.plies)
			}
		})
	}
}
