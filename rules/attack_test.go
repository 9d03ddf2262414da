package rules

import (
	"slices"
	"testing"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variants"
	"pgregory.net/rapid"
)

// attackersByOutcomes is Attackers worked out the slow way: with an enemy
// of by on s, the pieces of by, in square order, one of whose generated
// outcomes removes a piece on s.
func attackersByOutcomes(p *Position, s board.Square, by board.Color) []board.Square {
	held := p.occ[s]
	p.occ[s] = board.Owner(by.Other())
	defer func() { p.occ[s] = held }()
	var out []board.Square
	for from := range p.pieces[by].all {
		if from == s {
			continue
		}
		_, prog := p.pieceMoves(p.cells[from])
		if removes(p.gen.Append(nil, prog, from, by, p.occ, false), s) {
			out = append(out, from)
		}
	}
	return out
}

// removes reports whether one of outcomes removes a piece on s.
func removes(outcomes []betza.Outcome, s board.Square) bool {
	for i := range outcomes {
		if outcomes[i].Removed(s) {
			return true
		}
	}
	return false
}

// checkAttackers fails t unless Attackers agrees with
// attackersByOutcomes, for both sides, on squares drawn from the board
// (empty, friendly or enemy) and on the royal pieces' squares.
func checkAttackers(t *rapid.T, r *Rules, p *Position) {
	squares := rapid.SliceOfN(rapid.SampledFrom(r.Geo.Squares()), 16, 16).Draw(t, "squares")
	for side := range 2 {
		for s := range p.pieces[side].all {
			if r.kinds[p.cells[s].Kind()].royal {
				squares = append(squares, s)
			}
		}
	}
	for _, s := range squares {
		for _, by := range []board.Color{board.Black, board.White} {
			got, want := p.Attackers(s, by, nil), attackersByOutcomes(p, s, by)
			if !slices.Equal(got, want) {
				t.Fatalf("%s: the attackers of %s by %v are %v, but the outcomes say %v", p.SFEN(), s, by, got, want)
			}
		}
	}
}

// rayPrograms are moves of steps, leaps and slides, several of them
// along one line twice (a slide and a leap the same way), for the pieces of
// the drawn variants of TestPropertyAttackersMatchOutcomes.
var rayPrograms = []string{"RD", "BA", "WD", "FA", "Q", "N", "fRbW", "cR", "mR", "R2D", "KNAD", "fDfW", "B3A"}

// TestPropertyAttackersMatchOutcomes checks Attackers, which finds the
// pieces whose move is rays by walking out from the square, against every
// piece's generated outcomes: the same squares in the same order. It
// plays every built-in game from random play, and 9×9 variants of drawn
// ray and ride moves, under no hook or a path filter (the ranked jumps
// refuse pieces that hop over nothing), from drawn positions.
func TestPropertyAttackersMatchOutcomes(t *testing.T) {
	for _, name := range variants.Names() {
		r := gameRules(t, name)
		t.Run(name, func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) { checkAttackers(t, r, randomPlay(t, r, 80)) })
		})
	}
	t.Run("drawn", func(t *testing.T) {
		moves := append(slices.Clip(rayPrograms), ridePrograms...)
		rapid.Check(t, func(t *rapid.T) {
			text := rideVariant(rapid.SampledFrom(moves).Draw(t, "a"), rapid.SampledFrom(moves).Draw(t, "c"),
				rapid.SampledFrom(moves).Draw(t, "d"), rapid.SampledFrom(rideRules[:3]).Draw(t, "hooks"), "every")
			r := loadVariant(t, text, "attacktest.yaml")
			checkAttackers(t, r, drawRidePosition(t, r))
		})
	})
}
