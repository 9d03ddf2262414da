package variants

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
)

// moveFigures is what a piece's move does on an otherwise empty board.
type moveFigures struct {
	Destinations int
	Pass         bool
	// Remote counts the squares where the piece can capture without ending
	// there (igui and shots); -1 when the words do not say.
	Remote int
}

// wordedMove is one row of a testdata/<game>-moves.tsv file.
type wordedMove struct {
	line   int
	piece  string
	board  string
	square string
	want   moveFigures
}

func readWordedMoves(t *testing.T, path string) []wordedMove {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []wordedMove
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "\t")
		if len(fields) != 7 {
			t.Fatalf("%s:%d: %d columns, want 7", path, n, len(fields))
		}
		dests, err1 := strconv.Atoi(fields[3])
		remote, err2 := strconv.Atoi(fields[5])
		if err1 != nil || err2 != nil || (fields[4] != "yes" && fields[4] != "no") {
			t.Fatalf("%s:%d: bad figures %q %q %q", path, n, fields[3], fields[4], fields[5])
		}
		rows = append(rows, wordedMove{n, fields[0], fields[1], fields[2], moveFigures{dests, fields[4] == "yes", remote}})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

// TestFamilyMovesAsWorded checks every piece kind of each game that has a
// testdata/<game>-moves.tsv against the empty-board figures derived from
// its source's words (destinations, pass, captures without moving), whatever
// Betza string the game file uses, and that no kind lacks its figures.
func TestFamilyMovesAsWorded(t *testing.T) {
	paths, err := filepath.Glob("testdata/*-moves.tsv")
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		t.Fatal("no testdata/*-moves.tsv")
	}
	for _, path := range paths {
		game := strings.TrimSuffix(filepath.Base(path), "-moves.tsv")
		t.Run(game, func(t *testing.T) {
			v := mustLoad(t, game)
			seen := map[string]bool{}
			for _, r := range readWordedMoves(t, path) {
				p := v.Piece(r.piece)
				if p == nil {
					t.Errorf("%s:%d: no piece %q", path, r.line, r.piece)
					continue
				}
				if seen[r.piece] {
					t.Errorf("%s:%d: %s listed twice", path, r.line, r.piece)
				}
				seen[r.piece] = true
				files, ranks, err := board.ParseSize(r.board)
				if err != nil {
					t.Fatalf("%s:%d: %v", path, r.line, err)
				}
				geo, err := board.NewGeometry(files, ranks)
				if err != nil {
					t.Fatalf("%s:%d: %v", path, r.line, err)
				}
				at, err := geo.ParseSquare(r.square)
				if err != nil {
					t.Fatalf("%s:%d: %v", path, r.line, err)
				}
				d := betza.Draw(p.Move, geo, at)
				remote := map[board.Square]bool{}
				for _, s := range append(d.Igui, d.Shots...) {
					remote[s] = true
				}
				got := moveFigures{len(d.Destinations), d.Pass, len(remote)}
				if r.want.Remote < 0 {
					got.Remote = -1
				}
				if diff := cmp.Diff(r.want, got); diff != "" {
					t.Errorf("%s:%d: %s (%s) on %s from %s (-words +betza):\n%s", path, r.line, p.ID, p.Betza, r.board, r.square, diff)
				}
			}
			for _, p := range v.Pieces {
				if !seen[p.ID] {
					t.Errorf("%s: no figures for %s", path, p.ID)
				}
			}
		})
	}
}
