package usi_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/usi"
	"github.com/largeshogi/largeshogi/variants"
	"pgregory.net/rapid"
)

// TestWriteReadGame checks that a game written by WriteGame reads back
// the same: its variant, profile and options in the settings, its start
// and its moves, for random games of chu (from the start and from a
// position with a lion that makes double moves) and of dai under an
// option.
func TestWriteReadGame(t *testing.T) {
	type setup struct {
		variant, profile string
		options          []string
		sfen             string
	}
	setups := []setup{
		{"chu", "jcsa", nil, ""},
		{"chu", "lishogi", nil, lionSFEN},
		{"dai", "", []string{"shogivar-promotion"}, ""},
	}
	ruleSets := make([]*rules.Rules, len(setups))
	for i, s := range setups {
		v, err := variants.Load(s.variant)
		if err != nil {
			t.Fatal(err)
		}
		if v, err = v.Configure(s.profile, s.options...); err != nil {
			t.Fatal(err)
		}
		if ruleSets[i], err = rules.New(v); err != nil {
			t.Fatal(err)
		}
	}
	rapid.Check(t, func(rt *rapid.T) {
		i := rapid.IntRange(0, len(setups)-1).Draw(rt, "setup")
		s, r := setups[i], ruleSets[i]
		p := r.NewPosition()
		if s.sfen != "" {
			var err error
			if p, err = r.ParseSFEN(s.sfen); err != nil {
				rt.Fatal(err)
			}
		}
		g := rules.NewGame(p)
		plies := rapid.IntRange(0, 30).Draw(rt, "plies")
		for range plies {
			moves := g.AppendMoves(nil)
			if len(moves) == 0 {
				break
			}
			if err := g.Play(moves[rapid.IntRange(0, len(moves)-1).Draw(rt, "move")]); err != nil {
				rt.Fatal(err)
			}
		}
		var b bytes.Buffer
		if err := usi.WriteGame(&b, g); err != nil {
			rt.Fatal(err)
		}
		rec, err := usi.Read("w.usi", b.Bytes())
		if err != nil {
			rt.Fatalf("%s\n%v", b.String(), err)
		}
		got := map[string]string{}
		for _, st := range rec.Settings {
			got[st.Name] = st.Value
		}
		want := map[string]string{usi.OptionVariant: r.Variant.USIVariant}
		if s.profile != "" {
			want[usi.OptionProfile] = s.profile
		}
		if len(s.options) > 0 {
			want[usi.OptionOptions] = strings.Join(s.options, ",")
		}
		if diff := cmp.Diff(want, got); diff != "" {
			rt.Errorf("settings of\n%s(-want +got):\n%s", b.String(), diff)
		}
		back, err := rec.Game("w.usi", r)
		if err != nil {
			rt.Fatalf("%s\n%v", b.String(), err)
		}
		if back.Start().SFEN() != g.Start().SFEN() || !cmp.Equal(back.Moves(), g.Moves()) {
			rt.Errorf("%s read back as start %s, moves %v; want %s, %v", b.String(), back.Start().SFEN(), back.Moves(), g.Start().SFEN(), g.Moves())
		}
		if (s.sfen == "") != strings.Contains(b.String(), "position startpos") {
			rt.Errorf("%s: want startpos exactly for a game from the variant's start", b.String())
		}
	})
}
