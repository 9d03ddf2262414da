package xboard_test

import (
	"fmt"

	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
	"github.com/largeshogi/largeshogi/xboard"
)

// XBoard's FEN of chu shogi's start, and a lion's step through an empty
// square written, as XBoard and HaChu know it, as one leg.
func Example() {
	v, _ := variants.Load("chu")
	r, _ := rules.New(v)
	p := r.NewPosition()
	fmt.Println(xboard.FEN(p))
	for _, usi := range []string{"7i7h", "6d6e"} {
		m, _ := p.ParseUSI(usi)
		p.Make(m)
	}
	lion, _ := p.ParseUSI("7j7i6h") // through the empty 7i to 6h
	fmt.Println(xboard.MoveLines(p, lion))
	back, _ := xboard.ParseMove(p, "f3g5")
	fmt.Println(back.From == lion.From && back.To == lion.To)
	// Output:
	// lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL w - 0 1
	// [move f3g5]
	// true
}
