package betza

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/board"
)

// catalogueEntry is one Betza string printed in the rule texts, with the
// empty-board figures derived from the text's words for that piece.
type catalogueEntry struct {
	line                  int
	text, piece, notation string
	dests, shots          int
	pass, disagrees       bool
	notes                 string
}

func readCatalogue(t *testing.T) []catalogueEntry {
	t.Helper()
	f, err := os.Open("testdata/catalogue.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []catalogueEntry
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.HasPrefix(line, "text\t") || line == "" {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 8 {
			t.Fatalf("catalogue.tsv:%d: %d fields, want 8", n, len(f))
		}
		d, err1 := strconv.Atoi(f[3])
		s, err2 := strconv.Atoi(f[5])
		if err1 != nil || err2 != nil {
			t.Fatalf("catalogue.tsv:%d: bad counts %q %q", n, f[3], f[5])
		}
		out = append(out, catalogueEntry{n, f[0], f[1], f[2], d, s, f[4] == "yes", f[6] == "yes", f[7]})
	}
	return out
}

// figures computes what the catalogue records for a notation: destinations,
// pass, and squares an enemy could be captured on without the piece ending
// there (igui or a shot), on an empty 19×19 board from the centre.
func figures(p *Program) (dests int, pass bool, remote int) {
	geo := board.MustGeometry(19, 19)
	d := Draw(p, geo, geo.Centre())
	seen := map[board.Square]bool{}
	for _, s := range append(d.Igui, d.Shots...) {
		seen[s] = true
	}
	return len(d.Destinations), d.Pass, len(seen)
}

// TestCatalogue checks every Betza string printed in the four rule texts
// against the figures the texts' words give for that piece. A string whose
// strict reading differs from the words must be one the catalogue records
// as disagreeing (the variant files then use a corrected string).
func TestCatalogue(t *testing.T) {
	entries := readCatalogue(t)
	if len(entries) < 250 {
		t.Fatalf("catalogue has %d entries, want every string of the four texts (over 250)", len(entries))
	}
	agree, differ := 0, 0
	for _, e := range entries {
		if strings.Contains(e.notation, " ") {
			// The poison flame's "fKbW + immediate xK" is prose around a
			// notation, not a notation.
			if !e.disagrees {
				t.Errorf("catalogue.tsv:%d: %q is not a notation but is not marked as disagreeing", e.line, e.notation)
			}
			continue
		}
		p, err := Compile(e.notation)
		if err != nil {
			t.Errorf("catalogue.tsv:%d: %s %s: %v", e.line, e.text, e.piece, err)
			continue
		}
		d, pass, remote := figures(p)
		if d == e.dests && pass == e.pass && remote == e.shots {
			agree++
			continue
		}
		differ++
		if !e.disagrees {
			t.Errorf("catalogue.tsv:%d: %s %s %q: got %d destinations, pass %v, %d remote captures; the words give %d, %v, %d",
				e.line, e.text, e.piece, e.notation, d, pass, remote, e.dests, e.pass, e.shots)
		}
	}
	t.Logf("%d strings read as their words say, %d recorded disagreements", agree, differ)
}

// TestKnownFigures checks the figures stated for well-known pieces.
func TestKnownFigures(t *testing.T) {
	tests := []struct {
		notation string
		dests    int
		pass     bool
	}{
		{"NAD[aK]", 24, true},       // the lion
		{"KavKafavK", 24, true},     // the lion dog
		{"BrlbR[crfW]fD", 65, true}, // the horned falcon, as its section writes it
		{"BrlbRf[avW]fD", 65, true}, // and as the piece table does
		{"RbB[crfF]fA", 58, true},   // the soaring eagle
		{"RmaR", 360, true},         // the hook mover, strictly read (the words forbid the pass)
		{"RmRasR", 360, false},      // the hook mover as its words say
		{"U", 360, false},           // the emperor's universal leap
		{"a!5W", 36, false},         // the thunderclap: five steps, an odd distance away
		{"Wa5fW", 20, false},        // the flag waver
		{"[NaffN][xN]", 20, true},   // the cavalry
	}
	for _, tt := range tests {
		d, pass, _ := figures(MustCompile(tt.notation))
		if d != tt.dests || pass != tt.pass {
			t.Errorf("%s: %d destinations, pass %v; want %d, %v", tt.notation, d, pass, tt.dests, tt.pass)
		}
	}
}
