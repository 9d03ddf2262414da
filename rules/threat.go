package rules

import (
	"slices"

	"github.com/largeshogi/largeshogi/board"
)

// Threatened appends to dst the squares of the side to move's pieces that
// the other side could take with a legal move were it to move now, and
// returns it: the pieces a move of the other side's would capture, take
// by igui, shoot, burn or eliminate, after a null move
// ([Position.MakeNull]), with every rule that forbids a capture applied
// (royal capture, ranked jumping, lion trading). Each square is listed
// once, in the order the moves are generated. Unlike
// [Position.Attackers], which asks only whether a piece's move reaches a
// square, this is the rules' answer to "can it be taken", for a GUI's
// marks; it generates every move of the other side and makes each
// capture, so a search should not ask it. The position is left as it
// was.
//
// The position's own end is not asked: for a game that is over, it
// answers as if play went on.
func (p *Position) Threatened(dst []board.Square) []board.Square {
	if p.r == nil {
		return dst
	}
	mine := p.side
	p.MakeNull()
	defer p.UnmakeNull()
	var changes []Change
	// The moves are generated, and made, whatever the end rules say of
	// the position after the null move: a side that has only royal pieces
	// left, bare, has pieces the other side can still take.
	for _, m := range p.appendKindMoves(nil, 0) {
		if !p.captures(m) && !m.Promote && !p.effectMayRemove(m) {
			continue // removes nothing: no need to make it
		}
		changes = p.moveChanges(m, changes[:0])
		for _, c := range changes {
			if c.Cause == Moved || c.Cause == Promoted || c.Cause == Reverted || c.Before == 0 || c.Before.Color() != mine {
				continue
			}
			if !slices.Contains(dst, c.Square) {
				dst = append(dst, c.Square)
			}
		}
	}
	return dst
}
