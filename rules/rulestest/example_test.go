package rulestest_test

import (
	"fmt"
	"log"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/rules/rulestest"
	"github.com/largeshogi/largeshogi/variants"
)

// Draw random positions of chu shogi, a legal and an illegal move in each,
// and check what the generators promise. In a test, draw with Draw inside
// rapid.Check instead of Example, so that failures shrink.
func Example() {
	v, err := variants.Load("chu")
	if err != nil {
		log.Fatal(err)
	}
	r, err := rules.New(v)
	if err != nil {
		log.Fatal(err)
	}
	positions := rulestest.Position(r, 40)
	for seed := range 3 {
		p := positions.Example(seed)
		q, err := r.ParseSFEN(p.SFEN())
		legal := rulestest.LegalMove(p).Example(seed)
		illegal := rulestest.IllegalMove(p).Example(seed)
		fmt.Println(err == nil && q.Hash() == p.Hash(), p.Legal(legal), p.Legal(illegal))
	}
	// Output:
	// true true false
	// true true false
	// true true false
}

// Every notation Notation draws compiles.
func ExampleNotation() {
	notations := rulestest.Notation()
	ok := 0
	for seed := range 100 {
		if _, err := betza.Compile(notations.Example(seed)); err == nil {
			ok++
		}
	}
	fmt.Println(ok, "of 100 compile")
	// Output:
	// 100 of 100 compile
}

// Every variant Variant draws loads and compiles for play.
func ExampleVariant() {
	files := rulestest.Variant()
	ok := 0
	for seed := range 20 {
		v, err := files.Example(seed).Load()
		if err != nil {
			log.Fatal(err)
		}
		if _, err := rules.New(v); err == nil {
			ok++
		}
	}
	fmt.Println(ok, "of 20 play")
	// Output:
	// 20 of 20 play
}
