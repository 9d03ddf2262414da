// Package xboardclient plays games through an engine that speaks the
// XBoard/WinBoard protocol (version 2), such as HaChu: an [*Engine] is an
// [engine.Player].
//
// [Start] starts the engine over a [transport.Transport] and shakes hands:
// xboard, protover 2, then the engine's feature lines, answered with
// accepted or rejected, up to feature done=1 — or, as the protocol says,
// two seconds after its first line when it sends no done=0 (and up to
// Timeouts.Start after a done=0). An engine that sends nothing within
// Timeouts.Start does not answer.
//
// Each game starts with memory (before new: HaChu allocates its hash table
// there and crashes on go without it), new, variant, force and, from a
// position that is not the variant's start, setboard; then the moves
// played, with usermove when the engine asked for it. Each [Engine.Go]
// sends the moves the engine has not seen, the limits (level for a clock,
// st for a time per move, sd for a depth), time and otim for a clock, and
// go, and reads the engine's thinking ("DEPTH SCORE TIME NODES PV", the PV
// read as moves, a mate score as a mate) up to its move, which is read in
// the configured notation (its legs joined when it comes a leg a line) and
// checked by the game's rules before it is returned. A setup line the
// engine sends on accepting a variant (HaChu does for sho and wa shogi)
// must give the variant's start, pieces of the same sides on the same
// squares ([xboard.Setup.Check]), or the engine is [engine.ErrProtocol];
// its piece lines, how its pieces move for a GUI to show, are read past,
// the rules checking every move. The protocol's text,
// both ways, is package xboard's, which the server engine/serve shares:
// the position as [xboard.FEN], moves as [xboard.MoveText] (a lion's legs
// through empty squares as the jump they amount to, a pass as "@@@@"),
// results, level, thinking and features. How the engine
// writes moves, which name it gives the variant, whether memory goes
// before new and whether moves carry usermove are [Config], never guessed
// from the engine's name. [Engine.GameOver] sends "result" with the
// game's result once it has ended.
//
// # Failures
//
// As in package engine/usiclient: a move the rules refuse, or a claim of a
// result ("1-0 {...}") the rules do not make, is an
// [*engine.IllegalMoveError] (a claim of its own loss is a resignation);
// an engine that exits is [engine.ErrCrashed] with its exit status and last
// lines of standard error; one that does not answer the handshake, ping or
// "?" in time is [engine.ErrUnresponsive]; one that moves after its clock
// and the margin is [engine.ErrTimeForfeit] (told "?", its late move is
// thrown away); an "Illegal move" or "Error" answer (the engine refused
// what it was sent) and any other line that is not XBoard while it thinks
// is [engine.ErrProtocol]. Lines starting with "#" and the tell… commands
// are not errors. A line of thinking that does not read is not an error:
// its Info has what did read and the line as Text.
package xboardclient

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/engine/internal/link"
	"github.com/largeshogi/largeshogi/engine/transport"
	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/xboard"
)

// UserMove says whether moves sent to the engine start with "usermove".
type UserMove uint8

// The ways of sending moves.
const (
	// UserMoveAsFeature sends "usermove MOVE" when the engine asked for
	// it with feature usermove=1, else the move alone.
	UserMoveAsFeature UserMove = iota
	// UserMoveAlways sends "usermove MOVE" whatever the engine asked.
	UserMoveAlways
	// UserMoveNever sends the move alone.
	UserMoveNever
)

// DefaultMemory is the hash size, in MB, sent to an engine that declares
// feature memory=1 when Config.Memory is 0.
const DefaultMemory = 64

