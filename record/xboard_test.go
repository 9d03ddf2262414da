package record

import (
	"errors"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
)

// TestXBoardChu checks moves of chu shogi's start against coordinates
// derived by hand from the setup: XBoard's files run a to l from Black's
// left (shogi's file 12) and its ranks 1 to 12 from Black's side (shogi's
// rank l), so Black's lion on 7j stands on f3 and the pawn on 7i on f4;
// the lion steps to 8i (e4) when the pawn there has gone.
func TestXBoardChu(t *testing.T) {
	r := builtin(t, "chu")
	// The start, but for Black's pawn on 8e.
	p, err := r.ParseSFEN("lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppp1ppppppp/3iP3i3/12/12/3I4I3/PPPP1PPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL b - 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ usi, xboard string }{
		{"7i7h", "f4f5"},
		{"12i12h", "a4a5"},      // the pawn on Black's left
		{"1i1h", "l4l5"},        // the pawn on Black's right
		{"7j8i7j", "f3e4,e4f3"}, // the lion steps out and back: a pass
		{"7j8i8h", "f3e4,e4e5"},
		{"7j7h", "f3f5"},
	} {
		m, err := p.ParseUSI(tt.usi)
		if err != nil {
			t.Fatal(err)
		}
		if got := XBoard(p, m); got != tt.xboard {
			t.Errorf("%s: XBoard %s, want %s", tt.usi, got, tt.xboard)
		}
		if back, err := ParseXBoard(p, tt.xboard); err != nil || back != m {
			t.Errorf("ParseXBoard(%s) = %s, %v, want %s", tt.xboard, back, err, tt.usi)
		}
		if back, err := ParseXBoard(p, tt.xboard+"="); err != nil || back != m {
			t.Errorf("ParseXBoard(%s=) = %s, %v, want %s", tt.xboard, back, err, tt.usi)
		}
	}
	// A pawn on 8e promotes on 8d: e8e9+ (rank d is XBoard's 9).
	m, _ := p.ParseUSI("8e8d+")
	if got := XBoard(p, m); got != "e8e9+" {
		t.Errorf("8e8d+: XBoard %s, want e8e9+", got)
	}
}

// TestXBoardErrors checks what ParseXBoard refuses, and the column its
// syntax errors give.
func TestXBoardErrors(t *testing.T) {
	r := builtin(t, "chu")
	p := r.NewPosition()
	for _, tt := range []struct {
		s   string
		col int // 0: an illegal move, not a syntax error
	}{
		{"", 1},
		{"f4", 3},
		{"f4f5x", 5},
		{"f4f5+=", 5},
		{"m1a1", 1},
		{"a13a1", 1},
		{"a0a1", 1},
		{"f3e4,e5f3", 6},
		{"f3e4,", 6},
		{"f3e4,e4f3,f3e4,e4f3,f3e4,e4f3,f3e4", 31},
		{"F4f5", 1},
		{"f4f6", 0},
		{"f4f5+", 0},
		{"@@@@", 0},
	} {
		_, err := ParseXBoard(p, tt.s)
		var se *XBoardSyntaxError
		switch {
		case err == nil:
			t.Errorf("%q is accepted", tt.s)
		case tt.col == 0 && !errors.Is(err, rules.ErrIllegal):
			t.Errorf("%q: %v, want an illegal move", tt.s, err)
		case tt.col > 0 && (!errors.As(err, &se) || !errors.Is(err, rules.ErrSyntax)):
			t.Errorf("%q: %v, want a syntax error", tt.s, err)
		case tt.col > 0 && se.Col != tt.col:
			t.Errorf("%q: %v: column %d, want %d", tt.s, err, se.Col, tt.col)
		}
	}
}

// TestXBoardEveryGame checks, in positions of seeded random games of every
// built-in game, that every legal move has an XBoard notation of its own
// that reads back to it, and that big boards name their squares as
// documented (taikyoku's 36th file is jj).
func TestXBoardEveryGame(t *testing.T) {
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			r := builtin(t, name)
			g := randomGame(r, 7, gamePlies(r)/2)
			p := g.Position()
			seen := map[string]rules.Move{}
			for _, m := range p.AppendMoves(nil) {
				s := XBoard(p, m)
				if x, dup := seen[s]; dup {
					t.Fatalf("%s and %s are both %s", x, m, s)
				}
				seen[s] = m
				if back, err := ParseXBoard(p, s); err != nil || back != m {
					t.Fatalf("%s: %s reads back as %s (%v)", m, s, back, err)
				}
			}
		})
	}
	r := builtin(t, "taikyoku")
	corner := r.Geo.Square(1, 1)
	if got := xboardSquare(r.Geo, corner); got != "jj36" {
		t.Errorf("taikyoku's 1a is %s in XBoard coordinates, want jj36", got)
	}
	if got, _, err := scanXBoardSquare(r.Geo, "jj36"); err != nil || got != corner {
		t.Errorf("jj36 reads as %v (%v), want 1a", got, err)
	}
	if !strings.HasPrefix(xboardSquare(r.Geo, r.Geo.Square(36, 36)), "a1") {
		t.Errorf("taikyoku's 36z... is not a1")
	}
}
