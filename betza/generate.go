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
	removes  uint8 // the touches that remove a piece: captures and shots
	touches  [MaxTouches]Touch
}

// Touches returns the squares the move touched, in order.
func (o *Outcome) Touches() []Touch { return o.touches[:o.n] }

// Removes returns how many pieces the move removes: its touches that
// capture or shoot.
func (o *Outcome) Removes() int { return int(o.removes) }

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

// Generator enumerates the outcomes of compiled moves on one board geometry.
// It keeps scratch space between calls, so a Generator must not be used by
// two goroutines at once.
type Generator struct {
	geo     *board.Geometry
	stamp   []uint32 // per cell: the epoch in which a plain outcome ended there
	gone    []bool   // per cell: the move in progress has removed the piece there
	seen    []slot   // outcomes that remove more than their destination, by effect
	kept    int      // slots of seen in use in this call
	epoch   uint32   // counts calls, to tell this call's stamps and slots
	stack   [MaxTouches]Touch
	n       int
	prog    *Program
	occ     board.Occupancy
	from    board.Square
	side    board.Color
	friend  board.Occupant
	all     bool
	dst     []Outcome
	removed int    // how many touches on the stack remove a piece
	goneKey uint64 // the hash of the squares those touches remove
	visits  int    // squares of the board tried in the last Append, for tests
	path    Path   // the path in progress, for AppendPaths

	outcomes  []Outcome      // AppendRemoved's outcomes, for a move it generates
	removedAt []board.Square // AppendRemoved's squares, while it follows legs
}

// slot is an entry of the open-addressing table of outcomes seen in one
// call: from the top, 16 bits of the call's epoch, 16 bits of the hash of
// the outcome's effect and 32 bits of its index in dst. Eight bytes a slot
// keep the table small enough to stay in cache while it is probed.
type slot uint64

func makeSlot(epoch uint32, key uint64, at int) slot {
	return slot(uint64(uint16(epoch))<<48 | key>>48<<32 | uint64(uint32(at)))
}

func (s slot) epoch() uint16 { return uint16(s >> 48) }
func (s slot) key() uint16   { return uint16(s >> 32) }
func (s slot) at() int       { return int(uint32(s)) }

// NewGenerator returns a generator for boards of geometry geo.
func NewGenerator(geo *board.Geometry) *Generator {
	return &Generator{
		geo:   geo,
		stamp: make([]uint32, geo.Cells()),
		gone:  make([]bool, geo.Cells()),
	}
}

// Append appends to dst every outcome of program p for a piece of colour
// side on square from, with the board occupied as occ says (the piece's own
// square may show it or be empty). Outcomes with the same destination and
// the same captured pieces are appended once, the first found, unless
// allPaths is set, when every distinct path is appended. With enough
// capacity in dst it does not allocate, except that a generator grows its
// own table the first few times it meets many outcomes that capture more
// than their destination. It appends and tries a number of squares that
// the package documentation bounds under Bounds.
func (g *Generator) Append(dst []Outcome, p *Program, from board.Square, side board.Color, occ board.Occupancy, allPaths bool) []Outcome {
	g.start(dst, p, from, side, occ, allPaths)
	if p.shape != nil {
		g.walk(p.shape[side], from)
	} else {
		for _, e := range p.entries {
			if in := &p.insts[e]; in.oneLeg() {
				g.slide(in, from)
			} else {
				g.run(e, from, from, vec{})
			}
		}
	}
	return g.finish()
}

// start readies the generator for the outcomes of program p for a piece of
// colour side on square from, appended to dst: a new epoch, and an empty
// stack.
func (g *Generator) start(dst []Outcome, p *Program, from board.Square, side board.Color, occ board.Occupancy, allPaths bool) {
	g.prog, g.occ, g.from, g.side = p, occ, from, side
	g.friend = board.Owner(side)
	g.all = allPaths
	g.dst = dst
	g.n, g.removed, g.goneKey, g.kept, g.visits = 0, 0, 0, 0, 0
	g.epoch++
	if uint16(g.epoch) == 0 {
		// Slots keep the low 16 bits of the epoch, and an empty slot or
		// stamp is 0: skip the epochs that would look empty.
		clear(g.seen)
		if g.epoch == 0 {
			clear(g.stamp)
		}
		g.epoch++
	}
}

// finish returns the outcomes appended since start, and lets go of the
// call's board and program.
func (g *Generator) finish() []Outcome {
	dst := g.dst
	g.dst, g.occ, g.prog = nil, nil, nil
	return dst
}

