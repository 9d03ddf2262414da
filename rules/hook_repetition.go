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

// RepetitionEnds is the occurrence of a position, counted with the same
// side to move, at which the fourfold repetition rules end the game.
const RepetitionEnds = 4

// Judge ends the game at the fourth occurrence of a position with the same
// side to move, as [Rules.CycleVerdict] judges the moves since its first
// occurrence; when no verdict names a loser the game is drawn, or no
// contest.
func (h *repetition) Judge(g *Game) (Outcome, bool) {
	if g.seen[g.pos.hash] < RepetitionEnds {
		return Outcome{}, false
	}
	if h.judges() {
		if o, ok := h.verdict(h.marks(g, g.firstOccurrence()), g.pos.side.Other()); ok {
			return o, true
		}
	}
	if h.rep.Mode == variant.FourfoldNoContest {
		return Outcome{Result: NoContest, Termination: Repetition}, true
	}
	return Outcome{Result: Draw, Termination: Repetition}, true
}

// judges reports whether a cycle verdict can name a loser.
func (h *repetition) judges() bool {
	rep := h.rep
	return rep.PerpetualCheck == variant.CycleLoses || rep.PerpetualAttack == variant.CycleLoses || rep.PassFirstDeviates
}

// CycleMark is what the repetition hook's cycle verdicts ask of one move of
// a cycle ([Position.CycleMarks], [Position.IsPass]).
type CycleMark struct {
	// Check: after the move its mover attacked a royal piece of the
	// opponent (the opponent's last one, where the rule's scope says so).
	Check bool
	// Attack: the move was no check, and its mover then attacked another
	// enemy piece (asked only where perpetual attacks lose).
	Attack bool
	// Pass: the move left the board as it was.
	Pass bool
}

// CycleVerdict judges a repetition cycle as the fourfold repetition hook
// does at the fourth occurrence of a position: marks are the moves since
// the position's earlier occurrence, the first first, and last is the side
// that made the last of them. The side that checked with every one of its
// moves while the other did not loses (PerpetualCheck); failing that,
// where the rule says so, the side that likewise attacked other pieces
// (PerpetualAttack); failing that, the side that passed first in two
// passes in a row (FirstPass). It reports false when no verdict names a
// loser — the repetition is then a draw, or no contest — and when the
// variant's history rule is not the fourfold repetition hook. A search
// uses it to score a position that recurs on its path as the rules will
// end the repetition.
func (r *Rules) CycleVerdict(marks []CycleMark, last board.Color) (Outcome, bool) {
	h, ok := r.hooks.history.(*repetition)
	if !ok || !h.judges() {
		return Outcome{}, false
	}
	return h.verdict(marks, last)
}

// verdict is [Rules.CycleVerdict] under this hook.
func (h *repetition) verdict(marks []CycleMark, last board.Color) (Outcome, bool) {
	rep := h.rep
	mover := func(i int) board.Color {
		if (len(marks)-1-i)%2 == 0 {
			return last
		}
		return last.Other()
	}
	// throughout reports whether every move c made has the property test,
	// and c made at least one.
	throughout := func(c board.Color, test func(CycleMark) bool) bool {
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
	kept := func(test func(CycleMark) bool) (board.Color, bool) {
		for _, c := range [2]board.Color{board.Black, board.White} {
			if throughout(c, test) && !throughout(c.Other(), test) {
				return c, true
			}
		}
		return board.Black, false
	}
	if rep.PerpetualCheck == variant.CycleLoses {
		if c, ok := kept(func(m CycleMark) bool { return m.Check }); ok {
			return Outcome{Result: WinFor(c.Other()), Termination: PerpetualCheck}, true
		}
	}
	if rep.PerpetualAttack == variant.CycleLoses {
		if c, ok := kept(func(m CycleMark) bool { return m.Check || m.Attack }); ok {
			return Outcome{Result: WinFor(c.Other()), Termination: PerpetualAttack}, true
		}
	}
	if rep.PassFirstDeviates {
		for i := range len(marks) - 1 {
			if marks[i].Pass && marks[i+1].Pass {
				return Outcome{Result: WinFor(mover(i).Other()), Termination: FirstPass}, true
			}
		}
	}
	return Outcome{}, false
}

// marks replays the moves of the game from history index first (the move
// that left that position first) and marks each: whether it gave check (of
// the sole royal piece, when the scope says so), whether the mover then
// attacked an enemy piece, whether it was a pass. It leaves the game's
// position as it found it.
func (h *repetition) marks(g *Game, first int) []CycleMark {
	p := g.pos
	n := len(g.moves) - first
	for range n {
		p.Unmake()
	}
	out := make([]CycleMark, n)
	for i, m := range g.moves[first:] {
		out[i].Pass = p.IsPass(m)
		p.Make(m)
		out[i].Check, out[i].Attack = h.threats(p)
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

// CycleMarks reports what the repetition hook's cycle verdicts ask of the
// move that led to p (the Check and Attack of its [CycleMark]), for a
// search that judges a cycle on its path with [Rules.CycleVerdict] as a
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
