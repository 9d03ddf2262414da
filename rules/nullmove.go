package rules

// MakeNull passes the turn to the other side without moving a piece, for a
// search's null-move pruning: no rule allows it in a game, so no [Game]
// plays it. The side to move changes, and with it the hash; the move
// number counts it. The rule hooks' effects ([Effect]) run as after a move
// that moves and removes nothing — [MoveEffects] with the zero Move, no
// moving piece (Moved 0, Now 0) and nothing removed — so that a state that
// lasts one move is over: lion trading's counter-strike square is cleared,
// as after any move that takes no lion, and the ban it carries does not
// pass to the side that took the lion. The null move goes in the undo log:
// [Position.UnmakeNull] (or Unmake) takes it back, restoring the state
// words and the hash; [Position.LastMove] and [Position.MoveAt] give it as
// the zero Move, and [Position.Repeats] looks no further back.
func (p *Position) MakeNull() {
	if p.r == nil {
		return
	}
	p.undo = append(p.undo, undo{firstCell: len(p.changes), firstState: len(p.stateLog), hash: p.hash, null: true})
	if len(p.r.hooks.effects) > 0 {
		e := &p.effects
		*e = MoveEffects{Removed: p.removed[:0], p: p}
		for _, h := range p.r.hooks.effects {
			h.AfterMove(p, e)
		}
		p.removed = e.Removed[:0]
	}
	p.side = p.side.Other()
	p.hash ^= p.r.zobSide
	p.number++
}

// UnmakeNull takes back a null move made by [Position.MakeNull] and reports
// true; it reports false, and does nothing, when the last move in the undo
// log is not a null move.
func (p *Position) UnmakeNull() bool {
	if len(p.undo) == 0 || !p.undo[len(p.undo)-1].null {
		return false
	}
	return p.Unmake()
}
