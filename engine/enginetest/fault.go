package enginetest

import (
	"fmt"
	"strings"
)

// Fault is how a fake engine misbehaves.
type Fault uint8

// The faults.
const (
	// Fine plays random legal moves, as asked.
	Fine Fault = iota
	// IllegalMove moves a piece onto a piece of its own.
	IllegalMove
	// Malformed sends a line that is not the protocol's instead of a move.
	Malformed
	// Crash writes a line to standard error and exits with status 3.
	Crash
	// Hang stops answering anything: go, isready, ping and stop.
	Hang
	// SlowStart never answers the handshake.
	SlowStart
	// Overtime thinks until it is told to stop, then moves: it loses on
	// time.
	Overtime
	// Resign resigns.
	Resign
	// HoldOutput, run as a process, starts a program at quit that keeps
	// its standard output open for an hour, tells its process id (USI
	// "info string child PID", XBoard "# child PID") and exits; in
	// memory it is Fine.
	HoldOutput
	// LegFlood sends one move as legs without end, a leg a line, until
	// its output is closed: XBoard "move a1,"; USI, which has no legs,
	// the same as info lines.
	LegFlood
	// ControlBytes sends its move followed by a line of 256 KB of
	// control bytes (NUL, ESC, DEL and the rest below space but line
	// breaks).
	ControlBytes
	// WrongSetup, in XBoard, answers variant with a setup line whose
	// start has a piece of the wrong side on the first square that holds
	// one; in USI it is Fine.
	WrongSetup
)

var faultNames = []string{"fine", "illegal-move", "malformed", "crash", "hang", "slow-start", "overtime", "resign",
	"hold-output", "leg-flood", "control-bytes", "wrong-setup"}

// String returns the fault's name: "fine", "illegal-move", "malformed",
// "crash", "hang", "slow-start", "overtime", "resign", "hold-output",
// "leg-flood", "control-bytes" or "wrong-setup".
func (f Fault) String() string {
	if int(f) < len(faultNames) {
		return faultNames[f]
	}
	return fmt.Sprintf("Fault(%d)", f)
}

// UnmarshalText reads a fault's name.
func (f *Fault) UnmarshalText(b []byte) error {
	for i, n := range faultNames {
		if n == string(b) {
			*f = Fault(i)
			return nil
		}
	}
	return fmt.Errorf("enginetest: fault %q: want one of %s", b, strings.Join(faultNames, ", "))
}

// Script says how a fake engine plays.
type Script struct {
	// Fault is how it misbehaves.
	Fault Fault
	// At is the request for a move, counted from 1 in the engine's life,
	// at which the fault comes (0 is the first). SlowStart comes at the
	// handshake.
	At int
	// Seed seeds its choice of moves.
	Seed uint64
}

// faultNow reports whether the fault comes at the n-th request for a move.
func (s Script) faultNow(n int) bool {
	return s.Fault != Fine && s.Fault != SlowStart && s.Fault != HoldOutput && n == max(s.At, 1)
}
