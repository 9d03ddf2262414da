package notation

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// Notation writes and reads single moves of a position.
type Notation interface {
	// Name returns the notation's name: "usi", "hodges", "xboard",
	// "japanese", "kitao-kawasaki", "western", "western-engine" or
	// "yorozuya".
	Name() string
	// Write returns legal move m of position p in the notation, or "?" and
	// the move in USI for a move that is not legal.
	Write(p *rules.Position, m rules.Move) string
	// Append appends each of moves, written as Write writes it, to dst and
	// returns it: for a list of more than four moves, one move generation
	// for the whole list; for fewer, what writing each alone costs.
	Append(dst []string, p *rules.Position, moves []rules.Move) []string
	// Parse returns the legal move of p that the notation writes s, or
	// spells s in one of the ways the package documentation lists under
	// Reading. An error is a [*ParseError] naming the column where s stops
	// reading as any legal move.
	Parse(p *rules.Position, s string) (rules.Move, error)
}

// MaxInput is the length, in characters, of the longest move Parse reads.
const MaxInput = 256

// The notations.
var (
	// USI is the notation of the USI protocol, as [rules.Position.USI]
	// writes it and [rules.Position.ParseUSI] reads it: 7g7f, 6f5e6f,
	// 3d3c+, and 7g7f= read as 7g7f.
	USI Notation = &coded{name: "usi", labels: usiLabels, write: writeUSI, parse: (*rules.Position).ParseUSI}
	// Hodges is George Hodges' notation (1976), the English-language
	// notation of the rule texts for the large variants:
	//
	//	PIECE [START] PATH [+|=]
	//
	// PIECE is the first abbreviation the variant gives the moving piece ("P",
	// "GB", "Ln", "DH"); a promoted piece is written "+" and the abbreviation of
	// the piece that promoted ("+P" for a tokin, "+G" for a promoted gold, "+Kr"
	// for a promoted kirin, "+DH" for a horned falcon).
	//
	// START, the square the piece leaves, is written only when another piece of
	// the same kind and colour could make a move written with the same PATH
	// ("G10h-9h" beside "G8h-9h"). The comparison leaves out the promotion mark,
	// as a reader may leave out "=".
	//
	// PATH is "-" for a move to an empty square or "x" for a capture, then the
	// square the piece lands on ("P-7h", "Rx7c"). A move in two steps (a lion's,
	// or a horned falcon's or soaring eagle's lion move) writes its first square
	// too, each square after its own mark: "Ln-6h-5h" steps through the empty
	// 6h, "Lnx7g-7f" captures on 7g and goes on to the empty 7f, "Lnx7gx6f"
	// captures on both. A one-step move or jump to the same square is "Ln-5h",
	// a different move with the same result. Igui, a capture without moving
	// (the piece steps out, captures and returns), is "x!" and the square of the
	// captured piece, as the texts write it: "Lnx!7g". A pass (jitto: the
	// piece steps to an empty square and back) is written as the two steps it
	// is, out and back to the square the piece stands on: "Ln-6h-7h" for a
	// lion on 7h passing through 6h. The texts give no notation for a pass;
	// "!" is theirs for igui alone.
	//
	// A move that shoots, as ko shogi's pieces do, writes the squares the piece
	// lands on and each piece it shoots as "!" and its square, in order:
	// "LB-11i!11f" steps to 11i and shoots 11f; a piece that shoots without
	// moving names its own square first ("A-5e!5d").
	//
	// The mark after PATH is "+" if the piece promotes and "=" if the move
	// could have promoted and did not ("P-3d+", "P-3d=", "Sx2d="); a move that
	// cannot promote has none.
	//
	// Besides what Hodges writes, Parse reads
	//
	//   - the start square where it is not needed ("P7i-7h" for "P-7h");
	//   - a move that could promote without "=" ("P-3d" for "P-3d=");
	//   - the piece's other abbreviations in the variant ("N-7h" for "Ln-7h",
	//     "+Ky" for "+Kr", "+H" for "+DH");
	//   - igui written as the two steps it is ("Lnx7g-7h" for "Lnx!7g" with the
	//     lion on 7h), and a pass written as "-!" and the empty square the piece
	//     steps to and back from ("Ln-!6h" for "Ln-6h-7h").
	//
	// The marks must be right: "x" before a square that holds an enemy
	// piece, "-" before any other. Parse reports an unknown abbreviation,
	// bad syntax and a wrong mark at their column; a move no piece can make
	// (wrapping [rules.ErrIllegal]); a notation two pieces could play,
	// naming their squares; and "+" or "=" on a move that cannot promote.
	Hodges Notation = &coded{name: "hodges", labels: usiLabels, write: writeHodges, parse: parseHodges}
	// XBoard is the coordinates of the XBoard/WinBoard protocol, as HaChu
	// writes chu shogi moves: squares named by a file letter counted from
	// Black's left ("a") and a rank number counted from Black's side (1),
	// so that XBoard's a1 is shogi's 12l on chu shogi's board; a move of
	// several legs as its legs separated by commas, each leg from one
	// square the move names to the next ("e5f6,f6g7" for a lion's double
	// move, "e5f6,f6e5" for igui or a pass, the square a piece shoots at
	// named as the end of a leg, as WinBoard writes a locust capture); "+"
	// after a move that promotes. A piece that passes without a middle
	// square writes its square twice ("e5e5"). Files past the 26th are
	// written with a doubled letter, aa for the 27th to jj for the 36th;
	// on a board of exactly ten ranks the ranks count from 0, as XBoard
	// counts them there. Parse also reads "=" after a move that does not
	// promote, as HaChu writes it; XBoard's null move "@@@@" as a pass:
	// the first legal move, if any, of a piece that stays on its square,
	// else of one that steps out through empty squares and back (a lion's
	// pass); and a piece's move to its own square ("f3f3") as its pass,
	// of either kind, where it has no such move of one leg.
	XBoard Notation = &coded{name: "xboard", labels: xboardLabels, write: writeXBoard, parse: parseXBoard}
	// Japanese is Japanese notation as lishogi shows chu shogi's moves:
	// ７七金, 同　金, ７七金右, ６六・７七獅, ７七居喰い, じっと, ３三歩成.
	Japanese Notation = &style{name: "japanese", labels: japaneseLabels, piece: short, write: writeJapanese, square: japaneseSquare, sep: "・", read: readJapanese, unnamed: kanjiUnnamed}
	// KitaoKawasaki is Kitao-Kawasaki notation as lishogi writes it:
	// 歩-76, 金(78)-77, 獅x66-77, 獅x!66, 歩-33+.
	KitaoKawasaki Notation = &style{name: "kitao-kawasaki", labels: numberLabels, piece: kitaoName, write: writeKitao, square: numberSquare, sep: "-", unnamed: dashUnnamed}
	// Western is western notation as lishogi writes it: P-76, G78-77,
	// Lnx66-77, Lnx!66, P-33+, P-33=.
	Western Notation = &style{name: "western", labels: numberLabels, piece: western, write: writeWestern(numberSquare), square: numberSquare, sep: "-", unnamed: dashUnnamed}
	// WesternEngine is western notation with USI's square names: P-7f,
	// G7h-7g, Lnx6f-7g.
	WesternEngine Notation = &style{name: "western-engine", labels: usiLabels, piece: western, write: writeWestern(squareName), square: squareName, sep: "-", unnamed: dashUnnamed}
	// Yorozuya is the traditional notation lishogi offers as Yorozuya
	// (lishogi issue #880): Japanese notation with files 1 to 12 named by
	// the earthly branches (子 to 亥), ナル for promotion and nothing for a
	// move that could promote and does not: 午七金, 寅三歩ナル.
	Yorozuya Notation = &style{name: "yorozuya", labels: yorozuyaLabels, piece: short, write: writeYorozuya, square: japaneseSquare, sep: "・", convert: branchFiles, read: readYorozuya, unnamed: kanjiUnnamed}
)

