package search

import (
	"math"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
)

// TestClock checks the time manager's plans figure by figure, worked out
// by hand from the rules clock.go states: a share of the clock (a 40th,
// or the moves to go) plus three quarters of the increment and the
// byoyomi; deepening stops at half the plan, the search at twice it,
// never past the clock less its reserve (a 16th or three increments,
// whichever is more, at most a second) and the overhead; most of a byoyomi is used, as it would otherwise be lost.
func TestClock(t *testing.T) {
	start := time.Unix(0, 0)
	s, ms := time.Second, time.Millisecond
	both := func(d time.Duration) [2]time.Duration { return [2]time.Duration{d, d} }
	tests := []struct {
		name       string
		limits     engine.Limits
		side       board.Color
		soft, hard time.Duration
	}{
		{"none", engine.Limits{Depth: 5}, board.Black, 0, 0},
		{"move time", engine.Limits{MoveTime: 2 * s}, board.Black, 1970 * ms, 1970 * ms},
		{"short move time", engine.Limits{MoveTime: 40 * ms}, board.Black, 20 * ms, 20 * ms},
		// 60 s: plan 1.5 s; reserve 1 s.
		{"clock", engine.Limits{Clock: &engine.Clock{Left: [2]time.Duration{60 * s, 1 * s}}}, board.Black, 750 * ms, 3 * s},
		// 1 s: plan 25 ms.
		{"white's clock", engine.Limits{Clock: &engine.Clock{Left: [2]time.Duration{60 * s, 1 * s}}}, board.White, 12500 * time.Microsecond, 50 * ms},
		// plan 7.5 s, at most 10 s less the overhead.
		{"byoyomi only", engine.Limits{Clock: &engine.Clock{Byoyomi: both(10 * s)}}, board.White, 7500 * ms, 9970 * ms},
		// plan 25 ms + 3.75 s; at most 1 s − 62.5 ms + 5 s − 30 ms.
		{"byoyomi after time", engine.Limits{Clock: &engine.Clock{Left: both(s), Byoyomi: both(5 * s)}}, board.Black, 3750 * ms, 5907500 * time.Microsecond},
		// plan 250 ms + 1.5 s.
		{"increment", engine.Limits{Clock: &engine.Clock{Left: both(10 * s), Increment: both(2 * s)}}, board.Black, 875 * ms, 3500 * ms},
		// plan 5 s; at most 10 s − 625 ms − 30 ms.
		{"moves to go", engine.Limits{Clock: &engine.Clock{Left: both(10 * s), MovesToGo: 2}}, board.Black, 2500 * ms, 9345 * ms},
		// plan 25 ms + 75 ms; reserve three increments, 300 ms.
		{"low on an increment", engine.Limits{Clock: &engine.Clock{Left: both(s), Increment: both(100 * ms)}}, board.Black, 50 * ms, 200 * ms},
		// Below the reserve: at once, to bank the increment.
		{"below the reserve", engine.Limits{Clock: &engine.Clock{Left: both(250 * ms), Increment: both(100 * ms)}}, board.Black, ms / 2, ms},
		{"increment above the clock", engine.Limits{Clock: &engine.Clock{Left: both(100 * ms), Increment: both(s)}}, board.Black, ms / 2, ms},
		{"last move of the clock", engine.Limits{Clock: &engine.Clock{Left: both(s), MovesToGo: 1}}, board.Black, 453750 * time.Microsecond, 907500 * time.Microsecond},
		{"flagged", engine.Limits{Clock: &engine.Clock{Left: both(10 * ms)}}, board.Black, ms / 2, ms},
		{"move time below clock", engine.Limits{MoveTime: s, Clock: &engine.Clock{Left: both(60 * s)}}, board.Black, 750 * ms, 970 * ms},
	}
	for _, tt := range tests {
		c := newClock(tt.limits, tt.side, start)
		if c.soft != tt.soft || c.hard != tt.hard {
			t.Errorf("%s: stops deepening after %v and searching after %v, want %v and %v", tt.name, c.soft, c.hard, tt.soft, tt.hard)
		}
		if c.timed() != (tt.soft > 0) {
			t.Errorf("%s: timed() = %v", tt.name, c.timed())
		}
	}
}

// TestClockHuge checks USI's largest times: the sums overflowed, and the
// search had 1 ms.
func TestClockHuge(t *testing.T) {
	const huge = 4611686018427 * time.Millisecond // near math.MaxInt64 / 2
	for _, c := range []*engine.Clock{
		{Left: [2]time.Duration{huge, huge}, Byoyomi: [2]time.Duration{huge, huge}},
		{Left: [2]time.Duration{huge, huge}, Increment: [2]time.Duration{huge, huge}},
	} {
		cl := newClock(engine.Limits{Clock: c}, board.White, time.Unix(0, 0))
		if cl.soft < time.Hour || cl.hard < cl.soft || cl.hard > math.MaxInt64/2 {
			t.Errorf("%+v: stops after %v and %v, want at least an hour", *c, cl.soft, cl.hard)
		}
	}
}

