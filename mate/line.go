package mate

import "github.com/largeshogi/largeshogi/rules"

// line draws the main line of a mate proved with left plies to go from
// the current position, and no shorter: at each attacker's node a move
// proved to mate in what remains, at each defender's node a move after
// which no mate two plies shorter can be proved — a longest resistance.
// The game is left as it was. Where the budget ends first, the line stops
// at the last node it could prove.
func (s *solver) line(left int) []rules.Move {
	var line []rules.Move
	defer func() {
		for range line {
			s.g.Undo()
		}
	}()
	for left >= 3 && !s.stopped {
		m, ok := s.pick(left, func() bool { return s.prove(left-1) == Found }, true)
		if !ok {
			break
		}
		s.play(m)
		line = append(line, m)
		if s.g.Outcome().Over() || left == 3 {
			break
		}
		m, ok = s.pick(left-1, func() bool { return s.prove(left-4) == NoMate }, false)
		if !ok {
			break
		}
		s.play(m)
		line = append(line, m)
		left -= 2
	}
	return append([]rules.Move(nil), line...)
}

// pick returns the first move of the current node after which want holds
// (tried only where the game goes on; at the attacker's node a move that
// wins the game at once is taken as it is, at the defender's a move that
// ends the game is never taken).
func (s *solver) pick(left int, want func() bool, or bool) (rules.Move, bool) {
	moves := s.g.AppendMoves(nil)
	orderCaptures(s.g.Position(), moves)
	for _, m := range moves {
		s.play(m)
		o := s.g.Outcome()
		var ok bool
		switch {
		case o.Over():
			w, won := o.Winner()
			ok = or && won && w == s.attacker
		case or && s.tsume && !s.g.Position().InCheck():
		case or && left <= 1:
		default:
			ok = want()
		}
		s.g.Undo()
		if ok {
			return m, true
		}
		if s.stopped {
			break
		}
	}
	return rules.Move{}, false
}
