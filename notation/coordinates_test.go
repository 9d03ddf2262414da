package notation

import (
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/board"
)

// TestCoordinates checks that a board labelled with a notation's
// coordinates names every square the notation writes: each legal move
// written in the notation holds its destination, or for igui the square
// it takes on, as that square's file label followed by its rank label
// (but for Japanese notation's 同, "the same square"), in chu's and taikyoku's games, after some moves.
func TestCoordinates(t *testing.T) {
	for _, name := range []string{"chu", "taikyoku"} {
		for _, plies := range []int{0, 40} {
			p := played(t, name, plies)
			geo := p.Rules().Geo
			moves := p.AppendMoves(nil)
			for _, n := range All() {
				c := CoordinatesOf(n, geo)
				if len(c.Files) != geo.Files() || len(c.Ranks) != geo.Ranks() {
					t.Fatalf("%s on %s: %d files and %d ranks named, want %d and %d", n.Name(), name, len(c.Files), len(c.Ranks), geo.Files(), geo.Ranks())
				}
				bad := 0
				for i, text := range n.Append(nil, p, moves) {
					if strings.Contains(text, "同") {
						continue
					}
					m := moves[i]
					var labels []string
					found := false
					for _, s := range append([]board.Square{m.To}, m.Via[:m.NVia]...) {
						x, y := geo.XY(s)
						labels = append(labels, c.Files[x]+c.Ranks[y])
						found = found || strings.Contains(text, labels[len(labels)-1])
					}
					if !found {
						if bad++; bad <= 3 {
							t.Errorf("%s on %s after %d plies: %s is written %q, which holds none of its squares' labels %q", n.Name(), name, plies, m, text, labels)
						}
					}
				}
			}
		}
	}
}

// TestCoordinatesOfChu spells out chu's labels in three notations: the
// board's top-left square is USI's 12a, western notation's c1 and
// XBoard's a12.
func TestCoordinatesOfChu(t *testing.T) {
	geo := position(t, "chu", "").Rules().Geo
	for _, c := range []struct {
		n                            Notation
		topLeft, bottomRight, center string
	}{
		{USI, "12a", "1l", "7f"},
		{Western, "c1", "1c", "76"},
		{XBoard, "a12", "l1", "f7"},
		{Japanese, "１２一", "１十二", "７六"},
	} {
		co := CoordinatesOf(c.n, geo)
		got := []string{co.Files[0] + co.Ranks[0], co.Files[11] + co.Ranks[11], co.Files[5] + co.Ranks[5]}
		if want := []string{c.topLeft, c.bottomRight, c.center}; strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%s: corners and 7f named %q, want %q", c.n.Name(), got, want)
		}
	}
}
