package betza

import (
	"cmp"
	"strings"
	"unicode/utf8"

	"github.com/largeshogi/largeshogi/board"
)

// Mark is the set of ways a movement diagram shows one square: a square
// may be a destination and an igui square and a shot square at once (the
// lion's neighbours are steps and igui; a longbow's steps are also shots).
type Mark uint8

// Diagram marks, as the rule texts draw them. A destination has one of
// Step, Jump and Range; Igui and Shoot may come with it or alone.
const (
	Origin Mark = 1 << iota // the piece itself
	Step                    // ○ reached by stepping
	Jump                    // ☆ reached by jumping over whatever stands between
	Range                   // a line: reached by ranging over empty squares
	Igui                    // ! an enemy here can be captured without moving
	Shoot                   // * an enemy here can be shot

	// None is no mark: the piece can do nothing on the square.
	None Mark = 0
)

// Has reports whether m includes every mark of k.
func (m Mark) Has(k Mark) bool { return m&k == k }

// Diagram is what a move does on an otherwise empty board: where the piece
// can go and what it can capture without moving.
//
// A destination's kind comes from the paths the move takes to it with the
// piece alone on the board. Each leg of a path, from where the piece
// stands to where the leg ends, is
//
//   - a step if it ends next to where it starts;
//   - a jump if it ends farther away and still gets there with friendly
//     pieces on every square it passes between (a leg off the eight lines,
//     such as a knight's, has no such square and always jumps);
//   - a slide otherwise: farther along a line, across squares that must be
//     empty.
//
// A path is a jump if one of its legs jumps, else a range if one of its
// legs slides, else a step; a destination is a jump if one of its paths
// is, else a range if one is, else a step: a jump gets wherever a slide or
// steps along the same squares get, and a slide wherever steps do. So the
// lion's second squares are jumps (its D and A leaps, though two king
// steps also reach them), a rook's squares beyond the first are ranges, the
// hook mover's squares off its lines are ranges too, and the ko shogi flag
// waver's five squares in a row are steps, as the rule texts draw them.
//
// Igui and shot squares are found with an enemy piece standing alone on
// the square: an igui square's enemy can be captured by a move that ends
// on the piece's own square, a shot square's by a leg that does not move
// the piece (x). They are marked whatever else the square is.
type Diagram struct {
	Geo *board.Geometry
	At  board.Square
	// Marks holds one set of marks per square, indexed by
	// [board.Geometry.Index].
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

	// arrivals holds, for each square marked Range, the directions of the
	// last legs of the ranging paths that end there, as bits of dirBit.
	arrivals []uint16
}

// Draw computes the diagram of program p for a Black piece on square at of an
// otherwise empty board.
func Draw(p *Program, geo *board.Geometry, at board.Square) *Diagram {
	d := &Diagram{Geo: geo, At: at, Marks: make([]Mark, geo.Len()), arrivals: make([]uint16, geo.Len())}
	d.Marks[geo.Index(at)] = Origin
	k := kinder{g: NewGenerator(geo), geo: geo, prog: p, from: at, leaps: map[string]bool{}}
	occ := geo.NewOccupancy()
	kinds := make([]Mark, geo.Cells())
	for _, o := range k.g.Append(nil, p, at, board.Black, occ, true) {
		if o.To == at {
			d.Pass = d.Pass || o.Pass()
			continue
		}
		kind, last := k.pathKind(path(&o))
		if kindRank(kind) > kindRank(kinds[o.To]) {
			kinds[o.To] = kind
		}
		if kind == Range {
			d.arrivals[geo.Index(o.To)] |= dirBit(last)
		}
	}
	for _, s := range geo.Squares() {
		if kinds[s] != None {
			d.Destinations = append(d.Destinations, s)
			d.Marks[geo.Index(s)] |= kinds[s]
		}
	}
	var buf []Outcome
	for _, s := range geo.Squares() {
		if s == at {
			continue
		}
		occ[s] = board.WhitePiece
		buf = k.g.Append(buf[:0], p, at, board.Black, occ, false)
		occ[s] = board.Empty
		igui, shot := false, false
		for i := range buf {
			for _, t := range buf[i].Touches() {
				shot = shot || (t.Square == s && t.Kind == Shot)
				igui = igui || (t.Square == s && t.Kind == Capture && buf[i].To == at)
			}
		}
		if shot {
			d.Shots = append(d.Shots, s)
			d.Marks[geo.Index(s)] |= Shoot
		}
		if igui {
			d.Igui = append(d.Igui, s)
			d.Marks[geo.Index(s)] |= Igui
		}
	}
	return d
}

// kindRank orders the kinds of destination: a destination takes the
// highest of its paths' kinds.
func kindRank(k Mark) int {
	switch k {
	case Step:
		return 1
	case Range:
		return 2
	case Jump:
		return 3
	}
	return 0
}

// kinder classifies the paths of one move from one square.
type kinder struct {
	g     *Generator
	geo   *board.Geometry
	prog  *Program
	from  board.Square
	leaps map[string]bool // by the path up to a long leg's end: whether it jumps
}

// path returns the squares an outcome's legs end on, in order, leaving out
// the squares its shooting legs aim at (the piece does not move there).
func path(o *Outcome) []board.Square {
	var out []board.Square
	for _, t := range o.Touches() {
		if t.Kind == Through || t.Kind == Capture {
			out = append(out, t.Square)
		}
	}
	return out
}

