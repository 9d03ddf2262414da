package rules

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/testkit/bigvariant"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// Every built-in game's move bound is far inside MaxMoves, and above the
// moves of its start and middle-game positions.
func TestMoveBoundBuiltin(t *testing.T) {
	for _, name := range variants.Names() {
		r := gameRules(t, name)
		bound := r.MoveBound()
		start := len(r.NewPosition().AppendMoves(nil))
		t.Logf("%-12s bound %6d moves, %4d at the start", name, bound, start)
		if bound > MaxMoves/10 || bound < start {
			t.Errorf("%s: bound %d, want at least the %d moves of the start and at most %d", name, bound, start, MaxMoves/10)
		}
	}
	r := chuRules(t, "lishogi")
	for _, sfen := range middlegameSFENs(t) {
		p, err := r.ParseSFEN(sfen)
		if err != nil {
			t.Fatal(err)
		}
		if n := len(p.AppendMoves(nil)); n > r.MoveBound() {
			t.Errorf("%s: %d moves, above the bound %d", sfen, n, r.MoveBound())
		}
	}
}

// A piece's bound holds on a board full of enemies and on an empty one:
// one piece of each kind of each built-in game, on squares across the
// board.
func TestKindBound(t *testing.T) {
	for _, name := range variants.Names() {
		r := gameRules(t, name)
		geo := r.Geo
		for k := Kind(1); int(k) <= r.Kinds(); k++ {
			for _, at := range []board.Square{geo.Square(1, 1), geo.Square((geo.Files()+1)/2, (geo.Ranks()+1)/2), geo.Square(geo.Files(), geo.Ranks()/3+1)} {
				for _, full := range []bool{false, true} {
					p := lonePiece(t, r, k, at, full)
					if n, bound := len(p.AppendKindMoves(nil, k)), kindBoundOf(r, k); n > bound {
						t.Errorf("%s: %s on %s (full board %v): %d moves, above its bound %d", name, r.Piece(k).ID, geo.Name(at), full, n, bound)
					}
				}
			}
		}
	}
}

// kindBoundOf returns the bound of one piece of kind k of r.
func kindBoundOf(r *Rules, k Kind) int {
	n, _ := r.kindBound(k)
	return n
}

// The hostile files of issue 23 are refused at the move of the piece that
// drives the bound, with the estimate and the pieces; before, the first had
// 12,734,737 legal moves at the start, the second 782,738.
func TestMoveBoundRefused(t *testing.T) {
	for _, c := range []struct {
		name string
		spec bigvariant.Spec
		want string
	}{
		{"36×36, 510 pieces moving UaKaK", bigvariant.Spec{Size: 36, Pieces: 510, Betza: "UaKaK"}, "up to 96425708 legal moves"},
		{"36×36, 128 pieces moving UaKaK", bigvariant.Spec{Size: 36, Pieces: 128, Betza: "UaKaK"}, "up to 24200968 legal moves"},
	} {
		t.Run(c.name, func(t *testing.T) {
			v, err := variant.Load(strings.NewReader(c.spec.YAML()), "big.yaml")
			if err != nil {
				t.Fatal(err)
			}
			_, err = New(v)
			if err == nil {
				t.Fatal("New accepts the file")
			}
			for _, want := range []string{"big.yaml:8:55: piece p1: ", c.want, "more than the 1000000 a position may", "1 × p1 ("} {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("error %q, want one containing %q", err, want)
				}
			}
		})
	}
}

// A variant inside the bound reads no position whose pieces could offer
// more: five pieces moving UaKaK a side are accepted, six refused.
func TestMoveBoundSFEN(t *testing.T) {
	v, err := variant.Load(strings.NewReader(bigvariant.Spec{Size: 36, Pieces: 2, Betza: "UaKaK"}.YAML()), "big.yaml")
	if err != nil {
		t.Fatal(err)
	}
	r, err := New(v)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("bound %d", r.MoveBound())
	empty := strings.Repeat("36/", 35)
	for _, c := range []struct {
		sfen string
		ok   bool
	}{
		{empty + "Ab34Aa b - 1", true},
		{empty + "AbAcAbAcAb30Aa b - 1", true},
		{empty + "AbAcAbAcAbAc29Aa b - 1", false},
	} {
		_, err := r.ParseSFEN(c.sfen)
		if (err == nil) != c.ok || (err != nil && !strings.Contains(err.Error(), "legal moves, more than the 1000000 a position may")) {
			t.Errorf("ParseSFEN(%q) = %v, want ok %v", c.sfen, err, c.ok)
		}
	}
}

