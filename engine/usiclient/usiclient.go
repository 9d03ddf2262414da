// Package usiclient plays games through an engine that speaks USI, the protocol
// of shogi engines, as lishogi extends it to chu shogi: an [*Engine] is an
// [engine.Player].
//
// [Start] starts the engine over a [transport.Transport] (a process, or an
// engine in memory) and shakes hands (usi, the engine's id and options,
// usiok). Each [Engine.Go] sends the game as "position startpos|sfen ...
// moves ..." — the start and every move, so that the engine sees the
// history that repetition rules need — then "go" under the limits, and
// reads the engine's thinking ("info" lines, the PV read as moves) and its
// "bestmove", which is read in the configured notation and checked by the
// game's rules before it is returned. Before the first move of a game the
// client sets the options that name the game (USI_Variant and, for
// engines that declare them, the profile and options of package usi),
// sends usinewgame and waits for readyok: what the engine does for a new
// game is done before the first move's clock runs. [Engine.GameOver] sends "gameover win|lose|draw" once
// a game has ended.
//
// # Failures
//
// Every failure is an error wrapping one of package engine's: a move the
// rules refuse (or "bestmove win", a declaration the rules do not have) is
// an [*engine.IllegalMoveError]; an engine that exits is
// [engine.ErrCrashed], with its exit status and its last lines of standard
// error; one that does not answer the handshake, isready or stop in time is
// [engine.ErrUnresponsive]; one that answers go after its clock and the
// margin of [engine.Timeouts] is [engine.ErrTimeForfeit] (it is told to
// stop, and its late move is read and thrown away); a line that is not
// USI while it thinks (anything but info and bestmove) is
// [engine.ErrProtocol], and so is anything but info before readyok; lines
// other than id and option before usiok are let pass, as some engines
// greet before they shake hands. An "info" line that does not read is not
// an error:
// its Info carries what did read and the line as Text. After a crash, a
// protocol error or an engine that did not stop, the engine has been
// killed and every later call returns the same error; Close still waits
// for it.
package usiclient

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/engine/internal/link"
	"github.com/largeshogi/largeshogi/engine/transport"
	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/usi"
)

// Config is how to talk to one USI engine. The zero Config talks to an
// engine that writes moves as lishogi's USI does and knows the variant by
// the name its file gives USI engines.
type Config struct {
	// Name is the engine's name in records and errors; "" takes the
	// engine's "id name".
	Name string
	// Options are set with setoption after the handshake, in the order
	// of their names.
	Options map[string]string
	// Variant is the value of USI_Variant for every game; "" sends the
	// name the variant file gives USI engines ([variant.Variant.USIVariant],
	// "chushogi" for chu shogi), and only to an engine that declares
	// USI_Variant.
	Variant string
	// Notation reads and writes the engine's moves; nil is
	// [notation.USI].
	Notation notation.Notation
	// Timeouts bound the waits; zero fields take their defaults.
	Timeouts engine.Timeouts
	// Log, when not nil, receives every line sent ("> ") and received
	// ("< ").
	Log io.Writer
}

// Engine is a running USI engine. Its methods are for one goroutine at a
// time, as [engine.Player] says.
type Engine struct {
	cfg     Config
	link    *link.Link
	author  string
	options []usi.Option

	newGame bool          // usinewgame is still to be sent
	sent    []usi.Setting // the game settings last sent
}

// Start starts the engine of t and shakes hands: usi, then the engine's id
// and option lines up to usiok, within Timeouts.Start; then it sets
// cfg.Options, which the engine must have declared. The context bounds
// the start.
func Start(ctx context.Context, t transport.Transport, cfg Config) (*Engine, error) {
	if cfg.Notation == nil {
		cfg.Notation = notation.USI
	}
	cfg.Timeouts = cfg.Timeouts.WithDefaults()
	name := cmp.Or(cfg.Name, "USI engine")
	l, err := link.Open(ctx, t, name, cfg.Log)
	if err != nil {
		return nil, err
	}
	e := &Engine{cfg: cfg, link: l}
	if err := e.handshake(ctx); err != nil {
		e.Close()
		return nil, err
	}
	return e, nil
}

func (e *Engine) handshake(ctx context.Context) error {
	if err := e.link.Send("usi"); err != nil {
		return err
	}
	deadline := time.Now().Add(e.cfg.Timeouts.Start)
	for {
		line, err := e.next(ctx, deadline, "usiok")
		if err != nil {
			return err
		}
		word, _, _ := strings.Cut(strings.TrimSpace(line), " ")
		switch word {
		case "usiok":
			return e.setOptions(ctx)
		case "id":
			field, value, err := usi.ParseID(line)
			if err != nil {
				return e.link.Protocol(err)
			}
			if field == "name" && e.cfg.Name == "" && value != "" {
				e.link.Rename(value)
			}
			if field == "author" {
				e.author = value
			}
		case "option":
			o, err := usi.ParseOption(line)
			if err != nil {
				return e.link.Protocol(err)
			}
			e.options = append(e.options, o)
		}
	}
}

