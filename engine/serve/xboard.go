package serve

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/usi"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/xboard"
)

// xboardServer serves XBoard. XBoard calls the side that moves first
// "white": it is Black (sente) in the rules. Its text, both ways, is
// package xboard's.
type xboardServer struct {
	*host
	force     bool        // the engine plays neither side
	side      board.Color // the side the engine plays
	over      bool        // the game has a result: the engine plays no more until new
	post      bool        // thinking is shown
	analyzing bool        // analyze mode: the engine thinks about the position and plays nothing
	lost      string      // why there is no position to play from (a refused setboard), or ""
	hint      rules.Move  // the reply the engine expects to its last move

	depth    int           // sd
	moveTime time.Duration // st; 0 under a level
	level    xboard.Level
	own, opp time.Duration // time and otim
}

// defaultLevel is XBoard's time control until it sends one: 40 moves in 5
// minutes.
var defaultLevel = xboard.Level{Moves: 40, Base: 5 * time.Minute}

func serveXBoard(ctx context.Context, first string, lines <-chan line, out io.Writer, cfg Config) error {
	w := &writer{w: out}
	h, err := newHost(ctx, w, cfg)
	if err != nil {
		return err
	}
	h.warn = func(msg string) { w.printf("tellusererror %s", clip.Line(msg)) }
	x := &xboardServer{host: h, side: board.White, level: defaultLevel, own: defaultLevel.Base, opp: defaultLevel.Base}
	return h.serve(x, first, lines)
}

// xboardError is a command the engine does not carry out: XBoard's
// "Error (KIND): COMMAND".
type xboardError struct{ kind string }

func (e xboardError) Error() string { return e.kind }

// changesGame lists the commands that change the game or the player: they
// end a search in progress without its move, and in analyze mode the
// analysis starts again after them.
var changesGame = map[string]bool{"new": true, "variant": true, "setboard": true, "usermove": true, "force": true,
	"go": true, "playother": true, "undo": true, "remove": true, "result": true, "option": true, "memory": true,
	"cores": true, "analyze": true, "exit": true, "quit": true}

func (x *xboardServer) command(text string) (quit bool) {
	fields := strings.Fields(text)
	if len(fields) == 0 {
		return false
	}
	cmd, args := fields[0], fields[1:]
	// While the engine thinks, "?" has it move now, and a command that
	// changes the game or the player ends the search without its move.
	if x.search != nil {
		switch {
		case cmd == "?" && !x.analyzing:
			x.stop(true)
		case changesGame[cmd]:
			x.stop(false)
		}
	}
	var err error
	switch cmd {
	case "xboard", "accepted", "rejected", "random", "computer", "hard", "easy", "name", "rating", "ics", "?":
	case "protover":
		err = x.protover(args)
	case "new":
		err = x.newGame()
	case "variant":
		err = x.variant(args)
	case "setboard":
		err = x.setboard(strings.Join(args, " "))
	case "usermove":
		err = x.usermove(args)
	case "force":
		x.force = true
	case "go":
		err = x.goCommand()
	case "playother":
		x.force, x.side = false, x.game.Position().Side().Other()
	case "undo":
		err = x.undo(1)
	case "remove":
		err = x.undo(2)
	case "result":
		err = x.result(strings.Join(args, " "))
	case "level":
		err = x.setLevel(strings.Join(args, " "))
	case "st":
		err = x.setMoveTime(args)
	case "sd":
		err = x.setNumber(args, &x.depth, 1<<20)
	case "time":
		err = x.setClock(args, &x.own)
	case "otim":
		err = x.setClock(args, &x.opp)
	case "post":
		x.post = true
	case "nopost":
		x.post = false
	case "ping":
		x.out.printf("pong %s", strings.Join(args, " "))
	case "memory":
		err = x.setNumber(args, &x.settings.Hash, x.maxHash())
	case "cores":
		err = x.setNumber(args, &x.settings.Threads, MaxThreads)
	case "option":
		err = x.option(strings.Join(args, " "))
	case "analyze":
		x.analyzing, x.force = true, true
	case "exit":
		err = x.exit()
	case ".":
		// The status update of analyze mode is optional: an engine that
		// does not answer it is sent no more.
	case "hint":
		x.giveHint()
	case "bk":
		x.out.printf(" no book")
		x.out.printf("")
	case "draw":
		// A draw offer is declined by not accepting it.
	case "quit":
		return true
	default:
		err = xboardError{"unknown command"}
	}
	if err != nil {
		x.out.printf("Error (%s): %s", reason(err), clip.Line(text))
	}
	if x.analyzing && changesGame[cmd] && x.search == nil {
		x.analyze()
	}
	return false
}

