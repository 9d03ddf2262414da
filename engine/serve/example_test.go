package serve_test

import (
	"context"
	"os"
	"strings"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/engine/serve"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// firstMove is a player that plays the first legal move it is offered.
type firstMove struct{}

func (firstMove) Name() string                  { return "first" }
func (firstMove) NewGame(context.Context) error { return nil }
func (firstMove) Close() error                  { return nil }

func (firstMove) Go(ctx context.Context, g *rules.Game, _ engine.Limits, info func(engine.Info)) (engine.Reply, error) {
	moves := g.AppendMoves(nil)
	if len(moves) == 0 {
		return engine.Reply{Resign: true}, nil
	}
	if info != nil {
		info(engine.Info{Depth: 1, Nodes: int64(len(moves)), PV: moves[:1]})
	}
	return engine.Reply{Move: moves[0]}, nil
}

// A player served over USI: the commands could come from a GUI or from
// lishogi's shoginet. The input ends after go, and the engine answers
// before it returns. An illegal move in a position command is refused,
// and the position stays as it was.
func Example() {
	chu, err := variants.Load("chu")
	if err != nil {
		panic(err)
	}
	cfg := serve.Config{
		Name:      "first",
		Author:    "an example",
		NewPlayer: func(*rules.Rules, serve.Settings) (engine.Player, error) { return firstMove{}, nil },
		Variants:  []*variant.Variant{chu},
	}
	in := strings.NewReader(`usi
setoption name USI_Variant value chushogi
isready
position startpos moves 7i7h 7i7h
position startpos moves 7i7h 6d6e
go byoyomi 1000
`)
	if err := serve.Run(context.Background(), in, os.Stdout, cfg); err != nil {
		panic(err)
	}
	// Output:
	// id name first
	// id author an example
	// option name USI_Variant type combo default chushogi var chushogi
	// option name LargeShogi_Profile type string default <empty>
	// option name LargeShogi_Options type string default <empty>
	// option name USI_Hash type spin default 16 min 1 max 65536
	// option name Threads type spin default 1 min 1 max 256
	// option name Skill_Level type spin default 20 min -9 max 20
	// option name USI_AnalyseMode type check default false
	// usiok
	// readyok
	// info string error: position:1:30: ply 2 (7i7h): illegal move 7i7h: no piece on 7i
	// info depth 1 score cp 0 nodes 47 pv 9h9g
	// bestmove 9h9g
}
