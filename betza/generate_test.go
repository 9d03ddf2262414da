package betza

import (
	"slices"
	"sort"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/board"
	"pgregory.net/rapid"
)

// scene is a small board with pieces on it, seen from the moving side.
type scene struct {
	size    string // FILESxRANKS, default 9x9
	at      string // the moving piece's square, default the centre
	side    board.Color
	friends []string
	enemies []string
}

func (sc scene) setup(t *testing.T) (*board.Geometry, board.Square, board.Occupancy) {
	t.Helper()
	size := sc.size
	if size == "" {
		size = "9x9"
	}
	files, ranks, err := board.ParseSize(size)
	if err != nil {
		t.Fatal(err)
	}
	geo := board.MustGeometry(files, ranks)
	occ := geo.NewOccupancy()
	at := geo.Centre()
	if sc.at != "" {
		at = mustSquare(t, geo, sc.at)
	}
	occ[at] = board.Owner(sc.side)
	for _, s := range sc.friends {
		occ[mustSquare(t, geo, s)] = board.Owner(sc.side)
	}
	for _, s := range sc.enemies {
		occ[mustSquare(t, geo, s)] = board.Owner(sc.side.Other())
	}
	return geo, at, occ
}

func mustSquare(t *testing.T, geo *board.Geometry, name string) board.Square {
	t.Helper()
	s, err := geo.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// result is what a test compares: destinations (a trailing x marks a
// capture there), whether the piece can pass, and what it can capture
// without ending on the square (igui or shooting).
type result struct {
	Dests  []string
	Pass   bool
	Remote []string
}

func outcomes(t *testing.T, notation string, sc scene) result {
	t.Helper()
	geo, at, occ := sc.setup(t)
	p, err := Compile(notation)
	if err != nil {
		t.Fatal(err)
	}
	var r result
	seen := map[string]bool{}
	for _, o := range NewGenerator(geo).Append(nil, p, at, sc.side, occ, false) {
		if o.Pass() {
			r.Pass = true
		}
		if o.To != at {
			name := geo.Name(o.To)
			if o.Removed(o.To) {
				name += "x"
			}
			if !seen[name] {
				seen[name] = true
				r.Dests = append(r.Dests, name)
			}
		}
		for _, tc := range o.Touches() {
			if (tc.Kind == Shot || tc.Kind == Capture) && tc.Square != o.To {
				name := geo.Name(tc.Square)
				if !seen["remote "+name] {
					seen["remote "+name] = true
					r.Remote = append(r.Remote, name)
				}
			}
		}
	}
	sort.Strings(r.Dests)
	sort.Strings(r.Remote)
	return r
}

func TestGenerate(t *testing.T) {
	tests := []struct {
		name     string
		notation string
		scene    scene
		want     result
	}{
		{
			"a rook stops short of a friend and on an enemy it captures",
			"R", scene{friends: []string{"5c"}, enemies: []string{"3e"}},
			result{Dests: []string{"3ex", "4e", "5d", "5f", "5g", "5h", "5i", "6e", "7e", "8e", "9e"}},
		},
		{
			"White's forward is down the board",
			"fW", scene{side: board.White},
			result{Dests: []string{"5f"}},
		},
		{
			"a lion captures an adjacent enemy without moving (igui) and can pass",
			"NAD[aK]", scene{size: "5x5", at: "3c", enemies: []string{"3b"}},
			result{
				Dests: []string{"1a", "1b", "1c", "1d", "1e", "2a", "2b", "2c", "2d", "2e", "3a", "3bx",
					"3d", "3e", "4a", "4b", "4c", "4d", "4e", "5a", "5b", "5c", "5d", "5e"},
				Pass:   true,
				Remote: []string{"3b"},
			},
		},
		{
			// "jitto is only possible if at least one adjacent square is empty"
			"a lion surrounded by friends cannot pass",
			"NAD[aK]", scene{size: "3x3", at: "2b", friends: []string{"1a", "2a", "3a", "1b", "3b", "1c", "2c", "3c"}},
			result{},
		},
		{
			// "the horned falcon cannot skip a turn if the adjacent square directly in front is occupied"
			"a horned falcon with an enemy in front captures it, with or without moving, but cannot pass",
			"fW[crfW]fD", scene{enemies: []string{"5d"}},
			result{Dests: []string{"5c", "5dx"}, Remote: []string{"5d"}},
		},
		{
			"a horned falcon with a friend in front can only jump",
			"[crfW]fD", scene{friends: []string{"5d"}},
			result{Dests: []string{"5c"}},
		},
		{
			"the table's falcon string also captures twice straight ahead",
			"f[avW]", scene{enemies: []string{"5d", "5c"}},
			result{Dests: []string{"5cx", "5dx"}, Remote: []string{"5d"}},
		},
		{
			"a cannon's shot hops over pieces of either side; a plain shot is blocked",
			"cxppQ5", scene{friends: []string{"5d"}, enemies: []string{"5b", "5c"}},
			result{Remote: []string{"5b", "5c"}},
		},
		{
			"a shot without hopping stops at the first piece",
			"cxQ5", scene{friends: []string{"5d"}, enemies: []string{"5b", "6e"}},
			result{Remote: []string{"6e"}},
		},
		{
			"xK passes or shoots an adjacent enemy without moving",
			"xK", scene{enemies: []string{"4d"}},
			result{Pass: true, Remote: []string{"4d"}},
		},
		{
			"an exact range needs every square on the way empty",
			"fR4!", scene{friends: []string{"5c"}},
			result{},
		},
		{
			"an exact range lands only at its end",
			"fR4!", scene{},
			result{Dests: []string{"5a"}},
		},
		{
			"f on a continuation leg goes straight on",
			"WafW", scene{},
			result{Dests: []string{"3e", "4e", "5c", "5d", "5f", "5g", "6e", "7e"}},
		},
		{
			"s on a continuation leg turns at a right angle",
			"fWasW", scene{},
			result{Dests: []string{"4d", "5d", "6d"}},
		},
		{
			"a hook move turns once at a right angle and may not come back",
			"fmRasR", scene{size: "3x3", at: "2c"},
			result{Dests: []string{"1a", "1b", "2a", "2b", "3a", "3b"}},
		},
		{
			"a move-only first leg cannot capture",
			"mWaW", scene{enemies: []string{"5d"}, friends: []string{"4e", "6e", "5f"}},
			result{},
		},
		{
			"a universal leaper reaches every square but friends",
			"U", scene{size: "3x3", at: "2b", friends: []string{"1a"}, enemies: []string{"3c"}},
			result{Dests: []string{"1b", "1c", "2a", "2c", "3a", "3b", "3cx"}},
		},
		{
			"the thunderclap takes exactly five steps and ends an odd distance away",
			"a!5W", scene{size: "3x1", at: "2a"},
			result{Dests: []string{"1a", "3a"}},
		},
		{
			"ffN is the pair of narrow forward knight jumps",
			"ffN", scene{},
			result{Dests: []string{"4c", "6c"}},
		},
		{
			"rfN is the right member of the narrow forward pair, frN the forward member of the wide right pair",
			"rfNfrN", scene{},
			result{Dests: []string{"3d", "4c"}},
		},
		{
			"bracketed pairs name one diagonal each",
			"[fl][br]B", scene{size: "3x3", at: "2b"},
			result{Dests: []string{"1c", "3a"}},
		},
		{
			"a shooting leg leaves the piece where it stands",
			"Fa[cxQ3]", scene{size: "5x5", at: "3c", enemies: []string{"5b"}},
			result{Dests: []string{"2b", "2d", "4b", "4d"}, Remote: []string{"5b"}},
		},
		{
			"a captured square is empty for the rest of the move",
			"WavWavW", scene{enemies: []string{"5d"}},
			result{
				Dests:  []string{"2e", "3e", "4e", "5b", "5c", "5dx", "5f", "5g", "5h", "6e", "7e", "8e"},
				Pass:   true,
				Remote: []string{"5d"},
			},
		},
	}
	for _, tt := range tests {
		got := outcomes(t, tt.notation, tt.scene)
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: %s (-want +got):\n%s", tt.name, tt.notation, diff)
		}
	}
}

