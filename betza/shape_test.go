package betza

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/board"
	"pgregory.net/rapid"
)

// TestShape checks which moves get a shape tree and which have paths that
// are all distinct.
func TestShape(t *testing.T) {
	for _, tt := range []struct {
		notation      string
		shape, unique bool
	}{
		{"NAD[aK]", true, true},                  // the lion: jumps, and two steps by every middle square
		{"KaK", true, true},                      // two steps: each pair of directions one path
		{"FaW", true, true},                      // a diagonal step then an orthogonal one
		{"WF", true, true},                       // one leg
		{"mKcK", true, false},                    // the same steps twice, as move and as capture
		{"[W[aW]]W", true, false},                // the one-step path twice
		{"xK", true, false},                      // a shot: the aimed square goes unnamed
		{"R", false, false},                      // a slide
		{"mpR", false, false},                    // a hop
		{"[KaKaKaKaK][NaNaNaNaN]", false, false}, // too many squares for a tree
	} {
		p := MustCompile(tt.notation)
		if got := [2]bool{p.shape != nil, p.UniquePaths()}; got != [2]bool{tt.shape, tt.unique} {
			t.Errorf("%s: shape tree, unique paths %v, want %v", tt.notation, got, [2]bool{tt.shape, tt.unique})
		}
	}
}

// TestPropertyShapeWalk checks that walking a move's shape tree gives what
// interpreting its legs gives: the same outcomes in the same order, with
// repeats removed or every path, for either side, on random boards.
func TestPropertyShapeWalk(t *testing.T) {
	geo := board.MustGeometry(9, 9)
	walker, interpreter := NewGenerator(geo), NewGenerator(geo)
	rapid.Check(t, func(t *rapid.T) {
		_, p := genProgram(t, false)
		if p.shape == nil {
			t.Skip("no fixed shape")
		}
		legs := *p
		legs.shape = nil
		occ := genOccupancy(t, geo)
		from := rapid.SampledFrom(geo.Squares()).Draw(t, "from")
		side := rapid.SampledFrom([]board.Color{board.Black, board.White}).Draw(t, "side")
		occ[from] = board.Owner(side)
		for _, all := range []bool{false, true} {
			want := interpreter.Append(nil, &legs, from, side, occ, all)
			got := walker.Append(nil, p, from, side, occ, all)
			if diff := cmp.Diff(want, got, cmp.AllowUnexported(Outcome{})); diff != "" {
				t.Fatalf("%s allPaths=%v (-legs +tree):\n%s", p.Notation(), all, diff)
			}
			if walker.visits > interpreter.visits {
				t.Fatalf("%s: the tree tries %d squares, the legs %d", p.Notation(), walker.visits, interpreter.visits)
			}
		}
	})
}

// TestPropertyUniquePaths checks UniquePaths against generation: a move
// that claims distinct paths gives, with every path listed, no two
// outcomes that land on the same squares in the same order.
func TestPropertyUniquePaths(t *testing.T) {
	geo := board.MustGeometry(9, 9)
	g := NewGenerator(geo)
	rapid.Check(t, func(t *rapid.T) {
		p := genUniquePaths(t)
		occ := genOccupancy(t, geo)
		from := rapid.SampledFrom(geo.Squares()).Draw(t, "from")
		side := rapid.SampledFrom([]board.Color{board.Black, board.White}).Draw(t, "side")
		occ[from] = board.Owner(side)
		seen := map[string]bool{}
		for _, o := range g.Append(nil, p, from, side, occ, true) {
			path := fmt.Sprint(o.To)
			for _, tc := range o.Touches() {
				path += fmt.Sprintf(" %d", tc.Square)
			}
			if seen[path] {
				t.Fatalf("%s: two outcomes land on %s", p.Notation(), path)
			}
			seen[path] = true
		}
	})
}

// genUniquePaths draws moves until one compiles to a program that claims
// distinct paths. Fewer than one move in ten does; skipped one by one,
// they left so few valid cases that rapid gave up in about one run in
// twenty.
func genUniquePaths(t *rapid.T) *Program {
	for range 20 {
		p, err := CompileMove(genMove(t, false, 1))
		if err == nil && p.UniquePaths() {
			return p
		}
	}
	t.Skip("no move with distinct paths drawn")
	return nil
}
