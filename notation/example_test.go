package notation_test

import (
	"fmt"
	"strings"

	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
)

func Example() {
	v, err := variants.Load("chu")
	if err != nil {
		panic(err)
	}
	r, err := rules.New(v)
	if err != nil {
		panic(err)
	}
	// A Black lion on 5f, White pawns on 5e and 5d, the kings far away.
	p, err := r.ParseSFEN("k11/12/12/7p4/7p4/7N4/12/12/12/12/12/11K b - 1")
	if err != nil {
		panic(err)
	}
	for _, usi := range []string{"5f5e5d", "5f5e5f", "5f5e"} {
		m, err := p.ParseUSI(usi)
		if err != nil {
			panic(err)
		}
		var written []string
		for _, n := range notation.All() {
			written = append(written, n.Write(p, m))
		}
		fmt.Println(strings.Join(written, " "))
	}
	m, err := notation.Japanese.Parse(p, "５五・５四獅")
	fmt.Println(m, err)
	_, err = notation.Western.Parse(p, "Lnx55x56")
	fmt.Println(err)
	// Output:
	// 5f5e5d Lnx5ex5d h7h8,h8h9 ５五・５四獅 獅x55x54 Lnx55x54 Lnx5ex5d 辰五・辰四獅
	// 5f5e5f Lnx!5e h7h8,h8h7 ５五居喰い 獅x!55 Lnx!55 Lnx!5e 辰五居喰い
	// 5f5e Lnx5e h7h8 ５五獅 獅x55 Lnx55 Lnx5e 辰五獅
	// 5f5e5d <nil>
	// western: column 8: no legal move is written with "6" here in "Lnx55x56"
}

func ExampleXBoard() {
	v, err := variants.Load("chu")
	if err != nil {
		panic(err)
	}
	r, err := rules.New(v)
	if err != nil {
		panic(err)
	}
	p := r.NewPosition()
	m, err := notation.XBoard.Parse(p, "f4f5")
	if err != nil {
		panic(err)
	}
	fmt.Println(m, notation.XBoard.Write(p, m))
	_, err = notation.XBoard.Parse(p, "f4f5x")
	fmt.Println(err)
	// Output:
	// 7i7h f4f5
	// xboard: column 5: want + (promotes), = (does not), a comma and another leg, or nothing after the squares in "f4f5x"
}
