package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// gameFlags are the flags every command that works on a position takes.
type gameFlags struct {
	variant, file, profile, options, sfen, moves string
}

func (g *gameFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&g.variant, "variant", "chu", "built-in variant: "+strings.Join(variants.Names(), ", "))
	fs.StringVar(&g.file, "file", "", "variant file (YAML) instead of a built-in variant")
	fs.StringVar(&g.profile, "rules", "", "rule profile (default: the variant's first)")
	fs.StringVar(&g.options, "options", "", "comma-separated variant options to enable")
	fs.StringVar(&g.sfen, "sfen", "", "start from this SFEN instead of the variant's start position")
	fs.StringVar(&g.moves, "moves", "", "space-separated USI moves to play first")
}

// game builds the game the flags describe.
func (g *gameFlags) game() (*rules.Game, error) {
	var v *variant.Variant
	var err error
	if g.file != "" {
		v, err = variant.LoadFile(g.file)
	} else {
		v, err = variants.Load(g.variant)
	}
	if err != nil {
		return nil, err
	}
	var opts []string
	if g.options != "" {
		opts = strings.Split(g.options, ",")
	}
	if v, err = v.Configure(g.profile, opts...); err != nil {
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
	for _, u := range strings.Fields(g.moves) {
		if err := game.PlayUSI(u); err != nil {
			return nil, err
		}
	}
	return game, nil
}

func positionCommand(name, synopsis string, stderr io.Writer) (*flag.FlagSet, *gameFlags) {
	fs := newFlags(name, synopsis, stderr)
	g := &gameFlags{}
	g.register(fs)
	return fs, g
}

// parse reads the command line of a position command and builds its game.
func (g *gameFlags) parse(fs *flag.FlagSet, args []string) (*rules.Game, error) {
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return nil, fmt.Errorf("%s: unexpected argument %q", fs.Name(), fs.Arg(0))
	}
	return g.game()
}

func runPerft(args []string, stdout, stderr io.Writer) error {
	fs, gf := positionCommand("perft", "-depth N [-divide] [position flags]", stderr)
	depth := fs.Int("depth", 3, "depth in plies")
	divide := fs.Bool("divide", false, "print the count under each first move")
	game, err := gf.parse(fs, args)
	if err != nil {
		return err
	}
	if *depth < 1 || *depth > 12 {
		return errors.New("perft: -depth must be from 1 to 12")
	}
	pos := game.Position()
	start := time.Now()
	var total int64
	if *divide {
		for _, m := range pos.AppendMoves(nil) {
			pos.Make(m)
			n := rules.Perft(pos, *depth-1)
			pos.Unmake()
			fmt.Fprintf(stdout, "%s: %d\n", pos.Rules().USI(m), n)
			total += n
		}
		fmt.Fprintln(stdout)
	} else {
		total = rules.Perft(pos, *depth)
	}
	elapsed := time.Since(start)
	fmt.Fprintf(stdout, "perft(%d) = %d\n", *depth, total)
	fmt.Fprintf(stderr, "%.3f s, %.0f nodes/s\n", elapsed.Seconds(), float64(total)/elapsed.Seconds())
	return nil
}

func runMoves(args []string, stdout, stderr io.Writer) error {
	fs, gf := positionCommand("moves", "[-after] [position flags]", stderr)
	after := fs.Bool("after", false, "follow each move with the SFEN of the position it leads to")
	game, err := gf.parse(fs, args)
	if err != nil {
		return err
	}
	pos := game.Position()
	for _, m := range pos.AppendMoves(nil) {
		line := pos.Rules().USI(m)
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
	fs, gf := positionCommand("status", "[position flags]", stderr)
	game, err := gf.parse(fs, args)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, game.Outcome())
	return nil
}

func runShow(args []string, stdout, stderr io.Writer) error {
	fs, gf := positionCommand("show", "[-svg] [position flags]", stderr)
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
// right, White's pieces in lower case, '.' for empty squares.
func showText(p *rules.Position) string {
	r := p.Rules()
	geo := r.Geo
	var b strings.Builder
	width := 3
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
