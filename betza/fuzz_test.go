package betza

import (
	"testing"

	"github.com/largeshogi/largeshogi/board"
)

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"NAD[aK]", "KavKafavK", "BrlbR[crfW]fD", "RbB[crfF]fA", "RmaR", "a!5W", "Wa5fW",
		"[NaffN][xN]", "Fa[cx[Q5ppQ5]]", "Fa[a[cxQ7]]", "[R5]a[a[cxQ7]]", "a[DA]acxK",
		"fR[fl][br]BbW", "f[br]FlW", "R(2≤n≤4)", "R(2<=n<=4)", "R4!", "a3!K", "U", "ffN", "p2R",
	} {
		f.Add(s)
	}
	geo := board.MustGeometry(7, 7)
	occ := geo.NewOccupancy()
	occ[geo.Square(3, 3)] = board.WhitePiece
	occ[geo.Square(5, 3)] = board.BlackPiece
	g := NewGenerator(geo)
	f.Fuzz(func(t *testing.T, s string) {
		m, err := Parse(s)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("Parse(%q) returned %T, want *Error", s, err)
			}
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
		p, err := CompileMove(m)
		if err != nil {
			return
		}
		g.Append(nil, p, geo.Centre(), board.Black, occ, false)
	})
}
