package notation

import (
	"runtime"
	"strings"
	"sync"
	"unicode"
	"weak"

	"github.com/largeshogi/largeshogi/rules"
)

// pieceNames is what a notation knows of a game's pieces: the name it
// writes for each kind, the kinds of each name, and the kinds whose moves
// it may write without their name. It is worked out once for each game
// and notation.
type pieceNames struct {
	// written holds the name the notation writes, by kind.
	written []string
	// kinds lists the kinds of each written name; longest is the length,
	// in bytes, of the longest name.
	kinds   map[string][]rules.Kind
	longest int
	// hidden holds the names that may not show as they are in what the
	// notation writes: the empty name, and, in a notation that rewrites
	// what it has written (Yorozuya's files and ナル), names that the
	// rewriting may change (with a digit, or ending in 成 or 不).
	hidden []string
	// returning holds the names of the kinds whose moves may name middle
	// squares ([rules.Rules.MaxLegs] above 1): those that may come back to
	// their square, as igui or a pass, which some notations write without
	// the piece's name.
	returning []string
}

// newPieceNames works out the piece names of rules r in notation n.
func newPieceNames(r *rules.Rules, n *style) *pieceNames {
	pn := &pieceNames{written: make([]string, r.Kinds()+1), kinds: map[string][]rules.Kind{}}
	returning := map[string]bool{}
	for k := 1; k <= r.Kinds(); k++ {
		kind := rules.Kind(k)
		name := n.piece(r.Face(kind).NamesOf(r.Promoted(kind)))
		pn.written[k] = name
		if pn.kinds[name] == nil {
			if name == "" || n.convert != nil && rewritten(name) {
				pn.hidden = append(pn.hidden, name)
			}
			pn.longest = max(pn.longest, len(name))
		}
		pn.kinds[name] = append(pn.kinds[name], kind)
		if r.MaxLegs(kind) > 1 && !returning[name] {
			returning[name] = true
			pn.returning = append(pn.returning, name)
		}
	}
	return pn
}

// rewritten reports whether Yorozuya's rewriting of a written move may
// change the piece's name in it: a name with a digit, which may join the
// file number next to it, or one ending in 成 or 不, which may join the
// promotion mark after it.
func rewritten(name string) bool {
	return strings.IndexFunc(name, unicode.IsDigit) >= 0 || strings.HasSuffix(name, promote) || strings.HasSuffix(name, "不")
}

// pieceNamesKey names a game's piece names in one notation, the game held
// weakly, so that the cache does not keep it alive.
type pieceNamesKey struct {
	r weak.Pointer[rules.Rules]
	n *style
}

// pieceNamesCache holds the pieceNames of each game and notation in use,
// each dropped once its game is no longer referenced.
var pieceNamesCache sync.Map // pieceNamesKey → *pieceNames

// pieceNames returns the names of the pieces of r in notation n, worked
// out the first time a game is written or read in it.
func (n *style) pieceNames(r *rules.Rules) *pieceNames {
	key := pieceNamesKey{weak.Make(r), n}
	if pn, ok := pieceNamesCache.Load(key); ok {
		return pn.(*pieceNames)
	}
	pn, loaded := pieceNamesCache.LoadOrStore(key, newPieceNames(r, n))
	if !loaded {
		runtime.AddCleanup(r, func(key pieceNamesKey) { pieceNamesCache.Delete(key) }, key)
	}
	return pn.(*pieceNames)
}
