package mate

// inf is the proof or disproof number of a node proved or disproved; the
// sums saturate one below it, so that only a proof or disproof reaches it.
const inf = uint32(1) << 30

// add returns a+b, saturating: inf if either is inf, at most inf-1.
func add(a, b uint32) uint32 {
	if a >= inf || b >= inf {
		return inf
	}
	return min(a+b, inf-1)
}

// entry is a node's proof and disproof numbers and the nodes spent on
// it, under its key (position hash and plies left).
type entry struct {
	key    uint64
	pn, dn uint32
	work   uint32
}

// bucket is how many entries a key may use; a new entry replaces the one
// on which least work was spent.
const bucket = 4

// entrySize is an entry's size in bytes.
const entrySize = 24

// table is the transposition table: a power of two of entries, in buckets.
type table struct {
	entries []entry
	mask    uint64
}

// newTable returns a table of at most mib MiB.
func newTable(mib int) *table {
	n := uint64(bucket)
	for n*2*entrySize <= uint64(mib)<<20 {
		n *= 2
	}
	return &table{entries: make([]entry, n), mask: n - 1}
}

// probe returns the entry of key, or false.
func (t *table) probe(key uint64) (pn, dn uint32, ok bool) {
	i := key & t.mask &^ (bucket - 1)
	for j := i; j < i+bucket; j++ {
		if e := &t.entries[j]; e.key == key {
			return e.pn, e.dn, true
		}
	}
	return 0, 0, false
}

// store keeps the numbers of key, replacing its entry or the bucket's
// cheapest.
func (t *table) store(key uint64, pn, dn, work uint32) {
	i := key & t.mask &^ (bucket - 1)
	victim := &t.entries[i]
	for j := i; j < i+bucket; j++ {
		e := &t.entries[j]
		if e.key == key {
			victim = e
			break
		}
		if e.work < victim.work {
			victim = e
		}
	}
	*victim = entry{key: key, pn: pn, dn: dn, work: work}
}
