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

func compileBurning(r *Rules, params any) (Hook, error) {
	b := params.(*variant.Burning)
	h := &burning{b: b, burners: map[*variant.Piece]bool{}}
	for _, id := range b.Pieces {
		h.burners[r.Variant.Piece(id)] = true
	}
	return h, nil
}

// AfterMove burns around the landing burner, then the mover if it landed
// next to an enemy burner.
func (h *burning) AfterMove(p *Position, e *MoveEffects) {
	side := p.side
	burner := p.r.kinds[e.Moved.Kind()].moves
	if h.b.OnPromotion {
		burner = p.r.kinds[e.Now].moves
	}
	if h.burners[burner] {
		h.around(p, e.Move.To, func(s board.Square, c Cell) {
			if c.Color() != side || h.b.Friendly {
				e.Remove(s, Burned)
			}
		})
	}
	if h.b.Passive && p.cells[e.Move.To] != 0 {
		burned := false
		h.around(p, e.Move.To, func(s board.Square, c Cell) {
			burned = burned || (c.Color() != side && h.burners[p.r.kinds[c.Kind()].moves])
		})
		if burned {
			e.Remove(e.Move.To, Burned)
		}
	}
}

// around calls f for every piece within the radius of s, s aside.
func (h *burning) around(p *Position, s board.Square, f func(board.Square, Cell)) {
	geo, r := p.r.Geo, h.b.Radius
	sx, sy := geo.XY(s)
	for y := max(0, sy-r); y <= min(geo.Ranks()-1, sy+r); y++ {
		for x := max(0, sx-r); x <= min(geo.Files()-1, sx+r); x++ {
			if q := geo.At(x, y); q != s && p.cells[q] != 0 {
				f(q, p.cells[q])
			}
		}
	}
}
