package betza

import (
	"errors"
	"testing"

	"github.com/largeshogi/largeshogi/board"
)

// seeds are the notations every fuzz target starts from: the texts' hard
// cases and some of TestHostileNotations; testdata/fuzz holds the rest.
var seeds = []string{
	"NAD[aK]", "KavKafavK", "BrlbR[crfW]fD", "RbB[crfF]fA", "RmaR", "a!5W", "Wa5fW",
	"[NaffN][xN]", "Fa[cx[Q5ppQ5]]", "Fa[a[cxQ7]]", "[R5]a[a[cxQ7]]", "a[DA]acxK",
	"fR[fl][br]BbW", "f[br]FlW", "R(2≤n≤4)", "R(2<=n<=4)", "R4!", "a3!K", "U", "ffN", "p2R",
	"x[a[WF]]", "KaKaKaKaK", "UaKaK", "ppRappR", "Wa16fWafW",
}

// FuzzParse checks that every notation parses within its budget, to an
// error with its column or to a tree whose canonical form parses back to
// itself.
func FuzzParse(f *testing.F) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := parseInBudget(t, s)
		if err != nil {
			checkError(t, s, err)
			return
		}
		canon := m.String()
		again, err := Parse(canon)
		if err != nil {
			t.Fatalf("canonical %q of %q does not parse: %v", canon, s, err)
		}
		// Trees from a prefix 'a' share subtrees, which a deep comparison
		// walks exponentially often: compare the canonical forms instead.
		if again.String() != canon {
			t.Fatalf("canonical %q of %q re-parses as %q", canon, s, again.String())
		}
	})
}

// checkError fails unless err is a *Error about notation s with a column
// inside it or just past its end.
func checkError(t *testing.T, s string, err error) {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("%q: error %T, want *Error", s, err)
	}
	if e.Notation != s || e.Col < 1 || e.Col > len(s)+1 {
		t.Fatalf("%q: error at column %d of %q", s, e.Col, e.Notation)
	}
}

// FuzzCompile checks that every notation compiles within its budgets of
// memory and steps, to an error with its column or to a program within the
// bounds.
func FuzzCompile(f *testing.F) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := compileInBudget(t, s)
		if err != nil {
			checkError(t, s, err)
			return
		}
		if p.work > maxWork || p.MaxLegs() > maxMoveLegs {
			t.Fatalf("Compile(%q) accepted a program of %v squares' work and %d legs", s, p.work, p.MaxLegs())
		}
	})
}

// FuzzGenerate checks that a generation of any program that compiles, on a
// board of any size and contents, tries no more squares and appends no more
// outcomes than the program's estimate, which the bounds cap.
func FuzzGenerate(f *testing.F) {
	for i, s := range seeds {
		f.Add(s, uint16(35*36+35), []byte{0, 2, 2, 1}, uint16(i*97), i%2 == 0)
	}
	f.Fuzz(func(t *testing.T, s string, size uint16, cells []byte, at uint16, white bool) {
		p, err := Compile(s)
		if err != nil {
			return
		}
		geo := board.MustGeometry(1+int(size)%board.MaxFiles, 1+int(size)/board.MaxFiles%board.MaxRanks)
		occ := geo.NewOccupancy()
		if len(cells) > 0 {
			for i, sq := range geo.Squares() {
				occ[sq] = board.Occupant(cells[i%len(cells)] % 3)
			}
		}
		side := board.Black
		if white {
			side = board.White
		}
		from := geo.Squares()[int(at)%geo.Len()]
		occ[from] = board.Owner(side)
		g := NewGenerator(geo)
		for _, all := range []bool{false, true} {
			out := g.Append(nil, p, from, side, occ, all)
			if float64(g.visits) > p.work || float64(len(out)) > p.work {
				t.Fatalf("%s: tried %d squares for %d outcomes, estimate %v", s, g.visits, len(out), p.work)
			}
		}
	})
}
