package usi

import (
	"fmt"
	"io"
	"strings"

	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/rules"
)

// The options through which a game names its variant, as a GUI sets them
// before it sends the position: USI_Variant (lishogi's and
// Fairy-Stockfish's name for the game played), and the rule profile and
// the comma-separated variant options this project's variant files define.
const (
	OptionVariant  = "USI_Variant"
	OptionProfile  = "LargeShogi_Profile"
	OptionOptions  = "LargeShogi_Options"
	maxRecordWords = 1 << 20
	// maxWord is the longest word, in bytes, a USI text may hold: four
	// times the SFEN of a 36 by 36 board full of two-letter promoted
	// pieces.
	maxWord = 1 << 14
)

// Setting is a "setoption name NAME value VALUE" command and where it
// stands.
type Setting struct {
	Name, Value string
	At          Token // the word setoption
}

// Record is a game written as USI commands: the options set before the
// position, the start position and the moves, each word with its place.
type Record struct {
	// Settings are the setoption commands, in order.
	Settings []Setting
	// SFEN is the start position as "position sfen" gives it, or "" for
	// startpos (the variant's start position).
	SFEN   string
	SFENAt Token
	// Moves are the moves after "moves", as written.
	Moves []Token
}

// Setting returns the value of the last setoption command of the given
// name and true, or "" and false.
func (r *Record) Setting(name string) (string, bool) {
	for i := len(r.Settings) - 1; i >= 0; i-- {
		if r.Settings[i].Name == name {
			return r.Settings[i].Value, true
		}
	}
	return "", false
}

// Error is a problem in a USI text: the file name, the place of the word at
// fault and, for a move, its ply (counted from 1) and text.
type Error struct {
	Name      string
	Line, Col int
	Ply       int    // 0 when the problem is not a move's
	Move      string // the move as written, when Ply is set
	Err       error
}

// Error returns "NAME:LINE:COL: [ply PLY (MOVE): ]ERR", the move cut to
// [clip.MaxRunes] characters.
func (e *Error) Error() string {
	at := fmt.Sprintf("%s:%d:%d: ", e.Name, e.Line, e.Col)
	if e.Ply > 0 {
		at += fmt.Sprintf("ply %d (%s): ", e.Ply, clip.Cut(e.Move, clip.MaxRunes))
	}
	return at + e.Err.Error()
}

// Unwrap returns Err.
func (e *Error) Unwrap() error { return e.Err }

// Read reads a game written as USI commands, named name in errors: any
// number of lines "setoption name NAME [value VALUE]", then a position
// command — "position startpos" or "position sfen SFEN", then "moves" and
// the moves, which may run over several lines. The word position, the
// start and the word moves may each be left out: a text of moves alone is
// a game from the start position. A setoption line after the position, or
// a setoption without a name, is an [*Error], as is a word longer than
// 16 KB. The cost is linear in the length of src.
func Read(name string, src []byte) (*Record, error) {
	rec := &Record{}
	text := string(src)
	lines := strings.SplitAfter(text, "\n")
	skip := 0
	for n, l := range lines {
		toks := Tokens(l)
		if err := longWord(name, toks, n); err != nil {
			return nil, err
		}
		if len(toks) == 0 {
			skip++
			continue
		}
		if toks[0].Text != "setoption" {
			break
		}
		for i := range toks {
			toks[i].Line = skip + 1
		}
		s, err := readSetting(toks)
		if err != nil {
			return nil, &Error{Name: name, Line: toks[0].Line, Col: err.at.Col, Err: err}
		}
		rec.Settings = append(rec.Settings, s)
		skip++
	}
	toks := Tokens(strings.Join(lines[skip:], ""))
	if len(toks) > maxRecordWords {
		return nil, &Error{Name: name, Line: 1, Col: 1, Err: fmt.Errorf("more than %d words", maxRecordWords)}
	}
	for i := range toks {
		toks[i].Line += skip
	}
	if err := longWord(name, toks, 0); err != nil {
		return nil, err
	}
	i := 0
	if i < len(toks) && toks[i].Text == "position" {
		i++
	}
	switch {
	case i < len(toks) && toks[i].Text == "startpos":
		i++
	case i < len(toks) && toks[i].Text == "sfen":
		rec.SFENAt = toks[i]
		j := i + 1
		for j < len(toks) && toks[j].Text != "moves" && j < i+5 {
			j++
		}
		var fields []string
		for _, t := range toks[i+1 : j] {
			fields = append(fields, t.Text)
		}
		rec.SFEN = strings.Join(fields, " ")
		if rec.SFEN == "" {
			return nil, &Error{Name: name, Line: rec.SFENAt.Line, Col: rec.SFENAt.Col, Err: fmt.Errorf("no SFEN after sfen")}
		}
		i = j
	}
	if i < len(toks) && toks[i].Text == "moves" {
		i++
	}
	for _, t := range toks[i:] {
		if t.Text == "setoption" {
			return nil, &Error{Name: name, Line: t.Line, Col: t.Col, Err: fmt.Errorf("setoption after the position")}
		}
	}
	rec.Moves = toks[i:]
	return rec, nil
}

