package record

import (
	"errors"
	"fmt"
	"strings"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
)

// KIFFromGame returns the record of game g as lishogi's game export has it:
// the headers that name its rules ([KIF.SetRuleset]: 変則将棋, ルール,
// オプション), which lishogi's importer keeps as tags of those names and
// otherwise ignores, then 先手 and 後手 with empty values; the start
// diagram if g does
// not start from its variant's initial position (the move number and the
// rule hooks' state, which a diagram does not show, aside); a line a move,
// numbered from the start position's move number, a move of n middle
// squares on n+1 lines (一歩目, 二歩目, ...), each naming the piece before
// it moves, its destination (仝 on a move's first line if it is the
// previous move's destination) and its origin, 成 on the last line of a
// move that promotes; and how the game ended, as a result line or as a
// comment on the last move, as lishogi writes each (see testdata/KIF.md).
// An end a referee declared — a time forfeit, an illegal move, an
// abandonment, an adjudication — gets the result line whose word says it,
// if one does (切れ負け, 反則負け, 反則勝ち, 中断, 引き分け), and a まで line
// ("まで64手で時間切れにより後手の勝ち") if no word says it or the word
// alone would read back as another end (中断 is an abandonment, 引き分け an
// agreed draw).
//
// It returns an error if the start diagram holds a piece that has no
// diagram name of its own in the variant.
func KIFFromGame(g *rules.Game) (*KIF, error) {
	start := g.Start()
	if start == nil {
		return nil, errors.New("record: a game without rules")
	}
	r := start.Rules()
	names := newPieceNames(r)
	rec := &KIF{Headers: []Header{{Key: "先手"}, {Key: "後手"}}}
	rec.SetRuleset(RulesetOf(r.Variant))
	if !sameStart(start.SFEN(), r.NewPosition().SFEN()) {
		b, err := diagram(start, names)
		if err != nil {
			return nil, err
		}
		rec.Diagram = b
	}
	p := start
	var last board.Square
	for _, m := range g.Moves() {
		rec.Moves = append(rec.Moves, moveLinesOf(p, names, m, last)...)
		last = m.To
		p.Make(m)
	}
	o := g.Outcome()
	if !o.Over() {
		return rec, nil
	}
	if summary := summaryOf(o, p.MoveNumber()-1); summary != nil {
		t, ok := refereeWord(o, p.Side())
		if ok {
			rec.Result = &ResultLine{Number: p.MoveNumber(), Termination: t}
		}
		if said, _ := wordOutcome(t, p.Side()); !ok || said != o {
			rec.Summary = summary
		}
		return rec, nil
	}
	t, comment := resultOf(o, p.Side())
	if comment != "" {
		if n := len(rec.Moves); n > 0 {
			rec.Moves[n-1].Comments = append(rec.Moves[n-1].Comments, comment)
		} else {
			rec.Comments = append(rec.Comments, comment)
		}
		return rec, nil
	}
	rec.Result = &ResultLine{Number: p.MoveNumber(), Termination: t}
	return rec, nil
}

// sameStart reports whether two SFEN positions are the same but for the
// move number, as lishogi compares a start with the initial position.
func sameStart(a, b string) bool {
	trim := func(s string) string { return s[:strings.LastIndexByte(s, ' ')] }
	return trim(a) == trim(b)
}

// moveLinesOf returns the lines of legal move m in position p; last is the
// previous move's destination.
func moveLinesOf(p *rules.Position, names *pieceNames, m rules.Move, last board.Square) []KIFMove {
	name := names.move[p.At(m.From).Kind()]
	squares := append(append([]board.Square{m.From}, m.Via[:m.NVia]...), m.To)
	lines := make([]KIFMove, 0, len(squares)-1)
	for i := 1; i < len(squares); i++ {
		l := KIFMove{Number: p.MoveNumber(), Piece: name, To: kifSquare(squares[i]), From: kifSquare(squares[i-1])}
		if len(squares) > 2 {
			l.Step = i
		}
		if i == 1 && squares[i] == last {
			l.To, l.Same = KIFSquare{}, true
		}
		lines = append(lines, l)
	}
	if m.Promote {
		lines[len(lines)-1].Promotion = Promote
	}
	return lines
}

// resultOf returns how KIF says a game ended with outcome o, side to move
// to move: a result line's termination, or, for an end that has none, the
// comment lishogi writes on the last move.
func resultOf(o rules.Outcome, toMove board.Color) (TerminationWord, string) {
	side := func(c board.Color) string {
		if c == board.White {
			return "Gote"
		}
		return "Sente"
	}
	winner, won := o.Winner()
	switch {
	case o.Result == rules.NoContest:
		return Abort, ""
	case !won:
		return Draw, ""
	}
	switch o.Termination {
	case rules.Resignation:
		if winner != toMove {
			return Resign, ""
		}
		return 0, side(winner.Other()) + " resigns."
	case rules.Stalemate, rules.NoRecurrence:
		return Mate, ""
	case rules.Repetition:
		return Repetition, ""
	case rules.PerpetualCheck, rules.PerpetualAttack, rules.FirstPass:
		return IllegalWin, ""
	case rules.RoyalCapture:
		return 0, side(winner) + " wins by capturing all royal pieces."
	}
	return 0, side(winner) + " wins by " + o.Termination.String() + "."
}

// diagram returns position p's board as a diagram.
func diagram(p *rules.Position, names *pieceNames) (*Diagram, error) {
	r := p.Rules()
	geo := r.Geo
	b := &Diagram{WhiteToMove: p.Side() == board.White}
	for y := range geo.Ranks() {
		row := make([]DiagramPiece, geo.Files())
		for x := range geo.Files() {
			c := p.At(geo.At(x, y))
			if c == 0 {
				continue
			}
			name := names.diagram[c.Kind()]
			if name == "" {
				return nil, fmt.Errorf("record: %s has no diagram name of its own in %s", r.Piece(c.Kind()).ID, r.Variant.Name)
			}
			row[x] = DiagramPiece{Name: name, White: c.Color() == board.White}
		}
		b.Rows = append(b.Rows, row)
	}
	return b, nil
}

// DiagramOf returns position p's board as a KIF diagram, as [KIFFromGame] writes
// a start position. It returns an error if a piece on the board has no
// diagram name of its own in the variant.
func DiagramOf(p *rules.Position) (*Diagram, error) {
	return diagram(p, newPieceNames(p.Rules()))
}

// String returns the diagram's lines as [KIF.Write] writes them, each
// ended by a line break.
func (b *Diagram) String() string {
	return strings.Join(appendDiagram(nil, b), "\n") + "\n"
}
