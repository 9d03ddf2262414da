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

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/mate"
	"github.com/largeshogi/largeshogi/usi"
)

// usiServer serves USI.
type usiServer struct {
	*host
	pondering bool          // the search is go ponder's
	ponder    engine.Limits // the limits of go ponder, for ponderhit
	refused   bool          // the last position command was refused: go has no position
}

func serveUSI(ctx context.Context, first string, lines <-chan line, out io.Writer, cfg Config) error {
	w := &writer{w: out}
	h, err := newHost(ctx, w, cfg)
	if err != nil {
		return err
	}
	h.warn = func(msg string) { w.printf("info string error: %s", clip.Line(msg)) }
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
		if len(args) > 0 && args[0] == "mate" {
			u.startMate(text)
		} else {
			u.start(text)
		}
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
	spin := func(name string, def, least, most int) usi.Option {
		return usi.Option{Name: name, Type: "spin", Default: strconv.Itoa(def), Min: least, Max: most}
	}
	options := []usi.Option{
		{Name: usi.OptionVariant, Type: "combo", Default: u.cfg.Variants[0].USIVariant, Vars: u.variantNames(usiName)},
		{Name: usi.OptionProfile, Type: "string", Default: "<empty>"},
		{Name: usi.OptionOptions, Type: "string", Default: "<empty>"},
		spin("USI_Hash", u.settings.Hash, 1, u.maxHash()),
		spin("Threads", 1, 1, MaxThreads),
	}
	if u.cfg.MaxMultiPV > 1 {
		options = append(options, spin("MultiPV", 1, 1, u.cfg.MaxMultiPV), spin("USI_MultiPV", 1, 1, u.cfg.MaxMultiPV))
	}
	options = append(options, spin("Skill_Level", MaxSkill, MinSkill, MaxSkill),
		usi.Option{Name: "USI_AnalyseMode", Type: "check", Default: "false"})
	for _, o := range options {
		u.out.printf("%s", o)
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
		// The variant's USI name is a program's (lishogi's chushogi),
		// and stands for that program's rules: the variant's
		// usi-profile, with no options.
		c = choice{variant: n, profile: u.usiProfile(n)}
	case strings.EqualFold(name, usi.OptionProfile):
		c.profile = value
	case strings.EqualFold(name, usi.OptionOptions):
		c.options = value
	case strings.EqualFold(name, "USI_Hash"):
		n := u.settings.Hash
		if err := setSpin(&n, name, value, 1, u.maxHash()); err != nil {
			return err
		}
		return u.setHash(n)
	case strings.EqualFold(name, "Threads"):
		return setSpin(&u.settings.Threads, name, value, 1, MaxThreads)
	case (strings.EqualFold(name, "MultiPV") || strings.EqualFold(name, "USI_MultiPV")) && u.cfg.MaxMultiPV > 1:
		return setSpin(&u.settings.MultiPV, name, value, 1, u.cfg.MaxMultiPV)
	case strings.EqualFold(name, "Skill_Level"):
		return setSpin(&u.settings.Skill, name, value, MinSkill, MaxSkill)
	case strings.EqualFold(name, "USI_Ponder"), strings.EqualFold(name, "USI_AnalyseMode"):
		return checkValue(name, value)
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

// setSpin sets a whole-number option to value, from least to most.
func setSpin(dst *int, name, value string, least, most int) error {
	n, err := strconv.Atoi(value)
	if err != nil || n < least || n > most {
		return fmt.Errorf("%s: value %q, want a whole number from %d to %d", name, value, least, most)
	}
	*dst = n
	return nil
}

// checkValue checks the value of a check option the player does not need
// (USI_Ponder, USI_AnalyseMode: it thinks alike either way): true or
// false.
func checkValue(name, value string) error {
	if value != "true" && value != "false" {
		return fmt.Errorf("%s: value %q, want true or false", name, value)
	}
	return nil
}

// usiProfile returns the usi-profile of the offered variant named name.
func (u *usiServer) usiProfile(name string) string {
	for _, v := range u.cfg.Variants {
		if v.Name == name {
			return v.USIProfile
		}
	}
	return ""
}

// position carries out "position startpos|sfen SFEN [moves M...]" (as
// [usi.Read] reads it): the game becomes the position and the moves, each
// checked by the rules. A position refused leaves none: go answers
// "bestmove resign" until a position is accepted, where it would have
// played from the position before, perhaps for the other side.
func (u *usiServer) position(text string) error {
	u.refused = true
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
	u.game, u.refused = g, false
	return nil
}

// start carries out "go": it starts the search, or answers at once with a
// resignation when the command does not read, the player cannot be made or
// the game is over.
func (u *usiServer) start(text string) {
	g, err := parseGo(text)
	if err == nil && u.refused {
		err = errors.New("no position: the last position command was refused")
	}
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
		u.info(in)
	}); err != nil {
		u.warn("go: " + err.Error())
		u.out.printf("bestmove resign")
		return
	}
	// A go with no limit thinks until stop, as go infinite does.
	u.search.hold = g.infinite || g.ponder || g.limits == (engine.Limits{})
}

