package match

import (
	"fmt"
	"math"
)

// z95 is the standard normal quantile of 0.975: a 95% interval reaches
// z95 standard errors either side of the mean.
const z95 = 1.959963984540054

// Score is a match's tally from the first engine's side: wins, draws and
// losses, and the pairs of games played from one opening with the colours
// swapped, counted by the first engine's points in the pair (0, ½, 1, 1½
// or 2 points: Pairs[0] ... Pairs[4]). Games that no player won or drew
// (no contest) count in none.
type Score struct {
	Wins, Draws, Losses int
	Pairs               [5]int
}

// Games returns the number of games counted.
func (s Score) Games() int { return s.Wins + s.Draws + s.Losses }

// Points returns the first engine's points: a win 1, a draw ½.
func (s Score) Points() float64 { return float64(s.Wins) + float64(s.Draws)/2 }

// Ratio returns the first engine's points per game, 0 when no game
// counts.
func (s Score) Ratio() float64 {
	if s.Games() == 0 {
		return 0
	}
	return s.Points() / float64(s.Games())
}

// EloOf returns the Elo difference that the logistic Elo model expects to
// score ratio r: 400·log10(r/(1−r)). A ratio of 0.75 is 190.85; 0 and 1
// give −Inf and +Inf.
func EloOf(r float64) float64 {
	return 400 * math.Log10(r/(1-r))
}

// ExpectedScore returns the score ratio the logistic Elo model expects of
// a player elo points stronger: 1/(1+10^(−elo/400)).
func ExpectedScore(elo float64) float64 {
	return 1 / (1 + math.Pow(10, -elo/400))
}

// Estimate is an Elo difference with its 95% interval.
type Estimate struct {
	// Elo is the difference the score gives (see [EloOf]).
	Elo float64
	// Low and High bound the 95% interval: the Elo of the score ratio
	// 1.96 standard errors below and above the mean.
	Low, High float64
	// Model names how the interval was computed: "pentanomial" (over pairs
	// of games) or "trinomial" (over games).
	Model string
}

// String writes the estimate as "+35.2 ± 20.1 (95%, pentanomial)", the
// ± being half the interval's width, or "+35.2 [+10.0, +70.4]" style when
// the interval is not symmetric by more than a tenth of an Elo point.
func (e Estimate) String() string {
	if math.IsNaN(e.Elo) {
		return "no games"
	}
	lo, hi := e.Elo-e.Low, e.High-e.Elo
	if math.Abs(lo-hi) < 0.1 {
		return fmt.Sprintf("%+.1f ± %.1f (95%%, %s)", e.Elo, (lo+hi)/2, e.Model)
	}
	return fmt.Sprintf("%+.1f [%+.1f, %+.1f] (95%%, %s)", e.Elo, e.Low, e.High, e.Model)
}

// Elo returns the Elo difference the score gives, with its 95% interval.
// When the games make complete pairs (every game counted in s.Pairs), the
// interval comes from the pentanomial model: the variance of the pairs'
// scores, which takes out what the opening and the colours add to the
// spread of single games. Otherwise it comes from the trinomial model of
// single games (win, draw, loss). A score of 0 or 1, or a single game or
// pair, gives infinite bounds.
func (s Score) Elo() Estimate {
	n := s.Games()
	if n == 0 {
		return Estimate{Elo: math.NaN(), Low: math.NaN(), High: math.NaN()}
	}
	mean, variance, count, model := s.moments()
	e := Estimate{Elo: EloOf(mean), Model: model}
	se := math.Sqrt(variance / float64(count))
	if count < 2 || variance == 0 {
		se = math.Inf(1)
	}
	e.Low = EloOf(math.Max(mean-z95*se, 0))
	e.High = EloOf(math.Min(mean+z95*se, 1))
	return e
}

// paired reports whether every counted game is in a counted pair.
func (s Score) paired() bool {
	pairs := 0
	for _, p := range s.Pairs {
		pairs += p
	}
	return pairs > 0 && 2*pairs == s.Games()
}

