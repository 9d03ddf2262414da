package match

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/engine/enginetest"
	"github.com/largeshogi/largeshogi/rules"
)

// chuRules returns chu shogi's rules under its default profile.
func chuRules(t testing.TB) *rules.Rules {
	t.Helper()
	return enginetest.NewGame(t, "chu").Start().Rules()
}

// Positions the endings test starts from.
const (
	// kingInReach: Black's gold on 6b takes White's king on 6a.
	kingInReach = "6k5/6G5/p11/12/12/12/12/12/12/12/P11/6K5 b - 1"
	// protectedLion: Black's lion on 6g may not take White's lion on 6e,
	// which White's pawn on 6d protects (lion trading).
	protectedLion = "6k5/12/12/6p5/6n5/12/6N5/12/12/12/12/6K5 b - 1"
	// blackAhead: Black has four pieces, White two.
	blackAhead = "6k5/12/p11/12/12/12/12/12/12/PPP9/12/6K5 b - 1"
)

// TestEndings plays one game (the first engine has Black) for each way a
// game ends, and checks its outcome and the referee's words, and that no
// player is left open.
func TestEndings(t *testing.T) {
	r := chuRules(t)
	type act = func(context.Context, *rules.Game, int) (engine.Reply, error, bool)
	for _, tc := range []struct {
		name   string
		sfen   string
		act    act // the first engine's misbehaviour
		setup  func(*Match)
		want   rules.Outcome
		detail []string // words the referee's detail must hold
		plies  int      // moves the game must have, when not -1
	}{
		{name: "royal capture", sfen: kingInReach, want: rules.Outcome{Result: rules.BlackWins, Termination: rules.RoyalCapture}, plies: 1},
		{name: "resignation", act: onMove(1, engine.Reply{Resign: true}, nil),
			want: rules.Outcome{Result: rules.WhiteWins, Termination: rules.Resignation}, plies: 0},
		{name: "illegal move from an empty square", act: playMove(2, "5e", "5d", "5e5d"),
			want:   rules.Outcome{Result: rules.WhiteWins, Termination: rules.IllegalMove},
			detail: []string{`first (black) sent "5e5d"`}, plies: 2},
		{name: "illegal move a rule forbids", sfen: protectedLion, act: playMove(1, "6g", "6e", "6g6e"),
			want:   rules.Outcome{Result: rules.WhiteWins, Termination: rules.IllegalMove},
			detail: []string{`"6g6e"`, "rule lion-trading", "protected lion"}, plies: 0},
		{name: "illegal move the client refused",
			act:  onMove(1, engine.Reply{}, &engine.IllegalMoveError{Player: "first", Text: "move Lx6e", Err: fmt.Errorf("%w: not a move", rules.ErrSyntax)}),
			want: rules.Outcome{Result: rules.WhiteWins, Termination: rules.IllegalMove}, detail: []string{`"move Lx6e"`, "not a move"}, plies: 0},
		{name: "crash", act: onMove(3, engine.Reply{}, fmt.Errorf("%w: exit status 139", engine.ErrCrashed)),
			want: rules.Outcome{Result: rules.WhiteWins, Termination: rules.Abandonment}, detail: []string{"abandoned", "exit status 139"}, plies: 4},
		{name: "crash on a clock", act: onMove(1, engine.Reply{}, fmt.Errorf("%w: exit status 2", engine.ErrCrashed)),
			setup: func(m *Match) { m.TimeControl = TimeControl{Base: time.Minute, Byoyomi: time.Second} },
			want:  rules.Outcome{Result: rules.WhiteWins, Termination: rules.Abandonment}, detail: []string{"exit status 2"}, plies: 0},
		{name: "protocol error", act: onMove(1, engine.Reply{}, fmt.Errorf("%w: line %q", engine.ErrProtocol, "bestmove")),
			want: rules.Outcome{Result: rules.WhiteWins, Termination: rules.Abandonment}, detail: []string{"protocol", `"bestmove"`}, plies: 0},
		{name: "hang on a clock", act: hang, setup: func(m *Match) { m.TimeControl = TimeControl{MoveTime: time.Millisecond} },
			want: rules.Outcome{Result: rules.WhiteWins, Termination: rules.TimeForfeit}, detail: []string{"lost on time"}, plies: 0},
		{name: "hang without a clock", act: hang, setup: func(m *Match) { m.Timeout = 5 * time.Millisecond },
			want: rules.Outcome{Result: rules.WhiteWins, Termination: rules.Abandonment}, detail: []string{"does not answer"}, plies: 0},
		{name: "time forfeit the client saw", act: onMove(2, engine.Reply{}, fmt.Errorf("%w: no bestmove within 1.1s", engine.ErrTimeForfeit)),
			want: rules.Outcome{Result: rules.WhiteWins, Termination: rules.TimeForfeit}, plies: 2},
		{name: "maximum plies", setup: func(m *Match) { m.MaxPlies = 6 },
			want: rules.Outcome{Result: rules.Draw, Termination: rules.Adjudication}, detail: []string{"6 plies"}, plies: 6},
		{name: "material at once", sfen: blackAhead, setup: func(m *Match) { m.Material = MaterialRule{Margin: 2} },
			want: rules.Outcome{Result: rules.BlackWins, Termination: rules.Adjudication}, detail: []string{"2 pieces more"}, plies: 0},
		{name: "material kept for plies", sfen: blackAhead, setup: func(m *Match) { m.Material = MaterialRule{Margin: 2, Plies: 3} },
			want: rules.Outcome{Result: rules.BlackWins, Termination: rules.Adjudication}, plies: 3},
		{name: "material short of the margin", sfen: blackAhead, setup: func(m *Match) { m.Material = MaterialRule{Margin: 3}; m.MaxPlies = 4 },
			want: rules.Outcome{Result: rules.Draw, Termination: rules.Adjudication}, plies: 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var live atomic.Int32
			m := &Match{Rules: r, Games: 1, MaxPlies: 400,
				Engines: [2]Engine{fakeEngine("first", &live, tc.act), fakeEngine("second", &live, nil)}}
			if tc.sfen != "" {
				m.Openings = []Opening{{SFEN: tc.sfen}}
			}
			if tc.setup != nil {
				tc.setup(m)
			}
			games, err := m.Run(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if len(games) != 1 {
				t.Fatalf("%d games, want 1", len(games))
			}
			g := games[0]
			if diff := cmp.Diff(tc.want, g.Outcome()); diff != "" {
				t.Errorf("outcome (-want +got):\n%s\ndetail: %s", diff, g.Detail)
			}
			for _, w := range tc.detail {
				if !strings.Contains(g.Detail, w) {
					t.Errorf("detail %q does not say %q", g.Detail, w)
				}
			}
			if got := len(g.Game.Moves()); tc.plies >= 0 && got != tc.plies {
				t.Errorf("%d plies, want %d", got, tc.plies)
			}
			if n := live.Load(); n != 0 {
				t.Errorf("%d players left open", n)
			}
		})
	}
}

