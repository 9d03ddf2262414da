package betza

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Error is a notation that does not parse or compile. Col is the column of
// the fault within Notation, in characters (Unicode code points, an invalid
// byte counting as one) from 1, as every column the project reports.
type Error struct {
	Notation string
	Col      int
	Msg      string
}

// Error returns "NOTATION: column N: MESSAGE".
func (e *Error) Error() string {
	return fmt.Sprintf("%s: column %d: %s", e.Notation, e.Col, e.Msg)
}

// Caret returns the notation with a caret under the faulty column on the line
// below, for showing to a person.
func (e *Error) Caret() string {
	return e.Notation + "\n" + strings.Repeat(" ", max(e.Col-1, 0)) + "^"
}

// Parse reads a notation in the dialect of the rule texts (see the package
// documentation) and returns its syntax tree.
func Parse(s string) (*Move, error) {
	m, _, err := parse(s)
	return m, err
}

// parse is [Parse], also returning where each leg of the tree was written
// in s (a byte offset), for errors found later.
func parse(s string) (*Move, map[*Leg]int, error) {
	p := &parser{s: s, pos: map[*Leg]int{}}
	if len(s) > maxNotation {
		return nil, nil, p.errAt(maxNotation, fmt.Sprintf("notation longer than %d bytes", maxNotation))
	}
	if s == "" {
		return nil, nil, p.errAt(0, "empty notation")
	}
	m, err := p.move(0)
	if err != nil {
		return nil, nil, err
	}
	if p.i < len(s) {
		return nil, nil, p.errAt(p.i, fmt.Sprintf("unexpected %q", p.peekRune()))
	}
	// A prefix 'a' shares the subtree it repeats, so the tree is small
	// however large it is written out; the writer stops at the limit.
	if w := canonical(m, nil); w.over {
		return nil, nil, p.errAt(p.pos[w.overAt], fmt.Sprintf("notation expands to more than %d bytes written out, passing the limit at this leg", maxNotation))
	}
	return m, p.pos, nil
}

type parser struct {
	s   string
	i   int
	pos map[*Leg]int // where each leg was written in s
}

func (p *parser) errAt(i int, msg string) error {
	return &Error{Notation: p.s, Col: column(p.s, i), Msg: msg}
}

// column returns the column, in characters from 1, of byte offset i of s.
func column(s string, i int) int {
	return utf8.RuneCountInString(s[:min(i, len(s))]) + 1
}

func (p *parser) peek() byte {
	if p.i < len(p.s) {
		return p.s[p.i]
	}
	return 0
}

func (p *parser) peekRune() string {
	r, _ := utf8.DecodeRuneInString(p.s[p.i:])
	return string(r)
}

func isAtom(c byte) bool  { return strings.IndexByte("WFDANHCZGKRBQU", c) >= 0 }
func isDir(c byte) bool   { return strings.IndexByte("fblrvs", c) >= 0 }
func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// move parses components until the end or a closing bracket.
func (p *parser) move(depth int) (*Move, error) {
	if depth > maxDepth {
		return nil, p.errAt(p.i, fmt.Sprintf("brackets nested deeper than %d", maxDepth))
	}
	m := &Move{}
	for p.i < len(p.s) && p.peek() != ']' {
		c, err := p.chain(depth)
		if err != nil {
			return nil, err
		}
		m.Alts = append(m.Alts, c)
	}
	return m, nil
}

// prefix holds modifiers read before an atom or bracket.
type prefix struct {
	dirs  Dirs
	mode  Mode
	hop   int
	start int // byte offset of the first modifier
	modes int // offset of the first modality letter, -1 if none
}

func (pr *prefix) empty() bool { return len(pr.dirs) == 0 && pr.mode == 0 && pr.hop == 0 }

