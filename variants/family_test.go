package variants

import (
	"bufio"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
)

// wordedMove is one row of a testdata/GAME-moves.tsv file: a piece's
// empty-board figures as its source's words give them.
type wordedMove struct {
	line   int
	piece  string
	geo    *board.Geometry
	square board.Square
	dests  int
	pass   bool
	remote int // -1: the words do not say
}

func readWordedMoves(t *testing.T, path string) []wordedMove {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []wordedMove
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Split(text, "\t")
		if len(fields) != 7 {
			t.Fatalf("%s:%d: %d fields, want 7", path, n, len(fields))
		}
		files, ranks, err := board.ParseSize(fields[1])
		if err != nil {
			t.Fatalf("%s:%d: %v", path, n, err)
		}
		geo := board.MustGeometry(files, ranks)
		sq, err := geo.ParseSquare(fields[2])
		if err != nil {
			t.Fatalf("%s:%d: %v", path, n, err)
		}
		dests, err1 := strconv.Atoi(fields[3])
		remote, err2 := strconv.Atoi(fields[5])
		if err1 != nil || err2 != nil || (fields[4] != "yes" && fields[4] != "no") {
			t.Fatalf("%s:%d: bad figures %q", path, n, fields[3:6])
		}
		out = append(out, wordedMove{n, fields[0], geo, sq, dests, fields[4] == "yes", remote})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestFamilyMovesAsWorded draws every piece of each game that has a
// testdata/GAME-moves.tsv on an empty board and compares the destinations,
// the pass and the captures without moving (igui and shots) with the
// figures derived from the game's source words. Every piece kind of the
// game must have a row.
func TestFamilyMovesAsWorded(t *testing.T) {
	paths, err := filepath.Glob("testdata/*-moves.tsv")
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		t.Fatal("no testdata/*-moves.tsv")
	}
	for _, path := range paths {
		name := strings.TrimSuffix(filepath.Base(path), "-moves.tsv")
		t.Run(name, func(t *testing.T) {
			v := mustLoad(t, name)
			rows := readWordedMoves(t, path)
			var seen []string
			for _, r := range rows {
				p := v.Piece(r.piece)
				if p == nil {
					t.Errorf("%s:%d: no piece %q in %s", path, r.line, r.piece, name)
					continue
				}
				seen = append(seen, r.piece)
				d := betza.Draw(p.Move, r.geo, r.square)
				remote := map[board.Square]bool{}
				for _, s := range append(d.Igui, d.Shots...) {
					remote[s] = true
				}
				if len(d.Destinations) != r.dests || d.Pass != r.pass || (r.remote >= 0 && len(remote) != r.remote) {
					t.Errorf("%s:%d: %s (%s) from %s: %d destinations, pass %v, %d captures without moving; the words give %d, %v, %d",
						path, r.line, r.piece, p.Betza, r.geo.Name(r.square), len(d.Destinations), d.Pass, len(remote), r.dests, r.pass, r.remote)
				}
			}
			for _, p := range v.Pieces {
				if !slices.Contains(seen, p.ID) {
					t.Errorf("%s: no row for %s", path, p.ID)
				}
			}
		})
	}
}
