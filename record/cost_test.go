package record

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/internal/testkit/workcount"
	"github.com/largeshogi/largeshogi/rules"
)

// emperorsGame is the hostile record of issue 23: tai shogi from a diagram
// of 600 emperors, twelve ranks of them a side, and a gold a side on the
// empty middle rank, which walk towards each other plies/2 squares each.
// Before, replaying it generated every legal move before each move, the
// emperors' with a protection check for each of their 625 destinations.
func emperorsGame(t testing.TB, plies int) (*rules.Rules, []byte) {
	t.Helper()
	r := workcount.Rules(t, "tai")
	row := func(code string) string { return strings.Repeat(code, 25) }
	var rows []string
	for range 12 {
		rows = append(rows, row("em"))
	}
	rows = append(rows, "Go23go")
	for range 12 {
		rows = append(rows, row("Em"))
	}
	p, err := r.ParseSFEN(strings.Join(rows, "/") + " b - 1")
	if err != nil {
		t.Fatal(err)
	}
	g := rules.NewGame(p)
	for i := range plies {
		step := i / 2
		usi := fmt.Sprintf("%dm%dm", 25-step, 24-step)
		if i%2 == 1 {
			usi = fmt.Sprintf("%dm%dm", 1+step, 2+step)
		}
		if err := g.PlayUSI(usi); err != nil {
			t.Fatalf("ply %d, %s: %v", i+1, usi, err)
		}
	}
	return r, kifOf(t, g)
}

// Replaying a record, and writing a game as KIF or PGN, costs what
// checking its moves costs, not a generation of every legal move before
// each: the hostile records of issue 23 stay within a budget of candidate
// moves looked at (before, 97,200 a ply).
func TestRecordCost(t *testing.T) {
	ops := map[string]func(r *rules.Rules, src []byte, g *rules.Game) error{
		"read KIF": func(r *rules.Rules, src []byte, _ *rules.Game) error {
			_, _, err := ReadKIFGame("emperors.kif", src, r)
			return err
		},
		"write KIF": func(_ *rules.Rules, _ []byte, g *rules.Game) error {
			rec, err := KIFFromGame(g)
			if err == nil {
				err = rec.Write(io.Discard)
			}
			return err
		},
		"write and read PGN": func(r *rules.Rules, _ []byte, g *rules.Game) error {
			pg, err := PGNFromGame(g)
			if err != nil {
				return err
			}
			var b bytes.Buffer
			if err := pg.Write(&b); err != nil {
				return err
			}
			_, back, err := ReadPGNGame("emperors.pgn", b.Bytes(), r)
			if err == nil && len(back.Moves()) != len(g.Moves()) {
				err = fmt.Errorf("%d moves read back, want %d", len(back.Moves()), len(g.Moves()))
			}
			return err
		},
	}
	for _, c := range []struct {
		op     string
		plies  int
		budget int64 // candidate moves
	}{
		{"read KIF", 2, 100},
		{"read KIF", 20, 1000},
		{"write KIF", 20, 100},
		{"write and read PGN", 20, 1000},
	} {
		t.Run(fmt.Sprintf("%s, tai, 600 emperors, %d plies", c.op, c.plies), func(t *testing.T) {
			r, src := emperorsGame(t, c.plies)
			_, g, err := ReadKIFGame("emperors.kif", src, r)
			if err != nil {
				t.Fatal(err)
			}
			if len(g.Moves()) != c.plies {
				t.Fatalf("%d plies replayed, want %d", len(g.Moves()), c.plies)
			}
			workcount.Reset()
			if err := ops[c.op](r, src, g); err != nil {
				t.Fatal(err)
			}
			n := workcount.Candidates()
			t.Logf("%d candidate moves looked at", n)
			if n > c.budget {
				t.Errorf("%d candidate moves looked at, want at most %d", n, c.budget)
			}
		})
	}
}
