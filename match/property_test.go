package match

import (
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"pgregory.net/rapid"

	"github.com/largeshogi/largeshogi/rules"
)

// TestSummaryOfShardsProperty: the entries of a match summed in any order
// sum as in the schedule's, every counted game is a win, a draw or a loss,
// a pair is counted when both its games are, and the Elo lies in its
// interval.
func TestSummaryOfShardsProperty(t *testing.T) {
	results := []rules.Result{rules.BlackWins, rules.WhiteWins, rules.Draw, rules.NoContest}
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 60).Draw(t, "games")
		entries := make([]Entry, n)
		for i := range entries {
			entries[i] = Entry{Game: i, Engines: [2]string{"A", "B"}, FirstBlack: i%2 == 0, Variant: "chu", TimeControl: "no limit",
				Result: rapid.SampledFrom(results).Draw(t, "result"), Termination: rules.Adjudication}
		}
		whole, err := Summarize(entries)
		if err != nil {
			t.Fatal(err)
		}
		shuffled := rapid.Permutation(entries).Draw(t, "order")
		merged, err := Summarize(shuffled)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(whole, merged, cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("summary in another order (-schedule +shuffled):\n%s", diff)
		}
		s := whole.Score
		if s.Games()+whole.NoContest != n {
			t.Fatalf("%d games counted and %d no contest, of %d", s.Games(), whole.NoContest, n)
		}
		complete := 0
		for k := 0; 2*k+1 < n; k++ {
			if entries[2*k].Result != rules.NoContest && entries[2*k+1].Result != rules.NoContest {
				complete++
			}
		}
		pairs := 0
		for _, p := range s.Pairs {
			pairs += p
		}
		if pairs != complete {
			t.Fatalf("%d pairs counted, %d complete", pairs, complete)
		}
		if s.Games() > 0 {
			e := s.Elo()
			if !(e.Low <= e.Elo && e.Elo <= e.High) && !math.IsNaN(e.Elo) {
				t.Fatalf("Elo %v outside its interval", e)
			}
		}
	})
}
