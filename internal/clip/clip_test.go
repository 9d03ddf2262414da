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

func TestCut(t *testing.T) {
	for _, c := range []struct {
		in   string
		n    int
		want string
	}{
		{"", 3, ""},
		{"abc", 3, "abc"},
		{"abcd", 3, "abc…"},
		{"金銀銅鉄", 2, "金銀…"},
		{strings.Repeat("x", 1<<20), 20, strings.Repeat("x", 20) + "…"},
	} {
		if got := Cut(c.in, c.n); got != c.want {
			t.Errorf("Cut(%.50q, %d) = %q, want %q", c.in, c.n, got, c.want)
		}
	}
}

func TestLine(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"  illegal move\t 3h3g:\r\n the piece  ", "illegal move 3h3g: the piece"},
		{"a\x00b\x1b[2Jc\x7fd", `a\x00b\x1b[2Jc\x7fd`},
		{"bad \xff\xfe utf-8 \u0085 ok 金 \uFFFD", `bad \xff\xfe utf-8 \u0085 ok 金 ` + "\uFFFD"},
		{strings.Repeat("金", MaxLineRunes), strings.Repeat("金", MaxLineRunes)},
		{strings.Repeat("1", 900_000), strings.Repeat("1", MaxLineRunes) + "… (900000 bytes)"},
		{strings.Repeat("a ", MaxLineRunes), strings.TrimSpace(strings.Repeat("a ", MaxLineRunes/2)) + "… (400 bytes)"},
	} {
		if got := Line(c.in); got != c.want {
			t.Errorf("Line(%.50q) = %.80q, want %.80q", c.in, got, c.want)
		}
	}
}
