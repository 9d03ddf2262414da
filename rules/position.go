package rules

import (
	"fmt"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
)

// Position is a game position: the board, the side to move, the state the
// rule hooks keep, and a Zobrist hash kept up to date move by move. Get one
// from [Rules.NewPosition], [Rules.ParseSFEN] or [Position.Clone]. The zero
// Position has no rules and no board: it writes "" as SFEN, has no moves
// and no legal move, Unmake does nothing, and the methods that read or
// play a move return an error (ParseUSI, Check) or do nothing
// useful (At, Make panic).
//
// A Position is not safe for concurrent use, not even by methods that look
// read-only: move generation, legality checks, [Position.InCheck] and
// [Position.AppendShotTouches] use scratch space inside the position and
// briefly change the board to test protection. Give each goroutine its own
// ([Position.Clone]); the [Rules] they share is safe for concurrent use.
type Position struct {
	r     *Rules
	cells []Cell
	occ   board.Occupancy
	// grid is the array behind occ, as long as the largest mailbox, so
	// that a mailbox cell reads without a bounds check.
	grid   *[mailboxCap]board.Occupant
	pieces [2]pieceSet // the squares of each side's pieces
	walls  *walls      // the king steps each side's pieces and the edge close
	// programs are the squares of each side's pieces whose move is not
	// always plain rays (see cellGen.alwaysRays): those the attack tests
	// ask one by one.
	programs [2]pieceSet
	royals   [2]int      // how many royal pieces each side has
	crowns   [2]pieceSet // the squares of each side's royal pieces
	side     board.Color
	hash     uint64
	state    []uint64 // the hooks' state words
	number   int      // move number, as lishogi's SFEN counts it: plies from 1
	undo     []undo

	// The undo log: every square a move changed, with what it held before,
	// and every state word it changed, with its old value. Each undo record
	// names where its entries start.
	changes  []change
	stateLog []stateChange

	// startEnd is the end rules' verdict on the position the undo log
	// starts from (each later position's is in its undo record), and
	// judging is set while the end rules are asked for one.
	startEnd verdict
	judging  bool
	replies  []Move // the moves a search for one legal move has found
	// tactical is set while AppendCaptures generates: only the moves that
	// change the material are listed.
	tactical bool

	gen    *betza.Generator
	listed SquareSet // destinations already listed for the piece in hand
	hit    SquareSet // the squares a piece's move removes a piece on (see markRemoved)
	frozen SquareSet // pieces the piece filters stop, for the generation at hand
	seen   moveSet   // the moves a piece's outcomes have named, during generation
	named  []Move    // those moves
	cand   Candidate // the move the hooks are asked about, during generation
	// refusals are the hop judges' tables for the piece whose rides are
	// walked (see appendRides).
	refusals [][]bool
	making   Candidate   // the move being made, for the transformers
	effects  MoveEffects // what the move being made did, for the effects
	removed  []Removed   // the pieces the move being made has removed
	scratch  []betza.Outcome
	plain    []betza.Path   // the paths of a piece of plain paths, during generation
	touches  []betza.Touch  // the touches of the path the hooks are asked about
	struck   []board.Square // the squares a piece's move removes a piece on, for attack tests
	takers   []board.Square // the pieces AppendCapturesOn and CapturesRoyal generate the moves of
	threats  []Move         // the moves CapturesRoyal generates
	// pathCache keeps the plain paths of the pieces whose moves were
	// generated (see plainPaths), or is nil until one is.
	pathCache *pathCache
}

// mailboxCap is a power of two at least as large as the largest board's
// mailbox (see board.Stride), so that a square taken modulo it is a cell
// of the grid.
const mailboxCap = 2048

// The largest mailbox fits in the grid.
var _ [mailboxCap - board.Stride*(board.MaxRanks+2*board.Pad)]struct{}

// undo is what Unmake needs to take a move back.
type undo struct {
	move       Move
	firstCell  int // index of the move's first entry in changes
	firstState int // in stateLog
	hash       uint64
	end        verdict // the end rules' verdict on the position the move leads to
	null       bool    // a null move (Position.MakeNull)
}

// verdict is what the end rules say of a position, once they were asked.
type verdict struct {
	outcome Outcome
	known   bool
}

type change struct {
	sq    board.Square
	cell  Cell // what the square held before
	cause Cause
}

type stateChange struct {
	word int
	old  uint64
}

