package betza

import (
	"slices"
	"testing"

	"github.com/largeshogi/largeshogi/board"
	"pgregory.net/rapid"
)

// removedByOutcomes is the set AppendRemoved stands for: the squares of the
// Capture and Shot touches of Append's outcomes, sorted, each once.
func removedByOutcomes(g *Generator, p *Program, from board.Square, side board.Color, occ board.Occupancy) []board.Square {
	var out []board.Square
	for _, o := range g.Append(nil, p, from, side, occ, false) {
		for _, t := range o.Touches() {
			if t.Kind == Capture || t.Kind == Shot {
				out = append(out, t.Square)
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// The squares AppendRemoved finds are those where Append's outcomes
// remove a piece, for hook movers, hopping riders, the lion, shooters and
// random moves on random boards, from either side.
func TestPropertyAppendRemovedMatchesOutcomes(t *testing.T) {
	geo := board.MustGeometry(9, 9)
	g := NewGenerator(geo)
	var known []*Program
	for _, s := range []string{"RmRasR", "WBmBasB", "mRafR", "mRabR", "mBavB", "mRalcR", "ppR", "DppB", "pR", "pB3", "B2!", "mR3!asB", "mfR2aflR", "NAD[aK]", "KafKavK[KabK][DA]afKGH", "cxQ7", "[R5]a[a[cxQ7]]", "[crK]", "UaKaK"} {
		known = append(known, MustCompile(s))
	}
	rapid.Check(t, func(t *rapid.T) {
		p, occ, from, side := drawMove(t, geo, known)
		want := removedByOutcomes(g, p, from, side, occ)
		got := g.AppendRemoved(nil, p, from, side, occ)
		slices.Sort(got)
		got = slices.Compact(got)
		if !slices.Equal(got, want) {
			t.Fatalf("%s for %v from %s: removes on %v, want %v", p.Notation(), side, geo.Name(from), names(geo, got), names(geo, want))
		}
	})
}

// names returns the names of squares on geo, in their order.
func names(geo *board.Geometry, squares []board.Square) []string {
	var out []string
	for _, s := range squares {
		out = append(out, geo.Name(s))
	}
	return out
}

// TestAppendRemoved checks scenes worked out by hand, on a 9×9 board with
// Black's piece on 5e (rank a is Black's forward edge), each of which a
// walk that got one rule of the legs wrong would answer differently.
func TestAppendRemoved(t *testing.T) {
	for _, tc := range []struct {
		name     string
		notation string
		sc       scene
		want     []string
	}{
		// It may hop the friend on 5d and take 5c, but not hop 5c too.
		{"one hop", "pR", scene{friends: []string{"5d"}, enemies: []string{"5c", "5b"}}, []string{"5c"}},
		// Two squares exactly: not the enemy next to it, and not beyond it.
		{"exact range", "B2!", scene{enemies: []string{"4d", "3c", "7c"}}, []string{"7c"}},
		// Straight on to 5c; from 5d a turn east to 2d; west to 7e and a
		// turn north to 7a. Not 5a behind 5c, nor 1e beyond 2e's friend.
		{"hook mover", "RmRasR", scene{friends: []string{"2e"}, enemies: []string{"5c", "5a", "2d", "7a", "1e"}}, []string{"2d", "5c", "7a"}},
		// The turn is sideways only: not on along the file to 5a.
		{"sideways turn", "mRasR", scene{enemies: []string{"5a", "3c"}}, []string{"3c"}},
	} {
		geo, at, occ := tc.sc.setup(t)
		got := names(geo, NewGenerator(geo).AppendRemoved(nil, MustCompile(tc.notation), at, board.Black, occ))
		slices.Sort(got)
		got = slices.Compact(got)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: %s removes on %v, want %v", tc.name, tc.notation, got, tc.want)
		}
	}
}

// Moves whose captures end them are followed leg by leg; a move that
// captures and goes on (the lion), shoots or leaps anywhere is generated.
func TestCapturesEnd(t *testing.T) {
	for _, tc := range []struct {
		notation string
		want     bool
	}{
		{"RmRasR", true},
		{"WBmBasB", true},
		{"ppR", true},
		{"[crK]", false},
		{"NAD[aK]", false},
		{"cxQ7", false},
		{"UaKaK", false},
		{"caKmaK", false},
	} {
		if got := MustCompile(tc.notation).capturesEnd; got != tc.want {
			t.Errorf("%s: captures end the move %v, want %v", tc.notation, got, tc.want)
		}
	}
}

// A hook mover's captures on the largest board, among many pieces, are
// found without allocating once the buffer has grown, and so are a lion's
// through its outcomes.
func TestAppendRemovedDoesNotAllocate(t *testing.T) {
	geo, occs := boards36()
	for _, notation := range []string{"RmRasR", "WBmBasB", "NAD[aK]"} {
		p := MustCompile(notation)
		g := NewGenerator(geo)
		for _, occ := range occs {
			buf := g.AppendRemoved(nil, p, geo.Centre(), board.Black, occ)
			if n := testing.AllocsPerRun(2, func() {
				buf = g.AppendRemoved(buf[:0], p, geo.Centre(), board.Black, occ)
			}); n != 0 {
				t.Errorf("%s: %v allocations a call", notation, n)
			}
		}
	}
}
