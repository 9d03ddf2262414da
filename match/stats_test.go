package match

import (
	"math"
	"testing"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// TestEloOf checks Elo differences against published figures.
func TestEloOf(t *testing.T) {
	for _, tc := range []struct {
		ratio, elo float64
	}{
		{0.5, 0},
		{0.75, 190.85},  // 400·log10(3)
		{0.25, -190.85}, // and its mirror
		{0.9, 381.70},   // 400·log10(9)
		{76.0 / 78, 631.91},
	} {
		if got := EloOf(tc.ratio); !near(got, tc.elo, 0.01) {
			t.Errorf("EloOf(%g) = %.3f, want %.2f", tc.ratio, got, tc.elo)
		}
		if got := ExpectedScore(tc.elo); !near(got, tc.ratio, 1e-4) {
			t.Errorf("ExpectedScore(%g) = %.5f, want %g", tc.elo, got, tc.ratio)
		}
	}
}

// TestEloInterval checks the 95% intervals of both models against figures
// worked out by hand: for 50 wins and 50 losses the score's standard
// error is 0.05, so the interval is the Elo of 0.5 ± 1.96·0.05.
func TestEloInterval(t *testing.T) {
	for _, tc := range []struct {
		name           string
		s              Score
		elo, low, high float64
		model          string
	}{
		{"even trinomial", Score{Wins: 50, Losses: 50}, 0, -68.99, 68.99, "trinomial"},
		{"60 wins 20 draws 20 losses", Score{Wins: 60, Draws: 20, Losses: 20}, 147.19, 86.23, 218.25, "trinomial"},
		// 50 pairs, 10 of each pentanomial outcome (LL, LD, WL, WD, WW):
		// mean 0.5, variance of a pair's ratio 0.125, standard error 0.05.
		{"even pentanomial", Score{Wins: 40, Draws: 20, Losses: 40, Pairs: [5]int{10, 10, 10, 10, 10}}, 0, -68.99, 68.99, "pentanomial"},
		// The same games without pairs fall back on the trinomial model.
		{"unpaired", Score{Wins: 50, Losses: 50, Pairs: [5]int{10, 10}}, 0, -68.99, 68.99, "trinomial"},
	} {
		e := tc.s.Elo()
		if !near(e.Elo, tc.elo, 0.01) || !near(e.Low, tc.low, 0.01) || !near(e.High, tc.high, 0.01) || e.Model != tc.model {
			t.Errorf("%s: %+v, want %.2f [%.2f, %.2f] %s", tc.name, e, tc.elo, tc.low, tc.high, tc.model)
		}
	}
	// A pentanomial of pairs that all split their games has no spread:
	// the interval is the whole line.
	e := Score{Wins: 10, Losses: 10, Pairs: [5]int{2: 10}}.Elo()
	if e.Elo != 0 || !math.IsInf(e.Low, -1) || !math.IsInf(e.High, 1) {
		t.Errorf("split pairs: %+v, want 0 in (−Inf, +Inf)", e)
	}
}

// TestSPRT checks the log-likelihood ratio against the generalised SPRT
// figure published with jw1912/SPRT's calculator (4307 wins, 4063 losses,
// 8620 draws, elo0 0, elo1 3: LLR 2.99), and the bounds (±2.94 for α = β =
// 0.05).
func TestSPRT(t *testing.T) {
	test := SPRT{Elo0: 0, Elo1: 3, Alpha: 0.05, Beta: 0.05}
	s := Score{Wins: 4307, Draws: 8620, Losses: 4063}
	if llr := test.LLR(s); !near(llr, 2.99, 0.005) {
		t.Errorf("LLR = %.4f, want 2.99", llr)
	}
	lower, upper := test.Bounds()
	if !near(lower, -2.944, 0.001) || !near(upper, 2.944, 0.001) {
		t.Errorf("bounds (%.4f, %.4f), want ±2.944", lower, upper)
	}
	if v := test.Verdict(s); v != AcceptH1 {
		t.Errorf("verdict %s, want H1 accepted", v)
	}
	if v := test.Verdict(Score{Wins: 4063, Draws: 8620, Losses: 4307}); v != AcceptH0 {
		t.Errorf("mirrored: verdict %s, want H0 accepted", v)
	}
	if v := test.Verdict(Score{Wins: 40, Draws: 80, Losses: 40}); v != Continue {
		t.Errorf("few games: verdict %s, want continue", v)
	}
	for _, bad := range []SPRT{{Elo0: 5, Elo1: 0, Alpha: 0.05, Beta: 0.05}, {Elo1: 5, Alpha: 0, Beta: 0.05}, {Elo1: 5, Alpha: 0.05, Beta: 1}} {
		if bad.Check() == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
}
