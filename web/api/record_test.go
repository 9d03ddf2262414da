package api

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
)

// chuStart returns chu shogi's start position.
func chuStart(t *testing.T) *rules.Position { return startOf(t, "chu") }

// startOf returns the start position of the built-in variant name.
func startOf(t *testing.T, name string) *rules.Position {
	t.Helper()
	return gamerules.Builtin(t, name).NewPosition()
}

// Every notation writes chu's start moves as its package does, names the
// pawn's step 7i7h as lishogi writes it, and reads it back for play.
func TestNotationsOnChuStart(t *testing.T) {
	// 7i7h is the pawn of file 7 stepping to rank 8 (h): 七 in kanji,
	// 午 as Yorozuya names file 7 (子 is file 1).
	pawn := map[string]string{
		"usi":            "7i7h",
		"hodges":         "P-7h",
		"japanese":       "７八歩",
		"kitao-kawasaki": "歩-78",
		"western":        "P-78",
		"western-engine": "P-7h",
		"yorozuya":       "午八歩",
	}
	offered := Notations()
	for name := range pawn {
		if !strings.Contains(" "+strings.Join(offered, " ")+" ", " "+name+" ") {
			t.Errorf("notations %v: no %s", offered, name)
		}
	}
	p := chuStart(t)
	legal := p.AppendMoves(nil)
	for _, name := range offered {
		t.Run(name, func(t *testing.T) {
			n, ok := notation.ByName(name)
			if !ok {
				t.Fatalf("the API offers %s, which package notation does not know", name)
			}
			want := n.Append(nil, p, legal)
			s := NewSession()
			id := newChu(t, s, "")
			var got []MoveInfo
			call(t, s, "moves", map[string]any{"id": id, "notation": name}, &got)
			texts := make([]string, len(got))
			for i, m := range got {
				texts[i] = m.Text
			}
			if diff := cmp.Diff(want, texts); diff != "" {
				t.Errorf("moves (-notation package +api):\n%s", diff)
			}
			text, ok := pawn[name]
			if !ok {
				return
			}
			var st State
			call(t, s, "play", map[string]any{"id": id, "move": text, "notation": name}, &st)
			if diff := cmp.Diff([]string{"7i7h"}, st.Moves); diff != "" {
				t.Errorf("play %q: moves (-want +got):\n%s", text, diff)
			}
			var h []string
			call(t, s, "history", map[string]any{"id": id, "notation": name}, &h)
			if diff := cmp.Diff([]string{text}, h); diff != "" {
				t.Errorf("history (-want +got):\n%s", diff)
			}
		})
	}
}

// Japanese notation writes a recapture as 同: the API writes each move in
// the position it is played from, which knows the move before it.
func TestRecaptureSameSquare(t *testing.T) {
	s := NewSession()
	id := newChu(t, s, "k11/12/12/12/6g5/6p5/6G5/12/12/12/12/11K b - 1")
	call(t, s, "play", map[string]any{"id": id, "move": "６六金", "notation": "japanese"}, nil)
	var moves []MoveInfo
	call(t, s, "moves", map[string]any{"id": id, "notation": "japanese"}, &moves)
	byUSI := map[string]string{}
	for _, m := range moves {
		byUSI[m.USI] = m.Text
	}
	if got := byUSI["6e6f"]; got != "同　金" {
		t.Errorf("White's gold taking back on 6f: %q, want 同　金", got)
	}
	call(t, s, "play", map[string]any{"id": id, "move": "同　金", "notation": "japanese"}, nil)
	for _, c := range []struct {
		from int
		want []string
	}{{0, []string{"６六金", "同　金"}}, {1, []string{"同　金"}}, {2, []string{}}} {
		var h []string
		call(t, s, "history", map[string]any{"id": id, "notation": "japanese", "from": c.from}, &h)
		if diff := cmp.Diff(c.want, h); diff != "" {
			t.Errorf("history from %d (-want +got):\n%s", c.from, diff)
		}
	}
}

// A move that does not read in its notation is refused at its column.
func TestPlayUnreadable(t *testing.T) {
	s := NewSession()
	id := newChu(t, s, "")
	e := refuse(t, s, "play", map[string]any{"id": id, "move": "７八X", "notation": "japanese"})
	if len(e.Problems) != 1 || e.Problems[0].Line != 1 || e.Problems[0].Col != 3 {
		t.Errorf("problems %+v, want one at line 1, column 3 (the X)", e.Problems)
	}
}

