package record

import (
	"strings"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// pieceNames are the names a game's pieces go by in KIF, by kind: the
// name move lines write, the diagram's, and every name read for each.
type pieceNames struct {
	move    []string              // by kind: the name a move line writes
	diagram []string              // by kind: the diagram's name
	answers []map[string]bool     // by kind: every name a move line may give it
	cells   map[string]rules.Kind // diagram name → its kind
	all     []string              // every name a move line may give, for KIFReader.Names
}

// namesOf returns the notation names of kind k: those of the piece as
// set up, promoted or not ([variant.Piece.NamesOf]).
func namesOf(r *rules.Rules, k rules.Kind) variant.Names {
	return r.Face(k).NamesOf(r.Promoted(k))
}

// newPieceNames returns the names of r's pieces, as the variant file gives
// them ([variant.Piece.NamesOf]): a move line writes a kind's KIF name and
// reads its KIF or short name, its kanji, its diagram character or its SFEN
// code; a diagram writes and reads its diagram name. Where two kinds would
// share a diagram name (the variant file's names are not checked to be
// distinct), the first in the variant's order keeps it and the other is
// written by its SFEN code if that is one letter, else has no diagram name.
// A diagram also reads a promoted kind as "成" and the character of the
// piece that promoted ([variant.Piece.PlainPromotedDiagram]: 成歩 beside
// chu's 杏), and the SFEN code of a kind, "+" for "成".
func newPieceNames(r *rules.Rules) *pieceNames {
	n := &pieceNames{cells: map[string]rules.Kind{}}
	kinds := r.Kinds() + 1
	n.move, n.diagram, n.answers = make([]string, kinds), make([]string, kinds), make([]map[string]bool, kinds)
	seen := map[string]bool{}
	for k := rules.Kind(1); int(k) < kinds; k++ {
		names := namesOf(r, k)
		n.move[k] = names.KIF
		code := r.Code(rules.NewCell(k, board.Black))
		n.answers[k] = map[string]bool{names.KIF: true, names.Short: true, r.Piece(k).Kanji: true, code: true,
			strings.TrimPrefix(names.Diagram, "成"): true}
		delete(n.answers[k], "")
		for name := range n.answers[k] {
			if !seen[name] {
				seen[name] = true
				n.all = append(n.all, name)
			}
		}
	}
	for _, pass := range []func(rules.Kind) string{
		func(k rules.Kind) string { return namesOf(r, k).Diagram },
		func(k rules.Kind) string {
			if !r.Promoted(k) {
				return ""
			}
			return r.Face(k).PlainPromotedDiagram()
		},
		func(k rules.Kind) string { return r.Code(rules.NewCell(k, board.Black)) },
	} {
		for k := rules.Kind(1); int(k) < kinds; k++ {
			name := pass(k)
			if _, taken := n.cells[name]; taken || !validCellName(name) {
				continue
			}
			if n.diagram[k] == "" {
				n.diagram[k] = name
			}
			n.cells[name] = k
			if rest, ok := strings.CutPrefix(name, "成"); ok {
				n.cells["+"+rest] = k
			}
		}
	}
	return n
}
