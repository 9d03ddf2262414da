package mate

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/internal/testkit/longtest"
	"github.com/largeshogi/largeshogi/variants"
	"pgregory.net/rapid"
)

// drawn is one endgame of TestProverMatchesOracle's generator with the
// oracle's verdict on it.
type drawn struct {
	game string
	mode Mode
	n    int
}

// TestEndgamePower draws endgames with the generator of
// TestProverMatchesOracle from fixed seeds, at each of its bounds, and
// checks that the oracle finds mates in 3 and in 5 among them (over all
// bounds), in both modes, so that the property compares the prover with the
// oracle on more than mates in 1: a generator that degenerated into trivial
// positions would fail it. It logs the distribution of the oracle's
// verdicts per game and per mode.
func TestEndgamePower(t *testing.T) {
	all := builtins(t)
	seeds := longtest.Size(60, 200)
	found := map[Mode]map[int]int{Mate: {}, Tsume: {}}
	for _, b := range oracleBounds {
		t.Run("bound "+strconv.Itoa(b.plies), func(t *testing.T) {
			gen := rapid.Custom(func(t *rapid.T) drawn {
				name := rapid.SampledFrom(variants.Names()).Draw(t, "game")
				mode := rapid.SampledFrom([]Mode{Mate, Tsume}).Draw(t, "mode")
				_, n := endgame(t, all[name], b, mode)
				return drawn{name, mode, n}
			})
			count := map[Mode]map[int]int{Mate: {}, Tsume: {}}
			perGame := map[string]map[int]int{}
			for seed := range seeds {
				d := gen.Example(seed)
				count[d.mode][d.n]++
				if perGame[d.game] == nil {
					perGame[d.game] = map[int]int{}
				}
				perGame[d.game][d.n]++
			}
			for _, name := range variants.Names() {
				t.Logf("%-10s %s", name, tally(perGame[name], b.plies))
			}
			for _, mode := range []Mode{Mate, Tsume} {
				t.Logf("%v: %s", mode, tally(count[mode], b.plies))
				for n, c := range count[mode] {
					found[mode][n] += c
				}
			}
		})
	}
	for _, mode := range []Mode{Mate, Tsume} {
		for _, n := range []int{3, 5} {
			if found[mode][n] == 0 {
				t.Errorf("%v: no mate in %d among %d endgames a bound: %s", mode, n, seeds, tally(found[mode], 5))
			}
		}
	}
}

// tally writes a count of verdicts: mates in 1, 3, ... up to plies, and no
// mate.
func tally(c map[int]int, plies int) string {
	var sb strings.Builder
	for n := 1; n <= plies; n += 2 {
		fmt.Fprintf(&sb, "mate in %d: %d, ", n, c[n])
	}
	fmt.Fprintf(&sb, "no mate: %d", c[0])
	return sb.String()
}
