package eval_test

import (
	"fmt"

	"github.com/largeshogi/largeshogi/eval"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
)

// The values of sho shogi's pieces that promote, estimated from their
// moves: the pawn steps one square forward, the unit of 100.
func ExampleNewTable() {
	v, _ := variants.Load("sho")
	r, _ := rules.New(v)
	t := eval.NewTable(r)
	for _, e := range t.Pieces {
		if e.Piece.Promotes == nil || e.Royal {
			continue
		}
		fmt.Printf("%s: %d, promotes to %s (%d)\n", e.Piece.ID, e.Own, e.Piece.Promotes.ID, e.Promotion)
	}
	// Output:
	// drunk-elephant: 404, promotes to prince (444)
	// rook: 563, promotes to dragon-king (716)
	// bishop: 443, promotes to dragon-horse (623)
	// silver-general: 305, promotes to promoted-silver (373)
	// knight: 142, promotes to promoted-knight (373)
	// lance: 210, promotes to promoted-lance (373)
	// pawn: 100, promotes to tokin (373)
}