// TestSchedule checks who has Black and which opening each game plays.
func TestSchedule(t *testing.T) {
	r := chuRules(t)
	var live atomic.Int32
	openings := []Opening{{Moves: []string{"7i7h"}}, {Moves: []string{"6i6h", "6d6e"}}}
	m := &Match{Rules: r, Games: 6, MaxPlies: 6, Openings: openings,
		Engines: [2]Engine{fakeEngine("A", &live, nil), fakeEngine("B", &live, nil)}}
	games, err := m.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	type row struct {
		Index        int
		Opening      string
		Black, White string
	}
	var got []row
	for _, g := range games {
		got = append(got, row{g.Index, g.Opening.String(), g.Names[0], g.Names[1]})
	}
	want := []row{
		{0, "startpos moves 7i7h", "A", "B"}, {1, "startpos moves 7i7h", "B", "A"},
		{2, "startpos moves 6i6h 6d6e", "A", "B"}, {3, "startpos moves 6i6h 6d6e", "B", "A"},
		{4, "startpos moves 7i7h", "A", "B"}, {5, "startpos moves 7i7h", "B", "A"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("schedule (-want +got):\n%s", diff)
	}
	for _, g := range games {
		if g.Game.Moves()[0].String() != g.Opening.Moves[0] {
			t.Errorf("game %d starts %s, not from its opening %s", g.Index, g.Game.Moves()[0], g.Opening)
		}
	}
}

// TestShardsPartitionTheSchedule plays a match with random openings
// whole and in three shards: the shards play every game once, each pair
// in one shard, from the same openings.
func TestShardsPartitionTheSchedule(t *testing.T) {
	r := chuRules(t)
	play := func(sh Shard) map[int]string {
		var live atomic.Int32
		m := &Match{Rules: r, Games: 10, MaxPlies: 10, RandomPlies: 4, Seed: 99, Shard: sh, Concurrency: 2,
			Engines: [2]Engine{fakeEngine("A", &live, nil), fakeEngine("B", &live, nil)}}
		games, err := m.Run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		out := map[int]string{}
		for _, g := range games {
			out[g.Index] = g.Opening.String()
		}
		return out
	}
	whole := play(Shard{})
	merged := map[int]string{}
	for i := 1; i <= 3; i++ {
		for k, v := range play(Shard{i, 3}) {
			if _, ok := merged[k]; ok {
				t.Errorf("game %d played by two shards", k)
			}
			if (k/2)%3 != i-1 {
				t.Errorf("shard %d/3 played game %d", i, k)
			}
			merged[k] = v
		}
	}
	if diff := cmp.Diff(whole, merged); diff != "" {
		t.Errorf("shards (-whole +merged):\n%s", diff)
	}
	if len(whole) != 10 || whole[0] != whole[1] || whole[0] == whole[2] {
		t.Errorf("openings %v: want 10 games, pairs sharing theirs", whole)
	}
}

// TestConcurrentGames plays games on several goroutines, with players
// reused or fresh, and counts the players started.
func TestConcurrentGames(t *testing.T) {
	r := chuRules(t)
	for _, fresh := range []bool{false, true} {
		var live, started atomic.Int32
		counting := func(name string) Engine {
			e := fakeEngine(name, &live, nil)
			start := e.Start
			e.Start = func(ctx context.Context) (engine.Player, error) {
				started.Add(1)
				return start(ctx)
			}
			return e
		}
		var rec recorder
		m := &Match{Rules: r, Games: 8, MaxPlies: 12, Concurrency: 3, Fresh: fresh, OnGame: rec.add,
			Engines: [2]Engine{counting("A"), counting("B")}}
		games, err := m.Run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		for i, g := range games {
			if g.Index != i {
				t.Errorf("fresh %v: game %d at %d", fresh, g.Index, i)
			}
		}
		if len(games) != 8 || len(rec.games) != 8 {
			t.Errorf("fresh %v: %d games, %d reported; want 8", fresh, len(games), len(rec.games))
		}
		if n := started.Load(); fresh && n != 16 || !fresh && n > 6 {
			t.Errorf("fresh %v: %d players started", fresh, n)
		}
		if n := live.Load(); n != 0 {
			t.Errorf("fresh %v: %d players left open", fresh, n)
		}
	}
}

// TestCancel cancels a match whose players never answer: Run returns the
// context's error, the games under way unfinished and said to be
// interrupted (they were left out before), and closes every player.
func TestCancel(t *testing.T) {
	r := chuRules(t)
	var live atomic.Int32
	ctx, cancel := context.WithCancel(context.Background())
	started := make(chan struct{}, 4)
	waiting := func(ctx context.Context, g *rules.Game, n int) (engine.Reply, error, bool) {
		started <- struct{}{}
		return hang(ctx, g, n)
	}
	m := &Match{Rules: r, Games: 4, Concurrency: 2,
		Engines: [2]Engine{fakeEngine("A", &live, waiting), fakeEngine("B", &live, waiting)}}
	go func() {
		<-started
		cancel()
	}()
	games, err := m.Run(ctx)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("Run: %v, want context.Canceled", err)
	}
	if len(games) == 0 || len(games) > 2 {
		t.Errorf("%d games, want the 1 or 2 under way", len(games))
	}
	for _, g := range games {
		if g.Outcome().Over() || g.Detail != "interrupted" {
			t.Errorf("game %d: %s (%s), want unfinished and interrupted", g.Index+1, g.Outcome(), g.Detail)
		}
	}
	if n := live.Load(); n != 0 {
		t.Errorf("%d players left open", n)
	}
}

