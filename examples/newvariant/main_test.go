package main

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// play runs the program and returns its output lines.
func play(t *testing.T, args ...string) []string {
	t.Helper()
	var out bytes.Buffer
	if err := run(args, &out); err != nil {
		t.Fatalf("run(%q): %v", args, err)
	}
	return strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
}

const summaryLine = "little-lion: Little lion shogi, 7x7 board, 9 pieces (3 by promotion), 28 in the setup, rules: lion-trading, stalemate, win, zone-promotion"

// TestStart checks the output without moves: the summary, the start
// position and its perft counts.
func TestStart(t *testing.T) {
	want := []string{
		summaryLine,
		"sfen lsgkgsl/pppnppp/7/7/7/PPPNPPP/LSGKGSL b - 1",
		"perft(1) = 34",
		"perft(2) = 1156",
		"perft(3) = 67724",
	}
	if diff := cmp.Diff(want, play(t, "-moves", "0")); diff != "" {
		t.Errorf("output (-want +got):\n%s", diff)
	}
}

// TestMoves checks a game with moves: the same for the same seed, moves
// numbered from 1 that replay to the SFEN printed, and perft counts that
// are those of that position.
func TestMoves(t *testing.T) {
	lines := play(t, "-seed", "5", "-moves", "6")
	if diff := cmp.Diff(lines, play(t, "-seed", "5", "-moves", "6")); diff != "" {
		t.Fatalf("the same seed prints two games (-first +second):\n%s", diff)
	}
	if lines[0] != summaryLine {
		t.Errorf("summary %q, want %q", lines[0], summaryLine)
	}
	v, err := variant.Load(strings.NewReader(littleLion), "little-lion.yaml")
	if err != nil {
		t.Fatal(err)
	}
	r, err := rules.New(v)
	if err != nil {
		t.Fatal(err)
	}
	g := rules.NewGame(r.NewPosition())
	i := 1
	for ; strings.HasPrefix(lines[i], fmt.Sprintf("%d. ", i)); i++ {
		m, err := notation.Hodges.Parse(g.Position(), strings.TrimPrefix(lines[i], fmt.Sprintf("%d. ", i)))
		if err != nil {
			t.Fatalf("line %q: %v", lines[i], err)
		}
		if err := g.Play(m); err != nil {
			t.Fatalf("line %q: %v", lines[i], err)
		}
	}
	if i-1 != 6 && !g.Outcome().Over() {
		t.Errorf("%d moves printed, want 6", i-1)
	}
	p := g.Position()
	want := []string{"sfen " + p.SFEN()}
	for depth := 1; depth <= 3; depth++ {
		want = append(want, fmt.Sprintf("perft(%d) = %d", depth, rules.Perft(p, depth)))
	}
	if diff := cmp.Diff(want, lines[i:]); diff != "" {
		t.Errorf("after the moves (-want +got):\n%s", diff)
	}
}

func TestErrors(t *testing.T) {
	for _, args := range [][]string{{"-moves", "-1"}, {"-seed", "x"}, {"extra"}} {
		var out bytes.Buffer
		if err := run(args, &out); err == nil {
			t.Errorf("run(%q) succeeds, want an error", args)
		}
	}
}
