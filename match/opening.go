package match

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/largeshogi/largeshogi/rules"
)

// Opening is where the games of a pair start: a position, and moves played
// from it before the engines take over.
type Opening struct {
	// SFEN is the start position; "" is the variant's initial position.
	SFEN string
	// Moves are played from it, in USI.
	Moves []string
}

// String writes the opening as a USI position command without its first
// word: "startpos", "startpos moves 7i7h 6d6e" or "sfen SFEN moves ...".
func (o Opening) String() string {
	s := "startpos"
	if o.SFEN != "" {
		s = "sfen " + o.SFEN
	}
	if len(o.Moves) > 0 {
		s += " moves " + strings.Join(o.Moves, " ")
	}
	return s
}

// Game returns the game the opening starts under rules r: its position,
// with its moves played. A position that does not read, a move that does
// not or is not legal, and an opening that ends the game are errors.
func (o Opening) Game(r *rules.Rules) (*rules.Game, error) {
	p := r.NewPosition()
	if o.SFEN != "" {
		var err error
		if p, err = r.ParseSFEN(o.SFEN); err != nil {
			return nil, err
		}
	}
	g := rules.NewGame(p)
	for i, m := range o.Moves {
		if err := g.PlayUSI(m); err != nil {
			return nil, fmt.Errorf("ply %d (%s): %w", i+1, m, err)
		}
	}
	if out := g.Outcome(); out.Over() {
		return nil, fmt.Errorf("the game is over after the opening (%s)", out)
	}
	return g, nil
}

// ReadOpenings reads a file of openings, one a line: a USI position
// command ("position startpos moves 7i7h", the word position left out or
// not), an SFEN ("SFEN" or "sfen SFEN", "moves ..." after it or not), or
// moves alone from the initial position ("7i7h 6d6e"). Empty lines and
// lines starting with # are skipped. Each opening is played under rules r;
// the first that does not read, holds an illegal move or ends the game is
// an error naming file, line and column.
func ReadOpenings(r *rules.Rules, file string, src []byte) ([]Opening, error) {
	var out []Opening
	for n, line := range strings.Split(string(src), "\n") {
		line = strings.TrimRight(line, "\r")
		if t := strings.TrimSpace(line); t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		o, err := parseOpening(r, line)
		if err != nil {
			var oe *openingError
			col := 1
			if errors.As(err, &oe) {
				col = oe.col
			}
			return nil, fmt.Errorf("%s:%d:%d: %w", file, n+1, col, err)
		}
		out = append(out, o)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no opening in the file", file)
	}
	return out, nil
}

// openingError is a problem in an opening line, at a column counted in
// bytes from 1.
type openingError struct {
	col int
	err error
}

func (e *openingError) Error() string { return e.err.Error() }
func (e *openingError) Unwrap() error { return e.err }

// word is a word of a line and its column.
type word struct {
	text string
	col  int
}

func words(line string) []word {
	var out []word
	for i := 0; i < len(line); {
		if line[i] == ' ' || line[i] == '\t' {
			i++
			continue
		}
		j := i
		for j < len(line) && line[j] != ' ' && line[j] != '\t' {
			j++
		}
		out = append(out, word{line[i:j], i + 1})
		i = j
	}
	return out
}

// parseOpening reads one line of an openings file and checks it under r.
func parseOpening(r *rules.Rules, line string) (Opening, error) {
	ws := words(line)
	var o Opening
	i := 0
	if i < len(ws) && ws[i].text == "position" {
		i++
	}
	switch {
	case i < len(ws) && ws[i].text == "startpos":
		i++
	case i < len(ws) && (ws[i].text == "sfen" || strings.Contains(ws[i].text, "/")):
		if ws[i].text == "sfen" {
			i++
		}
		at := i
		var fields []string
		for i < len(ws) && ws[i].text != "moves" && len(fields) < 4 {
			fields = append(fields, ws[i].text)
			i++
		}
		o.SFEN = strings.Join(fields, " ")
		if _, err := r.ParseSFEN(o.SFEN); err != nil || len(fields) == 0 {
			if err == nil {
				err = errors.New("sfen: no position after the word sfen")
			}
			col := len(line) + 1
			if at < len(ws) {
				col = ws[at].col
			}
			return o, &openingError{col, err}
		}
	}
	if i < len(ws) && ws[i].text == "moves" {
		i++
	}
	for _, w := range ws[i:] {
		o.Moves = append(o.Moves, w.text)
	}
	g, err := Opening{SFEN: o.SFEN}.Game(r)
	if err != nil {
		return o, &openingError{1, err}
	}
	for k, w := range ws[i:] {
		if err := g.PlayUSI(w.text); err != nil {
			return o, &openingError{w.col, fmt.Errorf("ply %d (%s): %w", k+1, w.text, err)}
		}
	}
	if out := g.Outcome(); out.Over() {
		return o, &openingError{1, fmt.Errorf("the game is over after the opening (%s)", out)}
	}
	return o, nil
}

// maxDraws bounds the attempts RandomOpening makes before it gives up.
const maxDraws = 100

// RandomOpening returns the random opening number index of a match with
// seed seed: plies moves drawn one at a time, uniformly among the legal
// moves of the game that remove no piece from the board — by capture,
// igui, shot, burning or a cascade's elimination, as [rules.Position.Changes]
// says — so that neither side has lost material. A drawing that reaches a
// position without such a move, or ends the game, is drawn again. The
// opening depends only on r, plies, seed and index.
func RandomOpening(r *rules.Rules, plies int, seed uint64, index int) (Opening, error) {
	rng := rand.New(rand.NewPCG(seed, uint64(index)))
	var moves, quiet []rules.Move
	var changes []rules.Change
	for range maxDraws {
		g := rules.NewGame(r.NewPosition())
		var o Opening
		for len(o.Moves) < plies {
			moves = g.AppendMoves(moves[:0])
			quiet = quiet[:0]
			for _, m := range moves {
				changes = g.Position().Changes(m, changes[:0])
				if !removesPiece(changes) {
					quiet = append(quiet, m)
				}
			}
			if len(quiet) == 0 {
				break
			}
			m := quiet[rng.IntN(len(quiet))]
			o.Moves = append(o.Moves, m.String())
			if err := g.Play(m); err != nil {
				return Opening{}, err
			}
		}
		if len(o.Moves) == plies && !g.Outcome().Over() {
			return o, nil
		}
	}
	return Opening{}, fmt.Errorf("no random opening of %d plies without a capture found in %d tries", plies, maxDraws)
}

// removesPiece reports whether a move's changes take a piece off the board.
func removesPiece(changes []rules.Change) bool {
	for _, c := range changes {
		switch c.Cause {
		case rules.Captured, rules.Igui, rules.Shot, rules.Burned, rules.Eliminated:
			return true
		}
	}
	return false
}