func (e *Engine) setOptions(ctx context.Context) error {
	var cmds []string
	for _, name := range slices.Sorted(maps.Keys(e.cfg.Options)) {
		if !e.declares(name) {
			return fmt.Errorf("usi: %s has no option %q (it has %s)", e.Name(), name, e.optionNames())
		}
		cmds = append(cmds, usi.SetOption(name, e.cfg.Options[name]))
	}
	if len(cmds) == 0 {
		return nil
	}
	if err := e.link.Send(cmds...); err != nil {
		return err
	}
	return e.ready(ctx)
}

// declares reports whether the engine declared an option of the name.
func (e *Engine) declares(name string) bool {
	return slices.ContainsFunc(e.options, func(o usi.Option) bool { return o.Name == name })
}

func (e *Engine) optionNames() string {
	return link.Names(e.options, func(o usi.Option) string { return o.Name })
}

// Name returns the configured name, else the engine's id name.
func (e *Engine) Name() string { return e.link.Name() }

// Author returns what the engine's "id author" said, or "".
func (e *Engine) Author() string { return e.author }

// Options returns the options the engine declared.
func (e *Engine) Options() []usi.Option { return slices.Clone(e.options) }

// next waits for the engine's next line until deadline; a timeout is
// engine.ErrUnresponsive, waiting for what.
func (e *Engine) next(ctx context.Context, deadline time.Time, what string) (string, error) {
	line, err := e.link.Next(ctx, deadline)
	if errors.Is(err, link.ErrTimeout) {
		return "", e.link.Fail(fmt.Errorf("%w: %s did not send %s in time", engine.ErrUnresponsive, e.Name(), what))
	}
	return line, err
}

// ready sends isready and waits for readyok within Timeouts.Ready.
func (e *Engine) ready(ctx context.Context) error {
	if err := e.link.Send("isready"); err != nil {
		return err
	}
	deadline := time.Now().Add(e.cfg.Timeouts.Ready)
	for {
		line, err := e.next(ctx, deadline, "readyok")
		if err != nil {
			return err
		}
		switch strings.TrimSpace(line) {
		case "readyok":
			return nil
		case "":
		default:
			if !strings.HasPrefix(line, "info") {
				return e.link.Protocol(fmt.Errorf("want readyok, not %q", line))
			}
		}
	}
}

// NewGame checks that the engine is ready and has usinewgame sent before
// the next position.
func (e *Engine) NewGame(ctx context.Context) error {
	if err := e.ready(ctx); err != nil {
		return err
	}
	e.newGame = true
	return nil
}

// GameOver sends gameover with the result for the engine, who played
// side.
func (e *Engine) GameOver(ctx context.Context, o rules.Outcome, side board.Color) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	return e.link.Send(usi.GameOverCommand(o, side))
}

// settings returns the setoption commands that name the game that rules r
// play, for this engine.
func (e *Engine) settings(r *rules.Rules) []usi.Setting {
	var out []usi.Setting
	for _, s := range usi.VariantSettings(r) {
		switch {
		case s.Name == usi.OptionVariant && e.cfg.Variant != "":
			s.Value = e.cfg.Variant
		case !e.declares(s.Name):
			continue
		}
		out = append(out, s)
	}
	return out
}

// Go sends the game and asks for a move under limits.
func (e *Engine) Go(ctx context.Context, g *rules.Game, limits engine.Limits, info func(engine.Info)) (engine.Reply, error) {
	if err := e.link.Broken(); err != nil {
		return engine.Reply{}, err
	}
	p := g.Position()
	goCmd, err := goCommand(limits, p.Side())
	if err != nil {
		return engine.Reply{}, err
	}
	s := e.settings(p.Rules())
	if changed := !slices.EqualFunc(s, e.sent, sameSetting); changed || e.newGame {
		var cmds []string
		if changed {
			for _, x := range s {
				cmds = append(cmds, usi.SetOption(x.Name, x.Value))
			}
		}
		// usinewgame goes before isready, so that what the engine does
		// for a new game (clearing its tables) is done by readyok, not
		// on the clock of the first move.
		if e.newGame {
			cmds = append(cmds, "usinewgame")
		}
		if err := e.link.Send(cmds...); err != nil {
			return engine.Reply{}, err
		}
		if err := e.ready(ctx); err != nil {
			return engine.Reply{}, err
		}
		e.sent, e.newGame = s, false
	}
	if err := e.link.Send(e.position(g), goCmd.String()); err != nil {
		return engine.Reply{}, err
	}
	return e.wait(ctx, g, limits, info, time.Now())
}

