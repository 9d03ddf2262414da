package betza

import (
	"errors"
	"runtime"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/board"
	"pgregory.net/rapid"
)

// Budgets the tests of hostile input hold parsing and compiling to. The
// notations that once hung needed gigabytes or billions of steps.
const (
	parseBudget        = 1 << 20 // bytes allocated by Parse
	compileBudget      = 1 << 24 // bytes allocated by Compile
	compileStepsBudget = 1 << 21 // steps of Compile
)

// allocated returns how many bytes f allocates. It reads the runtime's
// statistics, which testing.AllocsPerRun cannot do inside a fuzz target.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// boards36 returns the largest board empty, a third full of enemies, and
// full of enemies, with a Black piece in the centre.
func boards36() (*board.Geometry, []board.Occupancy) {
	geo := board.MustGeometry(board.MaxFiles, board.MaxRanks)
	var occs []board.Occupancy
	for _, every := range []int{0, 3, 1} {
		occ := geo.NewOccupancy()
		for i, s := range geo.Squares() {
			if every > 0 && i%every == 0 {
				occ[s] = board.WhitePiece
			}
		}
		occ[geo.Centre()] = board.BlackPiece
		occs = append(occs, occ)
	}
	return geo, occs
}

// parseInBudget parses s, failing t if that allocates more than its budget.
func parseInBudget(t testing.TB, s string) (m *Move, err error) {
	t.Helper()
	if n := allocated(func() { m, err = Parse(s) }); n > parseBudget {
		t.Errorf("Parse(%q) allocated %d bytes, budget %d", s, n, parseBudget)
	}
	return m, err
}

// compileInBudget compiles s, failing t if that allocates or steps more
// than its budgets.
func compileInBudget(t testing.TB, s string) (p *Program, err error) {
	t.Helper()
	var steps int
	if n := allocated(func() { p, steps, err = compileString(s) }); n > compileBudget {
		t.Errorf("Compile(%q) allocated %d bytes, budget %d", s, n, compileBudget)
	}
	if steps > compileStepsBudget {
		t.Errorf("Compile(%q) took %d steps, budget %d", s, steps, compileStepsBudget)
	}
	return p, err
}

// checkBudgets parses, compiles and, if it compiles, generates s on the
// largest board, failing if any stage goes over its budget. It returns the
// error of compiling s.
func checkBudgets(t testing.TB, s string) error {
	t.Helper()
	parseInBudget(t, s)
	p, err := compileInBudget(t, s)
	if err != nil {
		return err
	}
	geo, occs := boards36()
	g := NewGenerator(geo)
	for _, occ := range occs {
		for _, all := range []bool{false, true} {
			out := g.Append(nil, p, geo.Centre(), board.Black, occ, all)
			if g.visits > maxWork || len(out) > maxWork {
				t.Errorf("%s on a 36×36 board tried %d squares for %d outcomes, bound %d", s, g.visits, len(out), maxWork)
			}
		}
	}
	return nil
}

