package rules

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
	"pgregory.net/rapid"
)

// ridePrograms are moves of one-leg rides, most of them hopping, for the
// pieces of the generated variants of TestPropertyRidesMatchOutcomes.
var ridePrograms = []string{
	"pR", "ppB", "cppR", "mpR", "p2Q", "RcppR", "BmppB", "WppR", "cpQ", "ppRF",
	"mRcpR", "p3B", "NppR", "ppQ4", "fppRbR", "cp2RmpB", "ppQ",
}

// rideRules are the hooks the generated variants draw from: none, filters
// that judge a move by its path, and the ranked jumps of tenjiku shogi's
// kind.
var rideRules = []string{
	"",
	"  test-refuse-leaps: {}\n",
	"  test-refuse-steps: {}\n",
	"  ranked-jumping: {ranks: [[king], [a], [c]], jumpers: [a, c, d], hop-over: lower, capture-after-hop: lower}\n",
	"  ranked-jumping: {ranks: [[king, a], [c]], jumpers: [a, c, d], hop-over: lower-or-equal, hop-sides: enemy, capture-after-hop: any, capture-by-slide: not-higher-unless-adjacent}\n",
}

// rideVariant is a 9×9 variant whose pieces a, c and d move by the given
// programs, the pawn by fW, under the given hooks and middle-squares
// setting.
func rideVariant(a, c, d, hooks, middle string) string {
	return fmt.Sprintf(`name: ridetest
title: Ride test
source: a test
board: 9x9
middle-squares: %s
pieces:
  - {id: king, name: king, abbrev: [K], sfen: K, betza: K, royal: true}
  - {id: a, name: a, abbrev: [A], sfen: A, betza: %s}
  - {id: c, name: c, abbrev: [C], sfen: C, betza: %s}
  - {id: d, name: d, abbrev: [D], sfen: D, betza: %s}
  - {id: pawn, name: pawn, abbrev: [P], sfen: P, betza: fW}
setup:
  i: ". . . . K . . . ."
rules:
%s`, middle, a, c, d, hooks)
}

// drawRidePosition draws a position of the ride-test variant: both kings
// and about a third of the other squares holding a piece of either side.
func drawRidePosition(t *rapid.T, r *Rules) *Position {
	codes := []string{"A", "C", "D", "P", "a", "c", "d", "p"}
	var rows []string
	kings := rapid.Permutation([]int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20}).Draw(t, "kings")
	for y := range 9 {
		row, empty := "", 0
		for x := range 9 {
			s, code := y*9+x, ""
			switch {
			case s == kings[0]*3:
				code = "K"
			case s == kings[1]*3+1:
				code = "k"
			case rapid.IntRange(0, 2).Draw(t, "occupied") == 0:
				code = rapid.SampledFrom(codes).Draw(t, "piece")
			}
			if code == "" {
				empty++
				continue
			}
			if empty > 0 {
				row += fmt.Sprint(empty)
				empty = 0
			}
			row += code
		}
		if empty > 0 {
			row += fmt.Sprint(empty)
		}
		rows = append(rows, row)
	}
	side := rapid.SampledFrom([]string{"b", "w"}).Draw(t, "side")
	p, err := r.ParseSFEN(strings.Join(rows, "/") + " " + side + " - 1")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// movesWithoutRides lists the position's moves, or its captures, with
// every kind's rides put aside, so that the generator's outcomes give
// them.
func movesWithoutRides(r *Rules, p *Position, captures bool) []Move {
	kept := make([]*[2][]ride, len(r.kinds))
	for k := range r.kinds {
		kept[k], r.kinds[k].rides = r.kinds[k].rides, nil
	}
	defer func() {
		for k := range r.kinds {
			r.kinds[k].rides = kept[k]
		}
	}()
	if captures {
		return p.AppendCaptures(nil)
	}
	return p.AppendMoves(nil)
}

