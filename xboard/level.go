package xboard

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/largeshogi/largeshogi/internal/clip"
)

// MaxTime is the longest time a clock command may give: a million
// seconds.
const MaxTime = 1e6 * time.Second

// Level is XBoard's time control, the "level MOVES BASE INC" command:
// Moves moves in Base (0 moves for the whole game), Inc added after each
// move.
type Level struct {
	Moves     int
	Base, Inc time.Duration
}

// String writes the level command: BASE in minutes, or minutes:seconds
// when it is not whole minutes (the base's fractions of a second are
// dropped), INC in seconds.
func (l Level) String() string {
	min, sec := int64(l.Base/time.Minute), int64(l.Base%time.Minute/time.Second)
	base := strconv.FormatInt(min, 10)
	if sec != 0 {
		base += fmt.Sprintf(":%02d", sec)
	}
	return fmt.Sprintf("level %d %s %s", l.Moves, base, Seconds(l.Inc))
}

// ParseLevel reads the arguments of a level command: "MOVES BASE INC",
// BASE in minutes or minutes:seconds, INC in seconds (with a fraction if
// need be).
func ParseLevel(args string) (Level, error) {
	f := strings.Fields(args)
	if len(f) != 3 {
		return Level{}, fmt.Errorf("xboard: level %s: want moves, base time and increment", clip.Quote(args))
	}
	moves, err := strconv.Atoi(f[0])
	if err != nil || moves < 0 || moves > 1<<20 {
		return Level{}, fmt.Errorf("xboard: level %s: the number of moves %s", clip.Quote(args), clip.Quote(f[0]))
	}
	min, sec, colon := strings.Cut(f[1], ":")
	minutes, err := strconv.Atoi(min)
	seconds := 0
	if err == nil && colon {
		seconds, err = strconv.Atoi(sec)
	}
	base := time.Duration(minutes)*time.Minute + time.Duration(seconds)*time.Second
	if err != nil || minutes < 0 || seconds < 0 || seconds > 59 || minutes > int(MaxTime/time.Minute) || base > MaxTime {
		return Level{}, fmt.Errorf("xboard: level %s: the base time %s, want minutes or minutes:seconds", clip.Quote(args), clip.Quote(f[1]))
	}
	inc, err := ParseSeconds(f[2])
	if err != nil {
		return Level{}, fmt.Errorf("xboard: level %s: the increment: %w", clip.Quote(args), err)
	}
	return Level{Moves: moves, Base: base, Inc: inc}, nil
}

// Seconds writes d in seconds, with a fraction if need be, as st and
// level's increment take it.
func Seconds(d time.Duration) string { return strconv.FormatFloat(d.Seconds(), 'f', -1, 64) }

// ParseSeconds reads a number of seconds, possibly with a fraction, from 0
// to [MaxTime].
func ParseSeconds(s string) (time.Duration, error) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) || f < 0 || f > MaxTime.Seconds() {
		return 0, fmt.Errorf("xboard: seconds %s, want a number from 0 to %g", clip.Quote(s), MaxTime.Seconds())
	}
	return time.Duration(f * float64(time.Second)), nil
}

// Centiseconds writes d in centiseconds, as time and otim take it.
func Centiseconds(d time.Duration) string { return strconv.FormatInt(d.Milliseconds()/10, 10) }

// ParseCentiseconds reads the argument of time or otim: a whole number of
// centiseconds, which may be below 0 (a clock that has run out), at most
// [MaxTime] either way.
func ParseCentiseconds(s string) (time.Duration, error) {
	n, err := strconv.ParseInt(s, 10, 64)
	most := int64(MaxTime / (10 * time.Millisecond))
	if err != nil || n > most || n < -most {
		return 0, fmt.Errorf("xboard: centiseconds %s, want a whole number", clip.Quote(s))
	}
	return time.Duration(n) * 10 * time.Millisecond, nil
}