// reason writes err on one line, its parentheses made brackets, to go
// between the parentheses of XBoard's "Error (REASON): COMMAND" and
// "Illegal move (REASON): MOVE".
func reason(err error) string {
	return strings.NewReplacer("(", "[", ")", "]").Replace(clip.Line(err.Error()))
}

// protover answers "protover N" with the features.
func (x *xboardServer) protover(args []string) error {
	if len(args) != 1 {
		return xboardError{"want a version number"}
	}
	if n, err := strconv.Atoi(args[0]); err != nil || n < 2 {
		return nil
	}
	on := func(names ...string) []xboard.Feature {
		fs := make([]xboard.Feature, len(names))
		for i, n := range names {
			fs[i] = xboard.Feature{Name: n, Value: "1"}
		}
		return fs
	}
	off := func(names ...string) []xboard.Feature {
		fs := on(names...)
		for i := range fs {
			fs[i].Value = "0"
		}
		return fs
	}
	fs := append(on("ping", "setboard", "playother", "usermove", "memory", "smp", "time", "analyze"),
		off("draw", "colors", "nps", "pause", "sigint", "sigterm", "exclude")...)
	fs = append(fs, xboard.Feature{Name: "reuse", Value: "1"}, xboard.Feature{Name: "myname", Value: x.cfg.Name},
		xboard.Feature{Name: "variants", Value: strings.Join(x.variantNames(xboardName), ",")})
	x.out.printf("%s", xboard.Features(fs...))
	for _, o := range x.options() {
		x.out.printf("%s", xboard.Features(xboard.Feature{Name: "option", Value: o.String()}))
	}
	x.out.printf("%s", xboard.Features(xboard.Feature{Name: "done", Value: "1"}))
	return nil
}

// options are the options protover declares, for the variant in play as
// it is configured: its rule profile, a combo of the variant's profiles
// (a string when it has none); the options of the variant in force, as a
// comma-separated string; and each option of the variant as a check box,
// checked when it is in force, so that XBoard's engine settings show
// them.
func (x *xboardServer) options() []xboard.Option {
	v := x.rules.Variant
	profile := xboard.Option{Name: usi.OptionProfile, Type: "string"}
	if len(v.Profiles) > 0 {
		names := make([]string, len(v.Profiles))
		for i, p := range v.Profiles {
			names[i] = p.Name
			if p.Name == v.Profile {
				names[i] = "*" + p.Name
			}
		}
		profile = xboard.Option{Name: usi.OptionProfile, Type: "combo", Value: strings.Join(names, " /// ")}
	}
	out := []xboard.Option{profile, {Name: usi.OptionOptions, Type: "string", Value: strings.Join(v.Enabled, ",")}}
	for _, o := range v.Options {
		checked := "0"
		if slices.Contains(v.Enabled, o.Name) {
			checked = "1"
		}
		out = append(out, xboard.Option{Name: o.Name, Type: "check", Value: checked})
	}
	return out
}

// newGame carries out "new": the first variant configured, from its start,
// the engine playing the side that moves second, no depth limit, both
// clocks at the time control's start.
func (x *xboardServer) newGame() error {
	x.force, x.side, x.over, x.depth, x.lost, x.hint = false, board.White, false, 0, "", rules.Move{}
	x.own, x.opp = x.level.Base, x.level.Base
	x.host.newGame()
	if err := x.choose(choice{variant: x.cfg.Variants[0].Name, profile: x.want.profile, options: x.want.options}); err != nil {
		return err
	}
	x.game = rules.NewGame(x.rules.NewPosition())
	return nil
}

// variant carries out "variant NAME": the variant from its start.
func (x *xboardServer) variant(args []string) error {
	if len(args) != 1 {
		return xboardError{"want a variant name"}
	}
	n, err := x.variantNamed(args[0], xboardName)
	if err != nil {
		return err
	}
	if err := x.choose(choice{variant: n, profile: x.want.profile, options: x.want.options}); err != nil {
		return err
	}
	x.game, x.over, x.lost = rules.NewGame(x.rules.NewPosition()), false, ""
	return nil
}

// setboard carries out "setboard POSITION": the position as XBoard's FEN
// ([xboard.ParseFEN]), or as SFEN when it has an SFEN's shape
// ([xboard.IsFEN]). A position refused is told the user ("tellusererror
// Illegal position", as the protocol says) and leaves no position: until
// new, variant or a setboard taken, the engine plays nothing and refuses
// moves, go and undo, rather than play on in the game before.
func (x *xboardServer) setboard(text string) error {
	var pos *rules.Position
	var err error
	if xboard.IsFEN(text) {
		pos, err = xboard.ParseFEN(x.rules, text)
	} else {
		pos, err = x.rules.ParseSFEN(text)
	}
	if err != nil {
		x.lost = "no position: setboard " + clip.Line(text) + " was refused"
		x.out.printf("tellusererror Illegal position: %s", clip.Line(err.Error()))
		return nil
	}
	x.game, x.over, x.lost, x.hint = rules.NewGame(pos), false, "", rules.Move{}
	return nil
}

