package rules

import (
	"slices"

	"github.com/largeshogi/largeshogi/variant"
)

// zonePromotion is the zone-promotion hook: promotion in the far ranks.
type zonePromotion struct {
	z            *variant.ZonePromotion
	secondChance []int // by kind: far ranks where a non-capture may promote, even from the zone
	mustPromote  []int // by kind: far ranks where the piece must promote
}

func compileZonePromotion(r *Rules, z *variant.ZonePromotion) (Hook, error) {
	h := &zonePromotion{z: z, secondChance: make([]int, len(r.kinds)), mustPromote: make([]int, len(r.kinds))}
	for k := 1; k < len(r.kinds); k++ {
		id := r.kinds[k].face.ID
		if slices.Contains(z.LastRank, id) {
			h.secondChance[k] = 1
		}
		h.secondChance[k] = max(h.secondChance[k], z.SecondChance[id])
		h.mustPromote[k] = z.MustPromote[id]
	}
	return h, nil
}

// Promotion lets a piece promote on the moves the zone allows, and makes it
// promote within its must-promote ranks.
func (h *zonePromotion) Promotion(p *Position, c *Candidate) Promotion {
	z, m, k := h.z, c.Move, c.Piece.Kind()
	far := p.r.farDist[p.side]
	if int(far[m.To]) < h.mustPromote[k] {
		return PromotionRequired
	}
	from, to := int(far[m.From]) < z.Depth, int(far[m.To]) < z.Depth
	capt := c.Captures
	switch {
	case z.Enter && !from && to && !capt,
		capt && z.CaptureFromZone && from,
		capt && z.CaptureIntoZone && to,
		z.WithinZone && (from || to),
		// The Middle Shogi Manual: a piece that declined on entering regains
		// its promotability once it has moved without promoting, and entering
		// was such a move; so any move that starts in the zone may promote.
		z.RegainAfterMove && from,
		!capt && int(far[m.To]) < h.secondChance[k]:
		return PromotionAllowed
	}
	return PromotionUnaffected
}

// quietRanks is the zone's depth, or the deeper ranks where kind k must or
// may promote.
func (h *zonePromotion) quietRanks(k Kind, _ bool) int {
	return max(h.z.Depth, h.secondChance[k], h.mustPromote[k])
}