// startMate carries out "go mate": it starts a mate search, or answers
// at once "checkmate nomate" when the command does not read or there is
// no position, and says why.
func (u *usiServer) startMate(text string) {
	g, err := usi.ParseGoMate(text)
	if err == nil && u.refused {
		err = errors.New("no position: the last position command was refused")
	}
	if err == nil {
		err = u.ready()
	}
	if err == nil {
		err = u.proveMate(g.Time)
	}
	if err != nil {
		u.warn("go: " + err.Error())
		u.out.printf("%s", usi.Checkmate{NoMate: true})
		return
	}
	u.pondering = false
}

// checkmate writes the answer to a mate search: the mate's moves,
// nomate when there is none (or the search could not be made, which it
// says: the game is over, the defender has no royal piece), timeout when
// the time or a stop ended it first.
func (u *usiServer) checkmate(s *search) {
	stopped := errors.Is(s.err, context.Canceled) || errors.Is(s.err, context.DeadlineExceeded)
	switch {
	case s.err != nil && !stopped:
		u.warn("go mate: " + s.err.Error())
		u.out.printf("%s", usi.Checkmate{NoMate: true})
	case s.mate.Verdict == mate.Found && len(s.mate.Line) == s.mate.Plies:
		c := usi.Checkmate{}
		for _, m := range s.mate.Line {
			c.Moves = append(c.Moves, m.String())
		}
		u.out.printf("%s", c)
	case s.mate.Verdict == mate.NoMate:
		u.out.printf("%s", usi.Checkmate{NoMate: true})
	default:
		u.out.printf("%s", usi.Checkmate{Timeout: true})
	}
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
		u.info(in)
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
	if s.mate != nil {
		u.checkmate(s)
		return
	}
	m, resign := u.answer(s)
	if resign {
		u.out.printf("%s", usi.BestMove{Resign: true})
		return
	}
	u.out.printf("%s", usi.BestMove{Move: m.String()})
}

// goCommand is a go command read.
type goCommand struct {
	limits           engine.Limits
	infinite, ponder bool
}

// maxMillis is the longest time, in milliseconds, a command may give.
const maxMillis = math.MaxInt64 / int64(time.Millisecond)

// parseGo reads a go command (see [usi.ParseGo]) into the player's limits.
func parseGo(text string) (goCommand, error) {
	g, err := usi.ParseGo(text)
	if err != nil {
		return goCommand{}, err
	}
	c := goCommand{infinite: g.Infinite, ponder: g.Ponder,
		limits: engine.Limits{MoveTime: g.MoveTime, Depth: g.Depth, Nodes: g.Nodes}}
	if g.Clock {
		c.limits.Clock = &engine.Clock{Left: [2]time.Duration{g.BTime, g.WTime},
			Byoyomi: [2]time.Duration{g.Byoyomi, g.Byoyomi}, Increment: [2]time.Duration{g.BInc, g.WInc}}
	}
	return c, nil
}

// info writes a line of thinking as USI's info command, unless it says
// nothing.
func (u *usiServer) info(in engine.Info) {
	if in.Depth == 0 && len(in.PV) == 0 && in.Nodes == 0 {
		if in.Text != "" {
			u.out.printf("%s", usi.Info{Message: clip.Line(in.Text)})
		}
		return
	}
	out := usi.Info{Depth: in.Depth, SelDepth: in.SelDepth, MultiPV: in.MultiPV, Nodes: in.Nodes, NPS: in.NPS,
		Time: in.Time.Truncate(time.Millisecond)}
	if in.Depth > 0 || len(in.PV) > 0 {
		s := in.Score
		out.Score = &usi.Score{Cp: s.Centi, Mate: s.Mate, Lower: s.Bound == engine.Lower, Upper: s.Bound == engine.Upper}
	}
	for _, m := range in.PV {
		out.PV = append(out.PV, m.String())
	}
	u.out.printf("%s", out)
}
