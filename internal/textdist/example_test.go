package textdist_test

import (
	"fmt"

	"github.com/largeshogi/largeshogi/internal/textdist"
)

func ExampleDistance() {
	fmt.Println(textdist.Distance("stalemat", "stalemate"), textdist.Distance("lino", "lion"))
	// Output: 1 1
}

func ExampleSuggest() {
	hooks := []string{"zone-promotion", "lion-trading", "stalemate"}
	fmt.Printf("%q %q %q\n", textdist.Suggest("lion-trade", hooks), textdist.Suggest("zone", hooks), textdist.Suggest("fog", hooks))
	// Output: "lion-trading" "zone-promotion" ""
}

func ExampleHint() {
	fmt.Printf("no notation %q%s\n", "hodgs", textdist.Hint("hodgs", []string{"usi", "hodges", "xboard"}))
	// Output: no notation "hodgs" (did you mean "hodges"?)
}
