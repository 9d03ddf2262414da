package record

import (
	"fmt"
	"strings"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
)

// Game plays the record's main line under rules r and returns the game: the
// start position (the diagram, or r's initial position), then each move,
// the lines of a move of several legs joined into one [rules.Move]. A
// record that names its rules ([KIF.Ruleset]) must name r's: another
// variant, profile or set of options is an [*Error] at its header.
//
// A まで line that names an end a referee declares (as [KIFFromGame] writes
// it: "時間切れにより後手の勝ち", "先手の反則勝ち", "対局放棄により無勝負",
// "判定により引き分け") ends the game so, with [rules.Game.End]; its count
// of moves must be the number of the last move, and the rules must not have
// ended the game already. Otherwise, if the rules have not ended the game,
// a result line ends it as its word says of the side to move: 投了 by
// resignation, 引き分け by an agreed draw, 切れ負け by time forfeit, 反則負け
// by an illegal move of the side to move and 反則勝ち by one of the other
// side, 中断 by abandonment with no contest. The other result lines, a まで
// line of other words ("先手の勝ち") and the variations are left to the
// record.
//
// A move line must name the piece on its origin (by any of its names in the
// variant file: KIF or short name, kanji, diagram character, SFEN code), and
// the squares of its lines must be those the legal move names in USI. A
// line without an origin is read if exactly one legal move fits it. The
// first problem is returned as an [*Error] at its line and column, with
// the text of the rules' [*rules.IllegalMoveError] for an illegal move;
// its File is empty.
func (rec *KIF) Game(r *rules.Rules) (*rules.Game, error) {
	if err := rec.checkRuleset(r); err != nil {
		return nil, err
	}
	for i, plies := 0, 0; i < len(rec.Moves); i += moveLines(rec.Moves[i:]) {
		if plies++; plies > MaxPlies {
			return nil, &Error{Pos: rec.Moves[i].Pos, Msg: fmt.Sprintf("more than %d plies: a record replays at most %[1]d", MaxPlies)}
		}
	}
	names := newPieceNames(r)
	p, err := rec.start(r, names)
	if err != nil {
		return nil, err
	}
	g := rules.NewGame(p)
	b := binder{g: g, names: names}
	for i := 0; i < len(rec.Moves); {
		n := moveLines(rec.Moves[i:])
		lines := rec.Moves[i : i+n]

		m, err := b.bind(lines)
		if err != nil {
			return nil, err
		}
		if err := g.Play(m); err != nil {
			return nil, &Error{Pos: lines[0].Pos, Msg: err.Error()}
		}
		b.last = m.To
		i += n
	}
	if rec.Summary != nil {
		said, err := endBySummary(g, rec.Summary)
		if err != nil {
			return nil, err
		}
		if said {
			return g, nil
		}
	}
	if res := rec.Result; res != nil && !g.Outcome().Over() {
		if o, ok := wordOutcome(res.Termination, g.Position().Side()); ok {
			if err := g.End(o); err != nil {
				return nil, &Error{Pos: res.Pos, Msg: err.Error()}
			}
		}
	}
	return g, nil
}

// moveLines returns how many lines of moves, at least one, make up its
// first move: a line of Step 0, or a 一歩目 line and the lines after it of
// the following steps.
func moveLines(moves []KIFMove) int {
	n := 1
	if moves[0].Step == 0 {
		return n
	}
	for n < len(moves) && moves[n].Step == moves[n-1].Step+1 {
		n++
	}
	return n
}

// start returns the record's start position under r.
func (rec *KIF) start(r *rules.Rules, names *pieceNames) (*rules.Position, error) {
	if rec.Diagram == nil {
		return r.NewPosition(), nil
	}
	b := rec.Diagram
	geo := r.Geo
	if len(b.Rows) != geo.Ranks() || len(b.Rows[0]) != geo.Files() {
		return nil, &Error{Pos: b.Pos, Msg: fmt.Sprintf("a diagram of %d×%d squares, want %d×%d for %s", len(b.Rows[0]), len(b.Rows), geo.Files(), geo.Ranks(), r.Variant.Name)}
	}
	var sfen strings.Builder
	for y, row := range b.Rows {
		if y > 0 {
			sfen.WriteByte('/')
		}
		empty := 0
		for _, c := range row {
			if c.Name == "" {
				empty++
				continue
			}
			k, ok := names.cells[c.Name]
			if !ok {
				return nil, &Error{Pos: Pos{b.Pos.Line + y, b.Pos.Col}, Msg: fmt.Sprintf("%q is no piece of %s in a diagram", c.Name, r.Variant.Name)}
			}
			if empty > 0 {
				fmt.Fprint(&sfen, empty)
				empty = 0
			}
			color := board.Black
			if c.White {
				color = board.White
			}
			sfen.WriteString(r.Code(rules.NewCell(k, color)))
		}
		if empty > 0 {
			fmt.Fprint(&sfen, empty)
		}
	}
	side := " b - "
	if b.WhiteToMove {
		side = " w - "
	}
	number := 1
	if len(rec.Moves) > 0 {
		number = max(rec.Moves[0].Number, 1)
	}
	p, err := r.ParseSFEN(fmt.Sprint(sfen.String(), side, min(number, rules.MaxMoveNumber)))
	if err != nil {
		return nil, &Error{Pos: b.Pos, Msg: err.Error()}
	}
	return p, nil
}

