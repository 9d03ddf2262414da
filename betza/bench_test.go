package betza

import (
	"testing"

	"github.com/largeshogi/largeshogi/board"
)

// BenchmarkGenerate measures generation on a 19×19 board with a scattering
// of pieces, reusing the caller's buffer: it must not allocate.
func BenchmarkGenerate(b *testing.B) {
	geo := board.MustGeometry(19, 19)
	occ := geo.NewOccupancy()
	for i, s := range geo.Squares() {
		switch i % 7 {
		case 2:
			occ[s] = board.WhitePiece
		case 5:
			occ[s] = board.BlackPiece
		}
	}
	for _, notation := range []string{"K", "Q", "NAD[aK]", "BrlbRf[avW]fD", "RmaR", "KavKafavK", "Fa[a[cxQ7]]"} {
		b.Run(notation, func(b *testing.B) {
			p := MustCompile(notation)
			g := NewGenerator(geo)
			buf := make([]Outcome, 0, 1024)
			from := geo.Centre()
			occ[from] = board.BlackPiece
			n := 0
			b.ReportAllocs()
			for b.Loop() {
				buf = g.Append(buf[:0], p, from, board.Black, occ, false)
				n += len(buf)
			}
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "outcomes/s")
		})
	}
}
