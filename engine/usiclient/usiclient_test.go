package usiclient_test

import (
	"context"
	"errors"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/engine/enginetest"
	"github.com/largeshogi/largeshogi/engine/transport"
	"github.com/largeshogi/largeshogi/engine/usiclient"
	"github.com/largeshogi/largeshogi/rules"
)

func TestMain(m *testing.M) {
	enginetest.Main()
	os.Exit(m.Run())
}

// transports returns the fake USI engine playing as s in memory and as a
// process.
func transports(s enginetest.Script) map[string]transport.Transport {
	return map[string]transport.Transport{"memory": enginetest.USI(s), "process": enginetest.Process("usi", s)}
}

// TestPlay plays games of chu and dai between two fake engines, one in
// memory and one a process, checking every move with the rules, the
// engines' names and their thinking, and that nothing is left behind.
func TestPlay(t *testing.T) {
	for _, name := range []string{"chu", "dai"} {
		t.Run(name, func(t *testing.T) {
			enginetest.NoLeaks(t)
			ctx := context.Background()
			var players [2]engine.Player
			for i, tr := range []transport.Transport{enginetest.USI(enginetest.Script{Seed: 1}), enginetest.Process("usi", enginetest.Script{Seed: 2})} {
				e, err := usiclient.Start(ctx, tr, usiclient.Config{Timeouts: enginetest.Timeouts})
				if err != nil {
					t.Fatal(err)
				}
				defer e.Close()
				if e.Name() != "Fake USI" {
					t.Errorf("Name() = %q, want the id name Fake USI", e.Name())
				}
				if err := e.NewGame(ctx); err != nil {
					t.Fatal(err)
				}
				players[i] = e
			}
			g := enginetest.NewGame(t, name)
			if _, err := enginetest.PlayOut(ctx, g, players, engine.Limits{MoveTime: time.Second}, 40); err != nil {
				t.Fatal(err)
			}
			if len(g.Moves()) < 40 && !g.Outcome().Over() {
				t.Errorf("%d moves played, and the game is not over", len(g.Moves()))
			}
		})
	}
}

// TestInfo checks that the thinking an engine reports reaches the caller,
// its PV read as moves, and comes back in the reply.
func TestInfo(t *testing.T) {
	enginetest.NoLeaks(t)
	ctx := context.Background()
	e, err := usiclient.Start(ctx, enginetest.USI(enginetest.Script{}), usiclient.Config{Timeouts: enginetest.Timeouts, Name: "fake"})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if e.Name() != "fake" {
		t.Errorf("Name() = %q, want the configured fake", e.Name())
	}
	g := enginetest.NewGame(t, "chu")
	var infos []engine.Info
	reply, err := e.Go(ctx, g, engine.Limits{Depth: 1}, func(in engine.Info) { infos = append(infos, in) })
	if err != nil {
		t.Fatal(err)
	}
	if len(infos) != 1 || len(infos[0].PV) != 1 || infos[0].PV[0] != reply.Move || infos[0].Depth != 1 || infos[0].Nodes != 1 {
		t.Errorf("infos = %+v, want one of depth 1 and 1 node, its PV the move %v", infos, reply.Move)
	}
	if reply.Info.Text != infos[0].Text || !strings.HasPrefix(reply.Text, "bestmove ") {
		t.Errorf("reply = %+v, want the last info and the bestmove line", reply)
	}
}

// TestFaults checks the error of each way a fake engine misbehaves, in
// memory and as a process, and that nothing is left behind.
func TestFaults(t *testing.T) {
	var illegal *engine.IllegalMoveError
	tests := []struct {
		fault enginetest.Fault
		check func(err error) bool
		want  string
	}{
		{enginetest.IllegalMove, func(err error) bool { return errors.As(err, &illegal) && errors.Is(err, rules.ErrIllegal) }, "an *engine.IllegalMoveError"},
		{enginetest.Malformed, func(err error) bool { return errors.Is(err, engine.ErrProtocol) }, "engine.ErrProtocol"},
		{enginetest.Crash, func(err error) bool {
			return errors.Is(err, engine.ErrCrashed) && strings.Contains(err.Error(), "3") && strings.Contains(err.Error(), "crashing as scripted")
		}, "engine.ErrCrashed with the exit status and standard error"},
		{enginetest.Hang, func(err error) bool { return errors.Is(err, engine.ErrUnresponsive) }, "engine.ErrUnresponsive"},
		{enginetest.SlowStart, func(err error) bool { return errors.Is(err, engine.ErrUnresponsive) }, "engine.ErrUnresponsive"},
		{enginetest.Overtime, func(err error) bool {
			return errors.Is(err, engine.ErrTimeForfeit) && !errors.Is(err, engine.ErrUnresponsive)
		}, "engine.ErrTimeForfeit, the engine having stopped"},
	}
	for _, tt := range tests {
		for how, tr := range transports(enginetest.Script{Fault: tt.fault, At: 2}) {
			t.Run(tt.fault.String()+"/"+how, func(t *testing.T) {
				enginetest.NoLeaks(t)
				err := playFault(t, tr, enginetest.FaultTimeouts(tt.fault))
				if !tt.check(err) {
					t.Errorf("got %v, want %s", err, tt.want)
				}
			})
		}
	}
}

// playFault starts an engine of t, plays a first move and asks for a
// second, the fault's; it returns the first error.
func playFault(t *testing.T, tr transport.Transport, timeouts engine.Timeouts) error {
	ctx := context.Background()
	e, err := usiclient.Start(ctx, tr, usiclient.Config{Timeouts: timeouts})
	if err != nil {
		return err
	}
	defer e.Close()
	g := enginetest.NewGame(t, "chu")
	limits := engine.Limits{MoveTime: 50 * time.Millisecond}
	if _, err := enginetest.PlayOut(ctx, g, [2]engine.Player{e, e}, limits, 2); err != nil {
		return err
	}
	t.Fatalf("no error in %v", g.Moves())
	return nil
}