// pathKind returns the kind of the path p (the squares its legs end on)
// and the direction of its last leg, one square's step for a leg along a
// line.
func (k *kinder) pathKind(p []board.Square) (kind Mark, last [2]int) {
	kind = Step
	at := k.from
	for i, to := range p {
		dx, dy := k.geo.Relative(at, to, board.Black)
		adx, ady := max(dx, -dx), max(dy, -dy)
		last = [2]int{cmp.Compare(dx, 0), cmp.Compare(dy, 0)}
		switch {
		case adx <= 1 && ady <= 1:
		case (dx != 0 && dy != 0 && adx != ady) || k.leap(p[:i+1], at, dx, dy):
			return Jump, last
		default:
			kind = Range
		}
		at = to
	}
	return kind, last
}

// leap reports whether the leg from square at by (dx, dy) along a line,
// which ends path p, still reaches its end with friendly pieces on the
// squares between (all but the piece's own square, which counts as empty
// while it moves).
func (k *kinder) leap(p []board.Square, at board.Square, dx, dy int) bool {
	if !k.prog.mayLeap() {
		return false
	}
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

// mayLeap reports whether a leg of p can get past a square it does not
// land on along a line: whether some leg steps more than one square along
// a line at once, hops or is universal. Only such a program's long legs
// along lines can be jumps.
func (p *Program) mayLeap() bool {
	for _, in := range p.insts {
		if in.hop > 0 || in.universal {
			return true
		}
		for _, v := range in.vecs {
			adx, ady := max(v.dx, -v.dx), max(v.dy, -v.dy)
			if max(adx, ady) > 1 && (adx == 0 || ady == 0 || adx == ady) {
				return true
			}
		}
	}
	return false
}

// squareBytes writes squares as bytes, for map keys.
func squareBytes(sq []board.Square) []byte {
	b := make([]byte, 0, 2*len(sq))
	for _, s := range sq {
		b = append(b, byte(s), byte(uint16(s)>>8))
	}
	return b
}

// dirBit is the bit of direction v, a step of at most one square each way,
// in a set of directions.
func dirBit(v [2]int) uint16 { return 1 << ((v[0]+1)*3 + v[1] + 1) }

// Arrivals returns the directions along which the ranging paths that end
// on square s arrive there, as steps of one square (dx files to Black's
// right, dy ranks forward), or none if s is not marked [Range]: the line a
// drawing shows coming into the square.
func (d *Diagram) Arrivals(s board.Square) [][2]int {
	bits := d.arrivals[d.Geo.Index(s)]
	var out [][2]int
	for dx := -1; dx <= 1; dx++ {
		for dy := -1; dy <= 1; dy++ {
			if v := [2]int{dx, dy}; bits&dirBit(v) != 0 {
				out = append(out, v)
			}
		}
	}
	return out
}

// Text draws the diagram as the rule texts do, within radius squares of the
// piece (0 draws the whole board): ● the piece (◎ if it can pass), ○ step,
// ☆ jump, │ ─ ╲ ╱ ranging (┼ or ╳ where ranges arrive along more than one
// line), ! igui, * shot, · nothing. A square with several marks shows them
// all, its kind of destination first ("○!", the lion's neighbours), and
// then every cell is as wide as the widest.
func (d *Diagram) Text(radius int) string {
	geo := d.Geo
	ax, ay := geo.XY(d.At)
	x0, x1, y0, y1 := 0, geo.Files()-1, 0, geo.Ranks()-1
	if radius > 0 {
		x0, x1 = max(x0, ax-radius), min(x1, ax+radius)
		y0, y1 = max(y0, ay-radius), min(y1, ay+radius)
	}
	cells := make([][]string, 0, y1-y0+1)
	width := 1
	for y := y0; y <= y1; y++ {
		row := make([]string, 0, x1-x0+1)
		for x := x0; x <= x1; x++ {
			c := d.cell(geo.At(x, y))
			width = max(width, utf8.RuneCountInString(c))
			row = append(row, c)
		}
		cells = append(cells, row)
	}
	var b strings.Builder
	for _, row := range cells {
		for i, c := range row {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(c)
			if i < len(row)-1 {
				b.WriteString(strings.Repeat(" ", width-utf8.RuneCountInString(c)))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// cell returns the marks of square s as Text writes them.
func (d *Diagram) cell(s board.Square) string {
	m := d.Marks[d.Geo.Index(s)]
	var b strings.Builder
	switch {
	case m.Has(Origin) && d.Pass:
		b.WriteString("◎")
	case m.Has(Origin):
		b.WriteString("●")
	case m.Has(Step):
		b.WriteString("○")
	case m.Has(Jump):
		b.WriteString("☆")
	case m.Has(Range):
		b.WriteString(lineGlyph(d.Arrivals(s)))
	}
	if m.Has(Igui) {
		b.WriteString("!")
	}
	if m.Has(Shoot) {
		b.WriteString("*")
	}
	if b.Len() == 0 {
		return "·"
	}
	return b.String()
}

// lineGlyph returns the line drawn on a square that ranges arrive at along
// the directions dirs: │ ─ ╱ ╲ for one line, ╳ for both diagonals, ┼ for
// any other mix.
func lineGlyph(dirs [][2]int) string {
	var lines [4]bool // │ ─ ╱ ╲
	for _, v := range dirs {
		switch {
		case v[0] == 0:
			lines[0] = true
		case v[1] == 0:
			lines[1] = true
		case v[0] == v[1]:
			lines[2] = true
		default:
			lines[3] = true
		}
	}
	glyphs := [4]string{"│", "─", "╱", "╲"}
	one, n := "", 0
	for i, on := range lines {
		if on {
			one, n = glyphs[i], n+1
		}
	}
	switch {
	case n == 1:
		return one
	case n == 2 && lines[2] && lines[3]:
		return "╳"
	}
	return "┼"
}
