package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variants"
)

func TestDiagramText(t *testing.T) {
	stdout, stderr, err := runArgs(t, "diagram", "-variant", "chu", "lion")
	if err != nil {
		t.Fatal(err)
	}
	if stderr != "" {
		t.Errorf("stderr: %q", stderr)
	}
	got := lines(stdout)
	for _, want := range []string{
		"lion 獅子 (Ln, N, 獅) in Chu shogi",
		"NAD[aK] (canonical NADKaK) on 12x12 from 6g, Black moving up",
		"(the move alone on an empty board: rules such as lion trading are not shown)",
		"it can pass (end its move where it started)",
		"destinations: 24",
		"igui (capture without moving): 8",
	} {
		if !contains(got, want) {
			t.Errorf("output lacks the line %q:\n%s", want, stdout)
		}
	}
	var rows []string
	for _, l := range got {
		if len(strings.Fields(l)) == 12 && strings.HasPrefix(l, "·") {
			rows = append(rows, l)
		}
	}
	if len(rows) != 12 || strings.Fields(rows[6])[6] != "◎" {
		t.Errorf("diagram rows %q, want 12 with ◎ on 6g", rows)
	}
}

// The kirin, by its abbreviation, steps diagonally and jumps orthogonally
// two squares.
func TestDiagramKirin(t *testing.T) {
	stdout, _, err := runArgs(t, "diagram", "-at", "5d", "Kr")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"· · · · · · · ☆ · · · ·",
		"· · · · · · ○ · ○ · · ·",
		"· · · · · ☆ · ● · ☆ · ·",
		"· · · · · · ○ · ○ · · ·",
		"· · · · · · · ☆ · · · ·",
	}
	got := lines(stdout)
	if len(got) < 12 {
		t.Fatalf("output too short:\n%s", stdout)
	}
	if got[0] != "kirin 麒麟 (Kr, O, Ky, 麒) in Chu shogi" {
		t.Errorf("heading %q", got[0])
	}
	// Rows b to f of the board, which starts on the fifth line.
	if diff := cmp.Diff(want, got[5:10]); diff != "" {
		t.Errorf("kirin from 5d (-want +got):\n%s", diff)
	}
	if !contains(got, "destinations: 8") {
		t.Errorf("no 8 destinations:\n%s", stdout)
	}
}

// diagram -json is betza -json of the piece's notation on the variant's
// board, with the piece and the variant.
func TestDiagramJSON(t *testing.T) {
	for _, tt := range []struct {
		args               []string
		variant, piece, at string
		board, notation    string
		destinations       int
	}{
		{[]string{"-json", "lion"}, "chu", "lion", "6g", "12x12", "NAD[aK]", 24},
		{[]string{"-json", "-variant", "chu", "-at", "1a", "KR"}, "chu", "kirin", "1a", "12x12", "FD", 3},
		{[]string{"-variant", "daidai", "-json", "Dragon_Horse"}, "daidai", "dragon-horse", "9i", "17x17", "", 0},
	} {
		stdout, stderr, err := runArgs(t, append([]string{"diagram"}, tt.args...)...)
		if err != nil {
			t.Errorf("diagram %q: %v", tt.args, err)
			continue
		}
		if stderr != "" {
			t.Errorf("diagram %q: stderr %q", tt.args, stderr)
		}
		dec := json.NewDecoder(strings.NewReader(stdout))
		dec.DisallowUnknownFields()
		var got diagramReport
		if err := dec.Decode(&got); err != nil {
			t.Fatalf("decoding %q: %v", stdout, err)
		}
		if got.Variant != tt.variant || got.Piece != tt.piece || got.At != tt.at || got.Board != tt.board {
			t.Errorf("diagram %q: variant %q piece %q at %q board %q, want %q %q %q %q",
				tt.args, got.Variant, got.Piece, got.At, got.Board, tt.variant, tt.piece, tt.at, tt.board)
		}
		if tt.notation != "" && got.Notation != tt.notation {
			t.Errorf("diagram %q: notation %q, want %q", tt.args, got.Notation, tt.notation)
		}
		if tt.destinations > 0 && len(got.Destinations) != tt.destinations {
			t.Errorf("diagram %q: %d destinations, want %d", tt.args, len(got.Destinations), tt.destinations)
		}

		// The same object as betza -json prints.
		betzaOut, _, err := runArgs(t, "betza", "-json", "-board", got.Board, "-at", got.At, got.Notation)
		if err != nil {
			t.Fatal(err)
		}
		var want betzaReport
		if err := json.Unmarshal([]byte(betzaOut), &want); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, got.betzaReport); diff != "" {
			t.Errorf("diagram %q against betza -json (-want +got):\n%s", tt.args, diff)
		}
		var fields map[string]json.RawMessage
		if err := json.Unmarshal([]byte(stdout), &fields); err != nil {
			t.Fatal(err)
		}
		if _, ok := fields["piece"]; !ok {
			t.Errorf("no \"piece\" field in %s", stdout)
		}
	}
}

