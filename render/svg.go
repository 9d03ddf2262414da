package render

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// The SVG drawings measure in pixels: a square of the board is CellSize wide
// and high, with a margin on every side and more above (for the file
// numbers) and on the right (for the rank letters).
const (
	CellSize    = 40 // the side of a square
	margin      = 12
	labelMargin = 26
	captionLine = 18
)

// Corner returns the pixel position of the top left corner of square sq in
// a drawing of a board of geometry geo; the square is [CellSize] wide and
// high.
func Corner(geo *board.Geometry, sq board.Square) (x, y int) {
	col, row := geo.XY(sq)
	return margin + col*CellSize, labelMargin + row*CellSize
}

// SVG colours and the fonts the kanji are drawn in.
const (
	woodColor     = "#f3d9a4"
	pieceColor    = "#fdf1d6"
	lineColor     = "#222"
	PromotedColor = "#c00000" // the colour of a promoted piece's kanji
	kanjiFonts    = "'Noto Serif CJK JP','Source Han Serif JP','Hiragino Mincho ProN','Yu Mincho','MS Mincho',serif"
	labelFonts    = "sans-serif"
)

// Piece is a piece as the SVG board draws it.
type Piece struct {
	Square   board.Square
	Color    board.Color
	Kanji    string // the kanji written on the piece
	Promoted bool   // drawn in red
}

// Board is what a board drawing shows: a grid, pieces in board order and
// a title for the drawing.
type Board struct {
	Geo    *board.Geometry
	Title  string
	Desc   string
	Pieces []Piece
}

// PositionPieces lists the pieces of p in board order. A promoted piece
// shows the kanji of the piece it has promoted to.
func PositionPieces(p *rules.Position) []Piece {
	r := p.Rules()
	var out []Piece
	for _, s := range r.Geo.Squares() {
		c := p.At(s)
		if c == 0 {
			continue
		}
		out = append(out, Piece{Square: s, Color: c.Color(), Kanji: r.Piece(c.Kind()).Kanji, Promoted: r.Promoted(c.Kind())})
	}
	return out
}

// SetupPieces lists the pieces of v's start position in board order, read
// from the variant's setup, so that it needs no rules engine.
func SetupPieces(v *variant.Variant) []Piece {
	at := make(map[board.Square]variant.Placement, len(v.Setup))
	for _, p := range v.Setup {
		at[p.Square] = p
	}
	var out []Piece
	for _, s := range v.Geometry.Squares() {
		if p, ok := at[s]; ok {
			out = append(out, Piece{Square: s, Color: p.Color, Kanji: p.Piece.Kanji})
		}
	}
	return out
}

// PositionBoard is the drawing of position p.
func PositionBoard(p *rules.Position) Board {
	v := p.Rules().Variant
	return Board{
		Geo:    p.Rules().Geo,
		Title:  fmt.Sprintf("%s, %s to move", v.Title, p.Side()),
		Desc:   "sfen " + p.SFEN(),
		Pieces: PositionPieces(p),
	}
}

// SetupBoard is the drawing of v's start position.
func SetupBoard(v *variant.Variant) Board {
	return Board{Geo: v.Geometry, Title: v.Title + ", start position", Pieces: SetupPieces(v)}
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
	return margin + col*CellSize + CellSize/2, labelMargin + row*CellSize + CellSize/2
}

// begin writes the document header and the board: wood, grid, file numbers
// above (the highest on the left) and rank letters on the right. captions
// is the number of text lines to leave room for below the board.
func (s *svgWriter) begin(title, desc string, captions int) {
	g := s.geo
	width := margin + g.Files()*CellSize + labelMargin
	height := labelMargin + g.Ranks()*CellSize + margin + captions*captionLine
	s.printf("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
	s.printf("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"%s\" text-anchor=\"middle\">\n",
		width, height, width, height, kanjiFonts)
	s.printf("<title>%s</title>\n", xmlText(title))
	if desc != "" {
		s.printf("<desc>%s</desc>\n", xmlText(desc))
	}
	s.printf("<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", width, height)
	bw, bh := g.Files()*CellSize, g.Ranks()*CellSize
	s.printf("<rect class=\"board\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/>\n",
		margin, labelMargin, bw, bh, woodColor, lineColor)
	s.printf("<g class=\"grid\" stroke=\"%s\" stroke-width=\"1\">\n", lineColor)
	for x := 1; x < g.Files(); x++ {
		px := margin + x*CellSize
		s.printf("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", px, labelMargin, px, labelMargin+bh)
	}
	for y := 1; y < g.Ranks(); y++ {
		py := labelMargin + y*CellSize
		s.printf("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", margin, py, margin+bw, py)
	}
	s.printf("</g>\n")
	s.printf("<g class=\"labels\" font-family=\"%s\" font-size=\"13\" fill=\"%s\">\n", labelFonts, lineColor)
	for x := range g.Files() {
		s.printf("<text x=\"%d\" y=\"%d\">%d</text>\n", margin+x*CellSize+CellSize/2, labelMargin-8, g.Files()-x)
	}
	for y := range g.Ranks() {
		s.printf("<text x=\"%d\" y=\"%d\">%s</text>\n", margin+bw+labelMargin/2, labelMargin+y*CellSize+CellSize/2+5, board.RankName(y+1))
	}
	s.printf("</g>\n")
}

// piece draws a piece on square sq: a pentagon pointing towards the enemy
// with its kanji, turned half round for White.
func (s *svgWriter) piece(p Piece) {
	cx, cy := s.centre(p.Square)
	transform := fmt.Sprintf("translate(%d %d)", cx, cy)
	if p.Color == board.White {
		transform += " rotate(180)"
	}
	s.printf("<g class=\"piece %s\" transform=\"%s\">\n", p.Color, transform)
	// The pentagon, in units of half a cell less a gap.
	h := float64(CellSize)/2 - 2
	s.printf("<polygon points=\"0,%s %s,%s %s,%s %s,%s %s,%s\" fill=\"%s\" stroke=\"%s\" stroke-width=\"1\"/>\n",
		num(-h), num(0.66*h), num(-0.62*h), num(0.82*h), num(h), num(-0.82*h), num(h), num(-0.66*h), num(-0.62*h), pieceColor, lineColor)
	fill := lineColor
	if p.Promoted {
		fill = PromotedColor
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

// WriteBoard draws a board with its pieces.
func WriteBoard(w io.Writer, b Board) error {
	s := newSVGWriter(w, b.Geo)
	s.begin(b.Title, b.Desc, 0)
	for _, p := range b.Pieces {
		s.piece(p)
	}
	return s.end()
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
