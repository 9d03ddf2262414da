// Package link is the line-by-line connection to an external engine that
// the USI and XBoard clients share: a goroutine reads the engine's lines,
// the client waits for the next one under a deadline and a context, and
// the failures come out as the engine package's errors.
package link

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/engine/transport"
	"github.com/largeshogi/largeshogi/internal/clip"
)

// MaxLine is the longest line, in bytes, an engine may send.
const MaxLine = 1 << 20

// ErrTimeout is the deadline of [Link.Next] passing.
var ErrTimeout = errors.New("no answer in time")

// Link is a started engine, read line by line.
type Link struct {
	conn  transport.Conn
	name  string
	log   io.Writer
	lines chan string
	quit  chan struct{} // closed by Close: the reader stops handing lines
	ended chan struct{} // closed when the reader has read the output's end
	err   error         // why the reading ended, once ended is closed

	closing sync.Once
	mu      sync.Mutex
	broken  error // set once the engine is dead or killed: every call returns it
}

// Open starts the engine of t; name names it in errors until the client
// knows its own name, and log, when not nil, receives every line sent
// ("> ") and received ("< ").
func Open(ctx context.Context, t transport.Transport, name string, log io.Writer) (*Link, error) {
	conn, err := t.Start(ctx)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", engine.ErrCrashed, name, err)
	}
	l := &Link{conn: conn, name: name, log: log, lines: make(chan string), quit: make(chan struct{}), ended: make(chan struct{})}
	go l.read()
	return l, nil
}

// Rename sets the name the link's errors give.
func (l *Link) Rename(name string) { l.name = name }

// Name returns the name the link's errors give.
func (l *Link) Name() string { return l.name }

func (l *Link) read() {
	defer close(l.ended)
	sc := bufio.NewScanner(l.conn)
	sc.Buffer(make([]byte, 4096), MaxLine)
	for sc.Scan() {
		line := strings.TrimRight(sc.Text(), "\r")
		if l.log != nil {
			fmt.Fprintf(l.log, "< %s\n", line)
		}
		select {
		case l.lines <- line:
		case <-l.quit:
			return
		}
	}
	l.err = sc.Err()
}

// Send writes each line to the engine.
func (l *Link) Send(lines ...string) error {
	if err := l.Broken(); err != nil {
		return err
	}
	var b strings.Builder
	for _, s := range lines {
		b.WriteString(s + "\n")
		if l.log != nil {
			fmt.Fprintf(l.log, "> %s\n", s)
		}
	}
	if _, err := io.WriteString(l.conn, b.String()); err != nil {
		return l.crashed()
	}
	return nil
}

// Next returns the engine's next line. It returns an error wrapping
// [ErrTimeout] once deadline passes (the zero deadline is none), ctx's error
// once ctx is done, and one wrapping [engine.ErrCrashed] (or
// [engine.ErrProtocol] for a line too long) once the engine's output ends.
func (l *Link) Next(ctx context.Context, deadline time.Time) (string, error) {
	if err := l.Broken(); err != nil {
		return "", err
	}
	var timeout <-chan time.Time
	if !deadline.IsZero() {
		t := time.NewTimer(time.Until(deadline))
		defer t.Stop()
		timeout = t.C
	}
	select {
	case line := <-l.lines:
		return line, nil
	case <-l.ended:
		if errors.Is(l.err, bufio.ErrTooLong) {
			return "", l.fail(fmt.Errorf("%w: %s sent a line of more than %d bytes", engine.ErrProtocol, l.name, MaxLine))
		}
		return "", l.crashed()
	case <-timeout:
		return "", ErrTimeout
	case <-ctx.Done():
		return "", ctx.Err()
	}
}

// crashed marks the engine dead, waits for it and returns the error
// wrapping engine.ErrCrashed with its exit status and last lines of
// standard error.
func (l *Link) crashed() error {
	l.conn.Kill()
	status := l.conn.Wait()
	msg := "exited"
	if status != nil {
		msg = status.Error()
	}
	if s := l.conn.Stderr(); len(s) > 0 {
		for i := range s {
			s[i] = clip.Line(s[i])
		}
		msg += "; standard error ends: " + strings.Join(s, " | ")
	}
	return l.fail(fmt.Errorf("%w: %s: %s", engine.ErrCrashed, l.name, msg))
}

