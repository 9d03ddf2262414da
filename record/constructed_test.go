package record

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
)

// positionOf returns the position of game r with pieces given as
// "SQUARE:CODE" (upper case Black, lower case White) and side to move.
func positionOf(t *testing.T, r *rules.Rules, side string, pieces ...string) *rules.Position {
	t.Helper()
	at := map[board.Square]string{}
	for _, s := range pieces {
		sq, code, _ := strings.Cut(s, ":")
		q, err := r.Geo.ParseSquare(sq)
		if err != nil {
			t.Fatal(err)
		}
		at[q] = code
	}
	p, err := r.ParseSFEN(r.Geo.BoardField(func(s board.Square) string { return at[s] }) + " " + side + " - 1")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// constructed are the golden games this package writes itself (see
// testdata/README.md): a start, USI moves, whether the side to move then
// resigns, and what the moves remove, by cause, in order.
var constructed = []struct {
	file, game string
	pieces     []string
	moves      string
	resign     bool
	removed    []string // "MOVE CAUSE SQUARE"
}{
	{
		file: "chu-lion.kif", game: "chu",
		pieces: []string{"7l:K", "9l:G", "6h:N", "3e:P", "6a:k", "4a:g", "6g:p", "6f:p", "5e:p", "2b:p", "9b:p"},
		// The lion takes two pawns (6g, then 6f), a pawn promotes, the lion
		// passes (jitto, by the empty 6e) and takes by igui (5e).
		moves:   "6h6g6f 9b9c 3e3d+ 9c9d 6f6e6f 2b2c 6f5e6f",
		resign:  true,
		removed: []string{"6h6g6f captured 6g", "6h6g6f captured 6f", "6f5e6f igui 5e"},
	},
	{
		file: "ko-shot.kif", game: "ko",
		pieces: []string{"19s:G", "18s:Ma", "1a:g", "2a:ma", "10j:Lb", "11f:p", "9i:P", "9k:P", "11k:P", "5j:+D", "5i:p", "5h:p", "5g:p"},
		// The longbow steps to 11i and shoots the pawn on 11f; the
		// thunderclap takes three pawns up the file and steps to 4f.
		moves:   "10j11f11i 1a1b 5j5i5h5g4f",
		resign:  true,
		removed: []string{"10j11f11i shot 11f", "5j5i5h5g4f captured 5i", "5j5i5h5g4f captured 5h", "5j5i5h5g4f captured 5g"},
	},
}

// TestConstructed writes each constructed game with KIFFromGame and checks the
// file against it, that the file reads, replays to the same moves and is
// written back byte for byte, and what its moves remove.
func TestConstructed(t *testing.T) {
	for _, c := range constructed {
		r := builtin(t, c.game)
		g := rules.NewGame(positionOf(t, r, "b", c.pieces...))
		var removed []string
		for _, u := range strings.Fields(c.moves) {
			p := g.Position()
			m, err := p.ParseUSI(u)
			if err != nil {
				t.Fatalf("%s: %v", c.file, err)
			}
			changes, err := p.Changes(m, nil)
			if err != nil {
				t.Fatalf("%s: %v", c.file, err)
			}
			for _, ch := range changes {
				if ch.Cause != rules.Moved {
					removed = append(removed, u+" "+ch.Cause.String()+" "+ch.Square.String())
				}
			}
			if err := g.Play(m); err != nil {
				t.Fatalf("%s: %v", c.file, err)
			}
		}
		if diff := cmp.Diff(c.removed, removed); diff != "" {
			t.Errorf("%s: removed (-want +got):\n%s", c.file, diff)
		}
		if c.resign {
			if err := g.Resign(g.Position().Side()); err != nil {
				t.Fatal(err)
			}
		}
		rec, err := KIFFromGame(g)
		if err != nil {
			t.Fatal(err)
		}
		want := write(t, rec)
		name := filepath.Join("testdata", c.file)
		if *update {
			if err := os.WriteFile(name, want, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		back, src := readFile(t, c.file)
		if !bytes.Equal(src, want) {
			t.Errorf("%s is not what KIFFromGame writes:\n%s", c.file, want)
		}
		if got := write(t, back); !bytes.Equal(got, src) {
			t.Errorf("%s written back:\n%s", c.file, got)
		}
		g2, err := back.Game(r)
		if err != nil {
			t.Fatalf("%s: %v", c.file, err)
		}
		if diff := cmp.Diff(g.Moves(), g2.Moves()); diff != "" {
			t.Errorf("%s: moves (-want +got):\n%s", c.file, diff)
		}
		if g2.Outcome() != g.Outcome() {
			t.Errorf("%s: outcome %v, want %v", c.file, g2.Outcome(), g.Outcome())
		}
	}
}
