package rules

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// TestThreatened checks which pieces of the side to move the other side
// could take: by a plain capture, by both captures of a lion's double
// move, and not a royal piece that only Attackers' reach finds, as the
// emperor's at tai's start ("may capture a royal piece only if it is
// unprotected") and taikyoku's king, which the rules' ranked jumps and
// royal captures keep safe.
func TestThreatened(t *testing.T) {
	chu := chuRules(t, "jcsa")
	for _, c := range []struct {
		name string
		r    *Rules
		sfen string
		want []string
	}{
		{"nothing at chu's start", chu, "", nil},
		{"a rook beside the king", chu, sfenOf(t, chu, "b", "6l:K", "6k:r", "1a:k"), []string{"6l"}},
		{"a rook blocked", chu, sfenOf(t, chu, "b", "6l:K", "6k:P", "6j:r", "1a:k"), []string{"6k"}},
		{"a lion takes two", chu, sfenOf(t, chu, "b", "12l:K", "12a:k", "7f:n", "7g:P", "6h:S"), []string{"7g", "6h"}},
	} {
		p := chu.NewPosition()
		if c.sfen != "" {
			p = mustParse(t, c.r, c.sfen)
		}
		var got []string
		for _, s := range p.Threatened(nil) {
			got = append(got, c.r.Geo.Name(s))
		}
		if diff := cmp.Diff(c.want, got, cmpopts.SortSlices(func(a, b string) bool { return a < b })); diff != "" {
			t.Errorf("%s: threatened (-want +got):\n%s", c.name, diff)
		}
	}

	for _, name := range []string{"tai", "taikyoku"} {
		r := gameRules(t, name)
		p := r.NewPosition()
		for range 2 {
			before, hash := p.SFEN(), p.Hash()
			threatened := p.Threatened(nil)
			if p.SFEN() != before || p.Hash() != hash {
				t.Errorf("%s: Threatened changed the position", name)
			}
			if len(threatened) == 0 {
				t.Errorf("%s, %v to move: nothing threatened at the start, want the pieces the other side's royal may take", name, p.Side())
			}
			reached := 0
			for s := range p.allPieces {
				x := p.At(s)
				if x.Color() != p.Side() || !r.Piece(x.Kind()).Royal {
					continue
				}
				if len(p.Attackers(s, p.Side().Other(), nil)) > 0 {
					reached++
				}
				for _, q := range threatened {
					if q == s {
						t.Errorf("%s, %v to move: the royal piece on %s is threatened at the start", name, p.Side(), r.Geo.Name(s))
					}
				}
			}
			if reached == 0 {
				t.Errorf("%s, %v to move: no royal piece is reached by Attackers, so this case tells nothing", name, p.Side())
			}
			p.MakeNull()
		}
	}
}
