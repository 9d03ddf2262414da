package rules

import (
	"fmt"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/bigvariant"
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
					if n := len(p.AppendKindMoves(nil, k)); n > r.kindBound(k) {
						t.Errorf("%s: %s on %s (full board %v): %d moves, above its bound %d", name, r.Piece(k).ID, geo.Name(at), full, n, r.kindBound(k))
					}
				}
			}
		}
	}
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
