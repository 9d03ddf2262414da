package search

import (
	"math"
	"testing"
	"time"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
)

// TestClock checks the time manager's plans: it never plans past the time
// the side has (its clock and byoyomi, less the margin), uses most of a
// byoyomi that would otherwise be lost, stops deepening before it must
// stop searching, and sets no deadline without a time limit.
func TestClock(t *testing.T) {
	start := time.Unix(0, 0)
	s := time.Second
	const huge = 4611686018427 * time.Millisecond // near math.MaxInt64 / 2
	tests := []struct {
		name     string
		limits   engine.Limits
		side     board.Color
		hardMax  time.Duration // the latest the search may stop
		softMin  time.Duration // the earliest it may stop deepening
		deadline bool
	}{
		{"none", engine.Limits{Depth: 5}, board.Black, 0, 0, false},
		{"move time", engine.Limits{MoveTime: 2 * s}, board.Black, 2*s - overhead, s, true},
		{"clock", engine.Limits{Clock: &engine.Clock{Left: [2]time.Duration{60 * s, 1 * s}}}, board.Black, 60*s - overhead, 500 * time.Millisecond, true},
		{"white's clock", engine.Limits{Clock: &engine.Clock{Left: [2]time.Duration{60 * s, 1 * s}}}, board.White, s - overhead, 0, true},
		{"byoyomi only", engine.Limits{Clock: &engine.Clock{Byoyomi: [2]time.Duration{10 * s, 10 * s}}}, board.White, 10*s - overhead, 7 * s, true},
		{"byoyomi after time", engine.Limits{Clock: &engine.Clock{Left: [2]time.Duration{s, s}, Byoyomi: [2]time.Duration{5 * s, 5 * s}}}, board.Black, 6*s - overhead, 3 * s, true},
		{"increment", engine.Limits{Clock: &engine.Clock{Left: [2]time.Duration{10 * s, 10 * s}, Increment: [2]time.Duration{2 * s, 2 * s}}}, board.Black, 10*s - overhead, 500 * time.Millisecond, true},
		{"moves to go", engine.Limits{Clock: &engine.Clock{Left: [2]time.Duration{10 * s, 10 * s}, MovesToGo: 2}}, board.Black, 10*s - overhead, 2 * s, true},
		// USI's largest times: the sums overflowed, and the search had 1 ms.
		{"huge clock", engine.Limits{Clock: &engine.Clock{Left: [2]time.Duration{huge, huge}, Byoyomi: [2]time.Duration{huge, huge}}}, board.Black, math.MaxInt64, time.Hour, true},
		{"huge increment", engine.Limits{Clock: &engine.Clock{Left: [2]time.Duration{huge, huge}, Increment: [2]time.Duration{huge, huge}}}, board.White, math.MaxInt64, time.Hour, true},
		{"move time below clock", engine.Limits{MoveTime: s, Clock: &engine.Clock{Left: [2]time.Duration{60 * s, 60 * s}}}, board.Black, s - overhead, 0, true},
	}
	for _, tt := range tests {
		c := newClock(tt.limits, tt.side, start)
		if !tt.deadline {
			if !c.soft.IsZero() || !c.hard.IsZero() {
				t.Errorf("%s: deadlines %v, %v without a time limit", tt.name, c.soft, c.hard)
			}
			continue
		}
		soft, hard := c.soft.Sub(start), c.hard.Sub(start)
		if hard > tt.hardMax || hard <= 0 {
			t.Errorf("%s: stops after %v, want at most %v", tt.name, hard, tt.hardMax)
		}
		if soft < tt.softMin || soft > hard {
			t.Errorf("%s: stops deepening after %v, want from %v to the stop %v", tt.name, soft, tt.softMin, hard)
		}
	}
}
