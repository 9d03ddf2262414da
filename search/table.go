package search

import (
	"unsafe"

	"github.com/largeshogi/largeshogi/rules"
)

// bound says what a stored score is.
type bound uint8

const (
	exact bound = iota + 1
	lower       // the score is at least this (a beta cut-off)
	upper       // the score is at most this (no move reached alpha)
)

// entry is one position in the transposition table.
type entry struct {
	key   uint64
	move  rules.Move
	score int32
	depth int8
	bound bound
	age   uint8
}

// table is the transposition table: a power-of-two number of buckets of
// two entries, indexed by the position's Zobrist hash. The first entry of
// a bucket keeps the deepest result, the second the newest.
type table struct {
	entries []entry
	mask    uint64
	age     uint8
}

// newTable allocates a table of at most mib MiB (at least one bucket).
func newTable(mib int) *table {
	size := uint64(mib) << 20 / uint64(unsafe.Sizeof(entry{})) / 2
	buckets := uint64(1)
	for buckets*2 <= size {
		buckets *= 2
	}
	return &table{entries: make([]entry, 2*buckets), mask: buckets - 1}
}

// clear empties the table.
func (t *table) clear() {
	clear(t.entries)
	t.age = 0
}

// probe returns the entry stored for key, or nil.
func (t *table) probe(key uint64) *entry {
	i := (key & t.mask) * 2
	if e := &t.entries[i]; e.key == key && e.bound != 0 {
		return e
	}
	if e := &t.entries[i+1]; e.key == key && e.bound != 0 {
		return e
	}
	return nil
}

// store records a search result for key, replacing the deeper slot's
// entry only with one as deep or from an older search.
func (t *table) store(key uint64, m rules.Move, score int32, depth int, b bound) {
	i := (key & t.mask) * 2
	e := &t.entries[i]
	if e.key != key && e.bound != 0 && e.age == t.age && int(e.depth) > depth {
		e = &t.entries[i+1]
	}
	if e.key == key && m == (rules.Move{}) {
		m = e.move
	}
	*e = entry{key: key, move: m, score: score, depth: int8(min(depth, 127)), bound: b, age: t.age}
}
