package rules

import (
	"fmt"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

// compileRepetition compiles the repetition hook: the no-recurrence rule,
// a filter on the moves of a game, or a rule that ends the game at the
// fourth occurrence of a position.
func compileRepetition(r *Rules, rep *variant.Repetition) (Hook, error) {
	if rep.Mode == variant.NoRecurrence {
		return noRecurrence{rep}, nil
	}
	return &repetition{rep}, nil
}

// noRecurrence is the repetition hook under the no-recurrence rule: a move
// may not recreate a position that has occurred in the game with the same
// side to move. A pass is allowed (the other side is then to move), but a
// second pass in a row is not: it recreates the position before the first.
type noRecurrence struct{ rep *variant.Repetition }

// Judge never ends the game: a move that would repeat a position is not
// played.
func (noRecurrence) Judge(g *Game) (Outcome, bool) { return Outcome{}, false }

// Forbids refuses a move to a position that has occurred before.
func (noRecurrence) Forbids(g *Game, after *Position) string {
	h := after.Hash()
	if g.seen[h] == 0 {
		return ""
	}
	for i, x := range g.hashes {
		if x == h {
			when := "at the start"
			if i > 0 {
				when = fmt.Sprintf("after ply %d", i)
			}
			return fmt.Sprintf("it recreates the position %s, with %s to move", when, after.side)
		}
	}
	return ""
}

// Blocked: a side whose every move would repeat a position has no legal
// move.
func (noRecurrence) Blocked() Termination { return NoRecurrence }

// repetition is the repetition hook under the fourfold rules: the fourth
// occurrence of a position ends the game.
type repetition struct{ rep *variant.Repetition }

// Judge ends the game at the fourth occurrence of a position with the same
// side to move. Then the side that must deviate loses, as a player who
// makes a forbidden move does — the side that checked with every move of
// the cycle when the other did not; failing that, when the rule says so,
// the side that attacked other pieces with every move when the other did
// not; failing that, the side that passed first in consecutive passes.
// Otherwise the game is drawn, or no contest.
func (h *repetition) Judge(g *Game) (Outcome, bool) {
	rep := h.rep
	if g.seen[g.pos.hash] < 4 {
		return Outcome{}, false
	}
	first := g.firstOccurrence()
	if rep.PerpetualCheck != variant.CycleAllowed || rep.PerpetualAttack != variant.CycleAllowed || rep.PassFirstDeviates {
		marks := h.marks(g, first)
		sides := [2]board.Color{board.Black, board.White}
		if rep.PerpetualCheck == variant.CycleLoses {
			check := func(m mark) bool { return m.check }
			for _, c := range sides {
				if g.throughout(marks, first, c, check) && !g.throughout(marks, first, c.Other(), check) {
					return Outcome{Result: WinFor(c.Other()), Termination: PerpetualCheck}, true
				}
			}
		}
		if rep.PerpetualAttack == variant.CycleLoses {
			attack := func(m mark) bool { return m.attack || m.check }
			for _, c := range sides {
				if g.throughout(marks, first, c, attack) && !g.throughout(marks, first, c.Other(), attack) {
					return Outcome{Result: WinFor(c.Other()), Termination: PerpetualAttack}, true
				}
			}
		}
		if rep.PassFirstDeviates {
			for i := range len(marks) - 1 {
				if marks[i].pass && marks[i+1].pass {
					return Outcome{Result: WinFor(g.mover(first + i).Other()), Termination: FirstPass}, true
				}
			}
		}
	}
	if rep.Mode == variant.FourfoldNoContest {
		return Outcome{Result: NoContest, Termination: Repetition}, true
	}
	return Outcome{Result: Draw, Termination: Repetition}, true
}

// mark is what the repetition rule needs to know of a move.
type mark struct {
	check  bool // the move attacked a royal piece of the opponent
	attack bool // after the move the mover attacked some enemy piece
	pass   bool // the move left the board as it was
}

// marks replays the moves of the game from history index first (the move
// that left that position first) and marks each: whether it gave check (of
// the sole royal piece, when the scope says so), whether the mover then
// attacked an enemy piece, whether it was a pass. It leaves the game's
// position as it found it.
func (h *repetition) marks(g *Game, first int) []mark {
	p := g.pos
	n := len(g.moves) - first
	for range n {
		p.Unmake()
	}
	out := make([]mark, n)
	for i, m := range g.moves[first:] {
		out[i].pass = p.IsPass(m)
		p.Make(m)
		out[i].check, out[i].attack = h.threats(p)
	}
	return out
}

// threats reports, of the side that has just moved, whether it checks and
// whether it attacks another piece, as far as the rule asks.
func (h *repetition) threats(p *Position) (check, attack bool) {
	rep := h.rep
	check = p.inCheck(p.side)
	if rep.PerpetualCheckScope == variant.SoleObjectiveCheck && p.royals[p.side] > 1 {
		check = false // only a check of the last commanding piece counts
	}
	if rep.PerpetualAttack == variant.CycleLoses && !check {
		for _, s := range p.r.Geo.Squares() {
			if c := p.cells[s]; c != 0 && c.Color() == p.side && p.attacked(s, p.side.Other()) {
				return check, true
			}
		}
	}
	return check, false
}

// firstOccurrence returns the history index of the first occurrence of the
// current position.
func (g *Game) firstOccurrence() int {
	cur := g.hashes[len(g.hashes)-1]
	for i, h := range g.hashes {
		if h == cur {
			return i
		}
	}
	return len(g.hashes) - 1
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
// first has the property test, and c made at least one; marks[i] is the
// mark of move first+i.
func (g *Game) throughout(marks []mark, first int, c board.Color, test func(mark) bool) bool {
	any := false
	for i, m := range marks {
		if g.mover(first+i) != c {
			continue
		}
		any = true
		if !test(m) {
			return false
		}
	}
	return any
}

// CycleMarks reports what the repetition hook's cycle verdicts ask of the
// move that led to p, for a search that judges a cycle on its path as a
// [Game] does at the fourth occurrence: whether the side that made the
// move now attacks a royal piece of the side to move (its last one only,
// where the rule's scope says so), and, where the rule makes perpetual
// attacks lose and the move is not a check, whether it attacks another
// enemy piece. Both are false when the variant's history rule is not the
// fourfold repetition hook.
func (p *Position) CycleMarks() (check, attack bool) {
	if p.r == nil {
		return false, false
	}
	h, ok := p.r.hooks.history.(*repetition)
	if !ok {
		return false, false
	}
	return h.threats(p)
}
