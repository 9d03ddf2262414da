package baseline_test

import (
	"context"
	"testing"

	"pgregory.net/rapid"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/engine/baseline"
	"github.com/largeshogi/largeshogi/engine/enginetest"
	"github.com/largeshogi/largeshogi/internal/testkit/longtest"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
)

// TestMain runs the package's rapid properties with 20 checks each, 100
// under LARGESHOGI_LONG_TESTS=1.
func TestMain(m *testing.M) { longtest.Main(m, 20) }

// loadRules compiles a built-in variant.
func loadRules(t testing.TB, name string) *rules.Rules {
	t.Helper()
	return enginetest.NewGame(t, name).Position().Rules()
}

// TestMovesAreLegal checks over random games of every built-in variant
// that both players answer with a move the game allows, history rules
// included, and resign only when there is none.
func TestMovesAreLegal(t *testing.T) {
	var rs []*rules.Rules
	for _, name := range variants.Names() {
		rs = append(rs, loadRules(t, name))
	}
	rapid.Check(t, func(t *rapid.T) {
		r := rs[rapid.IntRange(0, len(rs)-1).Draw(t, "variant")]
		g := rules.NewGame(r.NewPosition())
		for range rapid.IntRange(0, 80).Draw(t, "plies") {
			moves := g.AppendMoves(nil)
			if len(moves) == 0 {
				break
			}
			if err := g.Play(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")]); err != nil {
				t.Fatal(err)
			}
		}
		seed := rapid.Uint64().Draw(t, "seed")
		for _, p := range []engine.Player{baseline.NewRandom("random", seed), baseline.NewGreedy(r, "greedy", seed)} {
			reply, err := p.Go(context.Background(), g, engine.Limits{}, nil)
			if err != nil {
				t.Fatalf("%s: %v", p.Name(), err)
			}
			if reply.Resign {
				if n := len(g.AppendMoves(nil)); n > 0 {
					t.Fatalf("%s resigned with %d legal moves", p.Name(), n)
				}
				continue
			}
			if err := g.Check(reply.Move); err != nil {
				t.Fatalf("%s played %v: %v", p.Name(), reply.Move, err)
			}
		}
	})
}

// TestRandomSpreads checks that the random player's moves from the start
// of chu, over seeds, are not always the same few.
func TestRandomSpreads(t *testing.T) {
	r := loadRules(t, "chu")
	g := rules.NewGame(r.NewPosition())
	seen := map[rules.Move]bool{}
	for seed := range uint64(200) {
		reply, err := baseline.NewRandom("random", seed).Go(context.Background(), g, engine.Limits{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		seen[reply.Move] = true
	}
	if n, all := len(seen), len(g.AppendMoves(nil)); n < all/2 {
		t.Errorf("200 seeds played %d of the %d moves", n, all)
	}
}

// TestGreedyTakes checks built positions of chu and tenjiku: the greedy
// player captures a royal piece when it can, and otherwise the most
// valuable piece it can remove, whatever the seed.
func TestGreedyTakes(t *testing.T) {
	tests := []struct {
		name    string
		variant string
		sfen    string
		want    []string // the moves it may play
	}{
		// The queen on 12d reaches the king on 12a and the lion on 1d.
		{"king before lion", "chu", "k11/12/12/Q10n/12/12/12/12/12/12/12/6K5 b - 1", []string{"12d12a"}},
		// The queen reaches a gold along the rank and a rook down the file.
		{"rook before gold", "chu", "5k6/12/12/Q10g/12/12/r11/12/12/12/12/6K5 b - 1", []string{"12d12g"}},
		// Two rooks alike: either will do.
		{"equal rooks", "chu", "5k6/12/12/Q10r/12/12/r11/12/12/12/12/6K5 b - 1", []string{"12d12g", "12d1d"}},
		// White's queen reaches Black's lion and a pawn; Black's king is out of reach.
		{"white takes the lion", "chu", "5k6/12/12/q10P/12/12/N11/12/12/12/12/6K5 w - 1", []string{"12d12g"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := loadRules(t, tt.variant)
			p, err := r.ParseSFEN(tt.sfen)
			if err != nil {
				t.Fatal(err)
			}
			g := rules.NewGame(p)
			got := map[string]bool{}
			for seed := range uint64(20) {
				reply, err := baseline.NewGreedy(r, "greedy", seed).Go(context.Background(), g, engine.Limits{}, nil)
				if err != nil {
					t.Fatal(err)
				}
				got[reply.Move.String()] = true
			}
			want := map[string]bool{}
			for _, m := range tt.want {
				want[m] = true
			}
			if len(got) != len(want) {
				t.Errorf("played %v over 20 seeds, want each of %v", got, tt.want)
			}
			for m := range got {
				if !want[m] {
					t.Errorf("played %s, want one of %v", m, tt.want)
				}
			}
		})
	}
}
