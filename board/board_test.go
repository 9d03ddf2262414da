package board_test

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/board"
)

// sizes are the board shapes most tests walk every square of.
var sizes = [][2]int{{1, 1}, {9, 9}, {12, 12}, {19, 19}, {36, 36}, {5, 30}, {30, 5}}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func TestNewGeometry(t *testing.T) {
	type result struct {
		Files, Ranks, Len, Cells int
		String                   string
		Err                      string
	}
	tests := []struct {
		files, ranks int
		want         result
	}{
		{1, 1, result{Files: 1, Ranks: 1, Len: 1, Cells: 42 * 7, String: "1x1"}},
		{9, 9, result{Files: 9, Ranks: 9, Len: 81, Cells: 42 * 15, String: "9x9"}},
		{12, 12, result{Files: 12, Ranks: 12, Len: 144, Cells: 42 * 18, String: "12x12"}},
		{19, 19, result{Files: 19, Ranks: 19, Len: 361, Cells: 42 * 25, String: "19x19"}},
		{36, 36, result{Files: 36, Ranks: 36, Len: 1296, Cells: 42 * 42, String: "36x36"}},
		{3, 36, result{Files: 3, Ranks: 36, Len: 108, Cells: 42 * 42, String: "3x36"}},
		{0, 5, result{Err: "board: size 0x5 outside 1x1 to 36x36"}},
		{37, 1, result{Err: "board: size 37x1 outside 1x1 to 36x36"}},
		{1, 37, result{Err: "board: size 1x37 outside 1x1 to 36x36"}},
		{5, 0, result{Err: "board: size 5x0 outside 1x1 to 36x36"}},
		{-1, -1, result{Err: "board: size -1x-1 outside 1x1 to 36x36"}},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%dx%d", tt.files, tt.ranks), func(t *testing.T) {
			g, err := board.NewGeometry(tt.files, tt.ranks)
			var got result
			if err != nil {
				if g != nil {
					t.Errorf("NewGeometry returned a geometry with error %v", err)
				}
				got.Err = err.Error()
			} else {
				got = result{g.Files(), g.Ranks(), g.Len(), g.Cells(), g.String(), ""}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("NewGeometry(%d, %d) (-want +got):\n%s", tt.files, tt.ranks, diff)
			}
		})
	}
}

func TestMustGeometryPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("MustGeometry(0, 5) did not panic")
		}
	}()
	board.MustGeometry(0, 5)
}

func TestChuCorners(t *testing.T) {
	g := board.MustGeometry(12, 12)
	tests := []struct {
		name       string
		x, y       int
		file, rank int
	}{
		{"1a", 11, 0, 1, 1},   // Black's top right
		{"12a", 0, 0, 12, 1},  // Black's top left
		{"1l", 11, 11, 1, 12}, // Black's bottom right
		{"12l", 0, 11, 12, 12},
		{"7g", 5, 6, 7, 7},
	}
	for _, tt := range tests {
		s := g.At(tt.x, tt.y)
		if got := g.Name(s); got != tt.name {
			t.Errorf("Name(At(%d, %d)) = %q, want %q", tt.x, tt.y, got, tt.name)
		}
		if got := g.Square(tt.file, tt.rank); got != s {
			t.Errorf("Square(%d, %d) = %d, want At(%d, %d) = %d", tt.file, tt.rank, got, tt.x, tt.y, s)
		}
		if got, err := g.ParseSquare(tt.name); err != nil || got != s {
			t.Errorf("ParseSquare(%q) = %d, %v, want %d", tt.name, got, err, s)
		}
		x, y := g.XY(s)
		f, r := g.FileRank(s)
		if diff := cmp.Diff([4]int{tt.x, tt.y, tt.file, tt.rank}, [4]int{x, y, f, r}); diff != "" {
			t.Errorf("XY, FileRank of %s (-want +got):\n%s", tt.name, diff)
		}
	}
	sq := g.Squares()
	if got, want := []string{g.Name(sq[0]), g.Name(sq[11]), g.Name(sq[12]), g.Name(sq[len(sq)-1])}, []string{"12a", "1a", "12b", "1l"}; !cmp.Equal(want, got) {
		t.Errorf("Squares order (-want +got):\n%s", cmp.Diff(want, got))
	}
}

