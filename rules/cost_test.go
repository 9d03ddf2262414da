package rules

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/internal/testkit/bigvariant"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// The costs of compiling a variant do not multiply: New allocates in
// proportion to the kinds and the board (no Zobrist table of kinds ×
// squares), and Validate compiles the pieces once, then only the hooks
// each profile and option changes. The big files are the hostile ones of
// issue 23; before, New allocated 29.5 MB for the 36×36 file of 1022
// kinds and Validate 9.5 GB with 64 profiles and 256 options.
func TestCompileCosts(t *testing.T) {
	for _, c := range []struct {
		name     string
		spec     bigvariant.Spec
		validate bool
		budget   uint64
	}{
		{"New, 36×36, 1022 kinds", bigvariant.Spec{Size: 36, Pieces: 510, Betza: "K"}, false, 4 << 20},
		{"Validate, 36×36, 1022 kinds, 64 profiles, 256 options", bigvariant.Spec{Size: 36, Pieces: 510, Betza: "KaK", Profiles: 64, Options: 256}, true, 150 << 20},
		{"Validate, 12×12, 64 kinds, 64 profiles, 256 options", bigvariant.Spec{Size: 12, Pieces: 31, Betza: "K", Profiles: 64, Options: 256}, true, 20 << 20},
	} {
		t.Run(c.name, func(t *testing.T) {
			v, err := variant.Load(strings.NewReader(c.spec.YAML()), "big.yaml")
			if err != nil {
				t.Fatal(err)
			}
			var failed error
			n := allocated()
			if c.validate {
				failed = Validate(v)
			} else {
				_, failed = New(v)
			}
			n = allocated() - n
			if failed != nil {
				t.Fatal(failed)
			}
			t.Logf("%d bytes allocated", n)
			if n > c.budget {
				t.Errorf("%d bytes allocated, want at most %d", n, c.budget)
			}
		})
	}
}

// Rules compiled from shared pieces with a profile's or an option's hooks
// play as a fresh New of the configured variant: the same moves from the
// start and after each of them.
func TestWithRulesMatchesNew(t *testing.T) {
	compared := 0
	for _, name := range variants.Names() {
		v, err := variants.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		base, err := compilePieces(v)
		if err != nil {
			t.Fatal(err)
		}
		var configs []*variant.Variant
		for _, p := range v.Profiles {
			c, err := v.Configure(p.Name)
			if err != nil {
				t.Fatal(err)
			}
			configs = append(configs, c)
		}
		for _, o := range v.Options {
			c, err := v.Configure("", o.Name)
			if err != nil {
				t.Fatal(err)
			}
			configs = append(configs, c)
		}
		for _, c := range configs {
			if !slices.Equal(c.Pieces, v.Pieces) {
				continue
			}
			compared++
			shared, err := base.withRules(c)
			if err != nil {
				t.Fatalf("%s %s %v: %v", name, c.Profile, c.Enabled, err)
			}
			fresh, err := New(c)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(replies(fresh), replies(shared)); diff != "" {
				t.Errorf("%s %s %v: moves differ (-New +withRules):\n%s", name, c.Profile, c.Enabled, diff)
			}
		}
	}
	if compared < 10 {
		t.Errorf("%d profiles and options compared, want at least 10", compared)
	}
}

// replies lists the legal moves from r's start and, after each, the
// opponent's number of replies.
func replies(r *Rules) []string {
	p := r.NewPosition()
	var out []string
	for _, m := range p.AppendMoves(nil) {
		p.Make(m)
		out = append(out, fmt.Sprintf("%s: %d replies", m, len(p.AppendMoves(nil))))
		p.Unmake()
	}
	return out
}
