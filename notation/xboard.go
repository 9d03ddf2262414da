package notation

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
)

// writeXBoard appends the XBoard coordinates of each of moves to dst (see
// [XBoard]).
func writeXBoard(dst []string, p *rules.Position, moves []rules.Move) []string {
	geo := p.Rules().Geo
	for _, m := range moves {
		dst = append(dst, xboardMove(geo, m))
	}
	return dst
}

// xboardMove writes m in XBoard coordinates on board geo.
func xboardMove(geo *board.Geometry, m rules.Move) string {
	var b strings.Builder
	squares := append(append([]board.Square{m.From}, m.Via[:min(int(m.NVia), rules.MaxVia)]...), m.To)
	for i := 1; i < len(squares); i++ {
		if i > 1 {
			b.WriteByte(',')
		}
		b.WriteString(xboardSquare(geo, squares[i-1]) + xboardSquare(geo, squares[i]))
	}
	if m.Promote {
		b.WriteByte('+')
	}
	return b.String()
}

// xboardSquare names square s in XBoard's coordinates.
func xboardSquare(geo *board.Geometry, s board.Square) string {
	x, y := geo.XY(s)
	file := string(rune('a' + x%26))
	if x >= 26 {
		file += file
	}
	return file + strconv.Itoa(geo.Ranks()-y-xboardRankBase(geo))
}

// xboardRankBase is 1 on a board of ten ranks, where XBoard counts ranks
// from 0, else 0.
func xboardRankBase(geo *board.Geometry) int {
	if geo.Ranks() == 10 {
		return 1
	}
	return 0
}

// xboardNull is XBoard's null move: a move that changes nothing.
const xboardNull = "@@@@"

// parseXBoard reads s in XBoard coordinates and checks that it is a legal
// move of p: a syntax error is a [*ParseError] at its column, an illegal
// move an [*rules.IllegalMoveError].
func parseXBoard(p *rules.Position, s string) (rules.Move, error) {
	m, err := scanXBoard(p.Rules().Geo, s)
	if err != nil {
		return rules.Move{}, err
	}
	if s == xboardNull {
		if c, ok := xboardPass(p, board.NoSquare); ok {
			return c, nil
		}
		return rules.Move{}, &rules.IllegalMoveError{Reason: "no piece of the side to move can stay where it stands"}
	}
	if err := p.Check(m); err != nil {
		// A piece's move to its own square (HaChu's g10g10) is its pass,
		// whether the rules make it of one leg or out and back.
		if m.From == m.To && m.NVia == 0 && !m.Promote {
			if c, ok := xboardPass(p, m.From); ok {
				return c, nil
			}
		}
		return rules.Move{}, err
	}
	return m, nil
}

// xboardPass returns a legal move of p that changes nothing on the board
// (rules.Position.IsPass: a pass), by the piece on from, or by any piece
// when from is board.NoSquare: a piece staying where it stands, preferred,
// or stepping out and back (a lion's pass as chu shogi lists it). A piece
// that stays where it stands and burns a neighbour has not passed.
func xboardPass(p *rules.Position, from board.Square) (rules.Move, bool) {
	var found rules.Move
	ok := false
	for _, c := range p.AppendMoves(nil) {
		if c.From != c.To || (from != board.NoSquare && c.From != from) || !p.IsPass(c) {
			continue
		}
		if c.NVia == 0 {
			return c, true
		}
		if !ok {
			found, ok = c, true
		}
	}
	return found, ok
}

// scanXBoard reads a move in XBoard coordinates on board geo without
// asking whether it is legal; the null move reads as the zero Move. The
// scanner reads ASCII only, so that the byte where it stops is also the
// character where it stops.
func scanXBoard(geo *board.Geometry, s string) (rules.Move, error) {
	bad := func(i int, format string, args ...any) error {
		return &ParseError{Notation: "xboard", Input: s, Col: i + 1, Msg: fmt.Sprintf(format, args...)}
	}
	if s == xboardNull {
		return rules.Move{}, nil
	}
	var squares []board.Square
	i := 0
	for leg := 0; ; leg++ {
		if leg > rules.MaxVia {
			return rules.Move{}, bad(i, "a move of more than %d legs", rules.MaxVia+1)
		}
		legAt := i
		from, n, err := scanXBoardSquare(geo, s[i:])
		if err != nil {
			return rules.Move{}, bad(i, "%v", err)
		}
		i += n
		to, n, err := scanXBoardSquare(geo, s[i:])
		if err != nil {
			return rules.Move{}, bad(i, "%v", err)
		}
		i += n
		if leg == 0 {
			squares = append(squares, from)
		} else if from != squares[len(squares)-1] {
			return rules.Move{}, bad(legAt, "a leg must start where the leg before it ends")
		}
		squares = append(squares, to)
		if i < len(s) && s[i] == ',' {
			i++
			continue
		}
		break
	}
	m := rules.NewMove(squares[0], squares[len(squares)-1], squares[1:len(squares)-1]...)
	switch rest := s[i:]; rest {
	case "":
	case "+":
		m.Promote = true
	case "=":
	default:
		return rules.Move{}, bad(i, "want + (promotes), = (does not), a comma and another leg, or nothing after the squares")
	}
	return m, nil
}

// scanXBoardSquare reads a square in XBoard coordinates at the start of s:
// a file letter (a doubled letter past z) and a rank number.
func scanXBoardSquare(geo *board.Geometry, s string) (board.Square, int, error) {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return 0, 0, errors.New("want a square: a file letter and a rank number")
	}
	x, i := int(s[0]-'a'), 1
	if len(s) > 1 && s[1] == s[0] {
		x, i = x+26, 2
	}
	j := i
	for j < len(s) && j < i+2 && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	if j == i || (s[i] == '0' && j > i+1) {
		return 0, 0, errors.New("want a rank number after the file letter")
	}
	rank, _ := strconv.Atoi(s[i:j])
	y := geo.Ranks() - rank - xboardRankBase(geo)
	if x >= geo.Files() || y < 0 || y >= geo.Ranks() {
		return 0, 0, fmt.Errorf("square %s is off the %dx%d board", s[:j], geo.Files(), geo.Ranks())
	}
	return geo.At(x, y), j, nil
}
