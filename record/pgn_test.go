package record

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/variants"
)

// TestPGNRoundTrip checks, on seeded random games of every built-in game,
// that a game written as PGN and read back is the same game: the same
// moves, the same final position, the same result.
func TestPGNRoundTrip(t *testing.T) {
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			r := builtin(t, name)
			for seed := range uint64(3) {
				g := randomGame(r, seed, gamePlies(r))
				pg, err := PGNFromGame(g)
				if err != nil {
					t.Fatal(err)
				}
				var out bytes.Buffer
				if err := pg.Write(&out); err != nil {
					t.Fatal(err)
				}
				back, err := ReadPGN("g.pgn", out.Bytes())
				if err != nil {
					t.Fatalf("seed %d: %v\n%s", seed, err, out.String())
				}
				if v, _ := back.Tag("Variant"); v != name {
					t.Errorf("seed %d: Variant tag %q", seed, v)
				}
				g2, err := back.Game(r)
				if err != nil {
					t.Fatalf("seed %d: %v\n%s", seed, err, out.String())
				}
				if diff := cmp.Diff(g.Moves(), g2.Moves()); diff != "" {
					t.Fatalf("seed %d: moves (-want +got):\n%s", seed, diff)
				}
				if want, got := g.Position().SFEN(), g2.Position().SFEN(); want != got {
					t.Fatalf("seed %d: final position %s, want %s", seed, got, want)
				}
				if back.Result != pg.Result {
					t.Errorf("seed %d: result %s, want %s", seed, back.Result, pg.Result)
				}
			}
		})
	}
}

// TestPGNFromPosition checks the text of a chu game from a position in which
// White moves first: the SetUp and SFEN tags, the move numbers ("34..."
// for White's first move at ply 68), and the read back start.
func TestPGNFromPosition(t *testing.T) {
	r := builtin(t, "chu")
	src := `[Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "*"]
[Variant "chu"]
[SetUp "1"]
[SFEN "l1q1gekgscfl/afbstdot3a/1vrh3dhrv1/mp1pc1n+Pp1pm/2pip1x1ip1p/pP3B1C4/3I1NX5/P1P1PPP1IPH1/2RP4P1PP/MV2D2D1RVM/A2STOQT1B1A/LFC1GKEGS1FL w - 68"]

34... g9h9,h9g9 35. h7g8 g9f9,f9g9 36. h3h10+ g11h10 *
`
	pg, err := ReadPGN("p.pgn", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	g, err := pg.Game(r)
	if err != nil {
		t.Fatal(err)
	}
	var usi []string
	for _, m := range g.Moves() {
		usi = append(usi, m.String())
	}
	// The moves of testdata/lishogi-position.kif.
	if diff := cmp.Diff("6d5d6d 5f6e 6d7d6d 5j5c+ 6b5c", strings.Join(usi, " ")); diff != "" {
		t.Errorf("moves (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(src, string(pgnOf(t, g))); diff != "" {
		t.Errorf("written back (-want +got):\n%s", diff)
	}
}

// TestReadPGNErrors checks where ReadPGN and PGN.Game place their errors.
func TestReadPGNErrors(t *testing.T) {
	r := builtin(t, "chu")
	for _, tt := range []struct {
		src  string
		want string
	}{
		{"1. f4f5", "p.pgn:1:8: want the result"},
		{"[Event \"x]\n*", "p.pgn:1:11: want \" to end"},
		{"[Event \"x\"\n*", "p.pgn:1:11: want ] to end"},
		{"1. f4f5 (1. f4f6) *", "p.pgn:1:9: a variation"},
		{"1. f4f5 *\n[Event \"x\"]", "p.pgn:2:1: text after the result"},
		{"1. f4f5 {open *", "p.pgn:1:9: a comment { without"},
		{"1. f4f5\n2. f4f6 *", "2:4: illegal move"},
		{"1. f4f5 f9f8\n   2.f5x6 *", "2:8: xboard: column 3: square x6 is off the 12x12 board"},
		{"1. f4f5 f9f8\n   2.f5f6x *", "2:10: xboard: column 5: want +"},
		{"[SFEN \"x\"]\n*", "1:1: sfen"},
		{"[Event \"x\"]\n[Variant \"ko\"]\n*", `2:1: a game of "ko", not of chu`},
		{"[Variant \"Chu\"]\n1. f4f5\n2. f4f6 *", "3:4: illegal move"}, // the tag's case does not matter
		{strings.Repeat("1. f4f5\n", MaxPlies) + "1. f4f5 *", fmt.Sprintf("%d:4: more than %d plies", MaxPlies+1, MaxPlies)},
	} {
		pg, err := ReadPGN("p.pgn", []byte(tt.src))
		if err == nil {
			_, err = pg.Game(r)
		}
		var e *Error
		if err == nil || !errors.As(err, &e) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: %v, want an *Error containing %q", tt.src, err, tt.want)
		}
	}
}
