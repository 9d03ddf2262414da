package match

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
)

// TestClock keeps a clock move by move: the time taken comes off, the
// increment goes on, and a spent main time leaves the byoyomi.
func TestClock(t *testing.T) {
	c := newClock(TimeControl{Base: 10 * time.Second, Increment: time.Second, Byoyomi: 5 * time.Second, Margin: time.Second})
	c.spend(board.Black, 3*time.Second)
	c.spend(board.White, 12*time.Second)
	want := engine.Limits{Clock: &engine.Clock{
		Left:      [2]time.Duration{8 * time.Second, time.Second},
		Increment: [2]time.Duration{time.Second, time.Second},
		Byoyomi:   [2]time.Duration{5 * time.Second, 5 * time.Second},
	}}
	if diff := cmp.Diff(want, c.limits(board.White)); diff != "" {
		t.Errorf("limits (-want +got):\n%s", diff)
	}
	if d, ok := c.limits(board.White).Allowed(board.White, c.tc.Margin); !ok || d != 7*time.Second {
		t.Errorf("White may take %v, want 7s (1s left, 5s byoyomi, 1s margin)", d)
	}
	fixed := newClock(TimeControl{MoveTime: 100 * time.Millisecond, Depth: 6})
	fixed.spend(board.Black, time.Hour)
	if diff := cmp.Diff(engine.Limits{MoveTime: 100 * time.Millisecond, Depth: 6}, fixed.limits(board.Black)); diff != "" {
		t.Errorf("a time per move (-want +got):\n%s", diff)
	}
}

// TestTimeControlText checks how controls are written and read.
func TestTimeControlText(t *testing.T) {
	for _, tc := range []struct {
		tc   TimeControl
		want string
	}{
		{TimeControl{}, "no limit"},
		{TimeControl{MoveTime: 100 * time.Millisecond}, "0.1s a move"},
		{TimeControl{Base: time.Minute, Increment: 500 * time.Millisecond}, "60+0.5"},
		{TimeControl{Base: 5 * time.Minute, Byoyomi: 10 * time.Second}, "300 byoyomi 10"},
		{TimeControl{Byoyomi: 10 * time.Second, Depth: 8}, "0 byoyomi 10, depth 8"},
		{TimeControl{Nodes: 10000}, "10000 nodes"},
	} {
		if got := tc.tc.String(); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.tc, got, tc.want)
		}
	}
	if base, inc, err := ParseClock("60+0.5"); err != nil || base != time.Minute || inc != 500*time.Millisecond {
		t.Errorf("ParseClock(60+0.5) = %v, %v, %v", base, inc, err)
	}
	for _, bad := range []string{"", "x", "-1", "60+", "60+-1", "1e9", "NaN", "Inf"} {
		if _, _, err := ParseClock(bad); err == nil {
			t.Errorf("ParseClock(%q): no error", bad)
		}
	}
	if err := (TimeControl{MoveTime: time.Second, Base: time.Minute}).Check(); err == nil {
		t.Error("a time per move and a clock: no error")
	}
}

// limitsRecorder is a player that notes the limits of each request.
type limitsRecorder struct {
	engine.Player
	seen *[]engine.Limits
}

func (l limitsRecorder) Go(ctx context.Context, g *rules.Game, limits engine.Limits, info func(engine.Info)) (engine.Reply, error) {
	*l.seen = append(*l.seen, limits)
	return l.Player.Go(ctx, g, limits, info)
}

// TestPlayersSeeTheClock: each player is told the clock as it stands
// before its move, and a move made after the time allowed loses on time
// even though it is legal.
func TestPlayersSeeTheClock(t *testing.T) {
	r := chuRules(t)
	var live atomic.Int32
	late := func(ctx context.Context, g *rules.Game, n int) (engine.Reply, error, bool) {
		if n < 3 {
			return engine.Reply{}, nil, false
		}
		<-ctx.Done()
		m := g.AppendMoves(nil)[0]
		return engine.Reply{Move: m, Text: m.String()}, nil, true
	}
	var seen []engine.Limits
	first := fakeEngine("first", &live, late)
	start := first.Start
	first.Start = func(ctx context.Context) (engine.Player, error) {
		p, err := start(ctx)
		return limitsRecorder{p, &seen}, err
	}
	m := &Match{Rules: r, Games: 1, TimeControl: TimeControl{Base: time.Second, Increment: 10 * time.Millisecond},
		Engines: [2]Engine{first, fakeEngine("second", &live, nil)}}
	g := playOne(t, m)
	if want := (rules.Outcome{Result: rules.WhiteWins, Termination: rules.TimeForfeit}); g.Outcome() != want {
		t.Errorf("outcome %s, want %s (%s)", g.Outcome(), want, g.Detail)
	}
	if len(g.Game.Moves()) != 4 || len(g.Times) != 4 || len(seen) != 3 {
		t.Fatalf("%d moves, %d times, %d requests: want 4, 4 and 3", len(g.Game.Moves()), len(g.Times), len(seen))
	}
	if c := seen[0].Clock; c == nil || c.Left != [2]time.Duration{time.Second, time.Second} || c.Increment[board.Black] != 10*time.Millisecond {
		t.Errorf("first request's clock %+v, want 1s each and 10ms increments", c)
	}
	for i, l := range seen[1:] {
		black := time.Second + time.Duration(i+1)*10*time.Millisecond - g.Times[0]
		if i == 1 {
			black -= g.Times[2]
		}
		if l.Clock == nil || l.Clock.Left[board.Black] != black {
			t.Errorf("request %d: Black has %v, want %v", i+2, l.Clock.Left[board.Black], black)
		}
	}
}
