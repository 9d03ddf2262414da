package rules

import (
	"slices"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

// reversion is the reversion hook: promoted pieces turn back when a trigger
// piece is captured, or comes near.
type reversion struct {
	rules   []variant.Reversion
	to      []Kind   // by rule: the kind a reverted piece becomes
	reverts [][]bool // by rule and kind: whether the rule reverts the kind
}

func compileReversion(r *Rules, params *[]variant.Reversion) (Hook, error) {
	rules := *params
	h := &reversion{rules: rules}
	for _, rv := range rules {
		h.to = append(h.to, r.KindOf(r.Variant.Piece(rv.RevertsTo), false))
		reverts := make([]bool, len(r.kinds))
		for k := 1; k < len(r.kinds); k++ {
			reverts[k] = r.kinds[k].moves.ID == rv.Piece
		}
		h.reverts = append(h.reverts, reverts)
	}
	return h, nil
}

// AfterMove reverts pieces whose trigger was removed, then pieces a
// trigger stands near.
func (h *reversion) AfterMove(p *Position, e *MoveEffects) {
	for _, x := range e.Removed {
		victim := &p.r.kinds[x.Cell.Kind()]
		for i, rv := range h.rules {
			if rv.When == variant.TriggerCaptured && triggers(victim, rv.Trigger, rv.TriggerPromoted) {
				h.revert(p, e, i, x.Cell.Color())
			}
		}
	}
	for i, rv := range h.rules {
		if rv.When != variant.TriggerWithin {
			continue
		}
		for s := range p.allPieces {
			c := p.cells[s]
			if h.reverts[i][c.Kind()] && h.triggerWithin(p, s, rv) {
				e.Set(s, NewCell(h.to[i], c.Color()), Reverted)
			}
		}
	}
}

// triggers reports whether the removed piece victim is one of the trigger
// pieces: an unpromoted one, unless promoted ones count too.
func triggers(victim *kindInfo, trigger []string, promotedToo bool) bool {
	if victim.promoted && !promotedToo {
		return false
	}
	return slices.Contains(trigger, victim.moves.ID) || (promotedToo && slices.Contains(trigger, victim.face.ID))
}

// revert turns side c's pieces that rule i names back.
func (h *reversion) revert(p *Position, e *MoveEffects, i int, c board.Color) {
	for s := range p.pieces[c].all {
		if x := p.cells[s]; h.reverts[i][x.Kind()] {
			e.Set(s, NewCell(h.to[i], c), Reverted)
		}
	}
}

// triggerWithin reports whether a trigger piece of rule rv stands within
// its radius of square s (of the same side, unless any side counts).
func (h *reversion) triggerWithin(p *Position, s board.Square, rv variant.Reversion) bool {
	owner := p.cells[s].Color()
	return p.eachWithin(s, rv.Radius, func(q board.Square, c Cell) bool {
		return q != s && slices.Contains(rv.Trigger, p.r.kinds[c.Kind()].moves.ID) &&
			(rv.TriggerSide == variant.AnyTrigger || c.Color() == owner)
	})
}
