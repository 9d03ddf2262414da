package search

import (
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// cycleMark is what the repetition hook's cycle verdicts ask of one move
// (rules.Position.CycleMarks, rules.Position.IsPass).
type cycleMark struct {
	check, attack, pass bool
}

// readHistory keeps what the cycle verdicts need of the game's moves: the
// hash of each of its positions, the first first and the current one
// last, and the marks of each move since the last capture, replayed from
// the game's start (no position recurs across a capture, so the marks of
// earlier moves are never asked for). It keeps nothing when no verdict
// can make a repetition lose.
func (s *Searcher) readHistory(g *rules.Game) {
	s.gameHashes, s.gameMarks = s.gameHashes[:0], s.gameMarks[:0]
	if !s.verdicts {
		return
	}
	p := g.Start()
	s.gameHashes = append(s.gameHashes, p.Hash())
	since := 0 // the moves from since on capture nothing
	for i, m := range g.Moves() {
		p.Make(m)
		s.gameHashes = append(s.gameHashes, p.Hash())
		s.historyChanges = p.LastChanges(s.historyChanges[:0])
		removed := 0
		for _, c := range s.historyChanges {
			if c.Before != 0 {
				removed++
			}
			if c.After != 0 {
				removed--
			}
		}
		if removed > 0 {
			since = i + 1
		}
	}
	p = g.Start()
	for i, m := range g.Moves() {
		var mark cycleMark
		if i >= since {
			mark.pass = p.IsPass(m)
		}
		p.Make(m)
		if i >= since {
			mark.check, mark.attack = p.CycleMarks()
		}
		s.gameMarks = append(s.gameMarks, mark)
	}
}

// cycleScore scores, for the side to move, the current node at ply, a
// position that occurred before in the game or on the search's path, as
// the repetition hook's verdicts end the cycle since its last occurrence
// (a game judges from the first, at the fourth): a loss for the side that
// checked with every one of its moves while the other did not, failing
// that for the side that likewise attacked, failing that for the side
// that passed first in two passes in a row, and otherwise a draw. A loss
// by a verdict scores beyond every evaluation, below a mate.
func (s *worker) cycleScore(ply int) int32 {
	if !s.verdicts {
		return 0
	}
	marks, ok := s.cycle(ply)
	if !ok {
		return 0
	}
	us := s.pos.Side()
	// The last move of the cycle is the opponent's; the moves alternate.
	mover := func(i int) board.Color {
		if (len(marks)-1-i)%2 == 0 {
			return us.Other()
		}
		return us
	}
	throughout := func(c board.Color, test func(cycleMark) bool) bool {
		any := false
		for i, m := range marks {
			if mover(i) != c {
				continue
			}
			any = true
			if !test(m) {
				return false
			}
		}
		return any
	}
	loser, decided := board.Black, false
	judge := func(test func(cycleMark) bool) {
		for _, c := range [2]board.Color{board.Black, board.White} {
			if !decided && throughout(c, test) && !throughout(c.Other(), test) {
				loser, decided = c, true
			}
		}
	}
	if s.rep.PerpetualCheck == variant.CycleLoses {
		judge(func(m cycleMark) bool { return m.check })
	}
	if !decided && s.rep.PerpetualAttack == variant.CycleLoses {
		judge(func(m cycleMark) bool { return m.check || m.attack })
	}
	if !decided && s.rep.PassFirstDeviates {
		for i := 0; i+1 < len(marks) && !decided; i++ {
			if marks[i].pass && marks[i+1].pass {
				loser, decided = mover(i), true
			}
		}
	}
	switch {
	case !decided:
		return 0
	case loser == us:
		return -(mateBound - 1 - int32(ply))
	}
	return mateBound - 1 - int32(ply)
}

// cycle returns the marks of the moves since the last earlier occurrence
// of the current position, the first first: those made in the game before
// the search's root, then those on the search's path, which it takes back
// and makes again to mark them. It reports false when no earlier
// occurrence is found after the last null move.
func (s *worker) cycle(ply int) ([]cycleMark, bool) {
	h := s.pos.Hash()
	n := s.pos.Plies()
	root := len(s.gameHashes) - 1
	back := 0
	for k := 2; back == 0; k += 2 {
		switch {
		case k <= n:
			if s.plies[ply-k].null || s.plies[ply-k+1].null {
				return nil, false
			}
			if s.pos.HashAt(n-k) == h {
				back = k
			}
		case root-(k-n) >= 0:
			// The moves from the root are never null: the path is clear.
			if s.gameHashes[root-(k-n)] == h {
				back = k
			}
		default:
			return nil, false
		}
	}
	marks := s.cycleMarks[:0]
	onPath := min(back, n)
	if back > n {
		marks = append(marks, s.gameMarks[root-(back-n):]...)
	}
	moves := s.cycleMoves[:0]
	for i := n - onPath; i < n; i++ {
		moves = append(moves, s.pos.MoveAt(i))
	}
	for range moves {
		s.pos.Unmake()
	}
	for _, m := range moves {
		pass := s.pos.IsPass(m)
		s.pos.Make(m)
		check, attack := s.pos.CycleMarks()
		marks = append(marks, cycleMark{check, attack, pass})
	}
	s.cycleMoves, s.cycleMarks = moves, marks
	return marks, true
}
