package rules

import (
	"math/bits"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

// bareKing is the bare-king hook: what leaving a side with nothing but its
// royal pieces does.
type bareKing struct {
	mode  variant.BareKingRule
	minor []bool // by kind: does not count as the barer's material
	// deadOn is, by cell, the squares from which a piece of the cell's
	// kind and colour could never move again, the board empty (see
	// dead); nil for a kind that can move from every square.
	deadOn     []pieceSet
	royalsLive bool // every royal kind is never dead
}

func compileBareKing(r *Rules, b *variant.BareKing) (Hook, error) {
	h := &bareKing{mode: b.Mode, minor: make([]bool, len(r.kinds)), deadOn: make([]pieceSet, 2*len(r.kinds))}
	h.royalsLive = true
	gen, empty := betza.NewGenerator(r.Geo), r.Geo.NewOccupancy()
	var scratch []betza.Outcome
	for k := 1; k < len(r.kinds); k++ {
		h.minor[k] = isAny(r.kinds[k].moves, b.Minor)
		if neverDead(r.Geo, r.kinds[k].prog) {
			continue
		}
		if r.kinds[k].royal {
			h.royalsLive = false
		}
		for _, c := range []board.Color{board.Black, board.White} {
			set := newPieceSet(r.Geo.Cells())
			for _, s := range r.Geo.Squares() {
				var stuck bool
				if stuck, scratch = deadOnEmpty(r, Kind(k), c, s, gen, empty, scratch); stuck {
					set.add(s)
				}
			}
			h.deadOn[NewCell(Kind(k), c)] = set
		}
	}
	return h, nil
}

// deadOnEmpty reports whether a piece of kind k and colour c on s could
// never move again: on the empty board it has no move that leaves s. It
// returns scratch, grown, for the next call.
func deadOnEmpty(r *Rules, k Kind, c board.Color, s board.Square, gen *betza.Generator, empty board.Occupancy, scratch []betza.Outcome) (bool, []betza.Outcome) {
	if rays := r.kinds[k].rays[c]; rays != nil {
		for _, x := range rays {
			if x.mode&betza.ModeCapture == 0 && r.Geo.OnBoard(s+x.delta) {
				return false, scratch
			}
		}
		return true, scratch
	}
	scratch = gen.Append(scratch[:0], r.kinds[k].prog, s, c, empty, false)
	for i := range scratch {
		if scratch[i].To != s {
			return false, scratch
		}
	}
	return true, scratch
}

// neverDead reports whether a piece moving by program p can move from
// every square of the board when the board is empty: when it steps or
// slides to both neighbours on a file or on a rank, one of which every
// square has.
func neverDead(geo *board.Geometry, p *betza.Program) bool {
	rays, ok := p.Rays()
	if !ok {
		return false
	}
	has := func(dx, dy int) bool {
		for _, r := range rays {
			if r.DX == dx && r.DY == dy && r.Mode&betza.ModeCapture == 0 {
				return true
			}
		}
		return false
	}
	return (geo.Files() > 1 && has(1, 0) && has(-1, 0)) || (geo.Ranks() > 1 && has(0, 1) && has(0, -1))
}

// End applies the rule.
func (h *bareKing) End(p *Position) (Outcome, bool) {
	switch h.mode {
	case variant.BareKingEndsGame:
		// Each side's live pieces, counted to two, and its king when
		// there are fewer: what the tests below start from.
		var n [2]int
		var king [2]board.Square
		for c := range n {
			n[c], king[c] = h.live(p, board.Color(c), nil, 2)
		}
		if h.bared(p, p.side, n[p.side], king[p.side]) {
			return Outcome{Result: WinFor(p.side.Other()), Termination: BareKing}, true
		}
		if h.bared(p, p.side.Other(), n[p.side.Other()], king[p.side.Other()]) {
			return Outcome{Result: WinFor(p.side), Termination: BareKing}, true
		}
		if h.onlyKings(p, n, king) {
			return Outcome{Result: Draw, Termination: KingsOnly}, true
		}
	case variant.BareKingWinsUnlessAnswered:
		c := p.side
		if h.bare(p, c) && !h.bare(p, c.Other()) && !h.canAnswerBaring(p) {
			return Outcome{Result: WinFor(c.Other()), Termination: BareKing}, true
		}
	}
	return Outcome{}, false
}

// live counts side c's pieces that can still move on an empty board,
// leaving out the minor pieces when minor is given, and finds its royal
// piece. It stops counting at limit (0: no limit), when the royal piece
// may not have been found yet: the rule asks about sides with few pieces,
// and this is asked after every move.
func (h *bareKing) live(p *Position, c board.Color, minor []bool, limit int) (n int, king board.Square) {
	king = board.NoSquare
	for w, word := range p.pieces[c] { // word by word: asked after every move, this took 18% more instructions through pieceSet.all
		for ; word != 0; word &= word - 1 {
			s := board.Square(w<<6 | bits.TrailingZeros64(word))
			x := p.cells[s]
			if p.r.kinds[x.Kind()].royal {
				king = s
			}
			if h.dead(x, s) || (minor != nil && minor[x.Kind()]) {
				continue
			}
			if n++; n == limit {
				return n, king
			}
		}
	}
	return n, king
}

// dead reports whether the piece x on s could never move again: whether it
// has no move off s were the board empty, which its kind, colour and
// square decide.
func (h *bareKing) dead(x Cell, s board.Square) bool {
	set := h.deadOn[x]
	return set != nil && set.has(s)
}

// bared is lishogi's test: side c has only its king left (dead pieces
// aside), the opponent has its king and more than a minor piece, is not in
// check, and the bare king cannot simply take the opponent's one other
// piece. Side c has ours live pieces (counted to two), its king on
// ourKing when it has one.
func (h *bareKing) bared(p *Position, c board.Color, ours int, ourKing board.Square) bool {
	if ours != 1 {
		return false
	}
	theirs, theirKing := h.live(p, c.Other(), h.minor, 0)
	if p.royals[c] != 1 || p.royals[c.Other()] != 1 || ours != 1 || theirs <= 1 || ourKing == board.NoSquare || theirKing == board.NoSquare {
		return false
	}
	if p.inCheck(c.Other()) {
		return false
	}
	if theirs > 2 {
		return true
	}
	for _, s := range p.r.Geo.Squares() {
		if x := p.cells[s]; x != 0 && x.Color() == c.Other() && !p.r.kinds[x.Kind()].royal && p.adjacent(s, ourKing) {
			return false
		}
	}
	return true
}

// onlyKings reports whether each side has its king alone (dead pieces
// aside) and neither is in check, from each side's live pieces n (counted
// to two) and king.
func (h *bareKing) onlyKings(p *Position, n [2]int, king [2]board.Square) bool {
	return n[board.Black] == 1 && n[board.White] == 1 && king[board.Black] != board.NoSquare && king[board.White] != board.NoSquare && !p.inCheck(board.Black) && !p.inCheck(board.White)
}

// bare reports whether side c has nothing but royal pieces (and dead ones).
func (h *bareKing) bare(p *Position, c board.Color) bool {
	if h.royalsLive {
		// A royal piece is never dead: one live piece that is not royal
		// answers.
		royals := 0
		for s := range p.pieces[c].all {
			x := p.cells[s]
			switch {
			case p.r.kinds[x.Kind()].royal:
				royals++
			case !h.dead(x, s):
				return false
			}
		}
		return royals > 0
	}
	royals := p.royals[c]
	n, _ := h.live(p, c, nil, royals+1)
	return n == royals && n > 0
}

// canAnswerBaring reports whether the side to move, bared, can at once bare
// the opponent or capture its royal pieces (the JCSA proviso).
func (h *bareKing) canAnswerBaring(p *Position) bool {
	opp := p.side.Other()
	for _, m := range p.appendKindMoves(nil, 0) {
		p.Make(m)
		ok := p.royals[opp] == 0 || h.bare(p, opp)
		p.Unmake()
		if ok {
			return true
		}
	}
	return false
}
