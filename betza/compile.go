package betza

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/largeshogi/largeshogi/board"
)

// Program is a compiled notation: a flat list of legs, each naming the legs
// that may follow it, which a [Generator] walks without allocating.
type Program struct {
	notation string
	insts    []inst
	entries  []int32
	legs     int             // see MaxLegs
	distance int             // see MaxDistance
	work     float64         // the most squares a generation may try on the largest board (see analyse)
	shape    *[2][]shapeNode // by colour, for a move of fixed shape (see buildShape)
	removes  *reachMap       // where a move may remove a piece (see buildRemoves); nil: anywhere

	uniquePaths      bool              // see UniquePaths
	plainPaths       bool              // see PlainPaths
	pathSquares      [2][]board.Square // by colour, for a move of plain paths (see PathSquares)
	capturesAnywhere bool              // see CapturesAnywhere
	capturesEnd      bool              // see findCapturesEnd
}

// vec is a step in the mover's frame: dx files to its right, dy ranks forward.
type vec struct{ dx, dy int8 }

type inst struct {
	vecs      []vec
	rel       relSet   // for continuation legs with direction modifiers
	relTokens []string // the same, for oblique atoms: direction tokens (see obliqueRelative)
	relative  bool
	oblique   bool
	rider     bool
	min, max  int // rider distance bounds; max 0 is unlimited
	exact     bool
	mode      Mode
	hop       int
	universal bool
	ret       bool // must land where the previous leg started ([crM])
	accept    bool // the move may end after this leg
	next      []int32
	src       string // the leg as written, for dumps
}

// Compile parses s and compiles it. Errors, of parsing or of the bounds in
// the package documentation, are [*Error] values with a column in s.
func Compile(s string) (*Program, error) {
	p, _, err := compileString(s)
	return p, err
}

// compileString is [Compile], also returning how many steps the compiler
// took, which tests hold to a budget.
func compileString(s string) (*Program, int, error) {
	m, pos, err := parse(s)
	if err != nil {
		return nil, 0, err
	}
	return compile(m, s, pos)
}

// MustCompile is like [Compile] but panics on error. It is meant for
// package-level tables.
func MustCompile(s string) *Program {
	p, err := Compile(s)
	if err != nil {
		panic(err)
	}
	return p
}

// CompileMove compiles a syntax tree. Its errors are [*Error] values with a
// column in the tree's canonical notation.
func CompileMove(m *Move) (*Program, error) {
	pos := map[*Leg]int{}
	w := canonical(m, pos)
	if w.over {
		return nil, &Error{Notation: string(w.buf), Col: len(w.buf), Msg: fmt.Sprintf("move written out is longer than %d bytes", maxNotation)}
	}
	p, _, err := compile(m, string(w.buf), pos)
	return p, err
}

// compile compiles m, written as source with its legs at the offsets pos
// gives, and checks the program against the bounds. It returns how many
// steps it took.
func compile(m *Move, source string, pos map[*Leg]int) (*Program, int, error) {
	c := &compiler{prog: &Program{notation: string(canonical(m, nil).buf)}, source: source, pos: pos}
	f := c.move(m, false, nil)
	if c.err == nil {
		c.prog.entries = f.entries
		c.analyse()
	}
	if c.err == nil {
		c.prog.buildShape()
		c.prog.buildRemoves()
		c.prog.capturesAnywhere = c.prog.findCaptureAnywhere()
		c.prog.capturesEnd = c.prog.findCapturesEnd()
	}
	if c.err != nil {
		return nil, c.steps, c.err
	}
	return c.prog, c.steps, nil
}

// Notation returns the canonical notation the program was compiled from.
func (p *Program) Notation() string { return p.notation }

type frag struct{ entries, exits []int32 }

type compiler struct {
	prog   *Program
	err    error
	source string       // the notation errors quote
	pos    map[*Leg]int // where each leg stands in source
	cols   []int        // for each leg of the program, its offset in source
	edges  int          // links between legs made so far
	steps  int          // work done, for tests
}

