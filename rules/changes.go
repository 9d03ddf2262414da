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

// Taken returns how many pieces the changes took off the board, less
// any they put on: 1 for a capture, 2 for a lion's double capture or a
// burner's two victims, 0 for a move that takes nothing. No rule puts a
// piece on the board that was not there, so it is never negative for a
// move's changes ([Position.Changes], [Position.LastChanges]).
func Taken(changes []Change) int {
	n := 0
	for _, c := range changes {
		if c.Before != 0 {
			n++
		}
		if c.After != 0 {
			n--
		}
	}
	return n
}

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

// outcomeOf finds the outcome of the piece on m.From that move m makes
// when the piece shoots, or nil: the first path of the move the move
// filters allow, or failing that its first. It is valid until the next
// generation.
func (p *Position) outcomeOf(m Move) *betza.Outcome {
	c := p.cells[m.From]
	info := &p.r.kinds[c.Kind()]
	_, prog := p.pieceMoves(c)
	if !info.multi || !prog.Shoots() {
		return nil
	}
	allPaths, _ := p.paths(info, prog)
	p.scratch = p.gen.Append(p.scratch[:0], prog, m.From, p.side, p.occ, allPaths)
	want := m
	want.Promote = false
	var first *betza.Outcome
	for i := range p.scratch {
		o := &p.scratch[i]
		x := Move{From: m.From, To: o.To}
		captures := p.middleSquares(o, &x)
		if x != want {
			continue
		}
		if first == nil {
			first = o
		}
		p.cand = Candidate{Move: want, Piece: c, Touches: o.Touches(), Captures: captures}
		if p.allowed(&p.cand) {
			return o
		}
	}
	return first
}

// AppendShotTouches appends to dst the squares that legal move m of a
// piece that shoots touches, in the order of the move: where the piece
// passes or captures, and each piece it shoots ([betza.Shot]); it returns
// dst unchanged for a move of a piece that does not shoot, whose squares
// are m.Via and m.To. It is for notations that write the shots (package
// notation's Hodges).
func (p *Position) AppendShotTouches(dst []betza.Touch, m Move) []betza.Touch {
	if p.r == nil || !p.r.Geo.OnBoard(m.From) || p.cells[m.From] == 0 {
		return dst
	}
	if o := p.outcomeOf(m); o != nil && o.Shots() {
		return append(dst, o.Touches()...)
	}
	return dst
}
