package betza_test

import (
	"fmt"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
)

// Compile the lion's move and list where it can go from 3c on an empty 5×5
// board with an enemy piece on 3b.
func Example() {
	lion := betza.MustCompile("NAD[aK]")
	geo := board.MustGeometry(5, 5)
	occ := geo.NewOccupancy()
	from, _ := geo.ParseSquare("3c")
	enemy, _ := geo.ParseSquare("3b")
	occ[from] = board.BlackPiece
	occ[enemy] = board.WhitePiece
	out := betza.NewGenerator(geo).Append(nil, lion, from, board.Black, occ, false)
	dests := map[board.Square]bool{}
	igui := 0
	for _, o := range out {
		switch {
		case o.Pass():
			fmt.Println("it can pass")
		case o.To == from:
			igui++
		default:
			dests[o.To] = true
		}
	}
	fmt.Println(len(out), "outcomes:", len(dests), "destinations,", igui, "capture without moving")
	// Output:
	// it can pass
	// 33 outcomes: 24 destinations, 1 capture without moving
}

func ExampleParse() {
	m, err := betza.Parse("fR[fl][br]BbW")
	fmt.Println(m, err)
	_, err = betza.Parse("fR[fl]Bx3")
	fmt.Println(err.(*betza.Error).Caret())
	// Output:
	// fR[fl][br]BbW <nil>
	// fR[fl]Bx3
	//         ^
}

func ExampleDraw() {
	geo := board.MustGeometry(5, 5)
	d := betza.Draw(betza.MustCompile("BrlbRf[avW]fD"), geo, geo.Centre())
	fmt.Print(d.Text(0))
	// Output:
	// ╲  ·  ☆  ·  ╱
	// ·  ○  ○! ○  ·
	// ─  ○  ◎  ○  ─
	// ·  ○  ○  ○  ·
	// ╱  ·  │  ·  ╲
}

// The most legs a move can take, worked out when the notation is compiled:
// the queen slides once, the lion steps twice, the lion dog three times.
func ExampleProgram_MaxLegs() {
	for _, s := range []string{"Q", "NAD[aK]", "KavKafavK"} {
		fmt.Println(s, betza.MustCompile(s).MaxLegs())
	}
	// Output:
	// Q 1
	// NAD[aK] 2
	// KavKafavK 3
}