// fail records the first error, at byte offset at of the source.
func (c *compiler) fail(at int, format string, args ...any) {
	if c.err == nil {
		c.err = &Error{Notation: c.source, Col: column(c.source, at), Msg: fmt.Sprintf(format, args...)}
	}
}

func (c *compiler) move(m *Move, cont bool, dirs Dirs) frag {
	var f frag
	for _, ch := range m.Alts {
		g := c.chain(ch, cont, dirs)
		f.entries = append(f.entries, g.entries...)
		f.exits = append(f.exits, g.exits...)
	}
	return f
}

func (c *compiler) chain(ch *Chain, cont bool, dirs Dirs) frag {
	f := c.element(ch.First, cont, dirs)
	last := f.exits // where the element before the next link can end
	ends := append([]int32(nil), f.exits...)
	for _, l := range ch.Links {
		most, least := 1, 0
		if l.Count > 0 {
			most = l.Count - 1
		}
		if l.Exact {
			least = most
		}
		for i := range most {
			g := c.element(l.Elem, true, nil)
			if c.err != nil {
				return f
			}
			c.edges += len(last) * len(g.entries)
			c.steps += len(last) * len(g.entries)
			if c.edges > maxEdges {
				c.fail(c.cols[g.entries[0]], "notation expands to more than %d links between legs", maxEdges)
				return f
			}
			for _, e := range last {
				in := &c.prog.insts[e]
				in.next = append(in.next, g.entries...)
				if i < least {
					in.accept = false
				}
			}
			if i < least {
				// last is always the tail of ends: the exits of the
				// previous copy, or of the first element.
				ends = ends[:len(ends)-len(last)]
			}
			ends = append(ends, g.exits...)
			last = g.exits
		}
	}
	f.exits = ends
	return f
}

func (c *compiler) element(e Element, cont bool, dirs Dirs) frag {
	if c.err != nil {
		return frag{}
	}
	c.steps++
	switch e := e.(type) {
	case *Leg:
		i := c.leg(e, cont, dirs, c.pos[e])
		return frag{entries: []int32{i}, exits: []int32{i}}
	case *Group:
		all := append(append(Dirs(nil), dirs...), e.Dirs...)
		if e.Return {
			leg := e.Move.Alts[0].First.(*Leg)
			out := c.leg(leg, cont, all, c.pos[leg])
			back := *leg
			back.Dirs, back.Mode, back.Hop = Dirs{{Letters: "b"}}, 0, 0
			r := c.leg(&back, true, nil, c.pos[leg])
			if c.err != nil {
				return frag{}
			}
			c.prog.insts[r].ret = true
			c.prog.insts[out].next = append(c.prog.insts[out].next, r)
			return frag{entries: []int32{out}, exits: []int32{out, r}}
		}
		if len(e.Move.Alts) == 0 {
			c.fail(0, "empty brackets")
			return frag{}
		}
		return c.move(e.Move, cont, all)
	}
	panic("betza: unknown element")
}

// leg compiles l, written at offset col of the source.
func (c *compiler) leg(l *Leg, cont bool, extra Dirs, col int) int32 {
	if len(c.prog.insts) >= maxInsts {
		c.fail(col, "notation expands to more than %d legs", maxInsts)
		return 0
	}
	if strings.IndexByte(atoms, byte(l.Atom)) < 0 {
		c.fail(col, "unknown atom %q", l.Atom)
		return 0
	}
	c.steps++
	var w writer
	w.limit = -1
	l.write(&w)
	in := inst{
		rider: l.Rider, min: max(l.Min, 1), max: l.Max, exact: l.Exact,
		mode: l.Mode, hop: l.Hop, accept: true, src: string(w.buf),
		universal: l.Atom == 'U',
	}
	all := atomVecs(l.Atom)
	switch {
	case cont && len(l.Dirs) > 0:
		in.relative = true
		in.rel = relative(l.Dirs)
		for _, r := range l.Dirs {
			in.relTokens = append(in.relTokens, tokens(r.Letters, obliquePair)...)
		}
		in.oblique = strings.IndexByte("NCZ", byte(l.Atom)) >= 0
		in.vecs = all
		if len(extra) > 0 {
			in.vecs = selectAbs(in.vecs, extra)
		}
	default:
		in.vecs = selectAbs(all, l.Dirs)
		if len(extra) > 0 {
			in.vecs = selectAbs(in.vecs, extra)
		}
	}
	c.prog.insts = append(c.prog.insts, in)
	c.cols = append(c.cols, col)
	return int32(len(c.prog.insts) - 1)
}

