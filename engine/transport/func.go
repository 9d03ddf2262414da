package transport

import (
	"context"
	"fmt"
	"io"
	"sync"
)

// Func is an engine written in Go, run in memory: it reads its standard
// input from stdin and writes its standard output to stdout and its
// standard error to stderr, until it returns; the error it returns is how
// it ended (nil for a clean exit). ctx is cancelled when the engine is
// killed, and its pipes are closed then: a Func must return when either
// happens.
type Func func(ctx context.Context, stdin io.Reader, stdout, stderr io.Writer) error

// Start runs the engine on a goroutine of its own.
func (f Func) Start(ctx context.Context) (Conn, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	in, out := newPipe(), newPipe()
	run, cancel := context.WithCancel(context.Background())
	c := &inMemory{in: in, out: out, cancel: cancel, done: make(chan struct{})}
	go func() {
		defer close(c.done)
		err := f.run(run, in, out, &c.stderr)
		out.closeWith(io.EOF, false)
		in.closeWith(io.EOF, true)
		c.err = err
	}()
	return c, nil
}

// run calls f, turning a panic into an error as a crash.
func (f Func) run(ctx context.Context, stdin io.Reader, stdout, stderr io.Writer) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	return f(ctx, stdin, stdout, stderr)
}

// inMemory is a running Func.
type inMemory struct {
	in     *pipe // the engine's standard input
	out    *pipe // its standard output
	cancel context.CancelFunc
	stderr tail
	done   chan struct{}
	err    error
	kill   sync.Once
}

func (c *inMemory) Read(b []byte) (int, error)  { return c.out.Read(b) }
func (c *inMemory) Write(b []byte) (int, error) { return c.in.Write(b) }

func (c *inMemory) Kill() error {
	c.kill.Do(func() {
		c.cancel()
		c.in.closeWith(io.EOF, true)
		c.out.closeWith(io.EOF, true)
	})
	return nil
}

func (c *inMemory) Wait() error {
	c.in.closeWith(io.EOF, false)
	<-c.done
	return c.err
}

func (c *inMemory) Stderr() []string { return c.stderr.last() }
