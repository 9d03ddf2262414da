package record

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxPGNSize bounds the bytes of a PGN text [ReadPGN] reads.
const MaxPGNSize = MaxKIFSize

// ReadPGN reads the PGN text src of one game, named file in errors: tag
// pairs, then the move text — move numbers ("12." and "12..."), moves,
// comments in braces or after a semicolon, numeric annotation glyphs
// ("$1"), "%" escape lines — ended by the result. The moves are kept as
// written: [PGN.Game] reads them as XBoard coordinates
// ([notation.XBoard]). Variations
// (parentheses), a tag pair after the moves and text after the result are
// errors. It returns the first problem as an [*Error] at its line and
// column.
func ReadPGN(file string, src []byte) (*PGN, error) {
	if len(src) > MaxPGNSize {
		return nil, &Error{File: file, Pos: Pos{1, 1}, Msg: fmt.Sprintf("a PGN text of %d bytes: at most %d are read", len(src), MaxPGNSize)}
	}
	l := pgnLexer{text: strings.TrimPrefix(string(src), "\ufeff"), line: 1, col: 1}
	if i := invalidUTF8(l.text); i >= 0 {
		for l.i < i {
			l.next()
		}
		return nil, &Error{File: file, Pos: l.pos(), Msg: "not UTF-8 text"}
	}
	g, err := l.game()
	if err != nil {
		err.File = file
		return nil, err
	}
	return g, nil
}

// pgnLexer reads a PGN text rune by rune, knowing its line and column.
type pgnLexer struct {
	text      string
	i         int
	line, col int
}

func (l *pgnLexer) pos() Pos { return Pos{l.line, l.col} }

func (l *pgnLexer) peek() rune {
	r, _ := utf8.DecodeRuneInString(l.text[l.i:])
	return r
}

func (l *pgnLexer) next() rune {
	r, n := utf8.DecodeRuneInString(l.text[l.i:])
	l.i += n
	switch r {
	case '\n':
		l.line, l.col = l.line+1, 1
	case '\r': // of a "\r\n" line break: no column
	default:
		l.col++
	}
	return r
}

func (l *pgnLexer) done() bool { return l.i >= len(l.text) }

func (l *pgnLexer) errorf(at Pos, format string, args ...any) *Error {
	return &Error{Pos: at, Msg: fmt.Sprintf(format, args...)}
}

// game reads the whole text.
func (l *pgnLexer) game() (*PGN, *Error) {
	g := &PGN{}
	inMoves := false
	for {
		for !l.done() && unicode.IsSpace(l.peek()) {
			l.next()
		}
		if l.done() {
			break
		}
		at := l.pos()
		if g.Result != "" {
			return nil, l.errorf(at, "text after the result %s: one game per text", g.Result)
		}
		switch r := l.peek(); {
		case r == '%' && at.Col == 1, r == ';':
			l.skipLine()
		case r == '{':
			if err := l.comment(); err != nil {
				return nil, err
			}
		case r == '[':
			if inMoves {
				return nil, l.errorf(at, "a tag pair after the moves")
			}
			t, err := l.tag()
			if err != nil {
				return nil, err
			}
			g.Tags = append(g.Tags, t)
		case r == '(':
			return nil, l.errorf(at, "a variation: variations are not read")
		case r == '$':
			l.next()
			if !l.digits() {
				return nil, l.errorf(at, "want the number of an annotation glyph after $")
			}
		default:
			inMoves = true
			tok := l.token()
			if tok == "" {
				return nil, l.errorf(at, "unexpected %q", l.next())
			}
			if slices.Contains(pgnResults, tok) {
				g.Result = tok
				continue
			}
			move, col := moveOfToken(tok)
			if move == "" {
				continue
			}
			if len(g.Moves) >= MaxKIFLines {
				return nil, l.errorf(at, "more than %d moves", MaxKIFLines)
			}
			g.Moves = append(g.Moves, PGNMove{Pos: Pos{at.Line, at.Col + col}, Text: move})
		}
	}
	if g.Result == "" {
		return nil, l.errorf(l.pos(), "want the result (1-0, 0-1, 1/2-1/2 or *) at the end of the moves")
	}
	return g, nil
}

// moveOfToken returns the move in a token of move text, after a move
// number glued to it ("12.e5f6"), and the column, in runes, where it starts
// in the token; "" for a move number alone.
func moveOfToken(tok string) (string, int) {
	i := 0
	for i < len(tok) && tok[i] >= '0' && tok[i] <= '9' {
		i++
	}
	j := i
	for j < len(tok) && tok[j] == '.' {
		j++
	}
	if i == 0 || j == i {
		return tok, 0
	}
	return tok[j:], utf8.RuneCountInString(tok[:j])
}

// token reads a run of characters up to a blank or a character that starts
// or ends something else.
func (l *pgnLexer) token() string {
	start := l.i
	for !l.done() {
		r := l.peek()
		if unicode.IsSpace(r) || strings.ContainsRune("{}()[];$", r) {
			break
		}
		l.next()
	}
	return l.text[start:l.i]
}

func (l *pgnLexer) digits() bool {
	n := 0
	for !l.done() && l.peek() >= '0' && l.peek() <= '9' {
		l.next()
		n++
	}
	return n > 0
}

func (l *pgnLexer) skipLine() {
	for !l.done() && l.peek() != '\n' {
		l.next()
	}
}

// comment reads a comment in braces.
func (l *pgnLexer) comment() *Error {
	at := l.pos()
	l.next()
	for !l.done() {
		if l.next() == '}' {
			return nil
		}
	}
	return l.errorf(at, "a comment { without its }")
}

// tag reads a tag pair: [Name "Value"], the value with \" and \\ escapes.
func (l *pgnLexer) tag() (Tag, *Error) {
	t := Tag{Pos: l.pos()}
	l.next()
	l.blanks()
	start := l.i
	for !l.done() && (isLetter(l.peek()) || l.peek() == '_' || l.peek() >= '0' && l.peek() <= '9') {
		l.next()
	}
	t.Name = l.text[start:l.i]
	if t.Name == "" {
		return t, l.errorf(l.pos(), "want the tag's name after [")
	}
	l.blanks()
	if l.peek() != '"' {
		return t, l.errorf(l.pos(), "want the tag's value in quotes")
	}
	l.next()
	var v strings.Builder
	for {
		if l.done() || l.peek() == '\n' {
			return t, l.errorf(l.pos(), "want \" to end the tag's value")
		}
		r := l.next()
		if r == '"' {
			break
		}
		if r == '\\' && (l.peek() == '"' || l.peek() == '\\') {
			r = l.next()
		}
		v.WriteRune(r)
	}
	t.Value = v.String()
	l.blanks()
	if l.peek() != ']' {
		return t, l.errorf(l.pos(), "want ] to end the tag pair")
	}
	l.next()
	return t, nil
}

// blanks skips blanks within a line.
func (l *pgnLexer) blanks() {
	for !l.done() && l.peek() != '\n' && unicode.IsSpace(l.peek()) {
		l.next()
	}
}

func isLetter(r rune) bool { return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' }
