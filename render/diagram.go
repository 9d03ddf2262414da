package render

import (
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

// WriteDiagram draws a movement diagram the way the rule texts do: the
// piece, ○ where it steps, ☆ where it jumps, lines where it ranges (along
// every line a range arrives by), ! for igui and * for a shot, every mark
// a square has (the lion's neighbours: a circle with ! in it). A ring
// round the piece means it can pass. caption is written below the board.
func WriteDiagram(w io.Writer, d *betza.Diagram, p *variant.Piece, title string, caption []string) error {
	geo := d.Geo
	s := newSVGWriter(w, geo)
	s.begin(title, "", len(caption))
	r := float64(CellSize) * 0.3
	// Lines first, so that the marks and the piece cover their ends: one
	// into each range square along every line a range arrives by.
	s.printf("<g class=\"range\" stroke=\"%s\" stroke-width=\"3\" stroke-linecap=\"round\">\n", lineColor)
	for _, sq := range geo.Squares() {
		for _, v := range d.Arrivals(sq) {
			prev := sq - board.Square(geo.Delta(v[0], v[1], board.Black))
			x1, y1 := s.centre(prev)
			x2, y2 := s.centre(sq)
			s.printf("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", x1, y1, x2, y2)
		}
	}
	s.printf("</g>\n")
	// Every mark of a square is drawn: a step or jump mark, then ! and *
	// over it (side by side when both).
	s.printf("<g class=\"marks\" stroke=\"%s\" stroke-width=\"2\" fill=\"%s\">\n", lineColor, woodColor)
	for _, sq := range geo.Squares() {
		cx, cy := s.centre(sq)
		m := d.Marks[geo.Index(sq)]
		switch {
		case m.Has(betza.Step):
			s.printf("<circle class=\"step\" cx=\"%d\" cy=\"%d\" r=\"%s\"/>\n", cx, cy, num(r))
		case m.Has(betza.Jump):
			s.printf("<polygon class=\"jump\" points=\"%s\"/>\n", starPoints(float64(cx), float64(cy), 1.15*r, 0.45*r))
		}
		shift := 0
		if m.Has(betza.Igui | betza.Shoot) {
			shift = CellSize / 6
		}
		if m.Has(betza.Igui) {
			s.printf("<text class=\"igui\" x=\"%d\" y=\"%d\" font-family=\"%s\" font-size=\"26\" font-weight=\"bold\" stroke=\"none\" fill=\"%s\">!</text>\n",
				cx-shift, cy+9, labelFonts, lineColor)
		}
		if m.Has(betza.Shoot) {
			s.printf("<text class=\"shot\" x=\"%d\" y=\"%d\" font-family=\"%s\" font-size=\"30\" font-weight=\"bold\" stroke=\"none\" fill=\"%s\">*</text>\n",
				cx+shift, cy+14, labelFonts, lineColor)
		}
	}
	s.printf("</g>\n")
	if d.Pass {
		cx, cy := s.centre(d.At)
		s.printf("<circle class=\"pass\" cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"/>\n", cx, cy, CellSize/2-1, lineColor)
	}
	s.piece(Piece{Square: d.At, Color: board.Black, Kanji: p.Kanji, Promoted: p.PromotedOnly})
	if len(caption) > 0 {
		y := labelMargin + geo.Ranks()*CellSize + margin
		s.printf("<g class=\"caption\" font-family=\"%s\" font-size=\"13\" fill=\"%s\" text-anchor=\"start\">\n", labelFonts, lineColor)
		for i, line := range caption {
			s.printf("<text x=\"%d\" y=\"%d\">%s</text>\n", margin, y+i*captionLine+8, xmlText(line))
		}
		s.printf("</g>\n")
	}
	return s.end()
}

// starPoints returns the points of a five-pointed star centred on (cx, cy)
// with the given outer and inner radii, one point upwards.
func starPoints(cx, cy, outer, inner float64) string {
	var b strings.Builder
	for i := range 10 {
		rad := outer
		if i%2 == 1 {
			rad = inner
		}
		a := float64(i) * math.Pi / 5
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(num(cx + rad*math.Sin(a)))
		b.WriteByte(',')
		b.WriteString(num(cy - rad*math.Cos(a)))
	}
	return b.String()
}

// Caption is the text that goes with a piece's move diagram.
type Caption struct {
	Heading string // the piece's names and its variant
	Move    string // its Betza notation, the board and the square drawn
	Legend  string // what the marks mean
	Note    string // what the diagram leaves out
}

// PieceCaption returns the caption of the diagram of piece p of variant v
// drawn on square at; canonical is the canonical form of its Betza
// notation.
func PieceCaption(v *variant.Variant, p *variant.Piece, canonical string, at board.Square) Caption {
	return Caption{
		Heading: fmt.Sprintf("%s %s (%s) in %s", p.Name, p.Kanji, strings.Join(p.Abbrev, ", "), v.Title),
		Move:    fmt.Sprintf("%s (canonical %s) on %s from %s, Black moving up", p.Betza, canonical, v.Geometry, v.Geometry.Name(at)),
		Legend:  "○ step, ☆ jump, ─ range, ! igui, * shot (all a square's marks shown), a ring round the piece: it can pass",
		Note:    "the move alone on an empty board: rules such as lion trading are not shown",
	}
}

// Lines returns the caption's lines in the order a drawing writes them.
func (c Caption) Lines() []string { return []string{c.Heading, c.Move, c.Legend, c.Note} }

// WritePieceDiagram draws the moves of piece p of variant v from square at
// of an empty board, with its caption, as [WriteDiagram] does.
func WritePieceDiagram(w io.Writer, v *variant.Variant, p *variant.Piece, at board.Square) error {
	m, err := betza.Parse(p.Betza)
	if err != nil {
		return fmt.Errorf("piece %s: %w", p.ID, err)
	}
	c := PieceCaption(v, p, m.String(), at)
	return WriteDiagram(w, betza.Draw(p.Move, v.Geometry, at), p, c.Heading, c.Lines())
}