// occupant returns what square s holds for the move in progress: the moving
// piece's start square and squares it has already captured on count as
// empty.
func (g *Generator) occupant(s board.Square) board.Occupant {
	if s == g.from || g.gone[s] {
		return board.Empty
	}
	return g.occ[s]
}

// delta returns the mailbox offset of a step v for a piece of colour side,
// as [board.Geometry.Delta] counts it.
func (v vec) delta(side board.Color) board.Square {
	d := -int(v.dy)*board.Stride + int(v.dx)
	if side == board.White {
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
				g.visits++
				g.land(in, at, t, legStart, vec{})
			}
		}
		return
	}
	for _, v := range in.vecs {
		if !in.allows(prev, v) {
			continue
		}
		d := v.delta(g.side)
		if !in.rider {
			g.visits++
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
			g.visits++
			if k >= in.min && (!in.exact || k == in.max) {
				g.land(in, at, t, legStart, v)
			}
			if o == board.Empty {
				continue
			}
			if in.hop == 0 || (in.hop > 0 && hops >= in.hop) {
				break
			}
			hops++
			g.stack[g.n] = Touch{t, Hop}
			g.n++
		}
		g.n = base
	}
}

// oneLeg reports whether leg in, taken first, is a whole move that steps,
// leaps or slides onto its destination: it may end the move, no leg
// follows it, and it neither hops, shoots, returns nor leaps anywhere.
func (in *inst) oneLeg() bool {
	return in.accept && len(in.next) == 0 && in.hop == 0 && !in.universal && !in.ret && in.mode&ModeShoot == 0
}

// slide tries a first leg in that is a whole move (see oneLeg) from
// square from, as run and land do, trying the same squares in the same
// order and appending the same outcomes, without the stack and the marks
// of a move of several legs: the outcome is its one touch.
func (g *Generator) slide(in *inst, from board.Square) {
	for _, v := range in.vecs {
		if !in.allows(vec{}, v) {
			continue
		}
		d := v.delta(g.side)
		if !in.rider {
			g.visits++
			g.endOn(in.mode, from+d)
			continue
		}
		for k, t := 1, from+d; in.max == 0 || k <= in.max; k, t = k+1, t+d {
			o := g.occ[t]
			if o == board.Off {
				break
			}
			g.visits++
			if k >= in.min && (!in.exact || k == in.max) {
				g.endOn(in.mode, t)
			}
			if o != board.Empty {
				break
			}
		}
	}
}

// endOn ends a move of one leg of the given mode on square t, as land
// does: an outcome that touches t alone, if the leg may land there.
func (g *Generator) endOn(mode Mode, t board.Square) {
	o := g.occ[t]
	if o == board.Off || o == g.friend {
		return
	}
	k, ok := landing(mode, o != board.Empty)
	if !ok {
		return
	}
	if !g.all {
		if g.stamp[t] == g.epoch {
			return
		}
		g.stamp[t] = g.epoch
	}
	g.stack[0], g.n, g.removed = Touch{t, k}, 1, b2i(k == Capture)
	g.appendOutcome(t)
	g.n, g.removed = 0, 0
}

// land ends leg in on square t and goes on with the legs that may follow.
// The bound on touches (see analyse) keeps the stack within MaxTouches.
func (g *Generator) land(in *inst, at, t, legStart board.Square, v vec) {
	if in.ret && t != legStart {
		return
	}
	k, next, ok := g.touch(in.mode, at, t)
	if !ok {
		return
	}
	g.push(t, k)
	if in.accept {
		g.emit(next)
	}
	for _, pc := range in.next {
		g.run(pc, next, at, v)
	}
	g.pop(t, k)
}

// touch tells what a leg of the given mode from at does on landing on
// square t, and where the piece stands after it; ok is false when the leg
// may not land there.
func (g *Generator) touch(mode Mode, at, t board.Square) (k Kind, next board.Square, ok bool) {
	o := g.occupant(t)
	if o == board.Off || o == g.friend {
		return 0, 0, false
	}
	k, ok = landing(mode, o != board.Empty)
	if mode&ModeShoot != 0 {
		return k, at, ok
	}
	return k, t, ok
}

// landing tells what a leg of the given mode does on an empty square or
// an enemy, and whether it may land there.
func landing(mode Mode, enemy bool) (Kind, bool) {
	switch {
	case mode&ModeShoot != 0 && !enemy:
		return Aim, mode&ModeCapture == 0
	case mode&ModeShoot != 0:
		return Shot, mode&ModeMove == 0
	case !enemy:
		return Through, mode&ModeCapture == 0
	}
	return Capture, mode&ModeMove == 0
}

