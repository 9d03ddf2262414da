package usi_test

import (
	"fmt"
	"os"

	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/usi"
	"github.com/largeshogi/largeshogi/variants"
)

// A game read from USI commands and written back: the settings name the
// variant (as lishogi names it), so a reader knows which rules to load.
func Example() {
	src := "setoption name USI_Variant value chushogi\nposition startpos moves 7i7h 6d6e 7h7g\n"
	rec, err := usi.Read("game.usi", []byte(src))
	if err != nil {
		panic(err)
	}
	name, _ := rec.Setting(usi.OptionVariant)
	if name, err = variants.Lookup(name); err != nil {
		panic(err)
	}
	v, err := variants.Load(name)
	if err != nil {
		panic(err)
	}
	r, err := rules.New(v)
	if err != nil {
		panic(err)
	}
	g, err := rec.Game("game.usi", r)
	if err != nil {
		panic(err)
	}
	if err := usi.WriteGame(os.Stdout, g); err != nil {
		panic(err)
	}
	// Output:
	// setoption name USI_Variant value chushogi
	// setoption name LargeShogi_Profile value jcsa
	// position startpos moves 7i7h 6d6e 7h7g
}

// An engine's thinking read as typed values, its PV then read as moves
// of the position; and a go command read and written back.
func ExampleParseInfo() {
	v, _ := variants.Load("chu")
	r, _ := rules.New(v)
	info, err := usi.ParseInfo("info depth 6 score cp 42 nodes 81000 time 250 pv 7i7h 6d6e")
	if err != nil {
		panic(err)
	}
	pv, _ := usi.ReadPV(info.PV, r.NewPosition())
	fmt.Println(info.Depth, info.Score.Cp, info.Nodes, info.Time, pv)
	g, _ := usi.ParseGo("go byoyomi 10000 btime 600000 wtime 540000")
	fmt.Println(g)
	// Output:
	// 6 42 81000 250ms [7i7h 6d6e]
	// go btime 600000 wtime 540000 byoyomi 10000
}
