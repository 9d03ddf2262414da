package betza

import (
	"cmp"
	"strings"

	"github.com/largeshogi/largeshogi/board"
)

// Mark is how a movement diagram shows one square.
type Mark uint8

// Diagram marks, as the rule texts draw them.
const (
	None   Mark = iota
	Origin      // the piece itself
	Step        // ○ reached by stepping
	Jump        // ☆ reached by jumping over whatever stands between
	Range       // a line: reached by ranging over empty squares
	Igui        // ! an enemy here can be captured without moving
	Shoot       // * an enemy here can be shot
)

// Diagram is what a move does on an otherwise empty board: where the piece
// can go and what it can capture without moving.
type Diagram struct {
	Geo *board.Geometry
	At  board.Square
	// Marks holds one mark per square, indexed by [board.Geometry.Index].
	Marks []Mark
	// Destinations lists the squares the piece can move to, in board order.
	Destinations []board.Square
	// Igui lists the squares where an enemy piece standing alone could be
	// captured by a move that ends where it started.
	Igui []board.Square
	// Shots lists the squares where an enemy piece standing alone could be
	// shot (captured by an x leg).
	Shots []board.Square
	// Pass reports whether the piece can end its move where it started with
	// nothing captured.
	Pass bool
}

// Draw computes the diagram of program p for a Black piece on square at of an
// otherwise empty board.
func Draw(p *Program, geo *board.Geometry, at board.Square) *Diagram {
	d := &Diagram{Geo: geo, At: at, Marks: make([]Mark, geo.Len())}
	d.Marks[geo.Index(at)] = Origin
	g := NewGenerator(geo)
	occ := geo.NewOccupancy()
	var buf []Outcome
	reach := make([]bool, geo.Cells())
	buf = g.Append(buf[:0], p, at, board.Black, occ, false)
	for i := range buf {
		o := &buf[i]
		if o.To == at {
			d.Pass = d.Pass || o.Pass()
			continue
		}
		reach[o.To] = true
	}
	for _, s := range geo.Squares() {
		if reach[s] {
			d.Destinations = append(d.Destinations, s)
		}
	}
	for _, s := range d.Destinations {
		d.Marks[geo.Index(s)] = d.classify(g, p, s, occ, reach)
	}
	for _, s := range geo.Squares() {
		if s == at {
			continue
		}
		occ[s] = board.WhitePiece
		buf = g.Append(buf[:0], p, at, board.Black, occ, false)
		occ[s] = board.Empty
		igui, shot := false, false
		for i := range buf {
			for _, t := range buf[i].Touches() {
				shot = shot || (t.Square == s && t.Kind == Shot)
				igui = igui || (t.Square == s && t.Kind == Capture && buf[i].To == at)
			}
		}
		m := &d.Marks[geo.Index(s)]
		if shot {
			d.Shots = append(d.Shots, s)
			if *m == None || *m == Step {
				*m = Shoot
			}
		}
		if igui {
			d.Igui = append(d.Igui, s)
			if *m == None || *m == Step {
				*m = Igui
			}
		}
	}
	return d
}

// classify tells how the piece reaches destination s: with friendly pieces
// on every square between (on the line to s, or around the piece for a
// square off the lines) a jump still gets there and a step or a range does
// not.
func (d *Diagram) classify(g *Generator, p *Program, s board.Square, occ board.Occupancy, reach []bool) Mark {
	geo := d.Geo
	dx, dy := geo.Relative(d.At, s, board.Black)
	adx, ady := max(dx, -dx), max(dy, -dy)
	if adx <= 1 && ady <= 1 {
		return Step
	}
	var blocked []board.Square
	onLine := dx == 0 || dy == 0 || adx == ady
	if onLine {
		sx, sy := cmp.Compare(dx, 0), cmp.Compare(dy, 0)
		for k := 1; k < max(adx, ady); k++ {
			blocked = append(blocked, d.At+board.Square(geo.Delta(k*sx, k*sy, board.Black)))
		}
	} else {
		for _, v := range atomVecs('K') {
			blocked = append(blocked, d.At+board.Square(geo.Delta(int(v.dx), int(v.dy), board.Black)))
		}
	}
	saved := make([]board.Occupant, len(blocked))
	for i, b := range blocked {
		saved[i] = occ[b]
		if occ[b] == board.Empty {
			occ[b] = board.BlackPiece
		}
	}
	reached := false
	for _, o := range g.Append(nil, p, d.At, board.Black, occ, false) {
		reached = reached || o.To == s
	}
	for i, b := range blocked {
		occ[b] = saved[i]
	}
	switch {
	case reached:
		return Jump
	case onLine && lineReached(d, reach, dx, dy):
		return Range
	}
	return Step
}

// lineReached reports whether every square from the piece to (dx, dy) along
// the line is a destination, as for a ranging move.
func lineReached(d *Diagram, reach []bool, dx, dy int) bool {
	sx, sy := cmp.Compare(dx, 0), cmp.Compare(dy, 0)
	for k := 1; k <= max(dx*sx, dy*sy); k++ {
		if !reach[d.At+board.Square(d.Geo.Delta(k*sx, k*sy, board.Black))] {
			return false
		}
	}
	return true
}

// Text draws the diagram as the rule texts do, within radius squares of the
// piece (0 draws the whole board): ● the piece (◎ if it can pass), ○ step,
// ☆ jump, │ ─ ╲ ╱ ranging, ! igui, * shot, · nothing.
func (d *Diagram) Text(radius int) string {
	geo := d.Geo
	ax, ay := geo.XY(d.At)
	x0, x1, y0, y1 := 0, geo.Files()-1, 0, geo.Ranks()-1
	if radius > 0 {
		x0, x1 = max(x0, ax-radius), min(x1, ax+radius)
		y0, y1 = max(y0, ay-radius), min(y1, ay+radius)
	}
	var b strings.Builder
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			if x > x0 {
				b.WriteByte(' ')
			}
			s := geo.At(x, y)
			m := d.Marks[geo.Index(s)]
			switch m {
			case Origin:
				if d.Pass {
					b.WriteString("◎")
				} else {
					b.WriteString("●")
				}
			case Step:
				b.WriteString("○")
			case Jump:
				b.WriteString("☆")
			case Igui:
				b.WriteString("!")
			case Shoot:
				b.WriteString("*")
			case Range:
				dx, dy := geo.Relative(d.At, s, board.Black)
				switch {
				case dx == 0:
					b.WriteString("│")
				case dy == 0:
					b.WriteString("─")
				case (dx > 0) == (dy > 0):
					b.WriteString("╱")
				default:
					b.WriteString("╲")
				}
			default:
				b.WriteString("·")
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}
