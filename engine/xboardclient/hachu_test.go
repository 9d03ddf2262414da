package xboardclient_test

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/engine/enginetest"
	"github.com/largeshogi/largeshogi/engine/transport"
	"github.com/largeshogi/largeshogi/engine/xboardclient"
)

// hachu is where Debian's hachu package installs HaChu.
const hachu = "/usr/games/hachu"

// TestHaChu plays short games against HaChu 0.21 through the client, HaChu
// playing both sides: two of chu shogi, at 0.1 s a move and on a clock of
// 5 s with 0.1 s a move added, and one each of dai and wa shogi at 0.1 s
// a move. Each
// move it sends is checked with the rules: it is legal, or an illegal-move
// error (HaChu's rules are not quite ours), never another failure; and its
// thinking reads with a PV.
func TestHaChu(t *testing.T) {
	if _, err := os.Stat(hachu); err != nil {
		t.Skipf("HaChu is not installed at %s (Debian package hachu): %v", hachu, err)
	}
	perMove := engine.Limits{MoveTime: 100 * time.Millisecond}
	games := []struct {
		name, variant string
		limits        engine.Limits
		plies         int
	}{
		{"chu by move time", "chu", perMove, 120},
		{"chu on a clock", "chu", engine.Limits{Clock: &engine.Clock{Left: [2]time.Duration{5 * time.Second, 5 * time.Second},
			Increment: [2]time.Duration{100 * time.Millisecond, 100 * time.Millisecond}}}, 16},
		{"dai by move time", "dai", perMove, 120},
		// HaChu sends a setup line and piece lines on variant wa-shogi.
		{"wa by move time", "wa", perMove, 60},
	}
	for _, game := range games {
		t.Run(game.name, func(t *testing.T) {
			enginetest.NoLeaks(t)
			g := enginetest.NewGame(t, game.variant)
			ctx := context.Background()
			e := startHaChu(ctx, t)
			if e.Name() != "HaChu 0.21" {
				t.Errorf("Name() = %q, want HaChu 0.21 from its myname feature", e.Name())
			}
			if err := e.NewGame(ctx); err != nil {
				t.Fatal(err)
			}
			thought := 0
			for ply := 0; ply < game.plies && !g.Outcome().Over(); ply++ {
				reply, err := e.Go(ctx, g, game.limits, func(in engine.Info) {
					if in.Depth > 0 && len(in.PV) > 0 {
						thought++
					}
				})
				var illegal *engine.IllegalMoveError
				switch {
				case errors.As(err, &illegal):
					t.Logf("ply %d: HaChu's move is illegal under our rules: %v", ply+1, err)
					return
				case err != nil:
					t.Fatalf("ply %d: %v", ply+1, err)
				case reply.Resign:
					t.Logf("ply %d: HaChu resigns", ply+1)
					return
				}
				if err := g.Play(reply.Move); err != nil {
					t.Fatalf("ply %d: the client returned %v (%q), which the game refuses: %v", ply+1, reply.Move, reply.Text, err)
				}
			}
			if thought == 0 {
				t.Error("no line of HaChu's thinking read with a depth and a PV")
			}
		})
	}
}

// TestHaChuPass sends HaChu passes and checks that it takes them and
// answers. A pass goes as XBoard's null move "@@@@" however the rules list
// it: chu shogi's lion steps out and back (HaChu refuses the legs); dai
// shogi lists a pass as a move of one leg to the piece's own square, and
// HaChu refused "i6i6", the horned falcon's pass that ends the game in
// testdata/dai-falcon-pass.usi (its move list there holds another piece's
// pass, and "@@@@" matches any).
func TestHaChuPass(t *testing.T) {
	if _, err := os.Stat(hachu); err != nil {
		t.Skipf("HaChu is not installed at %s (Debian package hachu): %v", hachu, err)
	}
	falcon, err := os.ReadFile("testdata/dai-falcon-pass.usi")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name, variant string
		moves         []string // in USI, the last a pass
	}{
		{"chu: a lion out and back", "chu", strings.Fields("7i7h 6d6e 7j7i7j")},
		{"dai: a lion stays", "dai", strings.Fields("8k8j 1e1f 8l8k 2e2f 8m8m")},
		{"dai: a horned falcon stays", "dai", strings.Fields(string(falcon))},
	} {
		t.Run(tt.name, func(t *testing.T) {
			enginetest.NoLeaks(t)
			g := enginetest.NewGame(t, tt.variant)
			for _, u := range tt.moves {
				if err := g.PlayUSI(u); err != nil {
					t.Fatalf("%s: %v", u, err)
				}
			}
			moves := g.Moves()
			p := g.Start()
			for _, m := range moves[:len(moves)-1] {
				p.Make(m)
			}
			if !p.IsPass(moves[len(moves)-1]) {
				t.Fatalf("%s is no pass", tt.moves[len(tt.moves)-1])
			}
			ctx := context.Background()
			e := startHaChu(ctx, t)
			if err := e.NewGame(ctx); err != nil {
				t.Fatal(err)
			}
			reply, err := e.Go(ctx, g, engine.Limits{MoveTime: 100 * time.Millisecond}, nil)
			if err != nil {
				t.Fatalf("HaChu did not answer the pass: %v", err)
			}
			if !reply.Resign {
				if err := g.Play(reply.Move); err != nil {
					t.Errorf("HaChu's answer %q: %v", reply.Text, err)
				}
			}
		})
	}
}

// startHaChu starts HaChu through the client, to be closed when the test
// ends.
func startHaChu(ctx context.Context, t *testing.T) *xboardclient.Engine {
	t.Helper()
	e, err := xboardclient.Start(ctx, transport.Process{Path: hachu}, xboardclient.Config{Log: testLog{t}, Timeouts: loadedMachine})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := e.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return e
}

// loadedMachine gives HaChu 10 s beyond its time for a move before it
// loses on time, and 10 s to exit after quit: on a loaded machine (a CI
// runner, or matches beside the tests) a process may wait seconds for a
// core, and this test is about the protocol, not HaChu's timing. The client's time forfeits are tested with
// the fakes of package enginetest, which are late on purpose.
var loadedMachine = engine.Timeouts{Margin: 10 * time.Second, Quit: 10 * time.Second}

// testLog writes a client's log to the test's log.
type testLog struct{ t *testing.T }

func (l testLog) Write(b []byte) (int, error) {
	l.t.Log(string(b))
	return len(b), nil
}
