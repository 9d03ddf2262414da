package rules_test

import (
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
)

// TestSharedRulesQueries plays games of chu and ko shogi on four goroutines
// that share one *Rules, asking on the way everything a GUI or a server asks,
// and checks that each goroutine plays exactly the game it plays alone with
// the same seed. Under go test -race it also checks that sharing a *Rules
// is free of data races, as the package documentation promises.
func TestSharedRulesQueries(t *testing.T) {
	for _, name := range []string{"chu", "ko"} {
		r := gamerules.Builtin(t, name)
		const games = 4
		want := make([][]string, games)
		for i := range want {
			want[i] = playTrace(r, uint64(i))
		}
		got := make([][]string, games)
		var wg sync.WaitGroup
		for i := range got {
			wg.Go(func() { got[i] = playTrace(r, uint64(i)) })
		}
		wg.Wait()
		for i := range got {
			if diff := cmp.Diff(want[i], got[i]); diff != "" {
				t.Errorf("%s, seed %d: the game played beside others differs (-alone +together):\n%s", name, i, diff)
			}
		}
	}
}

// playTrace plays a seeded random game of 40 plies and writes down what
// happens: each move in Hodges notation with how many squares it changes
// and how many pieces attack its destination, then the final position, its
// outcome and perft(2).
func playTrace(r *rules.Rules, seed uint64) []string {
	rng := rand.New(rand.NewPCG(seed, seed))
	g := rules.NewGame(r.NewPosition())
	var trace []string
	var buf []rules.Move
	for range 40 {
		if buf = g.AppendMoves(buf[:0]); len(buf) == 0 {
			break
		}
		p := g.Position()
		m := buf[rng.IntN(len(buf))]
		changes, err := p.Changes(m, nil)
		if err != nil {
			return append(trace, err.Error())
		}
		trace = append(trace, fmt.Sprintf("%s %d %d", notation.Hodges.Write(p, m), len(changes), len(p.Attackers(m.To, p.Side().Other(), nil))))
		if err := g.Play(m); err != nil {
			return append(trace, err.Error())
		}
	}
	p := g.Position()
	return append(trace, p.SFEN(), g.Outcome().String(), fmt.Sprint(rules.Perft(p.Clone(), 2)))
}
