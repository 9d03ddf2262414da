// Package render draws boards and piece move diagrams as SVG: the board of
// a position or of a variant's start, with its pieces as pentagons bearing
// their kanji (promoted pieces in red, White's turned half round), file
// numbers above and rank letters on the right; and a piece's moves the way
// the rule texts draw them (○ step, ☆ jump, lines for ranging, ! igui,
// * shot, a ring for a pass).
//
// The command largeshogi and the web page draw with it, so that both show
// the same pictures. A square is [CellSize] pixels wide; [Corner] gives
// where a square is in a drawing, for a program that draws over it.
package render
