package rules

import (
	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

// immobilising is the immobilising hook: enemy nets freeze the pieces of
// the side to move on their lines.
type immobilising struct {
	nets  []*[2][]ray // by kind: a net's lines, by colour, or nil
	whole bool        // every enemy on a line, not only the nearest piece
}

func compileImmobilising(r *Rules, im *variant.Immobilising) (Hook, error) {
	h := &immobilising{nets: make([]*[2][]ray, len(r.kinds)), whole: im.Reach == variant.WholeRay}
	for _, n := range im.Nets {
		prog, err := betza.Compile(n.Directions)
		if err != nil {
			return nil, variant.Problem{Field: "nets", Msg: err.Error()}
		}
		rays := r.compileRays(prog)
		if rays[0] == nil {
			return nil, variant.Problem{Field: "nets", Msg: "directions " + n.Directions + " must be plain slides"}
		}
		for k := range r.kinds {
			if r.kinds[k].moves == r.Variant.Piece(n.Piece) {
				h.nets[k] = &rays
			}
		}
	}
	return h, nil
}

// Frozen marks the pieces of the side to move that an enemy net freezes.
func (h *immobilising) Frozen(p *Position, set *SquareSet) bool {
	any := false
	mine := board.Owner(p.side)
	for s := range p.pieces[p.side.Other()].all {
		c := p.cells[s]
		net := h.nets[c.Kind()]
		if net == nil {
			continue
		}
		for _, r := range net[c.Color()] {
			to := s
			for range r.steps {
				to += r.delta
				o := p.occ[to]
				if o == board.Off {
					break
				}
				if o == mine {
					set.Add(to)
					any = true
					if !h.whole {
						break
					}
				} else if o != board.Empty && !h.whole {
					break
				}
			}
		}
	}
	return any
}
