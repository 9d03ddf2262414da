package variant

import (
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestNameFallbacks checks the names a file that gives none gets, and
// those it gives: KIF from the kanji (then the first abbreviation), the
// short name from KIF, the diagram from the short name's first character
// that a diagram can show, the western name from the first abbreviation,
// and a promoted piece's from its promotion.
func TestNameFallbacks(t *testing.T) {
	src, err := os.ReadFile("testdata/mini.yaml")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(src), "    kanji: 獅子\n", "", 1)
	text = strings.Replace(text, "    abbrev: [G]\n", "    abbrev: [G]\n    kif: 金将棋\n    short: 金\n    western: Gd\n", 1)
	text = strings.Replace(text, "    promotes: tokin\n", "    promotes: tokin\n    promoted-names: {short: と}\n", 1)
	text = strings.Replace(text, "    kanji: と金\n", "", 1)
	v, err := Load(strings.NewReader(text), "mini.yaml")
	if err != nil {
		t.Fatal(err)
	}
	type names struct{ own, promoted Names }
	want := map[string]names{
		"king": {own: Names{KIF: "玉将", Short: "玉将", Diagram: "玉", Western: "K"}},
		// No kanji: the first abbreviation.
		"lion": {own: Names{KIF: "Ln", Short: "Ln", Diagram: "L", Western: "Ln"}},
		"gold": {own: Names{KIF: "金将棋", Short: "金", Diagram: "金", Western: "Gd"}},
		// The tokin has neither kanji nor diagram: "+P" shows as "P". The
		// promoted pawn is written by the tokin's character alone, the
		// tokin appearing only by promotion.
		"pawn":  {Names{KIF: "歩兵", Short: "歩兵", Diagram: "歩", Western: "P"}, Names{KIF: "+P", Short: "と", Diagram: "P", Western: "+P"}},
		"tokin": {own: Names{KIF: "+P", Short: "+P", Diagram: "P", Western: "+P"}},
	}
	got := map[string]names{}
	for _, p := range v.Pieces {
		got[p.ID] = names{p.NamesOf(false), p.NamesOf(true)}
	}
	if diff := cmp.Diff(want, got, cmp.AllowUnexported(names{})); diff != "" {
		t.Errorf("names (-want +got):\n%s", diff)
	}
}

// TestPromotedDiagram checks the three ways a diagram writes a promoted
// piece: the promoted kind's own character when it appears only by
// promotion, "成" and the character of the piece that promoted when the
// promoted kind is also set up, and the file's promoted-names diagram as
// written when it gives one.
func TestPromotedDiagram(t *testing.T) {
	tokin := &Piece{ID: "tokin", PromotedOnly: true, Names: Names{Diagram: "と"}}
	gold := &Piece{ID: "gold", Names: Names{Diagram: "金"}}
	tests := []struct {
		name string
		p    *Piece
		want string
	}{
		{"promoted-only kind", &Piece{Promotes: tokin, Names: Names{Diagram: "歩"}}, "と"},
		{"kind also set up", &Piece{Promotes: gold, Names: Names{Diagram: "歩"}}, "成歩"},
		{"promoted-names", &Piece{Promotes: gold, Names: Names{Diagram: "歩"}, PromotedNames: Names{Diagram: "成金"}}, "成金"},
		{"promoted-names of one character", &Piece{Promotes: gold, Names: Names{Diagram: "歩"}, PromotedNames: Names{Diagram: "杏"}}, "杏"},
		{"promoted-names over a promoted-only kind", &Piece{Promotes: tokin, Names: Names{Diagram: "歩"}, PromotedNames: Names{Diagram: "成歩"}}, "成歩"},
		{"no promotion", &Piece{Names: Names{Diagram: "歩"}}, ""},
	}
	for _, tc := range tests {
		if got := tc.p.NamesOf(true).Diagram; got != tc.want {
			t.Errorf("%s: diagram %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestNameProblem checks the rules a notation name follows, at their
// edges: at most sixteen characters, UTF-8 without spaces or control
// characters; a diagram name one character that a diagram does not use for
// something else, or for a promoted piece "成" and one such character.
func TestNameProblem(t *testing.T) {
	const other = `want a character other than "v", "+", "成" and "・"`
	tests := []struct {
		s    string
		kind nameKind
		want string
	}{
		{"歩兵", plainName, ""},
		{"+P", plainName, ""},
		{strings.Repeat("金", 16), plainName, ""},
		{strings.Repeat("金", 17), plainName, "want at most 16 characters"},
		{strings.Repeat("a", 17), plainName, "want at most 16 characters"},
		{"\xff", plainName, "want UTF-8 text"},
		{"金\u3000将", plainName, "want a name without spaces"},
		{"金\x01", plainName, "want a name without spaces"},
		{"歩", diagramName, ""},
		{"成歩", diagramName, "want one character"},
		{"v", diagramName, other},
		{"+", diagramName, other},
		{"・", diagramName, other},
		{"成", diagramName, other},
		{"杏", promotedDiagramName, ""},
		{"成歩", promotedDiagramName, ""},
		{"成", promotedDiagramName, other},
		{"成成", promotedDiagramName, other},
		{"成v", promotedDiagramName, other},
		{"成歩兵", promotedDiagramName, `want one character, or "成" and one character`},
	}
	for _, tc := range tests {
		if got := nameProblem(tc.s, tc.kind); got != tc.want {
			t.Errorf("nameProblem(%q, %d) = %q, want %q", tc.s, tc.kind, got, tc.want)
		}
	}
}
