package notation

import (
	"slices"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// scene is what writing the moves of one position takes: its legal moves,
// what each does, the names of the pieces, and which pieces reach which
// squares. One scene serves every move of the position.
type scene struct {
	p     *rules.Position
	r     *rules.Rules
	geo   *board.Geometry
	moves []rules.Move
	// shapes describes moves[i].
	shapes []shape
	// last is the destination of the move that led to the position (for a
	// position without history, its lion-capture square), or
	// board.NoSquare.
	last board.Square
	// promotable holds the moves that do not promote but could: the same
	// move with Promote set is legal.
	promotable map[rules.Move]bool
	// reach lists, for each square, the squares of the pieces with a legal
	// move of one leg that ends there (other than on their own square):
	// the squares a piece could go to, as lishogi counts them for its
	// marks (a lion's double move is not counted, so that a protected
	// lion it may take only in two steps is not a square it goes to).
	reach map[board.Square][]board.Square
	// names holds each kind's names, by kind.
	names []variant.Names
	// changes is scratch space for Position.Changes.
	changes []rules.Change
	// spell is how the moves are being written.
	spell spelling
}

// spelling is a way of writing moves other than the notation's own, which
// Parse reads too: the zero spelling is the notation's own.
type spelling struct {
	// destination: the destination written where the notation writes 同
	// or leaves it out.
	destination bool
	// quiet: nothing written for a move that could promote and does not.
	quiet bool
	// origin: the start square written where no other piece needs it
	// (Kitao-Kawasaki and western notation).
	origin bool
}

// spellings lists every spelling, the notation's own first.
var spellings = func() []spelling {
	var out []spelling
	for i := range 8 {
		out = append(out, spelling{destination: i&1 != 0, quiet: i&2 != 0, origin: i&4 != 0})
	}
	return out
}()

// shape is what a legal move does, as the notations write it.
type shape struct {
	m     rules.Move
	piece rules.Cell
	// steps are the middle squares the piece passes or captures on, in
	// order; shots the squares it shoots, in order.
	steps []step
	shots []board.Square
	// igui: the piece captures and comes back; pass: it comes back having
	// captured nothing.
	igui, pass bool
}

// step is a middle square a piece passes through or captures on.
type step struct {
	sq      board.Square
	capture bool
}

// newScene generates the legal moves of p and describes them.
func newScene(p *rules.Position) *scene {
	r := p.Rules()
	s := &scene{p: p, r: r, geo: r.Geo, last: board.NoSquare,
		promotable: map[rules.Move]bool{}, reach: map[board.Square][]board.Square{}}
	if m, ok := p.LastMove(); ok {
		s.last = m.To
	} else {
		// A position read from SFEN: lishogi takes the lion-capture
		// square its SFEN names as the last move's destination.
		s.last = p.LionSquare()
	}
	s.names = make([]variant.Names, r.Kinds()+1)
	for k := 1; k <= r.Kinds(); k++ {
		kind := rules.Kind(k)
		s.names[k] = r.Face(kind).NamesOf(r.Promoted(kind))
	}
	s.moves = p.AppendMoves(nil)
	s.shapes = make([]shape, len(s.moves))
	for i, m := range s.moves {
		s.shapes[i] = s.shapeOf(m)
		if m.Promote {
			m.Promote = false
			s.promotable[m] = true
		}
		if from := s.reach[m.To]; m.NVia == 0 && m.To != m.From && !slices.Contains(from, m.From) {
			s.reach[m.To] = append(from, m.From)
		}
	}
	return s
}

// shapeOf describes legal move m.
func (s *scene) shapeOf(m rules.Move) shape {
	x := shape{m: m, piece: s.p.At(m.From)}
	if m.NVia == 0 {
		return x
	}
	var shot map[board.Square]bool
	if s.r.Piece(x.piece.Kind()).Move.Shoots() {
		s.changes, _ = s.p.Changes(m, s.changes[:0]) // m is legal
		for _, c := range s.changes {
			if c.Cause == rules.Shot {
				if shot == nil {
					shot = map[board.Square]bool{}
				}
				shot[c.Square] = true
			}
		}
	}
	captures := false
	for _, sq := range m.Via[:m.NVia] {
		if shot[sq] {
			x.shots = append(x.shots, sq)
			continue
		}
		c := s.enemy(sq)
		captures = captures || c
		x.steps = append(x.steps, step{sq, c})
	}
	if m.To == m.From && len(x.shots) == 0 {
		x.igui, x.pass = captures, !captures
	}
	return x
}

// enemy reports whether square sq holds a piece of the side not to move.
func (s *scene) enemy(sq board.Square) bool {
	c := s.p.At(sq)
	return c != 0 && c.Color() != s.p.Side()
}

// others returns the squares of the side to move's pieces other than the
// one on from that have a legal move ending on to and that the notation
// names alike (name gives a kind's name).
func (s *scene) others(from, to board.Square, name func(variant.Names) string) []board.Square {
	want := name(s.names[s.p.At(from).Kind()])
	var out []board.Square
	for _, o := range s.reach[to] {
		if o != from && name(s.names[s.p.At(o).Kind()]) == want {
			out = append(out, o)
		}
	}
	return out
}
