package search

import "github.com/largeshogi/largeshogi/rules"

// readHistory keeps what the cycle verdicts need of the game's moves: the
// hash of each of its positions, the first first and the current one
// last, and the marks of each move since the last capture, replayed from
// the game's start (no position recurs across a capture, so the marks of
// earlier moves are never asked for). It keeps no hashes or marks when no
// verdict can make a repetition lose. Where a repetition can end the game
// it counts the moves since the last that captured or promoted
// (Searcher.stalled, for the contempt).
func (s *Searcher) readHistory(g *rules.Game) {
	s.gameHashes, s.gameMarks = s.gameHashes[:0], s.gameMarks[:0]
	s.stalled = 0
	if s.noRecurrence {
		return
	}
	p := g.Start()
	if s.verdicts {
		s.gameHashes = append(s.gameHashes, p.Hash())
	}
	since := 0    // the moves from since on capture nothing
	progress := 0 // the moves from progress on capture and promote nothing
	for i, m := range g.Moves() {
		p.Make(m)
		if s.verdicts {
			s.gameHashes = append(s.gameHashes, p.Hash())
		}
		s.historyChanges = p.LastChanges(s.historyChanges[:0])
		if rules.Taken(s.historyChanges) > 0 {
			since, progress = i+1, i+1
		}
		if m.Promote {
			progress = i + 1
		}
	}
	s.stalled = len(g.Moves()) - progress
	if !s.verdicts {
		return
	}
	p = g.Start()
	for i, m := range g.Moves() {
		var mark rules.CycleMark
		if i >= since {
			mark.Pass = p.IsPass(m)
		}
		p.Make(m)
		if i >= since {
			mark.Check, mark.Attack = p.CycleMarks()
		}
		s.gameMarks = append(s.gameMarks, mark)
	}
}

// cycleScore scores, for the side to move, the current node at ply, a
// position that occurred before in the game or on the search's path, as
// the repetition hook's verdicts end the cycle since its last occurrence
// (rules.Rules.CycleVerdict; a game judges from the first, at the fourth):
// a loss for the side a verdict names, otherwise a draw (drawScore). A
// loss by a verdict scores beyond every evaluation, below a mate.
//
// A verdict is taken pessimistically for the side to move at the root:
// one against it counts at the first recurrence, since the other side
// may repeat the cycle to its end, but one for it only at the occurrence
// that ends the game (rules.RepetitionEnds), since before that the other
// side may leave the cycle at any of its moves. Until then such a cycle
// scores as a draw: taken at its first recurrence, the root side would
// play the cycle again and again for a win the other side never grants.
func (s *worker) cycleScore(ply int) int32 {
	if !s.verdicts {
		return s.drawScore()
	}
	marks, ok := s.cycle(ply)
	if !ok {
		return s.drawScore()
	}
	us := s.pos.Side()
	// The last move of the cycle is the opponent's.
	o, decided := s.r.CycleVerdict(marks, us.Other())
	if !decided {
		return s.drawScore()
	}
	winner, _ := o.Winner()
	if winner == s.rootSide && s.game.Occurrences(s.pos.Hash())+s.pos.Repeats()+1 < rules.RepetitionEnds {
		return s.drawScore()
	}
	if winner != us {
		return -(mateBound - 1 - int32(ply))
	}
	return mateBound - 1 - int32(ply)
}

// cycle returns the marks of the moves since the last earlier occurrence
// of the current position — for a cycle of passes, since the run's first
// pass — the first first: those made in the game before the search's
// root, then those on the search's path, which it takes back and makes
// again to mark them. It reports false when no earlier occurrence is
// found after the last null move.
func (s *worker) cycle(ply int) ([]rules.CycleMark, bool) {
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
	if back == 2 {
		// A cycle of two plies is two passes. A game ends a run of passes
		// at the fourth occurrence of the position before its first pass,
		// one ply before the position after it recurs so often: the cycle
		// to judge starts at the run's first pass.
		for {
			before, ok := s.hashBack(ply, back+1)
			if after, _ := s.hashBack(ply, back-1); !ok || before != after {
				break
			}
			back++
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
		marks = append(marks, rules.CycleMark{Check: check, Attack: attack, Pass: pass})
	}
	s.cycleMoves, s.cycleMarks = moves, marks
	return marks, true
}

// hashBack returns the hash of the position k plies before the current
// one, at ply, in the game or on the search's path, and false when there
// is none or a null move comes between.
func (s *worker) hashBack(ply, k int) (uint64, bool) {
	n := s.pos.Plies()
	for i := 1; i <= min(k, n); i++ {
		if s.plies[ply-i].null {
			return 0, false
		}
	}
	if k <= n {
		return s.pos.HashAt(n - k), true
	}
	root := len(s.gameHashes) - 1
	if root-(k-n) < 0 {
		return 0, false
	}
	return s.gameHashes[root-(k-n)], true
}
