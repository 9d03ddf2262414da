package match_test

import (
	"context"
	"fmt"
	"os"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/match"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
)

// firstMover plays the first legal move it is offered.
type firstMover struct{ name string }

func (p firstMover) Name() string                  { return p.name }
func (p firstMover) NewGame(context.Context) error { return nil }
func (p firstMover) Close() error                  { return nil }
func (p firstMover) Go(_ context.Context, g *rules.Game, _ engine.Limits, _ func(engine.Info)) (engine.Reply, error) {
	m := g.AppendMoves(nil)[0]
	return engine.Reply{Move: m, Text: m.String()}, nil
}

func player(name string) match.Engine {
	return match.Engine{Start: func(context.Context) (engine.Player, error) { return firstMover{name}, nil }}
}

// A match of two games of sho shogi between two players written in Go,
// from one random opening, adjudicated a draw at 20 plies.
func Example() {
	v, _ := variants.Load("sho")
	r, _ := rules.New(v)
	m := &match.Match{Rules: r, Games: 2, RandomPlies: 4, Seed: 1, MaxPlies: 20,
		Engines: [2]match.Engine{player("Ant"), player("Bee")}}
	games, err := m.Run(context.Background())
	if err != nil {
		fmt.Println(err)
		return
	}
	var entries []match.Entry
	for _, g := range games {
		fmt.Printf("game %d: %s (black) vs %s (white): %s after %d plies\n", g.Index+1, g.Names[0], g.Names[1], g.Outcome(), len(g.Game.Moves()))
		entries = append(entries, m.Entry(g))
	}
	s, _ := match.Summarize(entries)
	s.Write(os.Stdout, nil)
	// Output:
	// game 1: Ant (black) vs Bee (white): draw: adjudication after 20 plies
	// game 2: Bee (black) vs Ant (white): draw: adjudication after 20 plies
	// Ant vs Bee: sho, no limit
	// Games: 2, Ant: 0 wins, 2 draws, 0 losses; points 1.0 (50.0%)
	// Pairs (0, ½, 1, 1½, 2 points): [0 0 1 0 0]
	// Elo difference: +0.0 [-Inf, +Inf] (95%, pentanomial)
	// Endings:
	//   draw: adjudication                       2
}

// The Elo difference of a score, with its interval, and an SPRT.
func ExampleSPRT() {
	s := match.Score{Wins: 4307, Draws: 8620, Losses: 4063}
	fmt.Println(s.Elo())
	test := match.SPRT{Elo0: 0, Elo1: 3, Alpha: 0.05, Beta: 0.05}
	lower, upper := test.Bounds()
	fmt.Printf("LLR %.2f (%.2f, %.2f): %s\n", test.LLR(s), lower, upper, test.Verdict(s))
	// Output:
	// +5.0 ± 3.7 (95%, trinomial)
	// LLR 2.99 (-2.94, 2.94): H1 accepted
}
