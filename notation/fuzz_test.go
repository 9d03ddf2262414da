package notation

import (
	"errors"
	"math/rand/v2"
	"runtime/metrics"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/largeshogi/largeshogi/rules"
)

// fuzzPositions returns the positions the fuzz targets read moves in: a
// chu shogi middle game, where lions can capture twice, pass and take by
// igui, and a ko shogi position where a piece shoots.
func fuzzPositions(tb testing.TB) []*rules.Position {
	tb.Helper()
	return []*rules.Position{
		played(tb, "chu", 60),
		position(tb, "chu", "5f:N 5e:p 5d:p 6f:+H 6e:P 1a:k 12l:K b"),
		position(tb, "ko", "10j:Lb 11f:p 9i:P 9k:P 11k:P 7d:Ma 7c:p 1a:g 19s:G b"),
	}
}

// played returns the position of game name after plies moves drawn from a
// fixed seed.
func played(tb testing.TB, name string, plies int) *rules.Position {
	tb.Helper()
	p := position(tb, name, "")
	rng := rand.New(rand.NewPCG(15, 880))
	for range plies {
		moves := p.AppendMoves(nil)
		if len(moves) == 0 {
			break
		}
		p.Make(moves[rng.IntN(len(moves))])
	}
	return p
}

// allocated returns how many bytes the program has allocated so far.
func allocated() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// fuzzBudget is what reading one move may allocate: the positions' moves
// written once, with room to spare; a blow-up on some input fails.
const fuzzBudget = 4 << 20

// fuzzParse checks that n.Parse never panics, stays within its allocation
// budget, leaves the position as it was, returns a legal move whose
// notation reads back to it, or an error at a column of the input; and,
// unless exact is nil, that exact holds for each input read as a move.
func fuzzParse(f *testing.F, n Notation, exact func(t *testing.T, p *rules.Position, s string, m rules.Move)) {
	positions := fuzzPositions(f)
	for i, p := range positions {
		for _, w := range n.Append(nil, p, p.AppendMoves(nil)) {
			f.Add(uint8(i), w)
		}
	}
	for _, s := range []string{"", "同", "仝　", "じっと(", "--", "x!", "P-", "(", "\xff", "５五獅直生",
		"@@@@", "f4f5=", "f4f5+", "aa1b2", "f3e4,e4f3,", "a0a1", "l12l11", "7i7h=", "5f5e5d+",
		"+", "P", "P-7", "P7h", "P-7h!", "P-7h++", "Px7h=", "Lnx!7g-6g", "Ln-!6h", "Ln-6h-!7h",
		"Ln-6h-5h-4h", "+Ky-2h", "+H-2c", "P0h-7h", "P-13a", "P-99zz", "+獅-1a", "Lnxx7g", "Ln7hx",
		"G10h-9h+", "\xff-7h"} {
		f.Add(uint8(0), s)
	}
	f.Fuzz(func(t *testing.T, which uint8, s string) {
		p := positions[int(which)%len(positions)]
		var m rules.Move
		var err error
		sfen := p.SFEN()
		before := allocated()
		m, err = n.Parse(p, s)
		if used := allocated() - before; used > fuzzBudget {
			t.Fatalf("Parse(%q) allocated %d bytes, more than %d", s, used, fuzzBudget)
		}
		if p.SFEN() != sfen {
			t.Fatalf("Parse(%q) changed the position", s)
		}
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Col < 1 || pe.Col > utf8.RuneCountInString(s)+1 || pe.Col > MaxInput+1 {
				t.Fatalf("Parse(%q): error %v has no column inside the input", s, err)
			}
			return
		}
		if !p.Legal(m) {
			t.Fatalf("Parse(%q) = %s, not a legal move", s, m)
		}
		if back, err := n.Parse(p, n.Write(p, m)); err != nil || back != m {
			t.Fatalf("Parse(%q) = %s, whose notation %s reads as %s (%v)", s, m, n.Write(p, m), back, err)
		}
		if exact != nil {
			exact(t, p, s, m)
		}
	})
}

func FuzzUSI(f *testing.F)           { fuzzParse(f, USI, nil) }
func FuzzHodges(f *testing.F)        { fuzzParse(f, Hodges, nil) }
func FuzzJapanese(f *testing.F)      { fuzzParse(f, Japanese, nil) }
func FuzzKitaoKawasaki(f *testing.F) { fuzzParse(f, KitaoKawasaki, nil) }
func FuzzWestern(f *testing.F)       { fuzzParse(f, Western, nil) }
func FuzzWesternEngine(f *testing.F) { fuzzParse(f, WesternEngine, nil) }
func FuzzYorozuya(f *testing.F)      { fuzzParse(f, Yorozuya, nil) }

// FuzzXBoard checks XBoard as the other notations, and that a move it
// reads is written back as the text read, but for a "=" at the end, the
// null move or a piece's move to its own square read as its pass out and
// back.
func FuzzXBoard(f *testing.F) {
	fuzzParse(f, XBoard, func(t *testing.T, p *rules.Position, s string, m rules.Move) {
		passOutAndBack := m.From == m.To && m.NVia > 0 && !strings.Contains(s, ",")
		if w := XBoard.Write(p, m); s != xboardNull && !passOutAndBack && w != strings.TrimSuffix(s, "=") {
			t.Fatalf("Parse(%q) = %s, written %s", s, m, w)
		}
	})
}