// Config is how to talk to one XBoard engine. The zero Config talks to
// HaChu: moves in [notation.XBoard], the variant's XBoard name, memory
// before new.
type Config struct {
	// Name is the engine's name in records and errors; "" takes the
	// engine's feature myname.
	Name string
	// Variant is the name sent with "variant" for every game; "" sends
	// the name the variant file gives XBoard engines
	// ([variant.Variant.XBoardVariant], HaChu's). "normal" sends no
	// variant command.
	Variant string
	// Notation reads and writes the engine's moves; nil is
	// [notation.XBoard].
	Notation notation.Notation
	// Memory is the hash size in MB, sent with "memory" to an engine that
	// declares feature memory=1; 0 sends [DefaultMemory].
	Memory int
	// MemoryAfterNew sends memory after new rather than before it.
	MemoryAfterNew bool
	// Cores is the number of threads, sent with "cores" to an engine
	// that declares feature smp=1; 0 sends nothing.
	Cores int
	// Options are sent as "option NAME=VALUE" after the handshake, in the
	// order of their names; the engine must have declared each.
	Options map[string]string
	// UserMove says whether moves carry "usermove".
	UserMove UserMove
	// Timeouts bound the waits; zero fields take their defaults.
	Timeouts engine.Timeouts
	// Log, when not nil, receives every line sent ("> ") and received
	// ("< ").
	Log io.Writer
}

// featureWait is how long the protocol has a GUI wait for feature done=1
// after the engine's first line, when it sends no done=0.
const featureWait = 2 * time.Second

// Engine is a running XBoard engine. Its methods are for one goroutine at
// a time, as [engine.Player] says.
type Engine struct {
	cfg      Config
	link     *link.Link
	features map[string]string
	options  []xboard.Option
	variants []string
	pings    int

	// seen is the game as the engine has it: its variant, start and the
	// moves it has been sent or has played; valid once a game is set up.
	seen struct {
		valid   bool
		variant string
		start   string
		moves   []rules.Move
	}
}

// Start starts the engine of t and shakes hands (see the package
// documentation); then it sends cfg.Options. The context bounds the start.
func Start(ctx context.Context, t transport.Transport, cfg Config) (*Engine, error) {
	if cfg.Notation == nil {
		cfg.Notation = notation.XBoard
	}
	cfg.Timeouts = cfg.Timeouts.WithDefaults()
	name := cmp.Or(cfg.Name, "XBoard engine")
	l, err := link.Open(ctx, t, name, cfg.Log)
	if err != nil {
		return nil, err
	}
	e := &Engine{cfg: cfg, link: l, features: map[string]string{}}
	if err := e.handshake(ctx); err != nil {
		e.Close()
		return nil, err
	}
	return e, nil
}

// known lists the features the client takes as the engine offers them.
var known = []string{"ping", "setboard", "playother", "san", "usermove", "time", "draw", "sigint",
	"sigterm", "reuse", "analyze", "myname", "variants", "colors", "ics", "name", "pause", "nps",
	"debug", "memory", "smp", "egt", "option", "exclude", "setscore", "highlight", "done"}

func (e *Engine) handshake(ctx context.Context) error {
	if err := e.link.Send("xboard", "protover 2"); err != nil {
		return err
	}
	deadline := time.Now().Add(e.cfg.Timeouts.Start)
	first := true
	for {
		line, err := e.link.Next(ctx, deadline)
		switch {
		case errors.Is(err, link.ErrTimeout) && first:
			return e.link.Fail(fmt.Errorf("%w: %s sent nothing within %v of protover 2", engine.ErrUnresponsive, e.Name(), e.cfg.Timeouts.Start))
		case errors.Is(err, link.ErrTimeout):
			if e.features["done"] == "0" {
				return e.link.Fail(fmt.Errorf("%w: %s did not send feature done=1 within %v", engine.ErrUnresponsive, e.Name(), e.cfg.Timeouts.Start))
			}
			return e.setOptions()
		case err != nil:
			return err
		}
		if first {
			first = false
			deadline = time.Now().Add(featureWait)
		}
		if !strings.HasPrefix(line, "feature") {
			continue
		}
		fs, err := xboard.ParseFeatures(line)
		if err != nil {
			return e.link.Protocol(err)
		}
		if err := e.accept(fs); err != nil {
			return err
		}
		switch e.features["done"] {
		case "1":
			return e.setOptions()
		case "0":
			deadline = time.Now().Add(e.cfg.Timeouts.Start)
		}
	}
}

