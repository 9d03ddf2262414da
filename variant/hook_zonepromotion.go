package variant

import "fmt"

// ZonePromotion is the parameters of the "zone-promotion" hook: promotion
// in the far ranks, at the player's option, or compulsory where
// MustPromote says so.
type ZonePromotion struct {
	// Depth is the number of far ranks that make up the zone.
	Depth int `yaml:"depth"`
	// Enter allows promotion on a move from outside the zone into it.
	Enter bool `yaml:"enter"`
	// CaptureFromZone allows promotion on a capture that starts in the zone.
	CaptureFromZone bool `yaml:"capture-from-zone"`
	// CaptureIntoZone allows promotion on a capture that ends in the zone.
	CaptureIntoZone bool `yaml:"capture-into-zone"`
	// WithinZone allows promotion on any move that starts or ends in the
	// zone, as in ko shogi.
	WithinZone bool `yaml:"within-zone"`
	// RegainAfterMove lets a piece that declined promotion on entering the
	// zone promote on a later move after it has moved once (the Middle Shogi
	// Manual's rule): any move that starts in the zone may promote.
	RegainAfterMove bool `yaml:"regain-after-move"`
	// LastRank lists pieces that may promote on reaching the last rank on a
	// non-capture even when already in the zone.
	LastRank []string `yaml:"last-rank" doc:"a list of piece ids"`
	// SecondChance generalises LastRank: each piece named may promote on a
	// non-capture that ends within its far N ranks, even when it started in
	// the zone (LastRank is N = 1).
	SecondChance map[string]int `yaml:"second-chance" doc:"piece ids, each with a number of far ranks"`
	// MustPromote makes promotion compulsory: each piece named must promote
	// when its move ends within its far N ranks (shogi's pawn and lance on
	// the last rank, N = 1; the knight on the last two, N = 2).
	MustPromote map[string]int `yaml:"must-promote" doc:"piece ids, each with a number of far ranks"`
}

func init() {
	mustRegister(HookSpec{
		Name: "zone-promotion", Doc: "promotion in the far ranks, at the player's option or compulsory",
		Params: func() any { return &ZonePromotion{} },
		Check: func(v *Variant, p any) []Problem {
			z := p.(*ZonePromotion)
			var out []Problem
			if z.Depth < 1 || z.Depth > v.Geometry.Ranks() {
				out = append(out, Problem{"depth", fmt.Sprintf("depth %d outside 1 to %d", z.Depth, v.Geometry.Ranks())})
			}
			out = append(out, pieceRefs(v, "last-rank", z.LastRank, false)...)
			out = append(out, rankDepths(v, "second-chance", z.SecondChance)...)
			out = append(out, rankDepths(v, "must-promote", z.MustPromote)...)
			for _, id := range z.LastRank {
				if _, ok := z.SecondChance[id]; ok {
					out = append(out, Problem{"second-chance", fmt.Sprintf("%s is also in last-rank: give its depth once", id)})
				}
			}
			return out
		},
	})
}
