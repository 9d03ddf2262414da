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

// Start starts the program, on Unix as the leader of a process group of
// its own: [Conn.Kill] kills the group, the programs the engine started
// with it.
func (p Process) Start(ctx context.Context) (Conn, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	cmd := exec.Command(p.Path, p.Args...)
	cmd.Dir, cmd.Env, cmd.WaitDelay = p.Dir, p.Env, waitDelay
	cmd.SysProcAttr = groupAttr()
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
	running.add(c)
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

	mu     sync.Mutex
	waited bool // the process has been waited for: its id may be another's
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

// Kill kills the engine's process group (see [Process.Start]); once the
// engine has been waited for it does nothing, as its id may have been
// given to another process.
func (c *process) Kill() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.waited {
		return nil
	}
	err := killGroup(c.cmd.Process)
	if errors.Is(err, os.ErrProcessDone) || errors.Is(err, errors.ErrUnsupported) {
		return nil
	}
	return err
}

func (c *process) Wait() error {
	c.once.Do(func() {
		c.stdin.Close()
		err := c.cmd.Wait()
		c.mu.Lock()
		c.waited = true
		c.mu.Unlock()
		running.remove(c)
		c.waitErr = err
		var exit *exec.ExitError
		if errors.As(c.waitErr, &exit) {
			c.waitErr = fmt.Errorf("%s", exit.ProcessState)
		}
	})
	return c.waitErr
}

func (c *process) Stderr() []string { return c.stderr.last() }

// running are the processes started and not yet waited for, for [KillAll].
var running = processes{set: map[*process]bool{}}

// processes is a set of processes safe for concurrent use.
type processes struct {
	mu  sync.Mutex
	set map[*process]bool
}

func (ps *processes) add(c *process) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	ps.set[c] = true
}

func (ps *processes) remove(c *process) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	delete(ps.set, c)
}

// KillAll kills every engine process [Process.Start] started that has not
// been waited for, with its process group: for a program that must exit at
// once (a second Ctrl-C) and leave no engine running behind it.
func KillAll() {
	running.mu.Lock()
	all := make([]*process, 0, len(running.set))
	for c := range running.set {
		all = append(all, c)
	}
	running.mu.Unlock()
	for _, c := range all {
		c.Kill()
	}
}
