package serve

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/usi"
)

// usiServer serves USI.
type usiServer struct {
	*host
	pondering bool          // the search is go ponder's
	ponder    engine.Limits // the limits of go ponder, for ponderhit
}

func serveUSI(ctx context.Context, first string, lines <-chan line, out io.Writer, cfg Config) error {
	w := &writer{w: out}
	h, err := newHost(ctx, w, cfg)
	if err != nil {
		return err
	}
	h.warn = func(msg string) { w.printf("info string error: %s", oneLine(msg)) }
	return h.serve(&usiServer{host: h}, first, lines)
}

func (u *usiServer) command(text string) (quit bool) {
	fields := strings.Fields(text)
	if len(fields) == 0 {
		return false
	}
	cmd, args := fields[0], fields[1:]
	// While the player thinks, quit and gameover end the search without a
	// move, and any other command but isready, stop and ponderhit ends it
	// with its bestmove first: each go has its one answer.
	if u.search != nil {
		switch cmd {
		case "isready", "stop", "ponderhit":
		case "quit", "gameover":
			u.search.halt()
			u.search = nil
		default:
			u.stop()
		}
	}
	var err error
	switch cmd {
	case "usi":
		u.identify()
	case "isready":
		if u.search == nil {
			if err := u.ready(); err != nil {
				u.warn("isready: " + err.Error())
			}
		}
		u.out.printf("readyok")
	case "setoption":
		err = u.setOption(text)
	case "usinewgame":
		u.newGame()
	case "position":
		err = u.position(text)
	case "go":
		u.start(args)
	case "stop":
		if u.search != nil {
			u.stop()
		}
	case "ponderhit":
		err = u.ponderhit()
	case "gameover":
		if len(args) != 1 || (args[0] != "win" && args[0] != "lose" && args[0] != "draw") {
			err = errors.New("want win, lose or draw")
		}
	case "quit":
		return true
	default:
		err = errors.New("unknown command")
	}
	var placed *usi.Error
	switch {
	case errors.As(err, &placed):
		u.warn(err.Error())
	case err != nil:
		u.warn(cmd + ": " + err.Error())
	}
	return false
}

// identify answers "usi".
func (u *usiServer) identify() {
	u.out.printf("id name %s", u.cfg.Name)
	if u.cfg.Author != "" {
		u.out.printf("id author %s", u.cfg.Author)
	}
	u.out.printf("option name %s type combo default %s var %s", usi.OptionVariant, u.cfg.Variants[0].USIVariant, strings.Join(u.variantNames(usiName), " var "))
	u.out.printf("option name %s type string default <empty>", usi.OptionProfile)
	u.out.printf("option name %s type string default <empty>", usi.OptionOptions)
	u.out.printf("option name USI_Hash type spin default %d min 1 max %d", u.settings.Hash, u.maxHash())
	if u.cfg.MaxMultiPV > 1 {
		u.out.printf("option name MultiPV type spin default 1 min 1 max %d", u.cfg.MaxMultiPV)
	}
	u.out.printf("usiok")
}

// setOption carries out "setoption name NAME [value VALUE]". A value the
// option does not take changes nothing.
func (u *usiServer) setOption(text string) error {
	rec, err := usi.Read("setoption", []byte(text))
	if err != nil {
		return err
	}
	if len(rec.Settings) != 1 {
		return errors.New("want setoption name NAME [value VALUE]")
	}
	name, value := rec.Settings[0].Name, rec.Settings[0].Value
	if value == "<empty>" {
		value = ""
	}
	c := u.want
	switch {
	case strings.EqualFold(name, usi.OptionVariant):
		n, err := u.variantNamed(value, usiName)
		if err != nil {
			return err
		}
		if n != c.variant {
			// Profiles and options are the variant's own: another
			// variant starts from those configured for it.
			c = choice{variant: n}
		}
	case strings.EqualFold(name, usi.OptionProfile):
		c.profile = value
	case strings.EqualFold(name, usi.OptionOptions):
		c.options = value
	case strings.EqualFold(name, "USI_Hash"):
		n := u.settings.Hash
		if err := setSpin(&n, name, value, u.maxHash()); err != nil {
			return err
		}
		return u.setHash(n)
	case strings.EqualFold(name, "MultiPV") && u.cfg.MaxMultiPV > 1:
		return setSpin(&u.settings.MultiPV, name, value, u.cfg.MaxMultiPV)
	case strings.EqualFold(name, "USI_Ponder"):
		if value != "true" && value != "false" {
			return fmt.Errorf("USI_Ponder: value %q, want true or false", value)
		}
		return nil
	default:
		return fmt.Errorf("no option %q", name)
	}
	return u.choose(c)
}

