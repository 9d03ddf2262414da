package main

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/textdist"
	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/record"
	"github.com/largeshogi/largeshogi/render"
	"github.com/largeshogi/largeshogi/rules"
)

// gameFlags are the flags every command that works on a position takes.
type gameFlags struct {
	variantFlags
	sfen, moves, notation, in string
}

func (g *gameFlags) register(f *flags) {
	g.variantFlags.register(f, true, "comma-separated variant options to enable")
	f.StringVar(&g.sfen, "sfen", "", "start from this SFEN instead of the variant's start position")
	f.StringVar(&g.moves, "moves", "", "moves to play first, separated by ASCII spaces, in the notation of -in")
	f.StringVar(&g.notation, "notation", "usi", "the notation the moves command lists moves in, and that of -moves unless -in names another: "+strings.Join(notationNames(), ", "))
	f.StringVar(&g.in, "in", "", "the notation of -moves (default: that of -notation)")
}

// notationNames lists the names of the notations.
func notationNames() []string {
	var names []string
	for _, n := range notation.All() {
		names = append(names, n.Name())
	}
	return names
}

// moveNotation returns the notation -notation names, in which the moves
// command lists moves.
func (g *gameFlags) moveNotation() (notation.Notation, error) {
	return notationFlag("notation", g.notation)
}

// inNotation returns the notation -moves is read in: the one -in names,
// or else that of -notation.
func (g *gameFlags) inNotation() (notation.Notation, error) {
	if g.in == "" {
		return g.moveNotation()
	}
	return notationFlag("in", g.in)
}

// notationFlag returns the notation name names, the value of the flag
// -flag.
func notationFlag(flag, name string) (notation.Notation, error) {
	n, ok := notation.ByName(name)
	if !ok {
		return nil, fmt.Errorf("-%s: unknown notation %q%s (have %s)", flag, name, textdist.Hint(name, notationNames()), strings.Join(notationNames(), ", "))
	}
	return n, nil
}

// asciiSpace reports whether r is ASCII white space, which separates the
// moves of -moves: Japanese notation writes an ideographic space after 同.
func asciiSpace(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\v', '\f', '\r':
		return true
	}
	return false
}

// game builds the game the flags describe. An error in -moves names the
// move: "ply 3 (7g7f): illegal move: ...", counting the moves of -moves
// from 1.
func (g *gameFlags) game() (*rules.Game, error) {
	if _, err := g.moveNotation(); err != nil {
		return nil, err
	}
	n, err := g.inNotation()
	if err != nil {
		return nil, err
	}
	r, err := g.compile()
	if err != nil {
		return nil, err
	}
	pos := r.NewPosition()
	if g.sfen != "" {
		if pos, err = r.ParseSFEN(g.sfen); err != nil {
			return nil, err
		}
	}
	game := rules.NewGame(pos)
	for i, text := range strings.FieldsFunc(g.moves, asciiSpace) {
		m, err := n.Parse(game.Position(), text)
		if err == nil {
			err = game.Play(m)
		}
		if err != nil {
			return nil, &plyError{i + 1, text, err}
		}
	}
	return game, nil
}

// plyError is an error in the moves of -moves: the ply, counted from 1,
// the move as given and what is wrong with it.
type plyError struct {
	ply  int
	move string
	err  error
}

// Error returns "ply N (MOVE): MESSAGE", leaving out the move where the
// message repeats it: "illegal move: [RULE: ]REASON" for an illegal move,
// "column COL: MESSAGE" for a [*notation.ParseError], and a USI syntax
// error without the "usi MOVE: " that starts it.
func (e *plyError) Error() string {
	msg := strings.TrimPrefix(e.err.Error(), "usi "+strconv.Quote(e.move)+": ")
	var illegal *rules.IllegalMoveError
	var pe *notation.ParseError
	switch {
	case errors.As(e.err, &illegal):
		msg = "illegal move: " + illegal.Reason
		if illegal.Rule != "" {
			msg = "illegal move: " + illegal.Rule + ": " + illegal.Reason
		}
	case errors.As(e.err, &pe):
		msg = fmt.Sprintf("column %d: %s", pe.Col, pe.Msg)
	}
	return fmt.Sprintf("ply %d (%s): %s", e.ply, e.move, msg)
}

// Unwrap returns what is wrong with the move.
func (e *plyError) Unwrap() error { return e.err }

func positionCommand(name, synopsis string, stdout, stderr io.Writer) (*flags, *gameFlags) {
	fs := newFlags(name, synopsis, stdout, stderr)
	g := &gameFlags{}
	g.register(fs)
	return fs, g
}

