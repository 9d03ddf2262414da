package variant

import (
	"os"
	"strings"
	"testing"
)

// TestEngineNames checks the usi-variant, xboard-variant and usi-profile fields: their
// defaults from the name, the names a file gives, and the names refused, at
// the line and column of the value.
func TestEngineNames(t *testing.T) {
	src, err := os.ReadFile("testdata/mini.yaml")
	if err != nil {
		t.Fatal(err)
	}
	const anchor = "board: 5x5\n"
	if !strings.Contains(string(src), anchor) {
		t.Fatalf("testdata/mini.yaml has no line %q", anchor)
	}
	tests := []struct {
		lines       string // after the board line, line 6 of the file on
		usi, xboard string
		profile     string // the usi-profile
		err         string
	}{
		{"", "minishogi", "mini", "", ""},
		{"usi-variant: minichu\n", "minichu", "mini", "", ""},
		{"xboard-variant: 5x5+0_lion\n", "minishogi", "5x5+0_lion", "", ""},
		{"usi-variant: a-b\nxboard-variant: wa-shogi\n", "a-b", "wa-shogi", "", ""},
		{"usi-profile: drawish\n", "minishogi", "mini", "drawish", ""},
		{"usi-profile: lishogi\n", "", "", "", `mini.yaml:6:14: usi-profile "lishogi": want one of the profiles (standard, drawish)`},
		{"usi-variant: Chu Shogi\n", "", "", "", `mini.yaml:6:14: usi-variant "Chu Shogi": want 1 to 40 lower-case letters, digits, '-', '_' or '+', the first a letter or digit`},
		{"xboard-variant: \"\"\n", "", "", "", `mini.yaml:6:17: xboard-variant "": want 1 to 40`},
		{"xboard-variant: -chu\n", "", "", "", `mini.yaml:6:17: xboard-variant "-chu": want`},
		{"xboard-variant: " + strings.Repeat("a", 41) + "\n", "", "", "", `mini.yaml:6:17: xboard-variant "aaaa`},
		{"usi-variant: [chu]\n", "", "", "", "mini.yaml:6:"},
	}
	for _, tt := range tests {
		text := strings.Replace(string(src), anchor, anchor+tt.lines, 1)
		v, err := Load(strings.NewReader(text), "mini.yaml")
		switch {
		case tt.err != "":
			if err == nil || !strings.HasPrefix(err.Error(), tt.err) {
				t.Errorf("%q: %v, want an error starting %q", tt.lines, err, tt.err)
			}
		case err != nil:
			t.Errorf("%q: %v", tt.lines, err)
		case v.USIVariant != tt.usi || v.XBoardVariant != tt.xboard || v.USIProfile != tt.profile:
			t.Errorf("%q: usi %q, xboard %q, usi-profile %q; want %q, %q and %q", tt.lines, v.USIVariant, v.XBoardVariant, v.USIProfile, tt.usi, tt.xboard, tt.profile)
		}
	}
}

func TestDefaultUSIVariant(t *testing.T) {
	for name, want := range map[string]string{"chu": "chushogi", "maka-dai-dai": "makadaidaishogi", "x": "xshogi"} {
		if got := DefaultUSIVariant(name); got != want {
			t.Errorf("DefaultUSIVariant(%q) = %q, want %q", name, got, want)
		}
	}
}
