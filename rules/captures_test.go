package rules_test

import (
	"slices"
	"testing"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
	"pgregory.net/rapid"
)

// checkCapturesOn fails t unless AppendCapturesOn lists, for every square
// of the board, the moves of AppendCaptures that end there, in its order.
func checkCapturesOn(t *rapid.T, r *rules.Rules, p *rules.Position) {
	all := p.AppendCaptures(nil)
	for _, s := range r.Geo.Squares() {
		want := slices.DeleteFunc(slices.Clone(all), func(m rules.Move) bool { return m.To != s })
		if got := p.AppendCapturesOn(nil, s); !slices.Equal(got, want) {
			t.Fatalf("%s: the captures ending on %s are %v, AppendCapturesOn says %v", p.SFEN(), s, want, got)
		}
	}
	if got := p.AppendCapturesOn(nil, board.NoSquare); len(got) != 0 {
		t.Fatalf("%s: captures ending off the board: %v", p.SFEN(), got)
	}
}

// TestPropertyCapturesOn checks AppendCapturesOn, which generates the
// moves of the pieces that could capture on the square only, against
// AppendCaptures along the consistency walks of every built-in game and of
// generated variants with rule hooks.
func TestPropertyCapturesOn(t *testing.T) {
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			r := gamerules.Builtin(t, name)
			rapid.Check(t, func(t *rapid.T) {
				walkChecking(t, r, r.NewPosition(), rapid.IntRange(1, walkPlies(r)).Draw(t, "plies"), checkCapturesOn)
			})
		})
	}
	t.Run("hooked", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			r := drawHookedRules(t)
			walkChecking(t, r, r.NewPosition(), rapid.IntRange(1, hookedPlies).Draw(t, "plies"), checkCapturesOn)
		})
	})
}

// royalTaken reports whether one of moves, made in p, takes a royal piece
// of the side not to move, at its end or on its way.
func royalTaken(r *rules.Rules, p *rules.Position, moves []rules.Move) bool {
	enemy := p.Side().Other()
	royal := func(s board.Square) bool {
		c := p.At(s)
		return c != 0 && c.Color() == enemy && r.Piece(c.Kind()).Royal
	}
	return slices.ContainsFunc(moves, func(m rules.Move) bool {
		return royal(m.To) || slices.ContainsFunc(m.Via[:m.NVia], royal)
	})
}

// TestPropertyCapturesRoyal checks CapturesRoyal, which generates the
// moves of the pieces that could capture on a royal piece's square only,
// against a scan of AppendCaptures, in every position of random walks of
// up to 400 plies (long enough to expose royal pieces, where the
// consistency walks are not) in every built-in game and in generated
// variants with rule hooks, and in each after a null move (as a search
// asks whether the side to move is in check). It fails unless both
// verdicts were met.
func TestPropertyCapturesRoyal(t *testing.T) {
	check := func(seen *[2]int) func(*rapid.T, *rules.Rules, *rules.Position) {
		verdict := func(t *rapid.T, r *rules.Rules, p *rules.Position) {
			want := royalTaken(r, p, p.AppendCaptures(nil))
			if got := p.CapturesRoyal(); got != want {
				t.Fatalf("%s: a capture takes a royal piece: %v, CapturesRoyal says %v", p.SFEN(), want, got)
			}
			if want {
				seen[1]++
			} else {
				seen[0]++
			}
		}
		return func(t *rapid.T, r *rules.Rules, p *rules.Position) {
			verdict(t, r, p)
			p.MakeNull()
			verdict(t, r, p)
			p.UnmakeNull()
		}
	}
	var seen [2]int
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			r := gamerules.Builtin(t, name)
			rapid.Check(t, func(t *rapid.T) {
				walkChecking(t, r, r.NewPosition(), rapid.IntRange(1, 400).Draw(t, "plies"), check(&seen))
			})
		})
	}
	t.Run("hooked", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			r := drawHookedRules(t)
			walkChecking(t, r, r.NewPosition(), rapid.IntRange(1, 400).Draw(t, "plies"), check(&seen))
		})
	})
	if seen[0] == 0 || seen[1] == 0 {
		t.Errorf("positions with no royal capture: %d, with one: %d; the test needs both", seen[0], seen[1])
	}
}
