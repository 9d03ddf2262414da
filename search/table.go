package search

import (
	"sync/atomic"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
)

// bound says what a stored score is.
type bound uint8

const (
	exact bound = iota + 1
	lower       // the score is at least this (a beta cut-off)
	upper       // the score is at most this (no move reached alpha)
)

// entry is one position in the transposition table, as probe returns it.
type entry struct {
	move  rules.Move
	score int32
	depth int8
	bound bound
	age   uint8
}

// slot is an entry as the table keeps it, in four words that searchers on
// several goroutines read and write without a lock: the move in two, the
// score, depth, bound and age in the third, and the key XORed with the
// other three in the last, so that a slot torn by two writes at once does
// not match the key of either (R. Hyatt and T. Mann's lockless hashing).
type slot [4]atomic.Uint64

// The squares of a move, its start, end and middle squares, fill seven
// 16-bit fields of the two move words, then its middle-square count and
// promotion flag a byte each.
const _ = uint(5 - rules.MaxVia) // the packing holds at most five middle squares

// table is the transposition table: a power-of-two number of buckets of
// two slots, indexed by the position's Zobrist hash. The first slot of a
// bucket keeps the deepest result, the second the newest. It is shared by
// the searcher's threads.
type table struct {
	slots []slot
	mask  uint64
	age   uint8
	used  bool // a search has run since the table was made or cleared
}

// slotSize is the size of a slot in bytes.
const slotSize = 32

// newTable allocates a table of at most mib MiB (at least one bucket).
func newTable(mib int) *table {
	size := uint64(mib) << 20 / slotSize / 2
	buckets := uint64(1)
	for buckets*2 <= size {
		buckets *= 2
	}
	return &table{slots: make([]slot, 2*buckets), mask: buckets - 1}
}

// clear empties the table. A table no search has used is empty already,
// and is left untouched: a table of many MiB fresh from newTable has no
// pages yet, and writing them all would cost the first move its time.
func (t *table) clear() {
	if !t.used {
		return
	}
	t.used = false
	clear(t.slots) // no search runs while the table is cleared
	t.age = 0
}

// load reads slot sl, and reports whether it holds key.
func (sl *slot) load(key uint64) (entry, bool) {
	w0, w1, w2, w3 := sl[0].Load(), sl[1].Load(), sl[2].Load(), sl[3].Load()
	if w2 == 0 || w3^w0^w1^w2 != key {
		return entry{}, false
	}
	return entry{move: unpackMove(w0, w1), score: int32(uint32(w2)), depth: int8(w2 >> 32), bound: bound(w2 >> 40), age: uint8(w2 >> 48)}, true
}

// probe returns the entry stored for key.
func (t *table) probe(key uint64) (entry, bool) {
	i := (key & t.mask) * 2
	if e, ok := t.slots[i].load(key); ok {
		return e, true
	}
	return t.slots[i+1].load(key)
}

// store records a search result for key, replacing the deeper slot's
// entry only with one as deep or from an older search.
func (t *table) store(key uint64, m rules.Move, score int32, depth int, b bound) {
	i := (key & t.mask) * 2
	sl := &t.slots[i]
	if old, ok := sl.load(key); !ok && sl[2].Load() != 0 {
		w2 := sl[2].Load()
		if uint8(w2>>48) == t.age && int(int8(w2>>32)) > depth {
			sl = &t.slots[i+1]
		}
	} else if ok && m == (rules.Move{}) {
		m = old.move
	}
	w0, w1 := packMove(m)
	w2 := uint64(uint32(score)) | uint64(uint8(int8(min(depth, 127))))<<32 | uint64(b)<<40 | uint64(t.age)<<48
	sl[0].Store(w0)
	sl[1].Store(w1)
	sl[2].Store(w2)
	sl[3].Store(key ^ w0 ^ w1 ^ w2)
}

// packMove writes a move in two words.
func packMove(m rules.Move) (w0, w1 uint64) {
	var f [8]uint16
	f[0], f[1] = uint16(m.From), uint16(m.To)
	for i, s := range m.Via {
		f[2+i] = uint16(s)
	}
	f[7] = uint16(m.NVia)
	if m.Promote {
		f[7] |= 1 << 8
	}
	return uint64(f[0]) | uint64(f[1])<<16 | uint64(f[2])<<32 | uint64(f[3])<<48,
		uint64(f[4]) | uint64(f[5])<<16 | uint64(f[6])<<32 | uint64(f[7])<<48
}

// unpackMove reads a move packMove wrote.
func unpackMove(w0, w1 uint64) rules.Move {
	f := [8]uint16{uint16(w0), uint16(w0 >> 16), uint16(w0 >> 32), uint16(w0 >> 48), uint16(w1), uint16(w1 >> 16), uint16(w1 >> 32), uint16(w1 >> 48)}
	m := rules.Move{From: board.Square(int16(f[0])), To: board.Square(int16(f[1])), NVia: uint8(f[7]), Promote: f[7]>>8 != 0}
	for i := range m.Via {
		m.Via[i] = board.Square(int16(f[2+i]))
	}
	return m
}
