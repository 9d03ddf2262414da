package record

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/largeshogi/largeshogi/internal/clip"
)

// Limits on what [ReadKIF] reads, so that hostile input costs bounded work.
// They are far above real records: a long chu shogi game of 200 moves takes
// about 220 lines and 8 KiB.
const (
	MaxKIFSize  = 4 << 20 // bytes of a KIF text
	MaxKIFLines = 100_000 // lines of a KIF text
)

// KIFReader reads KIF texts. The zero KIFReader is ready to use.
type KIFReader struct {
	// Names are the piece names of the game the texts record, if known.
	// Some move lines read two ways, because kanji numerals can end a rank
	// or start a name (5十五里霧: rank 十 and 五里霧, or rank 十五 and 里霧);
	// the reader then takes the way whose piece is one of Names. Without
	// Names it takes the longest rank.
	Names []string
}

// ReadKIF reads the KIF text src, named file in errors, with the zero
// [KIFReader].
func ReadKIF(file string, src []byte) (*KIF, error) {
	var kr KIFReader
	return kr.Read(file, src)
}

// Read reads the KIF text src, named file in errors. It returns the first
// problem as an [*Error] at its line and column.
func (kr *KIFReader) Read(file string, src []byte) (*KIF, error) {
	if len(src) > MaxKIFSize {
		return nil, &Error{File: file, Pos: Pos{1, 1}, Msg: fmt.Sprintf("a KIF text of %d bytes: at most %d are read", len(src), MaxKIFSize)}
	}
	lines := splitLines(string(src))
	if len(lines) > MaxKIFLines {
		return nil, &Error{File: file, Pos: Pos{MaxKIFLines + 1, 1}, Msg: fmt.Sprintf("a KIF text of more than %d lines", MaxKIFLines)}
	}
	p := parser{rec: &KIF{}, names: make(map[string]bool, len(kr.Names))}
	for _, n := range kr.Names {
		p.names[n] = true
	}
	p.seq = p.main()
	err := p.lines(lines)
	if err != nil {
		err.File = file
		return nil, err
	}
	return p.rec, nil
}

// sequence is where the parser puts comments, moves and the result: the
// main line's fields of the record, or a variation's.
type sequence struct {
	comments *[]string
	moves    *[]KIFMove
	result   **ResultLine
	first    int // the number of a first move written without one
}

// parser builds a record line by line.
type parser struct {
	rec     *KIF
	names   map[string]bool
	inMoves bool // a move or result line has been read
	seq     sequence
	rows    [][]DiagramPiece
	rowsAt  Pos
	turn    string // the turn line's word, if any
}

// lines reads the lines of a text.
func (p *parser) lines(lines []line) *Error {
	for _, l := range lines {
		if i := invalidUTF8(l.text); i >= 0 {
			return &Error{Pos: (&cursor{text: l.text, line: l.num}).posAt(i), Msg: "not UTF-8 text"}
		}
		if err := p.line(l); err != nil {
			return err.(*Error)
		}
	}
	if err := p.end(); err != nil {
		return err.(*Error)
	}
	return nil
}

// invalidUTF8 returns the byte offset of the first byte of s that is not
// UTF-8, or -1.
func invalidUTF8(s string) int {
	for i, r := range s {
		if _, n := utf8.DecodeRuneInString(s[i:]); r == utf8.RuneError && n == 1 {
			return i
		}
	}
	return -1
}

// main returns the main line's sequence.
func (p *parser) main() sequence {
	return sequence{&p.rec.Comments, &p.rec.Moves, &p.rec.Result, 1}
}

