package betza

import (
	"strconv"
	"strings"
)

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
	write(b *strings.Builder)
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

// String returns the notation of m.
func (m *Move) String() string {
	var b strings.Builder
	m.write(&b)
	return b.String()
}

func (m *Move) write(b *strings.Builder) {
	for _, c := range m.Alts {
		// A bare leg after a leg printed with the same atom letter would
		// read as one rider (W then W is not WW): bracket it.
		var one strings.Builder
		c.write(&one)
		next := one.String()
		if cur := b.String(); cur != "" && isAtom(next[0]) && next[0] == cur[len(cur)-1] {
			b.WriteByte('[')
			b.WriteString(next)
			b.WriteByte(']')
			continue
		}
		b.WriteString(next)
	}
}

func (c *Chain) write(b *strings.Builder) {
	c.First.write(b)
	for _, l := range c.Links {
		b.WriteByte('a')
		if l.Exact {
			b.WriteByte('!')
		}
		if l.Count > 0 {
			b.WriteString(strconv.Itoa(l.Count))
		}
		l.Elem.write(b)
	}
}

func (d Dirs) write(b *strings.Builder) {
	for _, r := range d {
		if r.Bracketed {
			b.WriteByte('[')
			b.WriteString(r.Letters)
			b.WriteByte(']')
		} else {
			b.WriteString(r.Letters)
		}
	}
}

func (g *Group) write(b *strings.Builder) {
	g.Dirs.write(b)
	b.WriteByte('[')
	if g.Return {
		b.WriteString("cr")
	}
	g.Move.write(b)
	b.WriteByte(']')
}

func (l *Leg) write(b *strings.Builder) {
	// Directions come first, so that no leg can print as the [cr...] form.
	l.Dirs.write(b)
	if l.Mode&ModeMove != 0 {
		b.WriteByte('m')
	}
	if l.Mode&ModeCapture != 0 {
		b.WriteByte('c')
	}
	if l.Mode&ModeShoot != 0 {
		b.WriteByte('x')
	}
	switch {
	case l.Hop == HopAny:
		b.WriteString("pp")
	case l.Hop == 1:
		b.WriteByte('p')
	case l.Hop > 1:
		b.WriteByte('p')
		b.WriteString(strconv.Itoa(l.Hop))
	}
	switch {
	case l.Rider && l.Atom == 'W':
		b.WriteByte('R')
	case l.Rider && l.Atom == 'F':
		b.WriteByte('B')
	case l.Rider && l.Atom == 'K':
		b.WriteByte('Q')
	case l.Rider:
		b.WriteByte(byte(l.Atom))
		if l.Max == 0 && !l.Ineq {
			b.WriteByte(byte(l.Atom))
		}
	default:
		b.WriteByte(byte(l.Atom))
	}
	switch {
	case l.Ineq:
		b.WriteByte('(')
		if l.Min > 1 {
			b.WriteString(strconv.Itoa(l.Min))
			b.WriteString("≤")
		}
		b.WriteString("n")
		if l.Max > 0 {
			b.WriteString("≤")
			b.WriteString(strconv.Itoa(l.Max))
		}
		b.WriteByte(')')
	case l.Max > 0:
		b.WriteString(strconv.Itoa(l.Max))
	}
	if l.Exact {
		b.WriteByte('!')
	}
}