func TestRoundTrip(t *testing.T) {
	for _, size := range sizes {
		g := board.MustGeometry(size[0], size[1])
		t.Run(g.String(), func(t *testing.T) {
			if len(g.Squares()) != size[0]*size[1] {
				t.Fatalf("%d squares, want %d", len(g.Squares()), size[0]*size[1])
			}
			seen := map[string]bool{}
			for i, s := range g.Squares() {
				if !g.OnBoard(s) || g.Index(s) != i {
					t.Errorf("square %d: OnBoard %v, Index %d, want true, %d", s, g.OnBoard(s), g.Index(s), i)
				}
				name := g.Name(s)
				if seen[name] {
					t.Errorf("name %q given twice", name)
				}
				seen[name] = true
				got, err := g.ParseSquare(name)
				if err != nil || got != s {
					t.Errorf("ParseSquare(Name(%d) = %q) = %d, %v", s, name, got, err)
				}
				f, r := g.FileRank(s)
				if want := fmt.Sprint(f) + board.RankName(r); name != want {
					t.Errorf("Name(%d) = %q, want %q", s, name, want)
				}
				if g.Square(f, r) != s {
					t.Errorf("Square(FileRank(%d)) = %d", s, g.Square(f, r))
				}
				x, y := g.XY(s)
				if g.At(x, y) != s {
					t.Errorf("At(XY(%d)) = %d", s, g.At(x, y))
				}
			}
		})
	}
}

func TestRankName(t *testing.T) {
	want := map[int]string{1: "a", 2: "b", 12: "l", 19: "s", 26: "z", 27: "aa", 28: "bb", 35: "ii", 36: "jj"}
	got := map[int]string{}
	for r := range want {
		got[r] = board.RankName(r)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("RankName (-want +got):\n%s", diff)
	}
}

func TestBigBoardNames(t *testing.T) {
	g36 := board.MustGeometry(36, 36)
	g19 := board.MustGeometry(19, 19)
	g27 := board.MustGeometry(27, 27)
	tests := []struct {
		g          *board.Geometry
		name       string
		file, rank int
		err        string
	}{
		{g36, "5z", 5, 26, ""},
		{g36, "5aa", 5, 27, ""},
		{g36, "1jj", 1, 36, ""},
		{g36, "36jj", 36, 36, ""},
		{g36, "36a", 36, 1, ""},
		{g27, "27aa", 27, 27, ""},
		{g27, "5bb", 0, 0, `board: square "5bb" is off the 27x27 board`},
		{g36, "5kk", 0, 0, `board: square "5kk" is off the 36x36 board`},
		{g36, "5ab", 0, 0, `board: bad square "5ab"`},
		{g19, "5aa", 0, 0, `board: bad square "5aa"`},
		{g19, "5t", 0, 0, `board: square "5t" is off the 19x19 board`},
		{g19, "20a", 0, 0, `board: square "20a" is off the 19x19 board`},
	}
	for _, tt := range tests {
		s, err := tt.g.ParseSquare(tt.name)
		if diff := cmp.Diff(tt.err, errText(err)); diff != "" {
			t.Errorf("%v ParseSquare(%q) error (-want +got):\n%s", tt.g, tt.name, diff)
		}
		if tt.err != "" {
			if s != board.NoSquare {
				t.Errorf("%v ParseSquare(%q) = %d with error, want NoSquare", tt.g, tt.name, s)
			}
			continue
		}
		if want := tt.g.Square(tt.file, tt.rank); s != want {
			t.Errorf("%v ParseSquare(%q) = %d, want %d", tt.g, tt.name, s, want)
		}
		if got := tt.g.Name(s); got != tt.name {
			t.Errorf("%v Name(%d) = %q, want %q", tt.g, s, got, tt.name)
		}
	}
}