// moments returns the mean score ratio, the variance of one sample's
// ratio, the number of samples, and the model's name: pairs when the games
// are paired, single games otherwise.
func (s Score) moments() (mean, variance float64, count int, model string) {
	if s.paired() {
		for i, p := range s.Pairs {
			count += p
			mean += float64(p) * float64(i) / 4
		}
		mean /= float64(count)
		for i, p := range s.Pairs {
			d := float64(i)/4 - mean
			variance += float64(p) * d * d
		}
		return mean, variance / float64(count), count, "pentanomial"
	}
	count = s.Games()
	mean = s.Ratio()
	for _, o := range [...]struct {
		n     int
		score float64
	}{{s.Wins, 1}, {s.Draws, 0.5}, {s.Losses, 0}} {
		d := o.score - mean
		variance += float64(o.n) * d * d
	}
	return mean, variance / float64(count), count, "trinomial"
}

// SPRT is a sequential probability ratio test of the hypotheses that the
// first engine is Elo0 stronger (H0) or Elo1 stronger (H1), with false
// positive rate Alpha and false negative rate Beta.
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
}

// Bounds returns the log-likelihood ratios at which the test stops:
// ln(β/(1−α)) accepts H0, ln((1−β)/α) accepts H1 (±2.94 for α = β = 0.05).
func (t SPRT) Bounds() (lower, upper float64) {
	return math.Log(t.Beta / (1 - t.Alpha)), math.Log((1 - t.Beta) / t.Alpha)
}

// Check reports whether the test is well formed: Elo0 < Elo1, and α and
// β strictly between 0 and 1.
func (t SPRT) Check() error {
	switch {
	case !(t.Elo0 < t.Elo1):
		return fmt.Errorf("sprt: elo0 %g must be less than elo1 %g", t.Elo0, t.Elo1)
	case !(t.Alpha > 0 && t.Alpha < 1), !(t.Beta > 0 && t.Beta < 1):
		return fmt.Errorf("sprt: alpha %g and beta %g must be between 0 and 1", t.Alpha, t.Beta)
	}
	return nil
}

// LLR returns the log-likelihood ratio of H1 against H0 given score s, by
// the generalised SPRT's normal approximation with the logistic Elo model:
// n·(s1−s0)·(2·m−s0−s1)/(2·v), where s0 and s1 are the score ratios Elo0
// and Elo1 expect, m the mean and v the variance of a sample's ratio, over
// n samples — pairs when the games are paired (pentanomial), games
// otherwise (trinomial), as [Score.Elo] chooses. It is 0 until the samples
// vary.
func (t SPRT) LLR(s Score) float64 {
	if s.Games() == 0 {
		return 0
	}
	mean, variance, count, _ := s.moments()
	if variance == 0 {
		return 0
	}
	s0, s1 := ExpectedScore(t.Elo0), ExpectedScore(t.Elo1)
	return float64(count) * (s1 - s0) * (2*mean - s0 - s1) / (2 * variance)
}

// Verdict is what an SPRT concludes.
type Verdict uint8

// Verdicts.
const (
	// Continue: neither bound is reached.
	Continue Verdict = iota
	// AcceptH0: the lower bound is reached; the first engine is not Elo1
	// stronger.
	AcceptH0
	// AcceptH1: the upper bound is reached; the first engine is not only
	// Elo0 stronger.
	AcceptH1
)

var verdictNames = [...]string{"continue", "H0 accepted", "H1 accepted"}

// String returns "continue", "H0 accepted" or "H1 accepted".
func (v Verdict) String() string {
	if int(v) < len(verdictNames) {
		return verdictNames[v]
	}
	return fmt.Sprintf("Verdict(%d)", v)
}

// Verdict returns what the test concludes given score s.
func (t SPRT) Verdict(s Score) Verdict {
	llr := t.LLR(s)
	lower, upper := t.Bounds()
	switch {
	case llr >= upper:
		return AcceptH1
	case llr <= lower:
		return AcceptH0
	}
	return Continue
}