// Fail kills the engine and makes err the answer to every later call; it
// returns err, or the first error the link failed with.
func (l *Link) Fail(err error) error {
	l.conn.Kill()
	return l.fail(err)
}

// Protocol kills the engine for a line that breaks the protocol: err
// comes out as engine.ErrProtocol, naming the engine, its words on one
// printable line, clipped (see [clip.Line]), as they may quote the
// engine's line (see [Link.Fail]).
func (l *Link) Protocol(err error) error {
	return l.Fail(fmt.Errorf("%w: %s: %s", engine.ErrProtocol, l.name, clip.Line(err.Error())))
}

func (l *Link) fail(err error) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.broken == nil {
		l.broken = err
	}
	return l.broken
}

// Broken returns the error the link failed with, or nil.
func (l *Link) Broken() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.broken
}

// Close asks the engine to end with the line quit (if not empty), gives it
// grace to close its output, then kills it with the programs it started
// and waits for the process and the reading goroutine: it returns within
// grace and the transport's bound on waiting, whatever the engine's
// children do. It returns an error if the engine had to be killed.
// Only the first call does anything.
func (l *Link) Close(quit string, grace time.Duration) error {
	var err error
	l.closing.Do(func() { err = l.close(quit, grace) })
	return err
}

func (l *Link) close(quit string, grace time.Duration) error {
	var err error
	if l.Broken() == nil {
		if quit != "" {
			l.Send(quit)
		}
		t := time.NewTimer(grace)
		defer t.Stop()
	drain:
		for {
			select {
			case <-l.lines:
			case <-l.ended:
				break drain
			case <-t.C:
				err = fmt.Errorf("%w: %s did not exit within %v of %q: killed", engine.ErrUnresponsive, l.name, grace, quit)
				break drain
			}
		}
	}
	l.fail(fmt.Errorf("%w: %s: closed", engine.ErrCrashed, l.name))
	// Kill the engine with the programs it started, then wait for it,
	// which closes this end of its output: the reading ends then even if
	// a program the kill cannot reach (one that left the engine's process
	// group) still holds the output open.
	l.conn.Kill()
	close(l.quit)
	l.conn.Wait()
	<-l.ended
	return err
}

// Stop sends cmd, which asks the engine to stop thinking, and reads lines
// up to one that answer says ends its thinking, which it throws away. It
// returns why, the reason the answer was not wanted; or, for an engine that
// does not answer within grace, why and [engine.ErrUnresponsive], having
// killed it.
func (l *Link) Stop(why error, cmd string, grace time.Duration, answer func(line string) bool) error {
	if err := l.Send(cmd); err != nil {
		return err
	}
	deadline := time.Now().Add(grace)
	for {
		line, err := l.Next(context.Background(), deadline)
		if errors.Is(err, ErrTimeout) {
			return l.Fail(fmt.Errorf("%w; and it did not stop within %v: %w", why, grace, engine.ErrUnresponsive))
		}
		if err != nil {
			return fmt.Errorf("%w; %w", why, err)
		}
		if answer(line) {
			return why
		}
	}
}

// Think reads the lines of an engine thinking about a move it was asked
// for at start under limits, with side to move, handing each to handle
// until handle says the answer has come (or returns an error). Once the
// limits' time and margin have passed, it calls stop with an error
// wrapping [engine.ErrTimeForfeit]; once ctx is done, stop with ctx's
// error; and it returns what stop returns.
func (l *Link) Think(ctx context.Context, start time.Time, limits engine.Limits, side board.Color, margin time.Duration,
	stop func(why error) error, handle func(line string) (done bool, err error)) error {
	var deadline time.Time
	allowed, timed := limits.Allowed(side, margin)
	if timed {
		deadline = start.Add(allowed)
	}
	for {
		line, err := l.Next(ctx, deadline)
		switch {
		case errors.Is(err, ErrTimeout):
			return stop(fmt.Errorf("%w: %s used more than %v", engine.ErrTimeForfeit, l.name, allowed))
		case ctx.Err() != nil && err == ctx.Err():
			return stop(err)
		case err != nil:
			return err
		}
		if done, err := handle(line); done || err != nil {
			return err
		}
	}
}

// Names lists the names of xs for a message, or says "none".
func Names[T any](xs []T, name func(T) string) string {
	if len(xs) == 0 {
		return "none"
	}
	names := make([]string, len(xs))
	for i, x := range xs {
		names[i] = name(x)
	}
	return strings.Join(names, ", ")
}
