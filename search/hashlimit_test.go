package search

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/internal/memavail"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
)

// TestHashLimit checks the largest table offered for the memory
// available: three quarters of it as a power of two of MiB, MaxHash at
// most, 1 at least, and MaxHash where the memory cannot be told.
func TestHashLimit(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct {
		availKB uint64
		want    int
	}{
		{0, 1},
		{1024, 1},
		{4 << 20, 2048},               // 4 GiB: 3 GiB, 2048 MiB as a power of two
		{(24 << 20) - 500_000, 16384}, // this kind of machine: about 23.5 GiB
		{1 << 40, MaxHash},
	} {
		info := filepath.Join(dir, "meminfo")
		text := "MemTotal: 1 kB\nMemAvailable: " + strconv.FormatUint(tt.availKB, 10) + " kB\n"
		if err := os.WriteFile(info, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if got := hashLimit(memavail.Files{MemInfo: info}); got != tt.want {
			t.Errorf("%d kB available: hashLimit = %d MiB, want %d", tt.availKB, got, tt.want)
		}
	}
	if got := hashLimit(memavail.Files{MemInfo: filepath.Join(dir, "none")}); got != MaxHash {
		t.Errorf("memory unknown: hashLimit = %d, want MaxHash", got)
	}
}

// TestHashBeyondMachine checks that New refuses, with an error that tells
// the most this machine can give, a table larger than the machine can
// give, the largest USI_Hash offered (MaxHash) on most machines; New
// allocated it before, and the program died of it.
func TestHashBeyondMachine(t *testing.T) {
	limit := HashLimit()
	if limit == MaxHash {
		t.Skip("this machine can give MaxHash MiB")
	}
	v, err := variants.Load("chu")
	if err != nil {
		t.Fatal(err)
	}
	r, err := rules.New(v)
	if err != nil {
		t.Fatal(err)
	}
	_, err = New(r, Options{Hash: MaxHash})
	if err == nil || !strings.Contains(err.Error(), strconv.Itoa(limit)+" MiB at most") {
		t.Errorf("New(Hash %d) = %v, want an error telling %d MiB at most", MaxHash, err, limit)
	}
}

// TestTableSize checks that a table takes no more than its size in MiB
// and keeps its memory when cleared after use: it never grows.
func TestTableSize(t *testing.T) {
	for _, mib := range []int{1, 3, 16, 100} {
		tt := newTable(mib)
		size := len(tt.slots) * slotSize
		if size > mib<<20 || size*2 <= mib<<20 {
			t.Errorf("newTable(%d) takes %d bytes, want at most %d and more than half", mib, size, mib<<20)
		}
		first := &tt.slots[0]
		tt.used = true
		tt.clear()
		if &tt.slots[0] != first || len(tt.slots)*slotSize != size {
			t.Errorf("newTable(%d): clear made a new table", mib)
		}
	}
}