func TestParseSquareErrors(t *testing.T) {
	g := board.MustGeometry(12, 12)
	tests := []struct {
		in, scanErr, parseErr string
	}{
		{"", `board: bad square "": no file number`, ""},
		{"0a", `board: bad square "0a": no file number`, ""},
		{"07a", `board: bad square "07a": no file number`, ""},
		{"a1", `board: bad square "a1": no file number`, ""},
		{"-1a", `board: bad square "-1a": no file number`, ""},
		{"abcdefghijk", `board: bad square "abcdefgh…": no file number`, ""},
		{"13a", `board: square "13a" is off the 12x12 board`, ""},
		{"1m", `board: square "1m" is off the 12x12 board`, ""},
		{"99z", `board: square "99z" is off the 12x12 board`, ""},
		{"7", `board: bad square "7": no rank letter`, ""},
		{"7A", `board: bad square "7A": no rank letter`, ""},
		{"7 g", `board: bad square "7 g": no rank letter`, ""},
		{"123a", `board: bad square "123a": no rank letter`, ""},
		// Trailing junk: ScanSquare takes the square, ParseSquare refuses.
		{"7g+", "", `board: bad square "7g+"`},
		{"7g7f", "", `board: bad square "7g7f"`},
		{"7gg", "", `board: bad square "7gg"`},
		{"7g ", "", `board: bad square "7g "`},
	}
	for _, tt := range tests {
		wantParse := tt.parseErr
		if wantParse == "" {
			wantParse = tt.scanErr
		}
		s, n, err := g.ScanSquare(tt.in)
		if diff := cmp.Diff(tt.scanErr, errText(err)); diff != "" {
			t.Errorf("ScanSquare(%q) error (-want +got):\n%s", tt.in, diff)
		}
		if err != nil && (s != board.NoSquare || n != 0) {
			t.Errorf("ScanSquare(%q) = %d, %d with an error, want NoSquare, 0", tt.in, s, n)
		}
		s, err = g.ParseSquare(tt.in)
		if diff := cmp.Diff(wantParse, errText(err)); diff != "" {
			t.Errorf("ParseSquare(%q) error (-want +got):\n%s", tt.in, diff)
		}
		if s != board.NoSquare {
			t.Errorf("ParseSquare(%q) = %d with an error, want NoSquare", tt.in, s)
		}
	}
}

func TestScanSquare(t *testing.T) {
	tests := []struct {
		files, ranks int
		in           string
		want         string
		n            int
	}{
		{9, 9, "7g7f", "7g", 2},
		{9, 9, "7g", "7g", 2},
		{9, 9, "7g+", "7g", 2},
		{12, 12, "12a11b", "12a", 3},
		{12, 12, "1l-2k", "1l", 2},
		{12, 12, "7gg", "7g", 2},
		{19, 19, "10j10i", "10j", 3},
		{19, 19, "5aa", "5a", 2},
		{36, 36, "5aa5bb", "5aa", 3},
		{36, 36, "10jj", "10jj", 4},
		{36, 36, "5ab", "5a", 2},
		{36, 36, "36a", "36a", 3},
	}
	for _, tt := range tests {
		g := board.MustGeometry(tt.files, tt.ranks)
		s, n, err := g.ScanSquare(tt.in)
		if err != nil {
			t.Errorf("%v ScanSquare(%q): %v", g, tt.in, err)
			continue
		}
		if got := g.Name(s); got != tt.want || n != tt.n {
			t.Errorf("%v ScanSquare(%q) = %s, %d, want %s, %d", g, tt.in, got, n, tt.want, tt.n)
		}
	}
}

