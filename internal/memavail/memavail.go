// Package memavail tells how much memory the machine can give the program
// now: what Linux reports available, less what a control group's limit
// leaves, so that a size asked for (a transposition table) can be refused
// before allocating it would kill the program.
package memavail

import (
	"bufio"
	"bytes"
	"os"
	"strconv"
	"strings"
)

// Files are the files [Available] reads, as Linux names them; tests give
// others.
type Files struct {
	// MemInfo is /proc/meminfo, whose MemAvailable line is read.
	MemInfo string
	// Limits are pairs of a control group's limit and usage: cgroup v2's
	// memory.max and memory.current, v1's memory.limit_in_bytes and
	// memory.usage_in_bytes.
	Limits [][2]string
}

// Linux are the files of Linux: /proc/meminfo and the cgroup v2 and v1
// memory files of the program's group as mounted at /sys/fs/cgroup.
var Linux = Files{
	MemInfo: "/proc/meminfo",
	Limits: [][2]string{
		{"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory.current"},
		{"/sys/fs/cgroup/memory/memory.limit_in_bytes", "/sys/fs/cgroup/memory/memory.usage_in_bytes"},
	},
}

// Available returns the bytes of memory the machine can give now, and
// false when f's files cannot tell (another system): the least of
// MemAvailable and, for each control group limit set, the limit less the
// usage.
func (f Files) Available() (uint64, bool) {
	avail, ok := memAvailable(f.MemInfo)
	if !ok {
		return 0, false
	}
	for _, pair := range f.Limits {
		limit, ok1 := number(pair[0])
		usage, ok2 := number(pair[1])
		if !ok1 || !ok2 {
			continue
		}
		left := uint64(0)
		if limit > usage {
			left = limit - usage
		}
		avail = min(avail, left)
	}
	return avail, true
}

// memAvailable reads the MemAvailable line of a meminfo file, in bytes.
func memAvailable(name string) (uint64, bool) {
	b, err := os.ReadFile(name)
	if err != nil {
		return 0, false
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 3 && f[0] == "MemAvailable:" && f[2] == "kB" {
			kb, err := strconv.ParseUint(f[1], 10, 64)
			if err != nil || kb > 1<<53 {
				return 0, false
			}
			return kb << 10, true
		}
	}
	return 0, false
}

// number reads a file holding a whole number of bytes; "max" (no limit)
// and anything else does not read.
func number(name string) (uint64, bool) {
	b, err := os.ReadFile(name)
	if err != nil {
		return 0, false
	}
	n, err := strconv.ParseUint(strings.TrimSpace(string(b)), 10, 64)
	return n, err == nil
}
