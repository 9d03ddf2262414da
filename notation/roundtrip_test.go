package notation

import (
	"testing"

	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/rules/rulestest"
	"github.com/largeshogi/largeshogi/variants"
	"pgregory.net/rapid"
)

// checkRoundTrips checks, in position p and for every notation, that no
// two legal moves are written alike and that every one of them, or a
// sample of samples of them, reads back to itself, Write agreeing with
// Append.
func checkRoundTrips(t *rapid.T, p *rules.Position, samples int) {
	moves := p.AppendMoves(nil)
	for _, n := range All() {
		written := n.Append(nil, p, moves)
		seen := make(map[string]rules.Move, len(moves))
		for i, w := range written {
			if x, dup := seen[w]; dup {
				t.Fatalf("%#v: %s writes %s and %s alike: %s", p, n.Name(), x, moves[i], w)
			}
			seen[w] = moves[i]
		}
		step := 1 + len(moves)/samples
		for i := 0; i < len(moves); i += step {
			if back, err := n.Parse(p, written[i]); err != nil || back != moves[i] {
				t.Fatalf("%#v: %s writes %s as %s, which reads as %s (%v)", p, n.Name(), moves[i], written[i], back, err)
			}
		}
		if len(moves) > 0 {
			m := moves[len(moves)/2]
			if one := n.Write(p, m); one != written[len(moves)/2] {
				t.Fatalf("%#v: %s: Write(%s) = %s, Append writes %s", p, n.Name(), m, one, written[len(moves)/2])
			}
		}
	}
}

// TestRoundTrips checks every notation on random positions of every
// built-in game: longer games on the smaller boards, and on the biggest
// the first moves only. Every move is read back on boards of up to 16x16;
// on the bigger ones, where reading a move costs writing hundreds, a
// sample.
func TestRoundTrips(t *testing.T) {
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			r := game(t, name)
			squares := r.Geo.Files() * r.Geo.Ranks()
			plies := max(1, 40*144/squares)
			samples := 16
			if squares <= 16*16 {
				samples = 1 << 20
			}
			rapid.Check(t, func(t *rapid.T) {
				checkRoundTrips(t, rulestest.Position(r, plies).Draw(t, "position"), samples)
			})
		})
	}
}
