package enginetest

import (
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// NoLeaks checks, when t ends (after its deferred calls), that the
// goroutines and child processes of the test binary are back to what they
// were when NoLeaks was called: every engine closed, every process reaped
// (a process that has exited but was not waited for still counts). It
// waits up to five seconds for them to end. Child processes are counted
// on Linux only. Tests that call it must not run in parallel.
func NoLeaks(t testing.TB) {
	t.Helper()
	goroutines, children := runtime.NumGoroutine(), len(Children())
	t.Cleanup(func() {
		deadline := time.Now().Add(5 * time.Second)
		for {
			g, c := runtime.NumGoroutine(), len(Children())
			if g <= goroutines && c <= children {
				return
			}
			if time.Now().After(deadline) {
				t.Errorf("left behind: %d goroutines (had %d), %d child processes (had %d)", g, goroutines, c, children)
				return
			}
			time.Sleep(10 * time.Millisecond)
		}
	})
}

// Children returns the process ids of the test binary's child processes,
// running or exited and not yet waited for, as Linux's /proc lists them;
// nil elsewhere.
func Children() []string {
	files, _ := filepath.Glob("/proc/" + strconv.Itoa(os.Getpid()) + "/task/*/children")
	var out []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		out = append(out, strings.Fields(string(b))...)
	}
	return out
}
