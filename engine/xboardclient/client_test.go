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
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/xboard"
)

func TestMain(m *testing.M) {
	enginetest.Main()
	os.Exit(m.Run())
}

func start(t *testing.T, tr transport.Transport, cfg xboardclient.Config) *xboardclient.Engine {
	t.Helper()
	if cfg.Timeouts == (engine.Timeouts{}) {
		cfg.Timeouts = enginetest.Timeouts
	}
	e, err := xboardclient.Start(context.Background(), tr, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// TestPlay plays games of chu, dai and tenjiku between two fake engines,
// one in memory and one a process, so that each is sent the other's moves,
// checking every move with the rules.
func TestPlay(t *testing.T) {
	for _, name := range []string{"chu", "dai", "tenjiku"} {
		t.Run(name, func(t *testing.T) {
			enginetest.NoLeaks(t)
			ctx := context.Background()
			black := start(t, enginetest.XBoard(enginetest.Script{Seed: 1}), xboardclient.Config{})
			white := start(t, enginetest.Process("xboard", enginetest.Script{Seed: 2}), xboardclient.Config{})
			for _, e := range []*xboardclient.Engine{black, white} {
				if e.Name() != "Fake XBoard" {
					t.Errorf("Name() = %q, want the myname feature Fake XBoard", e.Name())
				}
				if err := e.NewGame(ctx); err != nil {
					t.Fatal(err)
				}
			}
			g := enginetest.NewGame(t, name)
			limits := engine.Limits{Clock: &engine.Clock{Left: [2]time.Duration{time.Minute, time.Minute}, Increment: [2]time.Duration{time.Second, time.Second}}}
			if _, err := enginetest.PlayOut(ctx, g, [2]engine.Player{black, white}, limits, 40); err != nil {
				t.Fatal(err)
			}
			if len(g.Moves()) < 40 && !g.Outcome().Over() {
				t.Errorf("%d moves played, and the game is not over", len(g.Moves()))
			}
			black.Close()
			white.Close()
		})
	}
}

// TestSetboard checks a game from a position that is not the start: the
// engine is given it with setboard, and plays from it.
func TestSetboard(t *testing.T) {
	enginetest.NoLeaks(t)
	g := enginetest.NewGame(t, "chu")
	p, err := g.Position().Rules().ParseSFEN("6k1g3/3p6p1/12/12/7p1P2/6p5/6p5/6N5/12/12/12/3G1K6 w - 2")
	if err != nil {
		t.Fatal(err)
	}
	g = rules.NewGame(p)
	e := start(t, enginetest.XBoard(enginetest.Script{}), xboardclient.Config{})
	for range 4 {
		reply, err := e.Go(context.Background(), g, engine.Limits{Depth: 1}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(reply.Move); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := xboard.FEN(g.Start()), "6k1g3/3p6p1/12/12/7p1P2/6p5/6p5/6N5/12/12/12/3G1K6 b - 0 1"; got != want {
		t.Errorf("FEN = %q, want %q", got, want)
	}
}

// TestFaults checks the error of each way a fake engine misbehaves, and of
// a dialect the engine does not speak, in memory and as a process.
func TestFaults(t *testing.T) {
	var illegal *engine.IllegalMoveError
	isIllegal := func(err error) bool { return errors.As(err, &illegal) && errors.Is(err, rules.ErrIllegal) }
	tests := []struct {
		name  string
		fault enginetest.Fault
		cfg   xboardclient.Config
		check func(err error) bool
		want  string
	}{
		{"illegal-move", enginetest.IllegalMove, xboardclient.Config{}, isIllegal, "an *engine.IllegalMoveError"},
		{"malformed", enginetest.Malformed, xboardclient.Config{}, func(err error) bool { return errors.Is(err, engine.ErrProtocol) }, "engine.ErrProtocol"},
		{"crash", enginetest.Crash, xboardclient.Config{}, func(err error) bool {
			return errors.Is(err, engine.ErrCrashed) && strings.Contains(err.Error(), "3") && strings.Contains(err.Error(), "crashing as scripted")
		}, "engine.ErrCrashed with the exit status and standard error"},
		{"hang", enginetest.Hang, xboardclient.Config{}, func(err error) bool { return errors.Is(err, engine.ErrUnresponsive) }, "engine.ErrUnresponsive"},
		{"slow-start", enginetest.SlowStart, xboardclient.Config{}, func(err error) bool { return errors.Is(err, engine.ErrUnresponsive) }, "engine.ErrUnresponsive"},
		{"overtime", enginetest.Overtime, xboardclient.Config{}, func(err error) bool {
			return errors.Is(err, engine.ErrTimeForfeit) && !errors.Is(err, engine.ErrUnresponsive)
		}, "engine.ErrTimeForfeit, the engine having stopped"},
		{"memory after new", enginetest.Fine, xboardclient.Config{MemoryAfterNew: true}, func(err error) bool {
			return errors.Is(err, engine.ErrCrashed) && strings.Contains(err.Error(), "139")
		}, "engine.ErrCrashed: like HaChu, the fake crashes without memory before new"},
		{"wrong setup", enginetest.WrongSetup, xboardclient.Config{}, func(err error) bool {
			return errors.Is(err, engine.ErrProtocol) && strings.Contains(err.Error(), "setup: the engine's start has a Black piece on 12a")
		}, "engine.ErrProtocol: the engine's start is not the variant's"},
		{"no usermove", enginetest.Fine, xboardclient.Config{UserMove: xboardclient.UserMoveNever}, func(err error) bool {
			return errors.Is(err, engine.ErrProtocol) && strings.Contains(err.Error(), "Error")
		}, "engine.ErrProtocol: the fake takes moves with usermove only"},
	}
	for _, tt := range tests {
		s := enginetest.Script{Fault: tt.fault, At: 2}
		for how, tr := range map[string]transport.Transport{"memory": enginetest.XBoard(s), "process": enginetest.Process("xboard", s)} {
			t.Run(tt.name+"/"+how, func(t *testing.T) {
				enginetest.NoLeaks(t)
				cfg := tt.cfg
				cfg.Timeouts = enginetest.FaultTimeouts(tt.fault)
				err := playFault(t, tr, cfg)
				if !tt.check(err) {
					t.Errorf("got %v, want %s", err, tt.want)
				}
			})
		}
	}
}

// playFault starts an engine of t, plays two moves and asks for a third;
// it returns the first error.
func playFault(t *testing.T, tr transport.Transport, cfg xboardclient.Config) error {
	ctx := context.Background()
	e, err := xboardclient.Start(ctx, tr, cfg)
	if err != nil {
		return err
	}
	defer e.Close()
	g := enginetest.NewGame(t, "chu")
	limits := engine.Limits{MoveTime: 50 * time.Millisecond}
	fake := start(t, enginetest.XBoard(enginetest.Script{}), xboardclient.Config{})
	if _, err := enginetest.PlayOut(ctx, g, [2]engine.Player{e, fake}, limits, 3); err != nil {
		return err
	}
	t.Fatalf("no error in %v", g.Moves())
	return nil
}

// TestResignAndClaims checks that resign and a claim of one's own loss
// are resignations, and a claim of a win the rules do not make an illegal
// move.
func TestResignAndClaims(t *testing.T) {
	enginetest.NoLeaks(t)
	e := start(t, enginetest.XBoard(enginetest.Script{Fault: enginetest.Resign}), xboardclient.Config{})
	reply, err := e.Go(context.Background(), enginetest.NewGame(t, "chu"), engine.Limits{}, nil)
	if err != nil || !reply.Resign || reply.Text != "resign" {
		t.Errorf("Go = %+v, %v; want a resignation", reply, err)
	}
	e.Close()
	for _, tt := range []struct {
		claim  string
		resign bool
	}{{"0-1 {Black resigns}", true}, {"1-0 {White mates}", false}, {"1/2-1/2 {Draw by repetition}", false}} {
		mock := enginetest.Mock(map[string][]string{"protover 2": {"feature done=1"}, "go": {tt.claim}})
		e := start(t, mock, xboardclient.Config{})
		reply, err := e.Go(context.Background(), enginetest.NewGame(t, "chu"), engine.Limits{}, nil)
		var illegal *engine.IllegalMoveError
		switch {
		case tt.resign && (err != nil || !reply.Resign):
			t.Errorf("%s: Go = %+v, %v; want a resignation", tt.claim, reply, err)
		case !tt.resign && (!errors.As(err, &illegal) || illegal.Text != tt.claim):
			t.Errorf("%s: Go = %+v, %v; want an illegal move naming the claim", tt.claim, reply, err)
		}
		e.Close()
	}
}

// TestCancel checks that cancelling the context of Go stops the engine
// with "?", returns the context's error, and leaves the engine able to
// play the game on.
func TestCancel(t *testing.T) {
	enginetest.NoLeaks(t)
	e := start(t, enginetest.XBoard(enginetest.Script{Fault: enginetest.Overtime}), xboardclient.Config{})
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
	e.Close()
}

// TestMoveByLegs checks that a move of two legs sent a leg a line, as
// HaChu sends a lion's double move ("move g5h5," then "move h5i5"), reads
// as the one move, and so does the same move on one line.
func TestMoveByLegs(t *testing.T) {
	enginetest.NoLeaks(t)
	const sfen = "6k1g3/3p6p1/12/12/7p1P2/6p5/6p5/6N5/12/12/12/3G1K6 b - 1"
	for _, answer := range [][]string{{"move g5h5,", "move h5i5"}, {"move g5h5,h5i5"}} {
		g := enginetest.NewGame(t, "chu")
		p, err := g.Position().Rules().ParseSFEN(sfen)
		if err != nil {
			t.Fatal(err)
		}
		g = rules.NewGame(p)
		want, err := p.ParseUSI("6h5h4h")
		if err != nil {
			t.Fatal(err)
		}
		e := start(t, enginetest.Mock(map[string][]string{"protover 2": {"feature setboard=1 done=1"}, "go": answer}), xboardclient.Config{})
		reply, err := e.Go(context.Background(), g, engine.Limits{}, nil)
		if err != nil || reply.Move != want || reply.Text != strings.Join(answer, "\n") {
			t.Errorf("%q: Go = %+v, %v; want the move 6h5h4h", answer, reply, err)
		}
		e.Close()
	}
}

// TestUnanswered checks that an engine that does not answer ping is
// unresponsive at NewGame, and one that refuses a move it is sent breaks
// the protocol, naming its answer.
func TestUnanswered(t *testing.T) {
	enginetest.NoLeaks(t)
	e := start(t, enginetest.Mock(map[string][]string{"protover 2": {`feature myname="mute" ping=1 done=1`}}), xboardclient.Config{Timeouts: engine.Timeouts{Ready: 300 * time.Millisecond}})
	if err := e.NewGame(context.Background()); !errors.Is(err, engine.ErrUnresponsive) || !strings.Contains(err.Error(), "mute") {
		t.Errorf("NewGame = %v, want engine.ErrUnresponsive naming the engine", err)
	}
	e.Close()
	e = start(t, enginetest.Mock(map[string][]string{"protover 2": {"feature usermove=1 done=1"}, "usermove": {"Illegal move: i4i5"}}), xboardclient.Config{})
	g := enginetest.NewGame(t, "chu")
	if err := g.PlayUSI("3i3h"); err != nil {
		t.Fatal(err)
	}
	if _, err := e.Go(context.Background(), g, engine.Limits{}, nil); !errors.Is(err, engine.ErrProtocol) || !strings.Contains(err.Error(), "Illegal move: i4i5") {
		t.Errorf("Go = %v, want engine.ErrProtocol naming the refusal", err)
	}
	e.Close()
}

// TestRefusedMoves checks that moves an engine sends that our rules refuse
// (HaChu's turn pass "@@@@" where no piece can stay on its square, a
// promotion where none is allowed, squares off the board) are each an
// *engine.IllegalMoveError with the text sent, wrapping rules.ErrIllegal or
// rules.ErrSyntax, and not another failure.
func TestRefusedMoves(t *testing.T) {
	enginetest.NoLeaks(t)
	for _, tt := range []struct {
		move string
		is   error
	}{
		{"@@@@", rules.ErrIllegal},
		{"h4h5+", rules.ErrIllegal},
		{"h4h6", rules.ErrIllegal},
		{"z9z9", rules.ErrSyntax},
		{"h4", rules.ErrSyntax},
	} {
		mock := enginetest.Mock(map[string][]string{"protover 2": {"feature done=1"}, "go": {"move " + tt.move}})
		e := start(t, mock, xboardclient.Config{})
		_, err := e.Go(context.Background(), enginetest.NewGame(t, "chu"), engine.Limits{}, nil)
		var illegal *engine.IllegalMoveError
		if !errors.As(err, &illegal) || illegal.Text != tt.move || !errors.Is(err, tt.is) {
			t.Errorf("move %s: Go = %v, want an *engine.IllegalMoveError of %q wrapping %v", tt.move, err, tt.move, tt.is)
		}
		e.Close()
	}
}

// TestFeatureTimeouts checks the protocol's rules for the end of the
// features: an engine that sends features but no done goes on two seconds
// after its first line; one that sends done=0 and then nothing more does
// not answer once Timeouts.Start has passed.
func TestFeatureTimeouts(t *testing.T) {
	enginetest.NoLeaks(t)
	quick := engine.Timeouts{Start: 300 * time.Millisecond}
	e := start(t, enginetest.Mock(map[string][]string{"protover 2": {`feature myname="old"`}}), xboardclient.Config{Timeouts: quick})
	if e.Name() != "old" {
		t.Errorf("Name() = %q, want old", e.Name())
	}
	e.Close()
	_, err := xboardclient.Start(context.Background(), enginetest.Mock(map[string][]string{"protover 2": {"feature done=0"}}), xboardclient.Config{Timeouts: quick})
	if !errors.Is(err, engine.ErrUnresponsive) || !strings.Contains(err.Error(), "done=1") {
		t.Errorf("Start of an engine that sends done=0 alone = %v, want engine.ErrUnresponsive for want of done=1", err)
	}
}

// TestStartCancelled checks that Start under a context that ends during
// the handshake returns the context's error and leaves nothing behind.
func TestStartCancelled(t *testing.T) {
	enginetest.NoLeaks(t)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	_, err := xboardclient.Start(ctx, enginetest.Process("xboard", enginetest.Script{Fault: enginetest.SlowStart}), xboardclient.Config{Timeouts: engine.Timeouts{Quit: 200 * time.Millisecond}})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Start = %v, want context.DeadlineExceeded", err)
	}
}

// TestMoveTimeClocks checks that a time for the move is also sent as both
// clocks, as XBoard does: the mock engine moves only when it reads them.
func TestMoveTimeClocks(t *testing.T) {
	enginetest.NoLeaks(t)
	mock := enginetest.Mock(map[string][]string{"protover 2": {"feature done=1"}, "otim 30": {"move h4h5"}})
	e := start(t, mock, xboardclient.Config{})
	defer e.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	reply, err := e.Go(ctx, enginetest.NewGame(t, "chu"), engine.Limits{MoveTime: 300 * time.Millisecond}, nil)
	if err != nil || reply.Text != "move h4h5" {
		t.Errorf("Go = %+v, %v; want move h4h5, sent once the clocks were", reply, err)
	}
}

// TestDirectMove checks that a lion's step and step on through an empty
// square is sent as the jump it amounts to, and a pass as the null move,
// as HaChu knows them (it refuses "f3f4,f4f3"), while a
// move whose legs matter keeps them: the mock engine answers only the
// moves written as HaChu writes them.
func TestDirectMove(t *testing.T) {
	enginetest.NoLeaks(t)
	for _, tt := range []struct {
		moves, sent string
	}{
		{"7i7h 6d6e 7j7i6h", "f3g5"}, // through the empty 7i to 6h
		{"7i7h 6d6e 7j7i7j", "@@@@"}, // through the empty 7i and back: a pass, as HaChu 0.21 reads it
	} {
		mock := enginetest.Mock(map[string][]string{"protover 2": {"feature done=1"}, tt.sent: {"move h9h8"}})
		e := start(t, mock, xboardclient.Config{})
		g := enginetest.NewGame(t, "chu")
		for _, m := range strings.Fields(tt.moves) {
			if err := g.PlayUSI(m); err != nil {
				t.Fatal(err)
			}
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		reply, err := e.Go(ctx, g, engine.Limits{MoveTime: 300 * time.Millisecond}, nil)
		if err != nil || reply.Text != "move h9h8" {
			t.Errorf("%s: Go = %+v, %v; want the engine's move after it was sent %s", tt.moves, reply, err, tt.sent)
		}
		cancel()
		e.Close()
	}
}

// TestLegFlood: an engine that sends one move as legs without end ("move
// a1," a line) is refused at the seventh leg, as no move has more than
// variant.MaxLegs, with an illegal move that quotes the legs clipped; the
// client kept every line before, until the time ran out.
func TestLegFlood(t *testing.T) {
	enginetest.NoLeaks(t)
	s := enginetest.Script{Fault: enginetest.LegFlood, At: 2}
	err := playFault(t, enginetest.Process("xboard", s), xboardclient.Config{Timeouts: enginetest.FaultTimeouts(enginetest.Fine)})
	var illegal *engine.IllegalMoveError
	if !errors.As(err, &illegal) || !errors.Is(err, rules.ErrIllegal) || !strings.Contains(err.Error(), "more than 6 legs") || len(illegal.Text) > 100 {
		t.Errorf("got %v, want an illegal move of more than 6 legs, its text clipped", err)
	}
}

// TestThinkingScores checks that thinking's scores read as XBoard writes
// them: centipawns, and a mate in N moves as 100000+N (a mate for the
// engine in 2N-1 plies), or -100000-N against it (in 2N plies).
func TestThinkingScores(t *testing.T) {
	enginetest.NoLeaks(t)
	for _, tt := range []struct {
		score string
		want  engine.Score
	}{
		{"-35", engine.Score{Centi: -35}},
		{"100002", engine.Score{Mate: 3}},
		{"-100001", engine.Score{Mate: -2}},
	} {
		mock := enginetest.Mock(map[string][]string{"protover 2": {"feature done=1"}, "go": {"3 " + tt.score + " 10 50 h4h5", "move h4h5"}})
		e := start(t, mock, xboardclient.Config{})
		reply, err := e.Go(context.Background(), enginetest.NewGame(t, "chu"), engine.Limits{Depth: 3}, nil)
		if err != nil || reply.Info.Score != tt.want || reply.Info.Depth != 3 || len(reply.Info.PV) != 1 {
			t.Errorf("score %s: Go = %+v, %v; want the score %+v", tt.score, reply.Info, err, tt.want)
		}
		e.Close()
	}
}
