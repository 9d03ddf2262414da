package mate

import (
	"context"
	"errors"
	"testing"

	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// newGame returns a game of a built-in variant, with options, from sfen.
func newGame(t testing.TB, name, sfen string, options ...string) *rules.Game {
	t.Helper()
	p, err := gamerules.Builtin(t, name, options...).ParseSFEN(sfen)
	if err != nil {
		t.Fatal(err)
	}
	return rules.NewGame(p)
}

// TestSolveKnownMates checks mates found by drawing endgames, their
// length confirmed by the oracle where it is quick enough (oracle true):
// the prover finds the same N, in both modes where the mate gives check
// at every move, and a line that checkLine accepts.
func TestSolveKnownMates(t *testing.T) {
	tests := []struct {
		name    string
		game    string
		options []string
		sfen    string
		mode    Mode
		plies   int
		oracle  bool
	}{
		{"queen and gold, no bare king", "chu", []string{"no-bare-king"}, "11k/Q11/9G2/12/12/12/12/12/12/12/12/l5K5 b - 1", Mate, 1, true},
		{"dragon horse and lion, in 3", "chu", nil, "7+Lh+e1C/12/12/7+H4/12/12/12/12/12/12/12/+E11 b - 1", Mate, 3, true},
		{"drunk elephant and copper, in 5", "chu", nil, "12/9Et+e/11o/11C/12/12/12/12/12/12/12/8+E3 b - 1", Mate, 5, true},
		{"vertical mover and phoenix, in 5", "chu", nil, "7V1+ep1/12/12/8I3/12/12/12/12/12/12/12/4+E7 b - 1", Mate, 5, true},
		{"tsume of the dragon horse and lion, in 3", "chu", nil, "7+Lh+e1C/12/12/7+H4/12/12/12/12/12/12/12/+E11 b - 1", Tsume, 3, true},
		{"silver's walk, in 7", "chu", nil, "10I+e/11g/12/12/9S2/12/12/12/12/12/12/1+E10 b - 1", Mate, 7, false},
		// No-recurrence forbids the king the step back to where it stood
		// two moves before: 4a3b 2a1a 3b4a 1a2b 4a3b leaves it no move that
		// survives. The same position reached by 1q2q 2a1a 2q1q 1a2b 4a3b
		// lets the king step to 1a, and its disproof, taken for this line,
		// had hidden the mate (a draw of TestProverMatchesOracle).
		{"no-recurrence shuts the king in, in 5", "daidai", nil, "13Si1ki1/17/15Bm1/17/17/17/17/17/17/17/17/17/17/17/17/17/16Ki b - 1", Mate, 5, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t, tt.game, tt.sfen, tt.options...)
			if tt.oracle {
				if got := oracleMate(g, tt.plies, tt.mode == Tsume); got != tt.plies {
					t.Fatalf("the oracle finds a mate in %d, the test says %d", got, tt.plies)
				}
			}
			res, err := Solve(context.Background(), g, Options{Mode: tt.mode, Plies: tt.plies + 4})
			if err != nil {
				t.Fatal(err)
			}
			if res.Verdict != Found || res.Plies != tt.plies || res.NoMateWithin != max(tt.plies-2, 0) {
				t.Fatalf("%v in %d (no mate within %d), want a mate in %d", res.Verdict, res.Plies, res.NoMateWithin, tt.plies)
			}
			if len(g.Moves()) != 0 || g.Position().Plies() != 0 {
				t.Fatal("Solve changed the game")
			}
			checkLine(t, g, res, tt.mode)
		})
	}
}

