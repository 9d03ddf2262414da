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
	// drunk-elephant: 787, promotes to prince (920)
	// rook: 1393, promotes to dragon-king (2160)
	// bishop: 919, promotes to dragon-horse (1670)
	// silver-general: 499, promotes to promoted-silver (690)
	// knight: 162, promotes to promoted-knight (690)
	// lance: 284, promotes to promoted-lance (690)
	// pawn: 100, promotes to tokin (690)
}
