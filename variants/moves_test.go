package variants

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
)

// verbal holds, per rule text and piece name, the empty-board figures the
// text's words give (from ../betza/testdata/catalogue.tsv, whose counts were
// derived from the verbal descriptions, not from the Betza strings).
type verbal struct {
	dests int
	pass  bool
}

func readVerbal(t *testing.T) map[string]verbal {
	t.Helper()
	f, err := os.Open("../betza/testdata/catalogue.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]verbal{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		if len(fields) != 8 || strings.HasPrefix(fields[0], "#") || fields[0] == "text" {
			continue
		}
		n, err := strconv.Atoi(fields[3])
		if err != nil {
			continue
		}
		// A row may stand for pieces that move alike: "earth general / go-between".
		for _, name := range strings.Split(fields[1], " / ") {
			key := fields[0] + "/" + name
			if _, seen := out[key]; !seen {
				out[key] = verbal{n, fields[4] == "yes"}
			}
		}
	}
	return out
}

// TestMovesAsWorded checks every piece of dai dai and maka dai dai shogi
// against the destination count and pass the rule text's words give for
// it on an empty 19×19 board, whatever Betza string the file uses.
func TestMovesAsWorded(t *testing.T) {
	words := readVerbal(t)
	geo := board.MustGeometry(19, 19)
	// Pieces whose text prints no Betza string, so the catalogue has no
	// entry: their figures from the words.
	extra := map[string]verbal{
		"maka/free wolf": {9 + 18 + 18, false}, // "ranges forward, sideways, and diagonally forward"
		// "can move any number of free squares along one of the four orthogonal directions, or
		// diagonally backward ... up to two free squares along either of the forward diagonals ...
		// the three-step lion move of the lion dog, but only along the orthogonals and backward
		// diagonals" (the lion move reaches squares the ranges reach, and can pass).
		"daidai/great elephant": {4*9 + 2*9 + 2*2, true},
	}
	for _, game := range []struct{ name, text string }{{"daidai", "daidai"}, {"makadaidai", "maka"}} {
		v := mustLoad(t, game.name)
		checked := 0
		for _, p := range v.Pieces {
			want, ok := words[game.text+"/"+p.Name]
			if !ok {
				want, ok = extra[game.text+"/"+p.Name]
			}
			if !ok {
				t.Errorf("%s: %s: no figures from the text's words", game.name, p.Name)
				continue
			}
			d := betza.Draw(p.Move, geo, geo.Centre())
			if len(d.Destinations) != want.dests || d.Pass != want.pass {
				t.Errorf("%s: %s (%s): %d destinations, pass %v; the words give %d, %v",
					game.name, p.Name, p.Betza, len(d.Destinations), d.Pass, want.dests, want.pass)
			}
			checked++
		}
		t.Logf("%s: %d pieces checked", game.name, checked)
	}
}
