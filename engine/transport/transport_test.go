package transport_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/engine/transport"
)

// envChild makes the test binary a small program: it writes 30 numbered
// lines to standard error, echoes a line of its input and exits with
// status 5.
const envChild = "LARGESHOGI_TRANSPORT_CHILD"

func TestMain(m *testing.M) {
	if os.Getenv(envChild) != "" {
		for i := 1; i <= 30; i++ {
			fmt.Fprintf(os.Stderr, "line %d\n", i)
		}
		var s string
		fmt.Scanln(&s)
		fmt.Println("echo " + s)
		os.Exit(5)
	}
	os.Exit(m.Run())
}

// TestProcess checks a process's output, its exit status and the last
// lines of its standard error that its Conn keeps.
func TestProcess(t *testing.T) {
	p := transport.Process{Path: os.Args[0], Args: []string{"-test.run=^$"}, Env: append(os.Environ(), envChild+"=1")}
	c, err := p.Start(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.WriteString(c, "hello\n"); err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(c)
	if err != nil || string(out) != "echo hello\n" {
		t.Errorf("output = %q, %v; want the echo", out, err)
	}
	if err := c.Wait(); err == nil || !strings.Contains(err.Error(), "exit status 5") {
		t.Errorf("Wait = %v, want exit status 5", err)
	}
	stderr := c.Stderr()
	if len(stderr) != transport.StderrLines || stderr[0] != "line 11" || stderr[len(stderr)-1] != "line 30" {
		t.Errorf("Stderr = %q, want lines 11 to 30", stderr)
	}
	if err := c.Kill(); err != nil {
		t.Errorf("Kill after the end = %v, want nil", err)
	}
}

// TestProcessMissing checks that a program that does not exist does not
// start.
func TestProcessMissing(t *testing.T) {
	if _, err := (transport.Process{Path: "/nonexistent/engine"}).Start(context.Background()); err == nil {
		t.Error("Start of a missing program: no error")
	}
}

// TestFunc checks an engine in memory: its output, its error as its exit,
// a panic as a crash, and that Kill ends one that waits for its context.
func TestFunc(t *testing.T) {
	echo := transport.Func(func(ctx context.Context, stdin io.Reader, stdout, stderr io.Writer) error {
		var s string
		fmt.Fscanln(stdin, &s)
		fmt.Fprintln(stdout, "echo "+s)
		fmt.Fprint(stderr, "bye")
		return errors.New("exit status 5")
	})
	c, err := echo.Start(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(c, "hello\n")
	out, _ := io.ReadAll(c)
	if string(out) != "echo hello\n" {
		t.Errorf("output = %q, want the echo", out)
	}
	if err := c.Wait(); err == nil || err.Error() != "exit status 5" {
		t.Errorf("Wait = %v, want exit status 5", err)
	}
	if s := c.Stderr(); len(s) != 1 || s[0] != "bye" {
		t.Errorf("Stderr = %q, want the unfinished line bye", s)
	}

	panics := transport.Func(func(context.Context, io.Reader, io.Writer, io.Writer) error { panic("boom") })
	c, _ = panics.Start(context.Background())
	io.ReadAll(c)
	if err := c.Wait(); err == nil || !strings.Contains(err.Error(), "boom") {
		t.Errorf("Wait of a panic = %v, want it", err)
	}

	waits := transport.Func(func(ctx context.Context, stdin io.Reader, stdout, stderr io.Writer) error {
		<-ctx.Done()
		return ctx.Err()
	})
	c, _ = waits.Start(context.Background())
	c.Kill()
	if _, err := c.Read(make([]byte, 1)); err != io.EOF {
		t.Errorf("Read after Kill = %v, want io.EOF", err)
	}
	if err := c.Wait(); !errors.Is(err, context.Canceled) {
		t.Errorf("Wait after Kill = %v, want the engine's context.Canceled", err)
	}
}
