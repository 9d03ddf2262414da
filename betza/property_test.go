package betza

import (
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/testkit/longtest"
	"pgregory.net/rapid"
)

// TestMain runs the package's rapid properties with 20 checks each, 100
// under LARGESHOGI_LONG_TESTS=1.
func TestMain(m *testing.M) { longtest.Main(m, 20) }

// genLeg draws a random leg; plain legs have no direction letters.
func genLeg(t *rapid.T, plain bool) *Leg {
	l := &Leg{Atom: Atom(rapid.SampledFrom([]byte("WFDANHCZGK")).Draw(t, "atom"))}
	if !plain && rapid.Bool().Draw(t, "dirs") {
		letters := rapid.SliceOfN(rapid.SampledFrom([]byte("fblrvs")), 1, 3).Draw(t, "letters")
		l.Dirs = Dirs{{Letters: string(letters), Bracketed: len(letters) == 2 && rapid.Bool().Draw(t, "bracket")}}
	}
	l.Mode = rapid.SampledFrom([]Mode{0, 0, 0, ModeMove, ModeCapture, ModeShoot, ModeShoot | ModeCapture}).Draw(t, "mode")
	if rapid.IntRange(0, 3).Draw(t, "rider") == 0 {
		l.Rider = true
		switch rapid.IntRange(0, 3).Draw(t, "range") {
		case 1:
			l.Max = rapid.IntRange(1, 5).Draw(t, "max")
			l.Exact = rapid.Bool().Draw(t, "exact")
		case 2:
			l.Ineq, l.Min, l.Max = true, rapid.IntRange(2, 3).Draw(t, "lo"), rapid.IntRange(3, 6).Draw(t, "hi")
		}
		if rapid.IntRange(0, 4).Draw(t, "hops") == 0 {
			l.Hop = rapid.SampledFrom([]int{1, 2, HopAny}).Draw(t, "hop")
		}
	}
	return l
}

// genMove draws a random move of a few components, links and groups.
func genMove(t *rapid.T, plain bool, depth int) *Move {
	m := &Move{}
	for range rapid.IntRange(1, 3).Draw(t, "alts") {
		c := &Chain{First: genElement(t, plain, depth)}
		if g, ok := c.First.(*Group); ok && len(g.Move.Alts) == 1 && rapid.Bool().Draw(t, "lone") {
			m.Alts = append(m.Alts, g.Move.Alts[0]) // a bracketed chain standing alone is that chain
			continue
		}
		for range rapid.IntRange(0, 2).Draw(t, "links") {
			l := Link{Elem: genElement(t, plain, depth)}
			if rapid.IntRange(0, 3).Draw(t, "count") == 0 {
				l.Count = 3
			}
			l.Exact = rapid.IntRange(0, 4).Draw(t, "exact") == 0
			c.Links = append(c.Links, l)
		}
		if g, ok := c.First.(*Group); ok && len(c.Links) == 0 && len(g.Move.Alts) == 1 {
			c = g.Move.Alts[0]
		}
		m.Alts = append(m.Alts, c)
	}
	return m
}

func genElement(t *rapid.T, plain bool, depth int) Element {
	if depth > 0 && rapid.IntRange(0, 4).Draw(t, "group") == 0 {
		m := genMove(t, plain, depth-1)
		if len(m.Alts) == 1 && len(m.Alts[0].Links) == 0 {
			return m.Alts[0].First // brackets around one element are no group
		}
		return &Group{Move: m}
	}
	return genLeg(t, plain)
}

// genProgram draws a move small enough to compile, and its program.
func genProgram(t *rapid.T, plain bool) (*Move, *Program) {
	m := genMove(t, plain, 1)
	p, err := CompileMove(m)
	if err != nil {
		t.Skip("too large:", err)
	}
	return m, p
}

func TestPropertyRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := genMove(t, false, 2)
		s := m.String()
		if len(s) > maxNotation {
			t.Skip("longer than the parser takes")
		}
		again, err := Parse(s)
		if err != nil {
			t.Fatalf("Parse(%q): %v", s, err)
		}
		if again.String() != s {
			t.Fatalf("%q re-parses and prints as %q", s, again.String())
		}
		if diff := cmp.Diff(m, again); diff != "" {
			t.Fatalf("%q re-parses to another tree (-want +got):\n%s", s, diff)
		}
	})
}

// genOccupancy fills a board's squares at random.
func genOccupancy(t *rapid.T, geo *board.Geometry) board.Occupancy {
	occ := geo.NewOccupancy()
	for _, s := range geo.Squares() {
		occ[s] = rapid.SampledFrom([]board.Occupant{board.Empty, board.Empty, board.Empty, board.BlackPiece, board.WhitePiece}).Draw(t, "cell")
	}
	return occ
}

