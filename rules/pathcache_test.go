package rules

import (
	"slices"
	"testing"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variants"
	"pgregory.net/rapid"
)

// pathPrograms are moves of plain paths, quoted for YAML, for the pieces
// of the drawn variants of TestPropertyPathCacheMatchesWalk: the lion's,
// steps that may go on after a capture or return, and leaps of one and
// two legs.
var pathPrograms = []string{"'NAD[aK]'", "KaK", "'[cK][aK]'", "mKcK", "NcaN", "fDaW", "W", "'KNAD[aK]'"}

// checkPathCache fails t unless the moves and captures of position p,
// whose paths cache has seen the positions before it, are those of a
// clone of it, whose cache is empty.
func checkPathCache(t *rapid.T, p *Position) {
	fresh := p.Clone()
	checkMovesAs(t, p, "the cache", func(captures bool) []Move {
		if captures {
			return fresh.AppendCaptures(nil)
		}
		return fresh.AppendMoves(nil)
	})
}

// TestPropertyPathCacheMatchesWalk checks the paths cache: along random
// play of every built-in game, and from drawn positions of 9×9 variants
// whose pieces move by drawn plain paths, a position that has generated
// moves before (and kept the paths of the pieces that moved by plain
// paths then) lists the same moves, in the same order, as its clone,
// which walks every piece's move.
func TestPropertyPathCacheMatchesWalk(t *testing.T) {
	for _, name := range variants.Names() {
		r := gameRules(t, name)
		t.Run(name, func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				p := r.NewPosition()
				for range rapid.IntRange(0, 60).Draw(t, "plies") {
					checkPathCache(t, p)
					moves := p.AppendMoves(nil)
					if len(moves) == 0 {
						break
					}
					p.Make(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
				}
				checkPathCache(t, p)
			})
		})
	}
	t.Run("drawn", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			text := rideVariant(rapid.SampledFrom(pathPrograms).Draw(t, "a"), rapid.SampledFrom(pathPrograms).Draw(t, "c"),
				rapid.SampledFrom(pathPrograms).Draw(t, "d"), "", "every")
			p := drawRidePosition(t, loadVariant(t, text, "pathtest.yaml"))
			for range 8 { // the same position moved about, its cache kept
				checkPathCache(t, p)
				moves := p.AppendMoves(nil)
				if len(moves) == 0 {
					break
				}
				p.Make(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
			}
		})
	})
}

// TestPathSquaresOfTheLion checks the squares betza gives for the lion's
// plain paths, those the cache's key reads: the 24 squares within two king
// steps, the lion's own not among them.
func TestPathSquaresOfTheLion(t *testing.T) {
	var want []board.Square
	for dy := -2; dy <= 2; dy++ {
		for dx := -2; dx <= 2; dx++ {
			if dx != 0 || dy != 0 {
				want = append(want, board.Square(dy*board.Stride+dx))
			}
		}
	}
	r := gameRules(t, "chu")
	for k := range r.kinds[1:] {
		info := &r.kinds[k+1]
		if info.moves.Betza != "NAD[aK]" {
			continue
		}
		for _, c := range []board.Color{board.Black, board.White} {
			got := slices.Clone(info.prog.PathSquares(c))
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Errorf("%v: %v, want the 24 offsets within two king steps %v", c, got, want)
			}
		}
		return
	}
	t.Fatal("no piece moves as NAD[aK]")
}
