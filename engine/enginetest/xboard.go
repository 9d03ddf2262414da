package enginetest

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine/transport"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
	"github.com/largeshogi/largeshogi/xboard"
)

// XBoard returns a fake XBoard engine that plays as s says, named "Fake
// XBoard". It offers the features ping, setboard, usermove and memory and
// every built-in variant, takes positions as [xboard.ParseFEN] reads them
// and reads moves as [xboard.ParseMove] does (answering
// "Illegal move" to one it refuses) and answers go with one line of
// thinking and a random legal move (resign when it has none). Like HaChu
// for sho and wa shogi, it answers variant with a setup line (the start
// position) and a piece line; like HaChu, it crashes on go unless memory
// came before the last new.
func XBoard(s Script) transport.Func {
	return func(ctx context.Context, stdin io.Reader, stdout, stderr io.Writer) error {
		f := newFake(s, stdout, stderr)
		memory, memoryFirst := false, false
		return lines(ctx, stdin, func(line string) error {
			if f.silent {
				return nil
			}
			word, rest, _ := strings.Cut(line, " ")
			switch word {
			case "protover":
				if s.Fault == SlowStart {
					f.silent = true
					return nil
				}
				f.say(`feature myname="Fake XBoard" ping=1 setboard=1 usermove=1 memory=1 sigint=0 sigterm=0`,
					`feature variants="`+strings.Join(xboardNames(), ",")+`"`,
					`feature option="Noise -spin 0 0 10"`, "feature done=1")
			case "memory":
				memory = true
			case "new":
				memoryFirst, memory = memory, false
				g, err := gameOf("chu", "", "")
				if err != nil {
					return err
				}
				f.game = g
			case "variant":
				g, err := gameOf(rest, "", "")
				if err != nil {
					return err
				}
				f.game = g
				f.say(setupLine(g.Position(), s.Fault == WrongSetup), "piece P& fW")
			case "setboard":
				p, err := xboard.ParseFEN(f.game.Position().Rules(), rest)
				if err != nil {
					f.say("tellusererror Illegal position")
					return nil
				}
				f.game = rules.NewGame(p)
			case "usermove":
				m, err := xboard.ParseMove(f.game.Position(), rest)
				if err == nil {
					err = f.game.Play(m)
				}
				if err != nil {
					f.say("Illegal move: " + rest)
				}
			case "go":
				if !memoryFirst {
					f.say("# segmentation fault: no hash table")
					return &ExitError{Code: 139}
				}
				return f.xboardGo(ctx)
			case "?":
				if f.late {
					f.late = false
					f.xboardMove()
				}
			case "ping":
				f.say("pong " + rest)
			case "quit":
				if s.Fault == HoldOutput {
					if pid := f.holdOutput(); pid != 0 {
						f.say("# child " + strconv.Itoa(pid))
					}
				}
				return errQuit
			case "xboard", "accepted", "rejected", "force", "level", "st", "sd", "time", "otim",
				"post", "nopost", "hard", "easy", "random", "computer", "option", "cores", "result":
			default:
				f.say("Error (unknown command): " + line)
			}
			return nil
		})
	}
}

// xboardGo answers go.
func (f *fake) xboardGo(ctx context.Context) error {
	switch f.request() {
	case LegFlood:
		f.flood(ctx, "move a1,")
	case ControlBytes:
		f.xboardMove()
		f.say(controlBytes())
	case IllegalMove:
		from, to := f.illegal()
		geo := f.game.Position().Rules().Geo
		f.say("move " + xboardSquare(geo, from) + xboardSquare(geo, to))
	case Malformed:
		f.say("this is not XBoard")
	case Crash:
		return f.crash()
	case Resign:
		f.say("resign")
	case Fine:
		f.xboardMove()
	}
	return nil
}

// xboardMove plays and sends a random legal move, with a line of thinking.
func (f *fake) xboardMove() {
	m, ok := f.choose()
	if !ok {
		f.say("resign")
		return
	}
	p := f.game.Position()
	lines := xboard.MoveLines(p, m)
	f.say(xboard.Thinking{Depth: 1, Nodes: 1, PV: []rules.Move{m}}.Line(p))
	f.game.Play(m)
	f.say(lines...)
}

// setupLine returns the setup command of start, an engine's start of a
// variant, in XBoard's letters: one a piece, here P for each of Black's and
// p for White's, as the fake has no letters of its own. wrong gives the
// first piece on the board to the other side.
func setupLine(start *rules.Position, wrong bool) string {
	geo := start.Rules().Geo
	fen := geo.BoardField(func(s board.Square) string {
		c := start.At(s)
		if c == 0 {
			return ""
		}
		black := c.Color() == board.Black
		if wrong {
			black, wrong = !black, false
		}
		if black {
			return "P"
		}
		return "p"
	})
	return fmt.Sprintf("setup (PNBRQKpnbrqk) %dx%d+0_fairy %s w 0 1", geo.Files(), geo.Ranks(), fen)
}

// xboardSquare names a square in XBoard's coordinates, on a board that
// has not ten ranks.
func xboardSquare(geo *board.Geometry, s board.Square) string {
	x, y := geo.XY(s)
	return string(rune('a'+x)) + strconv.Itoa(geo.Ranks()-y)
}

// xboardNames returns the XBoard names of the built-in variants, which
// always load (package variants tests that they do).
func xboardNames() []string {
	all, err := variants.All()
	if err != nil {
		panic(err)
	}
	out := make([]string, len(all))
	for i, v := range all {
		out[i] = v.XBoardVariant
	}
	return out
}
