package notation

import (
	"bytes"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// candidates counts the candidate moves that the "counted" hook's filter
// is asked about: the work of move generation and legality checks.
var candidates atomic.Int64

// countedHook is a move filter that allows every move and counts them.
type countedHook struct{}

func (countedHook) Allow(*rules.Position, *rules.Candidate) bool {
	candidates.Add(1)
	return true
}

var registerCounted sync.Once

// countedRules returns built-in game name with the "counted" hook, whose
// candidates the work counter counts.
func countedRules(t testing.TB, name string) *rules.Rules {
	t.Helper()
	registerCounted.Do(func() {
		err := rules.RegisterHook(rules.HookSpec[struct{}]{
			Name:    "counted",
			Doc:     "counts the candidate moves",
			Compile: func(*rules.Rules, *struct{}) (rules.Hook, error) { return countedHook{}, nil },
		})
		if err != nil {
			t.Fatal(err)
		}
	})
	src, err := variants.Source(name)
	if err != nil {
		t.Fatal(err)
	}
	src = bytes.Replace(src, []byte("\nrules:\n"), []byte("\nrules:\n  counted: {}\n"), 1)
	v, err := variant.Load(bytes.NewReader(src), name+".yaml")
	if err != nil {
		t.Fatal(err)
	}
	r, err := rules.New(v)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// Writing a game's moves one by one, as a record or a history is written,
// costs the moves of the pieces of the moving piece's name (and of those
// it may be written alike with), not a generation of every legal move
// before each, as it did; reading them back, those of the pieces whose
// names the move holds: per move, a small share of the candidate moves
// that generating the position's legal moves looks at, and no more after
// many moves than after a few.
func TestGameMovesCost(t *testing.T) {
	for _, c := range []struct {
		game        string
		n           Notation
		short, long int
		share       int // a move costs at most 1/share of a generation
	}{
		{"taikyoku", Japanese, 20, 400, 10},
		{"taikyoku", Western, 20, 400, 10},
		{"tai", KitaoKawasaki, 20, 400, 10},
		{"sho", Yorozuya, 20, 2000, 3},
	} {
		t.Run(fmt.Sprintf("%s in %s", c.game, c.n.Name()), func(t *testing.T) {
			r := countedRules(t, c.game)
			written, read, generated := map[int]int64{}, map[int]int64{}, map[int]int64{}
			for _, plies := range []int{c.short, c.long} {
				start, moves := quietGame(t, r, plies)
				candidates.Store(0)
				texts := writeGame(c.n, start, moves)
				written[plies] = candidates.Load() / int64(plies)
				p := start.Clone()
				candidates.Store(0)
				for i, m := range moves {
					if back, err := c.n.Parse(p, texts[i]); err != nil || back != m {
						t.Fatalf("ply %d: %s reads as %s (%v), want %s", i+1, texts[i], back, err, m)
					}
					p.Make(m)
				}
				read[plies] = candidates.Load() / int64(plies)
				p = start.Clone()
				candidates.Store(0)
				for _, m := range moves {
					p.AppendMoves(nil)
					p.Make(m)
				}
				generated[plies] = candidates.Load() / int64(plies)
			}
			for _, plies := range []int{c.short, c.long} {
				t.Logf("%d plies: %d candidates a move written, %d read, %d a generation", plies, written[plies], read[plies], generated[plies])
				if max(written[plies], read[plies])*int64(c.share) > generated[plies] {
					t.Errorf("%d plies: a move costs %d candidates written, %d read: want at most 1/%d of a generation's %d", plies, written[plies], read[plies], c.share, generated[plies])
				}
			}
			if written[c.long] > 2*written[c.short] || read[c.long] > 2*read[c.short] {
				t.Errorf("a move costs %d candidates written and %d read over %d plies, %d and %d over %d", written[c.long], read[c.long], c.long, written[c.short], read[c.short], c.short)
			}
		})
	}
}
