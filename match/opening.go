package match

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/usi"
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
// not, as package usi reads it), an SFEN with or without the word sfen
// ("moves ..." after it or not), or moves alone from the initial position
// ("7i7h 6d6e"). Empty lines and lines starting with # are skipped. Each
// opening is played under rules r; the first that does not read, holds an
// illegal move, sets an option (setoption) or ends the game is an error
// naming file, line and column.
func ReadOpenings(r *rules.Rules, file string, src []byte) ([]Opening, error) {
	var out []Opening
	for n, line := range strings.Split(string(src), "\n") {
		line = strings.TrimRight(line, "\r")
		if t := strings.TrimSpace(line); t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		o, err := readOpening(r, file, line)
		if err != nil {
			var ue *usi.Error
			if errors.As(err, &ue) {
				ue.Line = n + 1
				return nil, ue
			}
			return nil, fmt.Errorf("%s:%d:1: %w", file, n+1, err)
		}
		out = append(out, o)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no opening in the file", file)
	}
	return out, nil
}

// readOpening reads one line of an openings file and plays it under r.
func readOpening(r *rules.Rules, file, line string) (Opening, error) {
	text, shift := line, 0
	if f := strings.Fields(line); len(f) > 0 && strings.Contains(f[0], "/") {
		text, shift = "sfen "+line, len("sfen ")
	}
	rec, err := usi.Read(file, []byte(text))
	if err == nil {
		_, err = rec.Game(file, r)
	}
	var ue *usi.Error
	if errors.As(err, &ue) {
		ue.Col = max(ue.Col-shift, 1)
		return Opening{}, ue
	}
	if err != nil {
		return Opening{}, err
	}
	if len(rec.Settings) > 0 {
		return Opening{}, errors.New("a setoption command: an opening is a position and moves")
	}
	o := Opening{SFEN: rec.SFEN}
	for _, t := range rec.Moves {
		o.Moves = append(o.Moves, t.Text)
	}
	if _, err := o.Game(r); err != nil {
		return Opening{}, err
	}
	return o, nil
}

// maxDraws bounds the attempts RandomOpening makes before it gives up.
const maxDraws = 100

// RandomOpening returns the random opening number index of a match with
// seed seed: plies moves drawn one at a time, uniformly among the legal
// moves of the game that remove no piece from the board — by capture,
// igui, shot, burning or a cascade's elimination, as [rules.Position.Changes]
// says — so that neither side has lost material, and that are not passes
// ([rules.Position.IsPass]), whose repetition some games' rules judge
// (the side that passed first loses) before the engines have played. A
// drawing that reaches a position without such a move, or ends the game,
// is drawn again. The opening depends only on r, plies, seed and index.
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
				var err error
				if changes, err = g.Position().Changes(m, changes[:0]); err != nil {
					return Opening{}, err
				}
				if !removesPiece(changes) {
					quiet = append(quiet, m)
				}
			}
			m, ok := drawNotPassing(g.Position(), quiet, rng)
			if !ok {
				break
			}
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

// drawNotPassing draws a move uniformly among those of quiet that do not
// pass, by drawing among all of them until one does not: an opening whose
// drawings meet no pass is the same as when passes could be drawn, so a
// seed's schedule of such openings has not changed. It reports false when
// every move passes.
func drawNotPassing(p *rules.Position, quiet []rules.Move, rng *rand.Rand) (rules.Move, bool) {
	if !slices.ContainsFunc(quiet, func(m rules.Move) bool { return !p.IsPass(m) }) {
		return rules.Move{}, false
	}
	for {
		if m := quiet[rng.IntN(len(quiet))]; !p.IsPass(m) {
			return m, true
		}
	}
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
