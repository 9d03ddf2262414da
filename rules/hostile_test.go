package rules

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/largeshogi/largeshogi/variants"
)

// bigBurner is a 36×36 game whose flame burns everything within 36 squares
// of where it lands, friend and foe, and whose kings start in the corners
// with a wall of pawns.
func bigBurner(t testing.TB, extra string) *Rules {
	t.Helper()
	var b strings.Builder
	b.WriteString(`name: big-burner
title: Big burner
source: a test of bounds
board: 36x36
pieces:
  - {id: king, name: king, abbrev: [K], sfen: K, betza: K, royal: true}
  - {id: flame, name: flame, abbrev: [F], sfen: F, betza: K}
  - {id: pawn, name: pawn, abbrev: [P], sfen: P, betza: fW}
` + extra + `setup:
`)
	row := make([]string, 36)
	for i := range row {
		row[i] = "P"
	}
	fmt.Fprintf(&b, "  ii: %q\n", strings.Join(row, " "))
	for i := range row {
		row[i] = "."
	}
	row[0], row[1] = "K", "F"
	fmt.Fprintf(&b, "  jj: %q\n", strings.Join(row, " "))
	b.WriteString("rules:\n  burning: {pieces: [flame], radius: 36, friendly: true}\n")
	return textRules(t, "big-burner.yaml", b.String())
}

// TestHostileInputs checks the inputs that once hung, ran out of memory or
// corrupted state: each gives an error, or a result that leaves nothing
// behind.
func TestHostileInputs(t *testing.T) {
	// A burning radius of 36 removes 71 pieces, kings included; undoing
	// the move brings every one back (the undo record once kept 48).
	r := bigBurner(t, "")
	p := r.NewPosition()
	start, hash := p.SFEN(), p.Hash()
	m, err := p.ParseUSI("35jj34jj")
	if err != nil {
		t.Fatal(err)
	}
	p.Make(m)
	if n := strings.Count(p.SFEN(), "P"); n != 0 {
		t.Errorf("after the flame lands %d black pawns are left, want 0: %s", n, p.SFEN())
	}
	p.Unmake()
	if p.SFEN() != start || p.Hash() != hash {
		t.Errorf("unmaking the burn leaves %s, want %s", p.SFEN(), start)
	}

	chu := chuRules(t, "jcsa")
	for _, tt := range []struct{ name, sfen, want string }{
		{"a move number that would overflow", "12/12/12/12/12/12/12/12/12/12/12/11K w - 9223372036854775807", "move number"},
		{"a move number with a sign", "12/12/12/12/12/12/12/12/12/12/12/11K w - +5", "move number"},
		{"a lion-capture square holding a piece of the side to move", "12/12/12/12/12/12/12/12/12/12/12/11K b 1l 3", "lion-capture square 1l"},
		{"a third field no rule keeps", "12/12/12/12/12/12/12/12/12/12/12/11K b b:pawn 3", "no rule of variant chu"},
	} {
		if _, err := chu.ParseSFEN(tt.sfen); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: ParseSFEN(%q) = %v, want an error about %q", tt.name, tt.sfen, err, tt.want)
		}
	}
	// The largest move number SFEN accepts, and the one after it, write
	// back and read again.
	p, err = chu.ParseSFEN(fmt.Sprintf("12/12/12/12/12/12/12/12/12/12/12/11K b - %d", MaxMoveNumber))
	if err != nil {
		t.Fatal(err)
	}
	p.Make(Move{From: mustSq(t, chu, "1l"), To: mustSq(t, chu, "1k")})
	if _, err := chu.ParseSFEN(p.SFEN()); err == nil {
		t.Errorf("%s reads, though its move number passes MaxMoveNumber", p.SFEN())
	}
}

// TestSharedRules plays random games of every built-in game on several
// goroutines that share one *Rules, each with its own positions: the
// sharing the package documents as safe. CI runs it with the race
// detector.
func TestSharedRules(t *testing.T) {
	for _, name := range variants.Names() {
		v, err := variants.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		r, err := New(v)
		if err != nil {
			t.Fatal(err)
		}
		want := Perft(r.NewPosition(), 2)
		var wg sync.WaitGroup
		got := make([]int64, 4)
		for i := range got {
			wg.Go(func() {
				p := r.NewPosition()
				got[i] = Perft(p, 2)
				g := NewGame(r.NewPosition())
				for ply := 0; ply < 20; ply++ {
					moves := g.AppendMoves(nil)
					if len(moves) == 0 {
						break
					}
					if err := g.Play(moves[(ply*7+i)%len(moves)]); err != nil {
						t.Error(err)
						return
					}
				}
			})
		}
		wg.Wait()
		for i, n := range got {
			if n != want {
				t.Errorf("%s: goroutine %d counts perft(2) = %d, want %d", name, i, n, want)
			}
		}
	}
}