// Removed is a piece a move removed: captured, shot, burned.
type Removed struct {
	Square board.Square
	Cell   Cell
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
	grid := new([mailboxCap]board.Occupant)
	p := &Position{
		r:        r,
		cells:    make([]Cell, r.Geo.Cells()),
		occ:      grid[:copy(grid[:], r.Geo.NewOccupancy())],
		grid:     grid,
		walls:    new(walls),
		pieces:   [2]pieceSet{newPieceSet(r.Geo.Cells()), newPieceSet(r.Geo.Cells())},
		programs: [2]pieceSet{newPieceSet(r.Geo.Cells()), newPieceSet(r.Geo.Cells())},
		crowns:   [2]pieceSet{newPieceSet(r.Geo.Cells()), newPieceSet(r.Geo.Cells())},
		state:    make([]uint64, r.hooks.stateWords),
		gen:      betza.NewGenerator(r.Geo),
		listed:   newSquareSet(r.Geo.Cells()),
		hit:      newSquareSet(r.Geo.Cells()),
		frozen:   newSquareSet(r.Geo.Cells()),
	}
	*p.walls = *r.edges
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

// MoveNumber returns the move number SFEN records.
func (p *Position) MoveNumber() int { return p.number }

// LastMove returns the last move made on the position and true, or false
// when none was made on it (a position read from SFEN, or a clone): the
// move whose destination Japanese notation writes 同. A null move
// ([Position.MakeNull]) is the zero Move.
func (p *Position) LastMove() (Move, bool) {
	if len(p.undo) == 0 {
		return Move{}, false
	}
	return p.undo[len(p.undo)-1].move, true
}

// StateWord returns word i of the hooks' state (see [Stateful]).
func (p *Position) StateWord(i int) uint64 { return p.state[i] }

// String returns the position's SFEN.
func (p *Position) String() string { return p.SFEN() }

// GoString writes the position as the call that reads it back from SFEN,
// with its variant's name: r.ParseSFEN("… b - 1") /* chu */. It is short
// enough for a failing test's log (rapid logs drawn values with %#v), and
// complete but for the moves that led to the position.
func (p *Position) GoString() string {
	if p.r == nil {
		return "rules.Position{}"
	}
	return fmt.Sprintf("r.ParseSFEN(%q) /* %s */", p.SFEN(), p.r.Variant.Name)
}

// Clone returns an independent copy of the position without its history.
func (p *Position) Clone() *Position {
	if p.r == nil {
		return &Position{}
	}
	q := p.r.emptyPosition()
	copy(q.cells, p.cells)
	copy(q.occ, p.occ)
	*q.walls = *p.walls
	copy(q.pieces[0], p.pieces[0])
	copy(q.pieces[1], p.pieces[1])
	copy(q.programs[0], p.programs[0])
	copy(q.programs[1], p.programs[1])
	copy(q.crowns[0], p.crowns[0])
	copy(q.crowns[1], p.crowns[1])
	copy(q.state, p.state)
	q.side, q.hash, q.number, q.royals = p.side, p.hash, p.number, p.royals
	return q
}

func (p *Position) put(s board.Square, c Cell) {
	p.cells[s] = c
	p.occ[s] = board.Owner(c.Color())
	p.walls.build(s, c.Color())
	p.pieces[c.Color()].add(s)
	if !p.r.gen[c].alwaysRays {
		p.programs[c.Color()].add(s)
	}
	if p.r.kinds[c.Kind()].royal {
		p.royals[c.Color()]++
		p.crowns[c.Color()].add(s)
	}
	p.hash ^= p.r.key(c, s)
}

func (p *Position) remove(s board.Square) Cell {
	c := p.cells[s]
	p.cells[s] = 0
	p.occ[s] = board.Empty
	p.walls.raze(s, c.Color())
	p.pieces[c.Color()].remove(s)
	p.programs[c.Color()].remove(s)
	if p.r.kinds[c.Kind()].royal {
		p.royals[c.Color()]--
		p.crowns[c.Color()].remove(s)
	}
	p.hash ^= p.r.key(c, s)
	return c
}

// setState changes state word i to v, keeping the hash.
func (p *Position) setState(i int, v uint64) {
	p.hash ^= p.r.stateKey(i, p.state[i]) ^ p.r.stateKey(i, v)
	p.state[i] = v
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
	for i, v := range p.state {
		h ^= p.r.stateKey(i, v)
	}
	return h
}

// set changes square s to hold c, recording what it held for Unmake, and
// why for [Position.Changes].
func (p *Position) set(s board.Square, c Cell, why Cause) {
	p.changes = append(p.changes, change{s, p.cells[s], why})
	if p.cells[s] != 0 {
		p.remove(s)
	}
	if c != 0 {
		p.put(s, c)
	}
}

// MoveEffects is what an [Effect] hook sees of a move just made, and how it
// changes the position: every change through it is undone by Unmake.
type MoveEffects struct {
	// Move is the move.
	Move Move
	// Moved is the moving piece as it was before the move.
	Moved Cell
	// Now is the kind it is after the move (promoted or transformed).
	Now Kind
	// Removed lists the pieces removed so far: by the move, then by the
	// effects before this one.
	Removed []Removed
	p       *Position
}

// Set puts c on square s (0 empties it) without counting as a removal: a
// piece promoted or reverted, as why says.
func (e *MoveEffects) Set(s board.Square, c Cell, why Cause) { e.p.set(s, c, why) }

// Remove removes the piece on s, as why says, and adds it to Removed.
func (e *MoveEffects) Remove(s board.Square, why Cause) {
	if c := e.p.cells[s]; c != 0 {
		e.Removed = append(e.Removed, Removed{s, c})
		e.p.set(s, 0, why)
	}
}

// SetStateWord changes word i of the hooks' state.
func (e *MoveEffects) SetStateWord(i int, v uint64) {
	p := e.p
	if p.state[i] != v {
		p.stateLog = append(p.stateLog, stateChange{i, p.state[i]})
		p.setState(i, v)
	}
}

// StateSetter sets the hooks' state words of a position being read from
// SFEN.
type StateSetter struct{ p *Position }

// Set changes state word i to v.
func (s *StateSetter) Set(i int, v uint64) { s.p.setState(i, v) }

// Make plays move m, which must be legal in the position (use
// [Position.Legal] or [Game.Play] for moves from outside).
func (p *Position) Make(m Move) {
	p.undo = append(p.undo, undo{move: m, firstCell: len(p.changes), firstState: len(p.stateLog), hash: p.hash})
	moved := p.cells[m.From]
	k := moved.Kind()
	var to Kind
	if len(p.r.hooks.transformers) > 0 {
		p.making = Candidate{Move: m, Piece: moved}
		to = p.transform(&p.making)
	}
	switch {
	case to != 0:
		k = to
	case m.Promote:
		k = p.r.kinds[k].promotesTo
	}
	removed := p.removed[:0]
	p.set(m.From, 0, Moved)
	sq, n := m.removes()
	for _, s := range sq[:n] {
		if p.enemyAt(s, m) {
			removed = append(removed, Removed{s, p.cells[s]})
			p.set(s, 0, Captured)
		}
	}
	p.set(m.To, NewCell(k, p.side), Moved)
	if len(p.r.hooks.effects) > 0 {
		e := &p.effects
		*e = MoveEffects{Move: m, Moved: moved, Now: k, Removed: removed, p: p}
		for _, h := range p.r.hooks.effects {
			h.AfterMove(p, e)
		}
		removed = e.Removed
	}
	p.removed = removed[:0]
	p.side = p.side.Other()
	p.hash ^= p.r.zobSide
	p.number++
}

// Unmake takes back the last move made; it reports false, and does
// nothing, when no move was made on the position (a position read from
// SFEN, a clone or the zero Position).
func (p *Position) Unmake() bool {
	if len(p.undo) == 0 {
		return false
	}
	u := &p.undo[len(p.undo)-1]
	p.number--
	p.side = p.side.Other()
	for i := len(p.changes) - 1; i >= u.firstCell; i-- {
		s := p.changes[i]
		if p.cells[s.sq] != 0 {
			p.remove(s.sq)
		}
		if s.cell != 0 {
			p.put(s.sq, s.cell)
		}
	}
	for i := len(p.stateLog) - 1; i >= u.firstState; i-- {
		p.state[p.stateLog[i].word] = p.stateLog[i].old
	}
	p.changes = p.changes[:u.firstCell]
	p.stateLog = p.stateLog[:u.firstState]
	p.hash = u.hash
	p.undo = p.undo[:len(p.undo)-1]
	return true
}
