package serve

import (
	"context"
	"io"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/engine/transport"
	"github.com/largeshogi/largeshogi/engine/usiclient"
	"github.com/largeshogi/largeshogi/engine/xboardclient"
)

// TestClientsPlayServers plays games between the two ends of the
// protocols: the clients of packages engine/usiclient and engine/xboardclient, each
// driving a server of random movers in memory. The clients check every
// move by the rules, and so does the test.
func TestClientsPlayServers(t *testing.T) {
	ctx := context.Background()
	server := func(seed uint64) transport.Func {
		return func(ctx context.Context, stdin io.Reader, stdout, _ io.Writer) error {
			m := &mover{name: "mover", rnd: rand.New(rand.NewPCG(seed, seed))}
			return Run(ctx, stdin, stdout, testConfig(t, m))
		}
	}
	u, err := usiclient.Start(ctx, server(1), usiclient.Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer u.Close()
	x, err := xboardclient.Start(ctx, server(2), xboardclient.Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	cfg := testConfig(t, &mover{})
	for _, name := range []string{"chu", "ko", "mini"} {
		g := newTestGame(t, cfg, name)
		players := [2]engine.Player{u, x}
		for _, p := range players {
			if err := p.NewGame(ctx); err != nil {
				t.Fatal(err)
			}
		}
		for ply := 0; ply < 24 && !g.Outcome().Over(); ply++ {
			p := players[ply%2]
			reply, err := p.Go(ctx, g, engine.Limits{MoveTime: 5 * time.Second}, nil)
			if err != nil {
				t.Fatalf("%s ply %d: %s: %v", name, ply+1, p.Name(), err)
			}
			if reply.Resign {
				t.Fatalf("%s ply %d: %s resigns", name, ply+1, p.Name())
			}
			if err := g.Play(reply.Move); err != nil {
				t.Fatalf("%s ply %d: %s plays %s: %v", name, ply+1, p.Name(), reply.Move, err)
			}
		}
		if len(g.Moves()) < 4 {
			t.Errorf("%s: %d plies", name, len(g.Moves()))
		}
	}
}
