package record

import (
	"bufio"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
)

// usiSquare matches a square of a USI move: file number, rank letter.
var usiSquare = regexp.MustCompile(`\d+[a-l]`)

// kifLine splits a KIF move line, without its number, into the step mark
// with its space, the destination and the rest.
var kifLine = regexp.MustCompile(`^((?:一歩目|二歩目) )?(仝|\d+[一二三四五六七八九十]+)(.*)$`)

// chuSquare writes a chu shogi square given in USI ("7h", "10c") as a
// KIF move line does: the file in Arabic digits, the rank in kanji.
func chuSquare(usi string) string {
	ranks := []string{"一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"}
	n := len(usi) - 1
	return usi[:n] + ranks[usi[n]-'a']
}

// asGameExport rewrites a move that shogiops' KIF writer (lishogi's analysis
// board) writes as lishogi's game export writes it, the two layouts'
// differences (testdata/KIF.md, section 4) being: the analysis board marks
// igui "（居食い）" and a pass "(じっと)", the game export neither; the
// analysis board writes 仝 on every line of a move whose last square is
// the last move's destination, the game export only on a move's first
// line, when that line's square is the last move's destination (last, ""
// for none).
func asGameExport(text, usi, last string) (string, error) {
	text = strings.NewReplacer("（居食い）", "", "(じっと)", "").Replace(text)
	squares := usiSquare.FindAllString(usi, -1)
	lines := strings.Split(text, "|")
	if len(lines) != len(squares)-1 {
		return "", fmt.Errorf("%d lines for the %d squares of %s", len(lines), len(squares), usi)
	}
	for i, l := range lines {
		f := kifLine.FindStringSubmatch(l)
		if f == nil {
			return "", fmt.Errorf("line %q does not read", l)
		}
		dest := chuSquare(squares[i+1])
		if i == 0 && squares[i+1] == last {
			dest = "仝"
		}
		lines[i] = f[1] + dest + f[3]
	}
	return strings.Join(lines, "|"), nil
}

// shogiopsMove is a move of testdata/shogiops-kif.tsv: the SFEN and the
// last move played from it ("-" for none), the move in USI and what
// shogiops writes for it, and the file's line.
type shogiopsMove struct {
	sfen, last, usi, text string
	line                  int
}

// readShogiopsKIF reads testdata/shogiops-kif.tsv.
func readShogiopsKIF(t *testing.T) []shogiopsMove {
	t.Helper()
	f, err := os.Open("testdata/shogiops-kif.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []shogiopsMove
	var sfen, last string
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		fields := strings.Split(sc.Text(), "\t")
		switch {
		case strings.HasPrefix(fields[0], "#"):
		case fields[0] == "position" && len(fields) == 3:
			sfen, last = fields[1], fields[2]
		case len(fields) == 2 && sfen != "":
			out = append(out, shogiopsMove{sfen: sfen, last: last, usi: fields[0], text: fields[1], line: n})
		default:
			t.Fatalf("line %d: want a position line or a move and its text, got %q", n, sc.Text())
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestShogiopsKIF checks the move lines [KIFFromGame] writes for chu shogi
// against what lishogi's library, shogiops, writes for the same moves
// (testdata/shogiops-kif.tsv, generated as notation/testdata/README.md
// says), shogiops' analysis-board layout turned into the game export's as
// asGameExport says. A position read from SFEN has no last move for the
// game export, even where shogiops takes its lion-capture square as one.
func TestShogiopsKIF(t *testing.T) {
	r := builtin(t, "chu", "lishogi")
	names := newPieceNames(r)
	moves := readShogiopsKIF(t)
	for _, x := range moves {
		p, err := r.ParseSFEN(x.sfen)
		if err != nil {
			t.Fatalf("line %d: %v", x.line, err)
		}
		last, lastUSI := board.NoSquare, ""
		if x.last != "-" {
			m, err := p.ParseUSI(x.last)
			if err != nil {
				t.Fatalf("line %d: %v", x.line, err)
			}
			p.Make(m)
			sq := usiSquare.FindAllString(x.last, -1)
			last, lastUSI = m.To, sq[len(sq)-1]
		}
		m, err := p.ParseUSI(x.usi)
		if err != nil {
			t.Fatalf("line %d: %v", x.line, err)
		}
		want, err := asGameExport(x.text, x.usi, lastUSI)
		if err != nil {
			t.Fatalf("line %d: %v", x.line, err)
		}
		var got []string
		for _, l := range moveLinesOf(p, names, m, last) {
			s := strings.TrimPrefix(l.String(), fmt.Sprintf("%4d手目", p.MoveNumber()))
			if l.Step == 0 {
				s = strings.TrimPrefix(s, "   ")
			}
			got = append(got, s)
		}
		if diff := cmp.Diff(want, strings.Join(got, "|")); diff != "" {
			t.Errorf("line %d: %s after %s (shogiops %q) (-want +got):\n%s", x.line, x.usi, x.last, x.text, diff)
		}
	}
	t.Logf("%d moves compared", len(moves))
}

// TestReadShogiopsKIF reads the moves shogiops writes, marks and its 仝
// included (testdata/shogiops-kif.tsv), as move lines of a record of the
// game: KIFFromGame's record of the game up to the last move, then shogiops'
// lines. Each must play as the move written. Positions read from SFEN
// whose lion-capture square shogiops takes as the last destination are
// left out: a KIF diagram cannot say that square.
func TestReadShogiopsKIF(t *testing.T) {
	r := builtin(t, "chu", "lishogi")
	read := 0
	for _, x := range readShogiopsKIF(t) {
		if x.last == "-" && strings.Fields(x.sfen)[2] != "-" {
			continue
		}
		p, err := r.ParseSFEN(x.sfen)
		if err != nil {
			t.Fatalf("line %d: %v", x.line, err)
		}
		g := rules.NewGame(p)
		if x.last != "-" && g.PlayUSI(x.last) != nil || g.Outcome().Over() {
			continue // a game over: no record goes on
		}
		var b strings.Builder
		b.Write(kifOf(t, g))
		b.WriteString("\n")
		for _, l := range strings.Split(x.text, "|") {
			if !strings.HasPrefix(l, "一歩目") && !strings.HasPrefix(l, "二歩目") {
				l = " " + l
			}
			fmt.Fprintf(&b, "%4d 手目%s\n", g.Position().MoveNumber(), l)
		}
		_, played, err := ReadKIFGame("shogiops.kif", []byte(b.String()), r)
		if err != nil {
			t.Errorf("line %d: %s after %s (shogiops %q): %v in\n%s", x.line, x.usi, x.last, x.text, err, b.String())
			continue
		}
		if moves := played.Moves(); len(moves) == 0 || moves[len(moves)-1].String() != x.usi {
			t.Errorf("line %d: shogiops' %q reads as the moves %v, want %s last", x.line, x.text, moves, x.usi)
		}
		read++
	}
	t.Logf("%d moves read", read)
}
