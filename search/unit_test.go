package search_test

import (
	"context"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/search"
)

// TestScoresInPawns checks the unit of the scores a search reports: in
// chu shogi's start position with one of White's pawns taken away, Black,
// a pawn up, scores about 100 centipawns (the evaluation's other terms
// move it a little; on the internal scale, where the pawn is 190, it
// scores about 195), and the start position itself about 0.
func TestScoresInPawns(t *testing.T) {
	r := gamerules.Builtin(t, "chu")
	start := r.NewPosition().SFEN()
	rows := strings.Split(start, "/")
	if rows[3] != "pppppppppppp" {
		t.Fatalf("the start's fourth rank is %q, want twelve pawns", rows[3])
	}
	rows[3] = "ppppp1pppppp"
	tests := []struct {
		sfen     string
		low, top int
	}{
		{start, -30, 30},
		{strings.Join(rows, "/"), 70, 150},
	}
	for _, tt := range tests {
		p, err := r.ParseSFEN(tt.sfen)
		if err != nil {
			t.Fatal(err)
		}
		s, err := search.New(r, search.Options{Hash: 1})
		if err != nil {
			t.Fatal(err)
		}
		reply, err := s.Go(context.Background(), rules.NewGame(p), engine.Limits{Depth: 2}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if sc := reply.Info.Score; sc.Mate != 0 || sc.Centi < tt.low || sc.Centi > tt.top {
			t.Errorf("%s: score %v, want cp from %d to %d", tt.sfen, sc, tt.low, tt.top)
		}
	}
}
