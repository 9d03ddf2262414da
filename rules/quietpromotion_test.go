package rules

import (
	"testing"

	"pgregory.net/rapid"
)

// TestQuietRanks checks the quiet ranks the promotion hooks claim against
// the hooks themselves: in random positions of every game whose pieces
// promote, every move of every piece between every two squares that
// quietMove calls quiet gets from each promotion hook neither
// PromotionAllowed nor PromotionRequired, capturing or not. A hook whose
// quietRanks said too little would let generation skip a promotion.
func TestQuietRanks(t *testing.T) {
	for _, name := range []string{"chu", "dai", "ko", "sho", "tai", "tenjiku", "wa", "makadaidai"} {
		r := gameRules(t, name)
		t.Run(name, func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				p := randomPlay(t, r, 40)
				squares := r.Geo.Squares()
				for range 200 {
					from := rapid.SampledFrom(squares).Draw(t, "from")
					to := rapid.SampledFrom(squares).Draw(t, "to")
					k := Kind(rapid.IntRange(1, r.Kinds()).Draw(t, "kind"))
					captures := rapid.Bool().Draw(t, "captures")
					if r.kinds[k].promotesTo == 0 || !p.quietMove(k, from, to, captures) {
						continue
					}
					c := &Candidate{Move: Move{From: from, To: to}, Piece: NewCell(k, p.side), Captures: captures}
					for _, h := range r.hooks.promotions {
						if v := h.Promotion(p, c); v == PromotionAllowed || v == PromotionRequired {
							t.Fatalf("%s %s %v: a %s from %s to %s (captures %t) is quiet, but a hook says %d",
								name, p.SFEN(), p.side, r.Piece(k).ID, r.Geo.Name(from), r.Geo.Name(to), captures, v)
						}
					}
				}
			})
		})
	}
}
