package notation

import (
	"runtime"
	"testing"
	"weak"

	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
)

// The piece names kept for a game are dropped once its rules are no longer
// in use, so that a server writing the moves of many variants it loaded
// does not keep them all.
func TestPieceNamesDropped(t *testing.T) {
	var keys []pieceNamesKey
	func() {
		r := gamerules.Builtin(t, "sho")
		p := r.NewPosition()
		for _, n := range []Notation{Japanese, Western} {
			n.Write(p, p.AppendMoves(nil)[0])
			keys = append(keys, pieceNamesKey{weak.Make(r), n.(*style)})
		}
	}()
	held := func() int {
		n := 0
		for _, k := range keys {
			if _, ok := pieceNamesCache.Load(k); ok {
				n++
			}
		}
		return n
	}
	if got := held(); got != len(keys) {
		t.Fatalf("%d of the game's piece names kept after writing in %d notations", got, len(keys))
	}
	for range 100 {
		runtime.GC()
		runtime.Gosched()
		if held() == 0 {
			return
		}
	}
	t.Errorf("%d of the game's piece names kept after its rules are dropped", held())
}