// parse reads the command line of a position command and builds its game.
func (g *gameFlags) parse(fs *flags, args []string) (*rules.Game, error) {
	if err := noArgs(fs, args); err != nil {
		return nil, err
	}
	return g.game()
}

func runPerft(args []string, stdout, stderr io.Writer) error {
	fs, gf := positionCommand("perft", "-depth N [-divide] [-j N] [position flags]", stdout, stderr)
	depth := fs.Int("depth", 3, "depth in plies")
	divide := fs.Bool("divide", false, "print the count under each first move")
	workers := fs.Int("j", runtime.GOMAXPROCS(0), "goroutines that share the first moves (the count does not depend on it)")
	game, err := gf.parse(fs, args)
	if err != nil {
		return err
	}
	if *depth < 1 || *depth > 12 {
		return errors.New("perft: -depth must be from 1 to 12")
	}
	if *workers < 1 {
		return errors.New("perft: -j must be at least 1")
	}
	start := time.Now()
	var total int64
	if *divide {
		for _, mc := range rules.Divide(game.Position(), *depth, *workers) {
			fmt.Fprintf(stdout, "%s: %d\n", mc.Move.String(), mc.Paths)
			total += mc.Paths
		}
		fmt.Fprintln(stdout)
	} else {
		total = rules.ParallelPerft(game.Position(), *depth, *workers)
	}
	elapsed := time.Since(start)
	fmt.Fprintf(stdout, "perft(%d) = %d\n", *depth, total)
	fmt.Fprintf(stderr, "%.3f s, %.0f nodes/s\n", elapsed.Seconds(), float64(total)/elapsed.Seconds())
	return nil
}

func runMoves(args []string, stdout, stderr io.Writer) error {
	fs, gf := positionCommand("moves", "[-after] [position flags]", stdout, stderr)
	after := fs.Bool("after", false, "follow each move with the SFEN of the position it leads to")
	game, err := gf.parse(fs, args)
	if err != nil {
		return err
	}
	n, err := gf.moveNotation()
	if err != nil {
		return err
	}
	pos := game.Position()
	moves := game.AppendMoves(nil) // what the game accepts: its history rules too
	for i, line := range n.Append(nil, pos, moves) {
		if *after {
			pos.Make(moves[i])
			line += " " + pos.SFEN()
			pos.Unmake()
		}
		fmt.Fprintln(stdout, line)
	}
	return nil
}

func runStatus(args []string, stdout, stderr io.Writer) error {
	fs, gf := positionCommand("status", "[position flags]", stdout, stderr)
	game, err := gf.parse(fs, args)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, game.Outcome())
	return nil
}

func runShow(args []string, stdout, stderr io.Writer) error {
	fs, gf := positionCommand("show", "[-svg | -kif] [position flags]", stdout, stderr)
	asSVG := fs.Bool("svg", false, "draw the position as SVG")
	asKIF := fs.Bool("kif", false, "draw the position as a KIF board diagram")
	game, err := gf.parse(fs, args)
	if err != nil {
		return err
	}
	switch {
	case *asSVG && *asKIF:
		return errors.New("show: -svg and -kif: choose one")
	case *asSVG:
		return render.WriteBoard(stdout, render.PositionBoard(game.Position()))
	case *asKIF:
		b, err := record.DiagramOf(game.Position())
		if err != nil {
			return err
		}
		fmt.Fprint(stdout, b)
		return nil
	}
	fmt.Fprint(stdout, showText(game.Position()))
	return nil
}

// showText draws the board as text: file numbers above, rank letters on the
// right, White's pieces in lower case, '.' for empty squares. Each column is
// one wider than the widest piece code on the board or file number, so that
// codes such as +Sr stay apart.
func showText(p *rules.Position) string {
	r := p.Rules()
	geo := r.Geo
	width := len(strconv.Itoa(geo.Files()))
	for _, s := range geo.Squares() {
		if c := p.At(s); c != 0 {
			width = max(width, utf8.RuneCountInString(r.Code(c)))
		}
	}
	width++
	var b strings.Builder
	for x := range geo.Files() {
		fmt.Fprintf(&b, "%*d", width, geo.Files()-x)
	}
	b.WriteByte('\n')
	for y := range geo.Ranks() {
		for x := range geo.Files() {
			c := p.At(geo.At(x, y))
			s := "."
			if c != 0 {
				s = r.Code(c)
			}
			fmt.Fprintf(&b, "%*s", width, s)
		}
		fmt.Fprintf(&b, "  %s\n", board.RankName(y+1))
	}
	fmt.Fprintf(&b, "%s to move\nsfen %s\n", p.Side(), p.SFEN())
	return b.String()
}
