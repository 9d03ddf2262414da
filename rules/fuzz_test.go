package rules

import (
	"errors"
	"runtime/metrics"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/variants"
)

// fuzzGames returns the rules of every built-in game, chu shogi's under the
// lishogi profile first; a fuzz input picks one by its first value.
func fuzzGames(tb testing.TB) []*Rules {
	tb.Helper()
	out := []*Rules{chuRules(tb, "lishogi")}
	for _, name := range variants.Names() {
		v, err := variants.Load(name)
		if err != nil {
			tb.Fatal(err)
		}
		r, err := New(v)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

// allocated returns how many bytes the program has allocated so far.
func allocated() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// fuzzBudget is what reading one notation may allocate besides 64 bytes a
// byte of input: tables the size of the variant (taikyoku shogi's 302
// kinds) fit well inside it, while the blow-ups it is there to catch were
// hundreds of megabytes.
const fuzzBudget = 8 << 20

// within fails t if f allocates more than limit bytes: the fuzz targets'
// budget, so that a blow-up on some input is a failure, not a slow run.
func within(t *testing.T, limit uint64, what string, f func()) {
	t.Helper()
	before := allocated()
	f()
	if used := allocated() - before; used > limit {
		t.Fatalf("%s allocated %d bytes, more than its budget of %d", what, used, limit)
	}
}

// FuzzParseSFEN checks on every built-in game that ParseSFEN never panics
// and stays within an allocation budget, and that a position it accepts
// has the hash computed from scratch and writes an SFEN that reads back to
// the same SFEN and hash.
func FuzzParseSFEN(f *testing.F) {
	games := fuzzGames(f)
	sfens := playoutSFENs(f)
	for _, i := range []int{0, 5, 8, 77, len(sfens) - 1} { // start, lion square, middle games, late
		f.Add(uint8(0), sfens[i])
	}
	for i, g := range games {
		f.Add(uint8(i), g.NewPosition().SFEN())
	}
	start := sfens[0]
	for _, s := range []string{
		"", " ", "b", "12 b", "lfcsgekgscfl b - 1",
		strings.Fields(start)[0],             // no side to move
		start + " 9",                         // five fields
		"12/12/12/12/12/12/12/12/12/12/12 b", // eleven ranks
		"12/12/12/12/12/12/12/12/12/12/12/13 b",
		"12/12/12/12/12/12/12/12/12/12/12/012 b",
		"12/12/12/12/12/12/12/12/12/12/12/11KK b",
		"12/12/12/12/12/12/12/12/12/12/12/11+ b",
		"12/12/12/12/12/12/12/12/12/12/12/10+K1 b",
		"12/12/12/12/12/12/12/12/12/12/12/11Z b",
		"12/12/12/12/12/12/12/12/12/12/12/11k x",
		"12/12/12/12/12/12/12/12/12/12/12/11k w 13a 1",
		"12/12/12/12/12/12/12/12/12/12/12/11k w 5m 1",
		"12/12/12/12/12/12/12/12/12/12/12/11k w 5e 0",
		"12/12/12/12/12/12/12/12/12/12/12/11k w 5e +3",
		"12/12/12/12/12/12/12/12/12/12/12/11k w - 99999999999999999999",
		"12/12/12/12/12/12/12/12/12/12/12/99999999999999999999 b",
		"12/12/12/12/12/12/12/12/12/12/12/11é b",
	} {
		f.Add(uint8(0), s)
	}
	f.Fuzz(func(t *testing.T, game uint8, s string) {
		r := games[int(game)%len(games)]
		var p *Position
		var err error
		within(t, fuzzBudget+64*uint64(len(s)), "ParseSFEN", func() { p, err = r.ParseSFEN(s) })
		if err != nil {
			if !errors.Is(err, ErrSyntax) {
				t.Fatalf("ParseSFEN(%q): %v, which does not wrap ErrSyntax", s, err)
			}
			return
		}
		if got, want := p.Hash(), p.computeHash(); got != want {
			t.Fatalf("ParseSFEN(%q): hash %x, computed from scratch %x", s, got, want)
		}
		sfen := p.SFEN()
		q, err := r.ParseSFEN(sfen)
		if err != nil {
			t.Fatalf("ParseSFEN(%q) writes %s, which does not parse: %v", s, sfen, err)
		}
		if got := q.SFEN(); got != sfen {
			t.Fatalf("ParseSFEN(%q) writes %s, which writes back as %s", s, sfen, got)
		}
		if q.Hash() != p.Hash() {
			t.Fatalf("ParseSFEN(%q): hash %x, but %s reads with hash %x", s, p.Hash(), sfen, q.Hash())
		}
	})
}

// FuzzParseUSI checks on the start of every built-in game and a chu
// middle-game position that ParseUSI never panics nor changes the position
// and stays within an allocation budget, that a move it accepts is legal
// and generated, and that the move written in USI reads back to itself.
func FuzzParseUSI(f *testing.F) {
	games := fuzzGames(f)
	r := games[0]
	mid, err := r.ParseSFEN(middlegameSFENs(f)[0])
	if err != nil {
		f.Fatal(err)
	}
	positions := []*Position{mid}
	for _, g := range games {
		positions = append(positions, g.NewPosition())
	}
	for _, p := range positions {
		moves := p.AppendMoves(nil)
		for i := 0; i < len(moves); i += 7 {
			f.Add(moves[i].String())
		}
	}
	for _, s := range []string{
		"", "+", "7", "7i", "7i7", "7i7h", "7i7h+", "7i7h++", "7i7h+x", "7i7h=", "7i7h=+", "7i7h7g", "7j7i7j", "7j7i7h7g",
		"0a1a", "13a1a", "1m1a", "1a1a", "12l12k", "3a4b+", "4e2c+", "6j6i6j+", "１a1b", "7i 7h",
	} {
		f.Add(s)
	}
	moves := make([][]Move, len(positions))
	sfens := make([]string, len(positions))
	for i, p := range positions {
		moves[i] = p.AppendMoves(nil)
		sfens[i] = p.SFEN()
	}
	f.Fuzz(func(t *testing.T, s string) {
		for i, p := range positions {
			var m Move
			var err error
			within(t, fuzzBudget+64*uint64(len(s)), "ParseUSI", func() { m, err = p.ParseUSI(s) })
			if got := p.SFEN(); got != sfens[i] || p.Hash() != p.computeHash() {
				t.Fatalf("%s: ParseUSI(%q) changed the position to %s", sfens[i], s, got)
			}
			if err != nil {
				if errors.Is(err, ErrSyntax) == errors.Is(err, ErrIllegal) {
					t.Fatalf("%s: ParseUSI(%q): %v, want a syntax error or an illegal move", sfens[i], s, err)
				}
				continue
			}
			if !p.Legal(m) {
				t.Fatalf("%s: ParseUSI(%q) accepts %+v, which is not Legal", sfens[i], s, m)
			}
			if !contains(moves[i], m) {
				t.Fatalf("%s: ParseUSI(%q) accepts %+v, which AppendMoves does not list", sfens[i], s, m)
			}
			usi := m.String()
			again, err := p.ParseUSI(usi)
			if err != nil {
				t.Fatalf("%s: ParseUSI(%q) accepts a move written %s, which does not parse: %v", sfens[i], s, usi, err)
			}
			if again != m {
				t.Fatalf("%s: ParseUSI(%q) = %+v, written %s, which reads as %+v", sfens[i], s, m, usi, again)
			}
		}
	})
}
