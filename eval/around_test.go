package eval

import (
	"math/rand/v2"
	"testing"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
)

// TestAroundCountsTheBox checks around, which reads the walls
// (rules.Position.Adjacent), against a look at the squares: the pieces of
// the side next to the square, and whether an enemy piece stands within
// two king steps, for every square of positions from seeded random play
// in every built-in game.
func TestAroundCountsTheBox(t *testing.T) {
	randomPositions(t, func(name string, r *rules.Rules, e *Evaluator, p *rules.Position) {
		for _, sq := range r.Geo.Squares() {
			x, y := r.Geo.XY(sq)
			for _, c := range []board.Color{board.Black, board.White} {
				if x := p.At(sq); x != 0 && x.Color() != c {
					continue // around is asked of a square its side holds
				}
				wantGuards, wantNear := 0, false
				for dy := -2; dy <= 2; dy++ {
					for dx := -2; dx <= 2; dx++ {
						qx, qy := x+dx, y+dy
						if (dx == 0 && dy == 0) || qx < 0 || qy < 0 || qx >= r.Geo.Files() || qy >= r.Geo.Ranks() {
							continue
						}
						q := r.Geo.At(qx, qy)
						if p.At(q) == 0 {
							continue
						}
						switch {
						case p.At(q).Color() != c:
							wantNear = true
						case max(dx, -dx, dy, -dy) == 1:
							wantGuards++
						}
					}
				}
				if guards, near := e.around(p, sq, c); guards != wantGuards || near != wantNear {
					t.Fatalf("%s, %s, %v on %s: around says %d guards, enemy near %v; the squares say %d, %v",
						name, p.SFEN(), c, sq, guards, near, wantGuards, wantNear)
				}
			}
		}
	})
}

// randomPositions calls check with every fifth of the positions that
// seeded random play reaches in 120 plies of every built-in game.
func randomPositions(t *testing.T, check func(name string, r *rules.Rules, e *Evaluator, p *rules.Position)) {
	for _, name := range variants.Names() {
		r := gamerules.Builtin(t, name)
		e := NewEvaluator(r)
		p := r.NewPosition()
		rng := rand.New(rand.NewPCG(7, uint64(len(name))))
		for ply := range 120 {
			moves := p.AppendMoves(nil)
			if len(moves) == 0 {
				break
			}
			p.Make(moves[rng.IntN(len(moves))])
			if ply%20 == 19 {
				check(name, r, e, p)
			}
		}
	}
}
