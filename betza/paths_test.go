package betza

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/board"
	"pgregory.net/rapid"
)

// pathOf writes outcome o of a move of plain paths as the path it is: its
// touches are its landings, the last on its destination.
func pathOf(t *rapid.T, o *Outcome) Path {
	touches := o.Touches()
	if len(touches) == 0 || touches[len(touches)-1].Square != o.To {
		t.Fatalf("outcome to %d does not land there last: %v", o.To, touches)
	}
	p := Path{From: o.From, To: o.To, NVia: uint8(len(touches) - 1)}
	for i, tc := range touches {
		if tc.Kind != Through && tc.Kind != Capture {
			t.Fatalf("a plain path touches %d as %s", tc.Square, tc.Kind)
		}
		if i < len(touches)-1 {
			p.Via[i] = tc.Square
		}
		p.Captured |= uint8(tc.Kind) << i
	}
	return p
}

// plainPathMoves are moves of plain paths: the lion's, igui and double
// steps, and one-leg steps and leaps, which are paths of one square.
var plainPathMoves = []string{"NAD[aK]", "[cKaK]", "[cFaF]", "[WaF]", "FD", "mKcN"}

// plainPathPrograms compiles plainPathMoves, failing t unless each has
// plain paths.
func plainPathPrograms(t *testing.T) []*Program {
	var programs []*Program
	for _, s := range plainPathMoves {
		p, err := Compile(s)
		if err != nil {
			t.Fatal(err)
		}
		if !p.PlainPaths() {
			t.Fatalf("%s: PlainPaths() = false, want true", s)
		}
		programs = append(programs, p)
	}
	return programs
}

// drawPlainPaths draws a move of plain paths, one of programs or a random
// program that has them (skipping t when the random one has not), a board
// of geometry geo, a side and a square of that side's where the piece
// stands.
func drawPlainPaths(t *rapid.T, programs []*Program, geo *board.Geometry) (p *Program, occ board.Occupancy, from board.Square, side board.Color) {
	if rapid.Bool().Draw(t, "known") {
		p = rapid.SampledFrom(programs).Draw(t, "program")
	} else if _, p = genProgram(t, true); !p.PlainPaths() {
		t.Skip("no plain paths")
	}
	occ = genOccupancy(t, geo)
	from = rapid.SampledFrom(geo.Squares()).Draw(t, "from")
	side = rapid.SampledFrom([]board.Color{board.Black, board.White}).Draw(t, "side")
	occ[from] = board.Owner(side)
	return p, occ, from, side
}

// AppendPaths gives the outcomes Append gives with every path, in the same
// order, for the lion and other moves of plain paths, and for random
// programs that have them, on random boards, from either side.
func TestPropertyAppendPaths(t *testing.T) {
	geo := board.MustGeometry(9, 9)
	g := NewGenerator(geo)
	programs := plainPathPrograms(t)
	plain := 0
	rapid.Check(t, func(t *rapid.T) {
		p, occ, from, side := drawPlainPaths(t, programs, geo)
		plain++
		var want []Path
		for _, o := range g.Append(nil, p, from, side, occ, true) {
			want = append(want, pathOf(t, &o))
		}
		got := g.AppendPaths(nil, p, from, side, occ)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("%s from %s: AppendPaths differs from Append (-want +got):\n%s", p.Notation(), geo.Name(from), diff)
		}
		for i := range got {
			var touches []Touch
			if want := g.Append(nil, p, from, side, occ, true)[i].Touches(); !cmp.Equal(got[i].AppendTouches(touches), want) {
				t.Fatalf("%s: path %d's touches %v, want %v", p.Notation(), i, got[i].AppendTouches(nil), want)
			}
		}
	})
	if plain == 0 {
		t.Fatal("no program with plain paths was drawn")
	}
}

// Moves that shoot, hop or slide have no plain paths.
func TestPlainPathsRefused(t *testing.T) {
	for _, s := range []string{"xK", "pR", "R", "NAD[aK]R", "[xKaK]"} {
		p, err := Compile(s)
		if err != nil {
			t.Fatal(s, err)
		}
		if p.PlainPaths() {
			t.Errorf("%s: PlainPaths() = true, want false", s)
		}
	}
}

// What the squares PathSquares names hold decides a move's plain paths:
// a square elsewhere may hold anything without changing them, for the
// lion and other moves of plain paths and for random programs that have
// them, on random boards, from either side.
func TestPropertyPathSquaresDecidePaths(t *testing.T) {
	geo := board.MustGeometry(9, 9)
	g := NewGenerator(geo)
	programs := plainPathPrograms(t)
	rapid.Check(t, func(t *rapid.T) {
		p, occ, from, side := drawPlainPaths(t, programs, geo)
		want := g.AppendPaths(nil, p, from, side, occ)
		decides := map[board.Square]bool{from: true}
		for _, d := range p.PathSquares(side) {
			decides[from+d] = true
		}
		for _, s := range geo.Squares() {
			if !decides[s] {
				occ[s] = rapid.SampledFrom([]board.Occupant{board.Empty, board.BlackPiece, board.WhitePiece}).Draw(t, "elsewhere")
			}
		}
		if got := g.AppendPaths(nil, p, from, side, occ); !cmp.Equal(got, want) {
			t.Fatalf("%s from %s: the paths changed with squares outside %v:\n%v\nwere\n%v", p.Notation(), geo.Name(from), p.PathSquares(side), got, want)
		}
	})
}

// A move without plain paths names no squares that decide them.
func TestPathSquaresOfOtherMoves(t *testing.T) {
	for _, s := range []string{"R", "xK", "pR", "NAD[aK]R"} {
		p, err := Compile(s)
		if err != nil {
			t.Fatal(s, err)
		}
		for _, c := range []board.Color{board.Black, board.White} {
			if got := p.PathSquares(c); got != nil {
				t.Errorf("%s: PathSquares(%v) = %v, want nil", s, c, got)
			}
		}
	}
}