func TestRotateMirror(t *testing.T) {
	for _, size := range sizes {
		g := board.MustGeometry(size[0], size[1])
		for _, s := range g.Squares() {
			r, m := g.Rotate(s), g.Mirror(s)
			if !g.OnBoard(r) || !g.OnBoard(m) {
				t.Fatalf("%v: Rotate(%s) = %d, Mirror(%s) = %d, want squares", g, g.Name(s), r, g.Name(s), m)
			}
			if g.Rotate(r) != s || g.Mirror(m) != s {
				t.Errorf("%v %s: Rotate twice gives %s, Mirror twice %s", g, g.Name(s), g.Name(g.Rotate(r)), g.Name(g.Mirror(m)))
			}
			f, rk := g.FileRank(s)
			if got, want := g.Name(r), g.Name(g.Square(g.Files()+1-f, g.Ranks()+1-rk)); got != want {
				t.Errorf("%v Rotate(%s) = %s, want %s", g, g.Name(s), got, want)
			}
			if got, want := g.Name(m), g.Name(g.Square(g.Files()+1-f, rk)); got != want {
				t.Errorf("%v Mirror(%s) = %s, want %s", g, g.Name(s), got, want)
			}
		}
	}

	tests := []struct {
		files, ranks       int
		from, rotate, mirr string
	}{
		{12, 12, "1a", "12l", "12a"},
		{12, 12, "12a", "1l", "1a"},
		{12, 12, "1l", "12a", "12l"},
		{12, 12, "12l", "1a", "1l"},
		{12, 12, "7g", "6f", "6g"},
		{9, 9, "5e", "5e", "5e"},
		{9, 9, "7g", "3c", "3g"},
		{36, 36, "1jj", "36a", "36jj"},
		{12, 19, "1a", "12s", "12a"},
		{1, 1, "1a", "1a", "1a"},
	}
	for _, tt := range tests {
		g := board.MustGeometry(tt.files, tt.ranks)
		s, err := g.ParseSquare(tt.from)
		if err != nil {
			t.Fatal(err)
		}
		got := [2]string{g.Name(g.Rotate(s)), g.Name(g.Mirror(s))}
		if diff := cmp.Diff([2]string{tt.rotate, tt.mirr}, got); diff != "" {
			t.Errorf("%v Rotate, Mirror of %s (-want +got):\n%s", g, tt.from, diff)
		}
	}
}

