package variants

import (
	"slices"
	"strings"
	"testing"
)

// TestLookup checks the names Lookup takes for each built-in variant —
// its own in any spelling, lishogi's USI_Variant and HaChu's XBoard names
// (hachu.c's variant table) — and the did-you-mean of the names it refuses.
func TestLookup(t *testing.T) {
	for name, want := range map[string]string{
		"chu": "chu", "Chu shogi": "chu", "chushogi": "chu", "CHU-SHOGI": "chu", "chu_shogi": "chu",
		"maka-dai-dai": "makadaidai", "Maka dai dai shogi": "makadaidai", "maka": "makadaidai",
		"dada": "daidai", "dai dai": "daidai", "dai": "dai",
		"kyoku": "taikyoku", "taikyokushogi": "taikyoku", "tai": "tai",
		"wa-shogi": "wa", "washogi": "wa", "sho": "sho", "shoshogi": "sho", "tenjiku": "tenjiku", "ko": "ko",
	} {
		if got, err := Lookup(name); got != want || err != nil {
			t.Errorf("Lookup(%q) = %q, %v; want %q", name, got, err, want)
		}
	}
	const have = " (have chu, dai, daidai, ko, makadaidai, sho, tai, taikyoku, tenjiku, wa)"
	for name, want := range map[string]string{
		"chuu":                          `variants: no built-in variant "chuu", did you mean chu?` + have,
		"tenj":                          `variants: no built-in variant "tenj", did you mean tenjiku?` + have,
		"Tenjku":                        `variants: no built-in variant "Tenjku", did you mean tenjiku?` + have,
		"kyouku":                        `variants: no built-in variant "kyouku", did you mean taikyoku?` + have,
		"dia":                           `variants: no built-in variant "dia", did you mean dai?` + have,
		"t":                             `variants: no built-in variant "t"` + have,
		"chess":                         `variants: no built-in variant "chess"` + have,
		"shogi":                         `variants: no built-in variant "shogi"` + have,
		"":                              `variants: no built-in variant ""` + have,
		"x" + strings.Repeat("chu", 30): `variants: no built-in variant "xchuchu`,
	} {
		_, err := Lookup(name)
		if err == nil || !strings.HasPrefix(err.Error(), want) || strings.Contains(want, "did you mean") != strings.Contains(err.Error(), "did you mean") {
			t.Errorf("Lookup(%q): %v, want %s", name, err, want)
		}
	}
}

// TestEngineNamesDistinct checks that no two built-in variants answer to
// the same name, their engine names included.
func TestEngineNamesDistinct(t *testing.T) {
	aliases, err := engineAliases()
	if err != nil {
		t.Fatal(err)
	}
	if len(aliases) < len(Names()) {
		t.Errorf("%d names for %d variants", len(aliases), len(Names()))
	}
}

// FuzzLookup checks that Lookup never panics, that a name it finds is a
// built-in variant's, and that the name found finds itself.
func FuzzLookup(f *testing.F) {
	for _, s := range []string{"chu", "Chu shogi", "dada", "kyoku", "wa-shogi", "tenjku", "shogi", "", "ŝogi", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		found, err := Lookup(name)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "variants: no built-in variant ") {
				t.Fatalf("Lookup(%q): %v", name, err)
			}
			return
		}
		if again, err := Lookup(found); again != found || err != nil || !slices.Contains(Names(), found) {
			t.Fatalf("Lookup(%q) = %q, which finds %q, %v", name, found, again, err)
		}
	})
}
