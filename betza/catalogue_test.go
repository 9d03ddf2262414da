package betza

import (
	"bufio"
	"fmt"
	"maps"
	"os"
	"regexp"
	"slices"
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
	words                 catalogueFigures
	// verdict is the disagrees column: "no", "prose", or the literal
	// reading's figures and a notation that reads as the words.
	verdict string
	notes   string
}

// catalogueFigures are what the catalogue records for a move on an empty
// 19×19 board from the centre: destinations, pass, and squares an enemy
// could be captured on without the piece ending there (igui or a shot).
type catalogueFigures struct {
	dests  int
	pass   bool
	remote int
}

func (f catalogueFigures) String() string {
	return fmt.Sprintf("%d destinations, pass %v, %d remote captures", f.dests, f.pass, f.remote)
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
		out = append(out, catalogueEntry{n, f[0], f[1], f[2], catalogueFigures{d, f[4] == "yes", s}, f[6], f[7]})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// figures computes the catalogue's figures for a compiled notation.
func figures(p *Program) catalogueFigures {
	geo := board.MustGeometry(19, 19)
	d := Draw(p, geo, geo.Centre())
	seen := map[board.Square]bool{}
	for _, s := range append(d.Igui, d.Shots...) {
		seen[s] = true
	}
	return catalogueFigures{len(d.Destinations), d.Pass, len(seen)}
}

// disagreement is how the disagrees column records a string whose literal
// reading differs from its words: what the string as printed gives on the
// empty board, and a notation that moves as the words say.
var disagreement = regexp.MustCompile(`^literal (\d+) (yes|no) (\d+), worded (\S+)$`)

// TestCatalogue checks every Betza string printed in the four rule texts
// against the figures the texts' words give for that piece. A string whose
// disagrees column is "no" must give those figures. A string recorded as
// disagreeing must give the literal figures recorded with it, its worded
// notation must give the words' figures, and the two must still differ in
// what they do (see [differentOutcome]): a disagreeing string that comes to
// read as its words has to be reclassified.
func TestCatalogue(t *testing.T) {
	entries := readCatalogue(t)
	if len(entries) < 250 {
		t.Fatalf("catalogue has %d entries, want every string of the four texts (over 250)", len(entries))
	}
	agree, differ := 0, 0
	for _, e := range entries {
		where := fmt.Sprintf("catalogue.tsv:%d: %s %s %q", e.line, e.text, e.piece, e.notation)
		if e.verdict == "prose" {
			// The poison flame's "fKbW + immediate xK" is prose around a
			// notation, not a notation.
			if !strings.Contains(e.notation, " ") {
				t.Errorf("%s: marked as prose but is one notation", where)
			}
			continue
		}
		p, err := Compile(e.notation)
		if err != nil {
			t.Errorf("%s: %v", where, err)
			continue
		}
		got := figures(p)
		if e.verdict == "no" {
			agree++
			if got != e.words {
				t.Errorf("%s: got %v; the words give %v", where, got, e.words)
			}
			continue
		}
		m := disagreement.FindStringSubmatch(e.verdict)
		if m == nil {
			t.Errorf("%s: disagrees column %q, want no, prose or %q", where, e.verdict, "literal D yes|no R, worded NOTATION")
			continue
		}
		differ++
		d, _ := strconv.Atoi(m[1])
		r, _ := strconv.Atoi(m[3])
		if literal := (catalogueFigures{d, m[2] == "yes", r}); got != literal {
			t.Errorf("%s: read literally got %v; the catalogue records %v", where, got, literal)
		}
		worded, err := Compile(m[4])
		if err != nil {
			t.Errorf("%s: worded notation: %v", where, err)
			continue
		}
		if w := figures(worded); w != e.words {
			t.Errorf("%s: worded notation %s gives %v; the words give %v", where, m[4], w, e.words)
		}
		if why := differentOutcome(p, worded); why == "" {
			t.Errorf("%s moves as its worded notation %s: it now reads as its words, so mark it as agreeing", where, m[4])
		} else {
			t.Logf("%s: differs from %s %s", where, m[4], why)
		}
	}
	t.Logf("%d strings read as their words say, %d recorded disagreements", agree, differ)
}

// probeRadius bounds the squares differentOutcome puts pieces on.
const probeRadius = 3

// differentOutcome tells how moves a and b differ for a Black piece on the
// centre of a 19×19 board, or returns "" if it finds no difference. It
// compares the outcomes (destination and pieces removed) on the empty board,
// then with one friendly piece, then one enemy piece, then two enemy pieces
// on squares within probeRadius of the piece: that shows destinations,
// passes, igui and shots, what can be jumped, and double captures.
func differentOutcome(a, b *Program) string {
	geo := board.MustGeometry(19, 19)
	at := geo.Centre()
	g := NewGenerator(geo)
	occ := geo.NewOccupancy()
	var near []board.Square
	for _, s := range geo.Squares() {
		dx, dy := geo.Relative(at, s, board.Black)
		if s != at && max(dx, -dx) <= probeRadius && max(dy, -dy) <= probeRadius {
			near = append(near, s)
		}
	}
	var buf []Outcome
	outcomes := func(p *Program) map[string]bool {
		set := map[string]bool{}
		buf = g.Append(buf[:0], p, at, board.Black, occ, false)
		for i := range buf {
			set[outcomeKey(geo, &buf[i])] = true
		}
		return set
	}
	compare := func(setup string) string {
		oa, ob := outcomes(a), outcomes(b)
		for _, k := range slices.Sorted(maps.Keys(oa)) {
			if !ob[k] {
				return fmt.Sprintf("%s: only the first has %s", setup, k)
			}
		}
		for _, k := range slices.Sorted(maps.Keys(ob)) {
			if !oa[k] {
				return fmt.Sprintf("%s: only the second has %s", setup, k)
			}
		}
		return ""
	}
	if why := compare("on the empty board"); why != "" {
		return why
	}
	for _, who := range []board.Occupant{board.BlackPiece, board.WhitePiece} {
		for _, s := range near {
			occ[s] = who
			why := compare(fmt.Sprintf("with %v on %s", occupantName(who), geo.Name(s)))
			occ[s] = board.Empty
			if why != "" {
				return why
			}
		}
	}
	for i, s := range near {
		for _, u := range near[i+1:] {
			occ[s], occ[u] = board.WhitePiece, board.WhitePiece
			why := compare(fmt.Sprintf("with enemies on %s and %s", geo.Name(s), geo.Name(u)))
			occ[s], occ[u] = board.Empty, board.Empty
			if why != "" {
				return why
			}
		}
	}
	return ""
}

// outcomeKey names an outcome by its destination and the pieces it removes.
func outcomeKey(geo *board.Geometry, o *Outcome) string {
	var removed []string
	for _, t := range o.Touches() {
		if t.Kind == Capture || t.Kind == Shot {
			removed = append(removed, geo.Name(t.Square))
		}
	}
	slices.Sort(removed)
	removed = slices.Compact(removed)
	if len(removed) == 0 {
		return "to " + geo.Name(o.To)
	}
	return "to " + geo.Name(o.To) + " removing " + strings.Join(removed, " ")
}

func occupantName(o board.Occupant) string {
	if o == board.BlackPiece {
		return "a friend"
	}
	return "an enemy"
}

// TestDifferentOutcome checks that differentOutcome finds the differences
// the catalogue relies on, each with the simplest setup that shows it, and
// none between notations that move alike.
func TestDifferentOutcome(t *testing.T) {
	tests := []struct {
		a, b string
		want string // the start of the reason, "" for no difference
	}{
		{"WB", "BW", ""},
		{"K", "WF", ""},
		{"D[aK]", "[KaK]D", ""},
		{"fbRB", "rlRB", "on the empty board: only the first has to "},
		{"RmaR", "RmRasR", "on the empty board: only the first has to 10j"}, // the pass
		// Stepping through a friend's square or jumping over it.
		{"KavKafavK", "KafKavK[KabK][DA]afKGH", "with a friend on "},
		// Capturing on the first square and going on.
		{"BrlbR[crfW]fD", "BrlbRf[avW]fD", "with an enemy on 10i: only the second has to 10h removing 10i"},
		// A second capture needs a second enemy.
		{"W", "WcWacW", "with enemies on "},
	}
	for _, tt := range tests {
		got := differentOutcome(MustCompile(tt.a), MustCompile(tt.b))
		if tt.want == "" && got != "" || !strings.HasPrefix(got, tt.want) {
			t.Errorf("differentOutcome(%s, %s) = %q, want it to start %q", tt.a, tt.b, got, tt.want)
		}
	}
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
		got := figures(MustCompile(tt.notation))
		if got.dests != tt.dests || got.pass != tt.pass {
			t.Errorf("%s: %d destinations, pass %v; want %d, %v", tt.notation, got.dests, got.pass, tt.dests, tt.pass)
		}
	}
}
