package rules

// moveSet finds repeated moves among those a piece's outcomes give (with
// only the middle squares that capture named, several outcomes can be one
// move) in constant time a move, in a table the position reuses.
type moveSet struct {
	slots []int32  // index in the moves of the entry, by hash slot
	stamp []uint32 // the epoch a slot was filled in
	epoch uint32
}

// reset empties the set for up to n moves.
func (s *moveSet) reset(n int) {
	size := 16
	for size < 2*n {
		size *= 2
	}
	if size > len(s.slots) {
		s.slots, s.stamp, s.epoch = make([]int32, size), make([]uint32, size), 0
	}
	s.epoch++
	if s.epoch == 0 {
		clear(s.stamp)
		s.epoch = 1
	}
}

// add records moves[i] and reports whether it was new among the moves the
// set holds.
func (s *moveSet) add(moves []Move, i int) bool {
	m := &moves[i]
	h := uint64(m.From)*0x9e3779b97f4a7c15 ^ uint64(m.To)*0xc2b2ae3d27d4eb4f ^ uint64(m.Via[0])*0x165667b19e3779f9 ^
		uint64(m.Via[1])*0x27d4eb2f165667c5 ^ uint64(m.Via[2])*0x94d049bb133111eb ^ uint64(m.Via[3])<<21 ^ uint64(m.Via[4])<<42
	h ^= h >> 29
	mask := len(s.slots) - 1
	for j := int(h) & mask; ; j = (j + 1) & mask {
		if s.stamp[j] != s.epoch {
			s.stamp[j], s.slots[j] = s.epoch, int32(i)
			return true
		}
		if moves[s.slots[j]] == *m {
			return false
		}
	}
}