// atomVecs returns every direction of an atom.
func atomVecs(a Atom) []vec {
	switch a {
	case 'K':
		return append(symmetric(1, 0), symmetric(1, 1)...)
	case 'U':
		return nil
	}
	b := map[Atom][2]int8{
		'W': {1, 0}, 'F': {1, 1}, 'D': {2, 0}, 'N': {2, 1}, 'A': {2, 2},
		'H': {3, 0}, 'C': {3, 1}, 'Z': {3, 2}, 'G': {3, 3},
	}[a]
	return symmetric(b[0], b[1])
}

// symmetric returns the distinct images of (a, b) under the eight
// symmetries of the square, in a fixed order.
func symmetric(a, b int8) []vec {
	var out []vec
	add := func(v vec) {
		for _, w := range out {
			if w == v {
				return
			}
		}
		out = append(out, v)
	}
	for _, v := range []vec{{a, b}, {b, a}} {
		for _, sx := range []int8{1, -1} {
			for _, sy := range []int8{1, -1} {
				add(vec{v.dx * sx, v.dy * sy})
			}
		}
	}
	return out
}

func abs8(x int8) int8 {
	if x < 0 {
		return -x
	}
	return x
}

// selectAbs keeps the vectors that any of the direction runs selects. No
// runs select everything.
func selectAbs(vs []vec, dirs Dirs) []vec {
	if len(dirs) == 0 {
		return vs
	}
	var out []vec
	for _, v := range vs {
		for _, r := range dirs {
			if absSelects(r, v) {
				out = append(out, v)
				break
			}
		}
	}
	return out
}

// absSelects reports whether the direction run r selects vector v, with the
// meaning of the letters depending on whether v is orthogonal, diagonal or
// oblique (see the package documentation).
func absSelects(r DirRun, v vec) bool {
	x, y := v.dx, v.dy
	ax, ay := abs8(x), abs8(y)
	single := func(c byte) bool {
		switch c {
		case 'f':
			return y > 0
		case 'b':
			return y < 0
		case 'l':
			return x < 0
		case 'r':
			return x > 0
		case 'v':
			if ax == ay {
				return true
			}
			return ay > ax
		case 's':
			if ax == ay {
				return true
			}
			return ax > ay
		}
		return false
	}
	switch {
	case x == 0 || y == 0: // orthogonal
		if r.Bracketed && len(r.Letters) == 2 {
			return single(r.Letters[0]) && single(r.Letters[1])
		}
		for i := 0; i < len(r.Letters); i++ {
			if single(r.Letters[i]) {
				return true
			}
		}
		return false
	case ax == ay: // diagonal
		for _, t := range tokens(r.Letters, diagPair) {
			if len(t) == 2 {
				if single(t[0]) && single(t[1]) {
					return true
				}
			} else if single(t[0]) {
				return true
			}
		}
		return false
	default: // oblique
		for _, t := range tokens(r.Letters, obliquePair) {
			if obliqueSelects(t, x, y) {
				return true
			}
		}
		return false
	}
}

func diagPair(a, b byte) bool {
	fb := func(c byte) bool { return c == 'f' || c == 'b' }
	lr := func(c byte) bool { return c == 'l' || c == 'r' }
	return (fb(a) && lr(b)) || (lr(a) && fb(b))
}

func obliquePair(a, b byte) bool {
	switch string([]byte{a, b}) {
	case "ff", "bb", "ll", "rr", "fs", "sf", "bs", "sb", "lv", "vl", "rv", "vr",
		"fl", "fr", "bl", "br", "lf", "rf", "lb", "rb":
		return true
	}
	return false
}

// tokens splits a run of direction letters into pairs, where pair says two
// letters form one, and single letters.
func tokens(s string, pair func(a, b byte) bool) []string {
	var out []string
	for i := 0; i < len(s); {
		if i+1 < len(s) && pair(s[i], s[i+1]) {
			out = append(out, s[i:i+2])
			i += 2
			continue
		}
		out = append(out, s[i:i+1])
		i++
	}
	return out
}

