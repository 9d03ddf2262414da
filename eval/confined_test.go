package eval

import (
	"testing"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/rules"
)

// TestConfinedWalksTheBox checks confined, which walks the box as a set of
// bits, against a walk square by square from the royal piece's square,
// for every piece of positions from seeded random play in every built-in
// game taken as the royal piece: the squares of the box it cannot reach
// in king steps over squares off the board, held by its side or guarded
// by the other (asked of rules.Position.Guarded all at once, its own
// square among them).
func TestConfinedWalksTheBox(t *testing.T) {
	const r = confineRadius
	randomPositions(t, func(name string, rs *rules.Rules, e *Evaluator, p *rules.Position) {
		var s Scratch
		for _, sq := range rs.Geo.Squares() {
			c := p.At(sq)
			if c == 0 {
				continue
			}
			by := c.Color().Other()
			x0, y0 := rs.Geo.XY(sq)
			var asked []board.Square
			for dy := -r; dy <= r; dy++ {
				for dx := -r; dx <= r; dx++ {
					x, y := x0+dx, y0+dy
					if x < 0 || y < 0 || x >= rs.Geo.Files() || y >= rs.Geo.Ranks() {
						continue
					}
					if q := rs.Geo.At(x, y); q == sq || p.At(q) == 0 || p.At(q).Color() == by {
						asked = append(asked, q)
					}
				}
			}
			guarded := p.Guarded(asked, by, nil)
			free := map[board.Square]bool{sq: true}
			for i, q := range asked {
				free[q] = free[q] || !guarded[i]
			}
			reached := map[board.Square]bool{sq: true}
			walk := []board.Square{sq}
			for len(walk) > 0 {
				q := walk[len(walk)-1]
				walk = walk[:len(walk)-1]
				x, y := rs.Geo.XY(q)
				for dy := -1; dy <= 1; dy++ {
					for dx := -1; dx <= 1; dx++ {
						nx, ny := x+dx, y+dy
						if max(nx-x0, x0-nx, ny-y0, y0-ny) > r || nx < 0 || ny < 0 || nx >= rs.Geo.Files() || ny >= rs.Geo.Ranks() {
							continue
						}
						if n := rs.Geo.At(nx, ny); free[n] && !reached[n] {
							reached[n] = true
							walk = append(walk, n)
						}
					}
				}
			}
			want := (2*r+1)*(2*r+1) - len(reached)
			if got := e.confined(p, &s, sq, by); got != want {
				t.Fatalf("%s, %s, royal on %s: confined says %d squares, the walk %d", name, p.SFEN(), sq, got, want)
			}
		}
	})
}

// TestEvenNet checks that on a board larger than 12 squares, once half
// the setup's material is gone, a side even in material earns the squares
// it takes from the enemy royal piece's walk, as a side far ahead does on
// every board: in dai shogi, four Black golds walling White's king into
// its corner (White's four golds stand in the middle of the board) count
// for Black with the net, Black to move, and against White, White to
// move; in the setup nothing has emptied and the net counts for neither
// side.
func TestEvenNet(t *testing.T) {
	r := gamerules.Builtin(t, "dai")
	with := NewEvaluator(r)
	if !with.openNet {
		t.Fatal("dai shogi's board is 15 squares, but the evaluator counts no net for even sides")
	}
	without := NewEvaluator(r)
	without.openNet = false
	const wall = "14Ki/15/15/15/15/15/15/5gogogogo6/15/15/15/3Go11/3Go11/3Go11/ki2Go11"
	for _, tt := range []struct {
		name, sfen string
		sign       int
	}{
		{"the wall, Black to move", wall + " b - 1", 1},
		{"the wall, White to move", wall + " w - 1", -1},
		{"the setup", r.NewPosition().SFEN(), 0},
	} {
		p, err := r.ParseSFEN(tt.sfen)
		if err != nil {
			t.Fatal(err)
		}
		var s Scratch
		d := with.Evaluate(p, &s) - without.Evaluate(p, &s)
		if d > 0 && tt.sign <= 0 || d < 0 && tt.sign >= 0 || d == 0 && tt.sign != 0 {
			t.Errorf("%s: the net for even sides changes the score by %d; want the sign of %d", tt.name, d, tt.sign)
		}
	}
}
