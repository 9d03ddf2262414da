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
	lost   [2]uint32    // by side: the loss-of-power rules in force (bit i: rule i)
	number int          // move number, as lishogi's SFEN counts it: plies from 1
	undo   []undo

	gen   *betza.Generator
	stamp []uint32 // destinations already listed for the piece in hand, by epoch
	epoch uint32

	frozen      []uint32 // squares of pieces enemy nets freeze, by epoch
	frozenEpoch uint32
	scratch     []betza.Outcome
	probe       []betza.Outcome // for attack tests during generation

	emptyBoard board.Occupancy // an empty board, for telling dead pieces
}

// maxChanged is the most squares one move can change: start, middle
// squares, destination, burned neighbours and cascades.
const maxChanged = 48

// undo is what Unmake needs to take a move back: every square the move
// changed, with what it held before, in order.
type undo struct {
	move   Move
	saved  [maxChanged]capture
	n      int
	lionSq board.Square
	lost   [2]uint32
	hash   uint64
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
		frozen:  make([]uint32, r.Geo.Cells()),
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
	q.side, q.hash, q.lionSq, q.number, q.lost = p.side, p.hash, p.lionSq, p.number, p.lost
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
	for c := range p.lost {
		for i := range 32 {
			if p.lost[c]&(1<<i) != 0 {
				h ^= p.r.zobLost[c][i]
			}
		}
	}
	return h
}

// set changes square s to hold c, recording what it held in u.
func (p *Position) set(u *undo, s board.Square, c Cell) {
	if u.n < maxChanged {
		u.saved[u.n] = capture{s, p.cells[s]}
		u.n++
	}
	if p.cells[s] != 0 {
		p.remove(s)
	}
	if c != 0 {
		p.put(s, c)
	}
}

// Make plays move m, which must be legal in the position (use
// [Position.Legal] or [Game.Play] for moves from outside).
func (p *Position) Make(m Move) {
	u := undo{move: m, lionSq: p.lionSq, lost: p.lost, hash: p.hash}
	moved := p.cells[m.From]
	info := &p.r.kinds[moved.Kind()]
	lionTaken := board.NoSquare
	contagion := p.contagion(moved, m)
	k := moved.Kind()
	switch {
	case contagion != 0:
		k = contagion
	case m.Promote:
		k = info.promotesTo
	}
	var removed [maxMiddle + 1]capture
	nr := 0
	p.set(&u, m.From, 0)
	sq, n := m.removes()
	for _, s := range sq[:n] {
		if s == board.NoSquare || s == m.From {
			continue
		}
		if c := p.cells[s]; c != 0 && c.Color() != p.side {
			if p.r.kinds[c.Kind()].lion && !info.lion {
				lionTaken = s
			}
			removed[nr] = capture{s, c}
			nr++
			p.set(&u, s, 0)
		}
	}
	p.set(&u, m.To, NewCell(k, p.side))
	if p.r.ko != nil {
		p.koEffects(&u, moved, k, m, removed[:nr])
	}
	p.setLion(lionTaken)
	p.side = p.side.Other()
	p.hash ^= p.r.zobSide
	p.number++
	p.undo = append(p.undo, u)
}

// Unmake takes back the last move made.
func (p *Position) Unmake() {
	u := &p.undo[len(p.undo)-1]
	p.number--
	p.side = p.side.Other()
	for i := u.n - 1; i >= 0; i-- {
		s := u.saved[i]
		if p.cells[s.sq] != 0 {
			p.remove(s.sq)
		}
		if s.cell != 0 {
			p.put(s.sq, s.cell)
		}
	}
	p.lionSq = u.lionSq
	p.lost = u.lost
	p.hash = u.hash
	p.undo = p.undo[:len(p.undo)-1]
}
