package variants

import "testing"

func TestMatch(t *testing.T) {
	names := Names()
	for _, c := range []struct {
		name, want string
		ok         bool
	}{
		{"chu", "chu", true},
		{"chushogi", "chu", true},
		{"Chu shogi", "chu", true},
		{"wa-shogi", "wa", true},
		{"maka-dai-dai", "makadaidai", true},
		{"Dai_Dai_Shogi", "daidai", true},
		{"TAIKYOKU", "taikyoku", true},
		{"shogi", "", false},
		{"dai dai dai", "", false},
		{"", "", false},
		{"chess", "", false},
	} {
		got, ok := Match(c.name, names)
		if got != c.want || ok != c.ok {
			t.Errorf("Match(%q) = %q, %v; want %q, %v", c.name, got, ok, c.want, c.ok)
		}
	}
	// An exact name wins over a loose one.
	if got, _ := Match("Ab", []string{"ab", "Ab"}); got != "Ab" {
		t.Errorf("Match(Ab) among ab, Ab = %q, want the exact Ab", got)
	}
}
