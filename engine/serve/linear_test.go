package serve

import (
	"bytes"
	"context"
	"runtime"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// allocated returns the bytes allocated while f runs.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestLineCostLinear checks that any line a GUI may send costs memory
// linear in its length: a command of either protocol followed by words of
// any length, up to 64 KB each, allocates at most 64 bytes per byte of the
// line beyond what the protocol's start and quit allocate and 32 MB for
// the work of the command itself (building a variant's rules, a search).
// Reading a USI word a character at a time allocated its length squared
// (2 GB for a word of 64 KB).
func TestLineCostLinear(t *testing.T) {
	cfg := testConfig(t, &mover{name: "mover"})
	serveText := func(protocol, line string) uint64 {
		in := protocol + "\n" + line + "\nquit\n"
		return allocated(func() {
			var out bytes.Buffer
			if err := Run(context.Background(), strings.NewReader(in), &out, cfg); err != nil {
				t.Fatal(err)
			}
		})
	}
	base := map[string]uint64{"usi": serveText("usi", ""), "xboard": serveText("xboard", "")}
	commands := map[string][]string{
		"usi":    {"position sfen", "position startpos moves", "setoption name", "setoption name USI_Variant value", "go", "go depth", "gameover", "frobnicate"},
		"xboard": {"usermove", "setboard", "variant", "option", "level", "sd", "memory", "frobnicate"},
	}
	rapid.Check(t, func(rt *rapid.T) {
		protocol := rapid.SampledFrom([]string{"usi", "xboard"}).Draw(rt, "protocol")
		var b strings.Builder
		b.WriteString(rapid.SampledFrom(commands[protocol]).Draw(rt, "command"))
		for _, n := range rapid.SliceOfN(rapid.IntRange(1, 64<<10), 1, 4).Draw(rt, "word lengths") {
			b.WriteString(" " + strings.Repeat(rapid.SampledFrom([]string{"1", "a", "金", "\x1b", "/"}).Draw(rt, "letter"), n))
		}
		line := b.String()
		got := serveText(protocol, line)
		if most := base[protocol] + 64*uint64(len(line)) + 32<<20; got > most {
			rt.Fatalf("a %d-byte %s line allocated %d bytes, want at most %d", len(line), protocol, got, most)
		}
	})
}
