package betza

import "github.com/largeshogi/largeshogi/board"

// Kind tells what a move did on one square of its path.
type Kind uint8

// What a move does on a square it touches.
const (
	Through Kind = iota // a leg ended on an empty square (the piece passed or stopped there)
	Capture             // a leg captured the enemy piece there by moving onto it
	Shot                // a leg captured the enemy piece there without moving (x)
	Aim                 // a shooting leg aimed at an empty square: nothing happens
	Hop                 // the piece jumped over the piece there, which stays
)

// String returns the kind's name.
func (k Kind) String() string {
	return [...]string{"through", "capture", "shot", "aim", "hop"}[k]
}

// Touch is one square of a move's path and what happened there.
type Touch struct {
	Square board.Square
	Kind   Kind
}

// MaxTouches is the most squares an [Outcome] records.
const MaxTouches = 48

// Outcome is one way a move can end: where the piece ends up and what it did
// on the way. Leg end points and hopped pieces are recorded in order; the
// squares a ranging leg slides over between them are empty.
type Outcome struct {
	From, To board.Square
	n        uint8
	touches  [MaxTouches]Touch
}

// Touches returns the squares the move touched, in order.
func (o *Outcome) Touches() []Touch { return o.touches[:o.n] }

// Pass reports whether the move changes nothing: the piece ends where it
// started and nothing is captured.
func (o *Outcome) Pass() bool { return o.To == o.From && !o.Captures() }

// Captures reports whether the move removes any piece.
func (o *Outcome) Captures() bool {
	for _, t := range o.touches[:o.n] {
		if t.Kind == Capture || t.Kind == Shot {
			return true
		}
	}
	return false
}

// Shots reports whether the move shoots a piece (captures without moving
// onto it, by an x leg).
func (o *Outcome) Shots() bool {
	for _, t := range o.touches[:o.n] {
		if t.Kind == Shot {
			return true
		}
	}
	return false
}

// Removed reports whether the move removes the piece on s.
func (o *Outcome) Removed(s board.Square) bool {
	for _, t := range o.touches[:o.n] {
		if t.Square == s && (t.Kind == Capture || t.Kind == Shot) {
			return true
		}
	}
	return false
}

// sameEffect reports whether two outcomes end on the same square and remove
// the same pieces.
func (o *Outcome) sameEffect(p *Outcome) bool {
	if o.To != p.To {
		return false
	}
	for _, t := range o.touches[:o.n] {
		if (t.Kind == Capture || t.Kind == Shot) && !p.Removed(t.Square) {
			return false
		}
	}
	for _, t := range p.touches[:p.n] {
		if (t.Kind == Capture || t.Kind == Shot) && !o.Removed(t.Square) {
			return false
		}
	}
	return true
}

// simple reports whether the outcome removes nothing but, perhaps, the piece
// on its destination.
func (o *Outcome) simple() bool {
	for _, t := range o.touches[:o.n] {
		if (t.Kind == Capture || t.Kind == Shot) && t.Square != o.To {
			return false
		}
	}
	return true
}

// Generator enumerates the outcomes of compiled moves on one board geometry.
// It keeps scratch space between calls, so a Generator must not be used by
// two goroutines at once.
type Generator struct {
	geo     *board.Geometry
	stamp   []uint32
	epoch   uint32
	stack   [MaxTouches]Touch
	n       int
	prog    *Program
	occ     board.Occupancy
	from    board.Square
	side    board.Color
	friend  board.Occupant
	stride  int
	all     bool
	dst     []Outcome
	start   int
	removed int // how many touches on the stack remove a piece
}

// NewGenerator returns a generator for boards of geometry geo.
func NewGenerator(geo *board.Geometry) *Generator {
	return &Generator{geo: geo, stamp: make([]uint32, geo.Cells()), stride: board.Stride}
}

// Append appends to dst every outcome of program p for a piece of colour
// side on square from, with the board occupied as occ says (the piece's own
// square may show it or be empty). Outcomes with the same destination and
// the same captured pieces are appended once, unless allPaths is set, when
// every distinct path is appended. With enough capacity in dst it does not
// allocate.
func (g *Generator) Append(dst []Outcome, p *Program, from board.Square, side board.Color, occ board.Occupancy, allPaths bool) []Outcome {
	g.prog, g.occ, g.from, g.side = p, occ, from, side
	g.friend = board.Owner(side)
	g.all = allPaths
	g.dst, g.start = dst, len(dst)
	g.n, g.removed = 0, 0
	g.epoch++
	if g.epoch == 0 {
		clear(g.stamp)
		g.epoch = 1
	}
	for _, e := range p.entries {
		g.run(e, from, from, vec{})
	}
	dst, g.dst, g.occ, g.prog = g.dst, nil, nil, nil
	return dst
}

