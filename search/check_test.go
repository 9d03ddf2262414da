package search_test

import (
	"context"
	"testing"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/search"
)

// TestCheckIsAThreatToTheGame checks that the search takes a royal piece
// to be in check only when the enemy may take it by a legal move and
// taking it would end the game; a check extends the search by a ply, so
// a reach taken for check at every node keeps the depth from falling.
//
//   - In tai shogi each side's emperor leaps to any square (U), so every
//     royal is in its reach (rules.Position.InCheck) from the start on;
//     but the emperor may take only an unprotected royal (the
//     royal-capture hook), and at the start every royal is protected.
//     Taking the reach for check, the search did not finish depth 1
//     within a million nodes.
//   - In sho shogi a side loses when both its king and its prince are gone
//     (rules.Position.RoyalAtStake); here White's prince, in the corner of
//     Black's camp, stands attacked by Black's dragon king while White's
//     king is safe at home. Taking that for check, the search finished
//     depth 3 within 20,000 nodes, where it finishes depth 7, as it does
//     with a drunk elephant in the prince's place.
func TestCheckIsAThreatToTheGame(t *testing.T) {
	for _, tt := range []struct {
		name, game, sfen string
		nodes            int64
		depth            int
	}{
		{"tai: the emperors' reach at the start", "tai", "", 40000, 2},
		{"sho: a prince attacked beside a safe king", "sho", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/+R1+B6/9/+e7K w - 1", 20000, 6},
	} {
		r := gamerules.Builtin(t, tt.game)
		p := r.NewPosition()
		if tt.sfen != "" {
			var err error
			if p, err = r.ParseSFEN(tt.sfen); err != nil {
				t.Fatal(err)
			}
		}
		if !p.InCheck() {
			t.Fatalf("%s: no enemy piece reaches a royal piece, so this case tests nothing", tt.name)
		}
		s, err := search.New(r, search.Options{Hash: 16})
		if err != nil {
			t.Fatal(err)
		}
		reply, err := s.Go(context.Background(), rules.NewGame(p), engine.Limits{Nodes: tt.nodes}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if reply.Info.Depth < tt.depth {
			t.Errorf("%s, %d nodes: depth %d (seldepth %d), want at least %d", tt.name, tt.nodes, reply.Info.Depth, reply.Info.SelDepth, tt.depth)
		}
	}
}