// modifiers reads modality, hop and direction letters.
func (p *parser) modifiers() (prefix, error) {
	pr := prefix{start: p.i, modes: -1}
	for p.i < len(p.s) {
		c := p.peek()
		switch {
		case c == 'm' || c == 'c' || c == 'x':
			bit := map[byte]Mode{'m': ModeMove, 'c': ModeCapture, 'x': ModeShoot}[c]
			if pr.mode&bit != 0 {
				return pr, p.errAt(p.i, fmt.Sprintf("modality %q given twice", c))
			}
			if pr.modes < 0 {
				pr.modes = p.i
			}
			pr.mode |= bit
			p.i++
		case c == 'p':
			if pr.hop != 0 {
				return pr, p.errAt(p.i, "hop given twice")
			}
			p.i++
			switch {
			case p.peek() == 'p':
				pr.hop = HopAny
				p.i++
			case strings.HasPrefix(p.s[p.i:], "∞"):
				pr.hop = HopAny
				p.i += len("∞")
			case isDigit(p.peek()):
				n, err := p.number()
				if err != nil {
					return pr, err
				}
				if n == 0 {
					return pr, p.errAt(p.i-1, "hop count must be at least 1")
				}
				pr.hop = n
			default:
				pr.hop = 1
			}
		case isDir(c):
			st := p.i
			for p.i < len(p.s) && isDir(p.peek()) {
				p.i++
			}
			// Direction letters before one atom form one run, even with
			// modality letters between them.
			if n := len(pr.dirs); n > 0 && !pr.dirs[n-1].Bracketed {
				pr.dirs[n-1].Letters += p.s[st:p.i]
			} else {
				pr.dirs = append(pr.dirs, DirRun{Letters: p.s[st:p.i]})
			}
		case c == '[' && p.dirBracket():
			st := p.i + 1
			p.i = strings.IndexByte(p.s[p.i:], ']') + p.i
			pr.dirs = append(pr.dirs, DirRun{Letters: p.s[st:p.i], Bracketed: true})
			p.i++
		default:
			return pr, nil
		}
	}
	return pr, nil
}

// dirBracket reports whether the bracket at p.i holds only direction letters,
// as in fR[fl][br]B.
func (p *parser) dirBracket() bool {
	j := p.i + 1
	for j < len(p.s) && isDir(p.s[j]) {
		j++
	}
	return j > p.i+1 && j < len(p.s) && p.s[j] == ']'
}

func (p *parser) number() (int, error) {
	st := p.i
	n := 0
	for p.i < len(p.s) && isDigit(p.peek()) {
		n = n*10 + int(p.peek()-'0')
		p.i++
		if n > maxRange {
			return 0, p.errAt(st, fmt.Sprintf("number larger than %d", maxRange))
		}
	}
	return n, nil
}

// linkHead reads the count and '!' after an 'a': a3, a!5, a3!.
func (p *parser) linkHead() (count int, exact bool, err error) {
	if p.peek() == '!' {
		exact = true
		p.i++
	}
	if isDigit(p.peek()) {
		st := p.i
		if count, err = p.number(); err != nil {
			return 0, false, err
		}
		if count < 2 || count > maxCount {
			return 0, false, p.errAt(st, fmt.Sprintf("leg count must be from 2 to %d", maxCount))
		}
	}
	if p.peek() == '!' && !exact {
		exact = true
		p.i++
	}
	return count, exact, nil
}

