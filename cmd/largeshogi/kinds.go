package main

import (
	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
)

// The kinds of square in a report.
//
// A destination's kind comes from the paths the move takes to it with the
// piece alone on the board. Each leg of a path, from where the piece stands
// to where the leg ends, is
//
//   - a step if it ends next to where it starts;
//   - a jump if it ends farther away and still gets there with friendly
//     pieces on every square it passes between (a leg off the eight lines,
//     such as a knight's, has no such square and always jumps);
//   - a slide otherwise: farther along a line, across squares that must be
//     empty.
//
// A path is a jump if one of its legs jumps, else a range if one of its
// legs slides, else a step; a destination is a jump if one of its paths is,
// else a range if one is, else a step. So the lion's second squares are
// jumps (its D and A leaps, though two king steps also reach them), a
// rook's squares beyond the first are ranges, and the ko shogi flag
// waver's five squares in a row are steps, as the rule texts draw them.
//
// Igui and shot squares are found with an enemy piece standing alone on
// the square, as [betza.Draw] finds them: an igui square's enemy can be
// captured by a move that ends on the piece's own square, a shot square's
// by a leg that does not move the piece (x).
const (
	kindStep  = "step"
	kindJump  = "jump"
	kindRange = "range"
	kindIgui  = "igui"
	kindShot  = "shot"
)

// kindRank orders destination kinds: a destination takes the highest of its
// paths' kinds.
var kindRank = map[string]int{kindStep: 1, kindRange: 2, kindJump: 3}

// destinationKinds returns the kind of each square a Black piece on from
// can move to with move prog on an otherwise empty board of geometry geo.
func destinationKinds(prog *betza.Program, geo *board.Geometry, from board.Square) map[board.Square]string {
	k := kinder{g: betza.NewGenerator(geo), geo: geo, prog: prog, from: from, leaps: map[string]bool{}}
	empty := geo.NewOccupancy()
	kinds := map[board.Square]string{}
	for _, o := range k.g.Append(nil, prog, from, board.Black, empty, true) {
		if o.To == from {
			continue
		}
		kind := k.pathKind(path(&o))
		if kindRank[kind] > kindRank[kinds[o.To]] {
			kinds[o.To] = kind
		}
	}
	return kinds
}

// kinder classifies the paths of one move from one square.
type kinder struct {
	g     *betza.Generator
	geo   *board.Geometry
	prog  *betza.Program
	from  board.Square
	leaps map[string]bool // by the path up to a long leg's end: whether it jumps
}

// path returns the squares an outcome's legs end on, in order, leaving out
// the squares its shooting legs aim at (the piece does not move there).
func path(o *betza.Outcome) []board.Square {
	var out []board.Square
	for _, t := range o.Touches() {
		if t.Kind == betza.Through || t.Kind == betza.Capture {
			out = append(out, t.Square)
		}
	}
	return out
}

// pathKind returns the kind of the path p (the squares its legs end on).
func (k *kinder) pathKind(p []board.Square) string {
	kind := kindStep
	at := k.from
	for i, to := range p {
		dx, dy := k.geo.Relative(at, to, board.Black)
		adx, ady := max(dx, -dx), max(dy, -dy)
		switch {
		case adx <= 1 && ady <= 1:
		case (dx != 0 && dy != 0 && adx != ady) || k.leap(p[:i+1], at, dx, dy):
			return kindJump
		default:
			kind = kindRange
		}
		at = to
	}
	return kind
}

// leap reports whether the leg from square at by (dx, dy) along a line,
// which ends path p, still reaches its end with friendly pieces on the
// squares between (all but the piece's own square, which counts as empty
// while it moves).
func (k *kinder) leap(p []board.Square, at board.Square, dx, dy int) bool {
	key := string(squareBytes(p))
	if v, ok := k.leaps[key]; ok {
		return v
	}
	occ := k.geo.NewOccupancy()
	n := max(dx, -dx, dy, -dy)
	for i := 1; i < n; i++ {
		s := at + board.Square(k.geo.Delta(i*dx/n, i*dy/n, board.Black))
		if s != k.from {
			occ[s] = board.BlackPiece
		}
	}
	found := false
	for _, o := range k.g.Append(nil, k.prog, k.from, board.Black, occ, true) {
		if q := path(&o); len(q) >= len(p) && string(squareBytes(q[:len(p)])) == key {
			found = true
			break
		}
	}
	k.leaps[key] = found
	return found
}

// squareBytes writes squares as bytes, for map keys.
func squareBytes(sq []board.Square) []byte {
	b := make([]byte, 0, 2*len(sq))
	for _, s := range sq {
		b = append(b, byte(s), byte(uint16(s)>>8))
	}
	return b
}
