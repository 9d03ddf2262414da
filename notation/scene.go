package notation

import (
	"slices"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
)

// scene is what writing moves of one position takes: legal moves of the
// position, what each does, the names of the pieces, and which pieces reach
// which squares. A full scene holds every legal move; any other the moves
// of the pieces of the names added to it ([scene.addName]), each name's
// kinds together. One scene serves every move of the position it holds.
type scene struct {
	p     *rules.Position
	r     *rules.Rules
	geo   *board.Geometry
	moves []rules.Move
	// shapes describes moves[i].
	shapes []shape
	// bases holds the notation of moves[i] at level 0 once worked out
	// (with the zero spelling), or "".
	bases []string
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
	// names holds the pieces' names.
	names *pieceNames
	// added holds the written names whose kinds' moves are in the scene,
	// and full is set when every legal move is; over is set when the end
	// rules have ended the game, which then has no legal move.
	added map[string]bool
	full  bool
	over  bool
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

// newScene returns the scene of p with the piece names of the notation,
// holding every legal move if full and otherwise none yet.
func newScene(p *rules.Position, names *pieceNames, full bool) *scene {
	s := &scene{p: p, r: p.Rules(), geo: p.Rules().Geo, last: board.NoSquare, names: names, full: full,
		promotable: map[rules.Move]bool{}, reach: map[board.Square][]board.Square{}, added: map[string]bool{}}
	if m, ok := p.LastMove(); ok {
		s.last = m.To
	} else {
		// A position read from SFEN: lishogi takes the lion-capture
		// square its SFEN names as the last move's destination.
		s.last = p.LionSquare()
	}
	if full {
		s.moves = p.AppendMoves(nil)
		s.add(s.moves)
		return s
	}
	_, s.over = p.End()
	for _, name := range names.hidden {
		s.addName(name)
	}
	return s
}

// addName adds to the scene the legal moves of the pieces of every kind
// the notation writes name.
func (s *scene) addName(name string) {
	if s.full || s.added[name] {
		return
	}
	s.added[name] = true
	if s.over {
		return
	}
	start := len(s.moves)
	for _, k := range s.names.kinds[name] {
		s.moves = s.p.AppendKindMoves(s.moves, k)
	}
	s.add(s.moves[start:])
}

// add describes moves, the legal moves at the end of s.moves.
func (s *scene) add(moves []rules.Move) {
	s.shapes = slices.Grow(s.shapes, len(moves))
	s.bases = slices.Grow(s.bases, len(moves))
	for _, m := range moves {
		s.shapes = append(s.shapes, s.shapeOf(m))
		s.bases = append(s.bases, "")
		if m.Promote {
			m.Promote = false
			s.promotable[m] = true
		}
		if from := s.reach[m.To]; m.NVia == 0 && m.To != m.From && !slices.Contains(from, m.From) {
			s.reach[m.To] = append(from, m.From)
		}
	}
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
// names alike.
func (s *scene) others(from, to board.Square) []board.Square {
	want := s.names.written[s.p.At(from).Kind()]
	var out []board.Square
	for _, o := range s.reach[to] {
		if o != from && s.names.written[s.p.At(o).Kind()] == want {
			out = append(out, o)
		}
	}
	return out
}
