package usi_test

import (
	"errors"
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
// lines panic, and that a line they read has the form they read.
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
		if in, err := usi.ParseInfo(line, p); err == nil || len(in.PV) > 0 {
			q := p.Clone()
			for _, m := range in.PV {
				if !q.Legal(m) {
					t.Fatalf("ParseInfo(%q): PV move %v is not legal where it is played", line, m)
				}
				q.Make(m)
			}
		}
		if b, err := usi.ParseBestMove(line); err == nil && (b.Move == "") == !(b.Resign || b.Win) {
			t.Fatalf("ParseBestMove(%q) = %+v: want a move or a resignation or a win", line, b)
		}
		if o, err := usi.ParseOption(line); err == nil && o.Name == "" {
			t.Fatalf("ParseOption(%q) = %+v: an option without a name", line, o)
		}
		if field, _, err := usi.ParseID(line); err == nil && field != "name" && field != "author" {
			t.Fatalf("ParseID(%q) read field %q", line, field)
		}
	})
}
