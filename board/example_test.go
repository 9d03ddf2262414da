package board_test

import (
	"fmt"

	"github.com/largeshogi/largeshogi/board"
)

func ExampleGeometry_ParseSquare() {
	chu := board.MustGeometry(12, 12)
	for _, name := range []string{"1a", "12a", "7g", "12l"} {
		s, err := chu.ParseSquare(name)
		if err != nil {
			fmt.Println(err)
			continue
		}
		file, rank := chu.FileRank(s)
		x, y := chu.XY(s)
		fmt.Printf("%-3s file %2d rank %2d, column %2d row %2d from Black's top left\n", chu.Name(s), file, rank, x, y)
	}
	_, err := chu.ParseSquare("13a")
	fmt.Println(err)

	taikyoku := board.MustGeometry(36, 36)
	s, _ := taikyoku.ParseSquare("5aa")
	file, rank := taikyoku.FileRank(s)
	fmt.Println("5aa is file", file, "rank", rank)
	// Output:
	// 1a  file  1 rank  1, column 11 row  0 from Black's top left
	// 12a file 12 rank  1, column  0 row  0 from Black's top left
	// 7g  file  7 rank  7, column  5 row  6 from Black's top left
	// 12l file 12 rank 12, column  0 row 11 from Black's top left
	// board: square "13a" is off the 12x12 board
	// 5aa is file 5 rank 27
}

func ExampleGeometry_BoardField() {
	geo := board.MustGeometry(5, 3)
	kings := map[string]string{"3a": "k", "1a": "+p", "3c": "K"}
	fmt.Println(geo.BoardField(func(s board.Square) string { return kings[geo.Name(s)] }))
	// Output: 2k1+p/5/2K2
}
