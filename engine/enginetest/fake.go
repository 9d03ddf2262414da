// Package enginetest holds fake engines for tests of engine clients and of
// referees: a USI and an XBoard engine written in Go that play random legal
// moves of the rules, and misbehave as a [Script] says (an illegal move, a
// malformed line, a crash, a hang, a slow start, a move after its time, a
// resignation, a child holding its output open after quit, a move sent as
// legs without end, a line of control bytes). Each runs in memory ([USI] and [XBoard] return a
// [transport.Func]) or as a real process: [Process] re-executes the test
// binary, whose TestMain calls [Main] first.
//
// The fakes learn the game as a GUI tells it: USI_Variant and the profile
// and options of package usi, or XBoard's variant command, each naming a
// built-in variant by any name [variants.Lookup] takes (chu before being
// told). Like HaChu, the XBoard fake
// crashes on go unless it was sent memory before new.
package enginetest

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
)

// ExitError is how a fake engine ends other than cleanly: with an exit
// status, as a process would.
type ExitError struct {
	Code int
}

func (e *ExitError) Error() string { return fmt.Sprintf("exit status %d", e.Code) }

// fake is the state both fakes share: the script, the game, and how far
// the script has gone.
type fake struct {
	script Script
	rng    *rand.Rand
	out    io.Writer
	errOut io.Writer
	game   *rules.Game
	gos    int  // requests for a move so far
	silent bool // Hang or SlowStart has come: answer nothing
	late   bool // Overtime has come: move when told to stop
}

func newFake(s Script, stdout, stderr io.Writer) *fake {
	f := &fake{script: s, rng: rand.New(rand.NewPCG(s.Seed, 0x5eed)), out: stdout, errOut: stderr}
	f.game, _ = gameOf("chu", "", "")
	return f
}

// say writes lines to the engine's output.
func (f *fake) say(lines ...string) {
	for _, l := range lines {
		fmt.Fprintln(f.out, l)
	}
}

// gameOf starts a game of a built-in variant, named in any way
// [variants.Lookup] takes, under a profile and options.
func gameOf(name, profile, options string) (*rules.Game, error) {
	name, err := variants.Lookup(name)
	if err != nil {
		return nil, err
	}
	v, err := variants.Load(name)
	if err != nil {
		return nil, err
	}
	var opts []string
	if options != "" {
		opts = strings.Split(options, ",")
	}
	if v, err = v.Configure(profile, opts...); err != nil {
		return nil, err
	}
	r, err := rules.New(v)
	if err != nil {
		return nil, err
	}
	return rules.NewGame(r.NewPosition()), nil
}

// choose returns a random legal move of the game, and false if there is
// none.
func (f *fake) choose() (rules.Move, bool) {
	moves := f.game.AppendMoves(nil)
	if len(moves) == 0 {
		return rules.Move{}, false
	}
	return moves[f.rng.IntN(len(moves))], true
}

// illegal returns a move of a piece of the side to move onto another of
// its pieces, which no rule allows.
func (f *fake) illegal() (from, to board.Square) {
	p := f.game.Position()
	geo := p.Rules().Geo
	var own []board.Square
	for _, s := range geo.Squares() {
		if c := p.At(s); c.Kind() != 0 && c.Color() == p.Side() {
			own = append(own, s)
		}
	}
	return own[0], own[len(own)-1]
}

// request counts a request for a move and returns the fault that comes
// with it, or Fine.
func (f *fake) request() Fault {
	f.gos++
	if !f.script.faultNow(f.gos) {
		return Fine
	}
	switch f.script.Fault {
	case Hang:
		f.silent = true
	case Overtime:
		f.late = true
	}
	return f.script.Fault
}

// holdOutput starts, when the fake runs as a process, a program that
// holds its standard output open for an hour, and returns the program's
// process id; else 0.
func (f *fake) holdOutput() int {
	out, ok := f.out.(*os.File)
	if !ok {
		return 0
	}
	cmd := exec.Command("sleep", "3600")
	cmd.Stdout = out
	if err := cmd.Start(); err != nil {
		fmt.Fprintln(f.errOut, "fake engine:", err)
		return 0
	}
	return cmd.Process.Pid
}

// flood writes line to the output until the write fails (the output was
// closed) or ctx is done.
func (f *fake) flood(ctx context.Context, line string) {
	for ctx.Err() == nil {
		if _, err := fmt.Fprintln(f.out, line); err != nil {
			return
		}
	}
}

// controlBytes returns a line of 256 KB of control bytes, without line
// breaks.
func controlBytes() string {
	b := make([]byte, 256<<10)
	for i := range b {
		c := byte(i % 33)
		switch c {
		case '\n', '\r':
			c = 0x1b
		case 32:
			c = 0x7f
		}
		b[i] = c
	}
	return string(b)
}

// crash writes to standard error and returns the exit status 3.
func (f *fake) crash() error {
	fmt.Fprintln(f.errOut, "fake engine: crashing as scripted")
	return &ExitError{Code: 3}
}

// lines calls handle with each line of stdin until it returns an error,
// stdin ends or ctx is done; errQuit from handle is a clean exit.
func lines(ctx context.Context, stdin io.Reader, handle func(string) error) error {
	sc := bufio.NewScanner(stdin)
	for sc.Scan() {
		if ctx.Err() != nil {
			return nil
		}
		if err := handle(strings.TrimSpace(sc.Text())); err != nil {
			if errors.Is(err, errQuit) {
				return nil
			}
			return err
		}
	}
	return nil
}

// errQuit ends a fake cleanly.
var errQuit = errors.New("quit")

// joinOptions writes a list of options as gameOf takes them.
func joinOptions(options []string) string { return strings.Join(options, ",") }
