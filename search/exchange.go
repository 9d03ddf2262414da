package search

import (
	"slices"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
)

// exchange is the static exchange evaluation of the move just made: the
// value of the enemy pieces it removed (rules.Position.LastChanges, so a
// hook's burns count too) less what the side to move now wins by taking
// the moved piece back on square to and trading there, each side
// capturing with its least valuable attacker first and free to stop. The
// attackers are those of rules.Position.Attackers as the board stands
// after the move, without the pieces that a capture on to would uncover.
func (s *worker) exchange(to board.Square) int32 {
	them := s.pos.Side()
	us := them.Other()
	var won int32
	s.changes = s.pos.LastChanges(s.changes[:0])
	for _, c := range s.changes {
		if c.Before != 0 && c.Before.Color() == them && (c.After == 0 || c.After.Color() != them) {
			won += int32(s.ev.Value(c.Before))
		}
	}
	return won - s.recapture(to, us)
}

// recapture is what the side to move wins, at best, by capturing the
// piece of side owner on square to and trading there, 0 when it does
// better not to capture.
func (s *worker) recapture(to board.Square, owner board.Color) int32 {
	s.attackers = s.pos.Attackers(to, owner.Other(), s.attackers[:0])
	if len(s.attackers) == 0 {
		return 0
	}
	theirs := s.attackerValues(s.theirs[:0])
	s.theirs = theirs
	s.attackers = s.pos.Attackers(to, owner, s.attackers[:0])
	ours := s.attackerValues(s.ours[:0])
	s.ours = ours
	// gain[d] is what the side making the d-th capture nets if the
	// trade stops after it; the capturer of each turn is the least
	// valuable left of its side.
	gain := s.gain[:0]
	onSquare := int32(s.ev.Value(s.pos.At(to)))
	sides := [2][]int32{theirs, ours}
	for d := 0; len(sides[d%2]) > 0 && len(gain) < cap(s.gain); d++ {
		prev := int32(0)
		if d > 0 {
			prev = gain[d-1]
		}
		gain = append(gain, onSquare-prev)
		onSquare = sides[d%2][0]
		sides[d%2] = sides[d%2][1:]
	}
	for d := len(gain) - 1; d > 0; d-- {
		gain[d-1] = -max(-gain[d-1], gain[d])
	}
	return max(gain[0], 0)
}

// attackerValues appends the values of the pieces on s.attackers to dst,
// least valuable first.
func (s *worker) attackerValues(dst []int32) []int32 {
	for _, q := range s.attackers {
		dst = append(dst, int32(s.ev.Value(s.pos.At(q))))
	}
	slices.Sort(dst)
	return dst
}

// tradeLoses reports whether move m, just made, loses material by the
// static exchange evaluation: its moving piece stands on m.To and the
// exchange there comes out below zero. A promotion is never said to lose.
func (s *worker) tradeLoses(m rules.Move) bool {
	if m.Promote {
		return false
	}
	c := s.pos.At(m.To)
	if c == 0 || c.Color() == s.pos.Side() {
		return false
	}
	return s.exchange(m.To) < 0
}
