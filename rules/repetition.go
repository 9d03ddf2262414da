package rules

import (
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

// repetition is the repetition hook.
type repetition struct{ rep *variant.Repetition }

func compileRepetition(r *Rules, params any) (Hook, error) {
	return &repetition{params.(*variant.Repetition)}, nil
}

// Mark records, after a move, whether it gave check (of the sole royal
// piece, when the scope says so), whether the mover now attacks an enemy
// piece, and whether it was a pass.
func (h *repetition) Mark(p *Position, pass bool) Mark {
	rep := h.rep
	mk := Mark{Pass: pass}
	if rep.PerpetualCheck == variant.CycleAllowed && rep.PerpetualAttack == variant.CycleAllowed {
		return mk
	}
	mk.Check = p.inCheck(p.side)
	if rep.PerpetualCheckScope == variant.SoleObjectiveCheck && p.royals(p.side) > 1 {
		mk.Check = false // only a check of the last commanding piece counts
	}
	if rep.PerpetualAttack == variant.CycleLoses && !mk.Check {
		for _, s := range p.r.Geo.Squares() {
			if c := p.cells[s]; c != 0 && c.Color() == p.side && p.attacked(s, p.side.Other()) {
				mk.Attack = true
				break
			}
		}
	}
	return mk
}

// Judge ends the game on a repetition: under no-recurrence at the second
// occurrence of a position with the same side to move (the player who
// recreated it loses); otherwise at the fourth. Then the side that must
// deviate loses, as a player who makes a forbidden move does — the side
// that checked with every move of the cycle when the other did not;
// failing that, when the rule says so, the side that attacked other pieces
// with every move when the other did not; failing that, the side that
// passed first in consecutive passes. Otherwise the game is drawn, or no
// contest.
func (h *repetition) Judge(g *Game) (Outcome, bool) {
	rep := h.rep
	n, first := g.repetitions()
	if rep.Mode == variant.NoRecurrence {
		if n < 2 {
			return Outcome{}, false
		}
		mover := g.pos.side.Other()
		return Outcome{Over: true, Winner: mover.Other(), Reason: mover.String() + " repeated a position"}, true
	}
	if n < 4 {
		return Outcome{}, false
	}
	sides := [2]board.Color{board.Black, board.White}
	if rep.PerpetualCheck == variant.CycleLoses {
		check := func(m Mark) bool { return m.Check }
		for _, c := range sides {
			if g.throughout(first, c, check) && !g.throughout(first, c.Other(), check) {
				return Outcome{Over: true, Winner: c.Other(), Reason: c.String() + " gave perpetual check"}, true
			}
		}
	}
	if rep.PerpetualAttack == variant.CycleLoses {
		attack := func(m Mark) bool { return m.Attack || m.Check }
		for _, c := range sides {
			if g.throughout(first, c, attack) && !g.throughout(first, c.Other(), attack) {
				return Outcome{Over: true, Winner: c.Other(), Reason: c.String() + " attacked throughout the repetition"}, true
			}
		}
	}
	if rep.PassFirstDeviates {
		for i := first; i+1 < len(g.moves); i++ {
			if g.marks[i].Pass && g.marks[i+1].Pass {
				c := g.mover(i)
				return Outcome{Over: true, Winner: c.Other(), Reason: c.String() + " passed first in a cycle of passes"}, true
			}
		}
	}
	if rep.Mode == variant.FourfoldNoContest {
		return Outcome{Over: true, Draw: true, Reason: "fourfold repetition: no contest"}, true
	}
	return Outcome{Over: true, Draw: true, Reason: "fourfold repetition"}, true
}

// repetitions counts how often the current position has occurred with the
// same side to move, and returns the history index of its first
// occurrence.
func (g *Game) repetitions() (n, first int) {
	cur := g.history[len(g.history)-1]
	first = len(g.history) - 1
	for i := len(g.history) - 1; i >= 0; i -= 2 {
		if g.history[i] == cur {
			n++
			first = i
		}
	}
	return n, first
}

// mover returns the side that made move i.
func (g *Game) mover(i int) board.Color {
	c := g.pos.side
	if (len(g.moves)-i)%2 == 1 {
		c = c.Other()
	}
	return c
}

// throughout reports whether every move side c made after history index
// first has the property test, and c made at least one.
func (g *Game) throughout(first int, c board.Color, test func(Mark) bool) bool {
	any := false
	for i := first; i < len(g.moves); i++ {
		// Move i leads from history[i] to history[i+1].
		if g.mover(i) != c {
			continue
		}
		any = true
		if !test(g.marks[i]) {
			return false
		}
	}
	return any
}
