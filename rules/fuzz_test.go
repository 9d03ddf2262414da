package rules

import (
	"errors"
	"strings"
	"testing"
)

// FuzzParseSFEN checks that ParseSFEN never panics, and that a position it
// accepts has the hash computed from scratch and writes an SFEN that reads
// back to the same SFEN and hash.
func FuzzParseSFEN(f *testing.F) {
	r := chuRules(f, "lishogi")
	sfens := playoutSFENs(f)
	for _, i := range []int{0, 5, 8, 77, len(sfens) - 1} { // start, lion square, middle games, late
		f.Add(sfens[i])
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
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := r.ParseSFEN(s)
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

// FuzzParseUSI checks on the chu start and a middle-game position that
// ParseUSI never panics nor changes the position, that a move it accepts is
// legal and generated, and that the move written in USI reads back to
// itself.
func FuzzParseUSI(f *testing.F) {
	r := chuRules(f, "lishogi")
	mid, err := r.ParseSFEN(middlegameSFENs(f)[0])
	if err != nil {
		f.Fatal(err)
	}
	positions := []*Position{r.NewPosition(), mid}
	for _, p := range positions {
		moves := p.AppendMoves(nil)
		for i := 0; i < len(moves); i += 7 {
			f.Add(moves[i].String())
		}
	}
	for _, s := range []string{
		"", "+", "7", "7i", "7i7", "7i7h", "7i7h+", "7i7h++", "7i7h+x", "7i7h7g", "7j7i7j", "7j7i7h7g",
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
			m, err := p.ParseUSI(s)
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
