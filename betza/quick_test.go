package betza

import (
	"testing"

	"github.com/largeshogi/largeshogi/board"
)

func TestQuick(t *testing.T) {
	geo := board.MustGeometry(19, 19)
	occ := geo.NewOccupancy()
	g := NewGenerator(geo)
	for _, s := range []string{"NAD[aK]", "KavKafavK", "BrlbR[crfW]fD", "RbB[crfF]fA", "RmaR", "BrlbRf[avW]fD", "a!5W", "Wa5fW", "[NaffN][xN]", "Fa[cx[Q5ppQ5]]", "Fa[a[cxQ7]]", "[R5]a[a[cxQ7]]", "a[DA]acxK", "frlK", "ffN", "U", "fR[fl][br]BbW", "f[br]FlW", "R(2≤n≤4)", "R4!", "a3K", "NADaK", "BmaB", "WmBaB", "QavKafavK", "Q[aK]", "xK"} {
		p, err := Compile(s)
		if err != nil {
			t.Errorf("%s: %v", s, err)
			continue
		}
		m, _ := Parse(s)
		out := g.Append(nil, p, geo.Centre(), board.Black, occ, false)
		n, pass := 0, false
		for _, o := range out {
			if o.To == o.From {
				pass = pass || o.Pass()
			} else {
				n++
			}
		}
		t.Logf("%-16s %-20s %4d pass=%v", s, m.String(), n, pass)
	}
}