// TestResign checks that bestmove resign is a resignation.
func TestResign(t *testing.T) {
	enginetest.NoLeaks(t)
	ctx := context.Background()
	e, err := usiclient.Start(ctx, enginetest.USI(enginetest.Script{Fault: enginetest.Resign}), usiclient.Config{Timeouts: enginetest.Timeouts})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	reply, err := e.Go(ctx, enginetest.NewGame(t, "chu"), engine.Limits{}, nil)
	if err != nil || !reply.Resign || reply.Move != (rules.Move{}) {
		t.Errorf("Go = %+v, %v; want a resignation", reply, err)
	}
}

// TestCancel checks that cancelling the context of Go stops the engine,
// returns the context's error, and leaves the engine able to play.
func TestCancel(t *testing.T) {
	enginetest.NoLeaks(t)
	e, err := usiclient.Start(context.Background(), enginetest.USI(enginetest.Script{Fault: enginetest.Overtime}), usiclient.Config{Timeouts: enginetest.Timeouts})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	g := enginetest.NewGame(t, "chu")
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if _, err := e.Go(ctx, g, engine.Limits{Depth: 3}, nil); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Go under a context that ends = %v, want context.DeadlineExceeded", err)
	}
	reply, err := e.Go(context.Background(), g, engine.Limits{Depth: 3}, nil)
	if err != nil || !g.Legal(reply.Move) {
		t.Errorf("Go after a cancelled Go = %+v, %v; want a legal move", reply, err)
	}
}

// TestOptions checks that options the engine declares are set and that
// one it does not declare is refused, naming those it has.
func TestOptions(t *testing.T) {
	enginetest.NoLeaks(t)
	ctx := context.Background()
	e, err := usiclient.Start(ctx, enginetest.USI(enginetest.Script{}), usiclient.Config{Timeouts: enginetest.Timeouts, Options: map[string]string{"Hash": "64"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(e.Options()) != 4 {
		t.Errorf("Options() = %v, want the fake's four", e.Options())
	}
	e.Close()
	_, err = usiclient.Start(ctx, enginetest.USI(enginetest.Script{}), usiclient.Config{Timeouts: enginetest.Timeouts, Options: map[string]string{"Threads": "2"}})
	if err == nil || !strings.Contains(err.Error(), `no option "Threads"`) || !strings.Contains(err.Error(), "Hash") {
		t.Errorf("Start with an option the engine lacks = %v, want an error naming it and the options there are", err)
	}
}

// TestUnanswered checks that an engine that answers the handshake but not
// isready is unresponsive at NewGame, and one that sends a line that is
// not USI while it thinks breaks the protocol, naming the line.
func TestUnanswered(t *testing.T) {
	enginetest.NoLeaks(t)
	ctx := context.Background()
	e, err := usiclient.Start(ctx, enginetest.Mock(map[string][]string{"usi": {"id name mute", "usiok"}}), usiclient.Config{Timeouts: engine.Timeouts{Ready: 300 * time.Millisecond}})
	if err != nil {
		t.Fatal(err)
	}
	if err := e.NewGame(ctx); !errors.Is(err, engine.ErrUnresponsive) || !strings.Contains(err.Error(), "mute") {
		t.Errorf("NewGame = %v, want engine.ErrUnresponsive naming the engine", err)
	}
	if _, err := e.Go(ctx, enginetest.NewGame(t, "chu"), engine.Limits{}, nil); !errors.Is(err, engine.ErrUnresponsive) {
		t.Errorf("Go after it = %v, want the same error", err)
	}
	e.Close()
	e, err = usiclient.Start(ctx, enginetest.Mock(map[string][]string{"usi": {"usiok"}, "go": {"info depth 1", "move 7g7f"}}), usiclient.Config{Timeouts: enginetest.Timeouts})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if _, err := e.Go(ctx, enginetest.NewGame(t, "chu"), engine.Limits{}, nil); !errors.Is(err, engine.ErrProtocol) || !strings.Contains(err.Error(), `"move 7g7f"`) {
		t.Errorf("Go = %v, want engine.ErrProtocol naming the line", err)
	}
}

// lockedLog is a log for a client, written from its goroutines.
type lockedLog struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedLog) lines() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.Split(l.b.String(), "\n")
}

// TestNewGameBeforeReady checks that a new game's usinewgame is sent
// before the isready that comes before its first position, as USI asks,
// so that what the engine does for a new game is done by readyok and not
// on the clock of the first move.
func TestNewGameBeforeReady(t *testing.T) {
	enginetest.NoLeaks(t)
	ctx := context.Background()
	log := &lockedLog{}
	e, err := usiclient.Start(ctx, enginetest.USI(enginetest.Script{}), usiclient.Config{Timeouts: enginetest.Timeouts, Log: log})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if err := e.NewGame(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := e.Go(ctx, enginetest.NewGame(t, "chu"), engine.Limits{Depth: 1}, nil); err != nil {
		t.Fatal(err)
	}
	var sent []string
	for _, l := range log.lines() {
		if cmd, ok := strings.CutPrefix(l, "> "); ok {
			sent = append(sent, strings.Fields(cmd)[0])
		}
	}
	i := slices.Index(sent, "position")
	if i < 2 || sent[i-1] != "isready" || sent[i-2] != "usinewgame" {
		t.Errorf("sent %q: want usinewgame, isready, then position", sent)
	}
}
