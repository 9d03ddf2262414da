package rules_test

import (
	"fmt"
	"log"

	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
)

// exampleChu loads chu shogi and compiles it for play.
func exampleChu() *rules.Rules {
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

// Load chu shogi, compile its rules and list the legal moves at the start.
func Example() {
	v, err := variants.Load("chu")
	if err != nil {
		log.Fatal(err)
	}
	r, err := rules.New(v)
	if err != nil {
		log.Fatal(err)
	}
	p := r.NewPosition()
	moves := p.AppendMoves(nil)
	fmt.Println(len(moves), "legal moves")
	for _, m := range moves[:4] {
		fmt.Println(r.USI(m))
	}
	// Output:
	// 36 legal moves
	// 9h9g
	// 4h4g
	// 12i12h
	// 11i11h
}

// Play a move written in USI and ask how the game stands.
func ExampleGame_PlayUSI() {
	r := exampleChu()
	g := rules.NewGame(r.NewPosition())
	if err := g.PlayUSI("7i7h"); err != nil {
		log.Fatal(err)
	}
	fmt.Println(g.Outcome())
	fmt.Println(g.Position().SFEN())
	fmt.Println(g.PlayUSI("7h7g"))
	// Output:
	// playing
	// lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I1P2I3/PPPPP1PPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL w - 2
	// usi 7h7g: illegal move: the piece on 7h is black's, and white is to move
}

// Read a position from SFEN, look at it, and write it back.
func ExampleRules_ParseSFEN() {
	r := exampleChu()
	p, err := r.ParseSFEN("lfcsgekgsc1l/a1b1txot1bfa/mvrhd2dnrvm/pp1pqpp1pp1p/2p4pi1p1/12/12/5P2I3/PPPPP1PPPPPP/MVRHD1QDHRVM/A1BGTOXT1B1A/LFCS1KEGSCFL b 8d 21")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(p.Side(), "to move, move", p.MoveNumber())
	fmt.Println("lion captured on", r.Geo.Name(p.LionSquare()))
	fmt.Println(len(p.AppendMoves(nil)), "legal moves")
	fmt.Println(p.SFEN())
	// Output:
	// black to move, move 21
	// lion captured on 8d
	// 38 legal moves
	// lfcsgekgsc1l/a1b1txot1bfa/mvrhd2dnrvm/pp1pqpp1pp1p/2p4pi1p1/12/12/5P2I3/PPPPP1PPPPPP/MVRHD1QDHRVM/A1BGTOXT1B1A/LFCS1KEGSCFL b 8d 21
}
