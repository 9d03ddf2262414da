package record

import (
	"errors"
	"fmt"
	"github.com/largeshogi/largeshogi/internal/clip"
	"io"
	"strconv"
	"strings"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
)

// PGN is a game in PGN with moves in XBoard coordinates, as WinBoard saves
// the games it plays with HaChu: tag pairs, then the moves, then the result.
// As with [KIF], the moves are still text: [PGN.Game] turns them into
// moves of a game's rules.
type PGN struct {
	// Tags are the tag pairs, in file order.
	Tags []Tag
	// Moves are the moves of the main line, as written.
	Moves []PGNMove
	// Result is the game's result: "1-0" (the side that moves first, shogi's
	// Black, won), "0-1", "1/2-1/2" or "*" (unknown, or in play).
	Result string
}

// Tag is one tag pair: [Name "Value"].
type Tag struct {
	Pos   Pos
	Name  string
	Value string
}

// PGNMove is one move of a PGN text, and where it is.
type PGNMove struct {
	Pos  Pos
	Text string
}

// pgnResults are the game termination markers.
var pgnResults = []string{"1-0", "0-1", "1/2-1/2", "*"}

// Tag returns the value of the first tag named name, and whether there is
// one.
func (g *PGN) Tag(name string) (string, bool) {
	for _, t := range g.Tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// PGNResult returns outcome o as PGN's Result tag and the XBoard protocol
// write it: "1-0" when the side that moves first (Black, XBoard's White)
// won, "0-1" when the other did, "1/2-1/2" for a draw, and "*" for a game
// in play or with no contest.
func PGNResult(o rules.Outcome) string {
	switch w, won := o.Winner(); {
	case won && w == board.Black:
		return "1-0"
	case won:
		return "0-1"
	case o.Result == rules.Draw:
		return "1/2-1/2"
	}
	return "*"
}

// PGNFromGame returns game g as a PGN game: the seven tags of PGN's roster
// with unknown values ("?"; XBoard names the side that moves first White,
// so White is shogi's Black), Variant (the variant's name), Termination
// for an end a referee declared (the PGN standard's "time forfeit", "rules
// infraction" for an illegal move, "abandoned", "adjudication"), SetUp and
// SFEN if the game does not start from the initial position, every move in
// XBoard coordinates ([notation.XBoard]), and the result: the winner's, a
// draw's, or "*" for a game in play or with no contest.
func PGNFromGame(g *rules.Game) (*PGN, error) {
	start := g.Start()
	if start == nil {
		return nil, errors.New("record: a game without rules")
	}
	r := start.Rules()
	result := PGNResult(g.Outcome())
	pg := &PGN{Result: result}
	for _, t := range [][2]string{{"Event", "?"}, {"Site", "?"}, {"Date", "????.??.??"}, {"Round", "?"}, {"White", "?"}, {"Black", "?"}, {"Result", result}, {"Variant", r.Variant.Name}} {
		pg.Tags = append(pg.Tags, Tag{Name: t[0], Value: t[1]})
	}
	if t := pgnTermination(g.Outcome()); t != "" {
		pg.Tags = append(pg.Tags, Tag{Name: "Termination", Value: t})
	}
	if sfen := start.SFEN(); sfen != r.NewPosition().SFEN() {
		pg.Tags = append(pg.Tags, Tag{Name: "SetUp", Value: "1"}, Tag{Name: "SFEN", Value: sfen})
	}
	p := start
	for _, m := range g.Moves() {
		pg.Moves = append(pg.Moves, PGNMove{Text: notation.XBoard.Write(p, m)})
		p.Make(m)
	}
	return pg, nil
}

// Write writes the game: its tag pairs, an empty line, the moves with
// their numbers (a number counts a move of each side, from the start
// position's: "34..." before a first move of the second player), in lines
// of at most 80 characters, the result, a line break.
func (g *PGN) Write(w io.Writer) error {
	var b strings.Builder
	for _, t := range g.Tags {
		v := strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(t.Value)
		fmt.Fprintf(&b, "[%s \"%s\"]\n", t.Name, v)
	}
	b.WriteString("\n")
	var tokens []string
	number, second := 1, false
	if f := strings.Fields(g.StartSFEN()); len(f) >= 2 {
		second = f[1] == "w"
		if len(f) == 4 {
			if n, err := strconv.Atoi(f[3]); err == nil && n > 0 {
				number = (n + 1) / 2
			}
		}
	}
	for i, m := range g.Moves {
		switch {
		case !second:
			tokens = append(tokens, fmt.Sprintf("%d.", number))
		case i == 0:
			tokens = append(tokens, fmt.Sprintf("%d...", number))
		}
		if second {
			number++
		}
		second = !second
		tokens = append(tokens, m.Text)
	}
	tokens = append(tokens, g.Result)
	line := 0
	for i, t := range tokens {
		if i > 0 && line+1+len(t) > 80 {
			b.WriteString("\n")
			line = 0
		} else if i > 0 {
			b.WriteString(" ")
			line++
		}
		b.WriteString(t)
		line += len(t)
	}
	b.WriteString("\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// StartSFEN returns the start position the tags give: the SFEN tag, or a FEN
// tag holding an SFEN position; "" for the variant's initial position.
func (g *PGN) StartSFEN() string {
	if s, ok := g.Tag("SFEN"); ok {
		return s
	}
	s, _ := g.Tag("FEN")
	return s
}

// Game plays the moves under rules r from the start position the tags give
// ([PGN.StartSFEN]) and returns the game. A Termination tag that names an
// end a referee declares ("time forfeit", "rules infraction", "abandoned",
// "adjudication", without case) ends the game so with the result ("*" is
// no contest), with [rules.Game.End]: an error at the tag if the rules
// have ended the game or the end cannot have that result. Otherwise, if
// the rules have not ended it, a win for the side not to move ends it by
// the resignation of the side to move, and "1/2-1/2" by an agreed draw. A
// Variant tag that names another variant than r's (compared without case),
// and the first move that does not read or is not legal, is an [*Error] at
// its line and column, its File empty.
func (g *PGN) Game(r *rules.Rules) (*rules.Game, error) {
	for _, t := range g.Tags {
		if t.Name == "Variant" && !strings.EqualFold(t.Value, r.Variant.Name) {
			return nil, &Error{Pos: t.Pos, Msg: fmt.Sprintf("a game of %q, not of %s", clip.Cut(t.Value, maxQuote), r.Variant.Name)}
		}
	}
	if len(g.Moves) > MaxPlies {
		return nil, &Error{Pos: g.Moves[MaxPlies].Pos, Msg: fmt.Sprintf("more than %d plies: a record replays at most %[1]d", MaxPlies)}
	}
	p := r.NewPosition()
	if s := g.StartSFEN(); s != "" {
		var err error
		if p, err = r.ParseSFEN(s); err != nil {
			at := Pos{1, 1}
			for _, t := range g.Tags {
				if t.Name == "SFEN" || t.Name == "FEN" {
					at = t.Pos
				}
			}
			return nil, &Error{Pos: at, Msg: err.Error()}
		}
	}
	game := rules.NewGame(p)
	for _, m := range g.Moves {
		mv, err := notation.XBoard.Parse(game.Position(), m.Text)
		if err == nil {
			err = game.Play(mv)
		}
		if err != nil {
			at, msg := m.Pos, err.Error()
			if e := (*rules.IllegalMoveError)(nil); errors.As(err, &e) {
				msg = e.Error()
			} else if e := (*notation.ParseError)(nil); errors.As(err, &e) {
				at.Col += e.Col - 1
			}
			return nil, &Error{Pos: at, Msg: msg}
		}
	}
	for _, t := range g.Tags {
		if o, ok := pgnEnd(t.Value, g.Result); ok && t.Name == "Termination" {
			if err := game.End(o); err != nil {
				return nil, &Error{Pos: t.Pos, Msg: err.Error()}
			}
			return game, nil
		}
	}
	if !game.Outcome().Over() {
		switch side := game.Position().Side(); {
		case g.Result == "1-0" && side == board.White, g.Result == "0-1" && side == board.Black:
			game.Resign(side)
		case g.Result == "1/2-1/2":
			game.AgreeDraw()
		}
	}
	return game, nil
}

// ReadPGNGame reads the PGN text src, named file in errors, and plays its
// moves under rules r ([PGN.Game]). Every error is an [*Error] naming file,
// line and column.
func ReadPGNGame(file string, src []byte, r *rules.Rules) (*PGN, *rules.Game, error) {
	pg, err := ReadPGN(file, src)
	if err != nil {
		return nil, nil, err
	}
	g, err := pg.Game(r)
	if err != nil {
		return nil, nil, inFile(err, file)
	}
	return pg, g, nil
}
