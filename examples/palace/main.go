// Command palace plays a variant with a rule no built-in game has: each
// king must stay inside its palace, the three middle files of its first
// three ranks, as in xiangqi. The rule is a hook of the program's own,
// given behaviour with rules.RegisterHook, and the variant file uses it
// like any built-in hook.
//
//	go run ./examples/palace -seed 3 -moves 40
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

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// Palace is the parameters of the "palace" hook.
type Palace struct {
	// Pieces lists the pieces that must stay in the palace.
	Pieces []string `yaml:"pieces"`
	// Files is the palace's width, centred on the board.
	Files int `yaml:"files"`
	// Ranks is its depth, from each side's own back rank.
	Ranks int `yaml:"ranks"`
}

// palace is the hook compiled for one variant: by kind, whether it is
// confined, and by colour and square, whether the square is in the palace.
type palace struct {
	confined []bool
	inside   [2][]bool
}

// Allow refuses a move that takes a confined piece out of its palace.
func (h *palace) Allow(p *rules.Position, c *rules.Candidate) bool {
	return !h.confined[c.Piece.Kind()] || h.inside[c.Piece.Color()][c.Move.To]
}

func init() {
	err := rules.RegisterHook(rules.HookSpec[Palace]{
		Name:     "palace",
		Doc:      "pieces that must stay inside their palace",
		Defaults: func() *Palace { return &Palace{Files: 3, Ranks: 3} },
		Check: func(v *variant.Variant, pl *Palace) []variant.Problem {
			var out []variant.Problem
			for _, id := range pl.Pieces {
				if v.Piece(id) == nil {
					out = append(out, variant.Problem{Field: "pieces", Msg: fmt.Sprintf("no piece %q", id)})
				}
			}
			if pl.Files < 1 || pl.Files > v.Geometry.Files() || pl.Ranks < 1 || pl.Ranks > v.Geometry.Ranks() {
				out = append(out, variant.Problem{Field: "files", Msg: "the palace must fit on the board"})
			}
			return out
		},
		Compile: func(r *rules.Rules, pl *Palace) (rules.Hook, error) {
			h := &palace{confined: make([]bool, r.Kinds()+1)}
			for k := range h.confined {
				h.confined[k] = k > 0 && slices.Contains(pl.Pieces, r.Piece(rules.Kind(k)).ID)
			}
			geo := r.Geo
			left := (geo.Files() - pl.Files) / 2
			for _, c := range []board.Color{board.Black, board.White} {
				h.inside[c] = make([]bool, geo.Cells())
				for _, s := range geo.Squares() {
					x, y := geo.XY(s)
					if c == board.Black {
						y = geo.Ranks() - 1 - y
					}
					h.inside[c][s] = x >= left && x < left+pl.Files && y < pl.Ranks
				}
			}
			return h, nil
		},
	})
	if err != nil {
		panic(err)
	}
}

// palaceShogi is a 9×9 game of shogi's pieces without drops, where each
// king keeps to its palace.
const palaceShogi = `name: palace-shogi
title: Palace shogi
source: an example of a hook of one's own (examples/palace)
board: 9x9
pieces:
  - {id: king, name: king, abbrev: [K], sfen: K, betza: K, royal: true}
  - {id: gold, name: gold general, abbrev: [G], sfen: G, betza: WfF}
  - {id: silver, name: silver general, abbrev: [S], sfen: S, betza: FfW, promotes: tokin}
  - {id: rook, name: rook, abbrev: [R], sfen: R, betza: R}
  - {id: pawn, name: pawn, abbrev: [P], sfen: P, betza: fW, promotes: tokin}
  - {id: tokin, name: tokin, abbrev: [+P], betza: WfF, promoted-only: true}
setup:
  i: ". . S G K G S . ."
  h: ". R . . . . . . ."
  g: "P P P P P P P P P"
rules:
  zone-promotion: {depth: 3, within-zone: true}
  palace: {pieces: [king], files: 3, ranks: 3}
`

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "palace:", err)
		os.Exit(1)
	}
}

// run plays a seeded random game of palace shogi and prints its moves and
// how it ended.
func run(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("palace", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	seed := fs.Uint64("seed", 1, "the seed of the random moves")
	n := fs.Int("moves", 40, "how many moves to play at most")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stdout, "usage: palace [-seed N] [-moves N]")
			return nil
		}
		return err
	}
	v, err := variant.Load(strings.NewReader(palaceShogi), "palace-shogi.yaml")
	if err != nil {
		return err
	}
	r, err := rules.New(v)
	if err != nil {
		return err
	}
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
	fmt.Fprintf(stdout, "sfen %s\n%s\n", g.Position().SFEN(), g.Outcome())
	return nil
}
