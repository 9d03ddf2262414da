package eval

import (
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
)

// Incremental scores the positions of a search as [Evaluator.Evaluate]
// does, without reading the whole board at each: it keeps the material,
// advancement and tropism of both sides and the squares of their royal
// pieces, and updates them after each move from the squares the move
// changed (rules.Position.LastChanges). The terms read around the royal
// pieces are computed at each Evaluate, as the full evaluation does.
//
// Follow the position: [Incremental.Reset] on the position the search
// starts from, [Incremental.Push] after each Make or MakeNull, and
// [Incremental.Pop] after each Unmake or UnmakeNull. An Incremental is for
// one goroutine; it does not allocate once its stack has grown to the
// search's depth.
type Incremental struct {
	e       *Evaluator
	stack   []tracked // the terms of each position since Reset, the last the current one's
	changes []rules.Change
	scratch Scratch
}

// maxTracked is how many royal pieces of a side Incremental keeps the
// squares of; a position where a side has more is evaluated in full.
const maxTracked = 8

// tracked is what Incremental keeps of one position.
type tracked struct {
	material
	trop     [2]int32 // by side: tropism, unless stale
	stale    [2]bool  // by side: an enemy royal piece moved since its trop was summed
	nroyal   [2]int
	royals   [2][maxTracked]board.Square
	overflow bool // a side has more than maxTracked royal pieces
}

// NewIncremental returns an incremental evaluation with e's weights; Reset
// it on a position before use.
func (e *Evaluator) NewIncremental() *Incremental {
	return &Incremental{e: e, stack: make([]tracked, 0, 128), changes: make([]rules.Change, 0, 64)}
}

// Reset forgets every position and reads p's board in full.
func (in *Incremental) Reset(p *rules.Position) {
	in.stack = in.stack[:0]
	in.stack = append(in.stack, in.e.reset(p, &in.scratch))
}

// reset reads p's whole board into a tracked.
func (e *Evaluator) reset(p *rules.Position, s *Scratch) tracked {
	m := e.count(p, s)
	t := tracked{material: m, trop: e.tropism(p, s.royals)}
	for side := range 2 {
		if len(s.royals[side]) > maxTracked {
			t.overflow = true
			continue
		}
		t.nroyal[side] = copy(t.royals[side][:], s.royals[side])
	}
	return t
}

// Push updates the terms for the move just made on p (nothing changes
// after a null move).
func (in *Incremental) Push(p *rules.Position) {
	t := in.stack[len(in.stack)-1]
	if t.overflow {
		in.stack = append(in.stack, t)
		return
	}
	in.changes = p.LastChanges(in.changes[:0])
	e := in.e
	for _, ch := range in.changes {
		if c := ch.Before; c != 0 {
			side := c.Color()
			t.base[side] -= e.placed(c, ch.Square)
			if e.royal[c.Kind()] {
				t.stale[1-side] = true
				t.dropRoyal(side, ch.Square)
			} else {
				t.others[side]--
				t.worth[side] -= e.Table.byKind[c.Kind()]
				if !t.stale[side] {
					t.trop[side] -= e.near(c, ch.Square, t.royals[1-side][:t.nroyal[1-side]])
				}
			}
		}
		if c := ch.After; c != 0 {
			side := c.Color()
			t.base[side] += e.placed(c, ch.Square)
			if e.royal[c.Kind()] {
				t.stale[1-side] = true
				if t.nroyal[side] == maxTracked {
					in.stack = append(in.stack, e.reset(p, &in.scratch))
					return
				}
				t.royals[side][t.nroyal[side]] = ch.Square
				t.nroyal[side]++
			} else {
				t.others[side]++
				t.worth[side] += e.Table.byKind[c.Kind()]
				if !t.stale[side] {
					t.trop[side] += e.near(c, ch.Square, t.royals[1-side][:t.nroyal[1-side]])
				}
			}
		}
	}
	in.stack = append(in.stack, t)
}

// squares returns the squares of each side's royal pieces.
func (t *tracked) squares() [2][]board.Square {
	return [2][]board.Square{t.royals[0][:t.nroyal[0]], t.royals[1][:t.nroyal[1]]}
}

// dropRoyal removes square sq from side's royal squares.
func (t *tracked) dropRoyal(side board.Color, sq board.Square) {
	n := t.nroyal[side]
	for i := range n {
		if t.royals[side][i] == sq {
			t.royals[side][i] = t.royals[side][n-1]
			t.nroyal[side]--
			return
		}
	}
}

// Pop returns to the terms of the position before the last Push.
func (in *Incremental) Pop() {
	if len(in.stack) > 1 {
		in.stack = in.stack[:len(in.stack)-1]
	}
}

// Evaluate scores p, the position the pushes have followed, for the side
// to move: what [Evaluator.Evaluate] returns.
func (in *Incremental) Evaluate(p *rules.Position) int {
	t := &in.stack[len(in.stack)-1]
	if t.overflow {
		return in.e.Evaluate(p, &in.scratch)
	}
	if t.stale[0] || t.stale[1] {
		// A royal piece moved: the distances to it changed for every
		// enemy piece. Their side's tropism is summed again here, not at
		// each move, as a search evaluates fewer positions than it makes
		// moves.
		trop := in.e.tropismOf(p, t.squares(), t.stale)
		for side := range 2 {
			if t.stale[side] {
				t.trop[side] = trop[side]
			}
		}
		t.stale = [2]bool{}
	}
	return in.e.finish(p, &in.scratch, &t.material, t.trop, t.squares())
}