func TestDeltaRelative(t *testing.T) {
	g := board.MustGeometry(12, 12)
	tests := []struct {
		c        board.Color
		from     string
		dx, dy   int
		to       string
		describe string
	}{
		{board.Black, "7g", 0, 1, "7f", "Black forward is towards rank a"},
		{board.Black, "7g", 0, -1, "7h", "Black backward"},
		{board.Black, "7g", 1, 0, "6g", "Black right is towards file 1"},
		{board.Black, "7g", -1, 0, "8g", "Black left"},
		{board.Black, "7g", 1, 2, "6e", "Black knight right"},
		{board.White, "7g", 0, 1, "7h", "White forward is towards the last rank"},
		{board.White, "7g", 0, -1, "7f", "White backward"},
		{board.White, "7g", 1, 0, "8g", "White right is towards the last file"},
		{board.White, "7g", -1, 0, "6g", "White left"},
		{board.White, "7g", 1, 2, "8i", "White knight right"},
		{board.Black, "1a", 0, -11, "1l", "Black's long retreat"},
		{board.White, "12l", -11, -11, "1a", "White's long diagonal"},
	}
	for _, tt := range tests {
		from, _ := g.ParseSquare(tt.from)
		to := board.Square(int(from) + g.Delta(tt.dx, tt.dy, tt.c))
		if got := g.Name(to); got != tt.to {
			t.Errorf("%s: %s + Delta(%d, %d, %v) = %s, want %s", tt.describe, tt.from, tt.dx, tt.dy, tt.c, got, tt.to)
		}
		dx, dy := g.Relative(from, to, tt.c)
		if dx != tt.dx || dy != tt.dy {
			t.Errorf("%s: Relative(%s, %s, %v) = %d, %d, want %d, %d", tt.describe, tt.from, tt.to, tt.c, dx, dy, tt.dx, tt.dy)
		}
	}

	// Every leap of up to Pad files and ranks agrees with Relative, stays
	// in the mailbox, and is the other side's leap turned round.
	for _, size := range sizes {
		g := board.MustGeometry(size[0], size[1])
		for _, from := range g.Squares() {
			for dy := -board.Pad; dy <= board.Pad; dy++ {
				for dx := -board.Pad; dx <= board.Pad; dx++ {
					db, dw := g.Delta(dx, dy, board.Black), g.Delta(dx, dy, board.White)
					if db != -dw {
						t.Fatalf("%v Delta(%d, %d): Black %d, White %d", g, dx, dy, db, dw)
					}
					for _, c := range []board.Color{board.Black, board.White} {
						to := board.Square(int(from) + g.Delta(dx, dy, c))
						if to < 0 || int(to) >= g.Cells() {
							t.Fatalf("%v %s + (%d, %d) for %v leaves the mailbox", g, g.Name(from), dx, dy, c)
						}
						if gx, gy := g.Relative(from, to, c); gx != dx || gy != dy {
							t.Fatalf("%v Relative(%s, %s + (%d, %d), %v) = %d, %d", g, g.Name(from), g.Name(from), dx, dy, c, gx, gy)
						}
						if g.OnBoard(to) {
							// White sees the turned-round board as Black sees his.
							rt := g.Rotate(to)
							if gx, gy := g.Relative(g.Rotate(from), rt, c.Other()); gx != dx || gy != dy {
								t.Fatalf("%v rotated Relative for %v = %d, %d, want %d, %d", g, c.Other(), gx, gy, dx, dy)
							}
						}
					}
				}
			}
		}
	}
}

func TestCentre(t *testing.T) {
	tests := []struct {
		files, ranks int
		want         string
	}{
		{19, 19, "10j"},
		{12, 12, "6g"}, // just right of and below the centre
		{9, 9, "5e"},
		{17, 17, "9i"},
		{36, 36, "18s"},
		{1, 1, "1a"},
		{2, 2, "1b"},
	}
	for _, tt := range tests {
		g := board.MustGeometry(tt.files, tt.ranks)
		c := g.Centre()
		if want := g.At(tt.files/2, tt.ranks/2); c != want {
			t.Errorf("%v Centre() = %d, want At(%d, %d) = %d", g, c, tt.files/2, tt.ranks/2, want)
		}
		if got := g.Name(c); got != tt.want {
			t.Errorf("%v Centre() = %s, want %s", g, got, tt.want)
		}
	}
}

func TestNewOccupancy(t *testing.T) {
	for _, size := range sizes {
		g := board.MustGeometry(size[0], size[1])
		occ := g.NewOccupancy()
		if len(occ) != g.Cells() {
			t.Fatalf("%v: occupancy has %d cells, want %d", g, len(occ), g.Cells())
		}
		counts := map[board.Occupant]int{}
		for i, o := range occ {
			counts[o]++
			s := board.Square(i)
			if want := map[bool]board.Occupant{true: board.Empty, false: board.Off}[g.OnBoard(s)]; o != want {
				t.Errorf("%v cell %d (%s) holds %d, want %d", g, i, g.Name(s), o, want)
			}
		}
		want := map[board.Occupant]int{board.Empty: g.Len(), board.Off: g.Cells() - g.Len()}
		if diff := cmp.Diff(want, counts); diff != "" {
			t.Errorf("%v occupancy counts (-want +got):\n%s", g, diff)
		}
	}
}