// All returns the notations, in the order of their names above.
func All() []Notation {
	return []Notation{USI, Hodges, XBoard, Japanese, KitaoKawasaki, Western, WesternEngine, Yorozuya}
}

// ByName returns the notation of the given name and true, or nil and false.
func ByName(name string) (Notation, bool) {
	for _, n := range All() {
		if n.Name() == name {
			return n, true
		}
	}
	return nil, false
}

// style is a notation: how it names pieces and squares, how it writes a
// move, and how it reads the variants of its spelling.
type style struct {
	name string
	// labels names a square's file and rank.
	labels labeller
	// piece returns the name the notation gives a kind of piece.
	piece func(variant.Names) string
	// write writes move x, the piece being called name and others being
	// the squares of the pieces of the same name that could go where x
	// goes.
	write func(s *scene, x *shape, name string, others []board.Square) string
	// square writes a square.
	square func(board.Square) string
	// sep separates the squares of a move where it is written in full.
	sep string
	// convert rewrites the squares written in full (Yorozuya's files), or
	// nil.
	convert func(string) string
	// read rewrites an input into the spelling the notation writes, rune
	// by rune, or is nil: the runes and, for each, its column in the input.
	read func(s string) ([]rune, []int)
	// unnamed holds the words of the moves the notation writes without
	// the piece's name: each such move is written with one of them.
	unnamed []string
}

