package rules

import (
	"slices"

	"github.com/largeshogi/largeshogi/board"
)

// LastChanges appends to dst what the last move made on the position did
// to the board, read from the undo log, and returns it: the changes
// [Position.Changes] lists for that move before it is made, in the same
// order, with what each square held before and after, except that a piece
// shot is listed as Captured, or Igui when the shooter ends on its own
// square (telling a shot from a capture takes the shooter's moves; ask
// Changes before the move for that). It is what an
// incremental evaluation needs after [Position.Make]: with enough capacity
// in dst it does not allocate, and it costs a walk of the move's log. It
// appends nothing when no move was made on the position, or the last was
// a null move ([Position.MakeNull]).
func (p *Position) LastChanges(dst []Change) []Change {
	if len(p.undo) == 0 {
		return dst
	}
	return p.appendLogged(dst, nil)
}

// appendLogged appends the changes the last move made, from the undo log:
// after each change, what the square held when the next change to it was
// made, or holds now. A capture is Shot on one of the squares shots, and
// Igui when the mover came back to its square.
func (p *Position) appendLogged(dst []Change, shots []board.Square) []Change {
	u := &p.undo[len(p.undo)-1]
	log := p.changes[u.firstCell:]
	for i, ch := range log {
		after := p.cells[ch.sq]
		for _, later := range log[i+1:] {
			if later.sq == ch.sq {
				after = later.cell
				break
			}
		}
		cause := ch.cause
		if cause == Captured {
			switch {
			case slices.Contains(shots, ch.sq):
				cause = Shot
			case u.move.To == u.move.From:
				cause = Igui
			}
		}
		dst = append(dst, Change{Square: ch.sq, Before: ch.cell, After: after, Cause: cause})
	}
	return dst
}