func TestAllPaths(t *testing.T) {
	geo := board.MustGeometry(5, 5)
	occ := geo.NewOccupancy()
	p := MustCompile("KaK")
	g := NewGenerator(geo)
	once := g.Append(nil, p, geo.Centre(), board.Black, occ, false)
	all := g.Append(nil, p, geo.Centre(), board.Black, occ, true)
	// Distinct effects: 24 squares within two plus the pass. Paths: 8 single
	// steps and 8×8 double steps.
	if len(once) != 25 || len(all) != 8+64 {
		t.Errorf("KaK on 5x5 from the centre: %d outcomes, %d paths; want 25 and 72", len(once), len(all))
	}
}

func TestOutcomeTouches(t *testing.T) {
	geo := board.MustGeometry(9, 9)
	occ := geo.NewOccupancy()
	occ[mustSquare(t, geo, "5d")] = board.WhitePiece
	occ[mustSquare(t, geo, "5c")] = board.BlackPiece
	p := MustCompile("cxppQ5")
	out := NewGenerator(geo).Append(nil, p, geo.Centre(), board.Black, occ, false)
	if len(out) != 1 {
		t.Fatalf("got %d outcomes, want 1", len(out))
	}
	o := out[0]
	want := []Touch{{mustSquare(t, geo, "5d"), Shot}}
	if diff := cmp.Diff(want, o.Touches()); diff != "" || o.To != geo.Centre() {
		t.Errorf("shot at 5d: touches (-want +got):\n%s, to %s", diff, geo.Name(o.To))
	}
	occ[mustSquare(t, geo, "5d")] = board.BlackPiece
	occ[mustSquare(t, geo, "5b")] = board.WhitePiece
	out = NewGenerator(geo).Append(nil, p, geo.Centre(), board.Black, occ, false)
	want = []Touch{{mustSquare(t, geo, "5d"), Hop}, {mustSquare(t, geo, "5c"), Hop}, {mustSquare(t, geo, "5b"), Shot}}
	if len(out) != 1 || !cmp.Equal(want, out[0].Touches()) {
		t.Errorf("shot at 5b over two pieces: got %v, want one outcome with %v", out, want)
	}
}

