package serve

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/record"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/usi"
)

// xboardServer serves XBoard. XBoard calls the side that moves first
// "white": it is Black (sente) in the rules.
type xboardServer struct {
	*host
	force bool        // the engine plays neither side
	side  board.Color // the side the engine plays
	over  bool        // the game has a result: the engine plays no more until new
	post  bool        // thinking is shown

	depth    int           // sd
	moveTime time.Duration // st; 0 under a level
	level    level
	own, opp time.Duration // time and otim
}

// level is XBoard's time control: moves per period (0 for the whole game),
// the time of a period and the increment.
type level struct {
	moves     int
	base, inc time.Duration
}

// defaultLevel is XBoard's time control until it sends one: 40 moves in 5
// minutes.
var defaultLevel = level{moves: 40, base: 5 * time.Minute}

func serveXBoard(ctx context.Context, first string, lines <-chan line, out io.Writer, cfg Config) error {
	w := &writer{w: out}
	h, err := newHost(ctx, w, cfg)
	if err != nil {
		return err
	}
	h.warn = func(msg string) { w.printf("tellusererror %s", oneLine(msg)) }
	x := &xboardServer{host: h, side: board.White, level: defaultLevel, own: defaultLevel.base, opp: defaultLevel.base}
	return h.serve(x, first, lines)
}

// xboardError is a command the engine does not carry out: XBoard's
// "Error (KIND): COMMAND".
type xboardError struct{ kind string }

func (e xboardError) Error() string { return e.kind }