func short(n variant.Names) string   { return n.Short }
func western(n variant.Names) string { return n.Western }

// kitaoName is the short name with "成" written "+", as lishogi's
// Kitao-Kawasaki notation writes 成香 +香.
func kitaoName(n variant.Names) string { return strings.ReplaceAll(n.Short, "成", "+") }

func squareName(sq board.Square) string { return sq.String() }

func (n *style) Name() string { return n.name }

func (n *style) Write(p *rules.Position, m rules.Move) string {
	return n.Append(nil, p, []rules.Move{m})[0]
}

func (n *style) Append(dst []string, p *rules.Position, moves []rules.Move) []string {
	r := p.Rules()
	if r == nil {
		for _, m := range moves {
			dst = append(dst, "?"+m.String())
		}
		return dst
	}
	names := n.pieceNames(r)
	s := newScene(p, names, len(moves) > checkedMoves)
	for _, m := range moves {
		if r.Geo.OnBoard(m.From) && p.At(m.From) != 0 {
			s.addName(names.written[p.At(m.From).Kind()])
		}
	}
	index := make(map[rules.Move]int, len(s.moves))
	for i, m := range s.moves {
		index[m] = i
	}
	var legal []int
	for _, m := range moves {
		if i, ok := index[m]; ok {
			legal = append(legal, i)
		}
	}
	n.complete(s, legal)
	written := n.writeAll(s)
	for _, m := range moves {
		if i, ok := index[m]; ok {
			dst = append(dst, written[i])
		} else {
			dst = append(dst, "?"+m.String())
		}
	}
	return dst
}

// Levels of detail a move is written with beyond the notation's own form
// (level 0): with the square the piece leaves; with that square and the
// middle squares.
const (
	withOrigin = 1 + iota
	withPath
)

// complete adds to scene s what writing the moves of index from needs:
// the moves that may be written as one of them at some level of detail,
// then those that may be written as one of these, and so on, so that
// [style.writeAll] writes the moves of index from as it would among every
// legal move. A move the notation writes with its piece's name holds that
// name wherever it is written alike with another; one it writes without
// (igui, a pass) holds one of the notation's unnamed words: the scene gets
// the pieces of every name found in what the moves are written as, and
// if one of those words is found, the pieces that can come back to their
// square.
func (n *style) complete(s *scene, from []int) {
	if s.full {
		return
	}
	texts := map[string]bool{} // what the moves reached are written as, at each level
	reached := make([]bool, len(s.moves))
	next := slices.Clone(from)
	for len(next) > 0 {
		for _, i := range next {
			reached[i] = true
			for level := range withPath + 1 {
				w := n.written(s, i, level)
				texts[w] = true
				n.addNamesIn(s, w)
			}
		}
		reached = append(reached, make([]bool, len(s.moves)-len(reached))...)
		next = next[:0]
		for i := range s.moves {
			if !reached[i] && n.writtenAsAny(s, i, texts) {
				reached[i] = true
				next = append(next, i)
			}
		}
	}
}

// writtenAsAny reports whether move i of scene s is written as one of
// texts at some level of detail.
func (n *style) writtenAsAny(s *scene, i int, texts map[string]bool) bool {
	base := n.written(s, i, 0)
	if texts[base] {
		return true
	}
	for w := range texts {
		// Written with more detail, the move's notation starts with its
		// own form.
		if strings.HasPrefix(w, base) {
			for level := withOrigin; level <= withPath; level++ {
				if texts[n.written(s, i, level)] {
					return true
				}
			}
			return false
		}
	}
	return false
}

