package rulestest

import (
	"testing"

	"github.com/largeshogi/largeshogi/betza"
	"pgregory.net/rapid"
)

// TestGrammar checks that the notation grammars need no fallback: the
// components they draw, joined, compile as they are.
func TestGrammar(t *testing.T) {
	for name, alt := range map[string]func(*rapid.T, bool) string{"notation": drawAlternative, "piece": drawPieceAlternative} {
		t.Run(name, func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				s := ""
				for i := range rapid.IntRange(1, 3).Draw(t, "components") {
					s = join(s, alt(t, i == 0))
				}
				if _, err := betza.Compile(s); err != nil {
					t.Fatalf("%v", err)
				}
			})
		})
	}
}