// TestHostileNotations checks notations that once hung, exhausted memory or
// took seconds: each now fails with an error at a column, or compiles and
// generates within its budget.
func TestHostileNotations(t *testing.T) {
	tests := []struct {
		name, notation string
		col            int    // 0: it compiles
		msg            string // part of the error
	}{
		{"each leading a doubled the canonical form, written out before its length was checked",
			strings.Repeat("a", 24) + "B", 25, "expands to more than 1024 bytes"},
		{"647 bytes that ran out of memory writing the canonical form",
			strings.Repeat("a", 642) + "cacAA", 643, "expands to more than 1024 bytes"},
		{"continuations that no direction allows, whose zero path counts were recomputed",
			"Wa16[fb][WDHR2]", 0, ""},
		{"the same with more legs in the bracket",
			"Wa16[fb][WDHR2R3R4R5R6]", 0, ""},
		{"seven king steps: two million paths",
			"a7K", 3, "may try more than 100000 squares"},
		{"six king steps, whose outcomes were compared pairwise",
			"KaKaKaKaKaK", 11, "may try more than 100000 squares"},
		{"two universal leaps",
			"UaU", 3, "may try more than 100000 squares"},
		{"five king steps: accepted, with tens of thousands of distinct captures",
			"KaKaKaKaK", 0, ""},
		{"a universal leap and two king steps: near the bound on work",
			"UaKaK", 0, ""},
		{"two ranging legs that each hop any number of pieces",
			"ppRappR", 5, "may touch more than 48 squares"},
		{"seventeen legs",
			"Wa16fWafW", 8, "may take more than 16 legs"},
		{"130 alternatives linked to 130 others",
			"[" + strings.Repeat("WF", 65) + "]a[" + strings.Repeat("WF", 65) + "]", 135, "more than 16384 links"},
		{"counts nested in brackets",
			"a16[a16[a16[a16[K]]]]", 17, "expands to more than 2048 legs"},
	}
	for _, tt := range tests {
		err := checkBudgets(t, tt.notation)
		var e *Error
		switch {
		case tt.col == 0 && err != nil:
			t.Errorf("%s: %.40s: %v, want it to compile", tt.name, tt.notation, err)
		case tt.col == 0:
		case !errors.As(err, &e):
			t.Errorf("%s: %.40s: error %v, want a *betza.Error", tt.name, tt.notation, err)
		case e.Col != tt.col || !strings.Contains(e.Msg, tt.msg) || e.Notation != tt.notation:
			t.Errorf("%s: %.40s: column %d %q, want column %d containing %q", tt.name, tt.notation, e.Col, e.Msg, tt.col, tt.msg)
		}
	}
}

// TestMaxLegs checks the leg counts and distances the rule texts give for
// some pieces, and that an empty board from the centre of the largest one
// lets none go farther than MaxDistance says.
func TestMaxLegs(t *testing.T) {
	tests := []struct {
		notation string
		legs     int
		distance int
	}{
		{"K", 1, 1},
		{"N", 1, 2},               // the knight's leap
		{"G", 1, 3},               // a (3,3) leap
		{"Q", 1, 35},              // across the largest board
		{"R2", 1, 2},              // a rook of range two
		{"NN", 1, 34},             // a nightrider: seventeen leaps of two
		{"mpR", 1, 35},            // a hopper
		{"cxppQ5", 1, 5},          // a cannon's shot is one leg; hopped pieces do not count
		{"NAD[aK]", 2, 2},         // the lion: twice as a king
		{"KavKafavK", 3, 3},       // the lion dog: three steps along a line
		{"a!5W", 5, 5},            // the thunderclap: exactly five steps
		{"Wa5fW", 5, 5},           // the flag waver: up to five steps
		{"a3K", 3, 3},             // ko shogi: up to three king steps
		{"fW[crfW]fD", 2, 2},      // the horned falcon: igui, or a leap of two
		{"fR[afsW]", 2, 35},       // a hook mover's turn
		{"KacK", 2, 2},            // a second leg that only captures still counts
		{"[fb]W", 0, 0},           // no direction: the move can go nowhere
		{"Wa16[fb][WDHR2]", 1, 1}, // continuations that no direction allows
		{"R(36≤n)", 0, 0},         // longer than any line of the largest board
		{"fWabfW", 2, 2},          // straight back after a forward step: a bound, not a reach
	}
	geo, occs := boards36()
	g := NewGenerator(geo)
	for _, tt := range tests {
		p, err := Compile(tt.notation)
		if err != nil {
			t.Errorf("%s: %v", tt.notation, err)
			continue
		}
		if got := p.MaxLegs(); got != tt.legs {
			t.Errorf("%s: MaxLegs() = %d, want %d", tt.notation, got, tt.legs)
		}
		if got := p.MaxDistance(); got != tt.distance {
			t.Errorf("%s: MaxDistance() = %d, want %d", tt.notation, got, tt.distance)
		}
		if got := farthest(p, g, geo.Centre(), occs[0]); got > p.MaxDistance() {
			t.Errorf("%s: a move from the centre of an empty board goes %d far, MaxDistance() = %d", tt.notation, got, p.MaxDistance())
		}
	}
}

