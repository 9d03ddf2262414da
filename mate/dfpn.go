package mate

import (
	"context"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
)

// kid is a move of a node and what is known of the node it leads to.
type kid struct {
	move   rules.Move
	key    uint64 // the child's key; 0 for a child decided on the spot
	pn, dn uint32
}

// frame is a ply's scratch space.
type frame struct {
	moves []rules.Move
	kids  []kid
}

// stopInterval is how many nodes pass between two looks at the context.
const stopInterval = 1024

// solver is one search: the game it plays on, the attacker, the table,
// the budget.
type solver struct {
	ctx      context.Context
	g        *rules.Game
	attacker board.Color
	tsume    bool
	tt       *table
	nodes    int64
	budget   int64
	stopped  bool
	frames   []frame
	depthKey [MaxPlies + 3]uint64
	// root is the game's ply at the search's root, and fell[i] tells
	// whether the move to ply root+i took pieces off the board (see
	// tail); changes is LastChanges's buffer.
	root    int
	fell    [2*MaxPlies + 8]bool
	changes []rules.Change
}

func newSolver(ctx context.Context, g *rules.Game, opts Options) *solver {
	s := &solver{ctx: ctx, g: g, attacker: g.Position().Side(), tsume: opts.Mode == Tsume,
		tt: newTable(opts.Hash), budget: opts.Nodes, frames: make([]frame, MaxPlies+3),
		root: g.Position().Plies()}
	x := uint64(0x9e3779b97f4a7c15)
	for i := range s.depthKey {
		// splitmix64
		x += 0x9e3779b97f4a7c15
		s.depthKey[i] = mix(x)
	}
	return s
}

// key returns the current position's key with left plies to go: its
// hash, the plies, and the positions of the search's path that could
// recur below it (tail).
func (s *solver) key(left int) uint64 {
	return s.g.Position().Hash() ^ s.depthKey[left] ^ s.tail()
}

// tail sums a mix of the hashes of the positions the search's path went
// through before the current one, back to its root or to the last move
// that took a piece off the board: no move puts a piece on the board, so
// a position with more pieces never recurs. The history rules judge a
// node by the earlier positions that could recur below it, so its proof
// or disproof holds for them and its position together (the package's
// Method). The sum counts a position as often as it occurred, as the
// repetition rules do, and not the order of the path.
func (s *solver) tail() uint64 {
	p := s.g.Position()
	var t uint64
	for ply := p.Plies(); ply > s.root && !s.fell[ply-s.root]; ply-- {
		t += mix(p.HashAt(ply - 1))
	}
	return t
}

