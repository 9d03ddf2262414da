package variant

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/board"
)

// A hostile file is a variant file built to make the loader work hard. Each
// is built at about a given size, so that the same shape serves as a full
// test (up to MaxFileSize) and as a small fuzzing seed.
type hostile struct {
	name string
	// accept reports whether Load accepts the file.
	accept bool
	// want is, for a file Load rejects, a regular expression that one of
	// the errors matches; for a file it accepts, the variant's counts of
	// pieces, profiles and options, as "N pieces, N profiles, N options".
	want  string
	build func(size int) string
}

// Parts of a small valid variant that the hostile files build on.
const (
	hostileHead   = "name: h\ntitle: hostile\nboard: 5x5\n"
	hostilePieces = `pieces:
  - {id: king, name: king, abbrev: [K], sfen: K, betza: K, royal: true}
  - {id: pawn, name: pawn, abbrev: [P], sfen: P, betza: fW}
`
	hostileSetup = "setup:\n  e: \". . K . .\"\n"
	hostileBase  = hostileHead + hostilePieces + hostileSetup + "source: a test\n"
	// hostileRules sets the hooks that profiles and options override.
	hostileRules = "rules:\n  zone-promotion: {depth: 1, enter: true}\n  stalemate: {result: loss}\n  win: {royals: all-captured}\n"
)

// filler writes text made of repeated items, stopping before size bytes.
type filler struct {
	strings.Builder
	size int
}

// fill appends item(0), item(1), ... item(count-1) while they fit,
// leaving room for reserve more bytes.
func (f *filler) fill(count, reserve int, item func(i int) string) {
	for i := range count {
		s := item(i)
		if f.Len()+len(s)+reserve > f.size {
			return
		}
		f.WriteString(s)
	}
}

// fixed writes prefix, then repeated items, then suffix.
func fixed(prefix, suffix string, item func(i int) string) func(int) string {
	return func(size int) string {
		f := &filler{size: size}
		f.WriteString(prefix)
		f.fill(size, len(suffix), item)
		f.WriteString(suffix)
		return f.String()
	}
}

// repeat returns an item function that always gives s.
func repeat(s string) func(int) string { return func(int) string { return s } }

// nested writes open n times, middle, then close n times, with n as large
// as fits.
func nested(prefix, open, middle, close, suffix string) func(int) string {
	return func(size int) string {
		n := (size - len(prefix) - len(middle) - len(suffix)) / (len(open) + len(close))
		return prefix + strings.Repeat(open, n) + middle + strings.Repeat(close, n) + suffix
	}
}

// manyPieces writes the most pieces a file may have (fewer for a small
// size), each with the most abbreviations and traits, on the largest board
// with Black's half of it full, then rules and as many profiles and
// options, each overriding hooks and pieces, as fit.
func manyPieces(size int) string {
	n := min(MaxPieces, max(2, size/256))
	f := &filler{size: size}
	f.WriteString("name: h\ntitle: hostile\nsource: a test\nboard: 36x36\npieces:\n")
	code := func(i int) string { return string(rune('A'+i/26)) + string(rune('a'+i%26)) }
	for i := range n {
		fmt.Fprintf(f, "  - {id: p%d, name: p, abbrev: [", i)
		for j := range maxAbbrevs {
			if j > 0 {
				f.WriteString(", ")
			}
			fmt.Fprintf(f, "a%d-%d", i, j)
		}
		f.WriteString("], traits: [")
		for j := range maxTraits {
			if j > 0 {
				f.WriteString(", ")
			}
			fmt.Fprintf(f, "t%d", j)
		}
		fmt.Fprintf(f, "], sfen: %s, betza: WfF, royal: %t", code(i), i == 0)
		if i+1 < n {
			fmt.Fprintf(f, ", promotes: p%d", i+1)
		}
		f.WriteString("}\n")
	}
	f.WriteString("setup:\n")
	for r := 19; r <= 36; r++ {
		fmt.Fprintf(f, "  %s: \"", board.RankName(r))
		for x := range 36 {
			if x > 0 {
				f.WriteByte(' ')
			}
			fmt.Fprintf(f, "a%d-0", (r*36+x)%n)
		}
		f.WriteString("\"\n")
	}
	f.WriteString(hostileRules + "profiles:\n")
	f.fill(maxProfiles, 0, func(i int) string {
		return fmt.Sprintf("  - {name: p%d, rules: {stalemate: {result: draw}}}\n", i)
	})
	f.WriteString("options:\n")
	f.fill(maxOptions, 0, func(i int) string {
		return fmt.Sprintf("  - {name: o%d, source: s, pieces: {p1: {betza: K, promotes: \"\", traits: [t]}}, rules: {win: {royals: any-captured}}}\n", i)
	})
	return f.String()
}

