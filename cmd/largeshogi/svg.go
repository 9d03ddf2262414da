package main

import (
	"bufio"
	"cmp"
	"fmt"
	"io"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// The SVG drawings measure in pixels: a cell of the board is cellSize wide
// and high, with a margin on every side and more above (for the file
// numbers) and on the right (for the rank letters).
const (
	cellSize    = 40
	margin      = 12
	labelMargin = 26
	captionLine = 18
)

// SVG colours and the fonts the kanji are drawn in.
const (
	woodColor     = "#f3d9a4"
	pieceColor    = "#fdf1d6"
	lineColor     = "#222"
	promotedColor = "#c00000"
	kanjiFonts    = "'Noto Serif CJK JP','Source Han Serif JP','Hiragino Mincho ProN','Yu Mincho','MS Mincho',serif"
	labelFonts    = "sans-serif"
)

// svgPiece is a piece as the SVG board draws it.
type svgPiece struct {
	Square   board.Square
	Color    board.Color
	Kanji    string // the kanji written on the piece
	Promoted bool   // drawn in red
}

// svgBoard is what a board drawing shows: a grid, pieces in board order and
// a title for the drawing.
type svgBoard struct {
	Geo    *board.Geometry
	Title  string
	Desc   string
	Pieces []svgPiece
}

// positionPieces lists the pieces of p in board order. A promoted piece
// shows the kanji of the piece it has promoted to.
func positionPieces(p *rules.Position) []svgPiece {
	r := p.Rules()
	var out []svgPiece
	for _, s := range r.Geo.Squares() {
		c := p.At(s)
		if c == 0 {
			continue
		}
		out = append(out, svgPiece{Square: s, Color: c.Color(), Kanji: r.Piece(c.Kind()).Kanji, Promoted: r.Promoted(c.Kind())})
	}
	return out
}

// setupPieces lists the pieces of v's start position in board order, read
// from the variant's setup, so that it needs no rules engine.
func setupPieces(v *variant.Variant) []svgPiece {
	at := make(map[board.Square]variant.Placement, len(v.Setup))
	for _, p := range v.Setup {
		at[p.Square] = p
	}
	var out []svgPiece
	for _, s := range v.Geometry.Squares() {
		if p, ok := at[s]; ok {
			out = append(out, svgPiece{Square: s, Color: p.Color, Kanji: p.Piece.Kanji})
		}
	}
	return out
}

// positionBoard is the drawing of position p.
func positionBoard(p *rules.Position) svgBoard {
	v := p.Rules().Variant
	return svgBoard{
		Geo:    p.Rules().Geo,
		Title:  fmt.Sprintf("%s, %s to move", v.Title, p.Side()),
		Desc:   "sfen " + p.SFEN(),
		Pieces: positionPieces(p),
	}
}

// setupBoard is the drawing of v's start position.
func setupBoard(v *variant.Variant) svgBoard {
	return svgBoard{Geo: v.Geometry, Title: v.Title + ", start position", Pieces: setupPieces(v)}
}

// svgWriter writes an SVG document; its bufio.Writer keeps the first write
// error for end to return.
type svgWriter struct {
	w   *bufio.Writer
	geo *board.Geometry
}

func newSVGWriter(w io.Writer, geo *board.Geometry) *svgWriter {
	return &svgWriter{w: bufio.NewWriter(w), geo: geo}
}

func (s *svgWriter) printf(format string, args ...any) { fmt.Fprintf(s.w, format, args...) }

// centre returns the pixel centre of square sq.
func (s *svgWriter) centre(sq board.Square) (x, y int) {
	col, row := s.geo.XY(sq)
	return margin + col*cellSize + cellSize/2, labelMargin + row*cellSize + cellSize/2
}

// begin writes the document header and the board: wood, grid, file numbers
// above (the highest on the left) and rank letters on the right. captions
// is the number of text lines to leave room for below the board.
func (s *svgWriter) begin(title, desc string, captions int) {
	g := s.geo
	width := margin + g.Files()*cellSize + labelMargin
	height := labelMargin + g.Ranks()*cellSize + margin + captions*captionLine
	s.printf("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
	s.printf("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"%s\" text-anchor=\"middle\">\n",
		width, height, width, height, kanjiFonts)
	s.printf("<title>%s</title>\n", xmlText(title))
	if desc != "" {
		s.printf("<desc>%s</desc>\n", xmlText(desc))
	}
	s.printf("<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", width, height)
	bw, bh := g.Files()*cellSize, g.Ranks()*cellSize
	s.printf("<rect class=\"board\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/>\n",
		margin, labelMargin, bw, bh, woodColor, lineColor)
	s.printf("<g class=\"grid\" stroke=\"%s\" stroke-width=\"1\">\n", lineColor)
	for x := 1; x < g.Files(); x++ {
		px := margin + x*cellSize
		s.printf("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", px, labelMargin, px, labelMargin+bh)
	}
	for y := 1; y < g.Ranks(); y++ {
		py := labelMargin + y*cellSize
		s.printf("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", margin, py, margin+bw, py)
	}
	s.printf("</g>\n")
	s.printf("<g class=\"labels\" font-family=\"%s\" font-size=\"13\" fill=\"%s\">\n", labelFonts, lineColor)
	for x := range g.Files() {
		s.printf("<text x=\"%d\" y=\"%d\">%d</text>\n", margin+x*cellSize+cellSize/2, labelMargin-8, g.Files()-x)
	}
	for y := range g.Ranks() {
		s.printf("<text x=\"%d\" y=\"%d\">%s</text>\n", margin+bw+labelMargin/2, labelMargin+y*cellSize+cellSize/2+5, board.RankName(y+1))
	}
	s.printf("</g>\n")
}

// piece draws a piece on square sq: a pentagon pointing towards the enemy
// with its kanji, turned half round for White.
func (s *svgWriter) piece(p svgPiece) {
	cx, cy := s.centre(p.Square)
	transform := fmt.Sprintf("translate(%d %d)", cx, cy)
	if p.Color == board.White {
		transform += " rotate(180)"
	}
	s.printf("<g class=\"piece %s\" transform=\"%s\">\n", p.Color, transform)
	// The pentagon, in units of half a cell less a gap.
	h := float64(cellSize)/2 - 2
	s.printf("<polygon points=\"0,%s %s,%s %s,%s %s,%s %s,%s\" fill=\"%s\" stroke=\"%s\" stroke-width=\"1\"/>\n",
		num(-h), num(0.66*h), num(-0.62*h), num(0.82*h), num(h), num(-0.82*h), num(h), num(-0.66*h), num(-0.62*h), pieceColor, lineColor)
	fill := lineColor
	if p.Promoted {
		fill = promotedColor
	}
	for _, t := range kanjiLayout(p.Kanji, h) {
		s.printf("<text x=\"%s\" y=\"%s\" font-size=\"%s\" fill=\"%s\">%s</text>\n", num(t.x), num(t.y), num(t.size), fill, xmlText(t.text))
	}
	s.printf("</g>\n")
}

// glyph is one character of a piece's name and where it goes, relative to
// the piece's centre.
type glyph struct {
	text       string
	x, y, size float64
}

// kanjiLayout places the characters of name on a piece of half-height h the
// way shogi pieces write them: one large, two or three in a column, four in
// two columns read right to left.
func kanjiLayout(name string, h float64) []glyph {
	runes := []rune(name)
	n := len(runes)
	if n == 0 {
		return nil
	}
	var out []glyph
	// The usable height runs from a little below the apex to the base.
	top, bottom := -0.55*h, 0.95*h
	if n == 4 {
		size := (bottom - top) / 2
		for i, r := range runes {
			col, row := i/2, i%2
			x := size / 2
			if col == 1 {
				x = -size / 2
			}
			out = append(out, glyph{string(r), x, top + size*float64(row) + 0.86*size, size})
		}
		return out
	}
	size := min((bottom-top)/float64(n), 1.1*h)
	if n == 1 {
		size = 1.1 * h
	}
	start := (top+bottom)/2 - size*float64(n)/2
	for i, r := range runes {
		out = append(out, glyph{string(r), 0, start + size*float64(i) + 0.86*size, size})
	}
	return out
}

// end closes the document and returns the first write error.
func (s *svgWriter) end() error {
	s.printf("</svg>\n")
	return s.w.Flush()
}

// writeBoardSVG draws a board with its pieces.
func writeBoardSVG(w io.Writer, b svgBoard) error {
	s := newSVGWriter(w, b.Geo)
	s.begin(b.Title, b.Desc, 0)
	for _, p := range b.Pieces {
		s.piece(p)
	}
	return s.end()
}

// writeDiagramSVG draws a movement diagram the way the rule texts do: the
// piece, ○ where it steps, ☆ where it jumps, lines where it ranges, ! for
// igui and * for a shot. A ring round the piece means it can pass. caption
// is written below the board.
func writeDiagramSVG(w io.Writer, d *betza.Diagram, p *variant.Piece, title string, caption []string) error {
	geo := d.Geo
	s := newSVGWriter(w, geo)
	s.begin(title, "", len(caption))
	r := float64(cellSize) * 0.3
	// Lines first, so that the marks and the piece cover their ends.
	s.printf("<g class=\"range\" stroke=\"%s\" stroke-width=\"3\" stroke-linecap=\"round\">\n", lineColor)
	for _, sq := range geo.Squares() {
		if d.Marks[geo.Index(sq)] != betza.Range {
			continue
		}
		dx, dy := geo.Relative(d.At, sq, board.Black)
		prev := sq - board.Square(geo.Delta(cmp.Compare(dx, 0), cmp.Compare(dy, 0), board.Black))
		x1, y1 := s.centre(prev)
		x2, y2 := s.centre(sq)
		s.printf("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", x1, y1, x2, y2)
	}
	s.printf("</g>\n")
	s.printf("<g class=\"marks\" stroke=\"%s\" stroke-width=\"2\" fill=\"%s\">\n", lineColor, woodColor)
	for _, sq := range geo.Squares() {
		cx, cy := s.centre(sq)
		switch d.Marks[geo.Index(sq)] {
		case betza.Step:
			s.printf("<circle class=\"step\" cx=\"%d\" cy=\"%d\" r=\"%s\"/>\n", cx, cy, num(r))
		case betza.Jump:
			s.printf("<polygon class=\"jump\" points=\"%s\"/>\n", starPoints(float64(cx), float64(cy), 1.15*r, 0.45*r))
		case betza.Igui:
			s.printf("<text class=\"igui\" x=\"%d\" y=\"%d\" font-family=\"%s\" font-size=\"26\" font-weight=\"bold\" stroke=\"none\" fill=\"%s\">!</text>\n",
				cx, cy+9, labelFonts, lineColor)
		case betza.Shoot:
			s.printf("<text class=\"shot\" x=\"%d\" y=\"%d\" font-family=\"%s\" font-size=\"30\" font-weight=\"bold\" stroke=\"none\" fill=\"%s\">*</text>\n",
				cx, cy+14, labelFonts, lineColor)
		}
	}
	s.printf("</g>\n")
	if d.Pass {
		cx, cy := s.centre(d.At)
		s.printf("<circle class=\"pass\" cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"/>\n", cx, cy, cellSize/2-1, lineColor)
	}
	s.piece(svgPiece{Square: d.At, Color: board.Black, Kanji: p.Kanji, Promoted: p.PromotedOnly})
	if len(caption) > 0 {
		y := labelMargin + geo.Ranks()*cellSize + margin
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

// num writes a coordinate with at most one decimal, and no "-0".
func num(f float64) string {
	f = math.Round(f*10) / 10
	if f == 0 {
		return "0"
	}
	return strings.TrimSuffix(fmt.Sprintf("%.1f", f), ".0")
}

// xmlText escapes s for XML character data and attribute values.
func xmlText(s string) string {
	var b strings.Builder
	for len(s) > 0 {
		r, n := utf8.DecodeRuneInString(s)
		s = s[n:]
		switch r {
		case '&':
			b.WriteString("&amp;")
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '"':
			b.WriteString("&quot;")
		case '\'':
			b.WriteString("&apos;")
		default:
			if r == utf8.RuneError || (r < 0x20 && r != '\t' && r != '\n' && r != '\r') {
				r = '\uFFFD'
			}
			b.WriteRune(r)
		}
	}
	return b.String()
}