// enumeratedLegs walks every path of p on the largest board, from the
// centre and the corners, on the boards occs, and returns the most legs
// (touches other than hops) an outcome takes.
func enumeratedLegs(p *Program, geo *board.Geometry, g *Generator, occs []board.Occupancy) int {
	n := geo.Files() - 1
	most := 0
	for _, occ := range occs {
		for _, from := range []board.Square{geo.Centre(), geo.At(0, 0), geo.At(n, 0), geo.At(0, n), geo.At(n, n)} {
			for _, o := range g.Append(nil, p, from, board.Black, occ, true) {
				legs := 0
				for _, tc := range o.Touches() {
					if tc.Kind != Hop {
						legs++
					}
				}
				most = max(most, legs)
			}
		}
	}
	return most
}

// TestMaxLegsCatalogue compares MaxLegs with enumeration on an empty board
// and one full of enemies for every notation of the rule texts, and checks
// MaxDistance against every move from the centre of the largest board,
// empty, a third full of enemies and full of them.
func TestMaxLegsCatalogue(t *testing.T) {
	geo, occs := boards36()
	g := NewGenerator(geo)
	for _, e := range readCatalogue(t) {
		p, err := Compile(e.notation)
		if err != nil {
			continue // TestCatalogue reports it
		}
		if got, want := p.MaxLegs(), enumeratedLegs(p, geo, g, []board.Occupancy{occs[0], occs[2]}); got != want {
			t.Errorf("catalogue.tsv:%d: %s: MaxLegs() = %d, enumeration finds %d", e.line, e.notation, got, want)
		}
		for _, occ := range occs {
			if got := farthest(p, g, geo.Centre(), occ); got > p.MaxDistance() {
				t.Errorf("catalogue.tsv:%d: %s: a move goes %d far, MaxDistance() = %d", e.line, e.notation, got, p.MaxDistance())
			}
		}
	}
}

// withoutCaptureOnly turns every capture-only leg of m into one that may
// also move, so that an empty board lets the piece take every leg.
func withoutCaptureOnly(m *Move) {
	for _, c := range m.Alts {
		for _, e := range append([]Element{c.First}, linkElems(c)...) {
			switch e := e.(type) {
			case *Leg:
				e.Mode &^= ModeCapture
			case *Group:
				withoutCaptureOnly(e.Move)
			}
		}
	}
}

func linkElems(c *Chain) []Element {
	var out []Element
	for _, l := range c.Links {
		out = append(out, l.Elem)
	}
	return out
}

// TestPropertyMaxLegs compares MaxLegs with enumeration on an empty board
// for random moves with no capture-only leg, which an empty board lets the
// piece take whenever some direction and distance do. Every move, however,
// takes no more legs than MaxLegs says.
func TestPropertyMaxLegs(t *testing.T) {
	geo, occs := boards36()
	g := NewGenerator(geo)
	rapid.Check(t, func(t *rapid.T) {
		m := genMove(t, false, 1)
		p, err := CompileMove(m)
		if err != nil {
			t.Skip("too large:", err)
		}
		if got := enumeratedLegs(p, geo, g, occs); got > p.MaxLegs() {
			t.Fatalf("%s: enumeration finds %d legs, MaxLegs() = %d", p.Notation(), got, p.MaxLegs())
		}
		withoutCaptureOnly(m)
		if p, err = CompileMove(m); err != nil {
			t.Skip("too large:", err)
		}
		if got := enumeratedLegs(p, geo, g, occs[:1]); got != p.MaxLegs() {
			t.Fatalf("%s: enumeration on an empty board finds %d legs, MaxLegs() = %d", p.Notation(), got, p.MaxLegs())
		}
	})
}

