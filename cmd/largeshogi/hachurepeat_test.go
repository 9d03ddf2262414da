package main

import (
	"context"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
)

// TestHaChuRepeats records the rule on which HaChu 0.21 (its option "Allow
// repeats" off, the default) differs from chu's and XBoard's, in the game
// of testdata/xboard/repeat.txt: HaChu against "largeshogi engine" through
// XBoard 4.9.1 under TestXBoardGUI's settings, which XBoard ended at ply 50
// "False illegal-move claim". Our last move, g7g8, goes back to the
// position after ply 46 (each side moved a piece out and back): a second
// occurrence, which chu allows (its rules forbid only the fourth), and so
// does XBoard. HaChu refuses any move that repeats an earlier position
// (hachu.c: Search drops it at the root, ParseMove gives the reason);
// with "Allow repeats=1" it takes the move.
func TestHaChuRepeats(t *testing.T) {
	b, err := os.ReadFile("testdata/xboard/repeat.txt")
	if err != nil {
		t.Fatal(err)
	}
	moves := strings.Fields(string(b))
	if len(moves) != 50 {
		t.Fatalf("repeat.txt holds %d moves, want 50", len(moves))
	}

	v, err := variants.Load("chu")
	if err == nil {
		v, err = v.Configure("", "edo-counter-strike")
	}
	if err != nil {
		t.Fatal(err)
	}
	r, err := rules.New(v)
	if err != nil {
		t.Fatal(err)
	}
	xb, _ := notation.ByName("xboard")
	g := rules.NewGame(r.NewPosition())
	var hashes []uint64
	for i, text := range moves {
		m, err := xb.Parse(g.Position(), text)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			t.Fatalf("ply %d, %s: %v", i+1, text, err)
		}
		hashes = append(hashes, g.Position().Hash())
	}
	if last := hashes[49]; last != hashes[45] || g.Occurrences(last) != 2 {
		t.Errorf("after ply 50 the position is that after ply 46: %v, occurred %d times, want true and 2", last == hashes[45], g.Occurrences(last))
	}
	if o := g.Outcome(); o.Over() {
		t.Errorf("the game is over after ply 50: %v", o)
	}

	if _, err := os.Stat(xboardOpp); err != nil {
		if os.Getenv("LARGESHOGI_XBOARD_TESTS") == "required" {
			t.Fatalf("HaChu: %v", err)
		}
		t.Skipf("HaChu is not installed: %v", err)
	}
	for _, c := range []struct {
		name   string
		option string
		plies  int
		want   string // HaChu's answer to the last move, "" for none
	}{
		{"49 plies", "", 49, ""},
		{"50 plies", "", 50, "Illegal move {Repeats earlier position}"},
		{"50 plies, repeats allowed", hachuRepeats, 50, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := "xboard\nprotover 2\n"
			if c.option != "" {
				in += "option " + c.option + "\n"
			}
			in += "memory 64\nnew\nvariant chu\nforce\n"
			for _, m := range moves[:c.plies] {
				in += "usermove " + m + "\n"
			}
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			cmd := exec.CommandContext(ctx, xboardOpp)
			cmd.Stdin = strings.NewReader(in + "quit\n")
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("%s: %v", xboardOpp, err)
			}
			var refused []string
			for _, line := range strings.Split(string(out), "\n") {
				if strings.HasPrefix(line, "Illegal move") || strings.HasPrefix(line, "Error") {
					refused = append(refused, line)
				}
			}
			var want []string
			if c.want != "" {
				want = []string{c.want}
			}
			if !slices.Equal(refused, want) {
				t.Errorf("HaChu answered %q, want %q", refused, want)
			}
		})
	}
}
