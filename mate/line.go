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
		m, ok := s.pick(left, true)
		if !ok {
			break
		}
		s.play(m)
		line = append(line, m)
		if s.g.Outcome().Over() || left == 3 {
			break
		}
		if m, ok = s.pick(left, false); !ok {
			break
		}
		s.play(m)
		line = append(line, m)
		left -= 2
	}
	return append([]rules.Move(nil), line...)
}

// pick returns a move of the current node, the attacker's (or) with left
// plies to go or the defender's after it, that keeps the line: first one
// the table already shows to, then one a search proves to.
func (s *solver) pick(left int, or bool) (rules.Move, bool) {
	moves := s.g.AppendMoves(nil)
	orderCaptures(s.g.Position(), moves)
	for _, search := range []bool{false, true} {
		for _, m := range moves {
			s.play(m)
			ok := s.keeps(left, or, search)
			s.g.Undo()
			if ok {
				return m, true
			}
			if s.stopped {
				return rules.Move{}, false
			}
		}
	}
	return rules.Move{}, false
}

// keeps reports whether the move just played keeps the line: an
// attacker's move that wins the game at once, or after which a mate in
// left-1 plies is proved; a defender's move that does not end the game
// and after which no mate in left-4 plies can be proved. Without search
// it asks only the table.
func (s *solver) keeps(left int, or, search bool) bool {
	if o := s.g.Outcome(); o.Over() {
		w, won := o.Winner()
		return or && won && w == s.attacker
	}
	if or && s.tsume && !s.g.Position().InCheck() {
		return false
	}
	d := left - 4 // the plies a defender's move must survive
	if or {
		d = left - 1
	}
	if pn, dn, ok := s.tt.probe(s.key(d)); ok && (or && pn == 0 || !or && dn == 0) {
		return true
	}
	if !search {
		return false
	}
	if or {
		return s.prove(d) == Found
	}
	return s.prove(d) == NoMate
}