// TestClockWithinTime is the property that no plan, at any scale the
// iterations may ask for, stops later than the time the side has: its
// clock less the overhead (and its reserve while the clock has time), its
// byoyomi, or the move time — at least a millisecond — and that deepening
// stops no later than searching.
func TestClockWithinTime(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		d := func(name string) time.Duration {
			return time.Duration(rapid.Int64Range(0, int64(10*time.Minute)).Draw(t, name))
		}
		l := engine.Limits{Clock: &engine.Clock{Left: [2]time.Duration{d("left"), d("left2")},
			Increment: [2]time.Duration{d("inc"), 0}, Byoyomi: [2]time.Duration{d("byo"), 0},
			MovesToGo: rapid.IntRange(0, 100).Draw(t, "togo")}}
		if rapid.Bool().Draw(t, "movetime") {
			l.MoveTime = d("movetime") + 1
		}
		c := newClock(l, board.Black, time.Unix(0, 0))
		cl := l.Clock
		most := cl.Left[0] + cl.Byoyomi[0] - overhead
		if cl.Left[0] == 0 {
			most = cl.Byoyomi[0] + cl.Increment[0] - overhead
		}
		if l.MoveTime > 0 {
			most = min(most, l.MoveTime)
		}
		most = max(most, time.Millisecond)
		if c.soft <= 0 || c.hard < c.soft || c.hard > most {
			t.Fatalf("soft %v, hard %v, want 0 < soft ≤ hard ≤ %v", c.soft, c.hard, most)
		}
		scale := rapid.IntRange(scaleLeast, scaleMost).Draw(t, "scale")
		at := time.Unix(0, 0).Add(c.hard + 1)
		if !c.pastSoft(at, scale) || !c.pastHard(at) {
			t.Fatalf("at scale %d%%, searching on past the hard limit %v", scale, c.hard)
		}
	})
}

// TestTimeScale checks, figure by figure, the share of the planned time a
// search takes as its iterations go: the plan while they agree, more at a
// change of the best move (fading as it stands again) or a fall of its
// score, half once it has stood for four iterations.
func TestTimeScale(t *testing.T) {
	a, b := rules.Move{From: 1, To: 2}, rules.Move{From: 3, To: 4}
	const pawn = 200
	tests := []struct {
		name  string
		iters []rootMove // the best move after each iteration
		want  int
	}{
		{"first iteration", []rootMove{{move: a, score: 10}}, 100},
		{"agreeing", []rootMove{{move: a, score: 10}, {move: a, score: 12}}, 100},
		{"a change", []rootMove{{move: a, score: 10}, {move: b, score: 12}}, 150},
		{"a change fading", []rootMove{{move: a, score: 10}, {move: b, score: 12}, {move: b, score: 12}}, 125},
		{"two changes", []rootMove{{move: a, score: 10}, {move: b, score: 12}, {move: a, score: 12}}, 175},
		{"half a pawn lost", []rootMove{{move: a, score: 10}, {move: a, score: 10 - pawn/2}}, 150},
		{"a change and two pawns lost", []rootMove{{move: a, score: 10}, {move: b, score: 10 - 2*pawn}}, 250},
		{"a mate lost", []rootMove{{move: a, score: mate - 5}, {move: b, score: -mate + 6}}, 250},
		{"stood four iterations", []rootMove{{move: a, score: 10}, {move: a, score: 12}, {move: a, score: 14}, {move: a, score: 16}}, 50},
		{"stood four with a fall", []rootMove{{move: a, score: 10}, {move: a, score: 12}, {move: a, score: 14}, {move: a, score: 4}}, 105},
		{"stood three after a change", []rootMove{{move: b, score: 10}, {move: a, score: 12}, {move: a, score: 14}, {move: a, score: 16}}, 112},
		{"stood four after a change", []rootMove{{move: b, score: 10}, {move: a, score: 12}, {move: a, score: 14}, {move: a, score: 16}, {move: a, score: 16}}, 50},
	}
	for _, tt := range tests {
		var st stability
		for i := range tt.iters {
			st.update(&tt.iters[i])
		}
		if got := timeScale(st, pawn); got != tt.want {
			t.Errorf("%s: %d%% of the plan, want %d%%", tt.name, got, tt.want)
		}
	}
}

// TestClockLooks checks how often a timed search looks at the clock,
// with the time read from a clock the test moves: every 16th call of
// checkStop while the calls are fast, so that reading the time costs
// nothing, but once calls take 2 ms each (a node of taikyoku late in a
// game, on a loaded machine) within four looks on every call, so that
// the search stops no more than a call past its time; and again every
// 16th call once they are fast.
func TestClockLooks(t *testing.T) {
	start := time.Unix(0, 0)
	w := &worker{Searcher: &Searcher{clock: newClock(engine.Limits{MoveTime: time.Second}, board.Black, start)},
		untilLook: clockInterval, lookEvery: clockInterval, lastLook: start}
	now := start
	clockRead := func() time.Time { return now }
	// calls makes n calls of per each, and returns the calls between the
	// last two looks, and whether a look found the time up.
	calls := func(n int, per time.Duration) (apart int, up bool) {
		since := 0
		for range n {
			now = now.Add(per)
			since++
			before := w.lastLook
			if w.timeUp(clockRead) {
				up = true
			}
			if w.lastLook != before {
				apart, since = since, 0
			}
		}
		return apart, up
	}
	if apart, up := calls(1000, 10*time.Microsecond); apart != clockInterval || up {
		t.Fatalf("fast calls: looks %d calls apart (want %d), time up %v", apart, clockInterval, up)
	}
	if apart, up := calls(16+8+4+2+1, 2*time.Millisecond); apart != 1 || up {
		t.Fatalf("calls of 2 ms: after four looks, looks %d calls apart (want 1), time up %v", apart, up)
	}
	// The time is up after 970 ms: the first call past it sees it.
	for !w.clock.pastHard(now.Add(2 * time.Millisecond)) {
		if _, up := calls(1, 2*time.Millisecond); up {
			t.Fatalf("time up at %v, before the hard limit", now.Sub(start))
		}
	}
	if _, up := calls(1, 2*time.Millisecond); !up {
		t.Fatalf("the call at %v, past the hard limit, does not stop the search", now.Sub(start))
	}
	if apart, _ := calls(1000, 10*time.Microsecond); apart != clockInterval {
		t.Fatalf("fast calls again: looks %d calls apart, want %d", apart, clockInterval)
	}
}
