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

// worded is one row of a testdata/<game>-moves.tsv file: what a piece does
// on an empty board, counted from the source's words, not from the Betza
// string the variant file uses.
type worded struct {
	Board, Square string
	Dests         int
	Pass          bool
	Remote        int // squares it captures on without ending there; -1: the words do not say
}

// readWorded reads a moves table: piece-id, board, square, destinations,
// pass, remote captures, words.
func readWorded(t *testing.T, path string) map[string]worded {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]worded{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Split(text, "\t")
		if len(fields) != 7 {
			t.Fatalf("%s:%d: %d fields, want 7", path, line, len(fields))
		}
		dests, err1 := strconv.Atoi(fields[3])
		remote, err2 := strconv.Atoi(fields[5])
		if err1 != nil || err2 != nil || (fields[4] != "yes" && fields[4] != "no") || fields[6] == "" {
			t.Fatalf("%s:%d: bad row %q", path, line, text)
		}
		if _, dup := out[fields[0]]; dup {
			t.Fatalf("%s:%d: %s listed twice", path, line, fields[0])
		}
		out[fields[0]] = worded{fields[1], fields[2], dests, fields[4] == "yes", remote}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestFamilyMovesAsWorded draws every piece of each game that has a
// testdata/<game>-moves.tsv table and compares the drawing with the
// figures its source's words give: the number of squares it reaches, whether
// it can pass, and how many squares it can capture on without moving there.
// Every piece kind of the game needs a row, and every row a piece.
func TestFamilyMovesAsWorded(t *testing.T) {
	tables, err := filepath.Glob("testdata/*-moves.tsv")
	if err != nil {
		t.Fatal(err)
	}
	if len(tables) == 0 {
		t.Fatal("no testdata/*-moves.tsv tables")
	}
	for _, path := range tables {
		name := strings.TrimSuffix(filepath.Base(path), "-moves.tsv")
		t.Run(name, func(t *testing.T) {
			v := mustLoad(t, name)
			want := readWorded(t, path)
			got := map[string]worded{}
			for _, p := range v.Pieces {
				w, ok := want[p.ID]
				if !ok {
					t.Errorf("%s: no row in %s", p.ID, path)
					continue
				}
				files, ranks, err := board.ParseSize(w.Board)
				if err != nil {
					t.Fatalf("%s: %v", p.ID, err)
				}
				geo := board.MustGeometry(files, ranks)
				at, err := geo.ParseSquare(w.Square)
				if err != nil {
					t.Fatalf("%s: %v", p.ID, err)
				}
				d := betza.Draw(p.Move, geo, at)
				remote := map[board.Square]bool{}
				for _, s := range append(d.Igui, d.Shots...) {
					remote[s] = true
				}
				g := worded{w.Board, w.Square, len(d.Destinations), d.Pass, len(remote)}
				if w.Remote < 0 {
					g.Remote = -1
				}
				got[p.ID] = g
			}
			for id := range want {
				if v.Piece(id) == nil {
					t.Errorf("%s lists %s, which is no piece of %s", path, id, name)
					delete(want, id)
				}
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%s: pieces against their words (-words +file):\n%s", name, diff)
			}
		})
	}
}