// TestGeneratorReuse checks that a generator reused across calls, past the
// points where the epochs that date its scratch space wrap (16 bits in its
// table of outcomes, 32 bits in all), returns what a new generator does.
func TestGeneratorReuse(t *testing.T) {
	geo := board.MustGeometry(9, 9)
	occ := geo.NewOccupancy()
	for i, s := range geo.Squares() {
		if i%3 != 0 {
			occ[s] = board.WhitePiece
		}
	}
	p := MustCompile("KaKaK")
	g := NewGenerator(geo)
	for _, epoch := range []uint32{0xfffd, 1<<32 - 3} {
		g.epoch = epoch
		for i, from := range geo.Squares()[:6] {
			occ[from] = board.BlackPiece
			want := NewGenerator(geo).Append(nil, p, from, board.Black, occ, false)
			got := g.Append(nil, p, from, board.Black, occ, false)
			occ[from] = board.WhitePiece
			if diff := cmp.Diff(want, got, cmp.AllowUnexported(Outcome{})); diff != "" {
				t.Fatalf("call %d after epoch %#x, from %s (-new generator +reused):\n%s", i, epoch, geo.Name(from), diff)
			}
		}
	}
}

// TestGenerateDoesNotAllocate checks that, once its buffer and its
// generator have grown, generating allocates nothing, even for a move with
// tens of thousands of distinct captures on the largest board.
func TestGenerateDoesNotAllocate(t *testing.T) {
	geo, occs := boards36()
	for _, notation := range []string{"NAD[aK]", "KaKaKaKaK", "UaKaK", "[R5]a[a[cxQ7]]"} {
		p := MustCompile(notation)
		g := NewGenerator(geo)
		for _, occ := range occs {
			for _, all := range []bool{false, true} {
				buf := g.Append(nil, p, geo.Centre(), board.Black, occ, all)
				if n := testing.AllocsPerRun(2, func() {
					buf = g.Append(buf[:0], p, geo.Centre(), board.Black, occ, all)
				}); n != 0 {
					t.Errorf("%s: %v allocations a call", notation, n)
				}
			}
		}
	}
}

// drawMove draws a program, one of known or a random one, and a random
// board of geometry geo with a piece of a drawn side on a drawn square.
func drawMove(t *rapid.T, geo *board.Geometry, known []*Program) (*Program, board.Occupancy, board.Square, board.Color) {
	var p *Program
	if rapid.Bool().Draw(t, "known") {
		p = rapid.SampledFrom(known).Draw(t, "program")
	} else {
		_, p = genProgram(t, false)
	}
	occ := genOccupancy(t, geo)
	from := rapid.SampledFrom(geo.Squares()).Draw(t, "from")
	side := rapid.SampledFrom([]board.Color{board.Black, board.White}).Draw(t, "side")
	occ[from] = board.Owner(side)
	return p, occ, from, side
}

// appendByRun is Append interpreting every leg with run: no shape tree,
// and no slide for whole moves of one leg.
func (g *Generator) appendByRun(p *Program, from board.Square, side board.Color, occ board.Occupancy, allPaths bool) []Outcome {
	g.start(nil, p, from, side, occ, allPaths)
	for _, e := range p.entries {
		g.run(e, from, from, vec{})
	}
	return g.finish()
}

// The short cuts of Append (the shape tree, slide) give the outcomes that
// interpreting every leg gives, in the same order, with and without every
// path, for hopping riders, the lion and random moves on random boards,
// from either side.
func TestPropertyShortCutsMatchRun(t *testing.T) {
	geo := board.MustGeometry(9, 9)
	g := NewGenerator(geo)
	var hoppers []*Program
	for _, s := range []string{"ppR", "pR", "DppB", "R2ppB", "bB2fB3ppR", "ppQ", "pB3", "NAD[aK]", "QNADCZHG[a3K]"} {
		p, err := Compile(s)
		if err != nil {
			t.Fatal(s, err)
		}
		hoppers = append(hoppers, p)
	}
	rapid.Check(t, func(t *rapid.T) {
		p, occ, from, side := drawMove(t, geo, hoppers)
		all := rapid.Bool().Draw(t, "all")
		want := g.appendByRun(p, from, side, occ, all)
		got := g.Append(nil, p, from, side, occ, all)
		if len(got) != len(want) {
			t.Fatalf("%s from %s: %d outcomes, want %d", p.Notation(), geo.Name(from), len(got), len(want))
		}
		for i := range got {
			if got[i].From != want[i].From || got[i].To != want[i].To || !slices.Equal(got[i].Touches(), want[i].Touches()) || got[i].Removes() != want[i].Removes() {
				t.Fatalf("%s from %s: outcome %d is %v to %s, want %v to %s", p.Notation(), geo.Name(from), i, got[i].Touches(), geo.Name(got[i].To), want[i].Touches(), geo.Name(want[i].To))
			}
		}
	})
}
