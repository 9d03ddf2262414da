package serve

import (
	"context"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// mover is the player of the tests: it plays a legal move at once, the
// first in USI order or, with a random source, one drawn from it. It
// reports one line of thinking with the move, and under no limits at all
// (USI "go infinite", "go ponder"), or always if told to wait, it waits for
// the stop before answering. It records what it is asked.
type mover struct {
	name string
	rnd  *rand.Rand
	wait bool // wait for the stop whatever the limits

	mu       sync.Mutex
	made     []Settings      // the settings of each player made
	limits   []engine.Limits // the limits of each Go
	newGames int
	closed   int
}

// factory makes players that record into m.
func (m *mover) factory(r *rules.Rules, s Settings) (engine.Player, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.made = append(m.made, s)
	return &moverPlayer{m: m}, nil
}

type moverPlayer struct{ m *mover }

func (p *moverPlayer) Name() string { return p.m.name }

func (p *moverPlayer) NewGame(context.Context) error {
	p.m.mu.Lock()
	defer p.m.mu.Unlock()
	p.m.newGames++
	return nil
}

func (p *moverPlayer) Go(ctx context.Context, g *rules.Game, limits engine.Limits, info func(engine.Info)) (engine.Reply, error) {
	p.m.mu.Lock()
	p.m.limits = append(p.m.limits, limits)
	rnd, wait := p.m.rnd, p.m.wait
	p.m.mu.Unlock()
	moves := g.AppendMoves(nil)
	if len(moves) == 0 {
		return engine.Reply{Resign: true}, nil
	}

	slices.SortFunc(moves, func(a, b rules.Move) int {
		if a.String() < b.String() {
			return -1
		}
		return 1
	})
	m := moves[0]
	if rnd != nil {
		m = moves[rnd.IntN(len(moves))]
	}
	if info != nil {
		info(engine.Info{Depth: 1, Score: engine.Score{Centi: 10}, Nodes: int64(len(moves)), PV: []rules.Move{m}})
	}
	if wait || limits == (engine.Limits{}) {
		<-ctx.Done()
		return engine.Reply{Move: m}, ctx.Err()
	}
	return engine.Reply{Move: m}, nil
}

func (p *moverPlayer) Close() error {
	p.m.mu.Lock()
	defer p.m.mu.Unlock()
	p.m.closed++
	return nil
}

// testConfig serves the mover m with the built-in variants, chu first, and
// the mini variant of testdata last.
func testConfig(t testing.TB, m *mover) Config {
	t.Helper()
	var vs []*variant.Variant
	for _, n := range append([]string{"chu"}, slices.DeleteFunc(variants.Names(), func(s string) bool { return s == "chu" })...) {
		v, err := variants.Load(n)
		if err != nil {
			t.Fatal(err)
		}
		vs = append(vs, v)
	}
	return Config{Name: "mover", Author: "the tests", NewPlayer: m.factory, Variants: append(vs, miniVariant(t))}
}

func miniVariant(t testing.TB) *variant.Variant {
	t.Helper()
	v, err := variant.LoadFile("testdata/mini.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return v
}
