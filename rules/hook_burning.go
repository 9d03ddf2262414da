package rules

import (
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

// burning is the burning hook: a burner that lands removes the pieces
// within its radius (active burning); with passive burning, an enemy piece
// that ends its move within the radius of a burner is removed too.
type burning struct {
	b       *variant.Burning
	burners map[*variant.Piece]bool
}

func compileBurning(r *Rules, b *variant.Burning) (Hook, error) {
	h := &burning{b: b, burners: map[*variant.Piece]bool{}}
	for _, id := range b.Pieces {
		h.burners[r.Variant.Piece(id)] = true
	}
	return h, nil
}

// AfterMove burns around a burner where its move ends, unless it met an
// enemy burner, and then burns the mover if it ended next to an enemy
// burner.
func (h *burning) AfterMove(p *Position, e *MoveEffects) {
	b, side, to := h.b, p.side, e.Move.To
	if p.cells[to] == 0 {
		return // removed by an earlier effect
	}
	stationary := to == e.Move.From
	burner := p.r.kinds[e.Moved.Kind()].moves
	if b.OnPromotion {
		burner = p.r.kinds[e.Now].moves
	}
	enemyBurner := func(s board.Square, c Cell) bool {
		return c.Color() != side && h.burners[p.r.kinds[c.Kind()].moves]
	}
	if h.burners[burner] && b.Active && (!stationary || b.OnPass) {
		if b.Passive && h.any(p, to, enemyBurner) {
			if b.Meeting == variant.MoverBurnsThenBurned {
				h.around(p, to, func(s board.Square, c Cell) {
					if c.Color() != side && !enemyBurner(s, c) {
						e.Remove(s, Burned)
					}
				})
			}
			e.Remove(to, Burned)
			return
		}
		h.around(p, to, func(s board.Square, c Cell) {
			if c.Color() != side || b.Friendly {
				e.Remove(s, Burned)
			}
		})
	}
	if b.Passive && (!stationary || b.PassiveStationary) && h.any(p, to, enemyBurner) {
		e.Remove(to, Burned)
	}
}

// any reports whether some piece within the radius of s, s aside, passes
// test.
func (h *burning) any(p *Position, s board.Square, test func(board.Square, Cell) bool) bool {
	return p.eachWithin(s, h.b.Radius, func(q board.Square, c Cell) bool { return q != s && test(q, c) })
}

// around calls f for every piece within the radius of s, s aside.
func (h *burning) around(p *Position, s board.Square, f func(board.Square, Cell)) {
	p.eachWithin(s, h.b.Radius, func(q board.Square, c Cell) bool {
		if q != s {
			f(q, c)
		}
		return false
	})
}
