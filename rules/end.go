package rules

// End reports whether the end rules ([EndRule]: royal pieces captured, a
// bare king) end the game in the position, and how. It asks the end rules
// once a position: the verdict is kept in the undo log until the move that
// led to the position is taken back, so that asking again, and
// [Position.AppendMoves] asking, cost nothing. It generates no move (an
// end rule may: the JCSA's bare-king rule looks for an answer to a
// baring). It does not see the game's history: see [Game.Outcome].
func (p *Position) End() (Outcome, bool) {
	if p.r == nil || len(p.r.hooks.ends) == 0 {
		return Outcome{}, false
	}
	if v := p.verdict(); v.known {
		return v.outcome, v.outcome.Over()
	}
	// While the rules are asked, AppendMoves lists the moves without asking
	// them again, for an end rule that generates moves.
	judging := p.judging
	p.judging = true
	var o Outcome
	for _, h := range p.r.hooks.ends {
		var over bool
		if o, over = h.End(p); over {
			break
		}
	}
	p.judging = judging
	if !o.Over() {
		o = Outcome{}
	}
	*p.verdict() = verdict{outcome: o, known: true}
	return o, o.Over()
}

// verdict returns where the end rules' verdict on the position is kept:
// the undo record of the last move, or the position's own for the position
// the undo log starts from.
func (p *Position) verdict() *verdict {
	if n := len(p.undo); n > 0 {
		return &p.undo[n-1].end
	}
	return &p.startEnd
}

// over reports whether the end rules end the game in the position, for
// the generation and legality checks that offer no move then.
func (p *Position) over() bool {
	if p.judging || len(p.r.hooks.ends) == 0 {
		return false
	}
	_, over := p.End()
	return over
}

// Outcome tells how the game stands in the position by the rules that need
// no history: the end rules' outcome ([Position.End]); otherwise, if the
// side to move has no legal move, what the [NoMoveRule] says (the stalemate
// hook); otherwise the zero Outcome, a game in play. It generates moves
// only when the end rules let the game go on, and only as far as the first
// piece that has a legal move. The history rules (repetition,
// no-recurrence) are the [Game]'s: see [Game.Outcome].
func (p *Position) Outcome() Outcome {
	if p.r == nil {
		return Outcome{}
	}
	if o, over := p.End(); over {
		return o
	}
	frozen := p.markFrozen()
	for from := range p.pieces[p.side].all {
		if frozen && p.frozen.Has(from) {
			continue
		}
		if p.replies = p.appendPieceMoves(p.replies[:0], from, p.cells[from]); len(p.replies) > 0 {
			return Outcome{}
		}
	}
	return p.r.hooks.noMoves.NoMoves(p)
}
