package enginetest

import (
	"context"
	"io"
	"strconv"
	"strings"

	"github.com/largeshogi/largeshogi/engine/transport"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/usi"
)

// USI returns a fake USI engine that plays as s says, named "Fake USI".
// It declares USI_Variant and the profile and options settings of package
// usi, reads positions as package usi does and answers go with one info
// line and a random legal move (bestmove resign when it has none).
func USI(s Script) transport.Func {
	return func(ctx context.Context, stdin io.Reader, stdout, stderr io.Writer) error {
		f := newFake(s, stdout, stderr)
		settings := map[string]string{usi.OptionVariant: "chu"}
		return lines(ctx, stdin, func(line string) error {
			if f.silent {
				return nil
			}
			word, rest, _ := strings.Cut(line, " ")
			switch word {
			case "usi":
				if s.Fault == SlowStart {
					f.silent = true
					return nil
				}
				f.say("id name Fake USI", "id author largeshogi tests",
					"option name "+usi.OptionVariant+" type string default chu",
					"option name "+usi.OptionProfile+" type string default <empty>",
					"option name "+usi.OptionOptions+" type string default <empty>",
					"option name Hash type spin default 16 min 1 max 1024",
					"usiok")
			case "isready":
				f.say("readyok")
			case "setoption":
				rec, err := usi.Read("setoption", []byte(line+"\n"))
				if err != nil {
					return err
				}
				for _, st := range rec.Settings {
					settings[st.Name] = st.Value
				}
			case "position":
				g, err := gameOf(settings[usi.OptionVariant], settings[usi.OptionProfile], settings[usi.OptionOptions])
				if err != nil {
					return err
				}
				if f.game, err = usi.ReadGame("position", []byte(line), g.Position().Rules()); err != nil {
					return err
				}
			case "go":
				return f.usiGo(ctx)
			case "stop":
				if f.late {
					f.late = false
					f.usiMove()
				}
			case "quit":
				if s.Fault == HoldOutput {
					if pid := f.holdOutput(); pid != 0 {
						f.say("info string child " + strconv.Itoa(pid))
					}
				}
				return errQuit
			case "usinewgame", "gameover", "ponderhit":
			default:
				f.say("info string unknown command " + word + " " + rest)
			}
			return nil
		})
	}
}

// usiGo answers go.
func (f *fake) usiGo(ctx context.Context) error {
	switch f.request() {
	case LegFlood:
		f.flood(ctx, "info string a1,")
	case ControlBytes:
		f.usiMove()
		f.say(controlBytes())
	case IllegalMove:
		from, to := f.illegal()
		f.say("bestmove " + rules.NewMove(from, to).String())
	case Malformed:
		f.say("this is not USI")
	case Crash:
		return f.crash()
	case Resign:
		f.say("bestmove resign")
	case Fine:
		f.usiMove()
	}
	return nil
}

// usiMove sends a random legal move, with a line of thinking.
func (f *fake) usiMove() {
	m, ok := f.choose()
	if !ok {
		f.say("bestmove resign")
		return
	}
	f.say("info depth 1 seldepth 1 score cp 0 nodes 1 nps 1000 time 1 pv "+m.String(), "bestmove "+m.String())
}