// longWord returns an [*Error] at the first of toks longer than maxWord,
// with lines counted after skip lines, or nil.
func longWord(name string, toks []Token, skip int) error {
	for _, t := range toks {
		if len(t.Text) > maxWord {
			return &Error{Name: name, Line: t.Line + skip, Col: t.Col, Err: fmt.Errorf("a word of %d bytes, longer than %d", len(t.Text), maxWord)}
		}
	}
	return nil
}

// settingError is a setoption line that does not read, at the word at
// fault.
type settingError struct {
	at  Token
	msg string
}

func (e *settingError) Error() string { return e.msg }

// readSetting reads the words of a setoption line: "setoption name NAME
// [value VALUE]", where NAME and VALUE may hold spaces.
func readSetting(toks []Token) (Setting, *settingError) {
	s := Setting{At: toks[0]}
	if len(toks) < 3 || toks[1].Text != "name" {
		at := toks[0]
		if len(toks) > 1 {
			at = toks[1]
		}
		return s, &settingError{at, "want setoption name NAME [value VALUE]"}
	}
	words := func(ts []Token) string {
		var w []string
		for _, t := range ts {
			w = append(w, t.Text)
		}
		return strings.Join(w, " ")
	}
	rest := toks[2:]
	for i, t := range rest {
		if t.Text == "value" {
			if i == 0 {
				return s, &settingError{t, "setoption without a name"}
			}
			s.Name, s.Value = words(rest[:i]), words(rest[i+1:])
			return s, nil
		}
	}
	s.Name = words(rest)
	return s, nil
}

// Game plays the record under rules r: its start position (r's start for
// startpos) and its moves. A start or a move that r refuses is an [*Error]
// at its place, a move's wrapping [rules.ErrSyntax] or [rules.ErrIllegal].
// The settings are not read: choosing r from them is the caller's part.
func (rec *Record) Game(name string, r *rules.Rules) (*rules.Game, error) {
	p := r.NewPosition()
	if rec.SFEN != "" {
		var err error
		if p, err = r.ParseSFEN(rec.SFEN); err != nil {
			return nil, &Error{Name: name, Line: rec.SFENAt.Line, Col: rec.SFENAt.Col, Err: err}
		}
	}
	g := rules.NewGame(p)
	for ply, t := range rec.Moves {
		if err := g.PlayUSI(t.Text); err != nil {
			return nil, &Error{Name: name, Line: t.Line, Col: t.Col, Ply: ply + 1, Move: t.Text, Err: err}
		}
	}
	return g, nil
}

// ReadGame reads a game written as USI commands (see [Read]) and plays it
// under rules r.
func ReadGame(name string, src []byte, r *rules.Rules) (*rules.Game, error) {
	rec, err := Read(name, src)
	if err != nil {
		return nil, err
	}
	return rec.Game(name, r)
}

// PositionCommand returns the position command of game g: "position
// startpos" when the game started from its variant's start position, else
// "position sfen SFEN", then " moves" and the moves in USI, if any.
func PositionCommand(g *rules.Game) string {
	var b strings.Builder
	start := g.Start()
	if start.SFEN() == start.Rules().NewPosition().SFEN() {
		b.WriteString("position startpos")
	} else {
		b.WriteString("position sfen " + start.SFEN())
	}
	if len(g.Moves()) > 0 {
		b.WriteString(" moves")
	}
	for _, m := range g.Moves() {
		b.WriteString(" " + start.USI(m))
	}
	return b.String()
}

// SetOption returns the command "setoption name NAME value VALUE", or
// "setoption name NAME" when value is empty.
func SetOption(name, value string) string {
	if value == "" {
		return "setoption name " + name
	}
	return "setoption name " + name + " value " + value
}

// VariantSettings returns the settings that name the game r plays, as
// [WriteGame] writes them: USI_Variant set to the name USI engines know
// the variant by ([variant.Variant.USIVariant], lishogi's "chushogi" for
// chu shogi), the profile in force if the variant has profiles, and the
// options enabled, if any.
func VariantSettings(r *rules.Rules) []Setting {
	v := r.Variant
	out := []Setting{{Name: OptionVariant, Value: v.USIVariant}}
	if v.Profile != "" {
		out = append(out, Setting{Name: OptionProfile, Value: v.Profile})
	}
	if len(v.Enabled) > 0 {
		out = append(out, Setting{Name: OptionOptions, Value: strings.Join(v.Enabled, ",")})
	}
	return out
}

// WriteGame writes game g as USI commands that [Read] reads back: the
// setoption lines of [VariantSettings], then the position command.
func WriteGame(w io.Writer, g *rules.Game) error {
	var b strings.Builder
	for _, s := range VariantSettings(g.Start().Rules()) {
		b.WriteString(SetOption(s.Name, s.Value) + "\n")
	}
	b.WriteString(PositionCommand(g) + "\n")
	_, err := io.WriteString(w, b.String())
	return err
}