// usermove plays the opponent's move and answers it when the engine is to
// move.
func (x *xboardServer) usermove(args []string) error {
	if len(args) != 1 {
		return xboardError{"want one move"}
	}
	var m rules.Move
	var err error
	if x.lost != "" {
		err = errors.New(x.lost)
	} else if o := x.game.Outcome(); o.Over() {
		err = fmt.Errorf("%w: %s", rules.ErrGameOver, o)
	} else if m, err = xboard.ParseMove(x.game.Position(), args[0]); err == nil {
		err = x.game.Play(m)
	}
	if err != nil {
		x.out.printf("Illegal move (%s): %s", reason(err), clip.Line(args[0]))
		return nil
	}
	if x.claim() {
		return nil
	}
	if !x.force && !x.analyzing && x.game.Position().Side() == x.side {
		x.move()
	}
	return nil
}

// goCommand carries out "go": the engine plays the side to move, and
// moves.
func (x *xboardServer) goCommand() error {
	switch {
	case x.lost != "":
		return errors.New(x.lost)
	case x.analyzing:
		return xboardError{"in analyze mode: exit first"}
	}
	x.force, x.side = false, x.game.Position().Side()
	x.move()
	return nil
}

// claim writes the result of a game the rules have ended, and reports
// whether they have.
func (x *xboardServer) claim() bool {
	o := x.game.Outcome()
	if !o.Over() {
		return false
	}
	x.over = true
	x.out.printf("%s", xboard.ResultOf(o))
	return true
}

// thinking returns the function that writes the player's thinking about
// the position now, when post (or analyze mode) asks for it.
func (x *xboardServer) thinking(post bool) func(engine.Info) {
	snapshot := x.game.Position().Clone()
	return func(in engine.Info) {
		if !post || in.Depth == 0 || in.MultiPV > 1 {
			return
		}
		score := in.Score.Centi
		if in.Score.Mate != 0 {
			score = xboard.MateScore(in.Score.Mate)
		}
		x.out.printf("%s", xboard.Thinking{Depth: in.Depth, Score: score, Time: in.Time, Nodes: in.Nodes, PV: in.PV}.Line(snapshot))
	}
}

// move starts thinking about the engine's move, or claims the result.
func (x *xboardServer) move() {
	if x.over || x.claim() {
		return
	}
	if err := x.ready(); err != nil {
		x.warn(err.Error())
		return
	}
	if err := x.think(x.limits(), x.thinking(x.post)); err != nil {
		x.warn(err.Error())
	}
}

// analyze starts the analysis of the position, with no limit, its
// thinking always shown; a game the rules have ended is not analysed.
func (x *xboardServer) analyze() {
	if x.lost != "" || x.game.Outcome().Over() {
		return
	}
	if err := x.ready(); err != nil {
		x.warn(err.Error())
		return
	}
	if err := x.think(engine.Limits{}, x.thinking(true)); err != nil {
		x.warn(err.Error())
		return
	}
	x.search.hold = true
}

// exit carries out "exit": analyze mode ends, in force mode.
func (x *xboardServer) exit() error {
	if !x.analyzing {
		return xboardError{"not in analyze mode"}
	}
	x.analyzing, x.force = false, true
	return nil
}

// giveHint answers "hint" with the reply the engine expected to its last
// move, if it expected one and it is legal; otherwise with nothing, as the
// protocol allows.
func (x *xboardServer) giveHint() {
	if x.hint == (rules.Move{}) || x.lost != "" || x.game.Check(x.hint) != nil {
		return
	}
	x.out.printf("Hint: %s", xboard.MoveText(x.game.Position(), x.hint))
}

// limits are the limits of the engine's next move.
func (x *xboardServer) limits() engine.Limits {
	l := engine.Limits{Depth: x.depth, MoveTime: x.moveTime}
	if x.moveTime > 0 {
		return l
	}
	c := &engine.Clock{Increment: [2]time.Duration{x.level.Inc, x.level.Inc}}
	c.Left[x.side], c.Left[x.side.Other()] = x.own, x.opp
	if x.level.Moves > 0 {
		start := x.game.Start().Side()
		played := 0
		for i := range x.game.Moves() {
			if (i%2 == 0) == (start == x.side) {
				played++
			}
		}
		c.MovesToGo = x.level.Moves - played%x.level.Moves
	}
	l.Clock = c
	return l
}