// manyOptions writes as many options as fit, up to the most a file may
// have, each overriding hooks and pieces.
func manyOptions(size int) string {
	f := &filler{size: size}
	f.WriteString(hostileBase + hostileRules + "options:\n")
	f.fill(maxOptions, 0, func(i int) string {
		return fmt.Sprintf("  - {name: o%d, description: an option, source: a test, pieces: {pawn: {betza: WfF, promotes: \"\", royal: false, traits: [t]}, king: {betza: K}}, rules: {stalemate: {result: draw}, win: {royals: any-captured}}}\n", i)
	})
	return f.String()
}

// profileRechecks writes a hook with long parameters and the most
// profiles, each making the loader check that hook again.
func profileRechecks(size int) string {
	var b strings.Builder
	b.WriteString(hostileBase + "rules:\n  win: {objectives: [")
	for range min(maxList, size/16) {
		b.WriteString("[king, pawn], ")
	}
	b.WriteString("]}\nprofiles:\n")
	for i := range maxProfiles {
		fmt.Fprintf(&b, "  - {name: p%d, rules: {win: {}}}\n", i)
	}
	return b.String()
}

// traitedPieces writes a small variant's head and setup and n pieces: a
// king, and others with the most traits a piece may have.
func traitedPieces(b *strings.Builder, n int) {
	b.WriteString(hostileHead + hostileSetup + "source: a test\npieces:\n")
	b.WriteString("  - {id: king, name: king, abbrev: [K], sfen: K, betza: K, royal: true}\n")
	traits := make([]string, maxTraits)
	for j := range traits {
		traits[j] = fmt.Sprintf("t%d", j)
	}
	for i := 1; i < n; i++ {
		fmt.Fprintf(b, "  - {id: p%d, name: p, abbrev: [a%d], betza: K, traits: [%s]}\n", i, i, strings.Join(traits, ", "))
	}
}

// traitRechecks writes pieces with the most traits, a hook that looks up
// names that are neither pieces nor traits, and profiles that make the
// loader check it again.
func traitRechecks(size int) string {
	var b strings.Builder
	traitedPieces(&b, min(MaxPieces, size/100))
	b.WriteString("rules:\n  bare-king: {mode: ends-game, minor: [")
	for i := range min(maxList, size/16) {
		fmt.Fprintf(&b, "x%d, ", i)
	}
	b.WriteString("]}\nprofiles:\n")
	for i := range maxProfiles {
		fmt.Fprintf(&b, "  - {name: p%d, rules: {bare-king: {}}}\n", i)
	}
	return b.String()
}

// traitLookups writes pieces with the most traits and a hook that looks
// up nearly as many names as the hooks' parameters may hold, none of them
// a piece or a trait.
func traitLookups(size int) string {
	var b strings.Builder
	traitedPieces(&b, min(MaxPieces, size/500))
	b.WriteString("rules:\n  promote-on-capture: {rules: [")
	for range min(maxRuleValues/maxList-1, size/2048+1) {
		b.WriteString("{capturers: [" + strings.Repeat("x, ", maxList) + "]}, ")
	}
	b.WriteString("]}\n")
	return b.String()
}

