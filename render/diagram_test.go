package render

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

// TestWriteDiagramMarks counts the marks of move diagrams on a 5x5 board
// from the centre: every mark of a square is drawn, and a range line into
// a square along every line a range arrives by.
func TestWriteDiagramMarks(t *testing.T) {
	for _, tt := range []struct {
		notation string
		want     map[string]int
	}{
		// The lion's neighbours: a circle and a "!" each.
		{"NAD[aK]", map[string]int{"step": 8, "jump": 16, "igui": 8, "shot": 0, "line": 0}},
		// A longbow's diagonal steps: a circle and a "*" each.
		{"Fa[cxQ3]", map[string]int{"step": 4, "jump": 0, "igui": 0, "shot": 24, "line": 0}},
		// The hook mover: a line into each of the four squares two away on
		// its lines, and two into each of the twelve off them.
		{"RmasR", map[string]int{"step": 8, "jump": 0, "igui": 0, "shot": 0, "line": 4 + 2*12}},
	} {
		geo := board.MustGeometry(5, 5)
		d := betza.Draw(betza.MustCompile(tt.notation), geo, geo.Centre())
		var b strings.Builder
		if err := WriteDiagram(&b, d, &variant.Piece{Kanji: "駒"}, tt.notation, nil); err != nil {
			t.Fatal(err)
		}
		svg := b.String()
		_, ranges, _ := strings.Cut(svg, `<g class="range"`)
		ranges, _, _ = strings.Cut(ranges, "</g>")
		got := map[string]int{
			"step": strings.Count(svg, `<circle class="step"`),
			"jump": strings.Count(svg, `<polygon class="jump"`),
			"igui": strings.Count(svg, `<text class="igui"`),
			"shot": strings.Count(svg, `<text class="shot"`),
			"line": strings.Count(ranges, "<line "),
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: marks drawn (-want +got):\n%s", tt.notation, diff)
		}
	}
}
