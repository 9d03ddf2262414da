package rulestest

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
	"pgregory.net/rapid"
)

// drawPieceAlternative draws one component of a piece's move in a variant:
// a single leg, which may shoot, or a move of two legs.
func drawPieceAlternative(t *rapid.T, first bool) string {
	switch rapid.IntRange(0, 3).Draw(t, "form") {
	case 0: // fW, mR, pB, cxQ3
		return drawLeg(t, legSpec{})
	case 1: // mRasR, KacK
		return drawLeg(t, legSpec{short: true, noShoot: true, noHop: true}) + "a" + drawLeg(t, legSpec{cont: true, short: true, noShoot: true, noHop: true})
	case 2: // [aK]
		return "[a" + drawLeg(t, legSpec{cont: true, leaper: true, noShoot: true}) + "]"
	default: // [crfW]
		s := "[cr"
		if rapid.Bool().Draw(t, "directions") {
			s += rapid.SampledFrom(firstDirs).Draw(t, "dirs")
		}
		return s + rapid.SampledFrom(leapers).Draw(t, "leaper") + "]"
	}
}

// pieceMove draws a piece's move of one or two components.
func pieceMove(t *rapid.T) string {
	return drawNotation(t, drawPieceAlternative)
}

// Variant returns a generator of small variant files, as YAML text, that
// [github.com/largeshogi/largeshogi/variant.Load] accepts and [rules.New]
// compiles for play. Each has a board of 5 to 9 files by 5 to 9 ranks; a
// royal king (K); one to four pieces A, B, C and D whose moves are drawn as
// [Notation] draws them, in at most two legs; sometimes a lion (Ln) that moves as
// NAD[aK], with the lion-trading rules; and Black's back rank, with the king
// in the middle and perhaps a second rank, turned half round for White. The
// rules are the win hook (all royals captured) and the stalemate hook, and
// sometimes zone promotion, with some pieces promoting to pieces of their
// own (+A, ...). Shrinking goes towards a 5×5 board with one piece and no
// promotion.
func Variant() *rapid.Generator[YAML] { return variantFile(false) }

// HookedVariant returns a generator of variant files as [Variant] draws
// them, to which it sometimes adds rules of ko and tenjiku shogi in
// combinations no built-in game has: burning (piece A, radius 1 to 4,
// active or passive, friendly or not), loss of powers (the king's move when
// piece A is captured, piece A's promotion when the king is), a net (piece
// B) and moves that name every middle square.
func HookedVariant() *rapid.Generator[YAML] { return variantFile(true) }

// YAML is the text of a variant file. It prints as itself, with %#v too,
// so that rapid's log of a drawn variant is the file as it would be saved,
// line by line.
type YAML string

// GoString returns the text on a line of its own.
func (y YAML) GoString() string { return "\n" + string(y) }

// Load loads the variant, as the file random.yaml.
func (y YAML) Load() (*variant.Variant, error) {
	return variant.Load(strings.NewReader(string(y)), "random.yaml")
}

