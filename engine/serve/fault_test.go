package serve

import (
	"context"
	"errors"
	"testing"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// faulty is a player that fails: Go returns err, or move.
type faulty struct {
	err  error
	move rules.Move
}

func (f *faulty) Name() string                  { return "faulty" }
func (f *faulty) NewGame(context.Context) error { return nil }
func (f *faulty) Close() error                  { return errors.New("already closed") }
func (f *faulty) Go(context.Context, *rules.Game, engine.Limits, func(engine.Info)) (engine.Reply, error) {
	return engine.Reply{Move: f.move}, f.err
}

// faultyConfig serves the mini variant with a player made by make.
func faultyConfig(t *testing.T, make Factory) Config {
	return Config{Name: "faulty", NewPlayer: make, Variants: []*variant.Variant{miniVariant(t)}}
}

func serving(p engine.Player) Factory {
	return func(*rules.Rules, Settings) (engine.Player, error) { return p, nil }
}

// A player that fails, returns a move the rules refuse or cannot be made
// is reported, and the engine still answers every go: with a resignation,
// or with the first legal move (5d5c in mini's start, in generation order).
func TestUSIFaults(t *testing.T) {
	broken := errors.New("out of memory")
	handshake := []string{"id name faulty", "option name USI_Variant type combo default minishogi var minishogi",
		"option name LargeShogi_Profile type string default <empty>", "option name LargeShogi_Options type string default <empty>",
		"option name USI_Hash type spin default 16 min 1 max 65536", "option name Threads type spin default 1 min 1 max 256",
		"option name Skill_Level type spin default 20 min -9 max 20", "option name USI_AnalyseMode type check default false", "usiok"}
	converse(t, faultyConfig(t, serving(&faulty{err: broken})), []exchange{
		{"usi", handshake},
		{"go depth 1", []string{"info string error: out of memory", "bestmove resign"}},
		{"quit", []string{"info string error: closing the player: already closed"}},
	})
	geo := miniVariant(t).Geometry
	wild := rules.NewMove(geo.At(2, 4), geo.At(2, 2)) // the king, two squares ahead
	converse(t, faultyConfig(t, serving(&faulty{move: wild})), []exchange{
		{"usi", handshake},
		{"go depth 1", []string{"info string error: the player chose 3e3c, which the rules refuse: illegal move 3e3c: the king on 3e cannot make the move 3e3c", "bestmove 5d5c"}},
		{"quit", []string{"info string error: closing the player: already closed"}},
	})
	converse(t, faultyConfig(t, func(*rules.Rules, Settings) (engine.Player, error) { return nil, broken }), []exchange{
		{"usi", handshake},
		{"isready", []string{"info string error: isready: out of memory", "readyok"}},
		{"go depth 1", []string{"info string error: go: out of memory", "bestmove resign"}},
	})
}

func TestXBoardFaults(t *testing.T) {
	converse(t, faultyConfig(t, serving(&faulty{err: errors.New("out of memory")})), []exchange{
		{"xboard", nil},
		{"new", nil},
		{"usermove a2a3", []string{"tellusererror out of memory", "resign"}},
		{"go", nil},
		{"new", nil},
		{"go", []string{"tellusererror out of memory", "resign"}},
		{"quit", []string{"tellusererror closing the player: already closed"}},
	})
}

// A move of several legs goes to XBoard a leg a line: the lion takes the
// pawn on 4d and goes on to 4c.
func TestXBoardMultiLegMove(t *testing.T) {
	geo := miniVariant(t).Geometry
	double := rules.NewMove(geo.At(1, 4), geo.At(1, 2), geo.At(1, 3))
	converse(t, faultyConfig(t, serving(&faulty{move: double})), []exchange{
		{"xboard", nil},
		{"new", nil},
		{"force", nil},
		{"setboard k4/5/5/1p3/1N2K w - - 0 1", nil},
		{"go", []string{"move b1b2,", "move b2b3"}},
		{"quit", []string{"tellusererror closing the player: already closed"}},
	})
}
