package notation

import (
	"strings"

	"github.com/largeshogi/largeshogi/board"
)

// dashUnnamed is the word of the one move Kitao-Kawasaki and western
// notation write without the piece's name: a pass.
var dashUnnamed = []string{"--"}

// writeKitao writes move x in Kitao-Kawasaki notation as lishogi does: the
// piece's short name, its start square in brackets when another piece of
// that name could go to the same square, "-" or "x" (a capture) before each
// square it lands on, nothing after the mark for the last move's
// destination, "x!" and the square for igui, "--" for a pass, and "+" or
// "=" for a move that promotes or could and does not.
func writeKitao(s *scene, x *shape, name string, others []board.Square) string {
	origin := ""
	if len(others) > 0 || s.spell.origin {
		origin = "(" + numberSquare(x.m.From) + ")"
	}
	return writePath(s, x, name+origin, numberSquare, true)
}

// writeWestern returns the writer of western notation with the given
// squares: as Kitao-Kawasaki notation with the western name, the start
// square without brackets, and the destination always written.
func writeWestern(square func(board.Square) string) func(s *scene, x *shape, name string, others []board.Square) string {
	return func(s *scene, x *shape, name string, others []board.Square) string {
		if len(others) > 0 || s.spell.origin {
			name += square(x.m.From)
		}
		return writePath(s, x, name, square, false)
	}
}

// writePath writes move x after the piece: its squares each after "-" or
// "x", the squares it shoots each after "!", and the promotion mark; igui
// as "x!" and the squares captured, a pass as "--". With omitLast the
// destination of a one-step move to the last move's destination is left
// out.
func writePath(s *scene, x *shape, piece string, square func(board.Square) string, omitLast bool) string {
	m := x.m
	prom := promotion(s, m, "+", "=")
	mark := func(sq board.Square) string {
		if sq != m.From && s.enemy(sq) {
			return "x"
		}
		return "-"
	}
	var b strings.Builder
	switch {
	case x.pass:
		return "--" + prom
	case x.igui:
		b.WriteString(piece)
		for _, st := range x.steps {
			if st.capture {
				b.WriteString("x!" + square(st.sq))
			} else {
				b.WriteString("-!" + square(st.sq))
			}
		}
		return b.String() + prom
	}
	b.WriteString(piece)
	for _, st := range x.steps {
		b.WriteString(mark(st.sq) + square(st.sq))
	}
	b.WriteString(mark(m.To))
	if !omitLast || len(x.steps) > 0 || m.To != s.last || s.spell.destination {
		b.WriteString(square(m.To))
	}
	for _, sq := range x.shots {
		b.WriteString("!" + square(sq))
	}
	return b.String() + prom
}
