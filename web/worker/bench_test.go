package worker_test

import (
	"context"
	"runtime"
	"testing"
	"time"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/search"
	"github.com/largeshogi/largeshogi/variants"
	"github.com/largeshogi/largeshogi/web/worker"
)

// BenchmarkYield measures what giving way costs the search natively: chu
// shogi from the start to 100,000 nodes with no Yield, with the
// WebAssembly build's (every 20 ms; natively runtime.Gosched gives way)
// and giving way at every chance (every 256 nodes), in nodes per second.
func BenchmarkYield(b *testing.B) {
	v, err := variants.Load("chu")
	if err != nil {
		b.Fatal(err)
	}
	r, err := rules.New(v)
	if err != nil {
		b.Fatal(err)
	}
	g := rules.NewGame(r.NewPosition())
	for _, bc := range []struct {
		name  string
		yield func() func()
	}{
		{"none", func() func() { return nil }},
		{"every-20ms", func() func() { return worker.Every(20*time.Millisecond, runtime.Gosched) }},
		{"every-256-nodes", func() func() { return worker.Every(0, runtime.Gosched) }},
	} {
		b.Run(bc.name, func(b *testing.B) {
			s, err := search.New(r, search.Options{Hash: 16, Yield: bc.yield()})
			if err != nil {
				b.Fatal(err)
			}
			ctx := context.Background()
			const nodes = 100000
			for b.Loop() {
				if err := s.NewGame(ctx); err != nil {
					b.Fatal(err)
				}
				if _, err := s.Go(ctx, g, engine.Limits{Nodes: nodes}, nil); err != nil {
					b.Fatal(err)
				}
			}
			// A search stops at its node limit, so that each searched
			// as many nodes.
			b.ReportMetric(float64(nodes*b.N)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}
