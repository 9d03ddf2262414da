package engine

import (
	"time"

	"github.com/largeshogi/largeshogi/board"
)

// Timeouts bound how long a client of an external engine waits for it.
// A zero field takes its default.
type Timeouts struct {
	// Start bounds the handshake: USI's usiok; XBoard's first line, and
	// its feature done=1 after a done=0. Default 10 s.
	Start time.Duration
	// Ready bounds the answer to a readiness check (USI isready, XBoard
	// ping). Default 5 s.
	Ready time.Duration
	// Stop bounds the answer to a request to stop thinking (USI stop,
	// XBoard ?), after which the engine is killed. Default 2 s.
	Stop time.Duration
	// Quit is how long an engine may take to exit after quit before it
	// is killed. Default 1 s.
	Quit time.Duration
	// Margin is the time an engine may use beyond its clock (or its time
	// for the move) before it loses on time. Default 1 s.
	Margin time.Duration
}

// WithDefaults returns t with each zero field set to its default.
func (t Timeouts) WithDefaults() Timeouts {
	def := func(d *time.Duration, v time.Duration) {
		if *d == 0 {
			*d = v
		}
	}
	def(&t.Start, 10*time.Second)
	def(&t.Ready, 5*time.Second)
	def(&t.Stop, 2*time.Second)
	def(&t.Quit, time.Second)
	def(&t.Margin, time.Second)
	return t
}

// Allowed returns the time a side may use on a move under limits before it
// loses on time, margin included, and false when limits set no time: the
// side's clock and byoyomi, or the move time, whichever is shorter.
func (l Limits) Allowed(side board.Color, margin time.Duration) (time.Duration, bool) {
	var d time.Duration
	ok := false
	if c := l.Clock; c != nil {
		// Each counts for 36 years at most, so that the sum cannot
		// overflow.
		const longest = time.Duration(1 << 60)
		d, ok = min(c.Left[side], longest)+min(c.Byoyomi[side], longest), true
	}
	if l.MoveTime > 0 && (!ok || l.MoveTime < d) {
		d, ok = l.MoveTime, true
	}
	return d + min(margin, 1<<60), ok
}