func TestDiagramSVG(t *testing.T) {
	stdout, stderr, err := runArgs(t, "diagram", "-svg", "Ln")
	if err != nil {
		t.Fatal(err)
	}
	if stderr != "" {
		t.Errorf("stderr: %q", stderr)
	}
	checkSVG(t, []byte(stdout))
	for _, tt := range []struct {
		mark string
		want int
	}{
		// Its neighbours are steps and igui at once: a circle and a "!".
		{`<circle class="step"`, 8},
		{`<polygon class="jump"`, 16},
		{`<text class="igui"`, 8},
		{`<text class="shot"`, 0},
		{`<circle class="pass"`, 1},
		{`<g class="piece black"`, 1},
		{">獅</text>", 1},
		{">子</text>", 1},
		{"<title>lion 獅子 (Ln, N, 獅) in Chu shogi</title>", 1},
	} {
		if got := strings.Count(stdout, tt.mark); got != tt.want {
			t.Errorf("%d of %s, want %d", got, tt.mark, tt.want)
		}
	}

	// A ranging piece: lines along its rays, circles next to it.
	stdout, _, err = runArgs(t, "diagram", "-svg", "-at", "1l", "rook")
	if err != nil {
		t.Fatal(err)
	}
	checkSVG(t, []byte(stdout))
	// From the corner: 11 squares up and 11 left; the first of each a step.
	if got := strings.Count(stdout, `<circle class="step"`); got != 2 {
		t.Errorf("%d steps, want 2", got)
	}
	rangeGroup := stdout[strings.Index(stdout, `<g class="range"`):]
	rangeGroup = rangeGroup[:strings.Index(rangeGroup, "</g>")]
	if got := strings.Count(rangeGroup, "<line "); got != 20 {
		t.Errorf("%d range segments, want 20", got)
	}
}

func TestFindPiece(t *testing.T) {
	for _, tt := range []struct {
		variant, query, want string
	}{
		{"chu", "lion", "lion"},
		{"chu", "Ln", "lion"},
		{"chu", "N", "lion"},
		{"chu", "獅子", "lion"},
		{"chu", "獅", "lion"},
		{"chu", "LION", "lion"},
		{"chu", "ln", "lion"},
		{"chu", "Kr", "kirin"},
		{"chu", "kr", "kirin"},
		{"chu", "dragon horse", "dragon-horse"},
		{"chu", "Dragon-Horse", "dragon-horse"},
		{"daidai", "We", "western-barbarian"},
		{"daidai", "WE", "white-elephant"},
		{"daidai", "white elephant", "white-elephant"},
	} {
		v, err := variants.Load(tt.variant)
		if err != nil {
			t.Fatal(err)
		}
		p, err := findPiece(v, tt.query)
		if err != nil {
			t.Errorf("%s %q: %v", tt.variant, tt.query, err)
			continue
		}
		if p.ID != tt.want {
			t.Errorf("%s %q = %s, want %s", tt.variant, tt.query, p.ID, tt.want)
		}
	}
}

