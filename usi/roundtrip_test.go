package usi_test

import (
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/usi"
	"pgregory.net/rapid"
)

// word draws a word of USI text: no spaces, never a keyword of the line
// it stands in.
func word(rt *rapid.T, label string, keywords ...string) string {
	w := rapid.StringMatching(`[a-z0-9+<>_]{1,8}`).Draw(rt, label)
	for _, k := range keywords {
		if w == k {
			return w + "x"
		}
	}
	return w
}

// TestInfoRoundTrip checks that an info line an engine writes reads back
// as the same Info: what engine/serve writes, engine/usiclient reads.
func TestInfoRoundTrip(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := func(label string) int64 { return rapid.Int64Range(-1, 1<<40).Draw(rt, label) }
		in := usi.Info{
			Depth:    rapid.IntRange(0, 200).Draw(rt, "depth"),
			SelDepth: rapid.IntRange(0, 200).Draw(rt, "seldepth"),
			MultiPV:  rapid.IntRange(0, 64).Draw(rt, "multipv"),
			Nodes:    n("nodes"),
			NPS:      n("nps"),
			Time:     time.Duration(rapid.Int64Range(0, 1<<40).Draw(rt, "time")) * time.Millisecond,
		}
		if rapid.Bool().Draw(rt, "score") {
			s := &usi.Score{}
			switch rapid.IntRange(0, 2).Draw(rt, "kind") {
			case 0:
				s.Cp = rapid.IntRange(-1<<30, 1<<30).Draw(rt, "cp")
			case 1:
				s.Mate = rapid.SampledFrom([]int{usi.UnknownMate, -usi.UnknownMate, 1, -1, 7, -200}).Draw(rt, "mate")
			}
			switch rapid.IntRange(0, 2).Draw(rt, "bound") {
			case 1:
				s.Lower = true
			case 2:
				s.Upper = true
			}
			in.Score = s
		}
		for range rapid.IntRange(0, 6).Draw(rt, "plies") {
			in.PV = append(in.PV, word(rt, "move", "string"))
		}
		var msg []string
		for range rapid.IntRange(0, 4).Draw(rt, "words") {
			msg = append(msg, word(rt, "message"))
		}
		in.Message = strings.Join(msg, " ")
		line := in.String()
		back, err := usi.ParseInfo(line)
		if err != nil {
			rt.Fatalf("%q: %v", line, err)
		}
		if diff := cmp.Diff(in, back); diff != "" {
			rt.Fatalf("%q read back (-wrote +read):\n%s", line, diff)
		}
	})
}

// TestGoRoundTrip checks that a go command a GUI writes reads back the
// same: what engine/usiclient writes, engine/serve reads.
func TestGoRoundTrip(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		ms := func(label string, least int64) time.Duration {
			if !rapid.Bool().Draw(rt, label+"?") {
				return 0
			}
			return time.Duration(rapid.Int64Range(least, 1<<40).Draw(rt, label)) * time.Millisecond
		}
		var g usi.Go
		if g.Infinite = rapid.Bool().Draw(rt, "infinite"); !g.Infinite {
			if g.Clock = rapid.Bool().Draw(rt, "clock"); g.Clock {
				g.BTime, g.WTime, g.Byoyomi, g.BInc, g.WInc = ms("btime", 0), ms("wtime", 0), ms("byoyomi", 0), ms("binc", 0), ms("winc", 0)
			}
			g.MoveTime = ms("movetime", 1)
			if rapid.Bool().Draw(rt, "depth?") {
				g.Depth = rapid.IntRange(1, 1<<31-1).Draw(rt, "depth")
			}
			if rapid.Bool().Draw(rt, "nodes?") {
				g.Nodes = rapid.Int64Range(1, 1<<62).Draw(rt, "nodes")
			}
		}
		g.Ponder = rapid.Bool().Draw(rt, "ponder")
		line := g.String()
		back, err := usi.ParseGo(line)
		if err != nil || back != g {
			rt.Fatalf("%+v written %q, read back %+v, %v", g, line, back, err)
		}
	})
}

// TestBestMoveRoundTrip checks that bestmove lines read back the same.
func TestBestMoveRoundTrip(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		var b usi.BestMove
		switch rapid.IntRange(0, 2).Draw(rt, "kind") {
		case 0:
			b.Resign = true
		case 1:
			b.Win = true
		default:
			b.Move = word(rt, "move", "resign", "win", "ponder")
			if rapid.Bool().Draw(rt, "ponder?") {
				b.Ponder = word(rt, "ponder")
			}
		}
		line := b.String()
		back, err := usi.ParseBestMove(line)
		if err != nil || back != b {
			rt.Fatalf("%+v written %q, read back %+v, %v", b, line, back, err)
		}
	})
}

// TestOptionRoundTrip checks that the option lines an engine declares
// read back the same, names and values of several words included.
func TestOptionRoundTrip(t *testing.T) {
	keys := []string{"name", "type", "default", "min", "max", "var"}
	rapid.Check(t, func(rt *rapid.T) {
		words := func(label string, least int) string {
			var ws []string
			for range rapid.IntRange(least, 3).Draw(rt, label+" words") {
				ws = append(ws, word(rt, label, keys...))
			}
			return strings.Join(ws, " ")
		}
		o := usi.Option{Name: words("name", 1), Type: rapid.SampledFrom([]string{"check", "spin", "combo", "button", "string", "filename"}).Draw(rt, "type")}
		o.Default = words("default", 0)
		switch o.Type {
		case "spin":
			o.Min = rapid.IntRange(-100, 100).Draw(rt, "min")
			o.Max = rapid.IntRange(o.Min, 1<<20).Draw(rt, "max")
		case "combo":
			for range rapid.IntRange(1, 4).Draw(rt, "vars") {
				o.Vars = append(o.Vars, words("var", 1))
			}
		}
		line := o.String()
		back, err := usi.ParseOption(line)
		if err != nil || !cmp.Equal(o, back) {
			rt.Fatalf("%+v written %q, read back %+v, %v", o, line, back, err)
		}
	})
}
