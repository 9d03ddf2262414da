package search

import (
	"fmt"
	"runtime/debug"

	"github.com/largeshogi/largeshogi/internal/memavail"
)

// HashLimit returns the largest Hash, in MiB, that [New] accepts now:
// [MaxHash], or less on a machine that cannot give it: three quarters of
// the memory available (see package internal/memavail), rounded down to a
// power of two as the table is, at least 1. A protocol offers it as the
// maximum of its hash option.
func HashLimit() int {
	return hashLimit(memavail.Linux)
}

// hashLimit is HashLimit with the memory files f tells of.
func hashLimit(f memavail.Files) int {
	avail, ok := f.Available()
	if !ok {
		return MaxHash
	}
	most := avail / 4 * 3 >> 20
	limit := 1
	for limit*2 <= MaxHash && uint64(limit*2) <= most {
		limit *= 2
	}
	return limit
}

// checkHash refuses a table of mib MiB that the machine cannot give, after
// handing the memory of tables no longer used back to the system.
func checkHash(mib int) error {
	if mib <= DefaultHash {
		return nil
	}
	debug.FreeOSMemory()
	if limit := HashLimit(); mib > limit {
		return fmt.Errorf("search: Hash %d MiB: this machine can give a table of %d MiB at most now", mib, limit)
	}
	return nil
}
