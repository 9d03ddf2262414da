// Newvariant defines a game of its own in YAML, loads it, and plays it:
// little lion shogi, a 7×7 game with a king, a lion that moves as the chu
// shogi lion does (NAD[aK]) under chu shogi's lion-trading rules, and
// promotion in the two far ranks.
//
// Usage:
//
//	go run ./examples/newvariant [-seed 1] [-moves 4]
//
// It prints a one-line summary of the variant, plays a few random legal
// moves (the same for the same seed) in Hodges notation, and prints the
// position they reach with its perft counts to depth 3.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"slices"
	"strings"

	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// littleLion is the game, in the schema of package variant.
const littleLion = `name: little-lion
title: Little lion shogi
source: the largeshogi example examples/newvariant
board: 7x7
# Moves name every square a lion passes, as lishogi writes chu shogi's.
middle-squares: every
pieces:
  - id: king
    name: king
    abbrev: [K]
    sfen: K
    betza: K
    royal: true
  - id: lion
    name: lion
    abbrev: [Ln]
    sfen: N
    betza: NAD[aK]            # a jump to any square two away, or two king steps
    traits: [lion]
  - id: gold
    name: gold general
    abbrev: [G]
    sfen: G
    betza: WfF
  - id: silver
    name: silver general
    abbrev: [S]
    sfen: S
    betza: FfW
    promotes: gold-promoted
  - id: lance
    name: lance
    abbrev: [L]
    sfen: L
    betza: fR
    promotes: white-horse
  - id: pawn
    name: pawn
    abbrev: [P]
    sfen: P
    betza: fW
    promotes: tokin
  - id: gold-promoted
    name: promoted silver
    abbrev: [+S]
    betza: WfF
    promoted-only: true
  - id: white-horse
    name: white horse
    abbrev: [+L]
    betza: vRfB               # ranges forward and backward, and diagonally forward
    promoted-only: true
  - id: tokin
    name: tokin
    abbrev: [+P]
    betza: WfF
    promoted-only: true
setup:
  f: "P P P Ln P P P"
  g: "L S G K G S L"
rules:
  zone-promotion: {depth: 2, enter: true, capture-from-zone: true, capture-into-zone: true}
  lion-trading: {lions: lion, protected-nonadjacent: true, counter-strike: true}
  win: {royals: all-captured}
  stalemate: {result: loss}
`

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "newvariant:", err)
		os.Exit(1)
	}
}

// run loads the variant, plays the moves the flags in args ask for and
// prints the summary, the moves, the position and its perft counts.
func run(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("newvariant", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	seed := fs.Uint64("seed", 1, "the seed of the random moves")
	n := fs.Int("moves", 4, "how many random moves to play (each side's move counts)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(stdout)
			fmt.Fprintln(stdout, "usage: newvariant [-seed N] [-moves N]")
			fs.PrintDefaults()
			return nil
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if *n < 0 {
		return fmt.Errorf("-moves %d: want 0 or more", *n)
	}

	v, err := variant.Load(strings.NewReader(littleLion), "little-lion.yaml")
	if err != nil {
		return err
	}
	r, err := rules.New(v)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, summary(v))

	rng := rand.New(rand.NewPCG(*seed, *seed))
	g := rules.NewGame(r.NewPosition())
	var moves []rules.Move
	for i := 0; i < *n; i++ {
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
	for depth := 1; depth <= 3; depth++ {
		fmt.Fprintf(stdout, "perft(%d) = %d\n", depth, rules.Perft(p, depth))
	}
	return nil
}

// summary describes the variant in one line: its name and title, board,
// pieces, setup and rule hooks.
func summary(v *variant.Variant) string {
	promoted := 0
	for _, p := range v.Pieces {
		if p.PromotedOnly {
			promoted++
		}
	}
	var hooks []string
	for name := range v.Rules {
		hooks = append(hooks, name)
	}
	slices.Sort(hooks)
	return fmt.Sprintf("%s: %s, %s board, %d pieces (%d by promotion), %d in the setup, rules: %s",
		v.Name, v.Title, v.Geometry, len(v.Pieces), promoted, len(v.Setup), strings.Join(hooks, ", "))
}
