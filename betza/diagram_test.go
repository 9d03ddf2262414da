package betza

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/board"
)

// TestDrawMarks checks the marks of single squares of diagrams on a 9x9
// board from the centre: a square shows every way the piece reaches it or
// captures there, and a destination's kind follows the legs of its paths.
func TestDrawMarks(t *testing.T) {
	type square struct {
		dx, dy   int
		mark     Mark
		arrivals [][2]int
	}
	for _, tt := range []struct {
		notation string
		squares  []square
	}{
		// The lion: its neighbours are steps and igui at once, its second
		// squares jumps.
		{"NAD[aK]", []square{{1, 1, Step | Igui, nil}, {0, -1, Step | Igui, nil}, {2, 0, Jump, nil}, {2, 1, Jump, nil}, {3, 0, None, nil}}},
		// The longbow: a diagonal step that is also a shot, and shots
		// beyond.
		{"Fa[cxQ3]", []square{{1, 1, Step | Shoot, nil}, {0, 1, Shoot, nil}, {0, 0, Origin, nil}}},
		// The hook mover: the squares off its lines are ranges, arriving
		// along both lines; on its lines, ranges beyond the first square.
		{"RmasR", []square{
			{2, 3, Range, [][2]int{{0, 1}, {1, 0}}},
			{-4, -1, Range, [][2]int{{-1, 0}, {0, -1}}},
			{0, 3, Range, [][2]int{{0, 1}}},
			{-3, 0, Range, [][2]int{{-1, 0}}},
			{0, 1, Step, nil},
			{1, 1, Step, nil},
		}},
		{"R", []square{{0, 1, Step, nil}, {0, 4, Range, [][2]int{{0, 1}}}, {1, 1, None, nil}}},
		// A lance that may also leap to the third square: a jump there,
		// though it slides there too.
		{"fRfH", []square{{0, 2, Range, [][2]int{{0, 1}}}, {0, 3, Jump, nil}, {0, 4, Range, [][2]int{{0, 1}}}}},
		{"N", []square{{1, 2, Jump, nil}, {-1, 2, Jump, nil}}},
	} {
		geo := board.MustGeometry(9, 9)
		at := geo.Centre()
		d := Draw(MustCompile(tt.notation), geo, at)
		for _, sq := range tt.squares {
			s := at + board.Square(geo.Delta(sq.dx, sq.dy, board.Black))
			if got := d.Marks[geo.Index(s)]; got != sq.mark {
				t.Errorf("%s: (%d, %d) marked %06b, want %06b", tt.notation, sq.dx, sq.dy, got, sq.mark)
			}
			if diff := cmp.Diff(sq.arrivals, d.Arrivals(s)); diff != "" {
				t.Errorf("%s: (%d, %d) arrivals (-want +got):\n%s", tt.notation, sq.dx, sq.dy, diff)
			}
		}
	}
}

// TestDrawTextShowsEveryMark checks that a square with several marks shows
// them all, and that the cells stay aligned.
func TestDrawTextShowsEveryMark(t *testing.T) {
	geo := board.MustGeometry(5, 5)
	for _, tt := range []struct {
		notation string
		want     string
	}{
		{"NAD[aK]", "" +
			"☆  ☆  ☆  ☆  ☆\n" +
			"☆  ○! ○! ○! ☆\n" +
			"☆  ○! ◎  ○! ☆\n" +
			"☆  ○! ○! ○! ☆\n" +
			"☆  ☆  ☆  ☆  ☆\n"},
		{"RmasR", "" +
			"┼ ┼ │ ┼ ┼\n" +
			"┼ ○ ○ ○ ┼\n" +
			"─ ○ ● ○ ─\n" +
			"┼ ○ ○ ○ ┼\n" +
			"┼ ┼ │ ┼ ┼\n"},
		{"FxW", "" +
			"· · · · ·\n" +
			"· ○ * ○ ·\n" +
			"· * ◎ * ·\n" + // shooting at an empty square changes nothing: a pass
			"· ○ * ○ ·\n" +
			"· · · · ·\n"},
		{"BxF", "" +
			"╲  ·  ·  ·  ╱\n" +
			"·  ○* ·  ○* ·\n" +
			"·  ·  ◎  ·  ·\n" +
			"·  ○* ·  ○* ·\n" +
			"╱  ·  ·  ·  ╲\n"},
	} {
		got := Draw(MustCompile(tt.notation), geo, geo.Centre()).Text(0)
		if diff := cmp.Diff(strings.Split(tt.want, "\n"), strings.Split(got, "\n")); diff != "" {
			t.Errorf("%s: text (-want +got):\n%s", tt.notation, diff)
		}
	}
}