// push records the touch of square t on the move in progress.
func (g *Generator) push(t board.Square, k Kind) {
	g.stack[g.n] = Touch{t, k}
	g.n++
	if k == Capture || k == Shot {
		g.mark(t, 1)
	}
}

// pop takes back the last touch, of square t.
func (g *Generator) pop(t board.Square, k Kind) {
	if k == Capture || k == Shot {
		g.mark(t, -1)
	}
	g.n--
}

// mark records that the move in progress removes the piece on s (d 1) or,
// going back, no longer does (d -1).
func (g *Generator) mark(s board.Square, d int) {
	g.gone[s] = d > 0
	g.goneKey ^= squareKey(s)
	g.removed += d
}

// squareKey is a fixed pseudo-random key for square s: the hash of a set of
// squares is the exclusive or of their keys.
func squareKey(s board.Square) uint64 {
	return mix(uint64(s) + 0x9e3779b97f4a7c15)
}

// mix is the finaliser of SplitMix64.
func mix(x uint64) uint64 {
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// emit appends the outcome of the move in progress, ending with the piece on
// to, unless an outcome with the same effect is there already. Outcomes
// that remove nothing but perhaps the piece on their destination are told
// apart by destination alone, through stamp; the others by a hash of the
// destination and the removed squares, through the table seen.
func (g *Generator) emit(to board.Square) {
	if !g.all {
		if g.removed == 0 || (g.removed == 1 && g.gone[to]) {
			if g.stamp[to] == g.epoch {
				return
			}
			g.stamp[to] = g.epoch
		} else if !g.record(to) {
			return
		}
	}
	g.appendOutcome(to)
}

// appendOutcome appends the outcome of the move in progress, ending with
// the piece on to.
func (g *Generator) appendOutcome(to board.Square) {
	// An outcome holds zeros after its touches, so that outcomes compare
	// with ==; one already in dst's spare room is cleared only that far.
	if n := len(g.dst); n < cap(g.dst) {
		g.dst = g.dst[:n+1]
	} else {
		g.dst = append(g.dst, Outcome{})
	}
	o := &g.dst[len(g.dst)-1]
	if int(o.n) > g.n {
		clear(o.touches[g.n:o.n])
	}
	o.From, o.To, o.n, o.removes = g.from, to, uint8(g.n), uint8(g.removed)
	copy(o.touches[:g.n], g.stack[:g.n])
}

// record enters the effect of the move in progress, ending on to, in the
// table seen, as the outcome about to be appended to dst. It returns false
// if an outcome with that effect is there already.
func (g *Generator) record(to board.Square) bool {
	if 4*(g.kept+1) > 3*len(g.seen) {
		g.grow()
	}
	key := mix(g.goneKey ^ uint64(to))
	s := makeSlot(g.epoch, key, len(g.dst))
	mask := len(g.seen) - 1
	i := int(key) & mask
	for ; g.seen[i].epoch() == s.epoch(); i = (i + 1) & mask {
		if g.seen[i].key() == s.key() && g.sameEffect(&g.dst[g.seen[i].at()], to) {
			return false
		}
	}
	g.seen[i] = s
	g.kept++
	return true
}

// grow doubles the table seen, keeping the slots of this call. A slot's
// place is found again from its outcome, as its key holds only part of the
// hash.
func (g *Generator) grow() {
	old := g.seen
	g.seen = make([]slot, max(64, 2*len(old)))
	mask := len(g.seen) - 1
	for _, s := range old {
		if s.epoch() != uint16(g.epoch) {
			continue
		}
		i := int(g.effectKey(&g.dst[s.at()])) & mask
		for g.seen[i].epoch() == uint16(g.epoch) {
			i = (i + 1) & mask
		}
		g.seen[i] = s
	}
}

// effectKey hashes the effect of outcome o: its destination and the squares
// it removes a piece from.
func (g *Generator) effectKey(o *Outcome) uint64 {
	h := uint64(0)
	for _, t := range o.touches[:o.n] {
		if t.Kind == Capture || t.Kind == Shot {
			h ^= squareKey(t.Square)
		}
	}
	return mix(h ^ uint64(o.To))
}

// sameEffect reports whether outcome o ends on to and removes exactly the
// pieces the move in progress has removed. A move never removes a square
// twice, so counting o's removals and finding each among the move's is
// enough.
func (g *Generator) sameEffect(o *Outcome, to board.Square) bool {
	if o.To != to {
		return false
	}
	n := 0
	for _, t := range o.touches[:o.n] {
		if t.Kind == Capture || t.Kind == Shot {
			if !g.gone[t.Square] {
				return false
			}
			n++
		}
	}
	return n == g.removed
}