// obliqueSelects gives the meaning of a direction token on an oblique atom
// such as the knight: single letters select the four moves on that side
// (v and s the four narrow and four wide ones), a doubled letter the narrow
// pair in that direction, fs/bs the wide pair, and two different letters xy
// the one move of the y-pair on the x side (so rf is the right member of the
// narrow forward pair and fr the forward member of the wide right pair).
func obliqueSelects(t string, x, y int8) bool {
	ax, ay := abs8(x), abs8(y)
	side := func(c byte) bool {
		switch c {
		case 'f':
			return y > 0
		case 'b':
			return y < 0
		case 'l':
			return x < 0
		case 'r':
			return x > 0
		case 'v':
			return ay > ax
		case 's':
			return ax > ay
		}
		return false
	}
	major := func(c byte) bool { // the pair whose long leg points this way
		switch c {
		case 'f':
			return y > 0 && ay > ax
		case 'b':
			return y < 0 && ay > ax
		case 'l':
			return x < 0 && ax > ay
		case 'r':
			return x > 0 && ax > ay
		}
		return false
	}
	if len(t) == 1 {
		return side(t[0])
	}
	a, b := t[0], t[1]
	switch {
	case a == b:
		return major(a)
	case b == 's' || b == 'v':
		return side(a) && side(b)
	case a == 's' || a == 'v':
		return side(a) && side(b)
	}
	return major(b) && side(a)
}

// relSet is a set of directions relative to the previous leg.
type relSet uint8

const (
	relStraight relSet = 1 << iota
	relBack
	relLeft
	relRight
	relFL
	relFR
	relBL
	relBR
)

// relative reads the direction runs of a continuation leg: f straight on,
// b straight back, v either, l and r a right-angle turn, s either turn, and
// pairs such as fl the oblique quarter between.
func relative(dirs Dirs) relSet {
	var s relSet
	for _, r := range dirs {
		for _, t := range tokens(r.Letters, diagPair) {
			switch t {
			case "f":
				s |= relStraight
			case "b":
				s |= relBack
			case "v":
				s |= relStraight | relBack
			case "l":
				s |= relLeft
			case "r":
				s |= relRight
			case "s":
				s |= relLeft | relRight
			case "fl", "lf":
				s |= relFL
			case "fr", "rf":
				s |= relFR
			case "bl", "lb":
				s |= relBL
			case "br", "rb":
				s |= relBR
			}
		}
	}
	return s
}

// obliqueRelative reports whether the direction runs select oblique vector
// u on a continuation leg after direction d: the runs are read as on a first
// leg, in the frame turned so that d's longer component points forward. So
// ffN after a forward knight jump is the pair of narrow forward jumps.
func obliqueRelative(toks []string, d, u vec) bool {
	switch {
	case abs8(d.dy) >= abs8(d.dx) && d.dy < 0:
		u = vec{-u.dx, -u.dy}
	case abs8(d.dx) > abs8(d.dy) && d.dx > 0:
		u = vec{-u.dy, u.dx}
	case abs8(d.dx) > abs8(d.dy):
		u = vec{u.dy, -u.dx}
	}
	for _, t := range toks {
		if obliqueSelects(t, u.dx, u.dy) {
			return true
		}
	}
	return false
}

// relClass classifies u relative to the previous direction d.
func relClass(d, u vec) relSet {
	cross := int(d.dx)*int(u.dy) - int(d.dy)*int(u.dx)
	dot := int(d.dx)*int(u.dx) + int(d.dy)*int(u.dy)
	switch {
	case cross == 0 && dot > 0:
		return relStraight
	case cross == 0 && dot < 0:
		return relBack
	case dot == 0 && cross > 0:
		return relLeft
	case dot == 0:
		return relRight
	case dot > 0 && cross > 0:
		return relFL
	case dot > 0:
		return relFR
	case cross > 0:
		return relBL
	}
	return relBR
}