// choose asks for the game c and builds its rules at once, so that a
// variant, profile or option the configuration does not have is refused
// here; it leaves the choice as it was on error.
func (h *host) choose(c choice) error {
	was := h.want
	h.want = c
	if err := h.resolve(); err != nil {
		h.want = was
		return err
	}
	return nil
}

// setSpin sets a whole-number option to value, from 1 to most.
func setSpin(dst *int, name, value string, most int) error {
	n, err := strconv.Atoi(value)
	if err != nil || n < 1 || n > most {
		return fmt.Errorf("%s: value %q, want a whole number from 1 to %d", name, value, most)
	}
	*dst = n
	return nil
}

// position carries out "position startpos|sfen SFEN [moves M...]" (as
// [usi.Read] reads it): the game becomes the position and the moves, each
// checked by the rules, or stays as it was.
func (u *usiServer) position(text string) error {
	if err := u.resolve(); err != nil {
		return err
	}
	rec, err := usi.Read("position", []byte(text))
	if err != nil {
		return err
	}
	g, err := rec.Game("position", u.rules)
	if err != nil {
		return err
	}
	u.game = g
	return nil
}

// start carries out "go": it starts the search, or answers at once with a
// resignation when the command does not read, the player cannot be made or
// the game is over.
func (u *usiServer) start(args []string) {
	g, err := parseGo(args)
	if err == nil {
		err = u.ready()
	}
	if err != nil {
		u.warn("go: " + err.Error())
		u.out.printf("bestmove resign")
		return
	}
	if len(u.game.AppendMoves(nil)) == 0 {
		u.out.printf("bestmove resign")
		return
	}
	limits := g.limits
	u.pondering = g.ponder
	if g.ponder {
		u.ponder, limits = limits, engine.Limits{}
	}
	if err := u.think(limits, func(in engine.Info) {
		if s := usiInfo(in); s != "" {
			u.out.printf("%s", s)
		}
	}); err != nil {
		u.warn("go: " + err.Error())
		u.out.printf("bestmove resign")
		return
	}
	// A go with no limit thinks until stop, as go infinite does.
	u.search.hold = g.infinite || g.ponder || g.limits == (engine.Limits{})
}

// ponderhit turns pondering into thinking about the move under the limits
// "go ponder" gave.
func (u *usiServer) ponderhit() error {
	if u.search == nil || !u.pondering {
		return errors.New("not pondering")
	}
	u.search.halt()
	u.search, u.pondering = nil, false
	if err := u.think(u.ponder, func(in engine.Info) {
		if s := usiInfo(in); s != "" {
			u.out.printf("%s", s)
		}
	}); err != nil {
		u.out.printf("bestmove resign")
		return err
	}
	// A go ponder without limits thinks on until stop, as go infinite.
	u.search.hold = u.ponder == (engine.Limits{})
	return nil
}

// stop ends the search and answers with its move.
func (u *usiServer) stop() {
	s := u.search
	s.halt()
	u.search = nil
	u.bestmove(s)
}

func (u *usiServer) searched() {
	if u.search.hold {
		u.search.held = true
		return
	}
	s := u.search
	u.search = nil
	u.bestmove(s)
}

