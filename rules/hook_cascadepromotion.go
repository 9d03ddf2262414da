package rules

import (
	"slices"

	"github.com/largeshogi/largeshogi/variant"
)

// cascadePromotion is the cascade-promotion hook: one piece's promotion
// promotes others of its side and removes enemy pieces.
type cascadePromotion struct {
	rules map[*variant.Piece]*variant.Cascade
}

func compileCascadePromotion(r *Rules, cp *variant.CascadePromotion) (Hook, error) {
	h := &cascadePromotion{map[*variant.Piece]*variant.Cascade{}}
	for i := range cp.Rules {
		h.rules[r.Variant.Piece(cp.Rules[i].Piece)] = &cp.Rules[i]
	}
	return h, nil
}

// AfterMove sets off the cascade of a piece that has just promoted.
func (h *cascadePromotion) AfterMove(p *Position, e *MoveEffects) {
	before, after := &p.r.kinds[e.Moved.Kind()], &p.r.kinds[e.Now]
	if e.Now == e.Moved.Kind() || !after.promoted || before.promoted {
		return
	}
	cs := h.rules[before.face]
	if cs == nil {
		return
	}
	side := p.side
	for _, s := range p.r.Geo.Squares() {
		c := p.cells[s]
		if c == 0 {
			continue
		}
		ci := &p.r.kinds[c.Kind()]
		switch {
		case c.Color() == side && !ci.promoted && ci.promotesTo != 0 && slices.Contains(cs.PromotesAlso, ci.face.ID):
			e.Set(s, NewCell(ci.promotesTo, side), Promoted)
		case c.Color() != side && slices.Contains(cs.KillsEnemy, ci.moves.ID):
			e.Remove(s, Eliminated)
		}
	}
}