// line reads one line.
func (p *parser) line(l line) error {
	c := &cursor{text: l.text, line: l.num}
	c.skipSpace()
	s := c.rest()
	at := c.pos()
	k := classify(s)
	if p.inMoves {
		switch k {
		case rowLine, frameLine, headingLine, turnLine, handLine:
			return &Error{Pos: at, Msg: "a header or diagram line after the first move"}
		}
	}
	switch k {
	case blankLine, ignoredLine:
		return nil
	case commentLine:
		c.next()
		p.comment(strings.TrimPrefix(c.rest(), " "))
		return nil
	case rowLine:
		return p.row(c)
	case frameLine, headingLine:
		return nil
	case turnLine:
		p.turn = strings.TrimRightFunc(s, unicode.IsSpace)
		return nil
	case handLine:
		_, v, _ := cutColon(s)
		if v = strings.TrimFunc(v, unicode.IsSpace); v != "" && v != "なし" {
			return &Error{Pos: at, Msg: "pieces in hand: no large shogi variant has drops"}
		}
		return nil
	case variationLine:
		return p.variation(c)
	case summaryLine:
		return p.summary(c)
	case moveLine:
		st, err := parseStep(c, p.names)
		if err != nil {
			return err
		}
		return p.add(st)
	case headerLine:
		key, value, colon := cutColon(s)
		key, value = strings.TrimRightFunc(key, unicode.IsSpace), strings.TrimFunc(value, unicode.IsSpace)
		// A line that starts with a kanji numeral is a move with a kanji
		// number unless it has a colon and, written as a header, does not
		// read as a move: the writer's test, so that headers read are
		// written back.
		if isKanjiNumeral(c.peek()) && (!colon || !readsAsHeader(key+"："+value)) {
			st, err := parseStep(c, p.names)
			if err != nil {
				return err
			}
			return p.add(st)
		}
		if p.inMoves {
			return &Error{Pos: at, Msg: "a header line after the first move"}
		}
		if key == "" {
			return &Error{Pos: at, Msg: "a header line without a key before its colon"}
		}
		p.rec.Headers = append(p.rec.Headers, Header{Pos: at, Key: key, Value: value})
		return nil
	}
	return &Error{Pos: at, Msg: fmt.Sprintf("unrecognised line %q", clip.Cut(s, maxQuote))}
}

// comment adds a comment to the last move or result of the sequence, or
// before its first move.
func (p *parser) comment(text string) {
	moves := *p.seq.moves
	switch {
	case *p.seq.result != nil:
		r := *p.seq.result
		r.Comments = append(r.Comments, text)
	case len(moves) > 0:
		m := &moves[len(moves)-1]
		m.Comments = append(m.Comments, text)
	default:
		*p.seq.comments = append(*p.seq.comments, text)
	}
}

// row reads a diagram row.
func (p *parser) row(c *cursor) error {
	at := c.pos()
	cells, err := parseRow(c)
	if err != nil {
		return err
	}
	if len(p.rows) == 0 {
		p.rowsAt = at
	} else if len(cells) != len(p.rows[0]) {
		return &Error{Pos: at, Msg: fmt.Sprintf("a diagram row of %d squares after rows of %d", len(cells), len(p.rows[0]))}
	}
	if len(p.rows) == maxCoordinate {
		return &Error{Pos: at, Msg: fmt.Sprintf("a diagram of more than %d rows", maxCoordinate)}
	}
	if len(cells) == 0 {
		return &Error{Pos: at, Msg: "an empty diagram row"}
	}
	p.rows = append(p.rows, cells)
	return nil
}

// variation reads a "変化：N手" line and starts the variation.
func (p *parser) variation(c *cursor) error {
	at := c.pos()
	if !p.inMoves {
		return &Error{Pos: at, Msg: "a variation (変化) before the first move"}
	}
	if err := p.endSequence(); err != nil {
		return err
	}
	c.accept("変化")
	if !c.acceptRune(':', '：') {
		return &Error{Pos: c.pos(), Msg: "want ： after 変化"}
	}
	c.skipSpace()
	n, ok, err := parseNumber(c)
	if err == nil && !ok {
		err = &Error{Pos: c.pos(), Msg: "want the number of the variation's first move"}
	}
	if err != nil {
		return err
	}
	c.skipSpace()
	c.accept("手")
	c.skipSpace()
	if !c.done() {
		return &Error{Pos: c.pos(), Msg: fmt.Sprintf("unexpected %q", clip.Cut(c.rest(), maxQuote))}
	}
	p.rec.Variations = append(p.rec.Variations, Variation{Pos: at, Number: n})
	v := &p.rec.Variations[len(p.rec.Variations)-1]
	p.seq = sequence{&v.Comments, &v.Moves, &v.Result, n}
	return nil
}

