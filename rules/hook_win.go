package rules

import (
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

// win is the win hook: a side loses when it has lost its royal pieces, or
// every piece of one of its objective sets.
type win struct {
	w         *variant.Win
	objective [][]bool // by set and kind: the kind is a piece of the set
	start     [2]int   // royal pieces each side starts with
}

func compileWin(r *Rules, w *variant.Win) (Hook, error) {
	h := &win{w: w}
	r.spareRoyals = w.Royals == variant.AllRoyalsCaptured && len(w.Objectives) == 0
	for _, set := range w.Objectives {
		in := make([]bool, len(r.kinds))
		for k := 1; k < len(r.kinds); k++ {
			for _, id := range set {
				in[k] = in[k] || r.kinds[k].moves.ID == id || r.kinds[k].face.ID == id
			}
		}
		h.objective = append(h.objective, in)
	}
	for _, pl := range r.Variant.Setup {
		if pl.Piece.Royal {
			h.start[pl.Color]++
		}
	}
	return h, nil
}

// End ends the game when a side has been defeated, the side to move first.
func (h *win) End(p *Position) (Outcome, bool) {
	if len(h.objective) > 0 {
		for _, c := range []board.Color{p.side, p.side.Other()} {
			for _, set := range h.objective {
				if !p.hasAny(c, set) {
					return Outcome{Result: WinFor(c.Other()), Termination: CommandersCaptured}, true
				}
			}
		}
		return Outcome{}, false
	}
	royals := p.royals
	for _, c := range []board.Color{p.side, p.side.Other()} {
		if royals[c] == 0 || (h.w.Royals == variant.AnyRoyalCaptured && royals[c] < h.start[c]) {
			return Outcome{Result: WinFor(c.Other()), Termination: RoyalCapture}, true
		}
	}
	return Outcome{}, false
}

// RoyalAtStake reports whether side c would lose the game by the capture
// of any one of its royal pieces: where the win rule counts every royal
// piece a side starts with (any-captured), where objective sets decide,
// and where c is down to its last royal piece. A side with several royal
// pieces that loses only when all of them are gone (a king and the prince
// a drunk elephant promotes to) loses a piece, not the game, when one of
// them is taken.
func (p *Position) RoyalAtStake(c board.Color) bool {
	return !p.r.spareRoyals || p.royals[c] <= 1
}

// SpareRoyals reports whether a side loses only when all its royal pieces
// are gone (the win rule's all-captured, the default), so that a royal
// piece beside another is no more than a piece (see
// [Position.RoyalAtStake]).
func (r *Rules) SpareRoyals() bool { return r.spareRoyals }

// hasAny reports whether side c has a piece of a kind in set.
func (p *Position) hasAny(c board.Color, set []bool) bool {
	for s := range p.pieces[c].all {
		if set[p.cells[s].Kind()] {
			return true
		}
	}
	return false
}
