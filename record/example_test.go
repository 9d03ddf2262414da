package record_test

import (
	"fmt"
	"log"
	"os"

	"github.com/largeshogi/largeshogi/record"
)

func ExampleReadKIF() {
	kif := `先手：PlayerA
後手：PlayerB
手数----指手---------消費時間--
   1手目   7八歩兵 （←7九）
   2手目   7五歩兵 （←7四）
   3手目一歩目 7九獅子 （←7十）
   3手目二歩目 7十獅子 （←7九）
   4手目   投了
`
	r, err := record.ReadKIF("game.kif", []byte(kif))
	if err != nil {
		log.Fatal(err)
	}
	for _, h := range r.Headers {
		fmt.Printf("%s = %s\n", h.Key, h.Value)
	}
	for _, m := range r.Moves {
		fmt.Printf("move %d step %d: %s from %v to %v\n", m.Number, m.Step, m.Piece, m.From, m.To)
	}
	fmt.Println(r.Result.Termination)

	_, err = record.ReadKIF("game.kif", []byte("   1手目   7八歩兵 （←7九\n"))
	fmt.Println(err)
	// Output:
	// 先手 = PlayerA
	// 後手 = PlayerB
	// move 1 step 0: 歩兵 from 7九 to 7八
	// move 2 step 0: 歩兵 from 7四 to 7五
	// move 3 step 1: 獅子 from 7十 to 7九
	// move 3 step 2: 獅子 from 7九 to 7十
	// 投了
	// game.kif:1:19: want ） after the origin square
}

func ExampleKIF_Write() {
	r := &record.KIF{
		Headers: []record.Header{{Key: "先手", Value: "PlayerA"}, {Key: "後手", Value: "PlayerB"}},
		Moves: []record.KIFMove{
			{Number: 1, To: record.KIFSquare{File: 7, Rank: 8}, Piece: "歩兵", From: record.KIFSquare{File: 7, Rank: 9}},
			{Number: 2, To: record.KIFSquare{File: 7, Rank: 5}, Piece: "歩兵", From: record.KIFSquare{File: 7, Rank: 4}},
			{Number: 3, To: record.KIFSquare{File: 7, Rank: 7}, Piece: "歩兵", From: record.KIFSquare{File: 7, Rank: 8}},
			{Number: 4, To: record.KIFSquare{File: 7, Rank: 6}, Piece: "歩兵", From: record.KIFSquare{File: 7, Rank: 5}},
			{Number: 5, Same: true, Piece: "歩兵", From: record.KIFSquare{File: 7, Rank: 7}, Comments: []string{"仝: where the last move went"}},
		},
		Result: &record.ResultLine{Number: 6, Termination: record.Resign},
	}
	if err := r.Write(os.Stdout); err != nil {
		log.Fatal(err)
	}
	// Output:
	// 先手：PlayerA
	// 後手：PlayerB
	// 手数----指手---------消費時間--
	//    1手目   7八歩兵 （←7九）
	//    2手目   7五歩兵 （←7四）
	//    3手目   7七歩兵 （←7八）
	//    4手目   7六歩兵 （←7五）
	//    5手目   仝歩兵 （←7七）
	// * 仝: where the last move went
	//    6手目   投了
}
