package match

import (
	"context"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
	"unicode"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/engine/enginetest"
	"github.com/largeshogi/largeshogi/rules"
)

// alive reports whether process pid runs, as Linux's /proc tells: a
// zombie (exited, not yet waited for by the init process) is not alive.
func alive(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	return i < 0 || i+2 >= len(s) || s[i+2] != 'Z'
}

// TestEngineChildHoldsOutput: engines run as processes that, at quit,
// start a program holding their output open for an hour and exit. The
// match still ends (it had waited for the end of that output before it
// reaped an engine, an hour here), and the programs, in the engines'
// process groups, are killed with them. A guard of 30 s stands for the
// hour.
func TestEngineChildHoldsOutput(t *testing.T) {
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("needs Linux's /proc")
	}
	r := chuRules(t)
	childRE := regexp.MustCompile(`< (?:info string|#) child (\d+)`)
	for _, protocol := range []string{"usi", "xboard"} {
		t.Run(protocol, func(t *testing.T) {
			var logs [2]lineLog
			var m Match
			m = Match{Rules: r, Games: 1, MaxPlies: 4}
			for side := range m.Engines {
				script := enginetest.Script{Fault: enginetest.HoldOutput, Seed: uint64(side) + 1}
				m.Engines[side] = clientEngine(protocol, enginetest.Process(protocol, script), enginetest.Fine, &logs[side])
			}
			done := make(chan error, 1)
			go func() {
				_, err := m.Run(context.Background())
				done <- err
			}()
			var pids []int
			defer func() {
				for _, pid := range pids {
					syscall.Kill(pid, syscall.SIGKILL)
				}
			}()
			children := func() {
				for side := range logs {
					logs[side].mu.Lock()
					for _, sm := range childRE.FindAllStringSubmatch(logs[side].lines.String(), -1) {
						pid, _ := strconv.Atoi(sm[1])
						pids = append(pids, pid)
					}
					logs[side].mu.Unlock()
				}
			}
			select {
			case err := <-done:
				if err != nil {
					t.Fatal(err)
				}
			case <-time.After(30 * time.Second):
				children()
				t.Fatalf("the match did not end while the engines' children held their output (children %v)", pids)
			}
			children()
			if len(pids) != 2 {
				t.Fatalf("the engines told of %d children, want 2: %q / %q", len(pids), logs[board.Black].lines.String(), logs[board.White].lines.String())
			}
			// A program killed ends as soon as the kernel gets to it.
			deadline := time.Now().Add(5 * time.Second)
			for _, pid := range pids {
				for alive(pid) && time.Now().Before(deadline) {
					time.Sleep(10 * time.Millisecond)
				}
				if alive(pid) {
					t.Errorf("the child %d of an engine still runs after the match", pid)
				}
			}
		})
	}
}

// TestEngineControlBytes: an engine that sends 256 KB of control bytes
// after its move loses the game by breaking the protocol, and the
// referee's detail, which goes to the results file, quotes its line on
// one short printable line; it held the whole line, escaped to more than
// 1 MB, before.
func TestEngineControlBytes(t *testing.T) {
	r := chuRules(t)
	for _, protocol := range []string{"usi", "xboard"} {
		t.Run(protocol, func(t *testing.T) {
			enginetest.NoLeaks(t)
			script := enginetest.Script{Fault: enginetest.ControlBytes, At: 1, Seed: 1}
			m := &Match{Rules: r, Games: 1, MaxPlies: 8, Engines: [2]Engine{
				clientEngine(protocol, enginetest.Process(protocol, script), enginetest.Fine, nil),
				clientEngine(protocol, enginetest.Process(protocol, enginetest.Script{Seed: 2}), enginetest.Fine, nil)}}
			g := playOne(t, m)
			if g.Outcome().Termination != rules.Abandonment || len(g.Detail) > 1024 ||
				strings.ContainsFunc(g.Detail, func(r rune) bool { return unicode.IsControl(r) || r == unicode.ReplacementChar }) {
				t.Errorf("outcome %s, detail of %d bytes %.200q; want an abandonment, a short printable detail", g.Outcome(), len(g.Detail), g.Detail)
			}
		})
	}
}

// TestReplacementDoesNotStart: an engine crashes in the first game, and
// every engine started to replace it fails its handshake. The match goes
// on: each later game is recorded as abandoned by that engine, and the
// other engine plays on. The first failure to start a replacement ended
// the whole match before, the remaining games neither played nor
// recorded.
func TestReplacementDoesNotStart(t *testing.T) {
	r := chuRules(t)
	var live atomic.Int32
	crashing := fakeEngine("A", &live, onMove(1, engine.Reply{}, fmt.Errorf("%w: gone", engine.ErrCrashed)))
	var starts atomic.Int32
	first := Engine{Start: func(ctx context.Context) (engine.Player, error) {
		if starts.Add(1) > 1 {
			return nil, fmt.Errorf("%w: no usiok in time", engine.ErrUnresponsive)
		}
		return crashing.Start(ctx)
	}}
	m := &Match{Rules: r, Games: 4, MaxPlies: 6, Engines: [2]Engine{first, fakeEngine("B", &live, nil)}}
	games, err := m.Run(context.Background())
	if err != nil || len(games) != 4 {
		t.Fatalf("Run: %d games, %v; want 4 and no error", len(games), err)
	}
	for _, g := range games {
		side := board.White
		if g.FirstBlack {
			side = board.Black
		}
		o := g.Outcome()
		if w, ok := o.Winner(); o.Termination != rules.Abandonment || !ok || w == side || !strings.HasPrefix(g.Detail, "A ("+side.String()+") abandoned") {
			t.Errorf("game %d: %s (%s), want engine A (%s) to abandon it", g.Index+1, o, g.Detail, side)
		}
	}
	if g := games[1]; !strings.Contains(g.Detail, "no usiok in time") {
		t.Errorf("game 2's detail %q does not give the start's error", g.Detail)
	}
	if n := live.Load(); n != 0 {
		t.Errorf("%d players left open", n)
	}
}

// TestTimeForfeitTaken: an engine that never answers loses on time, and
// the detail says it had no move within the time allowed; it gave before
// as "taken" the time with the grace to stop, more than was allowed.
func TestTimeForfeitTaken(t *testing.T) {
	r := chuRules(t)
	var live atomic.Int32
	m := &Match{Rules: r, Games: 1, MaxPlies: 6, TimeControl: TimeControl{MoveTime: 50 * time.Millisecond, Margin: 10 * time.Millisecond},
		Engines: [2]Engine{fakeEngine("A", &live, onMove(1, engine.Reply{}, fmt.Errorf("%w: stopped late", engine.ErrTimeForfeit))), fakeEngine("B", &live, nil)}}
	g := playOne(t, m)
	if want := "A (black) lost on time: no move within the 60ms allowed"; g.Outcome().Termination != rules.TimeForfeit || g.Detail != want {
		t.Errorf("%s (%s), want a time forfeit: %s", g.Outcome(), g.Detail, want)
	}
}
