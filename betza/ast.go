package betza

import "strconv"

// Move is a parsed notation: the union of its components, each a chain of
// legs. The zero Move has no moves.
type Move struct {
	Alts []*Chain
}

// Chain is a sequence of elements joined by 'a': the first element, then each
// link's element, where a link may repeat its element and may be compulsory.
type Chain struct {
	First Element
	Links []Link
}

// Link joins the element before it to Elem with an 'a'. Elem is taken at
// least once more when Exact, and otherwise may be taken or not. Count, when
// above zero, is the number written after the 'a': the element before the
// link and the repeats of Elem together make at most Count legs (exactly Count
// when Exact).
type Link struct {
	Count int
	Exact bool
	Elem  Element
}

// Element is a [Leg] or a [Group].
type Element interface {
	element()
	write(w *writer)
}

// Group is a bracketed sub-move. Dirs, written before the bracket, restrict
// the first legs of the group. Return marks the texts' [crM] form: M, then
// optionally straight back to where M began (capture without moving, or a
// pass).
type Group struct {
	Dirs   Dirs
	Return bool
	Move   *Move
}

// Leg is one atom with its modifiers.
type Leg struct {
	Dirs Dirs
	Mode Mode
	// Hop is how many pieces the leg may jump over on its path: 0 none,
	// HopAny for any number.
	Hop  int
	Atom Atom
	// Rider is set for riders: R, B, Q, doubled atoms and atoms with a range.
	Rider bool
	// Min and Max bound a rider's distance in steps; Max 0 is unlimited.
	Min, Max int
	// Exact is the "!" of R4!: only the farthest distance.
	Exact bool
	// Ineq records that the range was written as an inequality, R(2≤n≤4).
	Ineq bool
}

// HopAny is [Leg.Hop] for pp: any number of pieces.
const HopAny = -1

func (*Leg) element()   {}
func (*Group) element() {}

// Dirs is a list of direction runs: letters as written, such as "f", "rl",
// or a bracketed pair "[fl]" (Bracketed set).
type Dirs []DirRun

// DirRun is one run of direction letters.
type DirRun struct {
	Letters   string
	Bracketed bool
}

// Mode is a leg's modality.
type Mode uint8

// Modality bits. A leg with no bit set may both move and capture.
const (
	ModeMove    Mode = 1 << iota // m: only to an empty square
	ModeCapture                  // c: only by capturing
	ModeShoot                    // x: capture without moving (shoot); on an empty square a pass
)

// Atom is a basic move letter.
type Atom byte

// atoms lists the letters an [Atom] may hold: R, B and Q are written for
// riders of W, F and K.
const atoms = "WFDANHCZGKU"

// String returns the notation of m.
func (m *Move) String() string {
	w := &writer{limit: -1}
	m.write(w)
	return string(w.buf)
}

// writer accumulates a canonical notation. With a limit of zero or more it
// stops once the text passes limit bytes, so that writing a tree whose
// subtrees are shared (as a prefix 'a' makes them) costs at most about limit
// steps however large the tree would be written out; over is then set, and
// overAt is the leg being written at that point. With pos set it records
// where each leg first appears in the text.
type writer struct {
	buf    []byte
	limit  int
	over   bool
	at     *Leg
	overAt *Leg
	pos    map[*Leg]int
	order  []*Leg // the legs of pos, in the order they were written
}

// canonical writes the canonical notation of m, stopping past maxNotation
// bytes; pos, if not nil, receives where each leg appears.
func canonical(m *Move, pos map[*Leg]int) *writer {
	w := &writer{limit: maxNotation, pos: pos}
	m.write(w)
	return w
}

func (w *writer) byte(c byte) {
	if w.over {
		return
	}
	w.buf = append(w.buf, c)
	w.check()
}

func (w *writer) string(s string) {
	if w.over {
		return
	}
	w.buf = append(w.buf, s...)
	w.check()
}

func (w *writer) check() {
	if w.limit >= 0 && len(w.buf) > w.limit {
		w.over, w.overAt = true, w.at
	}
}

// bracket puts the text written from offset st on into brackets, moving the
// positions recorded inside it along.
func (w *writer) bracket(st int) {
	if w.over {
		return
	}
	w.buf = append(w.buf, 0)
	copy(w.buf[st+1:], w.buf[st:])
	w.buf[st] = '['
	for i := len(w.order) - 1; i >= 0 && w.pos[w.order[i]] >= st; i-- {
		w.pos[w.order[i]]++
	}
	w.byte(']')
}

func (m *Move) write(w *writer) {
	for _, c := range m.Alts {
		if w.over {
			return
		}
		// A bare leg after a leg printed with the same atom letter would
		// read as one rider (W then W is not WW): bracket it.
		st := len(w.buf)
		c.write(w)
		if st > 0 && len(w.buf) > st && isAtom(w.buf[st]) && w.buf[st] == w.buf[st-1] {
			w.bracket(st)
		}
	}
}

func (c *Chain) write(w *writer) {
	c.First.write(w)
	for _, l := range c.Links {
		if w.over {
			return
		}
		w.byte('a')
		if l.Exact {
			w.byte('!')
		}
		if l.Count > 0 {
			w.string(strconv.Itoa(l.Count))
		}
		l.Elem.write(w)
	}
}

func (d Dirs) write(w *writer) {
	for _, r := range d {
		if r.Bracketed {
			w.byte('[')
			w.string(r.Letters)
			w.byte(']')
		} else {
			w.string(r.Letters)
		}
	}
}

func (g *Group) write(w *writer) {
	g.Dirs.write(w)
	w.byte('[')
	if g.Return {
		w.string("cr")
	}
	g.Move.write(w)
	w.byte(']')
}

func (l *Leg) write(w *writer) {
	if w.over {
		return
	}
	w.at = l
	if _, ok := w.pos[l]; w.pos != nil && !ok {
		w.pos[l] = len(w.buf)
		w.order = append(w.order, l)
	}
	// Directions come first, so that no leg can print as the [cr...] form.
	l.Dirs.write(w)
	if l.Mode&ModeMove != 0 {
		w.byte('m')
	}
	if l.Mode&ModeCapture != 0 {
		w.byte('c')
	}
	if l.Mode&ModeShoot != 0 {
		w.byte('x')
	}
	switch {
	case l.Hop == HopAny:
		w.string("pp")
	case l.Hop == 1:
		w.byte('p')
	case l.Hop > 1:
		w.byte('p')
		w.string(strconv.Itoa(l.Hop))
	}
	switch {
	case l.Rider && l.Atom == 'W':
		w.byte('R')
	case l.Rider && l.Atom == 'F':
		w.byte('B')
	case l.Rider && l.Atom == 'K':
		w.byte('Q')
	case l.Rider:
		w.byte(byte(l.Atom))
		if l.Max == 0 && !l.Ineq {
			w.byte(byte(l.Atom))
		}
	default:
		w.byte(byte(l.Atom))
	}
	switch {
	case l.Ineq:
		w.byte('(')
		if l.Min > 1 {
			w.string(strconv.Itoa(l.Min))
			w.string("≤")
		}
		w.byte('n')
		if l.Max > 0 {
			w.string("≤")
			w.string(strconv.Itoa(l.Max))
		}
		w.byte(')')
	case l.Max > 0:
		w.string(strconv.Itoa(l.Max))
	}
	if l.Exact {
		w.byte('!')
	}
}
