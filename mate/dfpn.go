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
}

func newSolver(ctx context.Context, g *rules.Game, opts Options) *solver {
	s := &solver{ctx: ctx, g: g, attacker: g.Position().Side(), tsume: opts.Mode == Tsume,
		tt: newTable(opts.Hash), budget: opts.Nodes, frames: make([]frame, MaxPlies+3)}
	x := uint64(0x9e3779b97f4a7c15)
	for i := range s.depthKey {
		// splitmix64
		x += 0x9e3779b97f4a7c15
		z := x
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		s.depthKey[i] = z ^ z>>31
	}
	return s
}

// key returns the current position's key with left plies to go.
func (s *solver) key(left int) uint64 {
	return s.g.Position().Hash() ^ s.depthKey[left]
}

// play plays legal move m and counts it.
func (s *solver) play(m rules.Move) {
	if err := s.g.Play(m); err != nil {
		panic("mate: a generated move is refused: " + err.Error())
	}
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
