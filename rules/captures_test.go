package rules_test

import (
	"slices"
	"testing"

	"github.com/largeshogi/largeshogi/board"
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
			r := builtin(t, name)
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
