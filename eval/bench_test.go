package eval_test

import (
	"math/rand/v2"
	"testing"

	"github.com/largeshogi/largeshogi/eval"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/variants"
)

// BenchmarkEvaluate scores the positions one move away from a middle
// game of each built-in game (40 seeded random plies from the start), in
// full and incrementally, and reports the time per position scored, its
// Make and Unmake included.
func BenchmarkEvaluate(b *testing.B) {
	for _, name := range variants.Names() {
		r := gamerules.Builtin(b, name)
		e := eval.NewEvaluator(r)
		p := r.NewPosition()
		rng := rand.New(rand.NewPCG(1, 2))
		for range 40 {
			moves := p.AppendMoves(nil)
			if len(moves) == 0 {
				break
			}
			p.Make(moves[rng.IntN(len(moves))])
		}
		moves := p.AppendMoves(nil)
		b.Run(name+"/full", func(b *testing.B) {
			var s eval.Scratch
			b.ReportAllocs()
			for b.Loop() {
				for _, m := range moves {
					p.Make(m)
					e.Evaluate(p, &s)
					p.Unmake()
				}
			}
			perPosition(b, len(moves))
		})
		b.Run(name+"/incremental", func(b *testing.B) {
			in := e.NewIncremental()
			in.Reset(p)
			b.ReportAllocs()
			for b.Loop() {
				for _, m := range moves {
					p.Make(m)
					in.Push(p)
					in.Evaluate(p)
					p.Unmake()
					in.Pop()
				}
			}
			perPosition(b, len(moves))
		})
	}
}

// perPosition reports the time per position of a benchmark that scored
// n positions an iteration.
func perPosition(b *testing.B, n int) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/position")
}