// TestSolveNoMate checks the verdicts short of a mate: no mate within a
// bound below the mate's length, and unknown when the budget or the
// context ends the search first.
func TestSolveNoMate(t *testing.T) {
	g := newGame(t, "chu", "12/9Et+e/11o/11C/12/12/12/12/12/12/12/8+E3 b - 1")
	for _, bound := range []int{1, 3, 4} {
		res, err := Solve(context.Background(), g, Options{Plies: bound})
		if err != nil {
			t.Fatal(err)
		}
		if want := bound - 1 + bound%2; res.Verdict != NoMate || res.NoMateWithin != want || res.Line != nil {
			t.Errorf("bound %d: %+v, want no mate within %d", bound, res, want)
		}
	}
	tsume := newGame(t, "chu", "7V1+ep1/12/12/8I3/12/12/12/12/12/12/12/4+E7 b - 1")
	if oracleMate(tsume, 5, true) != 0 {
		t.Fatal("the oracle finds a tsume within 5 plies")
	}
	res, err := Solve(context.Background(), tsume, Options{Mode: Tsume, Plies: 5})
	if err != nil || res.Verdict != NoMate {
		t.Errorf("tsume of a mate in 5 that needs a quiet move: %+v, %v; want no mate", res, err)
	}
	res, err = Solve(context.Background(), g, Options{Plies: 5, Nodes: 50})
	if err != nil {
		t.Fatal(err)
	}
	if res.Verdict != Unknown || res.Nodes > 50 {
		t.Errorf("budget 50: %+v, want unknown within the budget", res)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err = Solve(ctx, g, Options{Plies: 5})
	if err != nil {
		t.Fatal(err)
	}
	if res.Verdict != Unknown || res.Nodes > stopInterval {
		t.Errorf("cancelled: %+v, want unknown at once", res)
	}
}

// TestSolveBadInput checks the errors: options out of range, a game that
// is over, a defender without a royal piece.
func TestSolveBadInput(t *testing.T) {
	g := newGame(t, "chu", "11k/Q11/9G2/12/12/12/12/12/12/12/12/l5K5 b - 1", "no-bare-king")
	for _, opts := range []Options{{Plies: 0}, {Plies: 1000}, {Plies: -1}, {Plies: 3, Nodes: -1}, {Plies: 3, Hash: -1}, {Plies: 3, Hash: MaxHash + 1}, {Plies: 3, Mode: 2}} {
		if _, err := Solve(context.Background(), g, opts); !errors.Is(err, ErrOptions) {
			t.Errorf("%+v: %v, want ErrOptions", opts, err)
		}
	}
	for _, m := range []string{"12b3b", "1a2a", "3b2a"} {
		if err := g.PlayUSI(m); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := Solve(context.Background(), g, Options{Plies: 3}); !errors.Is(err, rules.ErrGameOver) {
		t.Errorf("after the royal capture: %v, want ErrGameOver", err)
	}
	if _, err := Solve(context.Background(), nil, Options{Plies: 3}); err == nil {
		t.Error("no game: no error")
	}
	noRoyal := newGame(t, "chu", "11g/12/12/12/12/12/12/12/12/12/12/5K6 b - 1")
	if _, err := Solve(context.Background(), noRoyal, Options{Plies: 3}); !errors.Is(err, rules.ErrGameOver) {
		t.Errorf("no royal piece: %v, want ErrGameOver", err)
	}
}

// TestSolveObjectives checks a variant won by capturing a set of pieces,
// where the defender has no royal piece: the prover mates the objective,
// in as many plies as the oracle.
func TestSolveObjectives(t *testing.T) {
	v, err := variant.LoadFile("testdata/objectives.yaml")
	if err != nil {
		t.Fatal(err)
	}
	r, err := rules.New(v)
	if err != nil {
		t.Fatal(err)
	}
	p, err := r.ParseSFEN("g6/7/G6/7/7/1R5/3K3 b - 1")
	if err != nil {
		t.Fatal(err)
	}
	g := rules.NewGame(p)
	want := oracleMate(g, 5, false)
	if want == 0 {
		t.Fatal("the oracle finds no mate")
	}
	res, err := Solve(context.Background(), g, Options{Plies: 5})
	if err != nil || res.Verdict != Found || res.Plies != want {
		t.Fatalf("%+v, %v; want a mate in %d", res, err, want)
	}
	checkLine(t, g, res, Mate)
}