// item returns an item function that gives format with the item's number.
func item(format string) func(int) string {
	return func(i int) string { return fmt.Sprintf(format, i) }
}

// hostileFiles lists the hostile files: each reported problem and each kind
// of structure a file can make large. Hostile Betza strings are the betza
// package's to test.
var hostileFiles = []hostile{
	{name: "unknown-fields", want: `^h\.yaml:10:1: unknown field "x0" \(want name, title, source, board, pieces, setup, rules, profiles, options, middle-squares, usi-variant, xboard-variant, usi-profile\)$`,
		build: fixed(hostileBase, "", item("x%d: 1\n"))},
	{name: "duplicate-fields", want: `^h\.yaml:10:1: "title" given twice$`,
		build: fixed(hostileBase, "", repeat("title: t\n"))},
	{name: "profiles", want: `^h\.yaml:11:3: profiles: \d+ entries, at most 64$`,
		build: fixed(hostileBase+"profiles:\n", "", item("  - {name: p%d}\n"))},
	{name: "unknown-hooks", want: `^h\.yaml:11:3: unknown rule hook "h0" \(run largeshogi hooks for the list\)$`,
		build: fixed(hostileBase+"rules:\n", "", item("  h%d: {}\n"))},
	{name: "misspelt-hooks", want: `^h\.yaml:11:3: unknown rule hook "stalemat0" \(did you mean "stalemate"\?\)$`,
		build: fixed(hostileBase+"rules:\n", "", item("  stalemat%d: {}\n"))},
	// A plain key is at most 1024 bytes long; "? " starts a key of any length.
	{name: "long-hook-name", want: `^h\.yaml:11:5: unknown rule hook "(stalemate){11}s…" \(run largeshogi hooks for the list\)$`,
		build: fixed(hostileBase+"rules:\n  ? ", "\n  : {}\n", repeat("stalemate"))},
	{name: "long-field-name", want: `^h\.yaml:10:3: unknown field "x{100}…" \(want name, `,
		build: fixed(hostileBase+"? ", "\n: 1\n", repeat("x"))},
	{name: "long-scalar", accept: true, want: "2 pieces, 0 profiles, 0 options",
		build: fixed(hostileHead+hostilePieces+hostileSetup+"source: ", "\n", repeat("x"))},
	{name: "long-piece-id", want: `^h\.yaml:6:5: piece x{100}…: name is missing$`,
		build: fixed(hostileHead+"source: a test\npieces:\n  - {id: ", "}\n"+hostileSetup, repeat("x"))},
	{name: "deep-flow-nesting", want: `^h\.yaml:10:1: exceeded max depth of 10000$`,
		build: nested(hostileBase+"rules: ", "[", "x", "]", "\n")},
	{name: "deep-block-nesting", want: `^h\.yaml:10:1: exceeded max depth of 10000$`,
		build: nested(hostileBase+"rules:\n  ", "- ", "x", "", "\n")},
	{name: "flow-mapping", want: `^h\.yaml:6:73: piece king: unknown field "k0" \(want id, name, `,
		build: fixed(hostileHead+"source: a test\npieces:\n  - {id: king, name: king, abbrev: [K], sfen: K, betza: K, royal: true, ", "}\n"+hostileSetup, item("k%d: 1, "))},
	{name: "flow-sequence", want: `^h\.yaml:11:3: rule hook zone-promotion: the hooks of the file, its profiles and options have more than 4096 values of parameters in all$`,
		build: fixed(hostileBase+"rules:\n  zone-promotion: {depth: 1, last-rank: [", "]}\n", repeat("pawn, "))},
	{name: "long-list", want: `^h\.yaml:11:41: zone-promotion: last-rank: 513 entries, at most 512$`,
		build: func(int) string {
			return hostileBase + "rules:\n  zone-promotion: {depth: 1, last-rank: [" + strings.Repeat("pawn, ", maxList+1) + "]}\n"
		}},
	{name: "option-pieces", want: `^h\.yaml:11:34: pieces: \d+ entries, at most 512$`,
		build: fixed(hostileBase+"options:\n  - {name: o, source: s, pieces: {", "}}\n", item("x%d: {}, "))},
	{name: "abbreviations", want: `^h\.yaml:6:68: piece king: abbrev: \d+ entries, at most 8$`,
		build: fixed(hostileHead+"source: a test\npieces:\n  - {id: king, name: king, sfen: K, betza: K, royal: true, abbrev: [K, ", "]}\n"+hostileSetup, item("a%d, "))},
	{name: "setup-rows", want: `^h\.yaml:11:3: setup: rank e given twice$`,
		build: fixed(hostileHead+hostilePieces+"source: a test\nsetup:\n", "", repeat("  e: \"K K K K K\"\n"))},
	{name: "setup-long-row", want: `^h\.yaml:9:6: setup rank e: \d+ squares, want 5 \(one token per file, '\.' for empty\)$`,
		build: fixed(hostileHead+hostilePieces+"source: a test\nsetup:\n  e: \"", "\"\n", repeat("K "))},
	{name: "setup-unknown-ranks", want: `^h\.yaml:9:3: setup: "r0" is not a rank of the 5x5 board \(a to e\)$`,
		build: fixed(hostileHead+hostilePieces+"source: a test\nsetup:\n", "", item("  r%d: \"K\"\n"))},
	{name: "pieces", want: `^h\.yaml:8:3: pieces: \d+ entries, at most 512$`,
		build: fixed(hostileHead+hostileSetup+"source: a test\npieces:\n", "", repeat("  - {}\n"))},
	{name: "aliases", want: `^h\.yaml:10:9: aliases \(\*a\) are not allowed in variant files$`,
		build: fixed(hostileHead+hostilePieces+hostileSetup+"source: &a x\nrules: [", "]\n", repeat("*a, "))},
	{name: "documents", want: `^h\.yaml:10:1: a second YAML document: a variant file holds one$`,
		build: fixed(hostileBase, "", repeat("---\n"))},
	{name: "profile-rechecks", want: `^h\.yaml:15:5: profile p2: the hooks that profiles and options override have more than 4096 values`,
		build: profileRechecks},
	{name: "trait-rechecks", want: `: bare-king: minor: no piece or trait "x0"$`,
		build: traitRechecks},
	{name: "trait-lookups", want: `: promote-on-capture: rules: no piece or trait "x"$`,
		build: traitLookups},
	{name: "many-pieces", accept: true, want: "512 pieces, 64 profiles, 256 options",
		build: manyPieces},
	{name: "many-options", accept: true, want: "2 pieces, 0 profiles, 256 options",
		build: manyOptions},
}

