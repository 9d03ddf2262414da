package rules

import "github.com/largeshogi/largeshogi/variant"

// stalemate is the stalemate hook: the result for a side with no legal
// move.
type stalemate struct{ draw bool }

func compileStalemate(r *Rules, params *variant.Stalemate) (Hook, error) {
	return &stalemate{params.Result == variant.StalemateDraw}, nil
}

// NoMoves draws, or rules the side to move lost.
func (h *stalemate) NoMoves(p *Position) Outcome {
	if h.draw {
		return Outcome{Result: Draw, Termination: Stalemate}
	}
	return Outcome{Result: WinFor(p.side.Other()), Termination: Stalemate}
}