// TestSPRTStopsTheMatch plays against a player that resigns at once: the
// test accepts H1 long before the schedule's end.
func TestSPRTStopsTheMatch(t *testing.T) {
	r := chuRules(t)
	var live atomic.Int32
	// The first engine wins most games but not all, so that the samples
	// vary: it resigns in every fourth game it plays.
	sometimes := resignsEvery(4)
	test := &SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05}
	m := &Match{Rules: r, Games: 1000, SPRT: test,
		Engines: [2]Engine{fakeEngine("A", &live, sometimes), fakeEngine("B", &live, onMove(1, engine.Reply{Resign: true}, nil))}}
	games, err := m.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var entries []Entry
	for _, g := range games {
		entries = append(entries, m.Entry(g))
	}
	s, err := Summarize(entries)
	if err != nil {
		t.Fatal(err)
	}
	if len(games) >= 1000 || test.Verdict(s.Score) != AcceptH1 {
		t.Errorf("%d games, verdict %s (score %+v)", len(games), test.Verdict(s.Score), s.Score)
	}
}

// TestStartFailureStopsTheMatch: an engine that does not start stops the
// match with its error.
func TestStartFailureStopsTheMatch(t *testing.T) {
	r := chuRules(t)
	var live atomic.Int32
	broken := Engine{Start: func(context.Context) (engine.Player, error) { return nil, errors.New("no such file") }}
	m := &Match{Rules: r, Games: 4, Engines: [2]Engine{fakeEngine("A", &live, nil), broken}}
	games, err := m.Run(context.Background())
	if err == nil || !strings.Contains(err.Error(), "engine 2: no such file") || len(games) != 0 {
		t.Errorf("Run: %d games, %v; want none and the start error", len(games), err)
	}
	if n := live.Load(); n != 0 {
		t.Errorf("%d players left open", n)
	}
}

// TestParseShard reads shards and refuses what is not one.
func TestParseShard(t *testing.T) {
	if sh, err := ParseShard("2/4"); err != nil || sh != (Shard{2, 4}) {
		t.Errorf("ParseShard(2/4) = %v, %v", sh, err)
	}
	for _, bad := range []string{"", "2", "0/3", "4/3", "1/0", "2/4x", " 2/4", "-1/4", "a/b", "1/2/3"} {
		if sh, err := ParseShard(bad); err == nil {
			t.Errorf("ParseShard(%q) = %v, want an error", bad, sh)
		}
	}
}
