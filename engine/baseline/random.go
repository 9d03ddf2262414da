package baseline

import (
	"context"
	"math/rand/v2"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
)

// Random is a player that chooses among the game's legal moves
// (rules.Game.AppendMoves) uniformly, from a seeded generator: the same
// seed and the same games give the same moves.
type Random struct {
	name  string
	rng   *rand.Rand
	moves []rules.Move
}

// NewRandom returns a random player named name, its choices drawn from
// seed.
func NewRandom(name string, seed uint64) *Random {
	return &Random{name: name, rng: rand.New(rand.NewPCG(seed, 0))}
}

// Name returns the name NewRandom was given.
func (p *Random) Name() string { return p.name }

// NewGame does nothing: the player remembers nothing between moves.
func (p *Random) NewGame(ctx context.Context) error { return ctx.Err() }

// Go plays a legal move of g drawn uniformly, whatever the limits, or
// resigns when there is none.
func (p *Random) Go(ctx context.Context, g *rules.Game, _ engine.Limits, _ func(engine.Info)) (engine.Reply, error) {
	if err := ctx.Err(); err != nil {
		return engine.Reply{}, err
	}
	p.moves = g.AppendMoves(p.moves[:0])
	if len(p.moves) == 0 {
		return engine.Reply{Resign: true}, nil
	}
	return engine.Reply{Move: p.moves[p.rng.IntN(len(p.moves))]}, nil
}

// Close does nothing: the player holds no process.
func (p *Random) Close() error { return nil }
