package rules

import (
	"slices"
	"sort"
	"testing"
)

// FuzzParseHodges reads arbitrary text as a move in one of the Hodges test
// positions or at the start of a built-in game: it must never panic nor
// exceed an allocation budget, and whatever it reads must be a legal move
// that Hodges writes so that it reads back as the same move.
func FuzzParseHodges(f *testing.F) {
	r, byName := hodgesPositions(f)
	// Two positions of the lishogi play-outs: one with a lion-capture
	// square, one with promoted pieces on both sides.
	for i, sfen := range []string{
		"lfcsgekgsc1l/a1b1txot1bfa/mvrhd2dnrvm/pp1pqpp1pp1p/2p4pi1p1/12/12/5P2I3/PPPPP1PPPPPP/MVRHD1QDHRVM/A1BGTOXT1B1A/LFCS1KEGSCFL b 8d 21",
		"lfcsgekgscfl/a1b1txot1b1a/mv4ndhrvm/p4p1ppppp/1p4p1i3/12/12/3I7q/PPPPPPPP+h1P1/MVRH2QDHRVM/A1BDTOXT1BFA/LFCSGKEGSC1L b 10b 21",
	} {
		p, err := r.ParseSFEN(sfen)
		if err != nil {
			f.Fatal(err)
		}
		byName["playout"+string(rune('1'+i))] = p
	}
	names := make([]string, 0, len(byName))
	for name := range byName {
		names = append(names, name)
	}
	sort.Strings(names)
	var positions []*Position
	for _, name := range names {
		positions = append(positions, byName[name])
	}
	for _, g := range fuzzGames(f)[1:] {
		positions = append(positions, g.NewPosition())
	}
	for i, p := range positions {
		for _, m := range p.AppendMoves(nil) {
			f.Add(uint8(i), p.Hodges(m))
		}
	}
	for _, s := range []string{
		"", "+", "P", "P-", "P-7", "P7h", "P-7h!", "P-7h++", "Px7h=", "Lnx!7g-6g", "Ln-!6h",
		"Ln-6h-!7h", "Ln-6h-5h-4h", "+Ky-2h", "+H-2c", "N-7h", "P0h-7h", "P-13a", "P-99zz",
		"獅-7h", "+獅-1a", "Lnxx7g", "x!7g", "Ln7h", "Ln7hx", "G10h-9h+", "\xff-7h",
	} {
		for i := range positions {
			f.Add(uint8(i), s)
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, s string) {
		p := positions[int(which)%len(positions)]
		var m Move
		var err error
		within(t, fuzzBudget+64*uint64(len(s)), "ParseHodges", func() { m, err = p.ParseHodges(s) })
		if err != nil {
			return
		}
		if !slices.Contains(p.AppendMoves(nil), m) {
			t.Fatalf("ParseHodges(%q) = %s, which is not legal in %s", s, m.String(), p.SFEN())
		}
		h := p.Hodges(m)
		back, err := p.ParseHodges(h)
		if err != nil {
			t.Fatalf("ParseHodges(%q) = %s, written %q, which reads as an error: %v", s, m.String(), h, err)
		}
		if back != m {
			t.Fatalf("ParseHodges(%q) = %s, written %q, which reads as %s", s, m.String(), h, back.String())
		}
	})
}