// summary reads a "まで" line: in the main line, after its moves and
// result, the record's Summary. A まで line of another shape ("まで" and no
// "N手で"), or in a variation, is skipped, as lishogi's importer skips every
// one.
func (p *parser) summary(c *cursor) error {
	at := c.pos()
	c.accept("まで")
	n, count := c.digits(maxNumberDigits)
	if count == 0 || !c.accept("手で") || p.seq.moves != &p.rec.Moves {
		return nil
	}
	if p.rec.Summary != nil {
		return &Error{Pos: at, Msg: fmt.Sprintf("a second まで line: the first is on line %d", p.rec.Summary.Pos.Line)}
	}
	if err := p.endSequence(); err != nil {
		return err
	}
	p.inMoves = true
	p.rec.Summary = &Summary{Pos: at, Moves: n, Text: strings.TrimFunc(c.rest(), unicode.IsSpace)}
	return nil
}

// add adds a move or result line to the current sequence.
func (p *parser) add(s step) (err error) {
	p.inMoves = true
	moves := *p.seq.moves
	var last *KIFMove
	if len(moves) > 0 {
		last = &moves[len(moves)-1]
	}
	at := s.move.Pos
	if s.result != nil {
		at = s.result.Pos
	}
	switch {
	case p.rec.Summary != nil && p.seq.moves == &p.rec.Moves:
		return &Error{Pos: at, Msg: "a line after the まで line"}
	case *p.seq.result != nil:
		return &Error{Pos: at, Msg: "a line after the result line"}
	}
	if s.result != nil {
		if last != nil && last.Step == 1 {
			return &Error{Pos: last.Pos, Msg: "a 一歩目 line without its 二歩目 line"}
		}
		if !s.hasNumber {
			if s.result.Number, err = nextNumber(last, p.seq.first, s.result.Pos); err != nil {
				return err
			}
		}
		*p.seq.result = s.result
		return nil
	}
	m := s.move
	switch {
	case m.Step >= 2 && (last == nil || last.Step != m.Step-1):
		return &Error{Pos: m.Pos, Msg: fmt.Sprintf("a %s line without a %s line before it", stepMark(m.Step), stepMark(m.Step-1))}
	case m.Step < 2 && last != nil && last.Step == 1:
		return &Error{Pos: last.Pos, Msg: "a 一歩目 line without its 二歩目 line"}
	case m.Step >= 2 && s.hasNumber && m.Number != last.Number:
		return &Error{Pos: m.Pos, Msg: fmt.Sprintf("a %s line numbered %d after a %s line numbered %d", stepMark(m.Step), m.Number, stepMark(last.Step), last.Number)}
	case m.Step >= 2:
		m.Number = last.Number
	case !s.hasNumber:
		if m.Number, err = nextNumber(last, p.seq.first, m.Pos); err != nil {
			return err
		}
	}
	*p.seq.moves = append(moves, m)
	return nil
}

// nextNumber returns the number of the line at, after last, or first if
// there is none.
func nextNumber(last *KIFMove, first int, at Pos) (int, error) {
	if last == nil {
		return first, nil
	}
	if last.Number >= maxNumber {
		return 0, &Error{Pos: at, Msg: fmt.Sprintf("a move number beyond %d", maxNumber)}
	}
	return last.Number + 1, nil
}

// endSequence checks that the current sequence does not end halfway
// through a double move.
func (p *parser) endSequence() error {
	if moves := *p.seq.moves; len(moves) > 0 && moves[len(moves)-1].Step == 1 {
		return &Error{Pos: moves[len(moves)-1].Pos, Msg: "a 一歩目 line without its 二歩目 line"}
	}
	return nil
}

// end finishes the record at the end of the text.
func (p *parser) end() error {
	if err := p.endSequence(); err != nil {
		return err
	}
	if len(p.rows) > 0 {
		t := turnWords[p.turn]
		p.rec.Diagram = &Diagram{Pos: p.rowsAt, Rows: p.rows, WhiteToMove: t.white, Handicap: t.white && t.handicap}
	}
	return nil
}
