package rules

import (
	"runtime"
	"testing"
)

// gameBenches are the perft depths BenchmarkPerft counts to in each game, from
// the start and from the position after 60 random plies: deep enough to
// count some hundred thousand leaves or more, shallow enough to run in
// about a second.
var gameBenches = []struct {
	name       string
	start, mid int
}{
	{"chu", 4, 3},
	{"dai", 3, 3},
	{"daidai", 3, 3},
	{"ko", 3, 2},
	{"makadaidai", 3, 3},
	{"sho", 4, 4},
	{"tai", 2, 2},
	{"taikyoku", 2, 2},
	{"tenjiku", 3, 3},
	{"wa", 4, 4},
}

// BenchmarkParallelPerft measures ParallelPerft on every core: chu shogi's
// perft(5) and ko shogi's perft(3) from the start, in leaves per second
// and per second of each core.
func BenchmarkParallelPerft(b *testing.B) {
	for _, g := range []struct {
		name  string
		depth int
	}{{"chu", 5}, {"ko", 3}} {
		r := gameRules(b, g.name)
		b.Run(g.name, func(b *testing.B) {
			workers := runtime.GOMAXPROCS(0)
			var leaves int64
			for b.Loop() {
				leaves += ParallelPerft(r.NewPosition(), g.depth, workers)
			}
			rate := float64(leaves) / b.Elapsed().Seconds()
			b.ReportMetric(rate, "leaves/s")
			b.ReportMetric(rate/float64(workers), "leaves/s/core")
		})
	}
}

// BenchmarkSFEN measures reading and writing the SFEN of each built-in
// game's position after 60 random plies.
func BenchmarkSFEN(b *testing.B) {
	for _, g := range gameBenches {
		r := gameRules(b, g.name)
		sfen := midgame(b, r)
		b.Run(g.name+"/parse", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := r.ParseSFEN(sfen); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(g.name+"/write", func(b *testing.B) {
			p, err := r.ParseSFEN(sfen)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				_ = p.SFEN()
			}
		})
	}
}

// midgame returns the SFEN of the position a seeded random game of the
// rules reaches after 60 plies (or at its end, if sooner).
func midgame(b *testing.B, r *Rules) string {
	p := r.NewPosition()
	for _, m := range randomGame(b, r, 60) {
		p.Make(m)
	}
	return p.SFEN()
}
