package render

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
)

// The pieces the SVG draws from a variant's setup are those of the rules
// engine's start position, for every built-in game.
func TestSetupPiecesMatchPosition(t *testing.T) {
	for _, name := range variants.Names() {
		v, err := variants.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		r, err := rules.New(v)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if diff := cmp.Diff(SetupPieces(v), PositionPieces(r.NewPosition())); diff != "" {
			t.Errorf("%s: setup against start position (-want +got):\n%s", name, diff)
		}
	}
}

func TestKanjiLayout(t *testing.T) {
	h := 18.0
	for _, name := range []string{"", "王", "歩兵", "佛狼機", "四字名称"} {
		gs := kanjiLayout(name, h)
		if len(gs) != len([]rune(name)) {
			t.Errorf("%q: %d glyphs, want %d", name, len(gs), len([]rune(name)))
		}
		for _, g := range gs {
			top, bottom := g.y-0.86*g.size, g.y+0.14*g.size
			if top < -0.7*h || bottom > h || g.x-g.size/2 < -0.9*h || g.x+g.size/2 > 0.9*h {
				t.Errorf("%q: %q at (%v, %v) size %v leaves the piece", name, g.text, g.x, g.y, g.size)
			}
		}
	}
}

func TestXMLText(t *testing.T) {
	got := xmlText("a<b> & \"c\" 'd' \x01 獅子")
	want := "a&lt;b&gt; &amp; &quot;c&quot; &apos;d&apos; \uFFFD 獅子"
	if got != want {
		t.Errorf("xmlText = %q, want %q", got, want)
	}
}

// Corner gives the square each piece of a drawing is centred on.
func TestCorner(t *testing.T) {
	for _, name := range []string{"sho", "taikyoku"} {
		v, err := variants.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		if err := WriteBoard(&b, SetupBoard(v)); err != nil {
			t.Fatal(err)
		}
		svg := b.String()
		for _, p := range v.Setup {
			x, y := Corner(v.Geometry, p.Square)
			want := fmt.Sprintf(`transform="translate(%d %d)`, x+CellSize/2, y+CellSize/2)
			if !strings.Contains(svg, want) {
				t.Errorf("%s: no piece drawn at %s, the centre of %s", name, want, v.Geometry.Name(p.Square))
			}
		}
	}
}