func variantFile(hooked bool) *rapid.Generator[YAML] {
	return rapid.Custom(func(t *rapid.T) YAML {
		files := rapid.IntRange(5, 9).Draw(t, "files")
		ranks := rapid.IntRange(5, 9).Draw(t, "ranks")
		n := rapid.IntRange(1, 4).Draw(t, "pieces")
		zone := rapid.Bool().Draw(t, "zone promotion")
		lion := rapid.Bool().Draw(t, "lion")

		var b strings.Builder
		fmt.Fprintf(&b, "name: random\ntitle: Random variant\nsource: rulestest.Variant\nboard: %dx%d\npieces:\n", files, ranks)
		piece := func(id, name, abbrev, code, move string) {
			fmt.Fprintf(&b, "  - id: %s\n    name: %s\n    abbrev: [%q]\n", id, name, abbrev)
			if code != "" {
				fmt.Fprintf(&b, "    sfen: %s\n", code)
			}
			fmt.Fprintf(&b, "    betza: %q\n", move)
		}
		piece("king", "king", "K", "K", "K")
		b.WriteString("    royal: true\n")
		abbrevs := []string{"."}
		var promoted []string
		for i := range n {
			code := string(rune('A' + i))
			lower := strings.ToLower(code)
			piece("piece-"+lower, "piece "+code, code, code, pieceMove(t))
			abbrevs = append(abbrevs, code)
			if zone && rapid.Bool().Draw(t, "promotes") {
				fmt.Fprintf(&b, "    promotes: promoted-%s\n", lower)
				promoted = append(promoted, code)
			}
		}
		for _, code := range promoted {
			lower := strings.ToLower(code)
			piece("promoted-"+lower, "promoted "+code, "+"+code, "", pieceMove(t))
			b.WriteString("    promoted-only: true\n")
		}
		if lion {
			piece("lion", "lion", "Ln", "L", "NAD[aK]")
			b.WriteString("    traits: [lion]\n")
			abbrevs = append(abbrevs, "Ln")
		}

		b.WriteString("setup:\n")
		row := func(rank int, king bool) {
			tokens := make([]string, files)
			for x := range tokens {
				if king && x == files/2 {
					tokens[x] = "K"
					continue
				}
				tokens[x] = rapid.SampledFrom(abbrevs).Draw(t, "square")
			}
			fmt.Fprintf(&b, "  %s: %q\n", board.RankName(rank), strings.Join(tokens, " "))
		}
		if rapid.Bool().Draw(t, "second rank") {
			row(ranks-1, false)
		}
		row(ranks, true)

		b.WriteString("rules:\n  win: {royals: all-captured}\n")
		fmt.Fprintf(&b, "  stalemate: {result: %s}\n", rapid.SampledFrom([]string{"loss", "draw"}).Draw(t, "stalemate"))
		if zone {
			depth := rapid.IntRange(1, 2).Draw(t, "zone depth")
			fmt.Fprintf(&b, "  zone-promotion: {depth: %d, enter: true, capture-from-zone: %s, capture-into-zone: %s}\n", depth,
				strconv.FormatBool(rapid.Bool().Draw(t, "capture from zone")), strconv.FormatBool(rapid.Bool().Draw(t, "capture into zone")))
		}
		if lion {
			b.WriteString("  lion-trading: {lions: lion, protected-nonadjacent: true, counter-strike: true}\n")
		}
		if !hooked {
			return YAML(b.String())
		}
		if rapid.Bool().Draw(t, "burning") {
			fmt.Fprintf(&b, "  burning: {pieces: [piece-a], radius: %d, friendly: %t, passive: %t, on-promotion: %t}\n",
				rapid.IntRange(1, 4).Draw(t, "burning radius"), rapid.Bool().Draw(t, "friendly"), rapid.Bool().Draw(t, "passive"), rapid.Bool().Draw(t, "on promotion"))
		}
		if rapid.Bool().Draw(t, "loss of power") {
			fmt.Fprintf(&b, "  loss-of-power:\n    - {piece: king, trigger: [piece-a], betza: %q}\n", rapid.SampledFrom([]string{"fW", "W", "rlW"}).Draw(t, "remaining move"))
			if zone {
				b.WriteString("    - {piece: piece-a, trigger: [king], loses: promotion}\n")
			}
		}
		if n > 1 && rapid.Bool().Draw(t, "net") {
			fmt.Fprintf(&b, "  immobilising: {nets: [{piece: piece-b, directions: %s}], reach: %s}\n",
				rapid.SampledFrom([]string{"R", "fR", "B", "rlR"}).Draw(t, "net lines"), rapid.SampledFrom([]string{"whole-ray", "first-piece"}).Draw(t, "net reach"))
		}
		if rapid.Bool().Draw(t, "every middle square") {
			b.WriteString("middle-squares: every\n")
		}
		return YAML(b.String())
	})
}