// binder turns the lines of each move into a legal move of a game.
type binder struct {
	g     *rules.Game
	names *pieceNames
	last  board.Square // the previous move's destination, 0 before the first
	buf   []rules.Move
}

// bind returns the legal move the lines of one move say.
func (b *binder) bind(lines []KIFMove) (rules.Move, error) {
	pos := b.g.Position()
	first := lines[0]
	squares := make([]board.Square, len(lines))
	promote, decline := false, false
	for i, l := range lines {
		switch {
		case l.Same && b.last == 0:
			return rules.Move{}, &Error{Pos: l.Pos, Msg: "仝 on the first move: there is no previous destination"}
		case l.Same && i == 0 && len(lines) > 1 && !lines[1].From.IsZero():
			// The second line's origin is the first line's square: read
			// from it, 仝 stands for the previous destination as the game
			// export writes it (the first line's square) or as lishogi's
			// analysis board does (the move's last square).
			s, err := b.square(lines[1].From, lines[1].Pos)
			if err != nil {
				return rules.Move{}, err
			}
			squares[i] = s
		case l.Same:
			// On a later line, as lishogi's analysis board writes it on
			// every line of a move that ends on the previous destination
			// and as its importer reads it: that destination.
			squares[i] = b.last
		default:
			s, err := b.square(l.To, l.Pos)
			if err != nil {
				return rules.Move{}, err
			}
			squares[i] = s
		}
		if i > 0 && !l.From.IsZero() {
			if s, err := b.square(l.From, l.Pos); err != nil || s != squares[i-1] {
				return rules.Move{}, &Error{Pos: l.Pos, Msg: fmt.Sprintf("the origin %v of a %s line is not the square of the line before", l.From, stepMark(l.Step))}
			}
		}
		if l.Piece != first.Piece {
			return rules.Move{}, &Error{Pos: l.Pos, Msg: fmt.Sprintf("the lines of one move name two pieces, %s and %s", first.Piece, l.Piece)}
		}
		promote = promote || l.Promotion == Promote
		decline = decline || l.Promotion == Decline
	}
	var from board.Square
	if !first.From.IsZero() {
		s, err := b.square(first.From, first.Pos)
		if err != nil {
			return rules.Move{}, err
		}
		from = s
	}
	if !b.known(first.Piece) {
		return rules.Move{}, &Error{Pos: first.Pos, Msg: fmt.Sprintf("unknown piece name %q in %s", first.Piece, pos.Rules().Variant.Name)}
	}
	fits := b.candidates(from, squares, first.Piece)
	kept := fits[:0]
	for _, m := range fits {
		if !(decline && m.Promote) && (!promote || m.Promote) {
			kept = append(kept, m)
		}
	}
	fits = kept
	if !promote && !decline && len(fits) > 1 {
		// Without a mark, the move that does not promote, if there is one.
		var kept []rules.Move
		for _, m := range fits {
			if !m.Promote {
				kept = append(kept, m)
			}
		}
		if len(kept) > 0 {
			fits = kept
		}
	}
	switch {
	case len(fits) == 0:
		return rules.Move{}, b.why(lines, from, squares, promote)
	case len(fits) > 1:
		var origins []string
		for _, m := range fits {
			origins = append(origins, kifSquare(m.From).String())
		}
		return rules.Move{}, &Error{Pos: first.Pos, Msg: fmt.Sprintf("ambiguous: %s on %s can make this move; give the origin", first.Piece, strings.Join(origins, ", "))}
	}
	m := fits[0]
	if err := checkMark(pos, m, lines[len(lines)-1]); err != nil {
		return rules.Move{}, err
	}
	return m, nil
}