// accept takes the features of one line and answers each.
func (e *Engine) accept(fs []xboard.Feature) error {
	var answers []string
	for _, f := range fs {
		ok := slices.Contains(known, f.Name) && !(f.Name == "san" && f.Value == "1")
		switch {
		case !ok:
		case f.Name == "option":
			o, err := xboard.ParseOption(f.Value)
			if err != nil {
				return e.link.Protocol(err)
			}
			e.options = append(e.options, o)
		case f.Name == "variants":
			e.variants = strings.Split(f.Value, ",")
		case f.Name == "myname" && e.cfg.Name == "":
			e.link.Rename(f.Value)
		case f.Name == "done":
			if _, err := xboard.FeatureInt(f); err != nil {
				return e.link.Protocol(err)
			}
		}
		if ok {
			e.features[f.Name] = f.Value
			answers = append(answers, "accepted "+f.Name)
		} else {
			answers = append(answers, "rejected "+f.Name)
		}
	}
	return e.link.Send(answers...)
}

func (e *Engine) setOptions() error {
	var cmds []string
	if e.cfg.Cores > 0 {
		if e.features["smp"] != "1" {
			return fmt.Errorf("xboard: %s does not take cores (no feature smp=1)", e.Name())
		}
		cmds = append(cmds, "cores "+strconv.Itoa(e.cfg.Cores))
	}
	for _, name := range slices.Sorted(maps.Keys(e.cfg.Options)) {
		if !slices.ContainsFunc(e.options, func(o xboard.Option) bool { return o.Name == name }) {
			return fmt.Errorf("xboard: %s has no option %q (it has %s)", e.Name(), name, e.optionNames())
		}
		cmds = append(cmds, "option "+name+"="+e.cfg.Options[name])
	}
	if e.cfg.Memory > 0 && e.features["memory"] != "1" {
		return fmt.Errorf("xboard: %s does not take memory (no feature memory=1)", e.Name())
	}
	return e.link.Send(cmds...)
}

func (e *Engine) optionNames() string {
	return link.Names(e.options, func(o xboard.Option) string { return o.Name })
}

// Name returns the configured name, else the engine's myname feature.
func (e *Engine) Name() string { return e.link.Name() }

// Features returns the features the engine sent and the client accepted,
// by name.
func (e *Engine) Features() map[string]string { return maps.Clone(e.features) }

// Options returns the options the engine declared.
func (e *Engine) Options() []xboard.Option { return slices.Clone(e.options) }

// NewGame checks, with ping where the engine has it, that the engine
// answers, and has the next Go set up a new game.
func (e *Engine) NewGame(ctx context.Context) error {
	e.seen.valid = false
	if e.features["ping"] != "1" {
		return e.link.Broken()
	}
	e.pings++
	want := "pong " + strconv.Itoa(e.pings)
	if err := e.link.Send("ping " + strconv.Itoa(e.pings)); err != nil {
		return err
	}
	deadline := time.Now().Add(e.cfg.Timeouts.Ready)
	for {
		line, err := e.link.Next(ctx, deadline)
		if errors.Is(err, link.ErrTimeout) {
			return e.link.Fail(fmt.Errorf("%w: %s did not answer ping in time", engine.ErrUnresponsive, e.Name()))
		}
		if err != nil {
			return err
		}
		if strings.TrimSpace(line) == want {
			return nil
		}
	}
}

