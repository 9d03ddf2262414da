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

func compileWin(r *Rules, params any) (Hook, error) {
	w := params.(*variant.Win)
	h := &win{w: w}
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
	for _, c := range []board.Color{p.side, p.side.Other()} {
		if h.defeated(p, c) {
			reason := c.String() + "'s royal pieces captured"
			if len(h.objective) > 0 {
				reason = c.String() + "'s commanding pieces captured"
			}
			return Outcome{Over: true, Winner: c.Other(), Reason: reason}, true
		}
	}
	return Outcome{}, false
}

func (h *win) defeated(p *Position, c board.Color) bool {
	if len(h.objective) > 0 {
		for _, set := range h.objective {
			if !p.hasAny(c, set) {
				return true
			}
		}
		return false
	}
	royals := p.royals(c)
	return royals == 0 || (h.w.Royals == variant.AnyRoyalCaptured && royals < h.start[c])
}

// hasAny reports whether side c has a piece of a kind in set.
func (p *Position) hasAny(c board.Color, set []bool) bool {
	for _, s := range p.r.Geo.Squares() {
		if x := p.cells[s]; x != 0 && x.Color() == c && set[x.Kind()] {
			return true
		}
	}
	return false
}

// royals counts side c's royal pieces.
func (p *Position) royals(c board.Color) int {
	n := 0
	for _, s := range p.r.Geo.Squares() {
		if x := p.cells[s]; x != 0 && x.Color() == c && p.r.kinds[x.Kind()].royal {
			n++
		}
	}
	return n
}
