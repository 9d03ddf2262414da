package record_test

import (
	"fmt"
	"log"
	"os"

	"github.com/largeshogi/largeshogi/record"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
)

// chu returns chu shogi's rules.
func chu() *rules.Rules {
	v, err := variants.Load("chu")
	if err != nil {
		log.Fatal(err)
	}
	r, err := rules.New(v)
	if err != nil {
		log.Fatal(err)
	}
	return r
}

func ExampleReadKIFGame() {
	kif := `手数----指手---------消費時間--
   1手目   7八歩兵 （←7九）
   2手目   7五歩兵 （←7四）
   3手目一歩目 7九獅子 （←7十）
   3手目二歩目 7十獅子 （←7九）
   4手目   6四歩兵 （←6五）
`
	_, g, err := record.ReadKIFGame("game.kif", []byte(kif), chu())
	fmt.Println(err)
	_, g, err = record.ReadKIFGame("game.kif", []byte(kif[:len(kif)-len("   4手目   6四歩兵 （←6五）\n")]), chu())
	if err != nil {
		log.Fatal(err)
	}
	for _, m := range g.Moves() {
		fmt.Print(m, " ")
	}
	fmt.Println()
	// Output:
	// game.kif:6:4: no piece of the side to move (white) on 6五
	// 7i7h 7d7e 7j7i7j
}

func ExampleKIFFromGame() {
	g := rules.NewGame(chu().NewPosition())
	for _, usi := range []string{"7i7h", "7d7e", "7j7i7j"} {
		if err := g.PlayUSI(usi); err != nil {
			log.Fatal(err)
		}
	}
	if err := g.Resign(g.Position().Side()); err != nil {
		log.Fatal(err)
	}
	rec, err := record.KIFFromGame(g)
	if err != nil {
		log.Fatal(err)
	}
	if err := rec.Write(os.Stdout); err != nil {
		log.Fatal(err)
	}
	// Output:
	// 変則将棋：chu
	// ルール：jcsa
	// 先手：
	// 後手：
	// 手数----指手---------消費時間--
	//    1手目   7八歩兵 （←7九）
	//    2手目   7五歩兵 （←7四）
	//    3手目一歩目 7九獅子 （←7十）
	//    3手目二歩目 7十獅子 （←7九）
	//    4手目   投了
}

// A record says which game it is: its headers name the variant, the rule
// profile and the options, and the game is replayed under them.
func ExampleKIF_Ruleset() {
	kif := `変則将棋：chu
ルール：lishogi
オプション：no-bare-king
先手：
後手：
手数----指手---------消費時間--
   1手目   7八歩兵 （←7九）
   2手目   切れ負け
`
	rec, err := record.ReadKIF("game.kif", []byte(kif))
	if err != nil {
		log.Fatal(err)
	}
	rs, named, err := rec.Ruleset()
	if err != nil || !named {
		log.Fatal(err)
	}
	v, err := variants.Load(rs.Variant)
	if err == nil {
		v, err = v.Configure(rs.Profile, rs.Options...)
	}
	if err != nil {
		log.Fatal(err)
	}
	r, err := rules.New(v)
	if err != nil {
		log.Fatal(err)
	}
	g, err := rec.Game(r)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%+v\n", rs)
	fmt.Println(g.Outcome())
	// Output:
	// {Variant:chu Profile:lishogi Options:[no-bare-king]}
	// black wins: time forfeit
}
