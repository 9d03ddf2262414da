package rules

import (
	"testing"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variants"
	"pgregory.net/rapid"
)

// TestPropertyAdjacentCountsNeighbours checks Adjacent, read from the
// walls that Make and Unmake keep, against a count of the pieces on the
// eight squares around each square of the board, for both sides, after
// random play (moves and takebacks) in every built-in game.
func TestPropertyAdjacentCountsNeighbours(t *testing.T) {
	for _, name := range variants.Names() {
		r := gameRules(t, name)
		t.Run(name, func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				p := randomPlay(t, r, 80)
				for range rapid.IntRange(0, p.Plies()).Draw(t, "takebacks") {
					p.Unmake()
				}
				for _, s := range r.Geo.Squares() {
					for _, c := range []board.Color{board.Black, board.White} {
						want := 0
						for _, d := range kingSteps {
							if x := p.At(s + d); x != 0 && x.Color() == c {
								want++
							}
						}
						if got := p.Adjacent(s, c); got != want {
							t.Fatalf("%s: %d pieces of %v next to %s, Adjacent says %d", p.SFEN(), want, c, s, got)
						}
					}
				}
			})
		})
	}
}