// addNamesIn adds to scene s the pieces of every name that w holds, and,
// if w holds a word the notation writes a move with without the piece's
// name, of every piece that can come back to its square.
func (n *style) addNamesIn(s *scene, w string) {
	for i := range len(w) {
		if !utf8.RuneStart(w[i]) {
			continue
		}
		for j := i + 1; j <= min(len(w), i+s.names.longest); j++ {
			if s.names.kinds[w[i:j]] != nil {
				s.addName(w[i:j])
			}
		}
	}
	for _, word := range n.unnamed {
		if strings.Contains(w, word) {
			for _, name := range s.names.returning {
				s.addName(name)
			}
			return
		}
	}
}

// written returns move i of scene s written at the level of detail, in
// the notation's own spelling.
func (n *style) written(s *scene, i, level int) string {
	if s.bases[i] == "" {
		s.bases[i] = n.writeOne(s, &s.shapes[i])
	}
	return s.bases[i] + n.suffix(&s.shapes[i], level)
}

// writeAll writes every move of the scene, each differently: moves the
// notation's own form writes alike are written with the square the piece
// leaves after them, and if that is not enough with the middle squares
// too.
func (n *style) writeAll(s *scene) []string {
	out := make([]string, len(s.moves))
	for i := range s.moves {
		out[i] = n.written(s, i, 0)
	}
	level := make([]int, len(out))
	for {
		count := make(map[string]int, len(out))
		for _, w := range out {
			count[w]++
		}
		changed := false
		for i, w := range out {
			if count[w] > 1 && level[i] < withPath {
				level[i]++
				out[i] = n.written(s, i, level[i])
				changed = true
			}
		}
		if !changed {
			return out
		}
	}
}

// writeOne writes move x in the notation's form, at level 0.
func (n *style) writeOne(s *scene, x *shape) string {
	name := s.names.written[x.piece.Kind()]
	var others []board.Square
	if x.m.To != x.m.From {
		others = s.others(x.m.From, x.m.To)
	}
	return n.write(s, x, name, others)
}

// suffix writes what tells move x from the others written alike at the
// level of detail: "(７八)", "(７八・６八)".
func (n *style) suffix(x *shape, level int) string {
	if level < withOrigin {
		return ""
	}
	var b strings.Builder
	b.WriteString("(" + n.square(x.m.From))
	if level == withPath {
		for _, sq := range x.m.Via[:x.m.NVia] {
			b.WriteString(n.sep + n.square(sq))
		}
	}
	b.WriteString(")")
	if n.convert != nil {
		return n.convert(b.String())
	}
	return b.String()
}

// promotion returns the mark of a move that promotes (yes), of one that
// could and does not (no), or "".
func promotion(s *scene, m rules.Move, yes, no string) string {
	switch {
	case m.Promote:
		return yes
	case s.promotable[m] && !s.spell.quiet:
		return no
	}
	return ""
}

// checkInput returns the [*ParseError] of notation name for an input s
// that no notation reads in p, whatever s says: p has no rules, s is
// longer than [MaxInput] or is not UTF-8. Else it returns nil.
func checkInput(name string, p *rules.Position, s string) error {
	switch {
	case p.Rules() == nil:
		return &ParseError{Notation: name, Input: s, Col: 1, Msg: "the position has no rules"}
	case utf8.RuneCountInString(s) > MaxInput:
		return &ParseError{Notation: name, Input: s, Col: MaxInput + 1, Msg: fmt.Sprintf("longer than %d characters", MaxInput)}
	case !utf8.ValidString(s):
		return &ParseError{Notation: name, Input: s, Col: 1 + utf8.RuneCountInString(validPrefix(s)), Msg: "not UTF-8 text"}
	}
	return nil
}