func TestOffBoard(t *testing.T) {
	g := board.MustGeometry(9, 9)
	tests := []struct {
		s     board.Square
		index int
		name  string
	}{
		{0, -1, "-"},
		{board.NoSquare, -1, "-"},
		{board.Square(g.Cells()), -1, "-"},
		{board.Square(g.Cells() - 1), -1, "-"},
		{g.At(-1, 0), -1, "-"},
		{g.At(9, 0), -1, "-"},
		{g.At(0, 9), -1, "-"},
		{g.At(0, 0), 0, "9a"},
		{g.At(8, 8), 80, "1i"},
	}
	for _, tt := range tests {
		if got := g.Index(tt.s); got != tt.index {
			t.Errorf("Index(%d) = %d, want %d", tt.s, got, tt.index)
		}
		if got := g.OnBoard(tt.s); got != (tt.index >= 0) {
			t.Errorf("OnBoard(%d) = %v", tt.s, got)
		}
		if got := g.Name(tt.s); got != tt.name {
			t.Errorf("Name(%d) = %q, want %q", tt.s, got, tt.name)
		}
	}
	for _, fr := range [][2]int{{0, 1}, {1, 0}, {10, 1}, {1, 10}, {-1, 5}} {
		if s := g.Square(fr[0], fr[1]); s != board.NoSquare {
			t.Errorf("Square(%d, %d) = %d, want NoSquare", fr[0], fr[1], s)
		}
	}
}

func TestColor(t *testing.T) {
	type result struct {
		Other  board.Color
		String string
		Owner  board.Occupant
	}
	tests := []struct {
		c    board.Color
		want result
	}{
		{board.Black, result{board.White, "black", board.BlackPiece}},
		{board.White, result{board.Black, "white", board.WhitePiece}},
	}
	for _, tt := range tests {
		got := result{tt.c.Other(), tt.c.String(), board.Owner(tt.c)}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("colour %d (-want +got):\n%s", tt.c, diff)
		}
		if tt.c.Other().Other() != tt.c {
			t.Errorf("%v.Other().Other() = %v", tt.c, tt.c.Other().Other())
		}
	}
	if got := fmt.Sprint(board.White); got != "white" {
		t.Errorf("fmt.Sprint(White) = %q", got)
	}
}

