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

// TestShogiopsKIF checks the move lines [FromGame] writes for chu shogi
// against what lishogi's library, shogiops, writes for the same moves
// (testdata/shogiops-kif.tsv, generated as notation/testdata/README.md
// says), shogiops' analysis-board layout turned into the game export's as
// asGameExport says. A position read from SFEN has no last move for the
// game export, even where shogiops takes its lion-capture square as one.
func TestShogiopsKIF(t *testing.T) {
	r := builtin(t, "chu", "lishogi")
	names := newPieceNames(r)
	f, err := os.Open("testdata/shogiops-kif.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var p *rules.Position
	last, lastUSI := board.NoSquare, ""
	compared := 0
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		fields := strings.Split(sc.Text(), "\t")
		switch {
		case strings.HasPrefix(fields[0], "#"):
			continue
		case fields[0] == "position" && len(fields) == 3:
			if p, err = r.ParseSFEN(fields[1]); err != nil {
				t.Fatalf("line %d: %v", n, err)
			}
			last, lastUSI = board.NoSquare, ""
			if fields[2] != "-" {
				m, err := p.ParseUSI(fields[2])
				if err != nil {
					t.Fatalf("line %d: %v", n, err)
				}
				p.Make(m)
				last = m.To
				sq := usiSquare.FindAllString(fields[2], -1)
				lastUSI = sq[len(sq)-1]
			}
			continue
		case len(fields) != 2 || p == nil:
			t.Fatalf("line %d: want a position line or a move and its text, got %q", n, sc.Text())
		}
		usi, text := fields[0], fields[1]
		m, err := p.ParseUSI(usi)
		if err != nil {
			t.Fatalf("line %d: %v", n, err)
		}
		want, err := asGameExport(text, usi, lastUSI)
		if err != nil {
			t.Fatalf("line %d: %v", n, err)
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
			t.Errorf("line %d: %s after %s (shogiops %q) (-want +got):\n%s", n, usi, lastUSI, text, diff)
		}
		compared++
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d moves compared", compared)
}
