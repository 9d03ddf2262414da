package search

import (
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// ending judges, on the board alone, whether the win hook's rule has
// ended the game: a side that has lost all its royal pieces (or, by the
// hook's parameters, any of them, or every piece of one of its objective
// sets).
type ending struct {
	squares        []board.Square
	royal          []bool   // by kind
	sets           []uint64 // by kind: the objective sets the kind belongs to
	nsets          int
	any            bool   // any royal lost loses, not only the last
	stalemateLoses bool   // a side with no legal move loses
	start          [2]int // royal pieces each side started with
}

// newEnding reads the win and stalemate hooks' parameters of r.
func newEnding(r *rules.Rules) *ending {
	e := &ending{squares: r.Geo.Squares(), royal: make([]bool, r.Kinds()+1), sets: make([]uint64, r.Kinds()+1), stalemateLoses: true}
	var win *variant.Win
	if w, ok := r.Variant.Rule("win").(*variant.Win); ok {
		win = w
		e.any = w.Royals == variant.AnyRoyalCaptured
		e.nsets = min(len(w.Objectives), 64)
	}
	if st, ok := r.Variant.Rule("stalemate").(*variant.Stalemate); ok {
		e.stalemateLoses = st.Result == variant.StalemateLoss
	}
	for k := rules.Kind(1); int(k) <= r.Kinds(); k++ {
		e.royal[k] = r.Piece(k).Royal
		for i := range e.nsets {
			for _, id := range win.Objectives[i] {
				if face, p := r.Face(k), r.Piece(k); face.ID == id || p.ID == id || face.Has(id) || p.Has(id) {
					e.sets[k] |= 1 << i
				}
			}
		}
	}
	return e
}

// begin counts the royal pieces each side has at the start of the game
// whose start position is p.
func (e *ending) begin(p *rules.Position) {
	e.start = [2]int{}
	for _, sq := range e.squares {
		if c := p.At(sq); c != 0 && e.royal[c.Kind()] {
			e.start[c.Color()]++
		}
	}
}

// lost reports whether the game is over on p's board, and if so whether
// the side to move has lost (otherwise it has won).
func (e *ending) lost(p *rules.Position) (lost, over bool) {
	var royals [2]int
	var sets [2][64]int
	for _, sq := range e.squares {
		c := p.At(sq)
		if c == 0 {
			continue
		}
		k, side := c.Kind(), c.Color()
		if e.royal[k] {
			royals[side]++
		}
		for m, i := e.sets[k], 0; m != 0; m, i = m>>1, i+1 {
			if m&1 != 0 {
				sets[side][i]++
			}
		}
	}
	gone := func(side board.Color) bool {
		if e.nsets > 0 {
			for i := range e.nsets {
				if sets[side][i] == 0 {
					return true
				}
			}
			return false
		}
		if e.any {
			return royals[side] < e.start[side]
		}
		return royals[side] == 0 && e.start[side] > 0
	}
	us := p.Side()
	switch {
	case gone(us):
		return true, true
	case gone(us.Other()):
		return false, true
	}
	return false, false
}
