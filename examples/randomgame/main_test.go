package main

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
)

// play runs the program and returns its output.
func play(t *testing.T, args ...string) string {
	t.Helper()
	var out bytes.Buffer
	if err := run(args, &out); err != nil {
		t.Fatalf("run(%q): %v", args, err)
	}
	return out.String()
}

func TestRun(t *testing.T) {
	out := play(t, "-seed", "3", "-plies", "25")
	if again := play(t, "-seed", "3", "-plies", "25"); again != out {
		t.Fatalf("the same seed prints two games:\n%s\n---\n%s", out, again)
	}
	if other := play(t, "-seed", "4", "-plies", "25"); other == out {
		t.Fatalf("seeds 3 and 4 print the same game:\n%s", out)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if lines[0] != "Chu shogi, seed 3" {
		t.Errorf("first line %q, want %q", lines[0], "Chu shogi, seed 3")
	}

	// The moves, numbered from 1, replay through notation.Hodges.Parse to the SFEN
	// printed after them.
	v, err := variants.Load("chu")
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
	if moves := i - 1; moves != 25 {
		t.Errorf("%d moves printed, want 25", moves)
	}
	if want := "sfen " + g.Position().SFEN(); lines[i] != want {
		t.Errorf("after the moves %q, want %q", lines[i], want)
	}
	// Then the board: a line of file numbers, one line per rank, the side
	// to move; and last the outcome.
	if got, want := len(lines), i+1+1+12+1+1; got != want {
		t.Errorf("%d lines, want %d:\n%s", got, want, out)
	}
	if got := strings.Fields(lines[i+1]); len(got) != 12 || got[0] != "12" || got[11] != "1" {
		t.Errorf("file numbers %q", lines[i+1])
	}
	if got, want := lines[len(lines)-2], g.Position().Side().String()+" to move"; got != want {
		t.Errorf("line %q, want %q", got, want)
	}
	if got, want := lines[len(lines)-1], "outcome: "+g.Outcome().String(); got != want {
		t.Errorf("last line %q, want %q", got, want)
	}
}

// TestRunShort checks the start of a short game exactly.
func TestRunShort(t *testing.T) {
	out := play(t, "-seed", "7", "-plies", "2")
	want := `Chu shogi, seed 7
1. C-4k
2. FL-11b
`
	if !strings.HasPrefix(out, want) {
		t.Errorf("output starts\n%s\nwant\n%s", out, want)
	}
	if !strings.HasSuffix(out, "outcome: playing\n") {
		t.Errorf("output does not end with the outcome:\n%s", out)
	}
}

func TestRunZeroPlies(t *testing.T) {
	out := play(t, "-plies", "0")
	if !strings.Contains(out, "sfen lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL b - 1\n") {
		t.Errorf("no start position in\n%s", out)
	}
}

func TestRunErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-variant", "nosuch"}, "nosuch"},
		{[]string{"-plies", "-1"}, "-plies"},
		{[]string{"-seed", "x"}, "seed"},
		{[]string{"extra"}, "extra"},
	} {
		var out bytes.Buffer
		err := run(tc.args, &out)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("run(%q) = %v, want an error containing %q", tc.args, err, tc.want)
		}
		if out.Len() > 0 {
			t.Errorf("run(%q) printed %q before its error", tc.args, out.String())
		}
	}
}

// TestRunVariants plays every built-in variant, or, for one the rules
// engine refuses, checks that run returns the engine's error.
func TestRunVariants(t *testing.T) {
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			v, err := variants.Load(name)
			if err != nil {
				t.Fatal(err)
			}
			_, refused := rules.New(v)
			var out bytes.Buffer
			err = run([]string{"-variant", name, "-plies", "6"}, &out)
			switch {
			case refused != nil && (err == nil || !strings.HasPrefix(err.Error(), "rules: variant "+name+" ")):
				// rules.New may name any of the hooks it lacks.
				t.Errorf("run = %v, want the engine's error, such as %v", err, refused)
			case refused == nil && err != nil:
				t.Errorf("run: %v", err)
			case refused == nil && !strings.Contains(out.String(), "\noutcome: "):
				t.Errorf("no outcome in\n%s", out.String())
			}
		})
	}
}

func TestRunHelp(t *testing.T) {
	out := play(t, "-h")
	if !strings.HasPrefix(out, "usage: randomgame") || !strings.Contains(out, "-plies") {
		t.Errorf("help:\n%s", out)
	}
}
