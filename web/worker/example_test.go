package worker_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/largeshogi/largeshogi/web/worker"
)

// An engine fed command lines as the page's worker feeds it, and a variant
// file, broken and then whole.
func Example() {
	lines := make(chan string, 1000)
	e, err := worker.Start(func(line string) { lines <- line }, worker.Options{})
	if err != nil {
		panic(err)
	}
	defer e.Close()
	// waitFor prints the first line that starts with prefix; of a
	// bestmove, whether it is a move (which one depends on the search).
	waitFor := func(prefix string) {
		for line := range lines {
			if strings.HasPrefix(line, prefix) {
				if f := strings.Fields(line); f[0] == "bestmove" {
					line = fmt.Sprint("bestmove, a move: ", f[1] != "resign")
				}
				fmt.Println(line)
				return
			}
		}
	}
	e.Command("setoption name USI_Variant value chushogi")
	e.Command("position startpos moves 7i7h")
	e.Command("go depth 1")
	waitFor("bestmove")

	mini, err := os.ReadFile("../../engine/serve/testdata/mini.yaml")
	if err != nil {
		panic(err)
	}
	e.LoadVariant(strings.Replace(string(mini), "board: 5x5", "board: 5", 1), "mini.yaml")
	waitFor("info string")
	e.LoadVariant(string(mini), "mini.yaml")
	waitFor("info string")
	e.Command("position startpos")
	e.Command("go depth 1")
	waitFor("bestmove")
	// Output:
	// bestmove, a move: true
	// info string error: mini.yaml:5:8: board "5": want FILESxRANKS from 1x1 to 36x36
	// info string variant mini
	// bestmove, a move: true
}
