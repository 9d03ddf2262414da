package variant

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// maxNameRunes bounds the length of a notation name.
const maxNameRunes = 16

// Names are the names a piece goes by in the notations players read: KIF
// game records, Japanese and western move notation.
type Names struct {
	// KIF is the name KIF move lines write ("金将", "醉象", "小角").
	KIF string
	// Short is the name Japanese, Kitao-Kawasaki and Yorozuya notation
	// write ("金", "獅", "金飛車").
	Short string
	// Diagram is what a KIF board diagram writes on the piece's square,
	// without White's "v": one character ("獅", "杏" for a promoted pawn),
	// or "成" and one character for a promoted piece ("成角", "成歩").
	Diagram string
	// Western is the name western notation writes ("P", "Ln", "+FL").
	Western string
}

// namesDoc is the YAML form of the names of a promoted piece.
type namesDoc struct {
	KIF     string `yaml:"kif"`
	Short   string `yaml:"short"`
	Diagram string `yaml:"diagram"`
}

// NamesOf returns the names of the piece as it stands: Names for the piece
// as set up (promoted false), and for the piece once promoted the names of
// the piece it promotes to, except where PromotedNames gives its own. A
// promoted piece is written in western notation "+" and the western name of
// the piece that promoted ("+L" for a white horse). A KIF diagram writes it
// as PromotedNames' diagram when there is one ("成角" for lishogi's promoted
// ferocious leopard, "杏" for its promoted pawn); otherwise by the character
// of the kind it promotes to when that kind appears only by promotion
// ("駒"); and otherwise as [Piece.PlainPromotedDiagram] ("成歩"). A piece
// that does not promote has no promoted names: promoted true gives the zero
// Names.
func (p *Piece) NamesOf(promoted bool) Names {
	if !promoted {
		return p.Names
	}
	t := p.Promotes
	if t == nil {
		return Names{}
	}
	n := Names{
		KIF:     firstOf(p.PromotedNames.KIF, t.Names.KIF),
		Short:   firstOf(p.PromotedNames.Short, t.Names.Short),
		Western: "+" + p.Names.Western,
	}
	switch {
	case p.PromotedNames.Diagram != "":
		n.Diagram = p.PromotedNames.Diagram
	case t.PromotedOnly:
		n.Diagram = t.Names.Diagram
	default:
		n.Diagram = p.PlainPromotedDiagram()
	}
	return n
}

// PlainPromotedDiagram returns the diagram name of the piece once promoted
// in the form every promoted piece can be written in, whatever its
// promoted-names: "成" and the piece's own diagram character ("成歩"). A
// diagram reader accepts it beside the name [Piece.NamesOf] writes.
func (p *Piece) PlainPromotedDiagram() string { return promotedMark + p.Names.Diagram }

// promotedMark is what a KIF diagram writes before a promoted piece of a
// kind that is also set up.
const promotedMark = "成"

// names fills in the notation names of piece p from its YAML fields d,
// reporting bad values at their nodes under n; a name not given falls back
// as [Piece] documents.
func (l *loader) names(p *Piece, d pieceDoc, n *yaml.Node) {
	check := func(key, s string, in *yaml.Node, kind nameKind) {
		if s == "" {
			if v := value(in, key); v != nil {
				l.errorf(v, "piece %s: %s is empty: give a name or leave the field out", p.ID, key)
			}
			return
		}
		if msg := nameProblem(s, kind); msg != "" {
			l.errorf(at(in, key), "piece %s: %s %q: %s", p.ID, key, s, msg)
		}
	}
	check("kif", d.KIF, n, plainName)
	check("short", d.Short, n, plainName)
	check("diagram", d.Diagram, n, diagramName)
	check("western", d.Western, n, plainName)
	if d.PromotedNames != nil {
		pn := at(n, "promoted-names")
		check("kif", d.PromotedNames.KIF, pn, plainName)
		check("short", d.PromotedNames.Short, pn, plainName)
		check("diagram", d.PromotedNames.Diagram, pn, promotedDiagramName)
		p.PromotedNames = Names{KIF: d.PromotedNames.KIF, Short: d.PromotedNames.Short, Diagram: d.PromotedNames.Diagram}
	}
	first := ""
	if len(p.Abbrev) > 0 {
		first = p.Abbrev[0]
	}
	p.Names = Names{
		KIF:     firstOf(d.KIF, d.Kanji, first),
		Western: firstOf(d.Western, first),
	}
	p.Names.Short = firstOf(d.Short, p.Names.KIF)
	p.Names.Diagram = d.Diagram
	if p.Names.Diagram == "" {
		// The first character of the short name a diagram can show: "P"
		// for a piece whose only name is "+P".
		if i := strings.IndexFunc(p.Names.Short, func(r rune) bool { return !badDiagram(r) }); i >= 0 {
			r, _ := utf8.DecodeRuneInString(p.Names.Short[i:])
			p.Names.Diagram = string(r)
		}
	}
}

// nameKind says which rules a notation name follows.
type nameKind uint8

const (
	plainName           nameKind = iota // a name of move notation
	diagramName                         // a diagram's name of a piece as set up
	promotedDiagramName                 // a diagram's name of a promoted piece
)

// nameProblem says what is wrong with a notation name, or "" if nothing
// is: a name has no spaces or control characters and at most maxNameRunes
// characters; a diagram name is one character, not one a diagram uses for
// something else, after a "成" for a promoted piece.
func nameProblem(s string, kind nameKind) string {
	if !utf8.ValidString(s) {
		return "want UTF-8 text"
	}
	if utf8.RuneCountInString(s) > maxNameRunes {
		return "want at most " + strconv.Itoa(maxNameRunes) + " characters"
	}
	if strings.IndexFunc(s, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }) >= 0 {
		return "want a name without spaces"
	}
	if kind == promotedDiagramName {
		if rest, ok := strings.CutPrefix(s, promotedMark); ok && rest != "" {
			s = rest
		}
	}
	if kind != plainName {
		r, size := utf8.DecodeRuneInString(s)
		if size != len(s) {
			if kind == promotedDiagramName {
				return `want one character, or "成" and one character`
			}
			return "want one character"
		}
		if badDiagram(r) {
			return `want a character other than "v", "+", "成" and "・"`
		}
	}
	return ""
}

// badDiagram reports whether a diagram writes r for something other than
// a piece: White's mark, the promotion marks, an empty square.
func badDiagram(r rune) bool {
	return r == 'v' || r == '+' || r == '・' || string(r) == promotedMark
}

// firstOf returns the first of ss that is not empty.
func firstOf(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}
