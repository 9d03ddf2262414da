package rules

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/clip"
)

// SFEN writes the position as SFEN: the board rank by rank from rank a,
// each from the highest file, pieces by their codes (upper case Black,
// lower case White, "+" before a promoted piece), runs of empty squares as
// numbers; then the side to move (b or w); then the state of the rule hooks
// (see [Stateful]), or "-" when every hook's state is the default: the
// entries of each stateful hook in turn, separated by commas — the square
// where a non-lion has just captured a lion (the lion-trading hook: in chu
// shogi exactly lishogi's field, which stands where standard shogi's hand
// is), and which pieces have lost a power ("b:pawn,w:drum", the
// loss-of-power hook); then the move number (lishogi counts every ply: 1 at
// the start, 2 after Black's first move).
func (p *Position) SFEN() string {
	if p.r == nil {
		return ""
	}
	var b strings.Builder
	b.WriteString(p.r.Geo.BoardField(func(s board.Square) string {
		if c := p.cells[s]; c != 0 {
			return p.r.Code(c)
		}
		return ""
	}))
	if p.side == board.Black {
		b.WriteString(" b ")
	} else {
		b.WriteString(" w ")
	}
	var entries []string
	for _, h := range p.r.hooks.stateful {
		entries = h.AppendSFEN(p, entries)
	}
	if len(entries) == 0 {
		b.WriteByte('-')
	}
	b.WriteString(strings.Join(entries, ","))
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(p.number))
	return b.String()
}

// ParseSFEN reads a position written as [Position.SFEN] writes it. The move
// number may be left out (it is then 1). Its errors wrap [ErrSyntax].
func (r *Rules) ParseSFEN(s string) (*Position, error) {
	p, err := r.parseSFEN(s)
	if err != nil {
		return nil, syntaxError{err}
	}
	return p, nil
}

// syntaxError is an error of malformed input that does not say so in its
// text: it wraps [ErrSyntax] too.
type syntaxError struct{ err error }

func (e syntaxError) Error() string   { return e.err.Error() }
func (e syntaxError) Unwrap() []error { return []error{e.err, ErrSyntax} }

func (r *Rules) parseSFEN(s string) (*Position, error) {
	fields := strings.Fields(s)
	if len(fields) < 2 || len(fields) > 4 {
		return nil, fmt.Errorf("sfen %s: want BOARD SIDE [STATE|-] [MOVE-NUMBER]", clip.Quote(s))
	}
	p := r.emptyPosition()
	geo := r.Geo
	rows := strings.Split(fields[0], "/")
	if len(rows) != geo.Ranks() {
		return nil, fmt.Errorf("sfen: %d ranks, want %d", len(rows), geo.Ranks())
	}
	for y, row := range rows {
		x := 0
		for i := 0; i < len(row); {
			ch := row[i]
			switch {
			case ch >= '0' && ch <= '9':
				j := i
				for j < len(row) && row[j] >= '0' && row[j] <= '9' {
					j++
				}
				n, err := strconv.Atoi(row[i:j])
				if err != nil || n == 0 || row[i] == '0' || n > geo.Files()-x {
					return nil, fmt.Errorf("sfen: rank %s: bad count %s", board.RankName(y+1), clip.Quote(row[i:j]))
				}
				x += n
				i = j
			default:
				c, n, err := r.scanCode(row[i:])
				if err != nil {
					return nil, fmt.Errorf("sfen: rank %s: %v", board.RankName(y+1), err)
				}
				if x >= geo.Files() {
					return nil, fmt.Errorf("sfen: rank %s has more than %d squares", board.RankName(y+1), geo.Files())
				}
				p.put(geo.At(x, y), c)
				x++
				i += n
			}
			if x > geo.Files() {
				return nil, fmt.Errorf("sfen: rank %s has more than %d squares", board.RankName(y+1), geo.Files())
			}
		}
		if x != geo.Files() {
			return nil, fmt.Errorf("sfen: rank %s has %d squares, want %d", board.RankName(y+1), x, geo.Files())
		}
	}
	switch fields[1] {
	case "b":
	case "w":
		p.side = board.White
		p.hash ^= r.zobSide
	default:
		return nil, fmt.Errorf("sfen: side to move %s: want b or w", clip.Quote(fields[1]))
	}
	p.number = 1
	if len(fields) >= 3 && fields[2] != "-" {
		if err := p.parseState(fields[2]); err != nil {
			return nil, err
		}
	}
	if len(fields) == 4 {
		n, err := strconv.Atoi(fields[3])
		if err != nil || n < 1 || n > MaxMoveNumber || fields[3][0] < '0' || fields[3][0] > '9' {
			return nil, fmt.Errorf("sfen: move number %s: want a positive number", clip.Quote(fields[3]))
		}
		p.number = n
	}
	if n := p.moveBound(); n > MaxMoves {
		return nil, fmt.Errorf("sfen: a position whose pieces could offer up to %d legal moves, more than the %d a position may", n, MaxMoves)
	}
	return p, nil
}