// occupant returns what square s holds for the move in progress: the moving
// piece's start square and squares it has already captured on count as
// empty.
func (g *Generator) occupant(s board.Square) board.Occupant {
	if s == g.from {
		return board.Empty
	}
	o := g.occ[s]
	if o == board.Empty || o == board.Off {
		return o
	}
	if g.removed > 0 {
		for _, t := range g.stack[:g.n] {
			if t.Square == s && (t.Kind == Capture || t.Kind == Shot) {
				return board.Empty
			}
		}
	}
	return o
}

func (g *Generator) delta(v vec) board.Square {
	d := -int(v.dy)*g.stride + int(v.dx)
	if g.side == board.White {
		d = -d
	}
	return board.Square(d)
}

// run tries leg pc with the piece on square at; legStart is where the
// previous leg began and prev its direction.
func (g *Generator) run(pc int32, at, legStart board.Square, prev vec) {
	in := &g.prog.insts[pc]
	if in.universal {
		for _, t := range g.geo.Squares() {
			if t != at {
				g.land(in, at, t, legStart, vec{})
			}
		}
		return
	}
	for _, v := range in.vecs {
		if in.relative {
			if in.oblique {
				if !obliqueRelative(in.relTokens, prev, v) {
					continue
				}
			} else if relClass(prev, v)&in.rel == 0 {
				continue
			}
		}
		d := g.delta(v)
		if !in.rider {
			g.land(in, at, at+d, legStart, v)
			continue
		}
		hops, base := 0, g.n
		for k := 1; in.max == 0 || k <= in.max; k++ {
			t := at + board.Square(k)*d
			o := g.occupant(t)
			if o == board.Off {
				break
			}
			if k >= in.min && (!in.exact || k == in.max) {
				g.land(in, at, t, legStart, v)
			}
			if o == board.Empty {
				continue
			}
			if in.hop == 0 || (in.hop > 0 && hops >= in.hop) || g.n >= MaxTouches {
				break
			}
			hops++
			g.stack[g.n] = Touch{t, Hop}
			g.n++
		}
		g.n = base
	}
}

// land ends leg in on square t and goes on with the legs that may follow.
func (g *Generator) land(in *inst, at, t, legStart board.Square, v vec) {
	if in.ret && t != legStart {
		return
	}
	o := g.occupant(t)
	var k Kind
	next := t
	switch {
	case o == board.Off || o == g.friend:
		return
	case in.mode&ModeShoot != 0:
		next = at
		if o == board.Empty {
			if in.mode&ModeCapture != 0 {
				return
			}
			k = Aim
		} else {
			if in.mode&ModeMove != 0 {
				return
			}
			k = Shot
		}
	case o == board.Empty:
		if in.mode&ModeCapture != 0 {
			return
		}
		k = Through
	default:
		if in.mode&ModeMove != 0 {
			return
		}
		k = Capture
	}
	if g.n >= MaxTouches {
		return
	}
	g.stack[g.n] = Touch{t, k}
	g.n++
	if k == Capture || k == Shot {
		g.removed++
	}
	if in.accept {
		g.emit(next)
	}
	for _, pc := range in.next {
		g.run(pc, next, at, v)
	}
	if k == Capture || k == Shot {
		g.removed--
	}
	g.n--
}

func (g *Generator) emit(to board.Square) {
	// Build the outcome in place at the end of dst, and drop it again if it
	// repeats one already there.
	g.dst = append(g.dst, Outcome{})
	o := &g.dst[len(g.dst)-1]
	o.From, o.To, o.n = g.from, to, uint8(g.n)
	copy(o.touches[:g.n], g.stack[:g.n])
	if g.all {
		return
	}
	if o.simple() {
		if g.stamp[to] == g.epoch {
			g.dst = g.dst[:len(g.dst)-1]
			return
		}
		g.stamp[to] = g.epoch
		return
	}
	for i := g.start; i < len(g.dst)-1; i++ {
		if g.dst[i].sameEffect(o) {
			g.dst = g.dst[:len(g.dst)-1]
			return
		}
	}
}