func (n *style) Parse(p *rules.Position, s string) (rules.Move, error) {
	if err := checkInput(n.name, p, s); err != nil {
		return rules.Move{}, err
	}
	var in []rune
	var cols []int // the column of each rune of in
	if n.read != nil {
		in, cols = n.read(s)
	} else {
		in = []rune(s)
		for i := range in {
			cols = append(cols, i+1)
		}
	}
	want := string(in)
	// A move written so is one of the pieces whose names the input holds,
	// or one written without the piece's name: read among their moves
	// alone, and among every legal move only to say why the input reads
	// as no move, or as several.
	sc := newScene(p, n.pieceNames(p.Rules()), false)
	n.addNamesIn(sc, want)
	if found, _ := n.readIn(sc, in); len(found) == 1 {
		return sc.moves[found[0]], nil
	}
	sc = newScene(p, sc.names, true)
	found, best := n.readIn(sc, in)
	if len(found) == 1 {
		return sc.moves[found[0]], nil
	}
	e := &ParseError{Notation: n.name, Input: s, Col: utf8.RuneCountInString(s) + 1}
	switch {
	case len(found) > 1:
		e.Msg = fmt.Sprintf("ambiguous: %d legal moves read so, such as %s and %s", len(found), sc.moves[found[0]], sc.moves[found[1]])
	case len(sc.moves) == 0:
		e.Col, e.Msg = 1, "the side to move has no legal move"
	case best < len(in):
		e.Col, e.Msg = cols[best], fmt.Sprintf("no legal move is written with %q here", string(in[best]))
	default:
		e.Msg = "incomplete: legal moves are written with more"
	}
	return rules.Move{}, e
}

// readIn returns the moves of scene s that the notation reads in as: the
// one it writes so, if any; otherwise those it writes so in some spelling
// at some level of detail. It returns too the most runes of in that the
// notation of a move starts with, in some spelling, if no move is written
// so.
func (n *style) readIn(s *scene, in []rune) (found []int, best int) {
	want := string(in)
	var alike []int // the moves that may be written as want
	for i := range s.moves {
		if n.writtenAsAny(s, i, map[string]bool{want: true}) {
			alike = append(alike, i)
		}
	}
	if len(alike) > 0 {
		n.complete(s, alike)
		written := n.writeAll(s)
		for _, i := range alike {
			if written[i] == want {
				return []int{i}, 0
			}
		}
	}
	return n.spelled(s, in)
}

// spelled returns the moves of scene s that the notation writes as in in
// some spelling at some level of detail, and the most runes of in that the
// notation of a move starts with.
func (n *style) spelled(s *scene, in []rune) (found []int, best int) {
	want := string(in)
	defer func() { s.spell = spelling{} }()
	for _, sp := range spellings {
		s.spell = sp
		for i := range s.shapes {
			x := &s.shapes[i]
			base := n.writeOne(s, x)
			for level := range withPath + 1 {
				w := base + n.suffix(x, level)
				if w == want && !slices.Contains(found, i) {
					found = append(found, i)
				}
				best = max(best, commonPrefix(in, w))
			}
		}
	}
	return found, best
}

// commonPrefix returns how many runes of in w starts with.
func commonPrefix(in []rune, w string) int {
	i := 0
	for _, r := range w {
		if i == len(in) || in[i] != r {
			break
		}
		i++
	}
	return i
}

// validPrefix returns the longest prefix of s that is valid UTF-8.
func validPrefix(s string) string {
	for i, r := range s {
		if r == utf8.RuneError {
			if _, size := utf8.DecodeRuneInString(s[i:]); size == 1 {
				return s[:i]
			}
		}
	}
	return s
}

// ParseError is a move that does not read: the notation, the input, the
// column (in characters, from 1) where it stops reading as any legal
// move, and why. Its Error quotes at most 40 characters of the input,
// then "…" and the input's length in bytes.
type ParseError struct {
	Notation string
	Input    string
	Col      int
	Msg      string
	// Err is, for a move of USI, Hodges or XBoard notation that reads
	// but is not legal, the reader's error, which wraps
	// [rules.ErrIllegal] (an [*rules.IllegalMoveError] but for Hodges
	// notation's); else nil.
	Err error
}

// Error returns "NOTATION: column COL: MESSAGE in INPUT".
func (e *ParseError) Error() string {
	return fmt.Sprintf("%s: column %d: %s in %s", e.Notation, e.Col, e.Msg, clip.Quote(e.Input))
}

// Unwrap returns Err, or, when Err is nil, rules.ErrSyntax: the text is
// not a legal move's notation.
func (e *ParseError) Unwrap() error {
	if e.Err != nil {
		return e.Err
	}
	return rules.ErrSyntax
}
