package main

import "github.com/largeshogi/largeshogi/betza"

// The kinds of square in a report: a destination's kind is its mark in
// [betza.Diagram], which says how each is found; igui and shot squares
// are listed apart, so that a square may be a destination and an igui or
// shot square at once.
const (
	kindStep  = "step"
	kindJump  = "jump"
	kindRange = "range"
	kindIgui  = "igui"
	kindShot  = "shot"
)

// destinationKind returns the kind of a destination marked m.
func destinationKind(m betza.Mark) string {
	switch {
	case m.Has(betza.Jump):
		return kindJump
	case m.Has(betza.Range):
		return kindRange
	}
	return kindStep
}
