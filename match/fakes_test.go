package match

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"sync/atomic"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
)

// fake is an in-process engine.Player for tests: it plays a seeded random
// legal move, a capture when it has one, unless its misbehaviour says
// otherwise on the ply it names.
type fake struct {
	name string
	rng  *rand.Rand
	// act, when not nil, answers instead of the random mover on the
	// player's nth move (from 1); it returns handled false to play on.
	act   func(ctx context.Context, g *rules.Game, n int) (engine.Reply, error, bool)
	moves int
	games int
	live  *atomic.Int32 // players started and not closed
	buf   []rules.Move
	ch    []rules.Change
}

// fakeEngine returns an Engine that starts fakes named name, counting the
// players alive in live.
func fakeEngine(name string, live *atomic.Int32, act func(ctx context.Context, g *rules.Game, n int) (engine.Reply, error, bool)) Engine {
	var seed atomic.Uint64
	return Engine{Start: func(ctx context.Context) (engine.Player, error) {
		live.Add(1)
		return &fake{name: name, rng: rand.New(rand.NewPCG(seed.Add(1), 7)), act: act, live: live}, nil
	}}
}

func (f *fake) Name() string { return f.name }

func (f *fake) NewGame(ctx context.Context) error {
	f.moves = 0
	f.games++
	return nil
}

func (f *fake) Go(ctx context.Context, g *rules.Game, limits engine.Limits, info func(engine.Info)) (engine.Reply, error) {
	f.moves++
	if f.act != nil {
		if r, err, handled := f.act(ctx, g, f.moves); handled {
			return r, err
		}
	}
	f.buf = g.AppendMoves(f.buf[:0])
	if len(f.buf) == 0 {
		return engine.Reply{}, fmt.Errorf("%w: no move to play", engine.ErrProtocol)
	}
	// It reports a search of depth 1 over the legal moves.
	thought := engine.Info{Depth: 1, Nodes: int64(len(f.buf))}
	for _, m := range f.buf {
		f.ch, _ = g.Position().Changes(m, f.ch[:0]) // m is legal: no error
		if removesPiece(f.ch) {
			return engine.Reply{Move: m, Text: m.String(), Info: thought}, nil
		}
	}
	m := f.buf[f.rng.IntN(len(f.buf))]
	return engine.Reply{Move: m, Text: m.String(), Info: thought}, nil
}

func (f *fake) Close() error {
	f.live.Add(-1)
	return nil
}

// onMove returns an act that answers with r and err on the player's nth
// move.
func onMove(n int, r engine.Reply, err error) func(context.Context, *rules.Game, int) (engine.Reply, error, bool) {
	return func(_ context.Context, _ *rules.Game, k int) (engine.Reply, error, bool) {
		return r, err, k == n
	}
}

// resignsEvery returns an act that resigns its first move in every kth
// game the engine's players play between them, so that a match's games
// do not all end alike.
func resignsEvery(k int32) func(context.Context, *rules.Game, int) (engine.Reply, error, bool) {
	var played atomic.Int32
	return func(_ context.Context, _ *rules.Game, n int) (engine.Reply, error, bool) {
		return engine.Reply{Resign: true}, nil, n == 1 && played.Add(1)%k == 0
	}
}

// hang is an act that never answers: it waits for its context and returns
// its error, as the Player contract asks.
func hang(ctx context.Context, _ *rules.Game, _ int) (engine.Reply, error, bool) {
	<-ctx.Done()
	return engine.Reply{}, ctx.Err(), true
}

// playMove is an act that sends the one-leg move from-to, written text,
// on the player's nth move, legal or not.
func playMove(n int, from, to, text string) func(context.Context, *rules.Game, int) (engine.Reply, error, bool) {
	return func(_ context.Context, g *rules.Game, k int) (engine.Reply, error, bool) {
		geo := g.Position().Rules().Geo
		f, _, err1 := geo.ScanSquare(from)
		t, _, err2 := geo.ScanSquare(to)
		if err1 != nil || err2 != nil {
			panic(fmt.Sprintf("playMove: %v %v", err1, err2))
		}
		return engine.Reply{Move: rules.Move{From: f, To: t}, Text: text}, nil, k == n
	}
}

// recorder collects the games a match reports, in the order reported.
type recorder struct {
	mu    sync.Mutex
	games []*GameResult
}

func (r *recorder) add(g *GameResult) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.games = append(r.games, g)
	return nil
}