// GameOver sends result with the game's result, "1-0" when the side that
// moves first (Black, XBoard's White) won, "0-1", "1/2-1/2", or "*" for no
// contest, and how the game ended in braces. The engine's side makes no
// difference.
func (e *Engine) GameOver(ctx context.Context, o rules.Outcome, _ board.Color) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	return e.link.Send("result " + xboard.ResultOf(o).String())
}

// variantName returns the name the engine is told the variant of r by.
func (e *Engine) variantName(r *rules.Rules) string {
	if e.cfg.Variant != "" {
		return e.cfg.Variant
	}
	return r.Variant.XBoardVariant
}

// memory returns the memory command, or "" when none is sent.
func (e *Engine) memory() string {
	if e.features["memory"] != "1" {
		return ""
	}
	mb := e.cfg.Memory
	if mb == 0 {
		mb = DefaultMemory
	}
	return "memory " + strconv.Itoa(mb)
}

// setup returns the commands that set up game g's start on the engine,
// leaving it in force mode, or an error if the engine cannot play it.
func (e *Engine) setup(g *rules.Game) ([]string, error) {
	start := g.Start()
	r := start.Rules()
	v := e.variantName(r)
	if v != "normal" && e.variants != nil && !slices.Contains(e.variants, v) {
		return nil, fmt.Errorf("xboard: %s does not play variant %q (it plays %s)", e.Name(), v, strings.Join(e.variants, ", "))
	}
	var cmds []string
	mem := e.memory()
	if mem != "" && !e.cfg.MemoryAfterNew {
		cmds = append(cmds, mem)
	}
	cmds = append(cmds, "new")
	if mem != "" && e.cfg.MemoryAfterNew {
		cmds = append(cmds, mem)
	}
	if v != "normal" {
		cmds = append(cmds, "variant "+v)
	}
	cmds = append(cmds, "force")
	if sfen := start.SFEN(); sfen != r.NewPosition().SFEN() {
		if e.features["setboard"] != "1" {
			return nil, fmt.Errorf("xboard: %s cannot be given a position (no feature setboard=1)", e.Name())
		}
		cmds = append(cmds, "setboard "+xboard.FEN(start))
	}
	return append(cmds, "post"), nil
}

// moveText writes m, a move of p, for the engine: as [xboard.MoveText]
// writes it (a pass as "@@@@", which HaChu 0.21 reads as a lion's pass
// where it refuses the legs "f3f4,f4f3" and, in dai shogi, "i6i6"; legs
// through empty squares as the jump they amount to), in the configured
// notation.
func (e *Engine) moveText(p *rules.Position, m rules.Move) string {
	if e.cfg.Notation == notation.XBoard {
		return xboard.MoveText(p, m)
	}
	if p.IsPass(m) {
		return xboard.Null
	}
	return e.cfg.Notation.Write(p, xboard.OneLeg(p, m))
}

// moveCommand returns the command that sends move text.
func (e *Engine) moveCommand(text string) string {
	return xboard.UserMove(text, e.cfg.UserMove == UserMoveAlways ||
		e.cfg.UserMove == UserMoveAsFeature && e.features["usermove"] == "1")
}

// syncCommands returns the commands that bring the engine to game g, in
// force mode.
func (e *Engine) syncCommands(g *rules.Game) ([]string, error) {
	start := g.Start()
	sfen := start.SFEN()
	v := e.variantName(start.Rules())
	cmds := []string{"force"}
	from := len(e.seen.moves)
	if !e.seen.valid || e.seen.variant != v || e.seen.start != sfen ||
		len(e.seen.moves) > len(g.Moves()) || !slices.Equal(e.seen.moves, g.Moves()[:len(e.seen.moves)]) {
		var err error
		if cmds, err = e.setup(g); err != nil {
			return nil, err
		}
		from = 0
	}
	p := start
	moves := g.Moves()
	for i, m := range moves {
		if i >= from {
			cmds = append(cmds, e.moveCommand(e.moveText(p, m)))
		}
		p.Make(m)
	}
	e.seen.valid, e.seen.variant, e.seen.start = true, v, sfen
	e.seen.moves = slices.Clone(moves)
	return cmds, nil
}

