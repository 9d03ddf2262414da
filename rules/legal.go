package rules

import (
	"errors"
	"fmt"
)

// ErrIllegal is wrapped by the errors that reject an illegal move.
var ErrIllegal = errors.New("illegal move")

// Legal reports whether m is a legal move in the position.
func (p *Position) Legal(m Move) bool { return p.check(m) == nil }

// check explains why m is not legal, or returns nil.
func (p *Position) check(m Move) error {
	geo := p.r.Geo
	if !geo.OnBoard(m.From) {
		return fmt.Errorf("%w: no square %d", ErrIllegal, m.From)
	}
	c := p.cells[m.From]
	switch {
	case c == 0:
		return fmt.Errorf("%w: no piece on %s", ErrIllegal, geo.Name(m.From))
	case c.Color() != p.side:
		return fmt.Errorf("%w: the piece on %s is %s's, and %s is to move", ErrIllegal, geo.Name(m.From), c.Color(), p.side)
	}
	if p.markFrozen() && p.frozen.Has(m.From) {
		return fmt.Errorf("%w: the %s on %s is immobilised", ErrIllegal, p.r.kinds[c.Kind()].moves.Name, geo.Name(m.From))
	}
	var buf [1024]Move
	moves := p.appendPieceMoves(buf[:0], m.From, c)
	for _, x := range moves {
		if x == m {
			return nil
		}
	}
	for _, x := range moves {
		if x.From == m.From && x.Via == m.Via && x.Via2 == m.Via2 && x.More == m.More && x.To == m.To {
			if m.Promote {
				return fmt.Errorf("%w: %s cannot promote on this move", ErrIllegal, p.r.USI(Move{From: m.From, Via: m.Via, Via2: m.Via2, More: m.More, To: m.To}))
			}
		}
	}
	return fmt.Errorf("%w: the %s on %s cannot make the move %s", ErrIllegal, p.r.kinds[c.Kind()].moves.Name, geo.Name(m.From), p.r.USI(m))
}
