package search

import (
	"slices"

	"github.com/largeshogi/largeshogi/rules"
)

// Move ordering keys: the hash move first, then captures by most valuable
// victim and least valuable attacker, promotions, the killer moves of the
// ply, captures that are likely to lose (a piece worth more than what it
// takes, on a square the enemy defends), and the other moves by their
// history.
const (
	hashKey    = 1 << 30
	captureKey = 1 << 24
	promoteKey = 1 << 23
	killerKey  = 1 << 22
	losingKey  = 1 << 21
	historyMax = 1 << 21
)

// scoreMoves gives each move of pl its ordering key. Whether the enemy
// guards the squares of the captures that may lose is asked once for all
// of them (rules.Position.Guarded).
func (s *worker) scoreMoves(pl *ply, hashMove rules.Move) {
	pl.order = pl.order[:0]
	s.targets = s.targets[:0]
	for _, m := range pl.moves {
		victims := s.victims(m)
		pl.order = append(pl.order, int32(victims)) // until the key is known
		if m != hashMove && victims > 0 && victims < s.ev.Value(s.pos.At(m.From)) && s.guard[m.To] == unasked {
			s.guard[m.To] = unguarded
			s.targets = append(s.targets, m.To)
		}
	}
	if len(s.targets) > 0 {
		s.guarded = s.pos.Guarded(s.targets, s.pos.Side().Other(), s.guarded)
		for i, to := range s.targets {
			if s.guarded[i] {
				s.guard[to] = guarded
			}
		}
	}
	for i, m := range pl.moves {
		var key int32
		mover := s.pos.At(m.From)
		switch victims := pl.order[i]; {
		case m == hashMove:
			key = hashKey
		case victims > 0 && s.guard[m.To] == guarded && int(victims) < s.ev.Value(mover):
			key = losingKey + victims*16 - int32(s.ev.Value(mover)/16)
		case victims > 0:
			key = captureKey + victims*32 - int32(s.ev.Value(mover)/8)
		case m.Promote:
			key = promoteKey
		case m == pl.killers[0]:
			key = killerKey + 1
		case m == pl.killers[1]:
			key = killerKey
		default:
			key = s.history[int(mover.Kind())*s.cells+int(m.To)]
		}
		if m.Promote && m != hashMove {
			key += promoteKey / 2
		}
		pl.order[i] = key
	}
	for _, to := range s.targets {
		s.guard[to] = unasked
	}
}

// What scoreMoves knows of a square a capture that may lose ends on.
const (
	unasked uint8 = iota
	unguarded
	guarded
)

// pickMove moves the best-keyed move among pl.moves[i:] to i and returns
// it.
func pickMove(pl *ply, i int) rules.Move {
	// The first of the best keys, found with the best so far held aside
	// rather than read again at each step.
	keys := pl.order[i:len(pl.moves)]
	best, top := 0, keys[0]
	for j, k := range keys {
		if k > top {
			best, top = j, k
		}
	}
	best += i
	pl.moves[i], pl.moves[best] = pl.moves[best], pl.moves[i]
	pl.order[i], pl.order[best] = pl.order[best], pl.order[i]
	return pl.moves[i]
}

// victims is the value of the enemy pieces on the squares move m ends on
// or names on its way (a lion's first step, igui, shots).
func (s *worker) victims(m rules.Move) int {
	us := s.pos.Side()
	v := 0
	if c := s.pos.At(m.To); c != 0 && c.Color() != us {
		v += s.ev.Value(c)
	}
	for _, q := range m.Via[:m.NVia] {
		if c := s.pos.At(q); c != 0 && c.Color() != us {
			v += s.ev.Value(c)
		}
	}
	return v
}

// isCapture reports whether move m removes an enemy piece where it ends
// or on its way.
func (s *worker) isCapture(m rules.Move) bool { return s.victims(m) > 0 }

// rememberCut records a quiet move that caused a cut-off: as a killer of
// its ply, and in the history.
func (s *worker) rememberCut(pl *ply, m rules.Move, depth int) {
	if pl.killers[0] != m {
		pl.killers[1], pl.killers[0] = pl.killers[0], m
	}
	h := &s.history[int(s.pos.At(m.From).Kind())*s.cells+int(m.To)]
	*h += int32(depth * depth)
	if *h >= historyMax {
		for i := range s.history {
			s.history[i] /= 2
		}
	}
}

// orderRoot puts the root moves in the order the search would try them.
func (s *worker) orderRoot(root []rootMove) {
	pl := &s.plies[0]
	pl.moves = pl.moves[:0]
	for _, rm := range root {
		pl.moves = append(pl.moves, rm.move)
	}
	var hashMove rules.Move
	if e, ok := s.tt.probe(s.pos.Hash()); ok {
		hashMove = e.move
	}
	s.scoreMoves(pl, hashMove)
	for i := range root {
		root[i].move = pickMove(pl, i)
		root[i].pv = append(root[i].pv[:0], root[i].move)
	}
}

// sortRoot orders root moves best first, keeping the order of equals.
func sortRoot(root []rootMove) {
	slices.SortStableFunc(root, func(a, b rootMove) int {
		switch {
		case a.score > b.score:
			return -1
		case a.score < b.score:
			return 1
		}
		return 0
	})
}
