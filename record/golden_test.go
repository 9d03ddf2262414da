package record

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

var update = flag.Bool("update", false, "rewrite the .golden files of testdata with what WriteKIF writes")

// readFile reads a KIF file of testdata.
func readFile(t *testing.T, name string) (*Record, []byte) {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	r, err := ReadKIF(name, src)
	if err != nil {
		t.Fatal(err)
	}
	return r, src
}

// write writes r.
func write(t *testing.T, r *Record) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := r.WriteKIF(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestLishogiExports checks that the files in lishogi's game-export format
// are written back byte for byte.
func TestLishogiExports(t *testing.T) {
	for _, name := range []string{"lishogi-game.kif", "lishogi-position.kif"} {
		r, src := readFile(t, name)
		if got := write(t, r); !bytes.Equal(got, src) {
			t.Errorf("%s written back:\n%s", name, got)
		}
	}
}

// TestImports checks what the files in other layouts lishogi reads are
// written as: the game-export layout, kept in .golden files.
func TestImports(t *testing.T) {
	for _, name := range []string{"lishogi-analysis.kif", "scalashogi-chushogi1.kif"} {
		r, _ := readFile(t, name)
		got := write(t, r)
		golden := filepath.Join("testdata", name+".golden")
		if *update {
			if err := os.WriteFile(golden, got, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s written as:\n%s\nwant %s", name, got, golden)
		}
	}
}

// TestFixtureAndExportAgree checks that scalashogi's chu fixture, in the
// layout lishogi's importer reads, and the same game in the layout of
// lishogi's game export, built from it independently, read to the same
// moves: the export has no colour or 居食い marks and ends with 投了.
func TestFixtureAndExportAgree(t *testing.T) {
	fixture, _ := readFile(t, "scalashogi-chushogi1.kif")
	export, _ := readFile(t, "lishogi-game.kif")
	marks := cmpopts.IgnoreFields(Move{}, "Sign", "Mark")
	if diff := cmp.Diff(fixture.Moves, export.Moves, ignorePos, marks); diff != "" {
		t.Errorf("moves (-fixture +export):\n%s", diff)
	}
}

// TestGoldenFacts checks what the golden files say against what was read
// from the games they record (see testdata/README.md).
func TestGoldenFacts(t *testing.T) {
	game, _ := readFile(t, "lishogi-game.kif")
	numbers := map[int]int{}
	for _, m := range game.Moves {
		numbers[m.Number]++
	}
	var doubles []int
	for n := 1; n <= 129; n++ {
		if numbers[n] == 2 {
			doubles = append(doubles, n)
		}
	}
	if diff := cmp.Diff([]int{57, 68, 76, 95, 98, 102}, doubles); len(numbers) != 129 || diff != "" {
		t.Errorf("lishogi-game: %d move numbers, double moves (-want +got):\n%s", len(numbers), diff)
	}
	igui := game.Moves[56:58]
	if igui[0].Number != 57 || !igui[0].Same || igui[1].To != igui[0].From || igui[1].From != sq(6, 6) {
		t.Errorf("lishogi-game: move 57, the igui, is %v", igui)
	}
	if diff := cmp.Diff(&Result{Number: 130, Termination: Resign}, game.Result, ignorePos); diff != "" {
		t.Errorf("lishogi-game: result (-want +got):\n%s", diff)
	}

	pos, _ := readFile(t, "lishogi-position.kif")
	b := pos.Board
	if len(b.Rows) != 12 || len(b.Rows[0]) != 12 || !b.WhiteToMove || b.Handicap {
		t.Fatalf("lishogi-position: diagram of %d rows, White to move %v", len(b.Rows), b.WhiteToMove)
	}
	for _, c := range []struct {
		file, rank int
		want       Cell
	}{
		{5, 4, Cell{Name: "杏"}},              // the pawn promoted on move 67
		{6, 4, Cell{Name: "獅", White: true}}, // White's lion, about to take it
		{7, 12, Cell{Name: "玉"}},
		{6, 12, Cell{Name: "象"}},
		{1, 1, Cell{Name: "香", White: true}},
		{12, 5, Cell{}},
	} {
		if got := b.Rows[c.rank-1][12-c.file]; got != c.want {
			t.Errorf("lishogi-position: square %d%s holds %+v, want %+v", c.file, kanjiNumber(c.rank), got, c.want)
		}
	}
	if m := pos.Moves[0]; m.Number != 68 || m.Time != nil || m.Same {
		t.Errorf("lishogi-position: first line %v, want move 68 without clock or 仝", m)
	}
	if m := pos.Moves[2]; m.Number != 69 || *m.Time != (Time{8 * time.Second, 8 * time.Second, true}) || m.Comments[0] != "[%eval -0.2]" {
		t.Errorf("lishogi-position: move 69 is %v", m)
	}
	if diff := cmp.Diff(&Result{Number: 73, Termination: TimeUp}, pos.Result, ignorePos); diff != "" {
		t.Errorf("lishogi-position: result (-want +got):\n%s", diff)
	}

	analysis, _ := readFile(t, "lishogi-analysis.kif")
	var marks []Mark
	for _, m := range analysis.Moves {
		if m.Step == 2 {
			marks = append(marks, m.Mark)
		}
	}
	if diff := cmp.Diff([]Mark{Jitto, NoMark, Igui}, marks); diff != "" {
		t.Errorf("lishogi-analysis: marks of the second steps (-want +got):\n%s", diff)
	}
}