// chain parses one component: elements joined by 'a'.
func (p *parser) chain(depth int) (*Chain, error) {
	if p.peek() == 'a' {
		return p.prefixChain(depth)
	}
	pr, err := p.modifiers()
	if err != nil {
		return nil, err
	}
	if p.peek() == 'a' && !pr.empty() {
		// xxxayyyK: the modifiers before 'a' belong to a first leg that
		// borrows its atom from the leg after the 'a'.
		c := &Chain{}
		if err := p.links(c, depth); err != nil {
			return nil, err
		}
		next, ok := c.Links[0].Elem.(*Leg)
		if !ok {
			return nil, p.errAt(pr.start, "modifiers before 'a' need an atom after it, not a bracket")
		}
		if next.Atom == 'U' {
			return nil, p.errAt(pr.start, "the universal leaper U takes no modifiers")
		}
		if pr.hop != 0 && !next.Rider {
			return nil, p.errAt(pr.start, "hopping needs a rider, as in ppQ5")
		}
		if next.Mode|pr.mode == ModeMove|ModeCapture {
			return nil, p.errAt(pr.start, "m and c together: leave both out for a leg that moves and captures")
		}
		first := *next
		first.Dirs, first.Mode, first.Hop = pr.dirs, pr.mode, pr.hop
		p.pos[&first] = pr.start
		c.First = &first
		return c, nil
	}
	first, err := p.element(pr, depth)
	if err != nil {
		return nil, err
	}
	c := &Chain{First: first}
	if err := p.links(c, depth); err != nil {
		return nil, err
	}
	// A bracketed chain standing alone is that chain: [KaK] is KaK.
	if g, ok := first.(*Group); ok && len(c.Links) == 0 && !g.Return && len(g.Dirs) == 0 && len(g.Move.Alts) == 1 {
		return g.Move.Alts[0], nil
	}
	return c, nil
}

// prefixChain parses a component that starts with 'a': aK is KaK, a3K is up
// to three king steps, avW is WavW (the first leg bare, as in xxxayyyK with
// xxx empty), and a followed by anything longer repeats all of it.
func (p *parser) prefixChain(depth int) (*Chain, error) {
	st := p.i
	p.i++
	count, exact, err := p.linkHead()
	if err != nil {
		return nil, err
	}
	if p.i >= len(p.s) || p.peek() == ']' {
		return nil, p.errAt(st, "'a' needs a move after it")
	}
	bracketed := p.peek() == '['
	rest, err := p.chain(depth)
	if err != nil {
		return nil, err
	}
	if leg, ok := rest.First.(*Leg); ok && len(rest.Links) == 0 && !bracketed {
		bare := *leg
		bare.Dirs, bare.Mode, bare.Hop = nil, 0, 0
		p.pos[&bare] = p.pos[leg]
		return &Chain{First: &bare, Links: []Link{{Count: count, Exact: exact, Elem: leg}}}, nil
	}
	var elem Element = &Group{Move: &Move{Alts: []*Chain{rest}}}
	if len(rest.Links) == 0 {
		elem = rest.First
	}
	return &Chain{First: elem, Links: []Link{{Count: count, Exact: exact, Elem: elem}}}, nil
}

// links parses the 'a' links that follow an element.
func (p *parser) links(c *Chain, depth int) error {
	for p.peek() == 'a' {
		st := p.i
		p.i++
		count, exact, err := p.linkHead()
		if err != nil {
			return err
		}
		pr, err := p.modifiers()
		if err != nil {
			return err
		}
		// afavK: modifiers standing alone between two a's qualify the next leg.
		for p.peek() == 'a' && !pr.empty() {
			p.i++
			if _, _, err := p.linkHead(); err != nil {
				return err
			}
			more, err := p.modifiers()
			if err != nil {
				return err
			}
			pr = mergePrefix(pr, more)
		}
		if p.i >= len(p.s) || p.peek() == ']' {
			return p.errAt(st, "'a' needs a move after it")
		}
		elem, err := p.element(pr, depth)
		if err != nil {
			return err
		}
		c.Links = append(c.Links, Link{Count: count, Exact: exact, Elem: elem})
	}
	return nil
}

func mergePrefix(a, b prefix) prefix {
	a.mode |= b.mode
	if a.hop == 0 {
		a.hop = b.hop
	}
	for _, r := range b.dirs {
		if n := len(a.dirs); n > 0 && !r.Bracketed && !a.dirs[n-1].Bracketed {
			a.dirs[n-1].Letters += r.Letters
			continue
		}
		a.dirs = append(a.dirs, r)
	}
	if a.modes < 0 {
		a.modes = b.modes
	}
	return a
}

