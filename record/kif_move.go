package record

import (
	"fmt"
	"github.com/largeshogi/largeshogi/internal/clip"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// maxNumberDigits bounds the digits of a move number, and maxClockDigits
// those of each number of a clock field, so that no value overflows.
const (
	maxNumberDigits = 7
	maxNumber       = 9_999_999
	maxClockDigits  = 4
	maxSpent        = 9999*60 + 59           // seconds: 9999:59
	maxTotal        = 9999*3600 + 59*60 + 59 // seconds: 9999:59:59
)

// step is a parsed move or result line.
type step struct {
	move      KIFMove
	hasNumber bool
	result    *ResultLine
}

// parseStep reads a move line or a result line. names, if not empty, are the
// piece names the game uses (see [KIFReader]).
func parseStep(c *cursor, names map[string]bool) (step, error) {
	var s step
	c.skipSpace()
	start := c.pos()
	if stepOf(c.rest()) == 0 {
		save := c.i
		n, ok, err := parseNumber(c)
		if err != nil {
			return s, err
		}
		// A number ends at a blank, 手目 or a dot; else the numeral starts
		// the destination of a line without a number (7六金将).
		if r := c.peek(); ok && (unicode.IsSpace(r) || r == '手' || r == '.' || r == '。') {
			s.hasNumber = true
			s.move.Number = n
			c.skipSpace()
			c.accept("手目")
			c.acceptRune('.', '。')
			c.skipSpace()
		} else {
			c.i = save
		}
	}
	if t, n := termination(c.rest()); n > 0 {
		c.i += n
		s.result = &ResultLine{Pos: start, Number: s.move.Number, Termination: t}
		tm, comment, err := parseTail(c)
		if err != nil {
			return s, err
		}
		s.result.Time = tm
		if comment != nil {
			s.result.Comments = []string{*comment}
		}
		return s, nil
	}
	s.move.Pos = start
	s.move.Step = stepOf(c.rest())
	if s.move.Step != 0 {
		c.accept(stepMark(s.move.Step))
		c.skipSpace()
	}
	if r := c.peek(); readSign[r] != NoSign {
		s.move.Sign = readSign[c.next()]
		c.skipSpace()
	}
	if err := parseTarget(c, &s.move, names); err != nil {
		return s, err
	}
	if err := parseMoveTail(c, &s.move); err != nil {
		return s, err
	}
	return s, nil
}

// parseNumber reads a move number in Arabic, full-width or kanji numerals,
// if there is one.
func parseNumber(c *cursor) (int, bool, error) {
	at := c.pos()
	if n, count := c.digits(maxNumberDigits); count > 0 {
		if digitValue(c.peek()) >= 0 {
			return 0, false, &Error{Pos: at, Msg: fmt.Sprintf("a move number of more than %d digits", maxNumberDigits)}
		}
		return n, true, nil
	}
	if sizes, values := kanjiPrefixes(c.rest()); len(sizes) > 0 {
		c.i += sizes[0]
		return values[0], true, nil
	}
	return 0, false, nil
}

// reading is one way to read a square at the start of a text: the square
// and how many bytes it takes.
type reading struct {
	sq   KIFSquare
	size int
}

// squareReadings returns the ways s can start with a square, most likely
// first: a file in Arabic or full-width digits then a rank in kanji (7七,
// 10十二), or a rank letter (7g), or two digits (77, as standard KIF writes
// origins); or file and rank both in kanji (七七), the longer file first.
func squareReadings(s string) []reading {
	var out []reading
	add := func(file, rank, size int) {
		if 1 <= file && file <= maxCoordinate && 1 <= rank && rank <= maxCoordinate {
			out = append(out, reading{KIFSquare{file, rank}, size})
		}
	}
	c := cursor{text: s}
	if file, count := c.digits(3); count > 0 {
		if count > 2 {
			return nil
		}
		sizes, values := kanjiPrefixes(c.rest())
		for i := range sizes {
			add(file, values[i], c.i+sizes[i])
		}
		if len(sizes) == 0 {
			if rank, size := rankLetters(c.rest()); size > 0 {
				add(file, rank, c.i+size)
			} else if count == 2 {
				add(file/10, file%10, c.i)
			}
		}
		return out
	}
	fileSizes, files := kanjiPrefixes(s)
	for i := range fileSizes {
		rankSizes, ranks := kanjiPrefixes(s[fileSizes[i]:])
		for j := range rankSizes {
			add(files[i], ranks[j], fileSizes[i]+rankSizes[j])
		}
	}
	return out
}

// rankLetters reads a rank written as USI letters: a to z for ranks 1 to
// 26, a doubled letter aa to jj for ranks 27 to 36.
func rankLetters(s string) (rank, size int) {
	if len(s) == 0 || s[0] < 'a' || s[0] > 'z' {
		return 0, 0
	}
	if len(s) > 1 && s[1] == s[0] && s[0] <= 'j' {
		return 27 + int(s[0]-'a'), 2
	}
	return int(s[0]-'a') + 1, 1
}

// endsName reports whether r ends a piece name in a move line.
func endsName(r rune) bool {
	return unicode.IsSpace(r) || strings.ContainsRune("(（)）←*＊", r)
}

// naming is one way to read a move's piece name and promotion mark.
type naming struct {
	piece string
	prom  Promotion
}

// namings returns the ways to read the text after a destination as a piece
// name and a promotion mark: with the mark split off first, then without.
func namings(raw string) []naming {
	for _, m := range []struct {
		suffix string
		prom   Promotion
	}{{"不成", Decline}, {"成", Promote}} {
		if p, ok := strings.CutSuffix(raw, m.suffix); ok && p != "" {
			return []naming{{p, m.prom}, {raw, NoPromotion}}
		}
	}
	return []naming{{raw, NoPromotion}}
}

// parseTarget reads the destination, piece name and promotion mark of a
// move. When a text reads several ways (5十五里霧: rank 十 or 十五?), the
// way whose piece is one of names wins, else the longest rank and the
// promotion mark split off.
func parseTarget(c *cursor, m *KIFMove, names map[string]bool) error {
	at := c.pos()
	var readings []reading
	if c.acceptRune('仝', '同') {
		m.Same = true
		c.skipSpace()
		readings = []reading{{}}
	} else if readings = squareReadings(c.rest()); len(readings) == 0 {
		return &Error{Pos: at, Msg: "want a destination square (7七) or 仝"}
	}
	t, err := chooseTarget(c, readings, names)
	if err != nil {
		return err
	}
	if t.piece == "" {
		return &Error{Pos: c.posAt(c.i + t.size), Msg: "want a piece name after the destination"}
	}
	m.To, m.Piece, m.Promotion = t.sq, t.piece, t.prom
	c.i = t.end
	return nil
}

// target is one reading of a destination with its piece name, and the byte
// offset where the name ends.
type target struct {
	reading
	naming
	end int
}

// chooseTarget returns the first reading of readings and of its name whose
// piece is one of names, or the first of all if none is.
func chooseTarget(c *cursor, readings []reading, names map[string]bool) (target, error) {
	var first target
	for i, rd := range readings {
		start := c.i + rd.size
		end := start
		for end < len(c.text) {
			r, n := utf8.DecodeRuneInString(c.text[end:])
			if endsName(r) {
				break
			}
			end += n
		}
		// lishogi's importer reads a "まで" written after the last move's
		// piece, as some records have it, and drops it.
		raw := c.text[start:end]
		for strings.HasSuffix(raw, "まで") {
			raw = strings.TrimSuffix(raw, "まで")
		}
		if strings.HasSuffix(raw, "打") {
			return first, &Error{Pos: c.posAt(start + len(raw) - len("打")), Msg: "a drop (打): no large shogi variant has drops"}
		}
		for j, nm := range namings(raw) {
			t := target{rd, nm, end}
			if names[nm.piece] {
				return t, nil
			}
			if i == 0 && j == 0 {
				first = t
			}
		}
	}
	return first, nil
}

// openParen reads "(" or "（".
func (c *cursor) openParen() bool { return c.acceptRune('(', '（') }

// closeParen reads ")" or "）".
func (c *cursor) closeParen() bool { return c.acceptRune(')', '）') }

// parseMoveTail reads what follows a move's piece name: the 居食い or じっと
// mark, the origin, the clock field and a comment, each optional, in this
// order.
func parseMoveTail(c *cursor, m *KIFMove) error {
	c.skipSpace()
	mark, err := parseMark(c)
	if err != nil {
		return err
	}
	m.Mark = mark
	if err := parseOrigin(c, m); err != nil {
		return err
	}
	tm, comment, err := parseTail(c)
	if err != nil {
		return err
	}
	m.Time = tm
	if comment != nil {
		m.Comments = []string{*comment}
	}
	return nil
}

// parseMark reads a 居食い or じっと mark in parentheses, if there is one.
func parseMark(c *cursor) (Mark, error) {
	save := c.i
	if c.openParen() {
		c.skipSpace()
		for mk := Igui; mk <= Jitto; mk++ {
			if c.accept(markText[mk]) {
				c.skipSpace()
				if !c.closeParen() {
					return 0, &Error{Pos: c.pos(), Msg: "want ） after " + markText[mk]}
				}
				c.skipSpace()
				return mk, nil
			}
		}
	}
	c.i = save
	return NoMark, nil
}

// parseOrigin reads the origin square if there is one: （←7八）, (78),
// ←7八, or the bare square, parentheses full-width or not.
func parseOrigin(c *cursor, m *KIFMove) error {
	save := c.i
	paren := c.openParen()
	c.skipSpace()
	arrow := c.accept("←")
	c.skipSpace()
	if !paren && !arrow && !startsSquare(c.rest()) || paren && !arrow && isClock(c.rest()) {
		c.i = save
		return nil
	}
	at := c.pos()
	for _, rd := range squareReadings(c.rest()) {
		if startsSquare(c.rest()[rd.size:]) {
			continue
		}
		m.From = rd.sq
		c.i += rd.size
		c.skipSpace()
		if closed := c.closeParen(); paren && !closed {
			return &Error{Pos: c.pos(), Msg: "want ） after the origin square"}
		}
		c.skipSpace()
		return nil
	}
	return &Error{Pos: at, Msg: "want the origin square (7八)"}
}

// startsSquare reports whether s starts with a numeral, as a square does.
func startsSquare(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return digitValue(r) >= 0 || isKanjiNumeral(r)
}

// isClock reports whether s, after an opening parenthesis, is a clock field:
// digits, then a colon.
func isClock(s string) bool {
	s = strings.TrimLeftFunc(s, unicode.IsSpace)
	t := strings.TrimLeft(s, "0123456789")
	return t != s && strings.HasPrefix(t, ":")
}

// parseTail reads the clock field and the comment that may end a move or
// result line, and checks that nothing else follows.
func parseTail(c *cursor) (*Time, *string, error) {
	c.skipSpace()
	var tm *Time
	if save := c.i; c.openParen() && isClock(c.rest()) {
		t, err := parseClock(c)
		if err != nil {
			return nil, nil, err
		}
		tm = &t
	} else {
		c.i = save
	}
	c.skipSpace()
	if c.acceptRune('*', '＊') {
		comment := strings.TrimPrefix(c.rest(), " ")
		c.i = len(c.text)
		return tm, &comment, nil
	}
	if !c.done() {
		return nil, nil, &Error{Pos: c.pos(), Msg: fmt.Sprintf("unexpected %q", clip.Cut(c.rest(), maxQuote))}
	}
	return tm, nil, nil
}

// parseClock reads a clock field after its opening parenthesis: the time
// spent as minutes:seconds, then "/" and the total as hours:minutes:seconds,
// the seconds with an optional fraction, the total optional; a "+" may
// follow. Times are rounded to the second, as lishogi keeps them.
func parseClock(c *cursor) (Time, error) {
	var t Time
	c.skipSpace()
	spent, err := clockValue(c, 2, maxSpent)
	if err != nil {
		return t, err
	}
	t.Spent = spent
	c.skipSpace()
	if c.accept("/") {
		c.skipSpace()
		if digitValue(c.peek()) >= 0 {
			total, err := clockValue(c, 3, maxTotal)
			if err != nil {
				return t, err
			}
			t.Total, t.HasTotal = total, true
		}
	}
	c.skipSpace()
	if !c.closeParen() {
		return t, &Error{Pos: c.pos(), Msg: "want ) to close the clock field"}
	}
	c.accept("+")
	return t, nil
}

// clockValue reads parts numbers separated by colons, every one after the
// first below 60, the last the seconds with an optional fraction; the value,
// rounded to the second, is at most limit seconds.
func clockValue(c *cursor, parts int, limit int64) (time.Duration, error) {
	at := c.pos()
	var d time.Duration
	for i := range parts {
		if i > 0 && !c.accept(":") {
			return 0, &Error{Pos: c.pos(), Msg: "want : in the clock field"}
		}
		p := c.pos()
		n, count := c.digits(maxClockDigits)
		if count == 0 || digitValue(c.peek()) >= 0 {
			return 0, &Error{Pos: p, Msg: fmt.Sprintf("want a clock number of 1 to %d digits", maxClockDigits)}
		}
		if i > 0 && n >= 60 {
			return 0, &Error{Pos: p, Msg: fmt.Sprintf("%d minutes or seconds in the clock field, want below 60", n)}
		}
		d = d*60 + time.Duration(n)*time.Second
	}
	if c.accept(".") {
		p := c.pos()
		frac, count := c.digits(9)
		if count == 0 {
			return 0, &Error{Pos: p, Msg: "want digits after the seconds' dot"}
		}
		for range 9 - count {
			frac *= 10
		}
		d += time.Duration(frac)
	}
	d = d.Round(time.Second)
	if d > time.Duration(limit)*time.Second {
		return 0, &Error{Pos: at, Msg: "a clock field beyond 9999:59 (spent) or 9999:59:59 (total)"}
	}
	return d, nil
}

// maxQuote is how many characters of text an error message quotes.
const maxQuote = 20
