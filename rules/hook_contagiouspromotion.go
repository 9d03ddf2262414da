package rules

import (
	"fmt"

	"github.com/largeshogi/largeshogi/variant"
)

// contagiousPromotion is the contagious-promotion hook: capturing some
// pieces turns the capturer into another.
type contagiousPromotion struct {
	exempt map[*variant.Piece]bool
	to     map[*variant.Piece]Kind // captured piece → what the capturer becomes
}

// compileContagiousPromotion maps each contagious piece to the kind its
// capturer becomes: the promoted kind that moves as the rule's piece.
func compileContagiousPromotion(r *Rules, c *variant.ContagiousPromotion) (Hook, error) {
	v := r.Variant
	h := &contagiousPromotion{exempt: map[*variant.Piece]bool{}, to: map[*variant.Piece]Kind{}}
	for _, id := range c.Exempt {
		h.exempt[v.Piece(id)] = true
	}
	for _, rule := range c.Rules {
		var to Kind
		for k := range r.kinds[1:] {
			if r.kinds[k+1].moves.ID == rule.Becomes && (to == 0 || r.kinds[k+1].promoted) {
				to = Kind(k + 1)
			}
		}
		if to == 0 {
			return nil, variant.Problem{Field: "rules", Msg: fmt.Sprintf("no piece can become %s", rule.Becomes)}
		}
		for _, id := range rule.Captured {
			h.to[v.Piece(id)] = to
		}
	}
	return h, nil
}

// Becomes returns the kind the mover turns into by capturing a contagious
// piece (the last one it captures), or 0.
func (h *contagiousPromotion) Becomes(p *Position, c *Candidate) Kind {
	if h.exempt[p.r.kinds[c.Piece.Kind()].moves] {
		return 0
	}
	var k Kind
	sq, n := c.Move.removes()
	for _, s := range sq[:n] {
		if p.enemyAt(s, c.Move) {
			if to := h.to[p.r.kinds[p.cells[s].Kind()].moves]; to != 0 {
				k = to
			}
		}
	}
	return k
}
