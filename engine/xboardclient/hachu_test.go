package xboardclient_test

import (
	"context"
	"errors"
	"os"
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
			e, err := xboardclient.Start(ctx, transport.Process{Path: hachu}, xboardclient.Config{Log: testLog{t}, Timeouts: loadedMachine})
			if err != nil {
				t.Fatal(err)
			}
			defer func() {
				if err := e.Close(); err != nil {
					t.Errorf("Close: %v", err)
				}
			}()
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