// element parses an atom with its range, or a bracketed group, after the
// modifiers pr.
func (p *parser) element(pr prefix, depth int) (Element, error) {
	c := p.peek()
	switch {
	case c == '[':
		open := p.i
		p.i++
		g := &Group{Dirs: pr.dirs}
		if strings.HasPrefix(p.s[p.i:], "cr") && p.i+2 < len(p.s) && (isAtom(p.s[p.i+2]) || isDir(p.s[p.i+2])) {
			p.i += 2
			inner, err := p.modifiers()
			if err != nil {
				return nil, err
			}
			leg, err := p.leg(inner)
			if err != nil {
				return nil, err
			}
			g.Return = true
			g.Move = &Move{Alts: []*Chain{{First: leg}}}
		} else {
			m, err := p.move(depth + 1)
			if err != nil {
				return nil, err
			}
			if len(m.Alts) == 0 && p.peek() == ']' {
				return nil, p.errAt(p.i, "empty brackets")
			}
			g.Move = m
		}
		switch c := p.peek(); {
		case c == 0:
			return nil, p.errAt(p.i, fmt.Sprintf("missing ']' to close the '[' at column %d", open+1))
		case c != ']':
			return nil, p.errAt(p.i, fmt.Sprintf("unexpected %q where ']' was expected", string(c)))
		}
		p.i++
		if pr.mode != 0 || pr.hop != 0 {
			if g.Return {
				return nil, p.errAt(pr.start, "modality before [cr...]: put it inside")
			}
			m, err := p.distribute(g.Move, pr)
			if err != nil {
				return nil, p.errAt(pr.start, err.Error())
			}
			g.Move = m
		}
		// Brackets around one element change nothing: [W] is W.
		if !g.Return && len(g.Dirs) == 0 && len(g.Move.Alts) == 1 && len(g.Move.Alts[0].Links) == 0 {
			return g.Move.Alts[0].First, nil
		}
		return g, nil
	case isAtom(c):
		return p.leg(pr)
	case c == 0:
		return nil, p.errAt(p.i, "notation ends where an atom was expected")
	case isDigit(c) || c == '(' || c == '!':
		if pr.modes >= 0 && pr.modes == p.i-1 {
			return nil, p.errAt(p.i, fmt.Sprintf("range after modality %q: a range follows an atom", p.s[p.i-1]))
		}
		return nil, p.errAt(p.i, "range with no atom before it")
	case c == ']':
		return nil, p.errAt(p.i, "unmatched ']'")
	default:
		return nil, p.errAt(p.i, fmt.Sprintf("unexpected %q where an atom was expected", p.peekRune()))
	}
}

// leg parses an atom, a doubled atom or a range after the modifiers pr.
func (p *parser) leg(pr prefix) (*Leg, error) {
	if !isAtom(p.peek()) {
		return nil, p.errAt(p.i, "expected an atom (one of WFDANHCZGKRBQU)")
	}
	st := p.i
	l := &Leg{Dirs: pr.dirs, Mode: pr.mode, Hop: pr.hop, Atom: Atom(p.peek())}
	p.pos[l] = pr.start
	p.i++
	switch l.Atom {
	case 'R':
		l.Atom, l.Rider = 'W', true
	case 'B':
		l.Atom, l.Rider = 'F', true
	case 'Q':
		l.Atom, l.Rider = 'K', true
	case 'U':
		if !pr.empty() {
			return nil, p.errAt(pr.start, "the universal leaper U takes no modifiers")
		}
		return l, nil
	default:
		if p.peek() == byte(l.Atom) {
			l.Rider = true
			p.i++
		}
	}
	if pr.mode == ModeMove|ModeCapture {
		return nil, p.errAt(pr.modes, "m and c together: leave both out for a leg that moves and captures")
	}
	switch c := p.peek(); {
	case strings.HasPrefix(p.s[p.i:], "∞"):
		p.i += len("∞")
		l.Rider = true
	case isDigit(c):
		if l.Rider && p.i-st == 2 {
			return nil, p.errAt(p.i, "a doubled atom is already unlimited: write one atom before a range")
		}
		n, err := p.number()
		if err != nil {
			return nil, err
		}
		if n == 0 {
			return nil, p.errAt(p.i-1, "range must be at least 1")
		}
		l.Rider, l.Max = true, n
	case c == '(':
		if err := p.inequality(l); err != nil {
			return nil, err
		}
	}
	if p.peek() == '!' {
		if l.Max == 0 {
			return nil, p.errAt(p.i, "'!' needs a range before it, as in R4!")
		}
		l.Exact = true
		p.i++
	}
	if l.Hop != 0 && !l.Rider {
		return nil, p.errAt(pr.start, "hopping needs a rider, as in ppQ5")
	}
	return l, nil
}

