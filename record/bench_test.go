package record

import (
	"io"
	"os"
	"testing"
)

func BenchmarkReadKIF(b *testing.B) {
	src, err := os.ReadFile("testdata/lishogi-position.kif")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		if _, err := ReadKIF("game.kif", src); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkWriteKIF(b *testing.B) {
	src, err := os.ReadFile("testdata/lishogi-position.kif")
	if err != nil {
		b.Fatal(err)
	}
	r, err := ReadKIF("game.kif", src)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		if err := r.Write(io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReadKIFGame reads and replays a chu game of 200 random plies,
// and reports the plies replayed a second.
func BenchmarkReadKIFGame(b *testing.B) {
	r := builtin(b, "chu")
	g := randomGame(r, 1, 200)
	src := kifOf(b, g)
	b.ReportAllocs()
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		if _, _, err := ReadKIFGame("game.kif", src, r); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(g.Moves())*b.N)/b.Elapsed().Seconds(), "plies/s")
}

// BenchmarkFromGame writes a chu game of 200 random plies as KIF.
func BenchmarkFromGame(b *testing.B) {
	g := randomGame(builtin(b, "chu"), 1, 200)
	b.ReportAllocs()
	for b.Loop() {
		rec, err := KIFFromGame(g)
		if err != nil {
			b.Fatal(err)
		}
		if err := rec.Write(io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}
