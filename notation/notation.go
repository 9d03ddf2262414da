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
	// returns it: one move generation for the whole list.
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
	USI Notation = &coded{name: "usi", write: writeUSI, parse: (*rules.Position).ParseUSI}
	// Hodges is George Hodges' notation, as [rules.Position.AppendHodges]
	// writes it and [rules.Position.ParseHodges] reads it: P-7f, Lnx7g-7f,
	// Lnx!7g, Ln-6h-7h (a pass), P-3d+, P-3d=.
	Hodges Notation = &coded{name: "hodges", write: writeHodges, parse: (*rules.Position).ParseHodges}
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
	// promote, as HaChu writes it, and XBoard's null move "@@@@" as the
	// first legal move, if any, of a piece that stays on its square
	// without a middle square.
	XBoard Notation = &coded{name: "xboard", write: writeXBoard, parse: parseXBoard}
	// Japanese is Japanese notation as lishogi shows chu shogi's moves:
	// ７七金, 同　金, ７七金右, ６六・７七獅, ７七居喰い, じっと, ３三歩成.
	Japanese Notation = &style{name: "japanese", piece: short, write: writeJapanese, square: japaneseSquare, sep: "・", read: readJapanese}
	// KitaoKawasaki is Kitao-Kawasaki notation as lishogi writes it:
	// 歩-76, 金(78)-77, 獅x66-77, 獅x!66, 歩-33+.
	KitaoKawasaki Notation = &style{name: "kitao-kawasaki", piece: kitaoName, write: writeKitao, square: numberSquare, sep: "-"}
	// Western is western notation as lishogi writes it: P-76, G78-77,
	// Lnx66-77, Lnx!66, P-33+, P-33=.
	Western Notation = &style{name: "western", piece: western, write: writeWestern(numberSquare), square: numberSquare, sep: "-"}
	// WesternEngine is western notation with USI's square names: P-7f,
	// G7h-7g, Lnx6f-7g.
	WesternEngine Notation = &style{name: "western-engine", piece: western, write: writeWestern(squareName), square: squareName, sep: "-"}
	// Yorozuya is the traditional notation lishogi offers as Yorozuya
	// (lishogi issue #880): Japanese notation with files 1 to 12 named by
	// the earthly branches (子 to 亥), ナル for promotion and nothing for a
	// move that could promote and does not: 午七金, 寅三歩ナル.
	Yorozuya Notation = &style{name: "yorozuya", piece: short, write: writeYorozuya, square: japaneseSquare, sep: "・", convert: branchFiles, read: readYorozuya}
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
	if p.Rules() == nil {
		for _, m := range moves {
			dst = append(dst, "?"+m.String())
		}
		return dst
	}
	s := newScene(p)
	written := n.writeAll(s)
	index := make(map[rules.Move]int, len(s.moves))
	for i, m := range s.moves {
		index[m] = i
	}
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

// writeAll writes every legal move of the scene, each differently: moves
// the notation's own form writes alike are written with the square the
// piece leaves after them, and if that is not enough with the middle
// squares too.
func (n *style) writeAll(s *scene) []string {
	base := make([]string, len(s.moves))
	for i := range s.shapes {
		base[i] = n.writeOne(s, &s.shapes[i])
	}
	out := append([]string(nil), base...)
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
				out[i] = base[i] + n.suffix(&s.shapes[i], level[i])
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
	name := n.piece(s.names[x.piece.Kind()])
	var others []board.Square
	if x.m.To != x.m.From {
		others = s.others(x.m.From, x.m.To, n.piece)
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
	sc := newScene(p)
	want := string(in)
	for i, w := range n.writeAll(sc) {
		if w == want {
			return sc.moves[i], nil
		}
	}
	// Not the notation of a move: another spelling of one, or the
	// notation with more detail than it needs?
	var found []int // the moves read
	best := 0       // the most runes of the input some move's notation starts with
	for _, sp := range spellings {
		sc.spell = sp
		for i := range sc.shapes {
			x := &sc.shapes[i]
			base := n.writeOne(sc, x)
			for level := range withPath + 1 {
				w := base + n.suffix(x, level)
				if w == want && !slices.Contains(found, i) {
					found = append(found, i)
				}
				best = max(best, commonPrefix(in, w))
			}
		}
	}
	e := &ParseError{Notation: n.name, Input: s, Col: utf8.RuneCountInString(s) + 1}
	switch {
	case len(found) == 1:
		return sc.moves[found[0]], nil
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
