package enginetest

import (
	"testing"
	"time"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
)

// Timeouts are timeouts for the fakes, which answer at once, on a machine
// that may be busy: 5 s for the handshake and readiness, 2 s to stop and to
// quit, and a margin of 500 ms over the clock.
var Timeouts = engine.Timeouts{Start: 5 * time.Second, Ready: 5 * time.Second,
	Stop: 2 * time.Second, Quit: 2 * time.Second, Margin: 500 * time.Millisecond}

// FaultTimeouts returns [Timeouts] with the wait that fault f runs into
// made short, so that a test of it does not wait long: the handshake's
// for SlowStart, the stop's for Hang.
func FaultTimeouts(f Fault) engine.Timeouts {
	t := Timeouts
	switch f {
	case SlowStart:
		t.Start = 300 * time.Millisecond
	case Hang:
		t.Stop = 300 * time.Millisecond
	}
	return t
}

// NewGame returns a game from the start of the built-in variant name,
// under its default profile and the options given; it ends the test on an
// error.
func NewGame(t testing.TB, name string, options ...string) *rules.Game {
	t.Helper()
	g, err := gameOf(name, "", joinOptions(options))
	if err != nil {
		t.Fatal(err)
	}
	return g
}
