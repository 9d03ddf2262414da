package record

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/largeshogi/largeshogi/internal/numeral"
)

// cellWidth is the width in characters of a diagram cell, as lishogi writes
// chu shogi diagrams: room for "v成獅".
const cellWidth = 3

// parseRow reads a diagram row, "|  ・v獅 成獅 ...|一": cells between two
// bars, each "・" for an empty square or a piece of one character after an
// optional "v" (White) and "成" or "+" (promoted). Blanks between cells do
// not count; what follows the second bar (the rank) is not read.
func parseRow(c *cursor) ([]DiagramPiece, error) {
	c.skipSpace()
	c.next() // the bar
	var cells []DiagramPiece
	for {
		c.skipSpace()
		at := c.pos()
		if c.done() {
			return nil, &Error{Pos: at, Msg: "want | to close the diagram row"}
		}
		switch r := c.next(); r {
		case '|':
			return cells, nil
		case '・', '.':
			cells = append(cells, DiagramPiece{})
		default:
			var cell DiagramPiece
			if r == 'v' || r == 'V' {
				cell.White = true
				r = c.next()
			}
			name := ""
			if r == '成' || r == '+' {
				name = string(r)
				r = c.next()
			}
			if !isCellPiece(r) {
				return nil, &Error{Pos: at, Msg: "want a piece in the diagram cell"}
			}
			cell.Name = name + string(r)
			cells = append(cells, cell)
		}
		if len(cells) > maxCoordinate {
			return nil, &Error{Pos: at, Msg: fmt.Sprintf("a diagram row of more than %d squares", maxCoordinate)}
		}
	}
}

// isCellPiece reports whether r can be the character of a piece in a
// diagram cell.
func isCellPiece(r rune) bool {
	return r != utf8.RuneError && !unicode.IsSpace(r) && !strings.ContainsRune("|・.vV", r)
}

// validCellName reports whether a diagram can write name so that parseRow
// reads it back.
func validCellName(name string) bool {
	if p, ok := strings.CutPrefix(name, "成"); ok {
		name = p
	} else {
		name = strings.TrimPrefix(name, "+")
	}
	r, n := utf8.DecodeRuneInString(name)
	return n == len(name) && isCellPiece(r)
}

// appendDiagram writes b as lishogi writes a chu shogi diagram: file numbers
// in full-width digits, a frame, one row a rank with its kanji number, and
// the turn line if White moves first.
func appendDiagram(lines []string, b *Diagram) []string {
	files := len(b.Rows[0])
	var head strings.Builder
	for f := files; f >= 1; f-- {
		head.WriteString(" " + numeral.FullWidth(f))
		if f < 10 && f > 1 {
			head.WriteString(" ")
		}
	}
	frame := "+" + strings.Repeat("-", files*(cellWidth+1)) + "+"
	lines = append(lines, head.String(), frame)
	for y, row := range b.Rows {
		var s strings.Builder
		s.WriteString("|")
		for _, cell := range row {
			text := "・"
			if cell.Name != "" {
				text = cell.Name
				if cell.White {
					text = "v" + text
				}
			}
			s.WriteString(strings.Repeat(" ", max(cellWidth-utf8.RuneCountInString(text), 0)) + text)
		}
		s.WriteString("|" + numeral.Kanji(y+1))
		lines = append(lines, s.String())
	}
	lines = append(lines, frame)
	if b.WhiteToMove {
		turn := "後手番"
		if b.Handicap {
			turn = "上手番"
		}
		lines = append(lines, turn)
	}
	return lines
}
