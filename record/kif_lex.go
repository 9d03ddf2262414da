package record

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/largeshogi/largeshogi/internal/numeral"
	"github.com/largeshogi/largeshogi/variant"
)

// A line is one line of the text, without its line break.
type line struct {
	num  int
	text string
}

// splitLines cuts src into lines at "\n", "\r\n" or "\r", dropping a byte
// order mark at the start.
func splitLines(src string) []line {
	src = strings.TrimPrefix(src, "\ufeff")
	var lines []line
	for n := 1; src != ""; n++ {
		i := strings.IndexAny(src, "\r\n")
		if i < 0 {
			lines = append(lines, line{n, src})
			break
		}
		lines = append(lines, line{n, src[:i]})
		if strings.HasPrefix(src[i:], "\r\n") {
			i++
		}
		src = src[i+1:]
	}
	return lines
}

// kind is what a line is, judged by how it starts.
type kind uint8

const (
	blankLine     kind = iota
	ignoredLine        // "#" comment, "&" bookmark
	summaryLine        // "まで64手で..."
	commentLine        // "* text"
	rowLine            // "|  ・ 獅 ...|一"
	frameLine          // "+----+" or the file numbers above a diagram
	headingLine        // "手数----指手---------消費時間--"
	variationLine      // "変化：N手"
	turnLine           // "後手番"
	handLine           // "先手の持駒：なし"
	moveLine           // a move or a result, certainly
	headerLine         // "key：value", or a move line with a kanji number
	unknownLine
)

// turnWords are the turn lines: whether White moves first, and whether the
// sides are named for a handicap game.
var turnWords = map[string]struct{ white, handicap bool }{
	"先手番": {false, false}, "後手番": {true, false},
	"下手番": {false, true}, "上手番": {true, true},
}

// classify tells what the line whose text, without leading blanks, is s is.
func classify(s string) kind {
	r, _ := utf8.DecodeRuneInString(s)
	switch {
	case s == "":
		return blankLine
	case r == '#' || r == '&':
		return ignoredLine
	case strings.HasPrefix(s, "まで"):
		return summaryLine
	case r == '*' || r == '＊':
		return commentLine
	case r == '|':
		return rowLine
	case strings.Trim(s, "+-") == "" || strings.TrimFunc(s, func(r rune) bool { return digitValue(r) >= 0 || unicode.IsSpace(r) }) == "":
		return frameLine
	case strings.HasPrefix(s, "手数-"):
		return headingLine
	case strings.HasPrefix(s, "変化"):
		return variationLine
	}
	if _, ok := turnWords[strings.TrimRightFunc(s, unicode.IsSpace)]; ok {
		return turnLine
	}
	key, _, colon := cutColon(s)
	switch {
	case colon && strings.HasSuffix(strings.TrimRightFunc(key, unicode.IsSpace), "の持駒"):
		return handLine
	case digitValue(r) >= 0, readSign[r] != NoSign, r == '仝', r == '同', stepOf(s) != 0:
		return moveLine
	}
	if _, n := termination(s); n > 0 {
		return moveLine
	}
	switch {
	case colon || isKanjiNumeral(r):
		return headerLine
	}
	return unknownLine
}

// cutColon splits s at its first colon, full-width or not.
func cutColon(s string) (key, value string, found bool) {
	i := strings.IndexAny(s, ":：")
	if i < 0 {
		return s, "", false
	}
	_, n := utf8.DecodeRuneInString(s[i:])
	return s[:i], s[i+n:], true
}

// maxSteps is the most lines a move takes: one a leg, as many as the rules
// engine plays ([variant.MaxLegs]).
const maxSteps = variant.MaxLegs

// stepOf returns n if s starts with the step mark of the n-th line of a move
// of several lines (一歩目, 二歩目, ... 六歩目), else 0.
func stepOf(s string) int {
	for i := range maxSteps {
		if strings.HasPrefix(s, stepMark(i+1)) {
			return i + 1
		}
	}
	return 0
}

// stepMark returns the mark of the n-th line of a move: 一歩目 for 1.
func stepMark(n int) string { return string(numeral.Digits[n-1]) + "歩目" }

// cursor reads one line rune by rune, and knows its place for errors.
type cursor struct {
	text string
	i    int // byte offset of the next rune
	line int
}

// pos returns the place of the byte offset i of the line.
func (c *cursor) posAt(i int) Pos {
	return Pos{c.line, utf8.RuneCountInString(c.text[:i]) + 1}
}

// pos returns the place of the next rune.
func (c *cursor) pos() Pos { return c.posAt(c.i) }

// rest returns the text not read yet.
func (c *cursor) rest() string { return c.text[c.i:] }

// done reports whether the line is read.
func (c *cursor) done() bool { return c.i >= len(c.text) }

// peek returns the next rune, or utf8.RuneError at the end of the line.
func (c *cursor) peek() rune {
	r, _ := utf8.DecodeRuneInString(c.rest())
	return r
}

// next reads a rune.
func (c *cursor) next() rune {
	r, n := utf8.DecodeRuneInString(c.rest())
	c.i += n
	return r
}

// skipSpace reads blanks: spaces, tabs and the full-width space.
func (c *cursor) skipSpace() {
	for !c.done() && unicode.IsSpace(c.peek()) {
		c.next()
	}
}

// accept reads s if the line continues with it.
func (c *cursor) accept(s string) bool {
	if strings.HasPrefix(c.rest(), s) {
		c.i += len(s)
		return true
	}
	return false
}

// acceptRune reads the next rune if it is one of rs.
func (c *cursor) acceptRune(rs ...rune) bool {
	r := c.peek()
	for _, x := range rs {
		if r == x {
			c.next()
			return true
		}
	}
	return false
}

// digits reads up to max Arabic or full-width digits and returns their
// value and how many there were.
func (c *cursor) digits(max int) (value, count int) {
	for count < max {
		d := digitValue(c.peek())
		if d < 0 {
			break
		}
		c.next()
		value = value*10 + d
		count++
	}
	return value, count
}
