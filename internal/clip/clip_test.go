package clip

import (
	"strings"
	"testing"
)

func TestQuote(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", `""`},
		{"chu", `"chu"`},
		{strings.Repeat("a", MaxRunes), `"` + strings.Repeat("a", MaxRunes) + `"`},
		{strings.Repeat("a", MaxRunes+1), `"` + strings.Repeat("a", MaxRunes) + `"… (41 bytes)`},
		{strings.Repeat("金", 4<<20), `"` + strings.Repeat("金", MaxRunes) + `"… (12582912 bytes)`},
		{"\xc0\xae", `"\xc0\xae"`},
		{"a\"b\n", `"a\"b\n"`},
	} {
		if got := Quote(c.in); got != c.want {
			t.Errorf("Quote(%.50q) = %s, want %s", c.in, got, c.want)
		}
	}
}