// seedSize is the size of the hostile files in the fuzzing corpus.
const seedSize = 2048

var update = flag.Bool("update", false, "rewrite the hostile seeds in testdata/fuzz/FuzzLoad")

// TestFuzzSeeds checks that testdata/fuzz/FuzzLoad holds a small version
// of each hostile file, as the generators build it; with -update it writes
// them.
func TestFuzzSeeds(t *testing.T) {
	seeds, _ := filepath.Glob(filepath.Join("testdata", "fuzz", "FuzzLoad", "hostile-*"))
	for _, path := range seeds {
		name := strings.TrimPrefix(filepath.Base(path), "hostile-")
		if !slices.ContainsFunc(hostileFiles, func(h hostile) bool { return h.name == name }) {
			t.Errorf("%s: no hostile file of that name", path)
		}
	}
	for _, h := range hostileFiles {
		path := filepath.Join("testdata", "fuzz", "FuzzLoad", "hostile-"+h.name)
		want := "go test fuzz v1\nstring(" + strconv.Quote(h.build(seedSize)) + ")\n"
		if *update {
			if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%v (run go test -run TestFuzzSeeds -update)", err)
			continue
		}
		if string(got) != want {
			t.Errorf("%s differs from what the generator builds (run go test -run TestFuzzSeeds -update)", path)
		}
	}
}
