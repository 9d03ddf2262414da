package notation

import (
	"testing"

	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
)

// BenchmarkWriteChuStart writes every legal move of chu shogi's start
// position in each notation, one Append a notation.
func BenchmarkWriteChuStart(b *testing.B) {
	p := position(b, "chu", "")
	moves := p.AppendMoves(nil)
	var buf []string
	b.ReportAllocs()
	for b.Loop() {
		for _, n := range All() {
			buf = n.Append(buf[:0], p, moves)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(moves)*len(All())), "ns/move")
}

// BenchmarkParseChuMiddleGame reads every legal move of a chu shogi middle
// game in Japanese notation.
func BenchmarkParseChuMiddleGame(b *testing.B) {
	p := played(b, "chu", 60)
	moves := p.AppendMoves(nil)
	written := Japanese.Append(nil, p, moves)
	b.ReportAllocs()
	for b.Loop() {
		for _, w := range written {
			if _, err := Japanese.Parse(p, w); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(moves)), "ns/parse")
}

// BenchmarkWriteGame writes the moves of a long quiet game one by one, each
// in the position it is played from, as a record or a history is written.
func BenchmarkWriteGame(b *testing.B) {
	for _, c := range []struct {
		game  string
		n     Notation
		plies int
	}{
		{"taikyoku", Japanese, 2000},
		{"sho", Yorozuya, 2000},
	} {
		b.Run(c.game+"/"+c.n.Name(), func(b *testing.B) {
			start, moves := quietGame(b, gamerules.Builtin(b, c.game), c.plies)
			b.ReportAllocs()
			for b.Loop() {
				writeGame(c.n, start, moves)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*c.plies), "ns/move")
		})
	}
}
