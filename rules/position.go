package rules

import (
	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
)

// Position is a game position: the board, the side to move, the state the
// special rules need, and a Zobrist hash kept up to date move by move.
type Position struct {
	r      *Rules
	cells  []Cell
	occ    board.Occupancy
	side   board.Color
	hash   uint64
	lionSq board.Square // where a non-lion just captured a lion, or NoSquare
	number int          // move number, as lishogi's SFEN counts it: plies from 1
	undo   []undo

	gen     *betza.Generator
	stamp   []uint32 // destinations already listed for the piece in hand, by epoch
	epoch   uint32
	scratch []betza.Outcome
	probe   []betza.Outcome // for attack tests during generation

	emptyBoard board.Occupancy // an empty board, for telling dead pieces
}

// maxRemoved is the most pieces one move can remove.
const maxRemoved = 16

// undo is what Unmake needs to take a move back.
type undo struct {
	move     Move
	moved    Cell
	captured [maxRemoved]capture
	n        int
	lionSq   board.Square
	hash     uint64
}

type capture struct {
	sq   board.Square
	cell Cell
}

// NewPosition returns the start position of the rules' variant.
func (r *Rules) NewPosition() *Position {
	p := r.emptyPosition()
	for _, pl := range r.Variant.Setup {
		p.put(pl.Square, NewCell(r.byFace[pl.Piece], pl.Color))
	}
	p.number = 1
	return p
}

func (r *Rules) emptyPosition() *Position {
	p := &Position{
		r:       r,
		cells:   make([]Cell, r.Geo.Cells()),
		occ:     r.Geo.NewOccupancy(),
		lionSq:  board.NoSquare,
		gen:     betza.NewGenerator(r.Geo),
		stamp:   make([]uint32, r.Geo.Cells()),
		scratch: make([]betza.Outcome, 0, 512),
		probe:   make([]betza.Outcome, 0, 512),
	}
	return p
}

// Rules returns the rules the position follows.
func (p *Position) Rules() *Rules { return p.r }

// Side returns the side to move.
func (p *Position) Side() board.Color { return p.side }

// Hash returns the position's Zobrist hash.
func (p *Position) Hash() uint64 { return p.hash }

// At returns what square s holds.
func (p *Position) At(s board.Square) Cell { return p.cells[s] }

// LionSquare returns the square where a non-lion captured a lion on the
// last move (the counter-strike rule), or NoSquare.
func (p *Position) LionSquare() board.Square { return p.lionSq }

// MoveNumber returns the move number SFEN records.
func (p *Position) MoveNumber() int { return p.number }

// String returns the position's SFEN.
func (p *Position) String() string { return p.SFEN() }

// Clone returns an independent copy of the position without its history.
func (p *Position) Clone() *Position {
	q := p.r.emptyPosition()
	copy(q.cells, p.cells)
	copy(q.occ, p.occ)
	q.side, q.hash, q.lionSq, q.number = p.side, p.hash, p.lionSq, p.number
	return q
}

func (p *Position) put(s board.Square, c Cell) {
	p.cells[s] = c
	p.occ[s] = board.Owner(c.Color())
	p.hash ^= p.r.key(c, s)
}

func (p *Position) remove(s board.Square) Cell {
	c := p.cells[s]
	p.cells[s] = 0
	p.occ[s] = board.Empty
	p.hash ^= p.r.key(c, s)
	return c
}

func (p *Position) setLion(s board.Square) {
	if p.lionSq != board.NoSquare {
		p.hash ^= p.r.zobLion[p.lionSq]
	}
	p.lionSq = s
	if s != board.NoSquare {
		p.hash ^= p.r.zobLion[s]
	}
}

// computeHash recomputes the hash from scratch.
func (p *Position) computeHash() uint64 {
	var h uint64
	for _, s := range p.r.Geo.Squares() {
		if c := p.cells[s]; c != 0 {
			h ^= p.r.key(c, s)
		}
	}
	if p.side == board.White {
		h ^= p.r.zobSide
	}
	if p.lionSq != board.NoSquare {
		h ^= p.r.zobLion[p.lionSq]
	}
	return h
}

// Make plays move m, which must be legal in the position (use
// [Position.Legal] or [Game.Play] for moves from outside).
func (p *Position) Make(m Move) {
	u := undo{move: m, lionSq: p.lionSq, hash: p.hash}
	moved := p.remove(m.From)
	u.moved = moved
	info := &p.r.kinds[moved.Kind()]
	lionTaken := board.NoSquare
	take := func(s board.Square) {
		if s == board.NoSquare || s == m.From {
			return
		}
		if c := p.cells[s]; c != 0 && c.Color() != p.side && u.n < maxRemoved {
			u.captured[u.n] = capture{s, c}
			u.n++
			if p.r.kinds[c.Kind()].lion && !info.lion {
				lionTaken = s
			}
			p.remove(s)
		}
	}
	contagion := p.contagion(moved, m)
	sq, n := m.removes()
	for _, s := range sq[:n] {
		take(s)
	}
	k := moved.Kind()
	switch {
	case contagion != 0:
		k = contagion
	case m.Promote:
		k = info.promotesTo
	}
	p.put(m.To, NewCell(k, p.side))
	p.setLion(lionTaken)
	p.side = p.side.Other()
	p.hash ^= p.r.zobSide
	p.number++
	p.undo = append(p.undo, u)
}

// Unmake takes back the last move made.
func (p *Position) Unmake() {
	u := p.undo[len(p.undo)-1]
	p.undo = p.undo[:len(p.undo)-1]
	p.number--
	p.side = p.side.Other()
	p.remove(u.move.To)
	for i := u.n - 1; i >= 0; i-- {
		p.put(u.captured[i].sq, u.captured[i].cell)
	}
	p.put(u.move.From, u.moved)
	p.lionSq = u.lionSq
	p.hash = u.hash
}
