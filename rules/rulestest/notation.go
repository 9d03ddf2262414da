package rulestest

import (
	"strconv"
	"strings"

	"github.com/largeshogi/largeshogi/betza"
	"pgregory.net/rapid"
)

// The parts notations are made of.
var (
	leapers   = []string{"W", "F", "D", "A", "N", "H", "C", "Z", "G", "K"}
	riders    = []string{"R", "B", "Q"}
	firstDirs = []string{"f", "b", "l", "r", "v", "s", "fr", "fl", "br", "bl", "ff", "fs", "fb", "rl"}
	contDirs  = []string{"f", "b", "v", "s", "l", "r", "fl", "fr", "bl", "br"}
	modes     = []string{"m", "c", "x", "cx"}
	hops      = []string{"p", "pp", "p2"}
	counts    = []string{"", "2", "3", "!", "!3"}
)

// legSpec says what a drawn leg may be.
type legSpec struct {
	cont    bool // a continuation leg: relative direction letters
	short   bool // a leaper, or a rider of range at most three
	leaper  bool // a leaper only
	noMode  bool // no modality letters
	noShoot bool // no x
	noHop   bool // no p
}

// drawLeg draws one leg: modality, hop and direction letters, an atom and
// its range.
func drawLeg(t *rapid.T, s legSpec) string {
	var b strings.Builder
	kind := 0 // a leaper
	if !s.leaper {
		kind = rapid.IntRange(0, 3).Draw(t, "leg kind")
	}
	if !s.noMode && rapid.IntRange(0, 2).Draw(t, "modality") > 0 {
		ms := modes
		if s.noShoot {
			ms = modes[:2]
		}
		b.WriteString(rapid.SampledFrom(ms).Draw(t, "mode"))
	}
	if kind > 0 && !s.noHop && rapid.IntRange(0, 3).Draw(t, "hopping") == 0 {
		b.WriteString(rapid.SampledFrom(hops).Draw(t, "hop"))
	}
	if rapid.Bool().Draw(t, "directions") {
		ds := firstDirs
		if s.cont {
			ds = contDirs
		}
		b.WriteString(rapid.SampledFrom(ds).Draw(t, "dirs"))
	}
	switch kind {
	case 0: // W
		b.WriteString(rapid.SampledFrom(leapers).Draw(t, "leaper"))
	case 1: // R, R3, R3!
		b.WriteString(rapid.SampledFrom(riders).Draw(t, "rider"))
		n := rapid.IntRange(0, 5).Draw(t, "range")
		if s.short {
			n = min(n, 2) + 1
		}
		if n > 0 {
			b.WriteString(strconv.Itoa(n))
			if rapid.IntRange(0, 3).Draw(t, "exact") == 0 {
				b.WriteByte('!')
			}
		}
	case 2: // NN, N2
		a := rapid.SampledFrom(leapers).Draw(t, "leaper")
		if !s.short && rapid.Bool().Draw(t, "doubled") {
			b.WriteString(a + a)
		} else {
			b.WriteString(a + strconv.Itoa(rapid.IntRange(1, 3).Draw(t, "range")))
		}
	case 3: // R(2<=n<=3)
		b.WriteString(rapid.SampledFrom(riders).Draw(t, "rider"))
		lo := rapid.IntRange(2, 3).Draw(t, "lower bound")
		hi := lo + rapid.IntRange(0, 2).Draw(t, "upper bound")
		if s.short {
			hi = min(hi, 3)
		}
		b.WriteString("(" + strconv.Itoa(lo) + "<=n<=" + strconv.Itoa(hi) + ")")
	}
	return b.String()
}

// drawAlternative draws one component of a notation; first reports whether
// it may stand unbracketed at the start, as "aK" may.
func drawAlternative(t *rapid.T, first bool) string {
	count := func() string { return rapid.SampledFrom(counts).Draw(t, "count") }
	switch rapid.IntRange(0, 5).Draw(t, "form") {
	case 0: // fW
		return drawLeg(t, legSpec{})
	case 1: // mRasR, Wa3fW
		// Three repeats of a leg after an unbounded rider would try more
		// squares than the compiler allows (Qa3Q3): the first leg is then
		// short too.
		n := count()
		repeats := strings.HasSuffix(n, "3")
		return drawLeg(t, legSpec{short: repeats}) + "a" + n + drawLeg(t, legSpec{cont: true, short: true})
	case 2: // mafK: the first leg borrows the atom after the a
		lead := rapid.SampledFrom(modes[:2]).Draw(t, "mode")
		if rapid.Bool().Draw(t, "directions") {
			lead += rapid.SampledFrom(firstDirs).Draw(t, "dirs")
		}
		return lead + "a" + count() + drawLeg(t, legSpec{cont: true, short: true, noMode: true, noHop: true})
	case 3: // aK, a3vW, [aK]
		s := "a" + count() + drawLeg(t, legSpec{cont: true, short: true})
		if first {
			return s
		}
		return "[" + s + "]"
	case 4: // f[avW], c[WaK]
		var lead string
		if rapid.Bool().Draw(t, "modality") {
			lead = rapid.SampledFrom(modes).Draw(t, "mode")
		}
		lead += rapid.SampledFrom(firstDirs).Draw(t, "dirs")
		inner := "a" + count() + drawLeg(t, legSpec{cont: true, short: true, noHop: true})
		if rapid.Bool().Draw(t, "chain") {
			inner = drawLeg(t, legSpec{short: true, noMode: true, noHop: true}) + "a" + count() + drawLeg(t, legSpec{cont: true, short: true})
		}
		return lead + "[" + inner + "]"
	default: // [crfW]
		s := "[cr"
		if rapid.Bool().Draw(t, "directions") {
			s += rapid.SampledFrom(firstDirs).Draw(t, "dirs")
		}
		return s + rapid.SampledFrom(leapers).Draw(t, "leaper") + "]"
	}
}

// join appends component alt to notation s, bracketing it where it would
// otherwise run into the end of s: "W" then "W2" is "W[W2]", not "WW2".
func join(s, alt string) string {
	if s != "" && alt != "" && s[len(s)-1] == alt[0] {
		return s + "[" + alt + "]"
	}
	return s + alt
}

// Notation returns a generator of small Betza notations in the dialect of
// package [betza], every one of which [betza.Compile] accepts: one to three
// components, each a leg (an atom among W F D A N H C Z G K R B Q, with
// direction letters, modality m c x, hopping p and a range such as R3, R3!,
// NN or R(2<=n<=3)), a chain of legs joined by a (with counts such as a3 or
// a!), a leg that borrows the atom after its a (mafK), an a in front (aK,
// [a3vW]), a bracket with letters before it (f[avW]) or the texts' [crfW].
// Shrinking goes towards fewer components and plain leapers.
func Notation() *rapid.Generator[string] {
	return rapid.Custom(func(t *rapid.T) string {
		return drawNotation(t, drawAlternative)
	})
}

// drawNotation draws one to three components with alt and joins them; if
// the whole does not compile it falls back to the components that do, and
// failing those to K, so that every notation it returns compiles.
func drawNotation(t *rapid.T, alt func(*rapid.T, bool) string) string {
	n := rapid.IntRange(1, 3).Draw(t, "components")
	var parts []string
	s := ""
	for i := range n {
		a := alt(t, i == 0)
		parts = append(parts, a)
		s = join(s, a)
	}
	if _, err := betza.Compile(s); err == nil {
		return s
	}
	s = ""
	for _, a := range parts {
		if _, err := betza.Compile(join(s, a)); err == nil {
			s = join(s, a)
		}
	}
	if s == "" {
		s = "K"
	}
	return s
}
