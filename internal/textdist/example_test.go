package textdist_test

import (
	"fmt"

	"github.com/largeshogi/largeshogi/internal/textdist"
)

func ExampleDistance() {
	fmt.Println(textdist.Distance("stalemat", "stalemate"), textdist.Distance("lino", "lion"))
	// Output: 1 1
}
