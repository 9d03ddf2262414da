package rules

import "github.com/largeshogi/largeshogi/variant"

// Plies returns how many moves the undo log holds: the moves (null moves
// included) made on the position that [Position.Unmake] and
// [Position.UnmakeNull] can take back. A search on a [Position.Clone] of a
// game's position counts from the search's root.
func (p *Position) Plies() int { return len(p.undo) }

// MoveAt returns the move made at ply (0 to Plies()-1) of the undo log, the
// first first: the zero Move for a null move. It panics for another ply.
func (p *Position) MoveAt(ply int) Move { return p.undo[ply].move }

// HashAt returns the hash of the position at ply of the undo log: the
// position the log starts from at 0, the one after the first move at 1,
// and so on to the current position's, [Position.Hash], at Plies(). It
// panics for a ply outside 0 to Plies().
func (p *Position) HashAt(ply int) uint64 {
	if ply == len(p.undo) {
		return p.hash
	}
	return p.undo[ply].hash
}

// Repeats counts the earlier occurrences of the current position along the
// undo log, the log's first position left out: the positions at plies 1
// to Plies()-1 with the current hash (and so with the same side to move),
// looking back two plies at a time and no further than the last null move,
// across which no position recurs. It costs a look at every other ply of
// the log.
//
// A search that plays on a clone of a [Game]'s position (the log's first
// position, which the game counts) finds how often the position at a node
// occurred before it, in the game and on the search's path, as
// g.Occurrences(p.Hash()) + p.Repeats(). See [Rules.Repetition] for what
// the history rule does with that count.
func (p *Position) Repeats() int {
	n := 0
	for ply := len(p.undo) - 2; ply >= 1; ply -= 2 {
		if p.undo[ply].null || p.undo[ply+1].null {
			break
		}
		if p.undo[ply].hash == p.hash {
			n++
		}
	}
	return n
}

// Repetition returns a copy of the parameters of the variant's repetition
// hook (its defaults when the variant does not name it), and false when
// its history rule is a hook of its own, which only a [Game] can ask. A search uses
// them with the count of earlier occurrences of the position at a node
// ([Position.Repeats]):
//
//   - under the no-recurrence rule (Mode [variant.NoRecurrence]) a move to
//     a position that occurred before is illegal: the search takes it back
//     and tries the next, and a side whose every move is refused has no
//     legal move ([NoMoveRule], as [Game.Outcome] says with termination
//     NoRecurrence);
//   - under the fourfold rules the fourth occurrence ends the game: a draw
//     (Sennichite) or no contest, unless a side checked with every one of
//     its moves since the first occurrence and the other did not
//     (PerpetualCheck CycleLoses: that side loses), or likewise attacked
//     (PerpetualAttack), or passed first in passes in a row
//     (PassFirstDeviates); a search usually scores a position that recurs
//     on its path as the repetition will end ([Rules.CycleVerdict]),
//     without waiting for the fourth time ([RepetitionEnds]) where the
//     verdict goes against the side it searches for, which must then
//     leave the cycle; a verdict for that side ends nothing before the
//     fourth time, as the side it names may leave the cycle at any move.
//
// Whatever the search does inside its tree, the move it plays must be one
// the game allows: take it from [Game.AppendMoves], or test it with
// [Game.Legal], which apply the history rule to the game's whole history.
func (r *Rules) Repetition() (variant.Repetition, bool) {
	switch h := r.hooks.history.(type) {
	case *repetition:
		return *h.rep, true
	case noRecurrence:
		return *h.rep, true
	}
	return variant.Repetition{}, false
}
