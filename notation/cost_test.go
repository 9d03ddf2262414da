package notation

import (
	"fmt"
	"testing"

	"github.com/largeshogi/largeshogi/internal/testkit/workcount"
)

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
			r := workcount.Rules(t, c.game)
			written, read, generated := map[int]int64{}, map[int]int64{}, map[int]int64{}
			for _, plies := range []int{c.short, c.long} {
				start, moves := quietGame(t, r, plies)
				workcount.Reset()
				texts := writeGame(c.n, start, moves)
				written[plies] = workcount.Candidates() / int64(plies)
				p := start.Clone()
				workcount.Reset()
				for i, m := range moves {
					if back, err := c.n.Parse(p, texts[i]); err != nil || back != m {
						t.Fatalf("ply %d: %s reads as %s (%v), want %s", i+1, texts[i], back, err, m)
					}
					p.Make(m)
				}
				read[plies] = workcount.Candidates() / int64(plies)
				p = start.Clone()
				workcount.Reset()
				for _, m := range moves {
					p.AppendMoves(nil)
					p.Make(m)
				}
				generated[plies] = workcount.Candidates() / int64(plies)
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
