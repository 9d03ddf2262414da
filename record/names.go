package record

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// pieceNames are the names a game's pieces go by in KIF, by kind: the
// name move lines write, the diagram's, and every name read for each.
type pieceNames struct {
	r       *rules.Rules
	move    []string              // by kind: the name a move line writes
	diagram []string              // by kind: the diagram's name
	answers []map[string]bool     // by kind: every name a move line may give it
	cells   map[string]rules.Kind // diagram name → its kind
	all     []string              // every name a move line may give, for KIFReader.Names
}

// moveName returns the name KIF move lines give piece p: its kanji as the
// variant file gives it.
func moveName(p *variant.Piece) string { return p.Kanji }

// cellName returns the one-character name diagrams give piece p: its last
// abbreviation of one character that is not a Latin letter, else the first
// character of its kanji.
func cellName(p *variant.Piece) string {
	for i := len(p.Abbrev) - 1; i >= 0; i-- {
		a := p.Abbrev[i]
		if r, n := utf8.DecodeRuneInString(a); n == len(a) && r >= utf8.RuneSelf {
			return a
		}
	}
	r, _ := utf8.DecodeRuneInString(p.Kanji)
	return string(r)
}

// newPieceNames returns the names of r's pieces. A move line names a
// promoted piece as the piece it moves as. A diagram names each kind by one
// character, after 成 for a promoted piece that also starts on the board
// unpromoted (成獅: a promoted kirin, which moves as a lion). Where two kinds
// would share a diagram name, the first (in the variant's order) keeps it
// and the other takes the first free of: 成 and the character of the piece
// that promoted, another one-character abbreviation, another character of
// its kanji, its SFEN code.
func newPieceNames(r *rules.Rules) *pieceNames {
	n := &pieceNames{r: r, cells: map[string]rules.Kind{}}
	kinds := r.Kinds() + 1
	n.move, n.diagram, n.answers = make([]string, kinds), make([]string, kinds), make([]map[string]bool, kinds)
	seen := map[string]bool{}
	candidates := make([][]string, kinds)
	wanted := map[string]int{}
	for k := rules.Kind(1); int(k) < kinds; k++ {
		moves := r.Piece(k)
		n.move[k] = moveName(moves)
		code := r.Code(rules.NewCell(k, board.Black))
		n.answers[k] = map[string]bool{n.move[k]: true, moves.Kanji: true, code: true}
		prefix := ""
		if r.Promoted(k) && !moves.PromotedOnly {
			prefix = "成"
		}
		c := []string{prefix + cellName(moves)}
		if r.Promoted(k) {
			c = append(c, "成"+cellName(r.Face(k)))
			c = append(c, cellChoices("成", r.Face(k))...)
		} else {
			c = append(c, cellChoices("", moves)...)
		}
		candidates[k] = append(c, code)
		wanted[c[0]]++
		n.answers[k][strings.TrimPrefix(c[0], "成")] = true
		for name := range n.answers[k] {
			if !seen[name] {
				seen[name] = true
				n.all = append(n.all, name)
			}
		}
	}
	for k := rules.Kind(1); int(k) < kinds; k++ {
		if name := candidates[k][0]; wanted[name] == 1 {
			n.claim(k, name)
		}
	}
	for k := rules.Kind(1); int(k) < kinds; k++ {
		for _, name := range candidates[k] {
			if n.diagram[k] != "" {
				break
			}
			if _, taken := n.cells[name]; !taken && validCellName(name) {
				n.claim(k, name)
			}
		}
	}
	// Reading takes, besides, every other choice only one kind has.
	choosers := map[string][]rules.Kind{}
	for k := rules.Kind(1); int(k) < kinds; k++ {
		for _, name := range candidates[k] {
			if !slices.Contains(choosers[name], k) {
				choosers[name] = append(choosers[name], k)
			}
		}
	}
	for name, ks := range choosers {
		if _, taken := n.cells[name]; !taken && len(ks) == 1 && validCellName(name) {
			n.cells[name] = ks[0]
		}
	}
	return n
}

// claim gives kind k the diagram name name.
func (n *pieceNames) claim(k rules.Kind, name string) {
	n.diagram[k] = name
	n.cells[name] = k
	if rest, ok := strings.CutPrefix(name, "成"); ok {
		n.cells["+"+rest] = k
	}
}

// cellChoices returns the other one-character names of piece p, after
// prefix: its one-character abbreviations that are not Latin letters, and
// each character of its kanji.
func cellChoices(prefix string, p *variant.Piece) []string {
	var out []string
	for _, a := range p.Abbrev {
		if r, n := utf8.DecodeRuneInString(a); n == len(a) && r >= utf8.RuneSelf {
			out = append(out, prefix+a)
		}
	}
	for _, r := range p.Kanji {
		out = append(out, prefix+string(r))
	}
	return out
}