// stop ends the search; with play, the engine plays the move it has.
func (x *xboardServer) stop(play bool) {
	s := x.search
	s.halt()
	x.search = nil
	if play {
		x.play(s)
	}
}

func (x *xboardServer) searched() {
	s := x.search
	x.search = nil
	if x.analyzing {
		return
	}
	x.play(s)
}

func (x *xboardServer) end() {
	if x.analyzing {
		x.stop(false)
		return
	}
	x.searched()
}

// play plays and writes the answer to a search: the move as XBoard
// writes it ([xboard.MoveLines]: a lion's legs through empty squares as
// one leg, a move of legs a leg a line).
func (x *xboardServer) play(s *search) {
	m, resign := x.answer(s)
	if resign {
		x.out.printf("resign")
		x.over = true
		return
	}
	lines := xboard.MoveLines(x.game.Position(), m)
	if err := x.game.Play(m); err != nil {
		x.warn(err.Error())
		return
	}
	x.hint = s.reply.Ponder
	if pv := s.reply.Info.PV; x.hint == (rules.Move{}) && len(pv) > 1 && pv[0] == m {
		x.hint = pv[1]
	}
	for _, l := range lines {
		x.out.printf("%s", l)
	}
	x.claim()
}

// undo takes back n moves.
func (x *xboardServer) undo(n int) error {
	if x.lost != "" {
		return errors.New(x.lost)
	}
	if len(x.game.Moves()) < n {
		return xboardError{"not enough moves to take back"}
	}
	for range n {
		x.game.Undo()
	}
	x.over, x.hint = false, rules.Move{}
	return nil
}

// result carries out "result RESULT {COMMENT}": the game is over.
func (x *xboardServer) result(text string) error {
	if _, err := xboard.ParseResult(text); err != nil {
		return err
	}
	x.over = true
	return nil
}

// setLevel carries out "level MOVES BASE INC".
func (x *xboardServer) setLevel(args string) error {
	l, err := xboard.ParseLevel(args)
	if err != nil {
		return err
	}
	x.level = l
	x.own, x.opp, x.moveTime = l.Base, l.Base, 0
	return nil
}

// setMoveTime carries out "st SECONDS".
func (x *xboardServer) setMoveTime(args []string) error {
	if len(args) != 1 {
		return xboardError{"want seconds"}
	}
	d, err := xboard.ParseSeconds(args[0])
	if err != nil {
		return err
	}
	if d == 0 {
		return xboardError{"want a time above 0"}
	}
	x.moveTime = d
	return nil
}

// setClock carries out "time N" and "otim N", N in centiseconds.
func (x *xboardServer) setClock(args []string, dst *time.Duration) error {
	if len(args) != 1 {
		return xboardError{"want centiseconds"}
	}
	d, err := xboard.ParseCentiseconds(args[0])
	if err != nil {
		return err
	}
	*dst = max(0, d)
	return nil
}

// setNumber sets *dst to the whole number of args, from 1 to most.
func (x *xboardServer) setNumber(args []string, dst *int, most int) error {
	if len(args) != 1 {
		return xboardError{"want a number"}
	}
	n, err := strconv.Atoi(args[0])
	if err != nil || n < 1 || n > most {
		return xboardError{fmt.Sprintf("want a whole number from 1 to %d", most)}
	}
	*dst = n
	return nil
}

// option carries out "option NAME=VALUE" for the options of protover: the
// profile, the options in force as a comma-separated list, or one option
// of the variant in play checked (1) or not (0). When the last option is
// unchecked, the variant is played under its profile with none; in a
// variant without profiles, with the options the engine was configured
// with.
func (x *xboardServer) option(arg string) error {
	name, value, _ := strings.Cut(arg, "=")
	c := x.want
	v := x.rules.Variant
	switch {
	case name == usi.OptionProfile:
		c.profile = value
	case name == usi.OptionOptions:
		c.options = value
	case slices.ContainsFunc(v.Options, func(o variant.Option) bool { return o.Name == name }):
		enabled := slices.DeleteFunc(slices.Clone(v.Enabled), func(e string) bool { return e == name })
		switch value {
		case "1":
			enabled = append(enabled, name)
		case "0":
		default:
			return xboardError{"want 0 or 1"}
		}
		c.options = strings.Join(enabled, ",")
		if c.options == "" && c.profile == "" {
			c.profile = v.Profile
		}
	default:
		return xboardError{"no such option"}
	}
	return x.choose(c)
}
