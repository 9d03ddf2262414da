package baseline

import (
	"context"
	"math/rand/v2"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/eval"
	"github.com/largeshogi/largeshogi/rules"
)

// Greedy is a player that looks one ply ahead: it plays the move that
// removes the most enemy royal pieces and, among those, the one that
// gains the most material by the values of eval.NewTable (what it
// captures, shoots or burns, and what promoting adds, less what it loses
// of its own), drawing at random among equal moves.
type Greedy struct {
	name    string
	rng     *rand.Rand
	values  *eval.Table
	r       *rules.Rules
	moves   []rules.Move
	best    []rules.Move
	changes []rules.Change
}

// NewGreedy returns a greedy player of games played by rules r, named
// name, its choices among equal moves drawn from seed.
func NewGreedy(r *rules.Rules, name string, seed uint64) *Greedy {
	return &Greedy{name: name, rng: rand.New(rand.NewPCG(seed, 0)), values: eval.NewTable(r), r: r}
}

// Name returns the name NewGreedy was given.
func (p *Greedy) Name() string { return p.name }

// NewGame does nothing: the player remembers nothing between moves.
func (p *Greedy) NewGame(ctx context.Context) error { return ctx.Err() }

// gain is what a move wins: enemy royal pieces removed first, then
// material.
type gain struct {
	royals   int
	material int
}

func (a gain) beats(b gain) bool {
	return a.royals > b.royals || a.royals == b.royals && a.material > b.material
}

// Go plays the move that gains the most, whatever the limits, or resigns
// when there is no legal move.
func (p *Greedy) Go(ctx context.Context, g *rules.Game, _ engine.Limits, _ func(engine.Info)) (engine.Reply, error) {
	if err := ctx.Err(); err != nil {
		return engine.Reply{}, err
	}
	pos := g.Position()
	p.moves = g.AppendMoves(p.moves[:0])
	if len(p.moves) == 0 {
		return engine.Reply{Resign: true}, nil
	}
	var top gain
	p.best = p.best[:0]
	for _, m := range p.moves {
		var err error
		if p.changes, err = pos.Changes(m, p.changes[:0]); err != nil {
			return engine.Reply{}, err
		}
		got := p.gainOf(pos, p.changes)
		switch {
		case len(p.best) == 0 || got.beats(top):
			top, p.best = got, append(p.best[:0], m)
		case !top.beats(got):
			p.best = append(p.best, m)
		}
	}
	return engine.Reply{Move: p.best[p.rng.IntN(len(p.best))]}, nil
}

// gainOf adds up what changes do for the side to move in pos.
func (p *Greedy) gainOf(pos *rules.Position, changes []rules.Change) gain {
	us := pos.Side()
	var out gain
	worth := func(c rules.Cell) int {
		if c == 0 {
			return 0
		}
		v := p.values.Value(c.Kind())
		if c.Color() != us {
			return -v
		}
		return v
	}
	for _, ch := range changes {
		out.material += worth(ch.After) - worth(ch.Before)
		if b := ch.Before; b != 0 && b.Color() != us && p.r.Piece(b.Kind()).Royal && ch.After != b {
			out.royals++
		}
	}
	return out
}

// Close does nothing: the player holds no process.
func (p *Greedy) Close() error { return nil }
