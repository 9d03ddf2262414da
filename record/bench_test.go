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
		if err := r.WriteKIF(io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}
