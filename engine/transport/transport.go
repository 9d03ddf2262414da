// Package transport starts external engines and connects to them: as
// processes ([Process]: a command line, a working directory and an
// environment) or in memory ([Func]: an engine written in Go, run on a
// goroutine over pipes), behind one small interface, so that the clients
// of packages engine/usiclient and engine/xboardclient speak to either alike.
package transport

import (
	"context"
	"io"
	"strings"
	"sync"
)

// Transport starts an engine.
type Transport interface {
	// Start starts the engine and returns the connection to it. ctx
	// bounds the start, not the engine's life: that ends with
	// [Conn.Kill] or when the engine exits.
	Start(ctx context.Context) (Conn, error)
}

// Conn is a running engine: its standard output to read, its standard
// input to write.
type Conn interface {
	// Read reads the engine's standard output; it returns io.EOF once the
	// engine has closed it (it exited).
	io.Reader
	// Write writes to the engine's standard input.
	io.Writer
	// Kill ends the engine at once. Killing an engine that has ended does
	// nothing.
	Kill() error
	// Wait closes the engine's input, waits for the engine to end and
	// returns how it ended: nil for a clean exit, else an error naming
	// the exit status or signal. It may be called any number of times,
	// from any goroutine; read the output to its end first, as
	// [exec.Cmd.Wait] wants.
	Wait() error
	// Stderr returns the last lines, at most [StderrLines], that the
	// engine wrote to standard error.
	Stderr() []string
}

// StderrLines is how many of the last lines of an engine's standard error
// a [Conn] keeps.
const StderrLines = 20

// tail keeps the last [StderrLines] lines written to it. It is safe for
// concurrent use.
type tail struct {
	mu      sync.Mutex
	lines   []string
	partial strings.Builder
}

func (t *tail) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, c := range string(b) {
		if c != '\n' {
			if t.partial.Len() < 1024 {
				t.partial.WriteRune(c)
			}
			continue
		}
		t.lines = append(t.lines, strings.TrimRight(t.partial.String(), "\r"))
		t.partial.Reset()
		if len(t.lines) > StderrLines {
			t.lines = t.lines[len(t.lines)-StderrLines:]
		}
	}
	return len(b), nil
}

// last returns the lines kept, with an unfinished last line.
func (t *tail) last() []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	out := append([]string(nil), t.lines...)
	if t.partial.Len() > 0 {
		out = append(out, t.partial.String())
	}
	if len(out) > StderrLines {
		out = out[len(out)-StderrLines:]
	}
	return out
}
