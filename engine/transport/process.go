package transport

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"time"
)

// Process is an engine run as a program.
type Process struct {
	// Path is the program: a path, or a name looked up in PATH.
	Path string
	// Args are the arguments after the program's name.
	Args []string
	// Dir is the working directory; "" is the caller's.
	Dir string
	// Env is the environment, as [exec.Cmd.Env] has it: nil for the
	// caller's.
	Env []string
}

// waitDelay bounds how long Wait waits for the engine's standard error to
// close after the engine exited (a child it started may hold it open).
const waitDelay = time.Second

// Start starts the program.
func (p Process) Start(ctx context.Context) (Conn, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	cmd := exec.Command(p.Path, p.Args...)
	cmd.Dir, cmd.Env, cmd.WaitDelay = p.Dir, p.Env, waitDelay
	c := &process{cmd: cmd}
	cmd.Stderr = &c.stderr
	var err error
	if c.stdin, err = cmd.StdinPipe(); err != nil {
		return nil, err
	}
	if c.stdout, err = cmd.StdoutPipe(); err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("transport: starting %s: %w", p.Path, err)
	}
	return c, nil
}

// process is a running program.
type process struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stdout io.Reader
	stderr tail

	once    sync.Once
	waitErr error
}

func (c *process) Read(b []byte) (int, error) {
	n, err := c.stdout.Read(b)
	if err != nil && !errors.Is(err, io.EOF) {
		// The pipe closed under the read once the process was waited for.
		err = io.EOF
	}
	return n, err
}

func (c *process) Write(b []byte) (int, error) { return c.stdin.Write(b) }

func (c *process) Kill() error {
	err := c.cmd.Process.Kill()
	if errors.Is(err, os.ErrProcessDone) || errors.Is(err, errors.ErrUnsupported) {
		return nil
	}
	return err
}

func (c *process) Wait() error {
	c.once.Do(func() {
		c.stdin.Close()
		c.waitErr = c.cmd.Wait()
		var exit *exec.ExitError
		if errors.As(c.waitErr, &exit) {
			c.waitErr = fmt.Errorf("%s", exit.ProcessState)
		}
	})
	return c.waitErr
}

func (c *process) Stderr() []string { return c.stderr.last() }
