package notation

import (
	"bufio"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/rules"
)

// oracleBlock is a position of a file of moves written by lishogi's
// library: the SFEN, the last move played from it ("-" for none), and a
// row for each move listed, the move in USI first.
type oracleBlock struct {
	sfen, last string
	line       int
	rows       [][]string
}

// readOracle reads a file of blocks ("position", SFEN, last move; then
// rows), each row with the given number of tab-separated fields.
func readOracle(t *testing.T, path string, fields int) []oracleBlock {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var blocks []oracleBlock
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		l := sc.Text()
		if strings.HasPrefix(l, "#") {
			continue
		}
		f := strings.Split(l, "\t")
		switch {
		case f[0] == "position" && len(f) == 3:
			blocks = append(blocks, oracleBlock{sfen: f[1], last: f[2], line: n})
		case len(f) == fields && len(blocks) > 0:
			blocks[len(blocks)-1].rows = append(blocks[len(blocks)-1].rows, f)
		default:
			t.Fatalf("%s:%d: want a position line or %d fields, got %q", path, n, fields, l)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return blocks
}

// at returns the position of SFEN sfen after the move last ("-": none).
func at(t *testing.T, r *rules.Rules, sfen, last string) *rules.Position {
	t.Helper()
	p, err := r.ParseSFEN(sfen)
	if err != nil {
		t.Fatal(err)
	}
	if last != "-" {
		m, err := p.ParseUSI(last)
		if err != nil {
			t.Fatal(err)
		}
		p.Make(m)
	}
	return p
}

// TestShogiops checks the notations lishogi has against what its library,
// shogiops, writes for every legal move of the positions of
// testdata/shogiops-chu.tsv. The one difference allowed is the package's
// guarantee that no two legal moves are written alike: where shogiops
// writes several legal moves of a position alike (passes through different
// squares; pieces named 獅 whose marks come out the same; igui, which
// Japanese notation writes without the piece, or Kitao-Kawasaki and
// western notation without the start square), each is written as shogiops
// writes it, then the start square (and the middle squares) in brackets,
// and reads back as itself, while shogiops' text reads as no single move.
func TestShogiops(t *testing.T) {
	r := gamerules.Profile(t, "chu", "lishogi")
	notations := []Notation{Japanese, KitaoKawasaki, Western, WesternEngine, Yorozuya}
	compared, extended := 0, map[string]int{}
	for _, b := range readOracle(t, "testdata/shogiops-chu.tsv", 1+len(notations)) {
		p := at(t, r, b.sfen, b.last)
		moves := p.AppendMoves(nil)
		var legal, listed []string
		for _, m := range moves {
			legal = append(legal, p.USI(m))
		}
		for _, row := range b.rows {
			listed = append(listed, row[0])
		}
		slices.Sort(legal)
		slices.Sort(listed)
		if diff := cmp.Diff(listed, legal); diff != "" {
			t.Errorf("line %d: legal moves (-shogiops +ours):\n%s", b.line, diff)
			continue
		}
		for i, n := range notations {
			written := n.Append(nil, p, moves)
			byUSI := map[string]string{}
			for j, m := range moves {
				byUSI[p.USI(m)] = written[j]
			}
			alike := map[string]int{}
			for _, row := range b.rows {
				alike[row[1+i]]++
			}
			for _, row := range b.rows {
				want, got := row[1+i], byUSI[row[0]]
				compared++
				if got == want {
					continue
				}
				if suffix, ok := strings.CutPrefix(got, want); !ok || alike[want] < 2 ||
					!strings.HasPrefix(suffix, "(") || !strings.HasSuffix(suffix, ")") {
					t.Errorf("line %d, %s %s: %s writes %q, shogiops %q", b.line, b.sfen, row[0], n.Name(), got, want)
					continue
				}
				extended[n.Name()]++
				if m, err := n.Parse(p, got); err != nil || p.USI(m) != row[0] {
					t.Errorf("line %d, %s: %s reads %q as %v (%v), want %s", b.line, b.sfen, n.Name(), got, m, err, row[0])
				}
				var pe *ParseError
				if _, err := n.Parse(p, want); !errors.As(err, &pe) || !strings.HasPrefix(pe.Msg, "ambiguous") {
					t.Errorf("line %d, %s: %s reads shogiops' %q with error %v, want it ambiguous", b.line, b.sfen, n.Name(), want, err)
				}
			}
		}
	}
	t.Logf("%d moves' notations compared; written with brackets where shogiops writes moves alike: %v", compared, extended)
}
