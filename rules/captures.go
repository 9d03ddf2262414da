package rules

import (
	"math/bits"
	"slices"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

// AppendCaptures appends to buf the legal moves of the side to move that
// change the material on the board, for a quiescence search, and returns
// it: exactly the moves of [Position.AppendMoves], in its order, that
//
//   - remove a piece, whichever side's: a capture on the destination or on
//     a middle square (igui included), a shot that hits a piece, or a rule
//     hook's effect after the move (a burn, a cascade's eliminations, the
//     pieces a jumper takes by jumping over them);
//   - or promote (Promote set), with or without a capture.
//
// A shot at an empty square and a pass change nothing and are not listed.
// With enough capacity in buf it does not allocate. Like AppendMoves it
// lists nothing once the end rules have ended the game.
//
// Telling whether an effect removes a piece after a move that neither
// captures nor promotes costs a Make and an Unmake of that move, asked only
// of the moves a built-in effect may concern (a burner's, or one ending
// next to an enemy burner under passive burning; a jumper's) and, in a
// variant with an effect hook of its own, of every such move.
func (p *Position) AppendCaptures(buf []Move) []Move {
	if p.r == nil || p.over() {
		return buf
	}
	p.tactical = true
	buf = p.appendKindMoves(buf, 0)
	p.tactical = false
	return buf
}

// AppendCapturesOn appends to buf the moves of [Position.AppendCaptures]
// that end on square s, in its order, and returns it: a quiescence
// search's recaptures on the square of the last capture. Where s holds a
// piece of the side not to move, only the pieces that could capture it
// ([Position.Attackers]) are generated, since every move ending there
// takes it; otherwise every move is. With enough capacity in buf it does
// not allocate.
func (p *Position) AppendCapturesOn(buf []Move, s board.Square) []Move {
	if p.r == nil || !p.r.Geo.OnBoard(s) || p.over() {
		return buf
	}
	start := len(buf)
	if c := p.cells[s]; c == 0 || c.Color() == p.side {
		buf = p.AppendCaptures(buf)
		return keepEndingOn(buf, start, s)
	}
	p.tactical = true
	frozen, rg, sources := p.markFrozen(), p.rayGen(), len(p.r.hooks.moveSources) > 0
	p.takers = p.Attackers(s, p.side, p.takers[:0])
	for _, from := range p.takers {
		if frozen && p.frozen.Has(from) {
			continue
		}
		first := len(buf)
		buf = p.appendMovesOf(buf, from, p.cells[from], &rg, sources)
		buf = keepEndingOn(buf, first, s)
	}
	p.tactical = false
	return buf
}

// CapturesRoyal reports whether one of the moves [Position.AppendCaptures]
// lists takes a royal piece of the side not to move, on its last square
// or on the way (Move.Via): whether, as a null move lets the side to move
// make its captures, it could take the enemy's royal piece. It generates
// the moves of the pieces that could capture on a royal piece's square
// ([Position.Attackers]) only, where AppendCaptures generates every
// piece's. It does not allocate once its buffers have grown.
func (p *Position) CapturesRoyal() bool {
	if p.r == nil || p.over() {
		return false
	}
	p.tactical = true
	found := p.capturesRoyal()
	p.tactical = false
	return found
}

// capturesRoyal is CapturesRoyal's search, run with the generation set to
// captures.
func (p *Position) capturesRoyal() bool {
	enemy := p.side.Other()
	royal := func(s board.Square) bool {
		c := p.cells[s]
		return c != 0 && c.Color() == enemy && p.r.Piece(c.Kind()).Royal
	}
	frozen, rg, sources := p.markFrozen(), p.rayGen(), len(p.r.hooks.moveSources) > 0
	for s := range p.crowns[enemy].all {
		p.takers = p.Attackers(s, p.side, p.takers[:0])
		for _, from := range p.takers {
			if frozen && p.frozen.Has(from) {
				continue
			}
			p.threats = p.appendMovesOf(p.threats[:0], from, p.cells[from], &rg, sources)
			for _, m := range p.threats {
				if royal(m.To) || slices.ContainsFunc(m.Via[:m.NVia], royal) {
					return true
				}
			}
		}
	}
	return false
}

// keepEndingOn keeps, of buf[start:], the moves that end on s, in order.
func keepEndingOn(buf []Move, start int, s board.Square) []Move {
	kept := buf[:start]
	for _, m := range buf[start:] {
		if m.To == s {
			kept = append(kept, m)
		}
	}
	return kept
}

// quietRemover is a built-in [Effect] hook that knows which moves that
// neither capture nor promote it may remove a piece after: quietRemoval
// returns, for the hook's rules r, a test that is false for the moves after which the effect
// surely removes nothing, or nil when it never removes a piece after such
// a move. An effect hook without the method may remove anything.
type quietRemover interface {
	quietRemoval(r *Rules) func(p *Position, m Move) bool
}

// compileQuietRemovals finds the effects that may remove a piece after a
// move that neither captures nor promotes.
func (r *Rules) compileQuietRemovals() {
	for _, e := range r.hooks.effects {
		q, ok := e.(quietRemover)
		if !ok {
			r.opaqueEffects = true
		} else if test := q.quietRemoval(r); test != nil {
			r.quietRemovals = append(r.quietRemovals, test)
		}
	}
}

// quietRemoves reports whether an effect removes a piece after move m,
// which neither captures nor promotes, making the move to see when a test
// cannot rule it out.
func (p *Position) quietRemoves(m Move) bool {
	return p.effectMayRemove(m) && p.removesAfter(m)
}

// removesAfter reports whether a piece is removed after move m, which
// neither captures nor promotes, by making and taking back the move.
func (p *Position) removesAfter(m Move) bool {
	p.Make(m)
	removes := len(p.effects.Removed) > 0
	p.Unmake()
	return removes
}

// mayChangeMaterial reports whether move m of a piece of kind k, which
// captures nothing, could be listed by AppendCaptures: it may promote, or
// an effect may remove a piece after it.
func (p *Position) mayChangeMaterial(k Kind, m Move) bool {
	return !p.quietMove(k, m.From, m.To, false) || p.effectMayRemove(m)
}

// effectMayRemove reports whether an effect may remove a piece after move
// m, which neither captures nor promotes: false when every effect's test
// rules it out.
func (p *Position) effectMayRemove(m Move) bool {
	if p.r.opaqueEffects {
		return true
	}
	for _, test := range p.r.quietRemovals {
		if test(p, m) {
			return true
		}
	}
	return false
}

// appendTactical appends the candidate's moves that AppendCaptures lists:
// every promotion choice of a capture, and of another move the promoting
// one and, when an effect removes a piece after it, the other.
func (p *Position) appendTactical(buf []Move, c *Candidate) []Move {
	start := len(buf)
	buf = p.appendPromotions(buf, c)
	if c.Captures {
		return buf
	}
	kept := buf[:start]
	for _, m := range buf[start:] {
		if m.Promote || p.quietRemoves(m) {
			kept = append(kept, m)
		}
	}
	return kept
}

// appendRayCaptures appends the moves AppendCaptures lists of a piece
// whose move is plain steps, leaps and slides: the capture that ends each
// ray, and the moves to empty squares when the piece may promote there or
// an effect may remove a piece after them. It walks the rays as
// appendMovesFrom does, so that the moves come in the same order, and as
// it does it lists a capture on which the piece cannot promote and that no
// filter looks at without asking the hooks. It walks the rays of the
// mask open (see openRays).
func (p *Position) appendRayCaptures(buf []Move, from board.Square, c Cell, cg *cellGen, rg *rayGen, open uint64) []Move {
	if cg.overlaps {
		p.listed.clear()
	}
	far, quiet, f := rg.far, cg.quiet, uint16(rg.far[from])
	quietCapture := -1 // see appendMovesFrom
	if rg.unfiltered[1] && f >= quiet[1] {
		quietCapture = int(quiet[1])
	}
	effects, occ, friend, k := rg.effects, p.occ, rg.friend, c.Kind()
	for ; open != 0; open &= open - 1 {
		r := &cg.rays[bits.TrailingZeros64(open)]
		to := from + r.delta
		for n := r.steps; n > 0 && occ[to]&friend == 0; n-- {
			capt := occ[to] != board.Empty
			m := Move{From: from, To: to}
			listed := capt || f < quiet[0] || uint16(far[to]) < quiet[0] || (effects && p.mayChangeMaterial(k, m))
			if listed && (r.mode == 0 || r.mode&modeRefuses[b2i(capt)] == 0) && (!r.overlaps || !p.listed.Has(to)) {
				if r.overlaps {
					p.listed.Add(to)
				}
				if capt && quietCapture >= 0 && int(far[to]) >= quietCapture {
					buf = append(buf, m)
				} else {
					cand := &p.cand
					*cand = Candidate{Move: m, Piece: c, Captures: capt}
					if p.allowed(cand) {
						buf = p.appendTactical(buf, cand)
					}
				}
			}
			if capt {
				break
			}
			to += r.delta
		}
	}
	return buf
}

// quietRemoval: burning may remove a piece after a move that neither
// captures nor promotes when a burner lands next to a piece, or, under
// passive burning, any piece lands next to an enemy burner. (A piece that
// becomes a burner by the move promotes.)
func (h *burning) quietRemoval(r *Rules) func(p *Position, m Move) bool {
	burners := make([]bool, len(r.kinds)) // by kind
	for k := range r.kinds[1:] {
		burners[k+1] = h.burners[r.kinds[k+1].moves]
	}
	return func(p *Position, m Move) bool {
		side := p.side
		burner := h.b.Active && burners[p.cells[m.From].Kind()]
		if !burner && !h.b.Passive {
			return false
		}
		return p.eachWithin(m.To, h.b.Radius, func(q board.Square, c Cell) bool {
			if q == m.To || q == m.From {
				return false
			}
			return burner || (c.Color() != side && burners[c.Kind()])
		})
	}
}

// quietRemoval: a jumper's one-leg move may take the pieces it jumps over,
// when the rule says so.
func (h *rankedJumping) quietRemoval(r *Rules) func(p *Position, m Move) bool {
	if h.rj.CapturesHopped == variant.HoppedNone {
		return nil
	}
	return func(p *Position, m Move) bool { return h.jumper[p.cells[m.From].Kind()] && m.NVia == 0 }
}

// quietRemoval: a cascade follows a promotion, never a move that neither
// captures nor promotes.
func (h *cascadePromotion) quietRemoval(r *Rules) func(p *Position, m Move) bool { return nil }

// quietRemoval: reversion changes pieces, and only after a removal.
func (h *reversion) quietRemoval(r *Rules) func(p *Position, m Move) bool { return nil }

// quietRemoval: a loss of powers follows a removal and removes nothing.
func (h *lossOfPower) quietRemoval(r *Rules) func(p *Position, m Move) bool { return nil }

// quietRemoval: lion trading only records where a lion was taken.
func (h *lionTrading) quietRemoval(r *Rules) func(p *Position, m Move) bool { return nil }
