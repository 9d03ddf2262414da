package memavail_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/largeshogi/largeshogi/internal/memavail"
)

// TestAvailable checks the memory available read from made-up files: the
// least of MemAvailable and what each control group's limit leaves, a
// limit of "max" or a file missing ignored, and no answer without
// MemAvailable.
func TestAvailable(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	info := write("meminfo", "MemTotal:       24683628 kB\nMemFree:        23384952 kB\nMemAvailable:    1000000 kB\n")
	noAvail := write("old", "MemTotal:       24683628 kB\n")
	max := write("max", "max\n")
	limit := write("limit", "524288000\n")
	usage := write("usage", "104857600\n")
	huge := write("huge", "9223372036854771712\n")
	over := write("over", "600000000\n")
	missing := filepath.Join(dir, "missing")
	tests := []struct {
		name  string
		files memavail.Files
		want  uint64
		ok    bool
	}{
		{"meminfo only", memavail.Files{MemInfo: info}, 1000000 << 10, true},
		{"no limit", memavail.Files{MemInfo: info, Limits: [][2]string{{max, usage}, {huge, usage}, {missing, usage}}}, 1000000 << 10, true},
		{"limit less usage", memavail.Files{MemInfo: info, Limits: [][2]string{{max, usage}, {limit, usage}}}, 524288000 - 104857600, true},
		{"usage over limit", memavail.Files{MemInfo: info, Limits: [][2]string{{limit, over}}}, 0, true},
		{"no MemAvailable", memavail.Files{MemInfo: noAvail}, 0, false},
		{"no meminfo", memavail.Files{MemInfo: missing}, 0, false},
	}
	for _, tt := range tests {
		if got, ok := tt.files.Available(); got != tt.want || ok != tt.ok {
			t.Errorf("%s: Available() = %d, %v; want %d, %v", tt.name, got, ok, tt.want, tt.ok)
		}
	}
}
