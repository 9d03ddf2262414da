package rules

import (
	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
)

// Change is one change a move makes to a square: what the square held
// before and after, and why.
type Change struct {
	Square        board.Square
	Before, After Cell
	Cause         Cause
}

// Cause is why a move changed a square. The zero value is Moved.
type Cause uint8

// Causes.
const (
	// Moved: the moving piece left the square, or arrived on it (After
	// shows it promoted or transformed).
	Moved Cause = iota
	// Captured: the moving piece took the piece by moving onto its square,
	// at the end of the move or on the way.
	Captured
	// Igui: the moving piece took the piece without moving: it came back
	// to its own square.
	Igui
	// Shot: the moving piece shot the piece.
	Shot
	// Burned: a burner burned the piece.
	Burned
	// Promoted: a rule promoted the piece along with the moving piece (a
	// cascade).
	Promoted
	// Reverted: a rule turned the promoted piece back.
	Reverted
	// Eliminated: a rule removed the piece (a cascade's enemy pieces).
	Eliminated
)

var causeNames = enumNames{"moved", "captured", "igui", "shot", "burned", "promoted", "reverted", "eliminated"}

// String returns the cause's name, such as "captured" or "igui".
func (c Cause) String() string { return causeNames.text(int(c)) }

// Changes appends to dst every change move m would make to the board, in
// the order the move makes them, and returns it: the moving piece leaving
// its square; each piece it removes (captured, by igui or shot); the piece
// arriving; then what the rule hooks do after the move (burning, cascades,
// reversion). A square may change more than once: a piece captured on the
// destination, then the mover arriving. Ask it before the move is made: a
// move that is not legal in the position returns dst unchanged and the
// error [Position.Check] gives. With enough capacity in dst it does not
// allocate; it costs a legality check, a [Position.Make] and an
// [Position.Unmake] (and, for a piece that shoots, the generation of that
// piece's moves), so a GUI may ask it of every move it animates. The
// position is left as it was.
func (p *Position) Changes(m Move, dst []Change) ([]Change, error) {
	if err := p.Check(m); err != nil {
		return dst, err
	}
	return p.moveChanges(m, dst), nil
}

// moveChanges is [Position.Changes] for a move known to be legal, with no
// check: it makes the move, reads the changes and takes it back.
func (p *Position) moveChanges(m Move, dst []Change) []Change {
	var shots [MaxVia]board.Square
	n := 0
	if o := p.outcomeOf(m); o != nil {
		for _, t := range o.Touches() {
			if t.Kind == betza.Shot && n < len(shots) {
				shots[n] = t.Square
				n++
			}
		}
	}
	p.Make(m)
	dst = p.appendLogged(dst, shots[:n])
	p.Unmake()
	return dst
}
