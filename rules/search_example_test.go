package rules_test

import (
	"fmt"
	"log"

	"github.com/largeshogi/largeshogi/rules"
)

// A gold takes the only royal piece: the position knows the game is over
// and offers the loser no move.
func ExamplePosition_End() {
	r := exampleRules("sho")
	p, err := r.ParseSFEN("4k4/4G4/9/9/9/9/9/9/4K4 b - 1")
	if err != nil {
		log.Fatal(err)
	}
	m, err := p.ParseUSI("5b5a")
	if err != nil {
		log.Fatal(err)
	}
	p.Make(m)
	o, over := p.End()
	fmt.Println(over, o)
	fmt.Println(len(p.AppendMoves(nil)), "moves")
	p.Unmake()
	fmt.Println(len(p.AppendMoves(nil)), "moves before the capture")
	// Output:
	// true black wins: royal capture
	// 0 moves
	// 11 moves before the capture
}

// The moves a quiescence search looks at: captures and promotions.
func ExamplePosition_AppendCaptures() {
	r := exampleRules("sho")
	p, err := r.ParseSFEN("4k4/9/2p6/2P6/9/9/9/3S5/4K4 b - 1")
	if err != nil {
		log.Fatal(err)
	}
	for _, m := range p.AppendCaptures(nil) {
		fmt.Println(m)
	}
	// Output:
	// 7d7c
	// 7d7c+
}

// A search reads what its last move did to the board, for an incremental
// evaluation, and the hashes along its path, for repetitions.
func ExamplePosition_LastChanges() {
	r := exampleRules("sho")
	p, err := r.ParseSFEN("4k4/9/2p6/2P6/9/9/9/9/4K4 b - 1")
	if err != nil {
		log.Fatal(err)
	}
	m, err := p.ParseUSI("7d7c+")
	if err != nil {
		log.Fatal(err)
	}
	p.Make(m)
	code := func(c rules.Cell) string {
		if c == 0 {
			return "-"
		}
		return r.Code(c)
	}
	for _, c := range p.LastChanges(nil) {
		fmt.Println(c.Square, code(c.Before), "→", code(c.After), c.Cause)
	}
	fmt.Println(p.Plies(), p.HashAt(0) != p.HashAt(1), p.HashAt(1) == p.Hash())
	// Output:
	// 7d P → - moved
	// 7c p → - captured
	// 7c - → +P moved
	// 1 true true
}
