package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestMatchInterrupt runs largeshogi match between its own engine and a
// stuck one, a shell that answers the handshake, then no move, ignores
// quit and Ctrl-C, and leaves a child holding its output when its input
// ends; and stops it as a person at the terminal does. One Ctrl-C
// (SIGINT) ends the game under way, reaps the engines and their children
// and writes that game as interrupted; two end the match at once with
// status 130. The signals are sent once the stuck engine has been asked
// for a move (it leaves a file then), so that a game is under way however
// loaded the machine is. Each must end well inside waitEnd, a bound on a
// hang (the referee had waited ten minutes for such a child), not a
// timing.
func TestMatchInterrupt(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command and plays games: not in -short mode")
	}
	const waitEnd = 20 * time.Second
	dir := t.TempDir()
	bin := filepath.Join(dir, "largeshogi")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	engine := "cmd=" + bin + ",arg=engine,proto=usi"
	// The stuck engine leaves a file when it is first asked for a move:
	// the game is under way then, however long the engines took to start.
	asked := filepath.Join(dir, "asked")
	stuck := `cmd=/bin/sh,proto=usi,name=stuck,arg=-c,arg=trap "" INT TERM; while read -r l; do case "$l" in usi) echo usiok;; isready) echo readyok;; go*) : >'` + asked + `';; esac; done; sleep 600`
	for _, c := range []struct {
		name     string
		signals  int
		wantCode int
	}{
		{"one Ctrl-C", 1, 1},
		{"two Ctrl-C", 2, 130},
	} {
		t.Run(c.name, func(t *testing.T) {
			out := filepath.Join(dir, strings.ReplaceAll(c.name, " ", "-"))
			cmd := exec.Command(bin, "match", "-engine", engine, "-engine", stuck, "-variant", "chu", "-games", "20", "-st", "1", "-out", out)
			os.Remove(asked)
			var stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stderr, &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			defer cmd.Process.Kill()
			for start := time.Now(); ; time.Sleep(50 * time.Millisecond) {
				if _, err := os.Stat(asked); err == nil {
					break
				}
				if time.Since(start) > waitEnd {
					cmd.Process.Kill()
					cmd.Wait()
					t.Fatalf("the stuck engine was not asked for a move within %v:\n%s", waitEnd, stderr.String())
				}
			}
			for range c.signals {
				if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
					t.Fatal(err)
				}
				time.Sleep(100 * time.Millisecond)
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			var err error
			select {
			case err = <-done:
			case <-time.After(waitEnd):
				t.Fatalf("the match still runs %v after %d Ctrl-C:\n%s", waitEnd, c.signals, stderr.String())
			}
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != c.wantCode {
				t.Fatalf("the match ended with %v, want exit status %d:\n%s", err, c.wantCode, stderr.String())
			}
			if c.signals > 1 {
				return
			}
			if !strings.Contains(stderr.String(), "interrupted") {
				t.Errorf("the match does not say it was interrupted:\n%s", stderr.String())
			}
			results, err := os.ReadFile(filepath.Join(out, "results.jsonl"))
			if err != nil || !strings.Contains(string(results), `"interrupted"`) {
				t.Errorf("the results (%v) do not hold the interrupted game:\n%s", err, results)
			}
		})
	}
}
