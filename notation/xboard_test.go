package notation

import (
	"errors"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/rules"
)

// TestXBoardChu checks moves of chu shogi's start against coordinates
// derived by hand from the setup: XBoard's files run a to l from Black's
// left (shogi's file 12) and its ranks 1 to 12 from Black's side (shogi's
// rank l), so Black's lion on 7j stands on f3 and the pawn on 7i on f4;
// the lion steps to 8i (e4) when the pawn there has gone.
func TestXBoardChu(t *testing.T) {
	// The start, but for Black's pawn on 8e.
	p := position(t, "chu", "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppp1ppppppp/3iP3i3/12/12/3I4I3/PPPP1PPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL b - 1")
	for _, tt := range []struct{ usi, xboard string }{
		{"7i7h", "f4f5"},
		{"12i12h", "a4a5"},      // the pawn on Black's left
		{"1i1h", "l4l5"},        // the pawn on Black's right
		{"7j8i7j", "f3e4,e4f3"}, // the lion steps out and back: a pass
		{"7j8i8h", "f3e4,e4e5"},
		{"7j7h", "f3f5"},
		{"8e8d+", "e8e9+"}, // rank d is XBoard's 9
	} {
		m, err := p.ParseUSI(tt.usi)
		if err != nil {
			t.Fatal(err)
		}
		if got := XBoard.Write(p, m); got != tt.xboard {
			t.Errorf("%s: XBoard %s, want %s", tt.usi, got, tt.xboard)
		}
		if back, err := XBoard.Parse(p, tt.xboard); err != nil || back != m {
			t.Errorf("Parse(%s) = %s, %v, want %s", tt.xboard, back, err, tt.usi)
		}
		if m.Promote {
			continue
		}
		if back, err := XBoard.Parse(p, tt.xboard+"="); err != nil || back != m {
			t.Errorf("Parse(%s=) = %s, %v, want %s", tt.xboard, back, err, tt.usi)
		}
	}
}

// TestXBoardErrors checks what XBoard refuses: syntax errors at the column
// of the problem, illegal moves as such, at the column where the input
// stops reading as the start of a legal move.
func TestXBoardErrors(t *testing.T) {
	p := position(t, "chu", "")
	for _, tt := range []struct {
		s       string
		col     int
		illegal bool
	}{
		{"", 1, false},
		{"f4", 3, false},
		{"f4f5x", 5, false},
		{"f4f5+=", 5, false},
		{"m1a1", 1, false},
		{"a13a1", 1, false},
		{"a0a1", 1, false},
		{"f3e4,e5f3", 6, false},
		{"f3e4,", 6, false},
		{"f3e4,e4f3,f3e4,e4f3,f3e4,e4f3,f3e4", 31, false},
		{"F4f5", 1, false},
		{"f4f6", 4, true},  // the pawn on f4 moves to f5 only
		{"f4f5+", 5, true}, // and does not promote there
		{"@@@@", 1, true},  // no piece can stay on its square at the start
	} {
		_, err := XBoard.Parse(p, tt.s)
		var pe *ParseError
		switch {
		case err == nil:
			t.Errorf("%q is accepted", tt.s)
		case !errors.As(err, &pe):
			t.Errorf("%q: %v, not a *ParseError", tt.s, err)
		case errors.Is(err, rules.ErrIllegal) != tt.illegal || errors.Is(err, rules.ErrSyntax) == tt.illegal:
			t.Errorf("%q: %v: illegal %v, want %v", tt.s, err, errors.Is(err, rules.ErrIllegal), tt.illegal)
		case pe.Col != tt.col:
			t.Errorf("%q: %v: column %d, want %d", tt.s, err, pe.Col, tt.col)
		}
	}
}

// TestXBoardBigBoard checks that big boards name their squares as
// documented: taikyoku's 36th file is jj, and its rank 1 is XBoard's 36.
func TestXBoardBigBoard(t *testing.T) {
	r := gamerules.Builtin(t, "taikyoku")
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

// TestXBoardPass checks that a lion's pass, out through an empty square
// and back, reads from XBoard's null move and from the lion's move to its
// own square, as HaChu 0.21 writes and reads it; at the start, where the
// lion has no empty square beside it, neither reads.
func TestXBoardPass(t *testing.T) {
	r := gamerules.Builtin(t, "chu")
	p := r.NewPosition()
	for _, s := range []string{"@@@@", "f3f3"} {
		if m, err := XBoard.Parse(p, s); err == nil {
			t.Errorf("at the start %q reads as %v", s, m)
		}
	}
	for _, u := range []string{"7i7h", "6d6e"} {
		m, err := p.ParseUSI(u)
		if err != nil {
			t.Fatal(err)
		}
		p.Make(m)
	}
	lion := p.Rules().Geo.Square(7, 10)
	for _, s := range []string{"@@@@", "f3f3"} {
		m, err := XBoard.Parse(p, s)
		if err != nil {
			t.Errorf("%q: %v", s, err)
			continue
		}
		if m.From != lion || m.To != lion || m.NVia != 1 || p.At(m.Via[0]) != 0 {
			t.Errorf("%q reads as %v, want the lion on 7j out through an empty square and back", s, m)
		}
	}
}
