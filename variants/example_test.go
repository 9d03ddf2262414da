package variants_test

import (
	"fmt"

	"github.com/largeshogi/largeshogi/variants"
)

func Example() {
	for _, name := range variants.Names() {
		v, err := variants.Load(name)
		if err != nil {
			panic(err)
		}
		fmt.Printf("%s: %s on %s, %d piece kinds\n", name, v.Title, v.Geometry, len(v.Pieces))
	}
	// Output:
	// chu: Chu shogi on 12x12, 29 piece kinds
	// dai: Dai shogi on 15x15, 37 piece kinds
	// daidai: Dai dai shogi on 17x17, 68 piece kinds
	// ko: Ko shogi on 19x19, 57 piece kinds
	// makadaidai: Maka dai dai shogi on 19x19, 76 piece kinds
	// sho: Sho shogi on 9x9, 16 piece kinds
	// tai: Tai shogi on 25x25, 101 piece kinds
	// taikyoku: Taikyoku shogi on 36x36, 302 piece kinds
	// tenjiku: Tenjiku shogi on 16x16, 44 piece kinds
	// wa: Wa shogi on 11x11, 25 piece kinds
}
