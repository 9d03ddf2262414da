// Package bigvariant writes variant files far larger than any game, as a
// stranger could send them, for the tests that check that such files cost
// bounded work or are refused.
package bigvariant

import (
	"fmt"
	"strings"
)

// Spec describes a variant file: Size×Size, a king and Pieces other
// pieces per side, each of its own kind, moving as Betza and promoting to
// one promoted-only piece moving the same way (so that the rules have
// 2×Pieces+2 kinds), with Profiles profiles and Options options that each
// change a rule's parameter.
type Spec struct {
	Size              int
	Pieces            int
	Betza             string
	Profiles, Options int
}

// code returns the SFEN code of piece i: two letters, so that no code is
// a prefix of another.
func code(i int) string {
	return string(rune('A'+i/26)) + string(rune('a'+i%26))
}

// rank returns the name of rank y counted from 0 at White's back rank:
// a to z, then aa, bb, ...
func rank(y int) string {
	if y < 26 {
		return string(rune('a' + y))
	}
	return strings.Repeat(string(rune('a'+y-26)), 2)
}

// YAML returns the variant file s describes.
func (s Spec) YAML() string {
	var b strings.Builder
	fmt.Fprintf(&b, "name: big\ntitle: Big\nsource: a test of bounds\nboard: %dx%d\npieces:\n", s.Size, s.Size)
	fmt.Fprintf(&b, "  - {id: king, name: king, abbrev: [%s], sfen: %s, betza: K, royal: true}\n", code(0), code(0))
	fmt.Fprintf(&b, "  - {id: gold, name: gold, abbrev: [+], betza: %q, promoted-only: true}\n", s.Betza)
	for i := 1; i <= s.Pieces; i++ {
		fmt.Fprintf(&b, "  - {id: p%d, name: p%d, abbrev: [%s], sfen: %s, betza: %q, promotes: gold}\n", i, i, code(i), code(i), s.Betza)
	}
	b.WriteString("setup:\n")
	row := make([]string, s.Size)
	for i, y := 0, s.Size-1; i <= s.Pieces; y-- {
		for x := range row {
			row[x] = "."
			if i <= s.Pieces {
				row[x] = code(i)
				i++
			}
		}
		fmt.Fprintf(&b, "  %s: %q\n", rank(y), strings.Join(row, " "))
	}
	fmt.Fprintf(&b, "rules:\n  zone-promotion: {depth: %d}\n", s.Size/3)
	if s.Profiles > 0 {
		b.WriteString("profiles:\n")
		for i := range s.Profiles {
			fmt.Fprintf(&b, "  - name: profile-%d\n    description: a profile\n    rules:\n      zone-promotion: {depth: %d}\n", i, 1+i%(s.Size/2))
		}
	}
	if s.Options > 0 {
		b.WriteString("options:\n")
		for i := range s.Options {
			fmt.Fprintf(&b, "  - name: option-%d\n    description: an option\n    source: a test\n    rules:\n      zone-promotion: {depth: %d}\n", i, 1+i%(s.Size/2))
		}
	}
	return b.String()
}
