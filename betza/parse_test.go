package betza

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseCanonical(t *testing.T) {
	tests := []struct{ in, want string }{
		{"fW", "fW"},
		{"WW", "R"},
		{"FF", "B"},
		{"KK", "Q"},
		{"NN", "NN"},
		{"R4", "R4"},
		{"R4!", "R4!"},
		{"R(2≤n≤4)", "R(2≤n≤4)"},
		{"R(2<=n<=4)", "R(2≤n≤4)"},
		{"B(n≤3)", "B(n≤3)"},
		{"Q(3≤n)", "Q(3≤n)"},
		{"N3", "N3"},
		{"xcK", "cxK"},
		{"ppQ5", "ppQ5"},
		{"p2R", "p2R"},
		{"pR", "pR"},
		{"NAD[aK]", "NADKaK"},
		{"D[DaK]", "D[DaK]"},
		{"DaK", "DaK"},
		{"aK", "KaK"},
		{"a3K", "Ka3K"},
		{"a!5W", "Wa!5W"},
		{"a3!K", "Ka!3K"},
		{"RmaR", "RmRaR"},
		{"KavKafavK", "KavKafvK"},
		{"f[avW]", "f[WavW]"},
		{"[crfW]", "[crfW]"},
		{"fR[fl][br]BbW", "fR[fl][br]BbW"},
		{"f[br]FlW", "f[br]FlW"},
		{"Fa[cx[Q5ppQ5]]", "Fa[cxQ5cxppQ5]"},
		{"Fa[a[cxQ7]]", "Fa[cxQ7acxQ7]"},
		{"a[DA]acxK", "[[DA]acxK]a[[DA]acxK]"},
		{"x[a[WF]]", "[xWxF]a[WF]"}, // only the first copy shoots
		{"f[a[WF]]", "f[[WF]a[WF]]"},
		{"Q[aK]", "QKaK"},
		{"[NaffN][xN]", "NaffNxN"},
		{"fcR", "fcR"},
		{"cfR", "fcR"},
		{"[W]", "W"},
		{"W[W]", "W[W]"},
		{"U", "U"},
		{"Wa5fW", "Wa5fW"},
		{"mKa3K", "mKa3K"},
	}
	for _, tt := range tests {
		m, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if got := m.String(); got != tt.want {
			t.Errorf("Parse(%q).String() = %q, want %q", tt.in, got, tt.want)
		}
		again, err := Parse(m.String())
		if err != nil {
			t.Errorf("Parse(%q) (canonical of %q): %v", m.String(), tt.in, err)
			continue
		}
		if diff := cmp.Diff(m, again); diff != "" {
			t.Errorf("canonical %q re-parses differently (-first +again):\n%s", m.String(), diff)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in  string
		col int
		msg string
	}{
		{"", 1, "empty notation"},
		{"fR[fl]Bx3", 9, "range after modality 'x'"},
		{"fY", 2, `unexpected "Y"`},
		{"R4!!", 4, "range with no atom before it"},
		{"W!", 2, "'!' needs a range"},
		{"[W", 3, "missing ']' to close the '[' at column 1"},
		// An unclosed bracket is reported the same way whatever it holds.
		{"QmasR[", 7, "missing ']' to close the '[' at column 6"},
		{"NAD[aK", 7, "missing ']' to close the '[' at column 4"},
		{"[crK,", 5, `unexpected "," where ']' was expected`},
		{"W]", 2, `unexpected "]"`},
		{"[]", 2, "empty brackets"},
		{"Ka", 2, "'a' needs a move after it"},
		{"a", 1, "'a' needs a move after it"},
		{"pW", 1, "hopping needs a rider"},
		{"mcK", 1, "m and c together"},
		{"mmK", 2, "modality 'm' given twice"},
		{"R(4≤n≤2)", 2, "range inequality"},
		{"R(n)", 2, "range inequality"},
		{"R(2≤m)", 5, "expected n"}, // columns count characters: ≤ is one, not its three bytes
		{"R0", 2, "range must be at least 1"},
		{"WW3", 3, "doubled atom is already unlimited"},
		{"fU", 1, "universal leaper U takes no modifiers"},
		{"Ka1K", 3, "leg count must be from 2"},
		{"p0R", 2, "hop count must be at least 1"},
		{"R999", 2, "number larger than 64"},
		{"aaaaaaaaaaK", 11, "notation expands to more than 1024 bytes"},
		{"f", 2, "notation ends where an atom was expected"},
		{"ma[KW]", 1, "need an atom after it, not a bracket"},
		{"[[[[[[[[[[W]]]]]]]]]]", 10, "nested deeper"},
		{"Wé", 2, `unexpected "é"`},
	}
	for _, tt := range tests {
		_, err := Parse(tt.in)
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("Parse(%q) = %v, want a *betza.Error", tt.in, err)
			continue
		}
		if e.Col != tt.col || !strings.Contains(e.Msg, tt.msg) {
			t.Errorf("Parse(%q) error = column %d %q, want column %d containing %q", tt.in, e.Col, e.Msg, tt.col, tt.msg)
		}
	}
}

func TestErrorCaret(t *testing.T) {
	_, err := Parse("fR[fl]Bx3")
	var e *Error
	if !errors.As(err, &e) {
		t.Fatal(err)
	}
	want := "fR[fl]Bx3\n        ^"
	if got := e.Caret(); got != want {
		t.Errorf("Caret() =\n%s\nwant\n%s", got, want)
	}
	if got, want := e.Error(), "fR[fl]Bx3: column 9: range after modality 'x': a range follows an atom"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
}

func TestCompileLimit(t *testing.T) {
	_, err := Compile("a16[a16[a16[a16[K]]]]")
	if err == nil || !strings.Contains(err.Error(), "expands to more than") {
		t.Errorf("Compile of a huge expansion: err = %v, want the expansion limit", err)
	}
}