// goCommand returns the go command that asks for a move under limits with
// side to move: btime and wtime (Black's and White's time left), byoyomi
// (the side to move's), binc and winc, movetime, depth and nodes, each
// only when set; "go infinite" for the zero Limits. USI has no moves to
// the next time control: a clock with MovesToGo is an error, as is a
// clock whose byoyomi and increment are both set, which USI cannot say.
func goCommand(l engine.Limits, side board.Color) (usi.Go, error) {
	if l == (engine.Limits{}) {
		return usi.Go{Infinite: true}, nil
	}
	g := usi.Go{MoveTime: l.MoveTime, Depth: l.Depth, Nodes: l.Nodes}
	if c := l.Clock; c != nil {
		if c.MovesToGo != 0 {
			return usi.Go{}, errors.New("usi: a clock with moves to the next time control: USI has no movestogo")
		}
		if c.Byoyomi != ([2]time.Duration{}) && c.Increment != ([2]time.Duration{}) {
			return usi.Go{}, errors.New("usi: a clock with both byoyomi and increment")
		}
		g.Clock = true
		g.BTime, g.WTime = c.Left[board.Black], c.Left[board.White]
		g.Byoyomi = c.Byoyomi[side]
		g.BInc, g.WInc = c.Increment[board.Black], c.Increment[board.White]
	}
	return g, nil
}

// infoOf reads an info line into an engine.Info, the PV's moves read in
// USI as moves of position p. A line that does not read all gives what
// did read, with the PV's moves before one that is not legal; Text is
// the whole line.
func infoOf(line string, p *rules.Position) engine.Info {
	in, _ := usi.ParseInfo(line)
	out := engine.Info{Depth: in.Depth, SelDepth: in.SelDepth, MultiPV: in.MultiPV, Nodes: in.Nodes, NPS: in.NPS,
		Time: in.Time, Text: line}
	out.PV, _ = usi.ReadPV(in.PV, p)
	if s := in.Score; s != nil {
		out.Score = engine.Score{Centi: s.Cp, Mate: s.Mate}
		switch {
		case s.Lower:
			out.Score.Bound = engine.Lower
		case s.Upper:
			out.Score.Bound = engine.Upper
		}
	}
	return out
}

func sameSetting(a, b usi.Setting) bool { return a.Name == b.Name && a.Value == b.Value }

// position writes the position command of game g.
func (e *Engine) position(g *rules.Game) string {
	if e.cfg.Notation == notation.USI {
		return usi.PositionCommand(g)
	}
	cmd, _, _ := strings.Cut(usi.PositionCommand(rules.NewGame(g.Start())), " moves")
	if moves := link.Moves(e.cfg.Notation, g); len(moves) > 0 {
		cmd += " moves " + strings.Join(moves, " ")
	}
	return cmd
}

// wait reads the engine's thinking up to its bestmove.
func (e *Engine) wait(ctx context.Context, g *rules.Game, limits engine.Limits, info func(engine.Info), start time.Time) (engine.Reply, error) {
	var reply engine.Reply
	p := g.Position()
	err := e.link.Think(ctx, start, limits, p.Side(), e.cfg.Timeouts.Margin, e.stop, func(line string) (bool, error) {
		word, _, _ := strings.Cut(strings.TrimSpace(line), " ")
		switch word {
		case "":
			return false, nil
		case "info":
			in := infoOf(line, p)
			reply.Info = in
			if info != nil {
				info(in)
			}
			return false, nil
		case "bestmove":
			reply.Elapsed, reply.Text = time.Since(start), line
			var err error
			reply, err = e.bestMove(g, line, reply)
			return true, err
		}
		return true, e.link.Protocol(fmt.Errorf("want info or bestmove, not %q", line))
	})
	return reply, err
}

// bestMove reads the engine's bestmove line.
func (e *Engine) bestMove(g *rules.Game, line string, reply engine.Reply) (engine.Reply, error) {
	b, err := usi.ParseBestMove(line)
	if err != nil {
		return reply, e.link.Protocol(err)
	}
	switch {
	case b.Resign:
		reply.Resign = true
		return reply, nil
	case b.Win:
		return reply, &engine.IllegalMoveError{Player: e.Name(), Text: "win", Side: g.Position().Side(),
			Err: fmt.Errorf("%w: a declaration of a win, which the rules do not have", rules.ErrIllegal)}
	}
	m, err := link.CheckMove(e.Name(), e.cfg.Notation, g, b.Move)
	if err != nil {
		return reply, err
	}
	reply.Move = m
	if b.Ponder != "" {
		q := g.Position().Clone()
		q.Make(m)
		if pm, err := e.cfg.Notation.Parse(q, b.Ponder); err == nil {
			reply.Ponder = pm
		}
	}
	return reply, nil
}

// stop tells the engine to stop thinking and throws its bestmove away
// (see [link.Link.Stop]).
func (e *Engine) stop(why error) error {
	return e.link.Stop(why, "stop", e.cfg.Timeouts.Stop, func(line string) bool { return strings.HasPrefix(line, "bestmove") })
}

// Close sends quit, waits Timeouts.Quit for the engine to exit, kills it
// otherwise, and returns when it has ended.
func (e *Engine) Close() error {
	return e.link.Close("quit", e.cfg.Timeouts.Quit)
}

var (
	_ engine.Player   = (*Engine)(nil)
	_ engine.Finisher = (*Engine)(nil)
)