func (x *xboardServer) command(text string) (quit bool) {
	fields := strings.Fields(text)
	if len(fields) == 0 {
		return false
	}
	cmd, args := fields[0], fields[1:]
	// While the engine thinks, "?" has it move now, and a command that
	// changes the game or the player ends the search without its move.
	if x.search != nil {
		switch cmd {
		case "?":
			x.stop(true)
		case "new", "variant", "setboard", "usermove", "force", "go", "playother", "undo", "remove", "result", "option", "memory", "quit":
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
		x.force, x.side = false, x.game.Position().Side()
		x.move()
	case "playother":
		x.force, x.side = false, x.game.Position().Side().Other()
	case "undo":
		err = x.undo(1)
	case "remove":
		err = x.undo(2)
	case "result":
		err = x.result(args)
	case "level":
		err = x.setLevel(args)
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
	case "option":
		err = x.option(strings.Join(args, " "))
	case "quit":
		return true
	default:
		err = xboardError{"unknown command"}
	}
	if err != nil {
		x.out.printf("Error (%s): %s", reason(err), oneLine(text))
	}
	return false
}

// reason writes err on one line, its parentheses made brackets, to go
// between the parentheses of XBoard's "Error (REASON): COMMAND" and
// "Illegal move (REASON): MOVE".
func reason(err error) string {
	return strings.NewReplacer("(", "[", ")", "]").Replace(oneLine(err.Error()))
}

// protover answers "protover N" with the features.
func (x *xboardServer) protover(args []string) error {
	if len(args) != 1 {
		return xboardError{"want a version number"}
	}
	if n, err := strconv.Atoi(args[0]); err != nil || n < 2 {
		return nil
	}
	x.out.printf("feature ping=1 setboard=1 playother=1 usermove=1 memory=1 time=1 draw=0 analyze=0 colors=0 nps=0 pause=0 sigint=0 sigterm=0 reuse=1 myname=%q variants=%q",
		x.cfg.Name, strings.Join(x.variantNames(xboardName), ","))
	x.out.printf("feature option=\"%s -string \"", usi.OptionProfile)
	x.out.printf("feature option=\"%s -string \"", usi.OptionOptions)
	x.out.printf("feature done=1")
	return nil
}

// newGame carries out "new": the first variant configured, from its start,
// the engine playing the side that moves second, no depth limit, both
// clocks at the time control's start.
func (x *xboardServer) newGame() error {
	x.force, x.side, x.over, x.depth = false, board.White, false, 0
	x.own, x.opp = x.level.base, x.level.base
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
	x.game, x.over = rules.NewGame(x.rules.NewPosition()), false
	return nil
}

// setboard carries out "setboard POSITION": the position as XBoard's FEN
// (see [sfenOfFEN]) or as SFEN.
func (x *xboardServer) setboard(text string) error {
	sfen, err := sfenOfFEN(text)
	var pos *rules.Position
	if err == nil {
		pos, err = x.rules.ParseSFEN(sfen)
	}
	if err != nil {
		x.out.printf("tellusererror Illegal position: %s", oneLine(err.Error()))
		return nil
	}
	x.game, x.over = rules.NewGame(pos), false
	return nil
}

// sfenOfFEN returns the SFEN of a position written as XBoard's FEN: the
// SFEN's board, "w" when the side that moves first (Black in the rules,
// White to XBoard) is to move or "b", castling and en passant fields ("-"),
// a halfmove clock and the number of the move (two plies each). Text of
// two to four fields is SFEN already and is returned as it is; FEN loses
// the state of the rule hooks that SFEN's third field holds.
func sfenOfFEN(text string) (string, error) {
	f := strings.Fields(text)
	if len(f) != 6 {
		return text, nil
	}
	number, err := strconv.Atoi(f[5])
	if err != nil || number < 1 || number > rules.MaxMoveNumber/2 {
		return "", fmt.Errorf("FEN %s: the move number %s, want a whole number from 1", clip.Quote(text), clip.Quote(f[5]))
	}
	switch f[1] {
	case "w":
		return f[0] + " b - " + strconv.Itoa(2*number-1), nil
	case "b":
		return f[0] + " w - " + strconv.Itoa(2*number), nil
	}
	return "", fmt.Errorf("FEN %s: the side to move %s, want w or b", clip.Quote(text), clip.Quote(f[1]))
}

// usermove plays the opponent's move and answers it when the engine is to
// move.
func (x *xboardServer) usermove(args []string) error {
	if len(args) != 1 {
		return xboardError{"want one move"}
	}
	var m rules.Move
	var err error
	if o := x.game.Outcome(); o.Over() {
		err = fmt.Errorf("%w: %s", rules.ErrGameOver, o)
	} else if m, err = notation.XBoard.Parse(x.game.Position(), args[0]); err == nil {
		err = x.game.Play(m)
	}
	if err != nil {
		x.out.printf("Illegal move (%s): %s", reason(err), oneLine(args[0]))
		return nil
	}
	if x.claim() {
		return nil
	}
	if !x.force && x.game.Position().Side() == x.side {
		x.move()
	}
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
	x.out.printf("%s {%s}", record.PGNResult(o), o)
	return true
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
	snapshot := x.game.Position().Clone()
	post := x.post
	if err := x.think(x.limits(), func(in engine.Info) {
		if post && in.Depth > 0 {
			x.out.printf("%d %d %d %d %s", in.Depth, xboardScore(in.Score), in.Time.Milliseconds()/10, in.Nodes, xboardLine(snapshot, in.PV))
		}
	}); err != nil {
		x.warn(err.Error())
	}
}

// limits are the limits of the engine's next move.
func (x *xboardServer) limits() engine.Limits {
	l := engine.Limits{Depth: x.depth, MoveTime: x.moveTime}
	if x.moveTime > 0 {
		return l
	}
	c := &engine.Clock{Increment: [2]time.Duration{x.level.inc, x.level.inc}}
	c.Left[x.side], c.Left[x.side.Other()] = x.own, x.opp
	if x.level.moves > 0 {
		start := x.game.Start().Side()
		played := 0
		for i := range x.game.Moves() {
			if (i%2 == 0) == (start == x.side) {
				played++
			}
		}
		c.MovesToGo = x.level.moves - played%x.level.moves
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
	x.play(s)
}

func (x *xboardServer) end() { x.searched() }

// play plays and writes the answer to a search.
func (x *xboardServer) play(s *search) {
	m, resign := x.answer(s)
	if resign {
		x.out.printf("resign")
		x.over = true
		return
	}
	text := notation.XBoard.Write(x.game.Position(), m)
	if err := x.game.Play(m); err != nil {
		x.warn(err.Error())
		return
	}
	// A move of several legs goes a leg a line, each but the last ending
	// with a comma, as WinBoard takes them from an engine.
	legs := strings.Split(text, ",")
	for _, leg := range legs[:len(legs)-1] {
		x.out.printf("move %s,", leg)
	}
	x.out.printf("move %s", legs[len(legs)-1])
	x.claim()
}

// undo takes back n moves.
func (x *xboardServer) undo(n int) error {
	if len(x.game.Moves()) < n {
		return xboardError{"not enough moves to take back"}
	}
	for range n {
		x.game.Undo()
	}
	x.over = false
	return nil
}

// result carries out "result RESULT {COMMENT}": the game is over.
func (x *xboardServer) result(args []string) error {
	if len(args) == 0 {
		return xboardError{"want a result"}
	}
	switch args[0] {
	case "1-0", "0-1", "1/2-1/2", "*":
	default:
		return xboardError{"want 1-0, 0-1, 1/2-1/2 or *"}
	}
	x.over = true
	return nil
}

// setLevel carries out "level MOVES BASE INC": BASE in minutes or
// minutes:seconds, INC in seconds.
func (x *xboardServer) setLevel(args []string) error {
	if len(args) != 3 {
		return xboardError{"want moves, base time and increment"}
	}
	moves, err := strconv.Atoi(args[0])
	if err != nil || moves < 0 {
		return xboardError{"bad number of moves"}
	}
	min, sec, colon := strings.Cut(args[1], ":")
	base, err := strconv.Atoi(min)
	seconds := 0
	if err == nil && colon {
		seconds, err = strconv.Atoi(sec)
	}
	if err != nil || base < 0 || base > 1<<20 || seconds < 0 || seconds > 59 {
		return xboardError{"bad base time"}
	}
	inc, err := seconds64(args[2])
	if err != nil {
		return xboardError{"bad increment"}
	}
	x.level = level{moves: moves, base: time.Duration(base)*time.Minute + time.Duration(seconds)*time.Second, inc: inc}
	x.own, x.opp, x.moveTime = x.level.base, x.level.base, 0
	return nil
}

// setMoveTime carries out "st SECONDS".
func (x *xboardServer) setMoveTime(args []string) error {
	if len(args) != 1 {
		return xboardError{"want seconds"}
	}
	d, err := seconds64(args[0])
	if err != nil || d == 0 {
		return xboardError{"bad time"}
	}
	x.moveTime = d
	return nil
}

// seconds64 reads a number of seconds, possibly with a fraction, of at
// most a million.
func seconds64(s string) (time.Duration, error) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || !(f >= 0 && f <= 1e6) {
		return 0, errors.New("bad seconds")
	}
	return time.Duration(f * float64(time.Second)), nil
}

// setClock carries out "time N" and "otim N", N in centiseconds.
func (x *xboardServer) setClock(args []string, dst *time.Duration) error {
	if len(args) != 1 {
		return xboardError{"want centiseconds"}
	}
	n, err := strconv.ParseInt(args[0], 10, 64)
	if err != nil || n > maxMillis/10 || n < -maxMillis/10 {
		return xboardError{"bad centiseconds"}
	}
	*dst = max(0, time.Duration(n)*10*time.Millisecond)
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

// option carries out "option NAME=VALUE" for the options of protover.
func (x *xboardServer) option(arg string) error {
	name, value, _ := strings.Cut(arg, "=")
	c := x.want
	switch name {
	case usi.OptionProfile:
		c.profile = value
	case usi.OptionOptions:
		c.options = value
	default:
		return xboardError{"no such option"}
	}
	return x.choose(c)
}

// xboardScore writes a score as XBoard's thinking output does: centipawns,
// or 100000 plus the moves to a mate (minus for a mate against).
func xboardScore(s engine.Score) int {
	switch {
	case s.Mate > 0:
		return 100000 + (s.Mate+1)/2
	case s.Mate < 0:
		return -100000 - (-s.Mate+1)/2
	}
	return s.Centi
}

// xboardLine writes a line of moves from position p in XBoard's notation,
// as far as its moves are legal.
func xboardLine(p *rules.Position, pv []rules.Move) string {
	var out []string
	for _, m := range pv {
		if p.Check(m) != nil {
			break
		}
		out = append(out, notation.XBoard.Write(p, m))
		p.Make(m)
	}
	for range out {
		p.Unmake()
	}
	return strings.Join(out, " ")
}