func TestDiagramErrors(t *testing.T) {
	for _, tt := range []struct {
		args []string
		err  string
	}{
		{[]string{"diagram"}, "diagram: want exactly one PIECE"},
		{[]string{"diagram", "lion", "kirin"}, "diagram: want exactly one PIECE"},
		{[]string{"diagram", "-svg", "-json", "lion"}, "diagram: -svg and -json exclude each other"},
		{[]string{"diagram", "lino"}, `diagram: chu has no piece "lino"; close matches: lion (Ln, N, 獅)`},
		{[]string{"diagram", "-variant", "daidai", "tiger"}, `diagram: daidai has no piece "tiger"; close matches: savage-tiger (ST), white-tiger (WT)`},
		{[]string{"diagram", "-variant", "daidai", "we"}, `diagram: piece "we" is ambiguous in daidai: western-barbarian (We), white-elephant (WE)`},
		{[]string{"diagram", "xyzzy"}, `diagram: chu has no piece "xyzzy", nor one with a name close to it`},
		{[]string{"diagram", "-at", "13a", "lion"}, `board: square "13a" is off the 12x12 board`},
		{[]string{"diagram", "-variant", "nope", "lion"}, "variants: no built-in variant \"nope\" (have " + strings.Join(variants.Names(), ", ") + ")"},
		{[]string{"diagram", "-options", "nope", "lion"}, `variant chu: no option "nope" (have middle-shogi-manual-promotion, okazaki-go-between, cvp-lion-trading, edo-counter-strike, no-bare-king)`},
		{[]string{"diagram", "-options", "okazaki", "lion"}, `variant chu: no option "okazaki" (did you mean "okazaki-go-between"?) (have middle-shogi-manual-promotion, okazaki-go-between, cvp-lion-trading, edo-counter-strike, no-bare-king)`},
		{[]string{"diagram", "-variant", "tenjku", "lion"}, "variants: no built-in variant \"tenjku\" (did you mean \"tenjiku\"?) (have " + strings.Join(variants.Names(), ", ") + ")"},
		{[]string{"diagram", "-options", "no-bare-king,", "lion"}, `-options "no-bare-king,": an empty option name`},
		{[]string{"diagram", "-variant", "chu shogi x", "lion"}, "variants: no built-in variant \"chu shogi x\" (did you mean \"chu\"?) (have " + strings.Join(variants.Names(), ", ") + ")"},
	} {
		stdout, _, err := runArgs(t, tt.args...)
		if err == nil {
			t.Errorf("run(%q) succeeded, want error %q", tt.args, tt.err)
			continue
		}
		if diff := cmp.Diff(tt.err, err.Error()); diff != "" {
			t.Errorf("run(%q) error (-want +got):\n%s", tt.args, diff)
		}
		if stdout != "" {
			t.Errorf("run(%q) wrote to stdout: %q", tt.args, stdout)
		}
	}
}

// TestDiagramKinds checks the kinds of square the JSON report gives against
// the rule texts for a few pieces: chu shogi's lion (24 squares, the 8
// around it stepped to, the 16 beyond jumped to; igui on the 8 around it;
// it can pass), kirin ("jumps to the second square orthogonally" and steps
// diagonally), horned falcon (ranges in 7 directions; steps or jumps up to
// two squares forward, with igui on the first) and rook from a corner; and
// ko shogi's flag waver ("can step up to five times per turn in any one
// orthogonal direction", drawn with ○ on all 20 squares) and five-li fog
// (two jumps, an adjacent piece shot after each).
func TestDiagramKinds(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want map[string]int // squares of each kind
		pass bool
	}{
		{[]string{"lion"}, map[string]int{"step": 8, "jump": 16, "igui": 8}, true},
		{[]string{"kirin"}, map[string]int{"step": 4, "jump": 4}, false},
		// From 6g of 12x12 the 7 ranging lines are 6 (left), 5 (right), 5
		// (back), 6, 5, 5 and 5 (diagonals) squares long; the first square
		// of each is a step. Then the forward step and jump.
		{[]string{"horned-falcon"}, map[string]int{"step": 7 + 1, "range": 6 + 5 + 5 + 6 + 5 + 5 + 5 - 7, "jump": 1, "igui": 1}, true},
		{[]string{"-at", "12a", "rook"}, map[string]int{"step": 2, "range": 20}, false},
		{[]string{"-variant", "ko", "flag-waver"}, map[string]int{"step": 20}, false},
		// The Betza string alone lets the jumps capture, so capturing on a
		// D or A square and jumping back is igui there; the game forbids
		// it with a rule hook, which the diagram does not show.
		{[]string{"-variant", "ko", "five-li-fog"}, map[string]int{"jump": 24, "shot": 96, "igui": 8}, true},
	} {
		got, counts := kindCounts(t, append([]string{"diagram", "-json"}, tt.args...)...)
		if diff := cmp.Diff(tt.want, counts); diff != "" {
			t.Errorf("diagram %q: squares of each kind (-want +got):\n%s", tt.args, diff)
		}
		if got.Pass != tt.pass {
			t.Errorf("diagram %q: pass %v, want %v", tt.args, got.Pass, tt.pass)
		}
	}
}