// effects lists a generation's outcomes as comparable strings, each
// mapped through sq (the identity, or a symmetry of the board).
func effects(geo *board.Geometry, out []Outcome, sq func(board.Square) board.Square) []string {
	var list []string
	for _, o := range out {
		var removed []string
		for _, tc := range o.Touches() {
			if tc.Kind == Capture || tc.Kind == Shot {
				removed = append(removed, geo.Name(sq(tc.Square)))
			}
		}
		sort.Strings(removed)
		list = append(list, geo.Name(sq(o.To))+" x"+strings.Join(removed, ","))
	}
	sort.Strings(list)
	return list
}

func TestPropertyGenerationStaysLegal(t *testing.T) {
	geo := board.MustGeometry(9, 9)
	g := NewGenerator(geo)
	rapid.Check(t, func(t *rapid.T) {
		_, p := genProgram(t, false)
		occ := genOccupancy(t, geo)
		from := rapid.SampledFrom(geo.Squares()).Draw(t, "from")
		side := rapid.SampledFrom([]board.Color{board.Black, board.White}).Draw(t, "side")
		occ[from] = board.Owner(side)
		for _, o := range g.Append(nil, p, from, side, occ, true) {
			if !geo.OnBoard(o.To) {
				t.Fatalf("%s ends off the board", p.Notation())
			}
			if o.To != from && occ[o.To] == board.Owner(side) {
				t.Fatalf("%s ends on a friend at %s", p.Notation(), geo.Name(o.To))
			}
			for _, tc := range o.Touches() {
				if !geo.OnBoard(tc.Square) {
					t.Fatalf("%s touches a square off the board", p.Notation())
				}
				if (tc.Kind == Capture || tc.Kind == Shot) && occ[tc.Square] != board.Owner(side.Other()) {
					t.Fatalf("%s captures a non-enemy on %s", p.Notation(), geo.Name(tc.Square))
				}
			}
		}
	})
}

// mirror swaps left and right in every direction run of m.
func mirror(m *Move) {
	swap := strings.NewReplacer("l", "r", "r", "l")
	var elem func(e Element)
	elem = func(e Element) {
		switch e := e.(type) {
		case *Leg:
			for i := range e.Dirs {
				e.Dirs[i].Letters = swap.Replace(e.Dirs[i].Letters)
			}
		case *Group:
			for i := range e.Dirs {
				e.Dirs[i].Letters = swap.Replace(e.Dirs[i].Letters)
			}
			mirror(e.Move)
		}
	}
	for _, c := range m.Alts {
		elem(c.First)
		for _, l := range c.Links {
			elem(l.Elem)
		}
	}
}

func TestPropertyMirror(t *testing.T) {
	geo := board.MustGeometry(9, 9)
	g := NewGenerator(geo)
	rapid.Check(t, func(t *rapid.T) {
		m, p := genProgram(t, false)
		mirror(m)
		mp, err := CompileMove(m)
		if err != nil {
			t.Fatal(err)
		}
		occ := genOccupancy(t, geo)
		from := rapid.SampledFrom(geo.Squares()).Draw(t, "from")
		occ[from] = board.BlackPiece
		mocc := geo.NewOccupancy()
		for _, s := range geo.Squares() {
			mocc[geo.Mirror(s)] = occ[s]
		}
		want := effects(geo, g.Append(nil, p, from, board.Black, occ, false), geo.Mirror)
		got := effects(geo, g.Append(nil, mp, geo.Mirror(from), board.Black, mocc, false), func(s board.Square) board.Square { return s })
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("%s mirrored as %s (-want +got):\n%s", p.Notation(), mp.Notation(), diff)
		}
	})
}

func TestPropertySymmetry(t *testing.T) {
	geo := board.MustGeometry(9, 9)
	g := NewGenerator(geo)
	// The eight symmetries of the square board, as maps on (x, y).
	syms := []func(x, y int) (int, int){
		func(x, y int) (int, int) { return x, y },
		func(x, y int) (int, int) { return 8 - x, y },
		func(x, y int) (int, int) { return x, 8 - y },
		func(x, y int) (int, int) { return 8 - x, 8 - y },
		func(x, y int) (int, int) { return y, x },
		func(x, y int) (int, int) { return 8 - y, x },
		func(x, y int) (int, int) { return y, 8 - x },
		func(x, y int) (int, int) { return 8 - y, 8 - x },
	}
	rapid.Check(t, func(t *rapid.T) {
		_, p := genProgram(t, true)
		sym := rapid.SampledFrom(syms).Draw(t, "symmetry")
		apply := func(s board.Square) board.Square { return geo.At(sym(geo.XY(s))) }
		occ := genOccupancy(t, geo)
		from := rapid.SampledFrom(geo.Squares()).Draw(t, "from")
		occ[from] = board.BlackPiece
		socc := geo.NewOccupancy()
		for _, s := range geo.Squares() {
			socc[apply(s)] = occ[s]
		}
		want := effects(geo, g.Append(nil, p, from, board.Black, occ, false), apply)
		got := effects(geo, g.Append(nil, p, apply(from), board.Black, socc, false), func(s board.Square) board.Square { return s })
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("%s is not symmetric (-want +got):\n%s", p.Notation(), diff)
		}
	})
}
