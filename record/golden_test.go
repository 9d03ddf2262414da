package record

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/internal/numeral"
	"github.com/largeshogi/largeshogi/rules"
)

var update = flag.Bool("update", false, "rewrite the .golden files of testdata with what KIF.Write writes")

// readFile reads a KIF file of testdata.
func readFile(t *testing.T, name string) (*KIF, []byte) {
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
func write(t testing.TB, r *KIF) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := r.Write(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// kifOf writes g as KIF ([KIFFromGame]).
func kifOf(t testing.TB, g *rules.Game) []byte {
	t.Helper()
	rec, err := KIFFromGame(g)
	if err != nil {
		t.Fatal(err)
	}
	return write(t, rec)
}

// pgnOf writes g as PGN ([PGNFromGame]).
func pgnOf(t testing.TB, g *rules.Game) []byte {
	t.Helper()
	pg, err := PGNFromGame(g)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := pg.Write(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestLishogiExports checks that the files in lishogi's game-export format
// are written back byte for byte.
func TestLishogiExports(t *testing.T) {
	for _, name := range []string{"lishogi-position.kif"} {
		r, src := readFile(t, name)
		if got := write(t, r); !bytes.Equal(got, src) {
			t.Errorf("%s written back:\n%s", name, got)
		}
	}
}

// TestImports checks what the files in other layouts lishogi reads are
// written as: the game-export layout, kept in .golden files.
func TestImports(t *testing.T) {
	for _, name := range []string{"lishogi-analysis.kif"} {
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

// TestGoldenFacts checks what the golden files say against what was read
// from the games they record (see testdata/README.md).
func TestGoldenFacts(t *testing.T) {
	pos, _ := readFile(t, "lishogi-position.kif")
	b := pos.Diagram
	if len(b.Rows) != 12 || len(b.Rows[0]) != 12 || !b.WhiteToMove || b.Handicap {
		t.Fatalf("lishogi-position: diagram of %d rows, White to move %v", len(b.Rows), b.WhiteToMove)
	}
	for _, c := range []struct {
		file, rank int
		want       DiagramPiece
	}{
		{5, 4, DiagramPiece{Name: "杏"}},              // the pawn promoted on move 67
		{6, 4, DiagramPiece{Name: "獅", White: true}}, // White's lion, about to take it
		{7, 12, DiagramPiece{Name: "玉"}},
		{6, 12, DiagramPiece{Name: "象"}},
		{1, 1, DiagramPiece{Name: "香", White: true}},
		{12, 5, DiagramPiece{}},
	} {
		if got := b.Rows[c.rank-1][12-c.file]; got != c.want {
			t.Errorf("lishogi-position: square %d%s holds %+v, want %+v", c.file, numeral.Kanji(c.rank), got, c.want)
		}
	}
	if m := pos.Moves[0]; m.Number != 68 || m.Time != nil || m.Same {
		t.Errorf("lishogi-position: first line %v, want move 68 without clock or 仝", m)
	}
	if m := pos.Moves[2]; m.Number != 69 || *m.Time != (Time{8 * time.Second, 8 * time.Second, true}) || m.Comments[0] != "[%eval -0.2]" {
		t.Errorf("lishogi-position: move 69 is %v", m)
	}
	if diff := cmp.Diff(&ResultLine{Number: 73, Termination: TimeUp}, pos.Result, ignorePos); diff != "" {
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

// TestGoldenReplay checks that every golden game replays legally under
// chu shogi's rules as the moves and start testdata/README.md give for it,
// and that lishogi-position.kif's diagram reads the same with its promoted
// pawn written 杏 (the game export's) or 成歩 (the analysis board's).
func TestGoldenReplay(t *testing.T) {
	r := builtin(t, "chu")
	for _, c := range []struct {
		name, start, moves string
	}{
		{"lishogi-analysis.kif", "", "7i7h 7d7e 7j7i7j 7e7f 7h7g 7f7g 7j7i7h 6d6e 7h7g7h"},
		{"lishogi-position.kif", "l1q1gekgscfl/afbstdot3a/1vrh3dhrv1/mp1pc1n+Pp1pm/2pip1x1ip1p/pP3B1C4/3I1NX5/P1P1PPP1IPH1/2RP4P1PP/MV2D2D1RVM/A2STOQT1B1A/LFC1GKEGS1FL w - 68",
			"6d5d6d 5f6e 6d7d6d 5j5c+ 6b5c"},
		{"lishogi-position.kif 成歩", "l1q1gekgscfl/afbstdot3a/1vrh3dhrv1/mp1pc1n+Pp1pm/2pip1x1ip1p/pP3B1C4/3I1NX5/P1P1PPP1IPH1/2RP4P1PP/MV2D2D1RVM/A2STOQT1B1A/LFC1GKEGS1FL w - 68",
			"6d5d6d 5f6e 6d7d6d 5j5c+ 6b5c"},
	} {
		file, spelling, _ := strings.Cut(c.name, " ")
		_, src := readFile(t, file)
		if spelling != "" {
			src = bytes.ReplaceAll(src, []byte(" 杏"), []byte(spelling))
		}
		rec, err := ReadKIF(file, src)
		if err != nil {
			t.Fatal(err)
		}
		g, err := rec.Game(r)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		var got []string
		for _, m := range g.Moves() {
			got = append(got, m.String())
		}
		if diff := cmp.Diff(c.moves, strings.Join(got, " ")); diff != "" {
			t.Errorf("%s: moves (-want +got):\n%s", c.name, diff)
		}
		if c.start != "" && g.Start().SFEN() != c.start {
			t.Errorf("%s: start %s, want %s", c.name, g.Start().SFEN(), c.start)
		}
	}
}

// TestFromGameLishogiLayout checks that KIFFromGame writes the game of
// lishogi-position.kif as lishogi's game export does: the same move lines
// (仝 on move 72, the igui and jitto lines, 成 on move 71), once the
// players, the clocks, the comments and the time-out that only the file
// knows are given to it, and the diagram writes the promoted pawn 杏.
func TestFromGameLishogiLayout(t *testing.T) {
	r := builtin(t, "chu")
	_, src := readFile(t, "lishogi-position.kif")
	read, err := ReadKIF("lishogi-position.kif", src)
	if err != nil {
		t.Fatal(err)
	}
	g, err := read.Game(r)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := KIFFromGame(g)
	if err != nil {
		t.Fatal(err)
	}
	rec.Headers = read.Headers
	if len(rec.Moves) != len(read.Moves) {
		t.Fatalf("%d move lines, want %d", len(rec.Moves), len(read.Moves))
	}
	for i := range rec.Moves {
		rec.Moves[i].Time, rec.Moves[i].Comments = read.Moves[i].Time, read.Moves[i].Comments
	}
	rec.Result = read.Result
	if got := write(t, rec); !bytes.Equal(got, src) {
		t.Errorf("KIFFromGame writes:\n%s\nwant:\n%s", got, src)
	}
}
