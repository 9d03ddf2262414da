package betza

import (
	"testing"

	"github.com/largeshogi/largeshogi/board"
	"pgregory.net/rapid"
)

// TestPropertyMayRemove checks that every square where a move of a random
// program removes a piece, on random boards of any size from any square
// and for either side, is one MayRemove allows.
func TestPropertyMayRemove(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		_, p := genProgram(t, false)
		geo := board.MustGeometry(rapid.IntRange(1, board.MaxFiles).Draw(t, "files"), rapid.IntRange(1, board.MaxRanks).Draw(t, "ranks"))
		occ := genOccupancy(t, geo)
		from := rapid.SampledFrom(geo.Squares()).Draw(t, "from")
		side := rapid.SampledFrom([]board.Color{board.Black, board.White}).Draw(t, "side")
		occ[from] = board.Owner(side)
		for _, o := range NewGenerator(geo).Append(nil, p, from, side, occ, true) {
			for _, tc := range o.Touches() {
				if (tc.Kind == Capture || tc.Kind == Shot) && !p.MayRemove(side, from, tc.Square) {
					t.Fatalf("%s from %s removes the piece on %s, which MayRemove rules out", p.Notation(), geo.Name(from), geo.Name(tc.Square))
				}
			}
		}
	})
}

// TestMayRemove checks MayRemove's answers for a few moves: where they may
// capture and where they never can.
func TestMayRemove(t *testing.T) {
	geo := board.MustGeometry(12, 12)
	from := geo.At(5, 6)
	for _, tt := range []struct {
		notation string
		dx, dy   int // from Black's side: files right, ranks forward
		want     bool
	}{
		{"K", 1, 1, true},
		{"K", 2, 0, false},
		{"mK", 1, 0, false}, // moves only, never captures
		{"N", 1, 2, true},
		{"N", 1, 1, false},
		{"fR", 0, 5, true},
		{"fR", 0, -5, false},
		{"fR", 1, 5, false},
		{"KaK", 2, 1, true}, // the lion's two steps
		{"KaK", 3, 0, false},
		{"xK", 1, 0, true}, // a shot
		{"ppR", 0, 9, true},
		{"ppR", 3, 9, false},
		{"U", 9, -7, true}, // the universal leap may remove anywhere
	} {
		p := MustCompile(tt.notation)
		to := geo.At(5+tt.dx, 6-tt.dy) // Black's forward is towards rank 0 of At
		if got := p.MayRemove(board.Black, from, to); got != tt.want {
			t.Errorf("%s: MayRemove(Black, %+d files, %+d ranks) = %v, want %v", tt.notation, tt.dx, tt.dy, got, tt.want)
		}
		back := geo.At(5-tt.dx, 6+tt.dy)
		if got := p.MayRemove(board.White, from, back); got != tt.want {
			t.Errorf("%s: MayRemove(White, %+d files, %+d ranks) = %v, want %v", tt.notation, tt.dx, tt.dy, got, tt.want)
		}
	}
}

// A universal leap of its own captures anywhere; a move that reaches far
// by other legs, or whose universal leap only follows another leg, does
// not.
func TestCapturesAnywhere(t *testing.T) {
	for _, tc := range []struct {
		betza string
		want  bool
	}{
		{"U", true},
		{"KU", true},
		{"Q", false},
		{"NAD[aK]", false},
		{"K", false},
	} {
		p, err := Compile(tc.betza)
		if err != nil {
			t.Fatal(tc.betza, err)
		}
		if got := p.CapturesAnywhere(); got != tc.want {
			t.Errorf("%s: CapturesAnywhere() = %v, want %v", tc.betza, got, tc.want)
		}
	}
}
