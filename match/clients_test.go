package match

import (
	"context"
	"io"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/engine/enginetest"
	"github.com/largeshogi/largeshogi/engine/transport"
	"github.com/largeshogi/largeshogi/engine/usiclient"
	"github.com/largeshogi/largeshogi/engine/xboardclient"
	"github.com/largeshogi/largeshogi/rules"
)

func TestMain(m *testing.M) {
	enginetest.Main()
	os.Exit(m.Run())
}

// clientEngine returns an engine that starts the client of protocol over
// t, waiting as enginetest says for a fake with fault f, and logging its
// lines to log when it is not nil.
func clientEngine(protocol string, t transport.Transport, f enginetest.Fault, log io.Writer) Engine {
	timeouts := enginetest.FaultTimeouts(f)
	return Engine{Start: func(ctx context.Context) (engine.Player, error) {
		if protocol == "usi" {
			return usiclient.Start(ctx, t, usiclient.Config{Timeouts: timeouts, Log: log})
		}
		return xboardclient.Start(ctx, t, xboardclient.Config{Timeouts: timeouts, Log: log})
	}}
}

// lineLog is a log of an engine's lines that its client's goroutines may
// write at once.
type lineLog struct {
	mu    sync.Mutex
	lines strings.Builder
}

func (l *lineLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.lines.Write(p)
}

// has reports whether the log holds line.
func (l *lineLog) has(line string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return slices.Contains(strings.Split(l.lines.String(), "\n"), line)
}

// told returns the line a referee sends the engine of protocol that
// played side in a game that ended as o, a draw or a win for White: USI's
// gameover says the result for that engine, XBoard's result for Black
// (XBoard's White) as 1, with the ending in braces.
func told(protocol string, o rules.Outcome, side board.Color) string {
	switch {
	case protocol == "xboard" && o.Result == rules.Draw:
		return "> result 1/2-1/2 {" + o.String() + "}"
	case protocol == "xboard":
		return "> result 0-1 {" + o.String() + "}"
	case o.Result == rules.Draw:
		return "> gameover draw"
	case side == board.White:
		return "> gameover win"
	}
	return "> gameover lose"
}

// TestFakeEngines referees games between the USI and XBoard clients and
// fake engines, the first (Black) misbehaving: each game ends with
// the right result and termination, each engine that did not fail is told
// it (USI gameover, XBoard result), and nothing is left running. The USI
// fakes run in memory, and the crashing and hanging ones also as
// processes; the XBoard fakes run as processes.
func TestFakeEngines(t *testing.T) {
	r := chuRules(t)
	for _, tc := range []struct {
		fault   enginetest.Fault
		want    rules.Outcome
		detail  string
		process bool
		failed  bool // the first engine failed, and is not told the result
	}{
		{fault: enginetest.Fine, want: rules.Outcome{Result: rules.Draw, Termination: rules.Adjudication}},
		{fault: enginetest.IllegalMove, want: rules.Outcome{Result: rules.WhiteWins, Termination: rules.IllegalMove}, detail: "sent"},
		{fault: enginetest.Malformed, want: rules.Outcome{Result: rules.WhiteWins, Termination: rules.Abandonment}, detail: "protocol", failed: true},
		{fault: enginetest.Crash, want: rules.Outcome{Result: rules.WhiteWins, Termination: rules.Abandonment}, detail: "crashed", process: true, failed: true},
		{fault: enginetest.Hang, want: rules.Outcome{Result: rules.WhiteWins, Termination: rules.TimeForfeit}, detail: "lost on time", process: true, failed: true},
		{fault: enginetest.Overtime, want: rules.Outcome{Result: rules.WhiteWins, Termination: rules.TimeForfeit}, detail: "lost on time", failed: true},
		{fault: enginetest.Resign, want: rules.Outcome{Result: rules.WhiteWins, Termination: rules.Resignation}},
	} {
		for _, protocol := range []string{"usi", "xboard"} {
			for _, process := range []bool{false, true} {
				if process && !tc.process && protocol == "usi" || !process && protocol == "xboard" {
					continue
				}
				name := protocol + "/" + tc.fault.String()
				if process {
					name += "/process"
				}
				t.Run(name, func(t *testing.T) {
					enginetest.NoLeaks(t)
					// The faults of time come on the first move, before the
					// other engine has to keep to a clock; the others on the
					// second, after a move played without one, so that a busy
					// machine loses no game on time.
					script := enginetest.Script{Fault: tc.fault, At: 2, Seed: 3}
					var control TimeControl
					if tc.fault == enginetest.Hang || tc.fault == enginetest.Overtime {
						script.At = 1
						control = TimeControl{MoveTime: 100 * time.Millisecond, Margin: enginetest.Timeouts.Margin}
					}
					var first, second transport.Transport
					switch {
					case process:
						first, second = enginetest.Process(protocol, script), enginetest.Process(protocol, enginetest.Script{Seed: 4})
					default:
						first, second = enginetest.USI(script), enginetest.USI(enginetest.Script{Seed: 4})
					}
					var logs [2]lineLog
					m := &Match{Rules: r, Games: 1, MaxPlies: 8, TimeControl: control,
						Engines: [2]Engine{clientEngine(protocol, first, script.Fault, &logs[board.Black]), clientEngine(protocol, second, enginetest.Fine, &logs[board.White])}}
					g := playOne(t, m)
					if got := g.Outcome(); got != tc.want {
						t.Errorf("outcome %s, want %s (%s)", got, tc.want, g.Detail)
					}
					if !strings.Contains(g.Detail, tc.detail) {
						t.Errorf("detail %q does not say %q", g.Detail, tc.detail)
					}
					for _, side := range []board.Color{board.Black, board.White} {
						want := told(protocol, tc.want, side)
						if got := logs[side].has(want); got == (side == board.Black && tc.failed) {
							t.Errorf("%s's engine was told %q: %v, want %v", side, want, got, !got)
						}
					}
				})
			}
		}
	}
}

// TestEngineThatDoesNotStart: a fake that never answers the handshake
// stops the match with the client's error.
func TestEngineThatDoesNotStart(t *testing.T) {
	enginetest.NoLeaks(t)
	r := chuRules(t)
	m := &Match{Rules: r, Games: 2, Engines: [2]Engine{
		clientEngine("usi", enginetest.USI(enginetest.Script{Seed: 1}), enginetest.Fine, nil),
		clientEngine("usi", enginetest.USI(enginetest.Script{Fault: enginetest.SlowStart}), enginetest.SlowStart, nil),
	}}
	games, err := m.Run(context.Background())
	if err == nil || !strings.Contains(err.Error(), "engine 2") || len(games) != 0 {
		t.Errorf("Run: %d games, %v; want none and the start error", len(games), err)
	}
}