// lionSFEN is a chu position where Black's lion can take both White pawns
// in front of it in one move, then a gold beside it by igui.
const lionSFEN = "k10g/12/5g6/6p5/6p5/6N5/12/12/12/12/12/11K b - 1"

// playLionGame plays, from lionSFEN, the lion's double capture, a gold's
// step, the lion's igui of the other gold and the gold's step back, and
// returns the game's id and its moves.
func playLionGame(t *testing.T, s *Session) (int, []string) {
	t.Helper()
	id := newChu(t, s, lionSFEN)
	moves := []string{"6f6e6d", "1a1b", "6d7c6d", "1b1a"}
	for _, m := range moves {
		call(t, s, "play", map[string]any{"id": id, "move": m}, nil)
	}
	return id, moves
}

// A game written as KIF loads back as the same game, and writes the same
// KIF again; so does PGN.
func TestRecordRoundTrip(t *testing.T) {
	for _, c := range []struct {
		write, load string
		// want are lines the text must hold: the double move on two
		// lines (KIF) or as two legs in XBoard coordinates, where 6f is
		// g7 (file 6 is the seventh from Black's left, rank f the seventh
		// from Black's side).
		want []string
	}{
		{"kif", "loadKIF", []string{"   1手目一歩目 6五獅子 （←6六）\n", "   1手目二歩目 6四獅子 （←6五）\n", "   3手目一歩目 7三獅子 （←6四）\n", "   3手目二歩目 6四獅子 （←7三）\n"}},
		{"pgn", "loadPGN", []string{"g7g8,g8g9", "g9f10,f10g9"}},
	} {
		t.Run(c.write, func(t *testing.T) {
			s := NewSession()
			id, moves := playLionGame(t, s)
			var text string
			call(t, s, c.write, map[string]any{"id": id}, &text)
			for _, w := range c.want {
				if !strings.Contains(text, w) {
					t.Errorf("%s lacks %q:\n%s", c.write, w, text)
				}
			}
			var v VariantInfo
			call(t, s, "load", map[string]any{"variant": "chu"}, &v)
			var st State
			call(t, s, c.load, map[string]any{"id": v.ID, "text": text}, &st)
			if diff := cmp.Diff(moves, st.Moves); diff != "" {
				t.Errorf("moves loaded (-want +got):\n%s", diff)
			}
			if st.Start != chuSFEN(t, lionSFEN) {
				t.Errorf("start %q, want %q", st.Start, lionSFEN)
			}
			var again string
			call(t, s, c.write, map[string]any{"id": st.ID}, &again)
			if diff := cmp.Diff(text, again); diff != "" {
				t.Errorf("written again (-first +second):\n%s", diff)
			}
		})
	}
}

// chuSFEN returns a chu position's SFEN as the rules write it.
func chuSFEN(t *testing.T, sfen string) string {
	t.Helper()
	p, err := chuStart(t).Rules().ParseSFEN(sfen)
	if err != nil {
		t.Fatal(err)
	}
	return p.SFEN()
}

// A record that does not read or replay is refused with its problem at
// its line and column, in the file named.
func TestLoadRecordProblems(t *testing.T) {
	s := NewSession()
	id, _ := playLionGame(t, s)
	var kif, pgn string
	call(t, s, "kif", map[string]any{"id": id}, &kif)
	call(t, s, "pgn", map[string]any{"id": id}, &pgn)
	var v VariantInfo
	call(t, s, "load", map[string]any{"variant": "chu"}, &v)
	lineOf := func(text, part string) int {
		i := strings.Index(text, part)
		if i < 0 {
			t.Fatalf("no %q in\n%s", part, text)
		}
		return strings.Count(text[:i], "\n") + 1
	}
	for _, c := range []struct {
		method, file, text string
		line               int
	}{
		// The gold's step to 1b becomes one to 1d, three squares away.
		{"loadKIF", "mine.kif", strings.Replace(kif, "1二金将", "1四金将", 1), lineOf(kif, "1二金将")},
		{"loadKIF", "mine.kif", strings.Replace(kif, "手目", "手x", 1), lineOf(kif, "手目")},
		{"loadPGN", "mine.pgn", strings.Replace(pgn, "f10g9", "f10g12", 1), lineOf(pgn, "f10g9")},
	} {
		e := refuse(t, s, c.method, map[string]any{"id": v.ID, "text": c.text, "file": c.file})
		if len(e.Problems) != 1 || e.Problems[0].File != c.file || e.Problems[0].Line != c.line || e.Problems[0].Col == 0 {
			t.Errorf("%s: problems %+v, want one in %s at line %d", c.method, e.Problems, c.file, c.line)
		}
	}
}