func TestParseSize(t *testing.T) {
	type result struct {
		Files, Ranks int
		Err          string
	}
	tests := []struct {
		in   string
		want result
	}{
		{"19x19", result{19, 19, ""}},
		{"12x12", result{12, 12, ""}},
		{"9x5", result{9, 5, ""}},
		{"36x36", result{36, 36, ""}},
		// ParseSize reads numbers; NewGeometry judges them.
		{"0x40", result{0, 40, ""}},
		{"", result{Err: `board: bad size "": want FILESxRANKS`}},
		{"19", result{Err: `board: bad size "19": want FILESxRANKS`}},
		{"19X19", result{Err: `board: bad size "19X19": want FILESxRANKS`}},
		{"19*19", result{Err: `board: bad size "19*19": want FILESxRANKS`}},
		{"x19", result{Err: `board: bad size "x19": want FILESxRANKS`}},
		{"19x", result{Err: `board: bad size "19x": want FILESxRANKS`}},
		{"axb", result{Err: `board: bad size "axb": want FILESxRANKS`}},
		{"9x9x9", result{Err: `board: bad size "9x9x9": want FILESxRANKS`}},
		{" 9x9", result{Err: `board: bad size " 9x9": want FILESxRANKS`}},
	}
	for _, tt := range tests {
		f, r, err := board.ParseSize(tt.in)
		got := result{f, r, errText(err)}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("ParseSize(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
	// Every geometry's String parses back to its size.
	for _, size := range sizes {
		g := board.MustGeometry(size[0], size[1])
		f, r, err := board.ParseSize(g.String())
		if err != nil || f != size[0] || r != size[1] {
			t.Errorf("ParseSize(%q) = %d, %d, %v", g, f, r, err)
		}
	}
}

func FuzzParseSquare(f *testing.F) {
	for _, s := range []string{
		"", "1a", "7g", "12l", "13a", "0a", "a1", "7", "7A", "7g7f", "5aa", "36jj", "10j",
		"5kk", "19s", "99zz", "1", "01a", "7g+", "12ab",
	} {
		f.Add(s)
	}
	geos := []*board.Geometry{
		board.MustGeometry(9, 9), board.MustGeometry(12, 12), board.MustGeometry(19, 19),
		board.MustGeometry(27, 27), board.MustGeometry(36, 36), board.MustGeometry(1, 36),
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, g := range geos {
			s, err := g.ParseSquare(text)
			if err == nil {
				if !g.OnBoard(s) {
					t.Fatalf("%v ParseSquare(%q) = %d, not on the board", g, text, s)
				}
				name := g.Name(s)
				again, err := g.ParseSquare(name)
				if err != nil || again != s {
					t.Fatalf("%v ParseSquare(%q) = %s, which parses to %d, %v", g, text, name, again, err)
				}
				if name != text {
					t.Fatalf("%v ParseSquare(%q) accepts a name that is not canonical %q", g, text, name)
				}
			} else if s != board.NoSquare {
				t.Fatalf("%v ParseSquare(%q) = %d with error %v", g, text, s, err)
			}

			s, n, err := g.ScanSquare(text)
			if err != nil {
				continue
			}
			if n < 2 || n > len(text) {
				t.Fatalf("%v ScanSquare(%q) took %d bytes", g, text, n)
			}
			if again, err := g.ParseSquare(text[:n]); err != nil || again != s {
				t.Fatalf("%v ScanSquare(%q) = %d, %d but ParseSquare(%q) = %d, %v", g, text, s, n, text[:n], again, err)
			}
		}
	})
}

// TestSquareName checks that a square names itself without its board, the
// same on every board that has it, and that no square of one board is a
// different square of another.
func TestSquareName(t *testing.T) {
	small, chu, big := board.MustGeometry(9, 9), board.MustGeometry(12, 12), board.MustGeometry(36, 36)
	for _, g := range []*board.Geometry{small, chu, big} {
		for _, s := range g.Squares() {
			if got, want := s.String(), g.Name(s); got != want {
				t.Errorf("%v: square %d names itself %q, the board names it %q", g, s, got, want)
			}
			if b, err := big.ParseSquare(s.String()); err != nil || b != s {
				t.Errorf("%v: square %s is %d, on 36x36 it is %d (%v)", g, s, s, b, err)
			}
		}
	}
	for _, tt := range []struct {
		s    board.Square
		want string
	}{
		{0, "-"}, {board.NoSquare, "-"}, {chu.At(-1, 0), "13a"}, {chu.At(12, 0), "-"}, {chu.At(0, -1), "-"},
		{chu.At(0, 0), "12a"}, {chu.At(11, 11), "1l"}, {small.At(0, 0), "9a"}, {big.At(0, 35), "36jj"},
	} {
		if got := tt.s.String(); got != tt.want {
			t.Errorf("Square(%d).String() = %q, want %q", tt.s, got, tt.want)
		}
	}
	if chu.OnBoard(big.At(0, 0)) || small.OnBoard(chu.At(0, 0)) {
		t.Error("a square of a bigger board is on a smaller one")
	}
}

// TestOffMeetsBothColours checks the encoding generators rely on: a step
// onto a cell stops at a piece of colour c, or at the edge, exactly when
// the cell has a bit of board.Owner(c).
func TestOffMeetsBothColours(t *testing.T) {
	for _, c := range []board.Color{board.Black, board.White} {
		for _, o := range []board.Occupant{board.Empty, board.BlackPiece, board.WhitePiece, board.Off} {
			want := o == board.Off || o == board.Owner(c)
			if got := o&board.Owner(c) != 0; got != want {
				t.Errorf("occupant %d against %v: o&board.Owner(c) != 0 is %t, want %t", o, c, got, want)
			}
		}
	}
}
