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
	"github.com/largeshogi/largeshogi/rules"
)

// gameFlags are the flags every command that works on a position takes.
type gameFlags struct {
	variantFlags
	sfen, moves string
}

func (g *gameFlags) register(f *flags) {
	g.variantFlags.register(f, true, "comma-separated variant options to enable")
	f.StringVar(&g.sfen, "sfen", "", "start from this SFEN instead of the variant's start position")
	f.StringVar(&g.moves, "moves", "", "space-separated USI moves to play first")
}

// game builds the game the flags describe. An error in -moves names the
// move: "ply 3 (7g7f): illegal move: ...", counting the moves of -moves
// from 1.
func (g *gameFlags) game() (*rules.Game, error) {
	v, err := g.load()
	if err != nil {
		return nil, err
	}
	r, err := rules.New(v)
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
	for i, u := range strings.Fields(g.moves) {
		if err := game.PlayUSI(u); err != nil {
			return nil, &plyError{i + 1, u, err}
		}
	}
	return game, nil
}

// plyError is an error in the moves of -moves: the ply, counted from 1,
// the move as given and what is wrong with it.
type plyError struct {
	ply int
	usi string
	err error
}

// Error returns "ply N (MOVE): MESSAGE", leaving out the move where the
// message repeats it: "illegal move: [RULE: ]REASON" for an illegal move,
// and the syntax error without the "usi MOVE: " that starts it.
func (e *plyError) Error() string {
	msg := strings.TrimPrefix(e.err.Error(), "usi "+strconv.Quote(e.usi)+": ")
	var illegal *rules.IllegalMoveError
	if errors.As(e.err, &illegal) {
		msg = "illegal move: " + illegal.Reason
		if illegal.Rule != "" {
			msg = "illegal move: " + illegal.Rule + ": " + illegal.Reason
		}
	}
	return fmt.Sprintf("ply %d (%s): %s", e.ply, e.usi, msg)
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
	pos := game.Position()
	for _, m := range pos.AppendMoves(nil) {
		line := m.String()
		if *after {
			pos.Make(m)
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
	fs, gf := positionCommand("show", "[-svg] [position flags]", stdout, stderr)
	asSVG := fs.Bool("svg", false, "draw the position as SVG")
	game, err := gf.parse(fs, args)
	if err != nil {
		return err
	}
	if *asSVG {
		return writeBoardSVG(stdout, positionBoard(game.Position()))
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