// inequality parses (2≤n≤4), (2<=n<=4), (n≤4) or (2≤n).
func (p *parser) inequality(l *Leg) error {
	st := p.i
	p.i++
	le := func() bool {
		switch {
		case strings.HasPrefix(p.s[p.i:], "≤"):
			p.i += len("≤")
		case strings.HasPrefix(p.s[p.i:], "<="):
			p.i += 2
		default:
			return false
		}
		return true
	}
	lo, hi := 1, 0
	if isDigit(p.peek()) {
		n, err := p.number()
		if err != nil {
			return err
		}
		if !le() {
			return p.errAt(p.i, "expected ≤ after the lower bound")
		}
		lo = n
	}
	if p.peek() != 'n' {
		return p.errAt(p.i, "expected n in the range inequality")
	}
	p.i++
	if le() {
		if !isDigit(p.peek()) {
			return p.errAt(p.i, "expected the upper bound")
		}
		n, err := p.number()
		if err != nil {
			return err
		}
		hi = n
	}
	if p.peek() != ')' {
		return p.errAt(p.i, "expected ')' to close the range")
	}
	p.i++
	if lo < 1 || (hi > 0 && hi < lo) || (lo == 1 && hi == 0) {
		return p.errAt(st, "range inequality must have 1 ≤ lower ≤ upper and at least one bound")
	}
	l.Rider, l.Min, l.Max, l.Ineq = true, lo, hi, true
	return nil
}

// distribute applies the modality and hop written before a bracket, as in
// cx[Q5ppQ5], to the first leg of every alternative inside it. It returns a
// copy of m along the legs it changes, because a prefix 'a' shares the
// element it repeats: in x[a[WF]] only the first copy of [WF] shoots.
func (p *parser) distribute(m *Move, pr prefix) (*Move, error) {
	out := &Move{Alts: make([]*Chain, len(m.Alts))}
	for i, c := range m.Alts {
		cc := *c
		switch e := c.First.(type) {
		case *Leg:
			if e.Atom == 'U' {
				return nil, fmt.Errorf("the universal leaper U takes no modifiers")
			}
			if e.Mode|pr.mode == ModeMove|ModeCapture || e.Mode|pr.mode == ModeMove|ModeCapture|ModeShoot {
				return nil, fmt.Errorf("modality before a bracket conflicts with the modality inside it")
			}
			l := *e
			l.Mode |= pr.mode
			if pr.hop != 0 {
				if l.Hop != 0 {
					return nil, fmt.Errorf("hop before a bracket conflicts with the hop inside it")
				}
				if !l.Rider {
					return nil, fmt.Errorf("hopping needs a rider, as in ppQ5")
				}
				l.Hop = pr.hop
			}
			p.pos[&l] = p.pos[e]
			cc.First = &l
		case *Group:
			if e.Return {
				return nil, fmt.Errorf("modality before [cr...]: put it inside")
			}
			inner, err := p.distribute(e.Move, pr)
			if err != nil {
				return nil, err
			}
			g := *e
			g.Move = inner
			cc.First = &g
		}
		out.Alts[i] = &cc
	}
	return out, nil
}
