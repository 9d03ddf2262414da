package rules

import (
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

// bareKing is the bare-king hook: what leaving a side with nothing but its
// royal pieces does.
type bareKing struct {
	mode  variant.BareKingRule
	minor []bool // by kind: does not count as the barer's material
}

func compileBareKing(r *Rules, params any) (Hook, error) {
	b := params.(*variant.BareKing)
	h := &bareKing{mode: b.Mode, minor: make([]bool, len(r.kinds))}
	for k := 1; k < len(r.kinds); k++ {
		h.minor[k] = isAny(r.kinds[k].moves, b.Minor)
	}
	return h, nil
}

// End applies the rule.
func (h *bareKing) End(p *Position) (Outcome, bool) {
	switch h.mode {
	case variant.BareKingEndsGame:
		if h.bared(p, p.side) {
			return Outcome{Over: true, Winner: p.side.Other(), Reason: p.side.String() + "'s king bared"}, true
		}
		if h.bared(p, p.side.Other()) {
			return Outcome{Over: true, Winner: p.side, Reason: p.side.Other().String() + "'s king bared"}, true
		}
		if onlyKings(p) {
			return Outcome{Over: true, Draw: true, Reason: "only the kings are left"}, true
		}
	case variant.BareKingWinsUnlessAnswered:
		c := p.side
		if bare(p, c) && !bare(p, c.Other()) && !canAnswerBaring(p) {
			return Outcome{Over: true, Winner: c.Other(), Reason: c.String() + "'s king bared"}, true
		}
	}
	return Outcome{}, false
}

// live counts side c's pieces that can still move on an empty board,
// leaving out the minor pieces when minor is given, and finds its royal
// piece.
func live(p *Position, c board.Color, minor []bool) (n int, king board.Square) {
	king = board.NoSquare
	for _, s := range p.r.Geo.Squares() {
		x := p.cells[s]
		if x == 0 || x.Color() != c {
			continue
		}
		if p.r.kinds[x.Kind()].royal {
			king = s
		}
		if p.dead(x, s) || (minor != nil && minor[x.Kind()]) {
			continue
		}
		n++
	}
	return n, king
}

// dead reports whether the piece x on s could never move again.
func (p *Position) dead(x Cell, s board.Square) bool {
	if p.emptyBoard == nil {
		p.emptyBoard = p.r.Geo.NewOccupancy()
	}
	out := p.gen.Append(p.probe[:0], p.r.kinds[x.Kind()].prog, s, x.Color(), p.emptyBoard, false)
	for i := range out {
		if out[i].To != s {
			return false
		}
	}
	return true
}

// bared is lishogi's test: side c has only its king left (dead pieces
// aside), the opponent has its king and more than a minor piece, is not in
// check, and the bare king cannot simply take the opponent's one other
// piece.
func (h *bareKing) bared(p *Position, c board.Color) bool {
	ours, ourKing := live(p, c, nil)
	theirs, theirKing := live(p, c.Other(), h.minor)
	if p.royals(c) != 1 || p.royals(c.Other()) != 1 || ours != 1 || theirs <= 1 || ourKing == board.NoSquare || theirKing == board.NoSquare {
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

func onlyKings(p *Position) bool {
	b, bk := live(p, board.Black, nil)
	w, wk := live(p, board.White, nil)
	return b == 1 && w == 1 && bk != board.NoSquare && wk != board.NoSquare && !p.inCheck(board.Black) && !p.inCheck(board.White)
}

// bare reports whether side c has nothing but royal pieces (and dead ones).
func bare(p *Position, c board.Color) bool {
	n, _ := live(p, c, nil)
	return n == p.royals(c) && n > 0
}

// canAnswerBaring reports whether the side to move, bared, can at once bare
// the opponent or capture its royal pieces (the JCSA proviso).
func canAnswerBaring(p *Position) bool {
	opp := p.side.Other()
	for _, m := range p.AppendMoves(nil) {
		p.Make(m)
		ok := p.royals(opp) == 0 || bare(p, opp)
		p.Unmake()
		if ok {
			return true
		}
	}
	return false
}
