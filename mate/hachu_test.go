package mate

import (
	"bufio"
	"context"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestHaChuPositions checks the prover's shortest tsume on the positions
// of testdata/hachu.txt, compared there with HaChu 0.21's Tsume option
// (the mates of 9 plies and more only with LARGESHOGI_LONG_TESTS=1), and
// the one difference: the defence after which HaChu's mate in 9 is no
// mate in 9.
func TestHaChuPositions(t *testing.T) {
	f, err := os.Open("testdata/hachu.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	long := os.Getenv("LARGESHOGI_LONG_TESTS") == "1"
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		w := strings.Fields(sc.Text())
		if len(w) == 0 || strings.HasPrefix(w[0], "#") {
			continue
		}
		want, err := strconv.Atoi(w[2])
		if err != nil || len(w) != 8 {
			t.Fatalf("testdata/hachu.txt: %q", sc.Text())
		}
		if want >= 9 && !long {
			continue
		}
		sfen := strings.Join(w[4:], " ")
		g := newGame(t, w[0], sfen, w[1])
		res, err := Solve(context.Background(), g, Options{Mode: Tsume, Plies: want})
		if err != nil || res.Verdict != Found || res.Plies != want {
			t.Errorf("%s: %+v, %v; want a tsume in %d", sfen, res, err, want)
		}
	}
	g := newGame(t, "chu", "12/4+e7/12/4+B7/12/7D4/12/12/12/12/12/7+E4 b - 1", "no-bare-king")
	for _, m := range strings.Fields("5f5b+ 8b8a 5b6a 8a9b 6a8c 9b9a 8c6a 9a9b") {
		if err := g.PlayUSI(m); err != nil {
			t.Fatal(err)
		}
	}
	if got := oracleMate(g, 5, true); got != 0 {
		t.Errorf("after HaChu's line and the defence 9a9b, the oracle finds a tsume in %d", got)
	}
	res, err := Solve(context.Background(), g, Options{Mode: Tsume, Plies: 7})
	if err != nil || res.Verdict != Found || res.Plies != 7 {
		t.Errorf("after the defence 9a9b: %+v, %v; want a tsume in 7", res, err)
	}
}