// checkRides fails t unless the position's moves and captures are the
// same, in the same order, walked as rides and generated as outcomes; and
// unless each piece that moves by rides, of either side, removes a piece
// on the same squares by rideReaches as by its outcomes.
func checkRides(t *rapid.T, r *Rules, p *Position) {
	for _, side := range []board.Color{board.Black, board.White} {
		for from := range p.pieces[side].all {
			c := p.cells[from]
			rides := p.ridesOf(c, r.kinds[c.Kind()].prog)
			if rides == nil {
				continue
			}
			outcomes := p.gen.Append(nil, r.kinds[c.Kind()].prog, from, side, p.occ, false)
			for _, s := range r.Geo.Squares() {
				if got, want := p.rideReaches(from, s, side, rides), removes(outcomes, s); got != want {
					t.Fatalf("%s: the piece on %s removes on %s: %v by its rides, %v by its outcomes", p.SFEN(), from, s, got, want)
				}
			}
		}
	}
	checkMovesAs(t, p, "rides", func(captures bool) []Move { return movesWithoutRides(r, p, captures) })
}

// checkMovesAs fails t unless the position's moves, and its captures,
// are those that want lists (captures only when its argument is set), in
// the same order; how names what the position's own generation does
// that want's does not.
func checkMovesAs(t *rapid.T, p *Position, how string, want func(captures bool) []Move) {
	t.Helper()
	for _, captures := range []bool{false, true} {
		var got []Move
		if captures {
			got = p.AppendCaptures(nil)
		} else {
			got = p.AppendMoves(nil)
		}
		if w := want(captures); !slices.Equal(got, w) {
			t.Fatalf("%s, captures only %v:\nwith %s: %v\nwithout:  %v", p.SFEN(), captures, how, got, w)
		}
	}
}

// loadVariant compiles the rules of a variant file's text, failing t
// with the text when it does not load.
func loadVariant(t *rapid.T, text, file string) *Rules {
	t.Helper()
	v, err := variant.Load(strings.NewReader(text), file)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	r, err := New(v)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	return r
}

// TestPropertyRidesMatchOutcomes checks appendRides, the walk of moves
// of one-leg rides that hop, against the generator's outcomes: the same
// moves, in the same order, all of them and captures only; and
// rideReaches, the attack test of such moves, against the squares the
// outcomes remove a piece on. It plays the
// jumping generals of taikyoku and tenjiku shogi, under the options that
// change their rule, from positions of random play; and 9×9 variants of
// drawn ride moves and hooks, from drawn positions.
func TestPropertyRidesMatchOutcomes(t *testing.T) {
	for _, game := range [][]string{
		{"taikyoku"},
		{"taikyoku", "range-jump-captures"},
		{"tenjiku"},
		{"tenjiku", "jump-to-empty", "hop-equal-rank"},
		{"tenjiku", "hop-capture-any-rank", "range-capture"},
	} {
		r := gameRules(t, game[0], game[1:]...)
		t.Run(strings.Join(game, "+"), func(t *testing.T) {
			rides := 0
			for k := range r.kinds {
				if r.kinds[k].rides != nil {
					rides++
				}
			}
			if rides == 0 {
				t.Fatal("no piece moves by rides")
			}
			rapid.Check(t, func(t *rapid.T) { checkRides(t, r, randomPlay(t, r, 60)) })
		})
	}
	t.Run("drawn", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			text := rideVariant(rapid.SampledFrom(ridePrograms).Draw(t, "a"), rapid.SampledFrom(ridePrograms).Draw(t, "c"),
				rapid.SampledFrom(ridePrograms).Draw(t, "d"), rapid.SampledFrom(rideRules).Draw(t, "hooks"),
				rapid.SampledFrom([]string{"effects", "every"}).Draw(t, "middle squares"))
			r := loadVariant(t, text, "ridetest.yaml")
			checkRides(t, r, drawRidePosition(t, r))
		})
	})
}
