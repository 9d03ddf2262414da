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
	// drunk-elephant: 589, promotes to prince (652)
	// rook: 1111, promotes to dragon-king (1574)
	// bishop: 729, promotes to dragon-horse (1193)
	// silver-general: 397, promotes to promoted-silver (541)
	// knight: 159, promotes to promoted-knight (541)
	// lance: 302, promotes to promoted-lance (541)
	// pawn: 100, promotes to tokin (541)
}
