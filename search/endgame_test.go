package search_test

import (
	"context"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/eval"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/search"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// endgame builds, from the rules of a game, a won ending: Black has one
// of its royal pieces and its strongest other piece of the setup, the one
// whose own move is worth most (eval.Estimate.Own), of those that neither
// reach every square nor keep to squares of one colour, each on its square
// of the start; White has one of its royal pieces, one that does not leap
// to every square where it has one, on the square nearest the board's
// centre that no Black piece reaches, and its least valuable piece of the
// setup on its square of the start. The values are the evaluator's
// (eval.Table), the pieces those of the setup: no piece or game is named.
func endgame(t testing.TB, r *rules.Rules) *rules.Position {
	t.Helper()
	start := r.NewPosition()
	ev := eval.NewEvaluator(r)
	var royal [2]board.Square
	found, trappable := [2]bool{}, [2]bool{}
	var strong []board.Square // Black's pieces, the most valuable first
	weak := board.NoSquare
	for _, sq := range r.Geo.Squares() {
		c := start.At(sq)
		if c == 0 {
			continue
		}
		side := c.Color()
		switch {
		case r.Piece(c.Kind()).Royal:
			// White's royal piece is one that can be trapped, where the
			// setup has one: a royal piece that leaps to every square (tai
			// shogi's emperor) always has one no Black piece attacks.
			trapped := side == board.Black || !r.Piece(c.Kind()).Move.CapturesAnywhere()
			if !found[side] || (trapped && !trappable[side]) {
				royal[side], found[side], trappable[side] = sq, true, trapped
			}
		case side == board.Black:
			strong = append(strong, sq)
		default:
			if weak == board.NoSquare || ev.Value(c) < ev.Value(start.At(weak)) {
				weak = sq
			}
		}
	}
	if !found[0] || !found[1] || weak == board.NoSquare {
		t.Fatalf("%s: no royal piece or weak piece in the setup", r.Variant.Name)
	}
	// Strongest by what its own move is worth: a piece's value also counts
	// a share of what promoting would gain, and a weak piece that promotes
	// to a strong one (tai shogi's poisonous snake, a hook mover once it
	// captures) is not the strong piece of an ending.
	own := map[*variant.Piece]int{}
	for _, e := range ev.Table.Pieces {
		own[e.Piece] = e.Own
	}
	strength := func(sq board.Square) int { return own[r.Piece(start.At(sq).Kind())] }
	slices.SortStableFunc(strong, func(a, b board.Square) int { return strength(b) - strength(a) })
	// The strongest piece that leaves White's royal piece a square it
	// does not reach; White's royal piece on such a square nearest the
	// centre.
	cx, cy := r.Geo.XY(r.Geo.Centre())
	for _, st := range strong {
		for d := range max(r.Geo.Files(), r.Geo.Ranks()) {
			for _, sq := range r.Geo.Squares() {
				x, y := r.Geo.XY(sq)
				if max(abs(x-cx), abs(y-cy)) != d || sq == royal[board.Black] || sq == st || sq == weak {
					continue
				}
				cells := map[board.Square]rules.Cell{
					royal[board.Black]: start.At(royal[board.Black]),
					st:                 start.At(st),
					sq:                 start.At(royal[board.White]),
					weak:               start.At(weak),
				}
				p, err := r.ParseSFEN(sfen(r, cells) + " b - 1")
				if err != nil {
					t.Fatalf("%s: %v", r.Variant.Name, err)
				}
				if _, over := p.End(); !over && len(p.Attackers(sq, board.Black, nil)) == 0 && !colourBound(p, st) {
					return p
				}
			}
		}
	}
	t.Fatalf("%s: no square for White's royal piece", r.Variant.Name)
	return nil
}

// colourBound reports whether every move of the piece on square from in
// p keeps to squares of its colour (a file and a rank moved, odd in sum,
// never): such a piece cannot take a royal piece that keeps off them, as
// a bishop alone cannot mate in chess.
func colourBound(p *rules.Position, from board.Square) bool {
	x0, y0 := p.Rules().Geo.XY(from)
	for _, m := range p.AppendMoves(nil) {
		if x, y := p.Rules().Geo.XY(m.To); m.From == from && (x+y-x0-y0)%2 != 0 {
			return false
		}
	}
	return true
}

// sfen writes the board of an SFEN with the cells given.
func sfen(r *rules.Rules, cells map[board.Square]rules.Cell) string {
	var rows []string
	for y := range r.Geo.Ranks() {
		var row strings.Builder
		empty := 0
		for x := range r.Geo.Files() {
			c, ok := cells[r.Geo.At(x, y)]
			if !ok {
				empty++
				continue
			}
			if empty > 0 {
				row.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			row.WriteString(r.Code(c))
		}
		if empty > 0 {
			row.WriteString(strconv.Itoa(empty))
		}
		rows = append(rows, row.String())
	}
	return strings.Join(rows, "/")
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Endgame bounds: the nodes of each search and the plies within which
// Black must win by the rules.
const (
	endgameNodes = 4000
	endgamePlies = 400
)

// TestEndgameWon plays, in every built-in game, the ending endgame
// builds, the searcher against itself at endgameNodes nodes a move: Black,
// a royal piece and the strongest piece against a royal piece and the
// weakest, must win by the rules (rules.Game's outcome, not the search's
// score) within endgamePlies plies. It runs with LARGESHOGI_LONG_TESTS=1.
func TestEndgameWon(t *testing.T) {
	if os.Getenv("LARGESHOGI_LONG_TESTS") != "1" {
		t.Skip("a long test: set LARGESHOGI_LONG_TESTS=1")
	}
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			r := gamerules.Builtin(t, name)
			g := rules.NewGame(endgame(t, r))
			s, err := search.New(r, search.Options{Hash: 8})
			if err != nil {
				t.Fatal(err)
			}
			for ply := 0; ply < endgamePlies; ply++ {
				if o := g.Outcome(); o.Over() {
					break
				}
				reply, err := s.Go(context.Background(), g, engine.Limits{Nodes: endgameNodes}, nil)
				if err != nil {
					t.Fatal(err)
				}
				if reply.Resign {
					if err := g.Resign(g.Position().Side()); err != nil {
						t.Fatal(err)
					}
					break
				}
				if err := g.Play(reply.Move); err != nil {
					t.Fatalf("ply %d: %v", ply, err)
				}
			}
			o := g.Outcome()
			if w, won := o.Winner(); !won || w != board.Black {
				t.Fatalf("from %s: %v after %d plies, want Black's win within %d", g.Start().SFEN(), o, len(g.Moves()), endgamePlies)
			}
			t.Logf("%v after %d plies", o, len(g.Moves()))
		})
	}
}
