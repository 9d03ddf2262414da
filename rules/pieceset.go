package rules

import (
	"math/bits"

	"github.com/largeshogi/largeshogi/board"
)

// pieceSet is the set of squares that hold the pieces of one side: a bit
// per mailbox cell, kept by [Position.put] and [Position.remove], so that
// what looks for one side's pieces visits them and not every square. The
// bare-king rule keeps other sets of squares in the same form.
type pieceSet []uint64

func newPieceSet(cells int) pieceSet { return make(pieceSet, (cells+63)/64) }

func (s pieceSet) add(q board.Square)      { s[q>>6] |= 1 << (q & 63) }
func (s pieceSet) remove(q board.Square)   { s[q>>6] &^= 1 << (q & 63) }
func (s pieceSet) has(q board.Square) bool { return s[q>>6]&(1<<(q&63)) != 0 }

// all yields the squares of the set in increasing order, the order of
// [board.Geometry.Squares]. The set may change while it is walked: a word
// is read once, when the walk reaches it.
func (s pieceSet) all(yield func(board.Square) bool) {
	for w, word := range s {
		for word != 0 {
			if !yield(board.Square(w<<6 | bits.TrailingZeros64(word))) {
				return
			}
			word &= word - 1
		}
	}
}

// allPieces yields the squares of both sides' pieces in increasing order,
// the order of [board.Geometry.Squares], reading each word of the sets
// once, as [pieceSet.all] does.
func (p *Position) allPieces(yield func(board.Square) bool) {
	black, white := p.pieces[board.Black], p.pieces[board.White]
	for w := range black {
		for word := black[w] | white[w]; word != 0; word &= word - 1 {
			if !yield(board.Square(w<<6 | bits.TrailingZeros64(word))) {
				return
			}
		}
	}
}
