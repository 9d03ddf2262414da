package match

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/rules"
)

// TestReadOpenings reads every form an opening line may take.
func TestReadOpenings(t *testing.T) {
	r := chuRules(t)
	src := "# openings\n" +
		"\n" +
		"position startpos moves 7i7h 6d6e\n" +
		"startpos\n" +
		"7i7h\r\n" +
		"sfen " + kingInReach + " moves 12k12j\n" +
		"  " + protectedLion + "\n" +
		"position sfen " + blackAhead + "\n"
	got, err := ReadOpenings(r, "o.txt", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := []Opening{
		{Moves: []string{"7i7h", "6d6e"}},
		{},
		{Moves: []string{"7i7h"}},
		{SFEN: kingInReach, Moves: []string{"12k12j"}},
		{SFEN: protectedLion},
		{SFEN: blackAhead},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("openings (-want +got):\n%s", diff)
	}
}

// TestReadOpeningsErrors checks that a bad line is named with its line and
// column, and the reason.
func TestReadOpeningsErrors(t *testing.T) {
	r := chuRules(t)
	for _, tc := range []struct{ src, want string }{
		{"7i7h\n7i7h 5e5d\n", "o.txt:2:6: ply 2 (5e5d): "},
		{"7i7h\n\n   6d6e\n", "o.txt:3:4: ply 1 (6d6e): "},
		{"sfen 12/12 b - 1\n", "o.txt:1:1: sfen: 2 ranks"},
		{"12/zz/12 b - 1 moves 7i7h\n", "o.txt:1:1: "},
		{"setoption name USI_Variant value chu\n", "o.txt:1:1: a setoption command"},
		{"sfen " + kingInReach + " moves 6b6a\n", "o.txt:1:1: the game is over after the opening (black wins: royal capture)"},
		{"# nothing\n\n", "o.txt: no opening in the file"},
	} {
		_, err := ReadOpenings(r, "o.txt", []byte(tc.src))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("ReadOpenings(%q): %v, want %q...", tc.src, err, tc.want)
		}
	}
}

// FuzzReadOpenings: no input makes ReadOpenings panic, and what it reads
// plays.
func FuzzReadOpenings(f *testing.F) {
	r := chuRules(f)
	for _, s := range []string{"7i7h 6d6e", "position startpos moves 7i7h", "sfen " + kingInReach, protectedLion + " moves 6g6f",
		"# x\n\nstartpos", "setoption name a value b", "position", "moves", "sfen", "12/12 b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		openings, err := ReadOpenings(r, "f", []byte(src))
		if err != nil {
			return
		}
		for _, o := range openings {
			if _, err := o.Game(r); err != nil {
				t.Errorf("%s read but does not play: %v", o, err)
			}
		}
	})
}

// TestRandomOpening checks random openings: as long as asked, legal, no
// piece taken off the board, the same for the same seed and number, and
// not all alike.
func TestRandomOpening(t *testing.T) {
	r := chuRules(t)
	pieces := func(p *rules.Position) int {
		n := 0
		for _, s := range p.Rules().Geo.Squares() {
			if p.At(s) != 0 {
				n++
			}
		}
		return n
	}
	start := pieces(r.NewPosition())
	seen := map[string]bool{}
	for i := range 8 {
		o, err := RandomOpening(r, 12, 7, i)
		if err != nil {
			t.Fatal(err)
		}
		again, _ := RandomOpening(r, 12, 7, i)
		if diff := cmp.Diff(o, again); diff != "" {
			t.Errorf("opening %d drawn twice (-first +second):\n%s", i, diff)
		}
		g, err := o.Game(r)
		if err != nil {
			t.Fatalf("opening %d: %v", i, err)
		}
		if len(o.Moves) != 12 || pieces(g.Position()) != start {
			t.Errorf("opening %d (%s): %d plies, %d pieces; want 12 and %d", i, o, len(o.Moves), pieces(g.Position()), start)
		}
		seen[o.String()] = true
	}
	if len(seen) < 8 {
		t.Errorf("%d different openings of 8", len(seen))
	}
}

// TestRandomOpeningNeverPasses checks that no random opening holds a pass:
// two passes in a row start a cycle whose verdict (the side that passed
// first loses, in chu) would decide the game before the engines play. A
// lion beside an empty square may pass from its second move on, so some
// of these 8-ply chu openings would hold one if passes were drawn.
func TestRandomOpeningNeverPasses(t *testing.T) {
	r := chuRules(t)
	for i := range 64 {
		o, err := RandomOpening(r, 8, 9421, i)
		if err != nil {
			t.Fatal(err)
		}
		g := rules.NewGame(r.NewPosition())
		for ply, text := range o.Moves {
			m, err := g.Position().ParseUSI(text)
			if err != nil {
				t.Fatalf("opening %d ply %d (%s): %v", i, ply+1, text, err)
			}
			if g.Position().IsPass(m) {
				t.Errorf("opening %d (%s): ply %d (%s) is a pass", i, o, ply+1, text)
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestBalancedChuOpenings checks what testdata/chu-balanced.txt says of
// itself: twenty different openings, each the random 6-ply opening of seed
// 2026 whose number its comment gives.
func TestBalancedChuOpenings(t *testing.T) {
	r := chuRules(t)
	src, err := os.ReadFile("testdata/chu-balanced.txt")
	if err != nil {
		t.Fatal(err)
	}
	got, err := ReadOpenings(r, "chu-balanced.txt", src)
	if err != nil {
		t.Fatal(err)
	}
	var numbers []int
	for _, line := range strings.Split(string(src), "\n") {
		var n int
		if _, err := fmt.Sscanf(line, "# opening %d of seed 2026", &n); err == nil {
			numbers = append(numbers, n)
		}
	}
	if len(got) != 20 || len(numbers) != 20 {
		t.Fatalf("%d openings and %d numbered comments; want 20 of each", len(got), len(numbers))
	}
	seen := map[string]bool{}
	for i, o := range got {
		want, err := RandomOpening(r, 6, 2026, numbers[i])
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, o); diff != "" {
			t.Errorf("opening %d (-RandomOpening +file):\n%s", numbers[i], diff)
		}
		seen[o.String()] = true
	}
	if len(seen) != 20 {
		t.Errorf("%d different openings of 20", len(seen))
	}
}