// limitCommands returns the commands that set the limits of a move for the
// side to move, before go.
func (e *Engine) limitCommands(l engine.Limits, side board.Color) ([]string, error) {
	if l.Nodes > 0 {
		return nil, errors.New("xboard: a node limit: the protocol has none")
	}
	var cmds []string
	seconds, centi := xboard.Seconds, xboard.Centiseconds
	switch c := l.Clock; {
	case c != nil && c.Left[side] == 0 && c.Byoyomi[side] > 0:
		cmds = append(cmds, "st "+seconds(c.Byoyomi[side]))
	case c != nil:
		cmds = append(cmds, xboard.Level{Moves: c.MovesToGo, Base: c.Left[side], Inc: c.Increment[side]}.String(),
			"time "+centi(c.Left[side]), "otim "+centi(c.Left[side.Other()]))
	}
	if l.MoveTime > 0 {
		cmds = append(cmds, "st "+seconds(l.MoveTime))
		if l.Clock == nil {
			// XBoard sends the clocks before every move, the time for the
			// move included; engines such as HaChu budget from them alone.
			cmds = append(cmds, "time "+centi(l.MoveTime), "otim "+centi(l.MoveTime))
		}
	}
	if l.Depth > 0 {
		cmds = append(cmds, "sd "+strconv.Itoa(l.Depth))
	}
	if l == (engine.Limits{}) {
		cmds = append(cmds, "st 86400")
	}
	return cmds, nil
}

// Go sends the moves the engine has not seen and asks for a move under
// limits.
func (e *Engine) Go(ctx context.Context, g *rules.Game, limits engine.Limits, info func(engine.Info)) (engine.Reply, error) {
	if err := e.link.Broken(); err != nil {
		return engine.Reply{}, err
	}
	p := g.Position()
	lim, err := e.limitCommands(limits, p.Side())
	if err != nil {
		return engine.Reply{}, err
	}
	cmds, err := e.syncCommands(g)
	if err != nil {
		return engine.Reply{}, err
	}
	cmds = append(append(cmds, lim...), "go")
	if err := e.link.Send(cmds...); err != nil {
		return engine.Reply{}, err
	}
	reply, err := e.wait(ctx, g, limits, info, time.Now())
	if err != nil || reply.Resign {
		e.seen.valid = false
	} else {
		e.seen.moves = append(e.seen.moves, reply.Move)
	}
	return reply, err
}

// ignored reports whether a line is one the client lets pass: a comment, a
// message for the user, an offer or a late pong.
func ignored(line string) bool {
	word, _, _ := strings.Cut(line, " ")
	switch {
	case line == "", strings.HasPrefix(line, "#"), strings.HasPrefix(word, "tell"):
		return true
	}
	switch word {
	case "feature", "pong", "offer", "askuser", "Hint:", "hint:", "highlight", "click":
		return true
	}
	return false
}

