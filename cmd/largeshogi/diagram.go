package main

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/internal/textdist"
	"github.com/largeshogi/largeshogi/render"
	"github.com/largeshogi/largeshogi/variant"
)

// diagramReport is the JSON form of a piece's moves: the betza command's
// report with the piece and its variant.
type diagramReport struct {
	Variant string `json:"variant"`
	Piece   string `json:"piece"`
	betzaReport
}

// runDiagram draws a piece's moves on its variant's empty board. It shows
// the move as the piece's Betza notation gives it, drawn by [betza.Draw]:
// the game's own rules, such as lion trading, are left out, so the command
// works for any variant file, even one the rules engine refuses.
func runDiagram(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("diagram", "[-variant NAME] [-at SQUARE] [-svg | -json] PIECE", stdout, stderr)
	var vf variantFlags
	vf.register(fs, false, "comma-separated variant options to enable (they may change moves)")
	at := fs.String("at", "", "the piece's square (default: the centre)")
	asSVG := fs.Bool("svg", false, "draw the diagram as SVG")
	asJSON := fs.Bool("json", false, "print one JSON object instead of the diagram")
	pos, err := fs.parse(args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return fs.errArgs("want exactly one PIECE")
	}
	if *asSVG && *asJSON {
		return errors.New("diagram: -svg and -json exclude each other")
	}
	v, err := vf.load()
	if err != nil {
		return err
	}
	p, err := findPiece(v, pos[0])
	if err != nil {
		return fmt.Errorf("diagram: %w", err)
	}
	geo := v.Geometry
	from := geo.Centre()
	if *at != "" {
		if from, err = geo.ParseSquare(*at); err != nil {
			return err
		}
	}
	m, err := betza.Parse(p.Betza)
	if err != nil {
		return fmt.Errorf("diagram: piece %s: %w", p.ID, err)
	}
	report, d := drawMove(p.Betza, m, p.Move, geo, from)
	if *asJSON {
		return writeJSON(stdout, diagramReport{Variant: v.Name, Piece: p.ID, betzaReport: report})
	}
	c := render.PieceCaption(v, p, report.Canonical, from)
	if *asSVG {
		return render.WriteDiagram(stdout, d, p, c.Heading, c.Lines())
	}
	fmt.Fprintln(stdout, c.Heading)
	fmt.Fprintln(stdout, c.Move)
	fmt.Fprintf(stdout, "(%s)\n\n", c.Note)
	writeDiagramText(stdout, report, d)
	return nil
}

// findPiece returns the piece of v that query names: its id, an
// abbreviation or its kanji exactly, else its id or English name in any
// case (hyphens, underscores and spaces alike), else an abbreviation in any
// case if only one piece has it. The error for an unknown piece lists close
// matches.
func findPiece(v *variant.Variant, query string) (*variant.Piece, error) {
	if p := v.Piece(query); p != nil {
		return p, nil
	}
	if p := v.PieceByAbbrev(query); p != nil {
		return p, nil
	}
	q := normalName(query)
	var abbrev []*variant.Piece
	for _, p := range v.Pieces {
		if p.Kanji == query || normalName(p.ID) == q || normalName(p.Name) == q {
			return p, nil
		}
		if slices.ContainsFunc(p.Abbrev, func(a string) bool { return normalName(a) == q }) {
			abbrev = append(abbrev, p)
		}
	}
	switch len(abbrev) {
	case 1:
		return abbrev[0], nil
	case 0:
	default:
		return nil, fmt.Errorf("piece %q is ambiguous in %s: %s", query, v.Name, pieceList(abbrev))
	}
	close := closePieces(v, q)
	if len(close) == 0 {
		return nil, fmt.Errorf("%s has no piece %q, nor one with a name close to it", v.Name, query)
	}
	return nil, fmt.Errorf("%s has no piece %q; close matches: %s", v.Name, query, pieceList(close))
}

// normalName folds case and treats hyphens and underscores as spaces.
func normalName(s string) string {
	return strings.Join(strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return r == ' ' || r == '-' || r == '_'
	}), " ")
}

// pieceList names pieces with their abbreviations: "lion (Ln), kirin (Kr)".
func pieceList(ps []*variant.Piece) string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = p.ID
		if len(p.Abbrev) > 0 {
			parts[i] += " (" + strings.Join(p.Abbrev, ", ") + ")"
		}
	}
	return strings.Join(parts, ", ")
}

// closePieces returns up to six pieces whose id, name, kanji or an
// abbreviation, or a word of one, is within a few edits of the normalised
// query q or contains it, nearest first and in the variant's order among
// equals.
func closePieces(v *variant.Variant, q string) []*variant.Piece {
	type match struct {
		p    *variant.Piece
		dist int
		i    int
	}
	limit := max(1, len([]rune(q))/3)
	var ms []match
	for i, p := range v.Pieces {
		best := -1
		for _, key := range append([]string{p.ID, p.Name, p.Kanji}, p.Abbrev...) {
			k := normalName(key)
			d := textdist.Distance(q, k)
			if len([]rune(q)) >= 3 {
				if strings.Contains(k, q) {
					d = min(d, 1)
				}
				// "drgon" is close to "dragon king" by its first word.
				for _, w := range strings.Fields(k) {
					d = min(d, textdist.Distance(q, w))
				}
			}
			if d <= limit && (best < 0 || d < best) {
				best = d
			}
		}
		if best >= 0 {
			ms = append(ms, match{p, best, i})
		}
	}
	slices.SortFunc(ms, func(a, b match) int {
		if a.dist != b.dist {
			return a.dist - b.dist
		}
		return a.i - b.i
	})
	var out []*variant.Piece
	for _, m := range ms[:min(len(ms), 6)] {
		out = append(out, m.p)
	}
	return out
}
