package search_test

import (
	"context"
	"testing"
	"time"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/match"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/search"
)

// TestTinyClockNeverFlags plays the searcher against itself under the
// match referee, which keeps the clocks as a tournament would, at clocks
// of a fraction of a second for the whole game: sudden death, an
// increment and byoyomi. No game may end on time. How long the moves took
// is not asserted, and the referee's margin, the time an answer may take
// to travel, is half a second: on a machine whose two cores ran ten
// processes, a search of tenjiku given 10 ms of a 40 ms byoyomi was once
// not scheduled for 270 ms, and one of these games lost on time once
// beside the other tests of the package. The plans themselves are
// checked without a clock by TestClock and TestClockWithinTime.
func TestTinyClockNeverFlags(t *testing.T) {
	if testing.Short() {
		t.Skip("plays three games of a few seconds")
	}
	tests := []struct {
		variant string
		tc      match.TimeControl
		plies   int
	}{
		{"chu", match.TimeControl{Base: time.Second}, 80},
		{"ko", match.TimeControl{Base: 300 * time.Millisecond, Increment: 20 * time.Millisecond}, 60},
		{"tenjiku", match.TimeControl{Byoyomi: 100 * time.Millisecond}, 24},
	}
	for _, tt := range tests {
		r := gamerules.Builtin(t, tt.variant)
		tc := tt.tc
		tc.Margin = 500 * time.Millisecond
		m := &match.Match{Rules: r, Games: 1, RandomPlies: 6, Seed: 32, MaxPlies: tt.plies, TimeControl: tc,
			Timeout: 10 * time.Second}
		start := func(context.Context) (engine.Player, error) { return search.New(r, search.Options{Hash: 4}) }
		m.Engines[0] = match.Engine{Name: "a", Start: start}
		m.Engines[1] = match.Engine{Name: "b", Start: start}
		games, err := m.Run(context.Background())
		if err != nil {
			t.Fatalf("%s: %v", tt.variant, err)
		}
		for _, g := range games {
			if o := g.Game.Outcome(); o.Termination == rules.TimeForfeit || o.Termination == rules.Abandonment {
				t.Errorf("%s, %+v, game %d: %v after %d plies: %s", tt.variant, tt.tc, g.Index, o, len(g.Game.Moves()), g.Detail)
			}
		}
	}
}
