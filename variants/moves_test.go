package variants

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

// verbal holds, per rule text and piece name, the empty-board figures the
// text's words give (from ../betza/testdata/catalogue.tsv, whose counts were
// derived from the verbal descriptions, not from the Betza strings).
type verbal struct {
	dests int
	pass  bool
	shots int // squares an enemy could be captured on without the piece ending there (-1: not given)
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
		shots, err := strconv.Atoi(fields[5])
		if err != nil {
			continue
		}
		// A row may stand for pieces that move alike: "earth general / go-between".
		for _, name := range strings.Split(fields[1], " / ") {
			key := fields[0] + "/" + name
			if _, seen := out[key]; !seen {
				out[key] = verbal{n, fields[4] == "yes", shots}
			}
		}
	}
	return out
}

// TestMovesAsWorded checks every piece of dai dai, maka dai dai and ko
// shogi against the destination count, pass and captures without moving
// (igui and shots) that the rule text's words give for it on an empty
// 19×19 board, whatever Betza string the file uses.
func TestMovesAsWorded(t *testing.T) {
	words := readVerbal(t)
	geo := board.MustGeometry(19, 19)
	// Pieces whose text prints no Betza string, so the catalogue has no
	// entry: their figures from the words.
	extra := map[string]verbal{
		"maka/free wolf": {9 + 18 + 18, false, 0}, // "ranges forward, sideways, and diagonally forward"
		// "can move any number of free squares along one of the four orthogonal directions, or
		// diagonally backward ... up to two free squares along either of the forward diagonals ...
		// the three-step lion move of the lion dog, but only along the orthogonals and backward
		// diagonals" (the lion move reaches squares the ranges reach, and can pass).
		"daidai/great elephant": {4*9 + 2*9 + 2*2, true, -1},
	}
	for _, game := range []struct{ name, text string }{{"daidai", "daidai"}, {"makadaidai", "maka"}, {"ko", "ko"}} {
		v := mustLoad(t, game.name)
		// The move alone cannot show what the hooks add or forbid: burning,
		// and pieces that may capture by displacement only their own kind
		// (whose igui the diagram would count).
		hooked := map[string]bool{}
		if b, ok := v.Rule("burning").(*variant.Burning); ok {
			for _, id := range b.Pieces {
				hooked[id] = true
			}
		}
		if im, ok := v.Rule("capture-immunity").(*[]variant.CaptureImmunity); ok {
			for _, c := range *im {
				if len(c.MayDisplaceOnly) > 0 {
					hooked[c.Piece] = true
				}
			}
		}
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
			remote := map[board.Square]bool{}
			for _, s := range append(d.Igui, d.Shots...) {
				remote[s] = true
			}
			if hooked[p.ID] {
				want.shots = -1
			}
			if len(d.Destinations) != want.dests || d.Pass != want.pass || (want.shots >= 0 && len(remote) != want.shots) {
				t.Errorf("%s: %s (%s): %d destinations, pass %v, %d captures without ending there; the words give %d, %v, %d",
					game.name, p.Name, p.Betza, len(d.Destinations), d.Pass, len(remote), want.dests, want.pass, want.shots)
			}
			checked++
		}
		t.Logf("%s: %d pieces checked", game.name, checked)
	}
}
