package variants_test

import (
	"fmt"

	"github.com/largeshogi/largeshogi/variants"
)

func Example() {
	all, err := variants.All()
	if err != nil {
		panic(err)
	}
	for _, v := range all {
		fmt.Printf("%s: %s on %s, %d piece kinds\n", v.Name, v.Title, v.Geometry, len(v.Pieces))
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

// Example_notationNames shows the names KIF and Japanese notation give a piece and
// its promotion.
func Example_notationNames() {
	v, _ := variants.Load("chu")
	for _, p := range v.Pieces {
		if p.ID == "pawn" || p.ID == "ferocious-leopard" {
			fmt.Printf("%s: %+v, promoted %+v\n", p.ID, p.NamesOf(false), p.NamesOf(true))
		}
	}
	// Output:
	// ferocious-leopard: {KIF:猛豹 Short:豹 Diagram:豹 Western:FL}, promoted {KIF:小角 Short:小角 Diagram:成角 Western:+FL}
	// pawn: {KIF:歩兵 Short:歩 Diagram:歩 Western:P}, promoted {KIF:金将 Short:金 Diagram:杏 Western:+P}
}

// Users and engines name the variants in many ways: Lookup finds the one
// meant, and each variant gives the names engines know it by.
func ExampleLookup() {
	for _, name := range []string{"Chu shogi", "chushogi", "maka-dai-dai", "dada", "kyoku", "wa-shogi", "tenjku"} {
		found, err := variants.Lookup(name)
		if err != nil {
			fmt.Println(err)
			continue
		}
		v, err := variants.Load(found)
		if err != nil {
			panic(err)
		}
		fmt.Printf("%s: %s (USI %s, XBoard %s)\n", name, found, v.USIVariant, v.XBoardVariant)
	}
	// Output:
	// Chu shogi: chu (USI chushogi, XBoard chu)
	// chushogi: chu (USI chushogi, XBoard chu)
	// maka-dai-dai: makadaidai (USI makadaidaishogi, XBoard maka)
	// dada: daidai (USI daidaishogi, XBoard dada)
	// kyoku: taikyoku (USI taikyokushogi, XBoard kyoku)
	// wa-shogi: wa (USI washogi, XBoard wa-shogi)
	// variants: no built-in variant "tenjku" (did you mean "tenjiku"?) (have chu, dai, daidai, ko, makadaidai, sho, tai, taikyoku, tenjiku, wa)
}