// lonePiece returns a position of r with Black's piece of kind k on at,
// Black to move, and if full every other square holding a White piece.
func lonePiece(t *testing.T, r *Rules, k Kind, at board.Square, full bool) *Position {
	t.Helper()
	geo := r.Geo
	grid := make([][]string, geo.Ranks())
	for y := range grid {
		grid[y] = make([]string, geo.Files())
	}
	for _, s := range geo.Squares() {
		x, y := geo.XY(s)
		switch {
		case s == at:
			grid[y][x] = r.Code(NewCell(k, board.Black))
		case full:
			grid[y][x] = r.Code(NewCell(1, board.White))
		}
	}
	var b strings.Builder
	for y, row := range grid {
		if y > 0 {
			b.WriteByte('/')
		}
		empty := 0
		for _, c := range row {
			if c == "" {
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprint(&b, empty)
				empty = 0
			}
			b.WriteString(c)
		}
		if empty > 0 {
			fmt.Fprint(&b, empty)
		}
	}
	p, err := r.ParseSFEN(b.String() + " b - 1")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// lentVariant is a game of files×ranks squares whose pawns, stepping
// forward, move by lent once their drum is captured, with the
// loss-of-power rule or, without hook, not. Black's back rank holds the
// king and pawns, the rank before it the drum.
func lentVariant(files, ranks int, lent string, hook bool) string {
	back := slices.Repeat([]string{"P"}, files)
	back[files/2] = "K"
	drum := slices.Repeat([]string{"."}, files)
	drum[files/2] = "D"
	rank := func(y int) string { // counted from 0 at White's back rank
		if y < 26 {
			return string(rune('a' + y))
		}
		return strings.Repeat(string(rune('a'+y-26)), 2)
	}
	file := fmt.Sprintf(`name: lent
title: Lent moves
source: a test
board: %dx%d
pieces:
  - {id: king, name: king, abbrev: [K], sfen: K, betza: K, royal: true}
  - {id: drum, name: drum, abbrev: [D], sfen: D, betza: W}
  - {id: pawn, name: pawn, abbrev: [P], sfen: P, betza: fW}
setup:
  %s: %q
  %s: %q
`, files, ranks, rank(ranks-2), strings.Join(drum, " "), rank(ranks-1), strings.Join(back, " "))
	if hook {
		file += "rules:\n  loss-of-power: [{piece: pawn, trigger: [drum], betza: '" + lent + "'}]\n"
	}
	return file
}

// The move bound counts the moves a hook lends a piece in place of its
// own: pawns that have lost their drum and move as queens offer more moves
// than the setup's own moves could, and no more than the bound.
func TestMoveBoundLent(t *testing.T) {
	own := textRules(t, "own.yaml", lentVariant(9, 9, "Q", false)).MoveBound()
	r := textRules(t, "lent.yaml", lentVariant(9, 9, "Q", true))
	p, err := r.ParseSFEN("4k4/9/9/P3P3P/9/1P3P3/9/9/P1P1K1P1P b b:pawn 1")
	if err != nil {
		t.Fatal(err)
	}
	n := len(p.AppendMoves(nil))
	t.Logf("%d moves; bound %d, %d without the lent moves", n, r.MoveBound(), own)
	if n <= own || n > r.MoveBound() {
		t.Errorf("%d legal moves, want more than the %d of the pieces' own moves and at most the bound %d", n, own, r.MoveBound())
	}
}

// A variant whose lent moves could offer more than MaxMoves is refused, at
// the move of the piece they are lent to, naming the lent move and counting
// each kind's pieces.
func TestMoveBoundLentRefused(t *testing.T) {
	v, err := variant.Load(strings.NewReader(lentVariant(36, 36, "UaKaK", true)), "lent.yaml")
	if err != nil {
		t.Fatal(err)
	}
	_, err = New(v)
	if err == nil {
		t.Fatal("New accepts the file")
	}
	for _, want := range []string{"lent.yaml:8:57: piece pawn: ", "35 × pawn (lent UaKaK, up to 94535 moves each), 1 × king (K, up to 8 moves each), 1 × drum (W, up to 4 moves each)"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q, want one containing %q", err, want)
		}
	}
}

// A lent move of several legs is generated as one: a pawn that has lost
// its drum and moves as a lion takes by igui, naming the square it takes
// on, and every move it generates is legal. Its kind counts the lent legs.
func TestLentMoveOfSeveralLegs(t *testing.T) {
	r := textRules(t, "lent.yaml", lentVariant(9, 9, "NAD[aK]", true))
	p, err := r.ParseSFEN("4k4/9/9/9/4p4/4P4/9/9/4K4 b b:pawn 1")
	if err != nil {
		t.Fatal(err)
	}
	pawn := p.At(r.Geo.Square(5, 6)).Kind()
	if got := r.MaxLegs(pawn); got != 2 {
		t.Errorf("MaxLegs(pawn) = %d, want the lent move's 2", got)
	}
	igui := NewMove(r.Geo.Square(5, 6), r.Geo.Square(5, 6), r.Geo.Square(5, 5))
	found := false
	for _, m := range p.AppendKindMoves(nil, pawn) {
		found = found || m == igui
		if !p.Legal(m) {
			t.Errorf("%s generated, not legal", m)
		}
	}
	if !found {
		t.Errorf("igui %s not generated", igui)
	}
}