// TestPropertyWorkBound checks that generation tries no more squares, and
// appends no more outcomes, than the estimate the compiler holds to its
// bound, on boards of any size up to the largest.
func TestPropertyWorkBound(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		_, p := genProgram(t, false)
		if p.work > maxWork {
			t.Fatalf("%s: estimate %v over the bound %d", p.Notation(), p.work, maxWork)
		}
		geo := board.MustGeometry(rapid.IntRange(1, board.MaxFiles).Draw(t, "files"), rapid.IntRange(1, board.MaxRanks).Draw(t, "ranks"))
		occ := genOccupancy(t, geo)
		from := rapid.SampledFrom(geo.Squares()).Draw(t, "from")
		side := rapid.SampledFrom([]board.Color{board.Black, board.White}).Draw(t, "side")
		occ[from] = board.Owner(side)
		g := NewGenerator(geo)
		for _, all := range []bool{false, true} {
			out := g.Append(nil, p, from, side, occ, all)
			if float64(g.visits) > p.work || len(out) > p.MaxOutcomes() {
				t.Fatalf("%s: tried %d squares for %d outcomes, estimate %v", p.Notation(), g.visits, len(out), p.work)
			}
			if on := p.MaxOutcomesOn(geo.Files(), geo.Ranks()); len(out) > on {
				t.Fatalf("%s: %d outcomes on %v, MaxOutcomesOn says at most %d", p.Notation(), len(out), geo, on)
			}
			for _, o := range out {
				if n := removingMiddles(o.Touches()); n > p.MaxRemovingMiddles() {
					t.Fatalf("%s: an outcome removes pieces on %d middle squares, MaxRemovingMiddles says at most %d", p.Notation(), n, p.MaxRemovingMiddles())
				}
			}
		}
	})
}

// removingMiddles counts the touches that remove a piece before the one
// where the move lands.
func removingMiddles(touches []Touch) int {
	last := len(touches) - 1
	for last >= 0 && touches[last].Kind != Through && touches[last].Kind != Capture {
		last--
	}
	n := 0
	for i, t := range touches {
		if (t.Kind == Capture || t.Kind == Shot) && i != last {
			n++
		}
	}
	return n
}

// farthest returns how far, in king steps, any square an outcome of p
// passes, hops, captures or ends on lies from from, for every outcome on
// the board occ.
func farthest(p *Program, g *Generator, from board.Square, occ board.Occupancy) int {
	f0, r0 := from.FileRank()
	most := 0
	for _, o := range g.Append(nil, p, from, board.Black, occ, true) {
		for _, s := range append([]board.Square{o.To}, squaresOf(o.Touches())...) {
			f, r := s.FileRank()
			most = max(most, abs(f-f0), abs(r-r0))
		}
	}
	return most
}

// squaresOf returns the squares of touches.
func squaresOf(touches []Touch) []board.Square {
	out := make([]board.Square, len(touches))
	for i, t := range touches {
		out[i] = t.Square
	}
	return out
}

func abs(x int) int { return max(x, -x) }

// TestPropertyMaxDistance checks that no move of a random program passes,
// hops, captures or ends farther than MaxDistance says, on random boards
// of any size from any square.
func TestPropertyMaxDistance(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		_, p := genProgram(t, false)
		geo := board.MustGeometry(rapid.IntRange(1, board.MaxFiles).Draw(t, "files"), rapid.IntRange(1, board.MaxRanks).Draw(t, "ranks"))
		occ := genOccupancy(t, geo)
		from := rapid.SampledFrom(geo.Squares()).Draw(t, "from")
		occ[from] = board.BlackPiece
		if got := farthest(p, NewGenerator(geo), from, occ); got > p.MaxDistance() {
			t.Fatalf("%s: a move goes %d far, MaxDistance() = %d", p.Notation(), got, p.MaxDistance())
		}
	})
}
