package rules

import (
	"slices"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/variant"
	"pgregory.net/rapid"
)

// manyRays is a move of more rays (68) than a mask of open rays holds:
// every leap of up to three squares, short slides, and moves that only
// capture or only move.
const manyRays = "WFDNAHCZGR3B3mRcBcR"

// movesWithoutRays lists the position's moves, or its captures, with
// every kind's rays put aside, so that the generator's outcomes give
// them. The end rules judge the position first, with the rays (the
// bare-king rule reads them).
func movesWithoutRays(r *Rules, p *Position, captures bool) []Move {
	if p.over() {
		return nil
	}
	gen := slices.Clone(r.gen)
	kept := make([][2][]ray, len(r.kinds))
	for k := range r.kinds {
		kept[k], r.kinds[k].rays = r.kinds[k].rays, [2][]ray{}
	}
	for c := range r.gen {
		r.gen[c].rays, r.gen[c].openRays = nil, nil
	}
	defer func() {
		copy(r.gen, gen)
		for k := range r.kinds {
			r.kinds[k].rays = kept[k]
		}
	}()
	p.tactical = captures
	defer func() { p.tactical = false }()
	return p.appendKindMoves(nil, 0)
}

// checkRays fails t unless the position's moves and captures are the
// same, in the same order, walked ray by ray and generated as outcomes.
func checkRays(t *rapid.T, r *Rules, p *Position) {
	checkMovesAs(t, p, "rays", func(captures bool) []Move { return movesWithoutRays(r, p, captures) })
}

// TestPropertyRaysMatchOutcomes checks the walk of the moves of steps,
// leaps and slides, which skips the rays whose first square is closed by
// a mask of the open ones, against the generator's outcomes: the same
// moves in the same order, all of them and captures only. It plays 9×9
// variants of drawn ray moves (one of more rays than the mask holds,
// which the generator moves), with no hook or a path filter, from drawn
// positions. (The built-in games' hooks read the rays too, so there the
// generator is no oracle; their perft counts are.)
func TestPropertyRaysMatchOutcomes(t *testing.T) {
	moves := append(slices.Clip(rayPrograms), manyRays)
	rapid.Check(t, func(t *rapid.T) {
		text := rideVariant(rapid.SampledFrom(moves).Draw(t, "a"), rapid.SampledFrom(moves).Draw(t, "c"),
			rapid.SampledFrom(moves).Draw(t, "d"), rapid.SampledFrom([]string{rideRules[0], rideRules[2]}).Draw(t, "hooks"),
			rapid.SampledFrom([]string{"effects", "every"}).Draw(t, "middle squares"))
		r := loadVariant(t, text, "raytest.yaml")
		checkRays(t, r, drawRidePosition(t, r))
	})
}

// TestManyRaysLeftToTheGenerator checks that a move of more rays than a
// mask of open rays holds is not walked ray by ray.
func TestManyRaysLeftToTheGenerator(t *testing.T) {
	prog, err := betza.Compile(manyRays)
	if err != nil {
		t.Fatal(err)
	}
	if rays, ok := prog.Rays(); !ok || len(rays) <= maxRays {
		t.Fatalf("%s: %d rays (ok %v), want more than %d", manyRays, len(rays), ok, maxRays)
	}
	v, err := variant.Load(strings.NewReader(rideVariant(manyRays, "R", "B", "", "every")), "raytest.yaml")
	if err != nil {
		t.Fatal(err)
	}
	r, err := New(v)
	if err != nil {
		t.Fatal(err)
	}
	for k := range r.kinds[1:] {
		if info := &r.kinds[k+1]; info.moves.Betza == manyRays && info.rays[0] != nil {
			t.Errorf("%s is walked by %d rays", manyRays, len(info.rays[0]))
		}
	}
}