// wait reads the engine's thinking up to its move.
func (e *Engine) wait(ctx context.Context, g *rules.Game, limits engine.Limits, info func(engine.Info), start time.Time) (engine.Reply, error) {
	var reply engine.Reply
	p := g.Position()
	var legs string    // the legs of a move sent a leg a line
	var texts []string // their lines
	err := e.link.Think(ctx, start, limits, p.Side(), e.cfg.Timeouts.Margin, e.stop, func(line string) (bool, error) {
		line = strings.TrimSpace(line)
		word, _, _ := strings.Cut(line, " ")
		switch {
		case ignored(line):
			return false, nil
		case word == "setup":
			// The engine's start position for the variant it was just
			// sent (HaChu sends one for sho and wa shogi): it must be the
			// rules' own, or the two play different games.
			s, err := xboard.ParseSetup(line)
			if err == nil {
				err = s.Check(g.Start().Rules())
			}
			if err != nil {
				return true, e.link.Protocol(err)
			}
			return false, nil
		case word == "piece":
			// How one of its pieces moves, in XBoard's Betza notation, for a
			// GUI to show: the rules check every move the engine sends, so
			// the referee has no use for it.
			return false, nil
		case word == "move":
			// A move of several legs may come a leg a line, each but
			// the last ending with a comma, as HaChu sends a lion's
			// double move: "move g6h7," then "move h7h6".
			text, more, ok := xboard.ParseMoveLine(line)
			if !ok {
				return true, e.link.Protocol(fmt.Errorf("want move TEXT, not %q", line))
			}
			legs += text
			texts = append(texts, line)
			if more {
				if strings.Count(legs, ",") >= variant.MaxLegs {
					// No move has more legs: the engine is killed, not
					// read on, so that a move sent as legs without end is
					// not kept.
					return true, e.link.Fail(&engine.IllegalMoveError{Player: e.Name(), Text: clip.Cut(legs, clip.MaxRunes), Side: p.Side(),
						Err: fmt.Errorf("%w: a move of more than %d legs", rules.ErrIllegal, variant.MaxLegs)})
				}
				return false, nil
			}
			reply.Elapsed, reply.Text = time.Since(start), strings.Join(texts, "\n")
			m, err := link.CheckMove(e.Name(), e.cfg.Notation, g, legs)
			reply.Move = m
			return true, err
		case word == "resign":
			reply.Elapsed, reply.Text, reply.Resign = time.Since(start), line, true
			return true, nil
		case word == "1-0" || word == "0-1" || word == "1/2-1/2":
			reply.Elapsed, reply.Text = time.Since(start), line
			// XBoard calls the side that moves first (Black) White.
			if res, err := xboard.ParseResult(line); err == nil {
				if w, won := res.Winner(); won && w != p.Side() {
					reply.Resign = true
					return true, nil
				}
			}
			return true, &engine.IllegalMoveError{Player: e.Name(), Text: clip.Cut(line, clip.MaxRunes), Side: p.Side(),
				Err: fmt.Errorf("%w: a claim of a result the rules do not make", rules.ErrIllegal)}
		case strings.HasPrefix(line, "Illegal move") || strings.HasPrefix(word, "Error"):
			return true, e.link.Protocol(fmt.Errorf("it refused what it was sent: %q", line))
		}
		th, isThinking, _ := xboard.ParseThinking(line, p, e.cfg.Notation)
		if !isThinking {
			return true, e.link.Protocol(fmt.Errorf("want thinking or a move, not %q", line))
		}
		in := infoOf(th, line)
		reply.Info = in
		if info != nil {
			info(in)
		}
		return false, nil
	})
	return reply, err
}

// infoOf returns line, read as thinking th, as an [engine.Info]: a score
// of [xboard.MateScore] as a mate in plies.
func infoOf(th xboard.Thinking, line string) engine.Info {
	in := engine.Info{Depth: th.Depth, Score: engine.Score{Centi: th.Score}, Time: th.Time, Nodes: th.Nodes, PV: th.PV, Text: line}
	if plies, ok := xboard.MatePlies(th.Score); ok {
		in.Score = engine.Score{Mate: plies}
	}
	return in
}

// stop tells the engine to move now with "?", throws its move away (see
// [link.Link.Stop]) and puts it in force mode.
func (e *Engine) stop(why error) error {
	e.seen.valid = false
	err := e.link.Stop(why, "?", e.cfg.Timeouts.Stop, func(line string) bool {
		line = strings.TrimSpace(line)
		word, _, _ := strings.Cut(line, " ")
		return (word == "move" && !strings.HasSuffix(line, ",")) || word == "resign" || word == "1-0" || word == "0-1" || word == "1/2-1/2"
	})
	if err == why {
		e.link.Send("force")
	}
	return err
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
