package variant_test

import (
	"fmt"
	"strings"

	"github.com/largeshogi/largeshogi/variant"
)

func ExampleLoad() {
	_, err := variant.Load(strings.NewReader(`name: broken
title: A broken variant
board: 40x40
`), "broken.yaml")
	fmt.Println(err)
	// Output:
	// broken.yaml:3:8: board "40x40": want FILESxRANKS from 1x1 to 36x36
}

func ExampleVariant_Configure() {
	v, err := variant.LoadFile("testdata/mini.yaml")
	if err != nil {
		panic(err)
	}
	fmt.Println(v.Profile, v.Rule("stalemate").(*variant.Stalemate).Result)
	d, _ := v.Configure("drawish", "strong-pawns")
	fmt.Println(d.Profile, d.Rule("stalemate").(*variant.Stalemate).Result, d.Piece("pawn").Betza)
	// Output:
	// standard loss
	// drawish draw WfF
}