func (u *usiServer) end() {
	if u.search.hold {
		u.stop()
		return
	}
	u.searched()
}

// bestmove writes the answer to a search.
func (u *usiServer) bestmove(s *search) {
	m, resign := u.answer(s)
	if resign {
		u.out.printf("bestmove resign")
		return
	}
	u.out.printf("bestmove %s", m)
}

// goCommand is a go command read.
type goCommand struct {
	limits           engine.Limits
	infinite, ponder bool
}

// maxMillis is the longest time, in milliseconds, a go command may give.
const maxMillis = math.MaxInt64 / int64(time.Millisecond)

// parseGo reads the arguments of a go command.
func parseGo(args []string) (goCommand, error) {
	var g goCommand
	var clock engine.Clock
	hasClock := false
	for i := 0; i < len(args); i++ {
		key := args[i]
		switch key {
		case "infinite":
			g.infinite = true
			continue
		case "ponder":
			g.ponder = true
			continue
		case "btime", "wtime", "byoyomi", "binc", "winc", "movetime", "depth", "nodes":
		default:
			return g, fmt.Errorf("%s: want btime, wtime, byoyomi, binc, winc, movetime, depth, nodes, infinite or ponder", clip.Quote(key))
		}
		if i+1 == len(args) {
			return g, fmt.Errorf("%s: no value", key)
		}
		i++
		n, err := strconv.ParseInt(args[i], 10, 64)
		least := int64(0)
		if key == "movetime" || key == "depth" || key == "nodes" {
			least = 1
		}
		if err != nil || n < least || (key == "depth" && n > math.MaxInt32) || (key != "nodes" && n > maxMillis) {
			return g, fmt.Errorf("%s: value %s, want a whole number from %d", key, clip.Quote(args[i]), least)
		}
		ms := time.Duration(n) * time.Millisecond
		switch key {
		case "btime":
			clock.Left[board.Black], hasClock = ms, true
		case "wtime":
			clock.Left[board.White], hasClock = ms, true
		case "byoyomi":
			clock.Byoyomi, hasClock = [2]time.Duration{ms, ms}, true
		case "binc":
			clock.Increment[board.Black], hasClock = ms, true
		case "winc":
			clock.Increment[board.White], hasClock = ms, true
		case "movetime":
			g.limits.MoveTime = ms
		case "depth":
			g.limits.Depth = int(n)
		case "nodes":
			g.limits.Nodes = n
		}
	}
	if hasClock {
		g.limits.Clock = &clock
	}
	if g.infinite && g.limits != (engine.Limits{}) {
		return g, errors.New("infinite with a limit")
	}
	return g, nil
}

// usiInfo writes a line of thinking as USI's info command, or "" when it
// says nothing.
func usiInfo(in engine.Info) string {
	if in.Depth == 0 && len(in.PV) == 0 && in.Nodes == 0 {
		if in.Text == "" {
			return ""
		}
		return "info string " + oneLine(in.Text)
	}
	var b strings.Builder
	b.WriteString("info")
	field := func(name string, n int64) {
		if n > 0 {
			b.WriteString(" " + name + " " + strconv.FormatInt(n, 10))
		}
	}
	field("depth", int64(in.Depth))
	field("seldepth", int64(in.SelDepth))
	field("multipv", int64(in.MultiPV))
	if in.Depth > 0 || len(in.PV) > 0 {
		b.WriteString(" score " + in.Score.String())
	}
	field("nodes", in.Nodes)
	field("nps", in.NPS)
	field("time", in.Time.Milliseconds())
	if len(in.PV) > 0 {
		b.WriteString(" pv")
		for _, m := range in.PV {
			b.WriteString(" " + m.String())
		}
	}
	return b.String()
}

// oneLine keeps a message on one printable line, clipped (see
// [clip.Line]), for the GUI.
func oneLine(s string) string { return clip.Line(s) }
