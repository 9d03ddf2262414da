package usi

import (
	"errors"
	"fmt"
	"github.com/largeshogi/largeshogi/internal/clip"
	"math"
	"strconv"
	"strings"
	"time"
)

// Go is a go command: the limits a GUI gives the engine's search. Times
// are whole milliseconds on the wire.
type Go struct {
	// Clock is set when the command gives the game's clock: then BTime
	// and WTime are Black's and White's time left, Byoyomi the side to
	// move's, BInc and WInc each side's increment.
	Clock            bool
	BTime, WTime     time.Duration
	Byoyomi          time.Duration
	BInc, WInc       time.Duration
	MoveTime         time.Duration // the time for this move, or 0
	Depth            int           // the greatest depth, or 0
	Nodes            int64         // the most nodes, or 0
	Infinite, Ponder bool          // go infinite, go ponder: think until stop
}

// maxMillis is the longest time, in milliseconds, a go command may give.
const maxMillis = math.MaxInt64 / int64(time.Millisecond)

// String writes the command: "go", "ponder" if set, then with a clock
// btime and wtime, and byoyomi and binc and winc where not 0, then
// movetime, depth and nodes where not 0, and "infinite" if set.
func (g Go) String() string {
	var b strings.Builder
	b.WriteString("go")
	if g.Ponder {
		b.WriteString(" ponder")
	}
	ms := func(key string, d time.Duration) {
		b.WriteString(" " + key + " " + strconv.FormatInt(d.Milliseconds(), 10))
	}
	if g.Clock {
		ms("btime", g.BTime)
		ms("wtime", g.WTime)
		if g.Byoyomi != 0 {
			ms("byoyomi", g.Byoyomi)
		}
		if g.BInc != 0 || g.WInc != 0 {
			ms("binc", g.BInc)
			ms("winc", g.WInc)
		}
	}
	if g.MoveTime != 0 {
		ms("movetime", g.MoveTime)
	}
	if g.Depth != 0 {
		b.WriteString(" depth " + strconv.Itoa(g.Depth))
	}
	if g.Nodes != 0 {
		b.WriteString(" nodes " + strconv.FormatInt(g.Nodes, 10))
	}
	if g.Infinite {
		b.WriteString(" infinite")
	}
	return b.String()
}

// ParseGo reads a go command: "go" and, in any order, btime, wtime,
// byoyomi, binc, winc (any of them sets Clock), movetime, depth and nodes,
// each with a whole number (times in milliseconds, from 0; movetime,
// depth and nodes from 1), infinite and ponder. A word it does not know, a
// number that does not read or is out of range, and infinite with a limit
// are errors, which name the word and do not start with "usi:", for an
// engine to pass on after "go: ".
func ParseGo(line string) (Go, error) {
	f := strings.Fields(line)
	if len(f) == 0 || f[0] != "go" {
		return Go{}, fmt.Errorf("want go, not %s", clip.Quote(line))
	}
	var g Go
	args := f[1:]
	for i := 0; i < len(args); i++ {
		key := args[i]
		switch key {
		case "infinite":
			g.Infinite = true
			continue
		case "ponder":
			g.Ponder = true
			continue
		case "btime", "wtime", "byoyomi", "binc", "winc", "movetime", "depth", "nodes":
		default:
			return Go{}, fmt.Errorf("%s: want btime, wtime, byoyomi, binc, winc, movetime, depth, nodes, infinite or ponder", clip.Quote(key))
		}
		if i+1 == len(args) {
			return Go{}, fmt.Errorf("%s: no value", key)
		}
		i++
		n, err := strconv.ParseInt(args[i], 10, 64)
		least := int64(0)
		if key == "movetime" || key == "depth" || key == "nodes" {
			least = 1
		}
		if err != nil || n < least || (key == "depth" && n > math.MaxInt32) || (key != "nodes" && n > maxMillis) {
			return Go{}, fmt.Errorf("%s: value %s, want a whole number from %d", key, clip.Quote(args[i]), least)
		}
		ms := time.Duration(n) * time.Millisecond
		switch key {
		case "btime":
			g.BTime, g.Clock = ms, true
		case "wtime":
			g.WTime, g.Clock = ms, true
		case "byoyomi":
			g.Byoyomi, g.Clock = ms, true
		case "binc":
			g.BInc, g.Clock = ms, true
		case "winc":
			g.WInc, g.Clock = ms, true
		case "movetime":
			g.MoveTime = ms
		case "depth":
			g.Depth = int(n)
		case "nodes":
			g.Nodes = n
		}
	}
	if g.Infinite && (g.Clock || g.MoveTime != 0 || g.Depth != 0 || g.Nodes != 0) {
		return Go{}, errors.New("infinite with a limit")
	}
	return g, nil
}
