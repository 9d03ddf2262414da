package main

import (
	"bufio"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// engineConn is a running engine command, its standard input and output
// piped to the test.
type engineConn struct {
	t   testing.TB
	in  *io.PipeWriter
	out *bufio.Scanner
	ran chan error
}

// openEngine runs the engine command with args.
func openEngine(t testing.TB, args ...string) *engineConn {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	old := stdin
	stdin = inR
	t.Cleanup(func() { stdin = old })
	c := &engineConn{t: t, in: inW, out: bufio.NewScanner(outR), ran: make(chan error, 1)}
	go func() {
		err := run(append([]string{"engine"}, args...), outW, io.Discard)
		outW.Close()
		c.ran <- err
	}()
	return c
}

func (c *engineConn) send(cmd string) {
	c.t.Helper()
	if _, err := io.WriteString(c.in, cmd+"\n"); err != nil {
		c.t.Fatalf("sending %q: %v", cmd, err)
	}
}

// until reads lines up to the first that starts with prefix, and returns
// it and the lines before it.
func (c *engineConn) until(prefix string) (string, []string) {
	c.t.Helper()
	var before []string
	for c.out.Scan() {
		if l := c.out.Text(); strings.HasPrefix(l, prefix) {
			return l, before
		}
		before = append(before, c.out.Text())
	}
	c.t.Fatalf("no line starting %q; the engine wrote %q", prefix, before)
	return "", nil
}

// quit ends the engine and checks that it ends well.
func (c *engineConn) quit() {
	c.t.Helper()
	c.send("quit")
	if err := <-c.ran; err != nil {
		c.t.Errorf("engine: %v", err)
	}
}

func chuGame(t *testing.T, moves ...string) *rules.Game {
	t.Helper()
	v, err := variants.Load("chu")
	if err != nil {
		t.Fatal(err)
	}
	return gameOf(t, v, moves...)
}

func gameOf(t *testing.T, v *variant.Variant, moves ...string) *rules.Game {
	t.Helper()
	r, err := rules.New(v)
	if err != nil {
		t.Fatal(err)
	}
	g := rules.NewGame(r.NewPosition())
	for _, m := range moves {
		if err := g.PlayUSI(m); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// The engine command speaks USI with the search: it names itself, offers
// the built-in variants by their USI names, and answers go with a legal
// move.
func TestEngineUSI(t *testing.T) {
	c := openEngine(t)
	c.send("usi")
	_, options := c.until("usiok")
	if !strings.HasPrefix(options[0], "id name largeshogi") {
		t.Errorf("the engine names itself %q", options[0])
	}
	const combo = "option name USI_Variant type combo default chushogi var chushogi var daishogi"
	if !strings.HasPrefix(options[2], combo) {
		t.Errorf("the variant option is %q, want it to start %q", options[2], combo)
	}
	c.send("setoption name USI_Variant value chushogi")
	c.send("isready")
	c.until("readyok")
	c.send("usinewgame")
	c.send("position startpos moves 7i7h")
	c.send("go depth 2")
	best, thinking := c.until("bestmove ")
	if len(thinking) == 0 || !strings.HasPrefix(thinking[len(thinking)-1], "info depth ") {
		t.Errorf("no thinking before the move: %q", thinking)
	}
	g := chuGame(t, "7i7h")
	if err := g.PlayUSI(strings.TrimPrefix(best, "bestmove ")); err != nil {
		t.Errorf("%s: %v", best, err)
	}
	c.quit()
}

// The engine command speaks XBoard with the search, and answers a move
// with a legal move in XBoard's notation.
func TestEngineXBoard(t *testing.T) {
	c := openEngine(t, "-variant", "chu")
	c.send("xboard")
	c.send("protover 2")
	first, _ := c.until("feature ")
	if !strings.Contains(first, `myname="largeshogi"`) || !strings.Contains(first, `variants="chu,`) {
		t.Errorf("features %q", first)
	}
	c.until("feature done=1")
	c.send("new")
	c.send("variant chu")
	c.send("sd 1")
	c.send("usermove j4j5")
	move, _ := c.until("move ")
	g := chuGame(t, "3i3h")
	m, err := notation.XBoard.Parse(g.Position(), strings.TrimPrefix(move, "move "))
	if err == nil {
		err = g.Play(m)
	}
	if err != nil {
		t.Errorf("%s: %v", move, err)
	}
	c.quit()
}

// -file plays a variant file's game, offered first and under its own
// name.
func TestEngineFile(t *testing.T) {
	const file = "../../variant/testdata/mini.yaml"
	c := openEngine(t, "-file", file, "-rules", "drawish")
	c.send("usi")
	_, options := c.until("usiok")
	const combo = "option name USI_Variant type combo default minishogi var minishogi var chushogi"
	if !strings.HasPrefix(options[2], combo) {
		t.Errorf("the variant option is %q, want it to start %q", options[2], combo)
	}
	c.send("position startpos")
	c.send("go depth 1")
	best, _ := c.until("bestmove ")
	v, err := variant.LoadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if err := gameOf(t, v).PlayUSI(strings.TrimPrefix(best, "bestmove ")); err != nil {
		t.Errorf("%s: %v", best, err)
	}
	c.quit()
}

func TestEngineErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"engine", "extra"}, `unexpected argument "extra"`},
		{[]string{"engine", "-variant", "chess"}, `no built-in variant "chess"`},
		{[]string{"engine", "-rules", "nosuch"}, `no profile "nosuch"`},
	} {
		_, _, err := runArgs(t, c.args...)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: error %v, want one containing %q", c.args, err, c.want)
		}
	}
	withStdin(t, "uci\n", func() {
		_, _, err := runArgs(t, "engine")
		if err == nil || !strings.Contains(err.Error(), `the first command is "uci", want usi or xboard`) {
			t.Errorf("uci: error %v", err)
		}
	})
}

// BenchmarkEngineStop measures how long the engine takes to answer stop
// with its move, in chu shogi after 100 ms of thinking, from the writing
// of stop to the reading of bestmove.
func BenchmarkEngineStop(b *testing.B) {
	c := openEngine(b)
	c.send("usi")
	c.until("usiok")
	c.send("isready")
	c.until("readyok")
	var total time.Duration
	for b.Loop() {
		c.send("position startpos moves 7i7h 6d6e")
		c.send("go infinite")
		time.Sleep(100 * time.Millisecond)
		start := time.Now()
		c.send("stop")
		c.until("bestmove ")
		total += time.Since(start)
	}
	b.ReportMetric(float64(total.Microseconds())/1000/float64(b.N), "ms/stop")
	c.quit()
}
