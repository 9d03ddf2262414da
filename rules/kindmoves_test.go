package rules

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// AppendKindMoves gives, for each kind, the moves of AppendMoves that a
// piece of that kind makes, in the same order.
func TestAppendKindMoves(t *testing.T) {
	r := chuRules(t, "lishogi")
	for _, sfen := range append(middlegameSFENs(t), r.NewPosition().SFEN()) {
		p, err := r.ParseSFEN(sfen)
		if err != nil {
			t.Fatal(err)
		}
		all := p.AppendMoves(nil)
		total := 0
		for k := Kind(0); int(k) <= r.Kinds(); k++ {
			var want []Move
			for _, m := range all {
				if k != 0 && p.At(m.From).Kind() == k {
					want = append(want, m)
				}
			}
			got := p.AppendKindMoves(nil, k)
			total += len(got)
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%s, kind %d: (-want +got)\n%s", sfen, k, diff)
			}
		}
		if total != len(all) {
			t.Errorf("%s: %d moves by kind, %d in all", sfen, total, len(all))
		}
	}
}
