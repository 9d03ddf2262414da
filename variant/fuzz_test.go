package variant

import (
	"errors"
	"os"
	"path/filepath"
	"runtime/metrics"
	"strings"
	"testing"
)

// fuzzBudget is the most memory one load of n bytes may allocate: a
// little for any file, and a share per byte for the YAML parser's tree.
func fuzzBudget(n int) uint64 { return 4<<20 + 256*uint64(n) }

// heapAllocs returns the bytes allocated so far. Unlike
// runtime.ReadMemStats it does not stop the world, so fuzzing keeps its
// pace; it may lag by a few kilobytes, nothing next to fuzzBudget.
func heapAllocs() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// FuzzLoad checks that Load either returns a complete variant or a
// non-empty ErrorList of bounded length, within its memory budget. Besides
// the files in testdata, the seeds in testdata/fuzz/FuzzLoad hold small
// versions of the hostile files (see TestFuzzSeeds).
func FuzzLoad(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.yaml")
	bad, _ := filepath.Glob("testdata/bad/*.yaml")
	for _, p := range append(files, bad...) {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(data))
	}
	f.Fuzz(func(t *testing.T, data string) {
		start := heapAllocs()
		v, err := Load(strings.NewReader(data), "fuzz.yaml")
		if bytes, budget := heapAllocs()-start, fuzzBudget(len(data)); bytes > budget {
			t.Errorf("Load of %d bytes allocated %d bytes, more than %d", len(data), bytes, budget)
		}
		if err != nil {
			var list ErrorList
			if !errors.As(err, &list) || len(list) == 0 {
				t.Fatalf("Load error %T %v, want a non-empty ErrorList", err, err)
			}
			if len(list) > maxErrors+1 {
				t.Fatalf("Load reported %d errors, want at most %d", len(list), maxErrors+1)
			}
			return
		}
		if v.Geometry == nil || len(v.Pieces) == 0 || len(v.Setup) == 0 {
			t.Fatalf("Load succeeded with an incomplete variant")
		}
	})
}
