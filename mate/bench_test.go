package mate

import (
	"bufio"
	"context"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// tsumeCase is a line of testdata/tsume.txt.
type tsumeCase struct {
	game  string
	plies int
	sfen  string
}

// readTsume reads testdata/tsume.txt.
func readTsume(t testing.TB) []tsumeCase {
	f, err := os.Open("testdata/tsume.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []tsumeCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		w := strings.Fields(sc.Text())
		if len(w) == 0 || strings.HasPrefix(w[0], "#") {
			continue
		}
		n, err := strconv.Atoi(w[1])
		if err != nil || len(w) < 7 {
			t.Fatalf("testdata/tsume.txt: %q", sc.Text())
		}
		out = append(out, tsumeCase{game: w[0], plies: n, sfen: strings.Join(w[3:7], " ")})
	}
	return out
}

// BenchmarkTsume solves the positions of testdata/tsume.txt, tsume in
// chu and tenjiku shogi by the length of their shortest mate, with a
// 64 MiB table and the bound of the file's mate, and reports the nodes a
// solution takes and the nodes searched a second; it fails if the
// prover finds another length.
func BenchmarkTsume(b *testing.B) {
	for i, tc := range readTsume(b) {
		b.Run(tc.game+"/"+strconv.Itoa(tc.plies)+"/"+strconv.Itoa(i), func(b *testing.B) {
			g := newGame(b, tc.game, tc.sfen)
			var nodes int64
			start := time.Now()
			for b.Loop() {
				res, err := Solve(context.Background(), g, Options{Mode: Tsume, Plies: tc.plies, Hash: 64})
				if err != nil || res.Verdict != Found || res.Plies != tc.plies {
					b.Fatalf("%+v, %v; want a mate in %d", res, err, tc.plies)
				}
				nodes += res.Nodes
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
			b.ReportMetric(float64(nodes)/time.Since(start).Seconds(), "nodes/s")
		})
	}
}
