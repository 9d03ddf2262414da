package match

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
)

// TimeControl is how long the players may think. With MoveTime set, each
// move has that time; otherwise each side has a clock that starts at Base,
// gains Increment after each of its moves and, once Base is spent, allows
// Byoyomi for each move (a clock has one period: no number of moves to the
// next control). Depth and Nodes bound every search besides. A player
// that uses more than its time and Margin loses on time.
type TimeControl struct {
	// MoveTime is the fixed time for each move; 0 plays on a clock.
	MoveTime time.Duration
	// Base is each side's main time.
	Base time.Duration
	// Increment is added to a side's clock after each of its moves.
	Increment time.Duration
	// Byoyomi is the time for each move once the main time is spent.
	Byoyomi time.Duration
	// Depth and Nodes, when not 0, bound each search too.
	Depth int
	Nodes int64
	// Margin is how much a player may overstep its time without losing:
	// the time its answer takes to travel.
	Margin time.Duration
}

// Check reports whether the control is well formed: no negative duration,
// and a move time or a clock, not both.
func (tc TimeControl) Check() error {
	for _, d := range []time.Duration{tc.MoveTime, tc.Base, tc.Increment, tc.Byoyomi, tc.Margin} {
		if d < 0 {
			return errors.New("time control: a negative time")
		}
	}
	switch {
	case tc.Depth < 0 || tc.Nodes < 0:
		return errors.New("time control: a negative depth or node count")
	case tc.MoveTime > 0 && (tc.Base > 0 || tc.Increment > 0 || tc.Byoyomi > 0):
		return errors.New("time control: a time per move and a clock: choose one")
	}
	return nil
}

// clocked reports whether the sides play on a clock.
func (tc TimeControl) clocked() bool {
	return tc.MoveTime == 0 && (tc.Base > 0 || tc.Increment > 0 || tc.Byoyomi > 0)
}

// String writes the control as match reports and records name it: "0.1s
// a move", "60+0.5" (base and increment in seconds), "300 byoyomi 10",
// "60+0.5 byoyomi 10", with ", depth 8" or ", 10000 nodes" after, and
// "no limit" for the zero control.
func (tc TimeControl) String() string {
	var parts []string
	switch {
	case tc.MoveTime > 0:
		parts = append(parts, seconds(tc.MoveTime)+"s a move")
	case tc.clocked():
		s := seconds(tc.Base)
		if tc.Increment > 0 {
			s += "+" + seconds(tc.Increment)
		}
		if tc.Byoyomi > 0 {
			s += " byoyomi " + seconds(tc.Byoyomi)
		}
		parts = append(parts, s)
	}
	if tc.Depth > 0 {
		parts = append(parts, "depth "+strconv.Itoa(tc.Depth))
	}
	if tc.Nodes > 0 {
		parts = append(parts, strconv.FormatInt(tc.Nodes, 10)+" nodes")
	}
	if len(parts) == 0 {
		return "no limit"
	}
	return strings.Join(parts, ", ")
}

// seconds writes d in seconds, without trailing zeros.
func seconds(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
}

// ParseSeconds reads a time in seconds as the command line gives it:
// "60", "0.1", "1.5".
func ParseSeconds(s string) (time.Duration, error) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || !(f >= 0 && f <= 1e6) {
		return 0, fmt.Errorf("%q: want a number of seconds from 0 to 1000000", s)
	}
	return time.Duration(f * float64(time.Second)), nil
}

// ParseClock reads a sudden-death control "BASE" or "BASE+INCREMENT", in
// seconds: "60", "60+0.5".
func ParseClock(s string) (base, increment time.Duration, err error) {
	b, inc, hasInc := strings.Cut(s, "+")
	if base, err = ParseSeconds(b); err != nil {
		return 0, 0, err
	}
	if hasInc {
		if increment, err = ParseSeconds(inc); err != nil {
			return 0, 0, err
		}
	}
	return base, increment, nil
}

// clock keeps both sides' time in a game.
type clock struct {
	tc   TimeControl
	left [2]time.Duration
}

func newClock(tc TimeControl) *clock {
	return &clock{tc: tc, left: [2]time.Duration{tc.Base, tc.Base}}
}

// limits returns what side c is told before its move.
func (c *clock) limits(side board.Color) engine.Limits {
	l := engine.Limits{Depth: c.tc.Depth, Nodes: c.tc.Nodes, MoveTime: c.tc.MoveTime}
	if c.tc.clocked() {
		l.Clock = &engine.Clock{
			Left:      c.left,
			Increment: [2]time.Duration{c.tc.Increment, c.tc.Increment},
			Byoyomi:   [2]time.Duration{c.tc.Byoyomi, c.tc.Byoyomi},
		}
	}
	return l
}

// spend takes the time a move took off side c's clock and adds the
// increment. The byoyomi is not kept: a clock whose main time is spent
// stays at 0.
func (c *clock) spend(side board.Color, took time.Duration) {
	if !c.tc.clocked() {
		return
	}
	c.left[side] = max(c.left[side]-took, 0) + c.tc.Increment
}
