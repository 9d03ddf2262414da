package xboard_test

import (
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/xboard"
)

// FuzzParseFEN checks that ParseFEN never panics, and that a position it
// reads writes back as a FEN that reads to the same board.
func FuzzParseFEN(f *testing.F) {
	r := gamerules.Builtin(f, "chu")
	for _, s := range []string{xboardChuStart, lionSFEN, "12/12/12/12/12/12/12/12/12/12/12/6K5 b 0 7", "x w - - 0 1", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := xboard.ParseFEN(r, s)
		xboard.IsFEN(s)
		if err != nil {
			return
		}
		q, err := xboard.ParseFEN(r, xboard.FEN(p))
		if err != nil || boardAndSide(q) != boardAndSide(p) {
			t.Fatalf("%q reads as %s, whose FEN %q reads as %v, %v", s, p.SFEN(), xboard.FEN(p), q, err)
		}
	})
}

// FuzzParseMove checks that ParseMove never panics, and that a move it
// reads writes as a text that reads to a move leaving the same position.
func FuzzParseMove(f *testing.F) {
	r := gamerules.Builtin(f, "chu")
	lion := mustSFEN(f, r, lionSFEN)
	for _, s := range []string{"g5g6,g6g7", "g5i5", "@@@@", "a9a10+", "f4f5=", "g5g6,", ",", "z99z99"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := xboard.ParseMove(lion, s)
		if err != nil {
			return
		}
		back, err := xboard.ParseMove(lion, xboard.MoveText(lion, m))
		if err != nil || !samePosition(lion, m, back) {
			t.Fatalf("%q reads as %s, written %q, which reads as %s, %v", s, m, xboard.MoveText(lion, m), back, err)
		}
	})
}

// FuzzParseMoveLine checks that ParseMoveLine never panics and gives the
// text of a move line.
func FuzzParseMoveLine(f *testing.F) {
	for _, s := range []string{"move g5g6,", "move a1a2", "move", "Illegal move: a1a2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		text, more, ok := xboard.ParseMoveLine(s)
		if ok && (text == "" || more != strings.HasSuffix(text, ",")) {
			t.Fatalf("ParseMoveLine(%q) = %q, %v, %v", s, text, more, ok)
		}
	})
}

// FuzzParseThinking checks that ParseThinking never panics and that a
// line it reads whole writes back as a line that reads the same.
func FuzzParseThinking(f *testing.F) {
	p := gamerules.Builtin(f, "chu").NewPosition()
	for _, s := range []string{"7 -35 120 5000 f4f5 g9g8", "5. 100005 10 1 {x} f3g5", "1 2 3", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		th, ok, err := xboard.ParseThinking(s, p, nil)
		if !ok || err != nil {
			return
		}
		back, ok, err := xboard.ParseThinking(th.Line(p), p, nil)
		if !ok || err != nil || back.Depth != th.Depth || back.Score != th.Score || back.Nodes != th.Nodes || len(back.PV) != len(th.PV) {
			t.Fatalf("%q reads as %+v, written %q, which reads as %+v, %v, %v", s, th, th.Line(p), back, ok, err)
		}
	})
}

// FuzzParseFeatures checks that ParseFeatures and ParseOption never panic
// and that features read write back the same.
func FuzzParseFeatures(f *testing.F) {
	for _, s := range []string{`feature ping=1 myname="x y" done=1`, `feature option="A -spin 1 0 9"`, `feature a="`, "feature"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fs, err := xboard.ParseFeatures(s)
		if err != nil {
			return
		}
		for _, ft := range fs {
			if o, err := xboard.ParseOption(ft.Value); err == nil {
				if back, err := xboard.ParseOption(o.String()); err != nil || back != o {
					t.Fatalf("option %q reads as %+v, written %q, which reads as %+v, %v", ft.Value, o, o.String(), back, err)
				}
			}
			xboard.FeatureInt(ft)
		}
		back, err := xboard.ParseFeatures(xboard.Features(fs...))
		if err != nil || len(back) != len(fs) {
			t.Fatalf("%q reads as %v, written %q, which reads as %v, %v", s, fs, xboard.Features(fs...), back, err)
		}
	})
}

// FuzzParseResult checks that ParseResult never panics and that a result
// it reads writes back the same.
func FuzzParseResult(f *testing.F) {
	for _, s := range []string{"1-0 {Black wins}", "*", "1/2-1/2 {}", "0-1 {a"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := xboard.ParseResult(s)
		if err != nil {
			return
		}
		if back, err := xboard.ParseResult(r.String()); err != nil || back != r {
			t.Fatalf("%q reads as %+v, written %q, which reads as %+v, %v", s, r, r.String(), back, err)
		}
	})
}

// FuzzParseLevel checks that ParseLevel, ParseSeconds and
// ParseCentiseconds never panic and that a level read writes back to the
// same to the second.
func FuzzParseLevel(f *testing.F) {
	for _, s := range []string{"40 5 0", "0 0:20 1.5", "1 2", "0 1:99 0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		xboard.ParseSeconds(s)
		xboard.ParseCentiseconds(s)
		l, err := xboard.ParseLevel(s)
		if err != nil {
			return
		}
		back, err := xboard.ParseLevel(strings.TrimPrefix(l.String(), "level "))
		if err != nil || back.Moves != l.Moves || back.Base != l.Base.Truncate(1e9) {
			t.Fatalf("%q reads as %+v, written %q, which reads as %+v, %v", s, l, l.String(), back, err)
		}
	})
}

// FuzzParseSetup checks that ParseSetup never panics, that a setup it
// reads has a start position, and that checking it against a variant
// never panics either.
func FuzzParseSetup(f *testing.F) {
	r := gamerules.Builtin(f, "sho")
	for _, s := range []string{hachuShoSetup, hachuWaSetup, "setup (PK) 1/K w", "setup 9", "setup +^x'!~=", "setup (", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		setup, err := xboard.ParseSetup(s)
		if err != nil {
			return
		}
		if setup.FEN == "" {
			t.Fatalf("%q reads as a setup without a start position", s)
		}
		setup.Check(r)
	})
}
