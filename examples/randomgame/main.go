// Randomgame plays a random legal game of a large shogi variant and prints
// it in Hodges notation, then the final position and the outcome.
//
// Usage:
//
//	go run ./examples/randomgame [-variant chu] [-seed 1] [-plies 40]
//
// The same seed plays the same game. The moves are numbered by ply, as
// lishogi counts them. Every built-in variant plays: chu, dai dai, maka dai
// dai and ko shogi.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "randomgame:", err)
		os.Exit(1)
	}
}

// run plays and prints the game the flags in args ask for.
func run(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("randomgame", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	name := fs.String("variant", "chu", "the built-in variant: "+strings.Join(variants.Names(), ", "))
	seed := fs.Uint64("seed", 1, "the seed of the random moves")
	plies := fs.Int("plies", 40, "the most moves to play (each side's move counts)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(stdout)
			fmt.Fprintln(stdout, "usage: randomgame [-variant NAME] [-seed N] [-plies N]")
			fs.PrintDefaults()
			return nil
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if *plies < 0 {
		return fmt.Errorf("-plies %d: want 0 or more", *plies)
	}
	v, err := variants.Load(*name)
	if err != nil {
		return err
	}
	r, err := rules.New(v)
	if err != nil {
		return err
	}

	rng := rand.New(rand.NewPCG(*seed, *seed))
	g := rules.NewGame(r.NewPosition())
	fmt.Fprintf(stdout, "%s, seed %d\n", v.Title, *seed)
	var moves []rules.Move
	for i := 0; i < *plies; i++ {
		p := g.Position()
		if moves = g.AppendMoves(moves[:0]); len(moves) == 0 {
			break
		}
		m := moves[rng.IntN(len(moves))]
		fmt.Fprintf(stdout, "%d. %s\n", i+1, notation.Hodges.Write(p, m))
		if err := g.Play(m); err != nil {
			return err
		}
	}
	p := g.Position()
	fmt.Fprintf(stdout, "sfen %s\n", p.SFEN())
	fmt.Fprint(stdout, boardText(p))
	fmt.Fprintf(stdout, "outcome: %s\n", g.Outcome())
	return nil
}

// boardText draws the board: file numbers above, rank letters on the right,
// Black's pieces in upper case and White's in lower case, '.' for empty.
func boardText(p *rules.Position) string {
	r := p.Rules()
	geo := r.Geo
	var b strings.Builder
	for x := range geo.Files() {
		fmt.Fprintf(&b, "%3d", geo.Files()-x)
	}
	b.WriteByte('\n')
	for y := range geo.Ranks() {
		for x := range geo.Files() {
			s := "."
			if c := p.At(geo.At(x, y)); c != 0 {
				s = r.Code(c)
			}
			fmt.Fprintf(&b, "%3s", s)
		}
		fmt.Fprintf(&b, "  %s\n", board.RankName(y+1))
	}
	fmt.Fprintf(&b, "%s to move\n", p.Side())
	return b.String()
}