// MaxMoveNumber is the largest move number SFEN may give, so that no
// number of moves after it can overflow.
const MaxMoveNumber = 1 << 40

// parseState reads the third SFEN field: each comma-separated entry must be
// claimed by one of the stateful hooks.
func (p *Position) parseState(f string) error {
	set := &StateSetter{p}
	for _, entry := range strings.Split(f, ",") {
		claimed := false
		for _, h := range p.r.hooks.stateful {
			ok, err := h.ParseSFEN(p, entry, set)
			if err != nil {
				return fmt.Errorf("sfen: %v", err)
			}
			if ok {
				claimed = true
				break
			}
		}
		if !claimed {
			return fmt.Errorf("sfen: third field %s: no rule of variant %s keeps the state %s (want - or the entries its rule hooks write)", clip.Quote(f), p.r.Variant.Name, clip.Quote(entry))
		}
	}
	return nil
}

// scanCode reads a piece code at the start of s.
func (r *Rules) scanCode(s string) (Cell, int, error) {
	i := 0
	prefix := ""
	if s[0] == '+' {
		prefix, i = "+", 1
	}
	if i >= len(s) || !isLetter(s[i]) {
		return 0, 0, fmt.Errorf("bad piece %s", clip.Quote(s[:min(len(s), i+1)]))
	}
	color := board.Black
	first := s[i]
	if first >= 'a' && first <= 'z' {
		color = board.White
		first -= 'a' - 'A'
	}
	if i+1 < len(s) && s[i+1] >= 'a' && s[i+1] <= 'z' {
		if k, ok := r.byCode[prefix+string(first)+s[i+1:i+2]]; ok {
			return NewCell(k, color), i + 2, nil
		}
	}
	if k, ok := r.byCode[prefix+string(first)]; ok {
		return NewCell(k, color), i + 1, nil
	}
	return 0, 0, fmt.Errorf("unknown piece %s", clip.Quote(s[:i+1]))
}

func isLetter(c byte) bool { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') }

// USI writes move m in USI: from, the middle squares a move names (see
// [Move]), to, and "+" for promotion (7g7f, 7e7f7g, 5f5e5f+). It is
// m.String(), the pair of [Position.ParseUSI].
func (p *Position) USI(m Move) string { return m.String() }

// ParseUSI reads a move written in USI and checks that it is legal in the
// position. As lishogi's reader does, it takes "=" after the last square
// for a move that does not promote (7g7f=, the same move as 7g7f). A string
// that is not USI for this board is a [*NotationError] wrapping [ErrSyntax]
// and naming the column; a move that is not legal, an [*IllegalMoveError].
func (p *Position) ParseUSI(s string) (Move, error) {
	if p.r == nil {
		return Move{}, errNoRules
	}
	m, err := p.scanUSI(s)
	if err != nil {
		return Move{}, err
	}
	if err := p.check(m); err != nil {
		return Move{}, err
	}
	return m, nil
}

// column returns the column, in characters from 1, of byte offset i of s.
func column(s string, i int) int { return utf8.RuneCountInString(s[:min(i, len(s))]) + 1 }

// scanUSI reads a move written in USI for the position's board, without
// asking whether it is legal.
func (p *Position) scanUSI(s string) (Move, error) {
	geo := p.r.Geo
	rest := s
	var sq []board.Square
	for rest != "" && rest != "+" && rest != "=" && len(sq) < MaxVia+2 {
		q, n, err := geo.ScanSquare(rest)
		if err != nil {
			return Move{}, &NotationError{Notation: "usi", Input: s, Col: column(s, len(s)-len(rest)),
				Msg: strings.TrimPrefix(err.Error(), "board: "), Err: ErrSyntax}
		}
		sq = append(sq, q)
		rest = rest[n:]
	}
	if len(sq) < 2 || (rest != "" && rest != "+" && rest != "=") {
		return Move{}, &NotationError{Notation: "usi", Input: s, Col: column(s, len(s)-len(rest)),
			Msg: "want FROM[VIA...]TO[+|=]", Err: ErrSyntax}
	}
	m := NewMove(sq[0], sq[len(sq)-1], sq[1:len(sq)-1]...)
	m.Promote = rest == "+"
	return m, nil
}