// mix is splitmix64's finalizer: it spreads a hash's bits so that sums of
// several stay apart.
func mix(z uint64) uint64 {
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// play plays legal move m and counts it.
func (s *solver) play(m rules.Move) {
	if err := s.g.Play(m); err != nil {
		panic("mate: a generated move is refused: " + err.Error())
	}
	s.changes = s.g.Position().LastChanges(s.changes[:0])
	s.fell[s.g.Position().Plies()-s.root] = rules.Taken(s.changes) > 0
	s.nodes++
	if s.nodes >= s.budget || s.nodes%stopInterval == 0 && s.ctx.Err() != nil {
		s.stopped = true
	}
}

// prove runs df-pn from the current position, the attacker to move, with
// left plies to go, to a proof, a disproof or a stop.
func (s *solver) prove(left int) Verdict {
	if s.stopped {
		return Unknown
	}
	pn, dn := s.mid(left, 0, inf, inf)
	switch {
	case pn == 0:
		return Found
	case dn == 0:
		return NoMate
	}
	return Unknown
}

// mid is df-pn's multiple iterative deepening at the current position,
// left plies to go, at depth ply of the search's stack: it searches until
// the node's numbers reach the thresholds, stores them and returns them.
func (s *solver) mid(left, ply int, thpn, thdn uint32) (uint32, uint32) {
	or := s.g.Position().Side() == s.attacker
	start := s.nodes
	key := s.key(left)
	kids := s.expand(left, ply, or)
	if s.stopped {
		return 1, 1
	}
	var pn, dn uint32
	for {
		pn, dn = s.numbers(kids, or)
		if pn >= thpn || dn >= thdn || pn == 0 || dn == 0 || s.stopped {
			break
		}
		best, second := choose(kids, or)
		k := &kids[best]
		var cpn, cdn uint32
		if or {
			cpn, cdn = min(thpn, add(second, 1)), sub(thdn, dn, k.dn)
		} else {
			cpn, cdn = sub(thpn, pn, k.pn), min(thdn, add(second, 1))
		}
		s.play(k.move)
		k.pn, k.dn = s.mid(left-1, ply+1, cpn, cdn)
		s.g.Undo()
	}
	if !s.stopped || pn == 0 || dn == 0 {
		s.tt.store(key, pn, dn, uint32(min(s.nodes-start, 1<<31)))
	}
	return pn, dn
}

// sub returns th-total+part, the threshold of a child whose numbers are
// part of total: inf when th is.
func sub(th, total, part uint32) uint32 {
	if th >= inf {
		return inf
	}
	return min(th-min(th, total)+part, inf)
}

// numbers reads the kids' numbers from the table and returns the node's:
// at an OR node the least proof number and the sum of disproof numbers,
// at an AND node the other way round.
func (s *solver) numbers(kids []kid, or bool) (pn, dn uint32) {
	if or {
		pn = inf
	} else {
		dn = inf
	}
	for i := range kids {
		k := &kids[i]
		if k.key != 0 && k.pn != 0 && k.dn != 0 {
			if p, d, ok := s.tt.probe(k.key); ok {
				k.pn, k.dn = p, d
			}
		}
		if or {
			pn, dn = min(pn, k.pn), add(dn, k.dn)
		} else {
			pn, dn = add(pn, k.pn), min(dn, k.dn)
		}
	}
	return pn, dn
}

// choose returns the kid to search, the one with the least proof number
// at an OR node (disproof number at an AND node), and the second least.
func choose(kids []kid, or bool) (int, uint32) {
	best, first, second := 0, inf+1, inf
	for i, k := range kids {
		v := k.pn
		if !or {
			v = k.dn
		}
		if v < first {
			best, first, second = i, v, first
		} else if v < second {
			second = v
		}
	}
	return best, min(second, inf)
}

// expand lists the current node's kids in its frame: each move, played,
// decided on the spot when the game is over after it or when no ply is
// left, otherwise keyed for the table. In tsume mode an attacker's move
// that neither ends the game nor gives check is no kid. Expansion stops
// at the first kid that decides the node (a proved kid of an OR node, a
// disproved kid of an AND node).
func (s *solver) expand(left, ply int, or bool) []kid {
	f := &s.frames[ply]
	f.moves = s.g.AppendMoves(f.moves[:0])
	orderCaptures(s.g.Position(), f.moves)
	f.kids = f.kids[:0]
	for _, m := range f.moves {
		if s.stopped {
			break
		}
		s.play(m)
		k := kid{move: m, pn: 1, dn: 1}
		o := s.g.Outcome()
		switch {
		case o.Over():
			if w, ok := o.Winner(); ok && w == s.attacker {
				k.pn, k.dn = 0, inf
			} else {
				k.pn, k.dn = inf, 0
			}
		case left <= 1:
			k.pn, k.dn = inf, 0
		case or && s.tsume && !s.g.Position().InCheck():
			s.g.Undo()
			continue
		default:
			k.key = s.key(left - 1)
			if p, d, ok := s.tt.probe(k.key); ok {
				k.pn, k.dn = p, d
			}
		}
		s.g.Undo()
		f.kids = append(f.kids, k)
		if or && k.pn == 0 || !or && k.dn == 0 {
			break
		}
	}
	return f.kids
}

// orderCaptures puts the moves that end on an enemy piece first: they
// decide most nodes near the end of a mate.
func orderCaptures(p *rules.Position, moves []rules.Move) {
	them := p.Side().Other()
	n := 0
	for i, m := range moves {
		if c := p.At(m.To); c != 0 && c.Color() == them {
			moves[n], moves[i] = moves[i], moves[n]
			n++
		}
	}
}
