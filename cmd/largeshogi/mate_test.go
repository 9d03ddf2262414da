package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestMate checks the mate command's answers, in the notation asked for,
// and its refusals of bad flags and of a game that is over.
func TestMate(t *testing.T) {
	const seven = "10I+e/11g/12/12/9S2/12/12/12/12/12/12/1+E10 b - 1"
	for _, tt := range []struct {
		args []string
		want string // the first line of the output, or the error
		err  bool
	}{
		{[]string{"mate", "-sfen", seven}, "mate in 7: 3e2d+ 1b1c 2d2b 1c1d 2b2g 1a1b 2g1g", false},
		{[]string{"mate", "-sfen", seven, "-notation", "hodges"}, "mate in 7: S-2d+ G-1c +S-2b G-1d +S-2g +DE-1b +S-1g", false},
		{[]string{"mate", "-sfen", seven, "-plies", "5"}, "no mate within 5 plies", false},
		{[]string{"mate", "-sfen", seven, "-plies", "6"}, "no mate within 5 plies", false},
		{[]string{"mate", "-sfen", seven, "-nodes", "100"}, "unknown: the budget of 100 nodes ended the search", false},
		{[]string{"mate", "-sfen", seven, "-nodes", "10000"}, "unknown: no mate within 3 plies, the budget of 10000 nodes ended the search for longer ones", false},
		{[]string{"mate", "-sfen", seven, "-nodes", "1000"}, "unknown: no mate within 1 ply, the budget of 1000 nodes ended the search for longer ones", false},
		{[]string{"mate", "-sfen", seven, "-mode", "tsume", "-plies", "7"}, "no mate within 7 plies", false},
		{[]string{"mate", "-sfen", "7+Lh+e1C/12/12/7+H4/12/12/12/12/12/12/12/+E11 b - 1", "-mode", "tsume"}, "mate in 3: 5a5c 3a2b 5d5b", false},
		{[]string{"mate", "-plies", "3"}, "no mate within 3 plies", false},
		{[]string{"mate", "-plies", "0"}, "mate: bad options: plies must be from 1 to 255, not 0", true},
		{[]string{"mate", "-plies", "1000"}, "mate: bad options: plies must be from 1 to 255, not 1000", true},
		{[]string{"mate", "-mode", "tsumi"}, `-mode: mate: unknown mode "tsumi" (want mate or tsume)`, true},
		{[]string{"mate", "-nodes", "0"}, "-nodes must be at least 1", true},
		{[]string{"mate", "-hash", "0"}, "-hash must be from 1 to 65536", true},
		{[]string{"mate", "-threads", "2"}, "mate: flag provided but not defined: -threads", true},
		{[]string{"mate", "-sfen", "11g/12/12/12/12/12/12/12/12/12/12/5K6 b - 1"}, "mate: the game is over (black wins: royal capture)", true},
	} {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			var out, errOut bytes.Buffer
			err := run(tt.args, &out, &errOut)
			if tt.err {
				if err == nil || err.Error() != tt.want {
					t.Fatalf("error %v, want %q", err, tt.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got, _, _ := strings.Cut(out.String(), "\n"); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
			if !strings.Contains(out.String(), "\nnodes ") {
				t.Errorf("no node count in %q", out.String())
			}
		})
	}
}
