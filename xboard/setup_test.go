package xboard_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/xboard"
)

// The setup lines HaChu 0.21 sends on "variant sho" (built with its setup
// fixed: Debian's build exits on sho's one-letter IDs) and on "variant
// wa-shogi", in its own letters.
const (
	hachuShoSetup = "setup (PNBRLSE..G.+++++++Kpnbrlse..g.+++++++k) 9x9+0_shogi lnsgkgsnl/1r2e2b1/ppppppppp/9/9/9/PPPPPPPPP/1B2E2R1/LNSGKGSNL w 0 1"
	hachuWaSetup  = "setup (P..^S^FV..^LW^OH.F.^R.E....R...D.GOL^M..^H.M.C.^CU.^W/.......^V.^P.^U..^DS.^GXKp..^s^fv..^lw^oh.f.^r.e....r...d.gol^m..^h.m.c.^cu.^w/.......^v.^p.^u..^ds.^gxk) 11x11+0_chu hmlcvkwgudo/1e3s3f1/ppprpppxppp/3p3p3/11/11/11/3P3P3/PPPXPPPRPPP/1F3S3E1/ODUGWKVCLMH w 0 1"
)

// TestParseSetup reads setup lines with and without their optional fields.
func TestParseSetup(t *testing.T) {
	tests := []struct {
		line string
		want xboard.Setup
	}{
		{hachuShoSetup, xboard.Setup{Pieces: "PNBRLSE..G.+++++++Kpnbrlse..g.+++++++k", Board: "9x9+0_shogi",
			FEN: "lnsgkgsnl/1r2e2b1/ppppppppp/9/9/9/PPPPPPPPP/1B2E2R1/LNSGKGSNL w 0 1"}},
		{"setup 8x8+0_fairy rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
			xboard.Setup{Board: "8x8+0_fairy", FEN: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}},
		{"setup (PK.pk.) 3/1K1/3/1k1 w 0 1", xboard.Setup{Pieces: "PK.pk.", FEN: "3/1K1/3/1k1 w 0 1"}},
		{"setup +P'1^k!/2p~ w", xboard.Setup{FEN: "+P'1^k!/2p~ w"}},
		{"setup (PNBRLSGKpnbrlsgk) 9x9+7_shogi lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1",
			xboard.Setup{Pieces: "PNBRLSGKpnbrlsgk", Board: "9x9+7_shogi", FEN: "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1"}},
	}
	for _, tt := range tests {
		got, err := xboard.ParseSetup(tt.line)
		if err != nil {
			t.Errorf("ParseSetup(%q): %v", tt.line, err)
			continue
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("ParseSetup(%q) (-want +got):\n%s", tt.line, diff)
		}
	}
}

// TestParseSetupErrors checks that a line that is not a setup, or whose
// position does not read, is an error saying why.
func TestParseSetupErrors(t *testing.T) {
	tests := []struct{ line, want string }{
		{"move a1a2", "not a setup command"},
		{"setup (PNBR 9x9+0_shogi 9/9 w 0 1", "not closed"},
		{"setup (PNBR) 9x9+0_shogi", "no start position"},
		{"setup", "no start position"},
		{"setup 9/8 w 0 1", "rank 2 is 8 squares wide, not 9"},
		{"setup 9//9 w 0 1", "rank 2 is empty"},
		{"setup 4*4 w 0 1", `'*' is not a piece`},
		{"setup 3+/3 w 0 1", "not before a letter"},
		{"setup 0p/2 w 0 1", `"0" empty squares`},
		{"setup 37 w 0 1", `"37" empty squares`},
		{"setup " + strings.Repeat("p", 37) + " w 0 1", "more than 36 files"},
		{"setup " + strings.Repeat("1/", 36) + "1 w 0 1", "more than 36 ranks"},
	}
	for _, tt := range tests {
		_, err := xboard.ParseSetup(tt.line)
		if !errors.Is(err, xboard.ErrSetup) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseSetup(%q) = %v, want an xboard.ErrSetup saying %q", tt.line, err, tt.want)
		}
	}
}

// TestSetupCheck compares setups with the variants' starts: HaChu's in its
// own letters, XBoard's chu FEN, and changed ones that must be refused
// with the square or board that differs.
func TestSetupCheck(t *testing.T) {
	tests := []struct {
		variant, line string
		want          string // "" for no error
	}{
		{"sho", hachuShoSetup, ""},
		{"wa", hachuWaSetup, ""},
		{"chu", "setup " + xboardChuStart, ""},
		{"sho", strings.Replace(hachuShoSetup, "1r2e2b1", "1r2e3b", 1), "the engine's start has no piece on 2b, the variant's a White piece"},
		{"sho", strings.Replace(hachuShoSetup, "/9/9/9/", "/9/4P4/9/", 1), "has a Black piece on 5e, the variant's no piece"},
		{"sho", strings.Replace(hachuShoSetup, "lnsgkgsnl/", "Lnsgkgsnl/", 1), "has a Black piece on 9a, the variant's a White piece"},
		{"chu", hachuShoSetup, "the engine's board is 9x9, the variant's 12x12"},
		{"sho", strings.Replace(hachuShoSetup, "/LNSGKGSNL ", "/LNSGKGSNL/9 ", 1), "the engine's board is 9x10, the variant's 9x9"},
	}
	for _, tt := range tests {
		s, err := xboard.ParseSetup(tt.line)
		if err != nil {
			t.Fatalf("ParseSetup(%q): %v", tt.line, err)
		}
		err = s.Check(gamerules.Builtin(t, tt.variant))
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("%s: Check(%q) = %v, want nil", tt.variant, s.FEN, err)
		case tt.want != "" && (!errors.Is(err, xboard.ErrSetup) || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("%s: Check(%q) = %v, want an xboard.ErrSetup saying %q", tt.variant, s.FEN, err, tt.want)
		}
	}
}