// TestDiagramLionKinds checks the lion square by square: it steps to the 8
// squares around it, can capture there without moving (igui), and jumps to
// the 16 squares two away.
func TestDiagramLionKinds(t *testing.T) {
	stdout, _, err := runArgs(t, "diagram", "-json", "-at", "6g", "lion")
	if err != nil {
		t.Fatal(err)
	}
	var got diagramReport
	if err := json.Unmarshal([]byte(stdout), &got); err != nil {
		t.Fatal(err)
	}
	var want, wantIgui []destination
	geo := board.MustGeometry(12, 12)
	at, err := geo.ParseSquare("6g")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range geo.Squares() {
		dx, dy := geo.Relative(at, s, board.Black)
		d := destination{Square: geo.Name(s), DX: dx, DY: dy}
		switch max(dx, -dx, dy, -dy) {
		case 1:
			d.Kind = "step"
			want = append(want, d)
			d.Kind = "igui"
			wantIgui = append(wantIgui, d)
		case 2:
			d.Kind = "jump"
			want = append(want, d)
		}
	}
	if diff := cmp.Diff(want, got.Destinations); diff != "" {
		t.Errorf("lion destinations (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(wantIgui, got.Igui); diff != "" {
		t.Errorf("lion igui (-want +got):\n%s", diff)
	}
}

// TestVariantNames checks the names -variant, -rules and -options accept
// and the errors that list the names there are.
func TestVariantNames(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string // the first line of the output, or the error
		err  bool
	}{
		{[]string{"diagram", "-variant", "chushogi", "lion"}, "lion 獅子 (Ln, N, 獅) in Chu shogi", false},
		{[]string{"diagram", "-variant", "Chu-Shogi", "lion"}, "lion 獅子 (Ln, N, 獅) in Chu shogi", false},
		{[]string{"diagram", "-variant", "maka dai dai", "lion"}, "lion 獅子 (Ln) in Maka dai dai shogi", false},
		{[]string{"diagram", "-variant", "koshogi", "-json", "five-li-fog"}, "{", false},
		{[]string{"status", "-variant", "chushogi", "-rules", "lishogi"}, "playing", false},
		{[]string{"status", "-options", "no-bare-king, okazaki-go-between"}, "playing", false},
		{[]string{"status", "-options", " no-bare-king ,okazaki-go-between "}, "playing", false},
		{[]string{"diagram", "-variant", "dada", "lion"}, "lion 獅子 (Ln) in Dai dai shogi", false},
		{[]string{"status", "-variant", "makadiadai"}, "variants: no built-in variant \"makadiadai\" (did you mean \"makadaidai\"?) (have " + strings.Join(variants.Names(), ", ") + ")", true},
		{[]string{"status", "-variant", "shogi"}, "variants: no built-in variant \"shogi\" (have " + strings.Join(variants.Names(), ", ") + ")", true},
		{[]string{"status", "-rules", "nope"}, `variant chu: no profile "nope" (have jcsa, lishogi)`, true},
		{[]string{"status", "-rules", "lishogy"}, `variant chu: no profile "lishogy" (did you mean "lishogi"?) (have jcsa, lishogi)`, true},
		{[]string{"status", "-variant", "ko", "-options", "nope"}, `variant ko: no option "nope" (have ` + koOptions(t) + `)`, true},
		{[]string{"status", "-variant", "wa", "-options", "nope"}, `variant wa: no option "nope": the variant defines none`, true},
		{[]string{"status", "-options", "no-bare-king,,okazaki-go-between"}, `-options "no-bare-king,,okazaki-go-between": an empty option name`, true},
	} {
		stdout, _, err := runArgs(t, tt.args...)
		got := firstLine(stdout)
		if err != nil {
			got = err.Error()
		}
		if (err != nil) != tt.err || got != tt.want {
			t.Errorf("run(%q) = %q, error %v; want %q, error %v", tt.args, got, err != nil, tt.want, tt.err)
		}
	}
}

// koOptions lists the names of ko shogi's options.
func koOptions(t *testing.T) string {
	t.Helper()
	v, err := variants.Load("ko")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, o := range v.Options {
		names = append(names, o.Name)
	}
	if len(names) == 0 {
		t.Fatal("ko has no options")
	}
	return strings.Join(names, ", ")
}
