package usi_test

import (
	"errors"
	"github.com/google/go-cmp/cmp"
	"testing"

	"github.com/largeshogi/largeshogi/usi"
)

// FuzzReadGame checks that no text makes the game reader panic, that
// every error it returns is an *usi.Error placed on the text, and that a
// game it reads writes back to a text that reads as the same game.
func FuzzReadGame(f *testing.F) {
	for _, s := range []string{
		"position startpos moves 7i7h 6d6e",
		"setoption name USI_Variant value chu\nposition sfen " + lionSFEN + " moves 6h5h4h 9b9c",
		"7i7h\n6d6e\n",
		"setoption name\nposition sfen",
		"position sfen 12/12 b - 1 moves",
		"setoption name X value\n\nposition startpos moves 7i7h setoption",
	} {
		f.Add(s)
	}
	r := chuRules(f)
	f.Fuzz(func(t *testing.T, src string) {
		g, err := usi.ReadGame("f", []byte(src), r)
		if err != nil {
			var ue *usi.Error
			if !errors.As(err, &ue) || ue.Line < 1 || ue.Col < 1 {
				t.Fatalf("ReadGame(%q) = %v, want an *usi.Error with a place", src, err)
			}
			return
		}
		text := usi.PositionCommand(g)
		back, err := usi.ReadGame("back", []byte(text), r)
		if err != nil {
			t.Fatalf("%q read as a game written %q, which does not read: %v", src, text, err)
		}
		if back.Position().SFEN() != g.Position().SFEN() || len(back.Moves()) != len(g.Moves()) {
			t.Fatalf("%q read back differently from %q", text, src)
		}
	})
}

// FuzzEngineLine checks that no line makes the readers of an engine's
// lines panic, and that what they read writes back as a line that reads
// the same (the engine's writers and the GUI's readers agree); a PV read
// as moves holds only moves legal where they are played.
func FuzzEngineLine(f *testing.F) {
	for _, s := range []string{
		"info depth 7 seldepth 12 score cp -35 nodes 12345 nps 1000000 time 1500 multipv 2 pv 6h5h4h 9b9c",
		"info score mate + lowerbound string x",
		"bestmove 7g7f ponder 3c3d",
		"bestmove resign",
		"option name Style type combo default Normal var Solid var Normal",
		"option name USI_Hash type spin default 256 min 1 max 4096",
		"id name HaChu 0.21",
		"info pv 6h5h4h 6h5h4h",
	} {
		f.Add(s)
	}
	r := chuRules(f)
	p, err := r.ParseSFEN(lionSFEN)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if in, err := usi.ParseInfo(line); err == nil {
			back, err := usi.ParseInfo(in.String())
			if err != nil || !cmp.Equal(in, back) {
				t.Fatalf("ParseInfo(%q) = %+v, written %q, read back %+v, %v", line, in, in.String(), back, err)
			}
			pv, _ := usi.ReadPV(in.PV, p)
			q := p.Clone()
			for _, m := range pv {
				if !q.Legal(m) {
					t.Fatalf("ReadPV(%q): move %v is not legal where it is played", in.PV, m)
				}
				q.Make(m)
			}
		}
		if b, err := usi.ParseBestMove(line); err == nil {
			if (b.Move == "") == !(b.Resign || b.Win) {
				t.Fatalf("ParseBestMove(%q) = %+v: want a move or a resignation or a win", line, b)
			}
			if back, err := usi.ParseBestMove(b.String()); err != nil || back != b {
				t.Fatalf("ParseBestMove(%q) = %+v, written %q, read back %+v, %v", line, b, b.String(), back, err)
			}
		}
		if o, err := usi.ParseOption(line); err == nil {
			if o.Name == "" {
				t.Fatalf("ParseOption(%q) = %+v: an option without a name", line, o)
			}
			if back, err := usi.ParseOption(o.String()); err != nil || !cmp.Equal(o, back) {
				t.Fatalf("ParseOption(%q) = %+v, written %q, read back %+v, %v", line, o, o.String(), back, err)
			}
		}
		if field, _, err := usi.ParseID(line); err == nil && field != "name" && field != "author" {
			t.Fatalf("ParseID(%q) read field %q", line, field)
		}
	})
}

// FuzzGo checks that no line makes the go reader panic, and that a go
// command it reads writes back as one that reads the same.
func FuzzGo(f *testing.F) {
	for _, s := range []string{
		"go btime 60000 wtime 50000 byoyomi 10000",
		"go movetime 2000 depth 22 btime 300000 wtime 290000 byoyomi 0 binc 1000 winc 1000",
		"go ponder infinite",
		"go nodes 9223372036854775807 depth 2147483647",
		"go btime 9223372036854",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		g, err := usi.ParseGo(line)
		if err != nil {
			return
		}
		if back, err := usi.ParseGo(g.String()); err != nil || back != g {
			t.Fatalf("ParseGo(%q) = %+v, written %q, read back %+v, %v", line, g, g.String(), back, err)
		}
	})
}

// FuzzGoMate checks that no line makes the go mate and checkmate readers
// panic, and that what they read writes back as a line that reads the
// same.
func FuzzGoMate(f *testing.F) {
	for _, s := range []string{"go mate 60000", "go mate infinite", "checkmate 7g7f 3c3d", "checkmate nomate", "checkmate timeout"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if g, err := usi.ParseGoMate(line); err == nil {
			if back, err := usi.ParseGoMate(g.String()); err != nil || back != g {
				t.Fatalf("ParseGoMate(%q) = %+v, written %q, read back %+v, %v", line, g, g.String(), back, err)
			}
		}
		if c, err := usi.ParseCheckmate(line); err == nil {
			if back, err := usi.ParseCheckmate(c.String()); err != nil || back.String() != c.String() {
				t.Fatalf("ParseCheckmate(%q) = %+v, written %q, read back %+v, %v", line, c, c.String(), back, err)
			}
		}
	})
}
