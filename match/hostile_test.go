package match

import (
	"context"
	"os"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
	"unicode"

	"github.com/largeshogi/largeshogi/board"
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
