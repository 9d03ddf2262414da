package engine_test

import (
	"math"
	"testing"
	"time"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
)

func TestAllowed(t *testing.T) {
	sec := time.Second
	margin := 100 * time.Millisecond
	clock := &engine.Clock{Left: [2]time.Duration{60 * sec, 30 * sec}, Byoyomi: [2]time.Duration{5 * sec, 10 * sec}}
	huge := &engine.Clock{Left: [2]time.Duration{math.MaxInt64, 1}, Byoyomi: [2]time.Duration{math.MaxInt64, 1}}
	tests := []struct {
		limits engine.Limits
		side   board.Color
		want   time.Duration
		timed  bool
	}{
		{engine.Limits{}, board.Black, 0, false},
		{engine.Limits{Depth: 5, Nodes: 1000}, board.Black, 0, false},
		{engine.Limits{MoveTime: 2 * sec}, board.White, 2*sec + margin, true},
		{engine.Limits{Clock: clock}, board.Black, 65*sec + margin, true},
		{engine.Limits{Clock: clock}, board.White, 40*sec + margin, true},
		{engine.Limits{Clock: clock, MoveTime: 50 * sec}, board.White, 40*sec + margin, true},
		{engine.Limits{Clock: clock, MoveTime: 20 * sec}, board.White, 20*sec + margin, true},
		// The largest clocks count for 36 years each; their sum overflowed.
		{engine.Limits{Clock: huge}, board.Black, 2<<60 + margin, true},
	}
	for _, tt := range tests {
		got, timed := tt.limits.Allowed(tt.side, margin)
		if timed != tt.timed || (timed && got != tt.want) {
			t.Errorf("%+v.Allowed(%v) = %v, %v; want %v, %v", tt.limits, tt.side, got, timed, tt.want, tt.timed)
		}
	}
}

func TestTimeoutsWithDefaults(t *testing.T) {
	got := engine.Timeouts{Stop: 3 * time.Second}.WithDefaults()
	want := engine.Timeouts{Start: 10 * time.Second, Ready: 5 * time.Second, Stop: 3 * time.Second, Quit: time.Second, Margin: time.Second}
	if got != want {
		t.Errorf("WithDefaults = %+v, want %+v", got, want)
	}
}
