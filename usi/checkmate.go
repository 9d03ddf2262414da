package usi

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/largeshogi/largeshogi/internal/clip"
)

// GoMate is a "go mate" command: the GUI asks for a mate search (tsume),
// within a time or until stop: "go mate 60000" gives 60 seconds,
// "go mate infinite" no limit.
type GoMate struct {
	// Time is the time the search may take; 0 with Infinite.
	Time time.Duration
	// Infinite is set for "go mate infinite".
	Infinite bool
}

// String writes the command: "go mate MILLISECONDS" or "go mate
// infinite".
func (g GoMate) String() string {
	if g.Infinite {
		return "go mate infinite"
	}
	return "go mate " + strconv.FormatInt(g.Time.Milliseconds(), 10)
}

// ParseGoMate reads a go mate command: "go mate" and a whole number of
// milliseconds from 1, or "infinite". Its errors name the word that does
// not read and do not start with "usi:", for an engine to pass on after
// "go: ".
func ParseGoMate(line string) (GoMate, error) {
	f := strings.Fields(line)
	if len(f) < 2 || f[0] != "go" || f[1] != "mate" {
		return GoMate{}, fmt.Errorf("want go mate, not %s", clip.Quote(line))
	}
	if len(f) != 3 {
		return GoMate{}, errors.New("mate: want one value, milliseconds or infinite")
	}
	if f[2] == "infinite" {
		return GoMate{Infinite: true}, nil
	}
	n, err := strconv.ParseInt(f[2], 10, 64)
	if err != nil || n < 1 || n > maxMillis {
		return GoMate{}, fmt.Errorf("mate: value %s, want a whole number of milliseconds from 1, or infinite", clip.Quote(f[2]))
	}
	return GoMate{Time: time.Duration(n) * time.Millisecond}, nil
}

// Checkmate is an engine's answer to go mate: "checkmate" and the moves
// of the mate, the attacker's first and the mating move last;
// "checkmate nomate" when there is none; "checkmate timeout" when the
// time or a stop ended the search first; "checkmate notimplemented" from
// an engine that does not search for mates.
type Checkmate struct {
	// Moves are the mate's moves as written, when a mate was found.
	Moves []string
	// NoMate, Timeout and NotImplemented are the answers without moves;
	// at most one is set, and none with Moves.
	NoMate, Timeout, NotImplemented bool
}

// String writes the checkmate line.
func (c Checkmate) String() string {
	switch {
	case c.NoMate:
		return "checkmate nomate"
	case c.Timeout:
		return "checkmate timeout"
	case c.NotImplemented:
		return "checkmate notimplemented"
	}
	return "checkmate " + strings.Join(c.Moves, " ")
}

// ParseCheckmate reads a checkmate line. The moves are not read as moves:
// that needs the position (see ReadPV).
func ParseCheckmate(line string) (Checkmate, error) {
	f := strings.Fields(line)
	if len(f) < 2 || f[0] != "checkmate" {
		return Checkmate{}, fmt.Errorf("usi: want checkmate MOVES, nomate, timeout or notimplemented, not %s", clip.Quote(line))
	}
	if len(f) == 2 {
		switch f[1] {
		case "nomate":
			return Checkmate{NoMate: true}, nil
		case "timeout":
			return Checkmate{Timeout: true}, nil
		case "notimplemented":
			return Checkmate{NotImplemented: true}, nil
		}
	}
	for _, w := range f[1:] {
		switch w {
		case "nomate", "timeout", "notimplemented":
			return Checkmate{}, fmt.Errorf("usi: %s: %s among moves", clip.Quote(line), w)
		}
	}
	return Checkmate{Moves: f[1:]}, nil
}
