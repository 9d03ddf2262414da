package betza

import (
	"fmt"
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

// BenchmarkGenerateWorst measures generation of the costliest moves the
// bounds accept on the largest board, empty, a third full of enemies and
// full of enemies, with repeated outcomes removed and with every path.
// UaKaK may try 94535 squares of the 100000 allowed; on a full board most
// of its paths capture a distinct set of pieces.
func BenchmarkGenerateWorst(b *testing.B) {
	geo, occs := boards36()
	for _, notation := range []string{"UaKaK", "[KaKaKaKaK][NaNaNaNaN]", "QaQ", "[R5]a[a[cxQ7]]"} {
		p := MustCompile(notation)
		for i, fill := range []string{"empty", "third", "full"} {
			for _, all := range []bool{false, true} {
				b.Run(fmt.Sprintf("%s/%s/allPaths=%v", notation, fill, all), func(b *testing.B) {
					g := NewGenerator(geo)
					buf := g.Append(nil, p, geo.Centre(), board.Black, occs[i], all)
					b.ReportAllocs()
					for b.Loop() {
						buf = g.Append(buf[:0], p, geo.Centre(), board.Black, occs[i], all)
					}
					b.ReportMetric(float64(len(buf)), "outcomes/op")
					b.ReportMetric(float64(g.visits), "squares/op")
				})
			}
		}
	}
}