// candidates returns the legal moves of the game that a piece answering
// to name makes from from (any square for 0) by way of squares: for a
// known origin, the move through those squares with and without promotion
// if legal; otherwise the moves generated for the kinds that answer to
// name alone, so that a move costs what its piece's moves cost.
func (b *binder) candidates(from board.Square, squares []board.Square, name string) []rules.Move {
	pos := b.g.Position()
	b.buf = b.buf[:0]
	if from != 0 {
		if c := pos.At(from); c == 0 || !b.names.answers[c.Kind()][name] {
			return nil
		}
		m := rules.NewMove(from, squares[len(squares)-1], squares[:len(squares)-1]...)
		for _, promote := range []bool{false, true} {
			m.Promote = promote
			// The position's check first: the game's asks, of an illegal
			// move, whether the game is over, which can cost a generation.
			if pos.Legal(m) && b.g.Legal(m) {
				b.buf = append(b.buf, m)
			}
		}
		return b.buf
	}
	for k, names := range b.names.answers {
		if !names[name] {
			continue
		}
		start := len(b.buf)
		b.buf = pos.AppendKindMoves(b.buf, rules.Kind(k))
		kept := b.buf[:start]
		for _, m := range b.buf[start:] {
			if fits(m, squares) && b.g.Legal(m) {
				kept = append(kept, m)
			}
		}
		b.buf = kept
	}
	return b.buf
}

// fits reports whether move m names squares after its start.
func fits(m rules.Move, squares []board.Square) bool {
	if int(m.NVia)+1 != len(squares) || m.To != squares[len(squares)-1] {
		return false
	}
	for i, v := range m.Via[:m.NVia] {
		if v != squares[i] {
			return false
		}
	}
	return true
}

// known reports whether some piece of the game answers to name.
func (b *binder) known(name string) bool {
	for _, a := range b.names.answers[1:] {
		if a[name] {
			return true
		}
	}
	return false
}

// why explains why no legal move fits the lines.
func (b *binder) why(lines []KIFMove, from board.Square, squares []board.Square, promote bool) error {
	pos := b.g.Position()
	first := lines[0]
	if from == 0 {
		return &Error{Pos: first.Pos, Msg: fmt.Sprintf("no %s of the side to move can make this move", first.Piece)}
	}
	c := pos.At(from)
	switch {
	case c == 0 || c.Color() != pos.Side():
		return &Error{Pos: first.Pos, Msg: fmt.Sprintf("no piece of the side to move (%s) on %v", pos.Side(), first.From)}
	case !b.names.answers[c.Kind()][first.Piece]:
		return &Error{Pos: first.Pos, Msg: fmt.Sprintf("the piece on %v is %s, not %s", first.From, b.names.move[c.Kind()], first.Piece)}
	}
	m := rules.NewMove(from, squares[len(squares)-1], squares[:len(squares)-1]...)
	m.Promote = promote
	err := b.g.Check(m)
	if err == nil {
		err = &rules.IllegalMoveError{Move: m, Reason: "not a move of the game"}
	}
	return &Error{Pos: first.Pos, Msg: err.Error()}
}

// square returns the board square of a KIF square, or an error at pos if
// it is off the board.
func (b *binder) square(s KIFSquare, pos Pos) (board.Square, error) {
	geo := b.g.Position().Rules().Geo
	if s.File < 1 || s.File > geo.Files() || s.Rank < 1 || s.Rank > geo.Ranks() {
		return 0, &Error{Pos: pos, Msg: fmt.Sprintf("square %v is off the %d×%d board", s, geo.Files(), geo.Ranks())}
	}
	return geo.Square(s.File, s.Rank), nil
}

// kifSquare returns the KIF square of board square s.
func kifSquare(s board.Square) KIFSquare {
	f, r := s.FileRank()
	return KIFSquare{f, r}
}

// checkMark checks the 居食い or じっと mark of a move's last line: igui
// ends where it started after taking a piece without moving, jitto after
// a step to an empty square.
func checkMark(p *rules.Position, m rules.Move, last KIFMove) error {
	if last.Mark == NoMark {
		return nil
	}
	back := m.From == m.To && m.NVia > 0
	took := back && p.At(m.Via[m.NVia-1]) != 0
	if last.Mark == Igui && took || last.Mark == Jitto && back && !took {
		return nil
	}
	return &Error{Pos: last.Pos, Msg: fmt.Sprintf("marked %s, but the move %s is not one", last.Mark, m)}
}

// ReadKIFGame reads the KIF text src, named file in errors, with the piece
// names of rules r, and plays its main line ([KIF.Game]). Every error is
// an [*Error] naming file, line and column.
func ReadKIFGame(file string, src []byte, r *rules.Rules) (*KIF, *rules.Game, error) {
	kr := KIFReader{Names: newPieceNames(r).all}
	rec, err := kr.Read(file, src)
	if err != nil {
		return nil, nil, err
	}
	g, err := rec.Game(r)
	if err != nil {
		return nil, nil, inFile(err, file)
	}
	return rec, g, nil
}
