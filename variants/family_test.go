package variants

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
)

// wordedMove is one row of a testdata/<game>-moves.tsv table: a piece's
// figures on an otherwise empty board, derived from the rule texts' words.
type wordedMove struct {
	line   int
	id     string
	geo    *board.Geometry
	at     board.Square
	dests  int
	pass   bool
	remote int // squares captured without ending there (igui, shots); -1: the words give no figure
}

// readWordedMoves reads a moves table: lines starting with '#' are comments,
// the others have seven tab-separated columns.
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
		files, ranks, err := board.ParseSize(fields[1])
		if err != nil {
			t.Fatalf("%s:%d: %v", path, n, err)
		}
		geo := board.MustGeometry(files, ranks)
		at, err := geo.ParseSquare(fields[2])
		if err != nil {
			t.Fatalf("%s:%d: %v", path, n, err)
		}
		dests, err1 := strconv.Atoi(fields[3])
		remote, err2 := strconv.Atoi(fields[5])
		if err1 != nil || err2 != nil || (fields[4] != "yes" && fields[4] != "no") {
			t.Fatalf("%s:%d: bad figures %q %q %q", path, n, fields[3], fields[4], fields[5])
		}
		rows = append(rows, wordedMove{n, fields[0], geo, at, dests, fields[4] == "yes", remote})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

// TestFamilyMovesAsWorded checks every piece of each game that has a
// testdata/<game>-moves.tsv table against the destination count, pass and
// captures without moving that the sources' words give for it, drawing the
// file's Betza string on an empty board. Every piece kind must have a row.
func TestFamilyMovesAsWorded(t *testing.T) {
	paths, err := filepath.Glob("testdata/*-moves.tsv")
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range paths {
		name := strings.TrimSuffix(filepath.Base(path), "-moves.tsv")
		t.Run(name, func(t *testing.T) {
			v := mustLoad(t, name)
			seen := map[string]bool{}
			for _, row := range readWordedMoves(t, path) {
				if seen[row.id] {
					t.Errorf("%s:%d: %s has two rows", path, row.line, row.id)
				}
				seen[row.id] = true
				p := v.Piece(row.id)
				if p == nil {
					t.Errorf("%s:%d: %s has no piece %q", path, row.line, name, row.id)
					continue
				}
				d := betza.Draw(p.Move, row.geo, row.at)
				remote := map[board.Square]bool{}
				for _, s := range append(d.Igui, d.Shots...) {
					remote[s] = true
				}
				if len(d.Destinations) != row.dests || d.Pass != row.pass || (row.remote >= 0 && len(remote) != row.remote) {
					t.Errorf("%s:%d: %s (%s) on %s: %d destinations, pass %v, %d captures without ending there; the words give %d, %v, %d",
						path, row.line, p.Name, p.Betza, row.geo.Name(row.at), len(d.Destinations), d.Pass, len(remote),
						row.dests, row.pass, row.remote)
				}
			}
			for _, p := range v.Pieces {
				if !seen[p.ID] {
					t.Errorf("%s: no row for %s", path, p.ID)
				}
			}
		})
	}
}