// String dumps the program, one leg a line: its index, the leg as written,
// whether it is relative to the previous leg, whether the move may end
// there, and the legs that may follow.
func (p *Program) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\nentry %s\n", p.notation, ints(p.entries))
	for i, in := range p.insts {
		fmt.Fprintf(&b, "%d: %s dirs=%d", i, in.src, len(in.vecs))
		if in.universal {
			b.WriteString(" universal")
		}
		if in.relative {
			fmt.Fprintf(&b, " rel=%s", in.rel)
		}
		if in.ret {
			b.WriteString(" return")
		}
		if in.accept {
			b.WriteString(" accept")
		}
		if len(in.next) > 0 {
			fmt.Fprintf(&b, " -> %s", ints(in.next))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func (s relSet) String() string {
	var out []string
	for i, n := range []string{"f", "b", "l", "r", "fl", "fr", "bl", "br"} {
		if s&(1<<i) != 0 {
			out = append(out, n)
		}
	}
	return strings.Join(out, ",")
}

func ints(xs []int32) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(int(x))
	}
	return strings.Join(s, ",")
}

// Ray is one direction of a simple move: a step of DX files to the mover's
// right and DY ranks forward, taken once (Max 1) or repeated up to Max
// times (0: to the edge of the board), over empty squares, or for a ride
// (see [Program.Rides]) hopping over up to Hops pieces on the way
// ([HopAny]: any number).
type Ray struct {
	DX, DY int
	Max    int
	Mode   Mode
	Hops   int
}

// Rays returns the program as a list of rays when every one of its legs is a
// plain one-leg step, leap or slide (no continuation, hop, shot, exact or
// minimum range, universal leap), which a move generator can walk directly;
// ok is false otherwise.
func (p *Program) Rays() (rays []Ray, ok bool) {
	rays, ok = p.Rides()
	for _, r := range rays {
		if r.Hops != 0 {
			return nil, false
		}
	}
	return rays, ok
}

// Rides returns the program as a list of rays, in the order the generator
// tries them, when every one of its legs is a one-leg step, leap or slide
// as for [Program.Rays], except that a slide may hop over pieces (a p
// modifier): it may land on each square of its line, empty or an enemy as
// its mode allows, up to the first piece it may not hop, and the pieces
// before the square are its hops. ok is false otherwise.
func (p *Program) Rides() (rays []Ray, ok bool) {
	n := 0
	for _, e := range p.entries {
		in := &p.insts[e]
		if len(in.next) > 0 || in.universal || in.exact || in.min > 1 || in.relative || in.mode&ModeShoot != 0 {
			return nil, false
		}
		n += len(in.vecs)
	}
	rays = make([]Ray, 0, n)
	for _, e := range p.entries {
		in := &p.insts[e]
		for _, v := range in.vecs {
			r := Ray{DX: int(v.dx), DY: int(v.dy), Max: 1, Mode: in.mode}
			if in.rider {
				r.Max, r.Hops = in.max, in.hop
			}
			rays = append(rays, r)
		}
	}
	return rays, true
}

// Shoots reports whether any leg of the program shoots (an x leg).
func (p *Program) Shoots() bool {
	for i := range p.insts {
		if p.insts[i].mode&ModeShoot != 0 {
			return true
		}
	}
	return false
}

// WithoutMoving returns the move with, added to it, every shot it makes after
// moving made from where the piece stands instead: for each chain, the part
// from its first link that shoots on. It returns the move unchanged if it
// has no such shot.
func WithoutMoving(m *Move) *Move {
	out := &Move{Alts: append([]*Chain(nil), m.Alts...)}
	for _, c := range m.Alts {
		for i, l := range c.Links {
			if shoots(l.Elem) {
				out.Alts = append(out.Alts, &Chain{First: l.Elem, Links: c.Links[i+1:]})
				break
			}
		}
	}
	return out
}

// shoots reports whether element e begins with a shooting leg.
func shoots(e Element) bool {
	switch e := e.(type) {
	case *Leg:
		return e.Mode&ModeShoot != 0
	case *Group:
		for _, c := range e.Move.Alts {
			if shoots(c.First) {
				return true
			}
		}
	}
	return false
}
