package xboard_test

import (
	"strings"
	"testing"
	"time"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/internal/testkit/longtest"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/xboard"
	"pgregory.net/rapid"
)

// TestMain runs the package's rapid properties with 20 checks each, 100
// under LARGESHOGI_LONG_TESTS=1.
func TestMain(m *testing.M) { longtest.Main(m, 20) }

// xboardChuStart is chu shogi's start as XBoard 4.9.1 (Debian's xboard)
// writes it: its savePositionFile after a chu game, and what it sends
// with setboard. Its letters are HaChu's (hachu.c's chuArray).
const xboardChuStart = "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL w - 0 1"

// lionSFEN has Black's lion on 6h with White's pawns to take around it.
const lionSFEN = "6k1g3/3p6p1/12/12/7p1P2/6p5/6p5/6N5/12/12/12/3G1K6 b - 1"

// boardAndSide is the part of a position a FEN keeps: the SFEN's board
// and side to move.
func boardAndSide(p *rules.Position) string {
	f := strings.Fields(p.SFEN())
	return f[0] + " " + f[1]
}

func TestFENXBoardChuStart(t *testing.T) {
	r := gamerules.Builtin(t, "chu")
	start := r.NewPosition()
	if got := xboard.FEN(start); got != xboardChuStart {
		t.Errorf("FEN(start) = %q, want XBoard's %q", got, xboardChuStart)
	}
	for _, text := range []string{
		xboardChuStart,
		strings.Replace(xboardChuStart, " w - 0 1", " w 0 1", 1),        // HaChu's setup string
		strings.Replace(xboardChuStart, " w - 0 1", " w - - 0 1", 1),    // chess's six fields
		strings.Replace(xboardChuStart, " w - 0 1", " w KQkq - 0 1", 1), // castling, ignored
	} {
		p, err := xboard.ParseFEN(r, text)
		if err != nil || p.SFEN() != start.SFEN() {
			t.Errorf("ParseFEN(%q) = %v, %v; want the start", text, p, err)
		}
	}
}

// xboardPromoted is a position with promoted pieces as XBoard 4.9.1 sent
// it with setboard after reading it from a position file: a promoted
// piece is "+" and its unpromoted letter, as in the SFEN.
const xboardPromoted = "lfc1gekgscfl/a1bstxot1b1a/mvr1+dq1dhrvm/pp1p1p2+ppp1/2pi2Np4/4X7/4P4n2/3I8/P+PPP1PPPPPPP/MVR1D1QD+HRVM/A1B1T+O1T1B1A/LFCSGKEGSCFL w - 0 1"

func TestFENXBoardPromoted(t *testing.T) {
	r := gamerules.Builtin(t, "chu")
	p, err := xboard.ParseFEN(r, xboardPromoted)
	if err != nil {
		t.Fatal(err)
	}
	if got := xboard.FEN(p); got != xboardPromoted {
		t.Errorf("FEN = %q, want XBoard's %q", got, xboardPromoted)
	}
	if n := strings.Count(p.SFEN(), "+"); n != 5 {
		t.Errorf("%s: %d promoted pieces, want 5", p.SFEN(), n)
	}
}

func TestParseFENErrors(t *testing.T) {
	r := gamerules.Builtin(t, "chu")
	board := strings.Fields(xboardChuStart)[0]
	for _, text := range []string{
		"",
		board,
		board + " w",
		board + " x - 0 1",
		board + " w - 0 0",
		board + " w - -1 1",
		board + " w - 0 x",
		board + " w 5 0 1",
		board + " w - - - 0 1",
		"lfcsgekgscfl/12 w - 0 1",
		strings.Replace(board, "l", "z", 1) + " w - 0 1",
	} {
		if p, err := xboard.ParseFEN(r, text); err == nil {
			t.Errorf("ParseFEN(%q) = %s, want an error", text, p.SFEN())
		}
	}
}

func TestIsFEN(t *testing.T) {
	for _, tt := range []struct {
		text string
		want bool
	}{
		{xboardChuStart, true},
		{"12/12 w 0 1", true},
		{"12/12 w - - 0 1", true},
		{lionSFEN, false},
		{"12/12 b - 1", false},
		{"12/12 b -", false},
		{"12/12 b", false},
	} {
		if got := xboard.IsFEN(tt.text); got != tt.want {
			t.Errorf("IsFEN(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// randomGame plays a random game of up to plies moves from p, calling
// visit with each position and the move drawn there.
func randomGame(rt *rapid.T, p *rules.Position, plies int, visit func(p *rules.Position, moves []rules.Move, m rules.Move)) {
	for range plies {
		moves := p.AppendMoves(nil)
		if len(moves) == 0 {
			return
		}
		m := moves[rapid.IntRange(0, len(moves)-1).Draw(rt, "move")]
		visit(p, moves, m)
		p.Make(m)
	}
}

// TestFENRoundTrip checks that what FEN writes, ParseFEN reads back to the
// same board and side to move, in random games of chu, dai and tenjiku.
func TestFENRoundTrip(t *testing.T) {
	rs := []*rules.Rules{gamerules.Builtin(t, "chu"), gamerules.Builtin(t, "dai"), gamerules.Builtin(t, "tenjiku")}
	rapid.Check(t, func(rt *rapid.T) {
		r := rs[rapid.IntRange(0, len(rs)-1).Draw(rt, "variant")]
		randomGame(rt, r.NewPosition(), 40, func(p *rules.Position, _ []rules.Move, _ rules.Move) {
			text := xboard.FEN(p)
			q, err := xboard.ParseFEN(r, text)
			if err != nil {
				rt.Fatalf("ParseFEN(%q): %v", text, err)
			}
			if boardAndSide(q) != boardAndSide(p) || (q.MoveNumber()+1)/2 != (p.MoveNumber()+1)/2 {
				rt.Fatalf("ParseFEN(FEN) = %s, want %s", q.SFEN(), p.SFEN())
			}
		})
	})
}

// TestMoveText checks the moves XBoard and HaChu write differently from
// the rules' legs.
func TestMoveText(t *testing.T) {
	r := gamerules.Builtin(t, "chu")
	lion, err := r.ParseSFEN(lionSFEN)
	if err != nil {
		t.Fatal(err)
	}
	dai := gamerules.Builtin(t, "dai").NewPosition()
	burn := mustSFEN(t, gamerules.Builtin(t, "tenjiku"), "15k/16/16/16/16/16/16/9p6/8Zf7/16/16/16/16/16/16/K15 b - 1")
	for _, tt := range []struct {
		start *rules.Position
		moves string // played before, in USI
		move  string // in USI
		text  string
		lines []string
	}{
		// Dai shogi lists a lion's pass as a move of one leg to its own
		// square; it goes as the null move, which HaChu takes for any pass
		// where it refused a falcon's "i6i6" (engine/xboardclient's
		// TestHaChuPass).
		{dai, "8k8j 1e1f 8l8k 2e2f", "8m8m", "@@@@", []string{"move @@@@"}},
		// A fire demon that stays next to an enemy burns it: no pass.
		{burn, "", "8i8i", "i8i8", []string{"move i8i8"}},
		{r.NewPosition(), "7i7h 6d6e", "7j7i6h", "f3g5", []string{"move f3g5"}}, // through the empty 7i: the jump
		{r.NewPosition(), "7i7h 6d6e", "7j7i7j", "@@@@", []string{"move @@@@"}}, // out and back: a pass
		{lion, "", "6h5h4h", "g5i5", []string{"move g5i5"}},                     // through the empty 5h: the jump
		{lion, "", "6h6g6f", "g5g6,g6g7", []string{"move g5g6,", "move g6g7"}},  // takes on 6g and 6f: the legs
		{lion, "", "6h6g6h", "g5g6,g6g5", []string{"move g5g6,", "move g6g5"}},  // takes on 6g and comes back: igui
		{lion, "", "6h7i", "g5f4", []string{"move g5f4"}},                       // a jump
		{r.NewPosition(), "", "7i7h", "f4f5", []string{"move f4f5"}},            // a step
		{mustSFEN(t, r, "6k5/12/12/12/12/12/12/12/12/12/12/P5K5 b - 1"), "", "12l12k", "a1a2", []string{"move a1a2"}},
		{mustSFEN(t, r, "6k5/12/12/12/P11/12/12/12/12/12/12/6K5 b - 1"), "", "12e12d+", "a8a9+", []string{"move a8a9+"}},
		{mustSFEN(t, r, "6k5/12/12/P11/12/12/12/12/12/12/12/6K5 b - 1"), "", "12d12c", "a9a10", []string{"move a9a10"}}, // ranks above 9
	} {
		p := tt.start.Clone()
		for _, u := range strings.Fields(tt.moves) {
			m, err := p.ParseUSI(u)
			if err != nil {
				t.Fatal(err)
			}
			p.Make(m)
		}
		m, err := p.ParseUSI(tt.move)
		if err != nil {
			t.Fatalf("%s: %v", tt.move, err)
		}
		if got := xboard.MoveText(p, m); got != tt.text {
			t.Errorf("MoveText(%s) = %q, want %q", tt.move, got, tt.text)
		}
		if got := xboard.MoveLines(p, m); strings.Join(got, "|") != strings.Join(tt.lines, "|") {
			t.Errorf("MoveLines(%s) = %q, want %q", tt.move, got, tt.lines)
		}
		back, err := xboard.ParseMove(p, tt.text)
		if err != nil || !samePosition(p, back, m) {
			t.Errorf("ParseMove(%q) = %s, %v; want a move that does what %s does", tt.text, back, err, tt.move)
		}
	}
}

func mustSFEN(t testing.TB, r *rules.Rules, sfen string) *rules.Position {
	t.Helper()
	p, err := r.ParseSFEN(sfen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// samePosition reports whether moves a and b of p leave the same
// position.
func samePosition(p *rules.Position, a, b rules.Move) bool {
	p.Make(a)
	ha := p.Hash()
	p.Unmake()
	p.Make(b)
	hb := p.Hash()
	p.Unmake()
	return ha == hb
}

// TestMoveRoundTrip checks, for every legal move of positions of random
// games of chu (from the start and with a lion among enemies) and dai, that
// what the server writes, the client reads back: the move lines join into
// MoveText's text, which ParseMove reads as a move leaving the same
// position; and that a text with legs has no one-leg move that does the
// same (XBoard and HaChu know those only as one leg).
func TestMoveRoundTrip(t *testing.T) {
	chu, dai := gamerules.Builtin(t, "chu"), gamerules.Builtin(t, "dai")
	lion := mustSFEN(t, chu, lionSFEN)
	starts := []*rules.Position{chu.NewPosition(), lion, dai.NewPosition()}
	rapid.Check(t, func(rt *rapid.T) {
		start := starts[rapid.IntRange(0, len(starts)-1).Draw(rt, "start")].Clone()
		randomGame(rt, start, 30, func(p *rules.Position, moves []rules.Move, _ rules.Move) {
			for _, m := range moves {
				text := xboard.MoveText(p, m)
				var joined string
				for i, line := range xboard.MoveLines(p, m) {
					leg, more, ok := xboard.ParseMoveLine(line)
					if !ok || more != (i < strings.Count(text, ",")) {
						rt.Fatalf("ParseMoveLine(%q) = %q, %v, %v", line, leg, more, ok)
					}
					joined += leg
				}
				if joined != text {
					rt.Fatalf("the lines of %s join into %q, want %q", m, joined, text)
				}
				back, err := xboard.ParseMove(p, text)
				if err != nil || !samePosition(p, m, back) {
					rt.Fatalf("%s: ParseMove(%q) = %s, %v", p.SFEN(), text, back, err)
				}
				if strings.Contains(text, ",") && xboard.OneLeg(p, m) != m {
					rt.Fatalf("%s: %s written with legs %q though a one-leg move does the same", p.SFEN(), m, text)
				}
			}
		})
	})
}

func TestParseMoveLine(t *testing.T) {
	for _, tt := range []struct {
		line     string
		text     string
		more, ok bool
	}{
		{"move h5g5", "h5g5", false, true},
		{"move g6h7,", "g6h7,", true, true},
		{"  move a9a10+  ", "a9a10+", false, true},
		{"move", "", false, false},
		{"move a1a2 a2a3", "", false, false},
		{"moves a1a2", "", false, false},
		{"1-0 {x}", "", false, false},
	} {
		text, more, ok := xboard.ParseMoveLine(tt.line)
		if text != tt.text || more != tt.more || ok != tt.ok {
			t.Errorf("ParseMoveLine(%q) = %q, %v, %v; want %q, %v, %v", tt.line, text, more, ok, tt.text, tt.more, tt.ok)
		}
	}
}

// TestThinkingRoundTrip checks that a line of thinking the server writes
// reads back: depth, score (mates too), time to the centisecond, nodes
// and the PV, whose lion moves go as one leg.
func TestThinkingRoundTrip(t *testing.T) {
	r := gamerules.Builtin(t, "chu")
	rapid.Check(t, func(rt *rapid.T) {
		p := r.NewPosition()
		var pv []rules.Move
		randomGame(rt, p.Clone(), rapid.IntRange(0, 12).Draw(rt, "plies"), func(_ *rules.Position, _ []rules.Move, m rules.Move) { pv = append(pv, m) })
		th := xboard.Thinking{
			Depth: rapid.IntRange(1, 200).Draw(rt, "depth"),
			Score: rapid.IntRange(-99999, 99999).Draw(rt, "score"),
			Time:  time.Duration(rapid.Int64Range(0, 1e7).Draw(rt, "centis")) * 10 * time.Millisecond,
			Nodes: rapid.Int64Range(0, 1e15).Draw(rt, "nodes"),
			PV:    pv,
		}
		line := th.Line(p)
		back, ok, err := xboard.ParseThinking(line, p, nil)
		if !ok || err != nil || back.Depth != th.Depth || back.Score != th.Score || back.Time != th.Time || back.Nodes != th.Nodes || len(back.PV) != len(pv) {
			rt.Fatalf("ParseThinking(%q) = %+v, %v, %v; want %+v", line, back, ok, err, th)
		}
		q := p.Clone()
		for i := range pv {
			if !samePosition(q, pv[i], back.PV[i]) {
				rt.Fatalf("%q: PV move %d reads as %s, want %s", line, i+1, back.PV[i], pv[i])
			}
			q.Make(pv[i])
		}
	})
	for plies := -20; plies <= 21; plies++ {
		if plies == 0 {
			continue
		}
		got, ok := xboard.MatePlies(xboard.MateScore(plies))
		want := plies
		if plies > 0 && plies%2 == 0 {
			want = plies - 1
		}
		if plies < 0 && -plies%2 == 1 {
			want = plies - 1
		}
		if !ok || got != want {
			t.Errorf("MatePlies(MateScore(%d)) = %d, %v; want %d", plies, got, ok, want)
		}
	}
	if _, ok := xboard.MatePlies(3000); ok {
		t.Error("MatePlies(3000) is a mate")
	}
}

func TestParseThinkingErrors(t *testing.T) {
	p := gamerules.Builtin(t, "chu").NewPosition()
	for _, tt := range []struct {
		line     string
		thinking bool
	}{
		{"move f3f4", false},
		{"", false},
		{"5 10 20", true},
		{"5 x 20 30 f3f4", true},
		{"5 10 -1 30 f3f4", true},
		{"5 10 20 30 a1a3", true},
		{"5 10 20 30 zz", true},
	} {
		_, thinking, err := xboard.ParseThinking(tt.line, p, nil)
		if thinking != tt.thinking || (thinking && err == nil) {
			t.Errorf("ParseThinking(%q) = %v, %v; want thinking %v and an error", tt.line, thinking, err, tt.thinking)
		}
	}
	th, ok, err := xboard.ParseThinking("7. -35 120 5000 1. f4f5 {book} (x y) g9g8", p, nil)
	if !ok || err != nil || th.Depth != 7 || th.Score != -35 || th.Time != 1200*time.Millisecond || th.Nodes != 5000 || len(th.PV) != 2 {
		t.Errorf("ParseThinking = %+v, %v, %v", th, ok, err)
	}
}

func TestFeaturesRoundTrip(t *testing.T) {
	fs := []xboard.Feature{{"ping", "1"}, {"myname", "largeshogi 1"}, {"variants", "chu,dai"}, {"option", "LargeShogi_Profile -combo jcsa /// lishogi"}, {"done", "1"}}
	line := xboard.Features(fs...)
	want := `feature ping=1 myname="largeshogi 1" variants="chu,dai" option="LargeShogi_Profile -combo jcsa /// lishogi" done=1`
	if line != want {
		t.Errorf("Features = %q, want %q", line, want)
	}
	back, err := xboard.ParseFeatures(line)
	if err != nil || len(back) != len(fs) {
		t.Fatalf("ParseFeatures(%q) = %v, %v", line, back, err)
	}
	for i := range fs {
		if back[i] != fs[i] {
			t.Errorf("feature %d reads as %v, want %v", i, back[i], fs[i])
		}
	}
	for _, bad := range []string{"features a=1", `feature a="x`, "feature =1", "feature a"} {
		if _, err := xboard.ParseFeatures(bad); err == nil {
			t.Errorf("ParseFeatures(%q) reads", bad)
		}
	}
	for _, o := range []xboard.Option{{"Threads", "spin", "1 1 64"}, {"Profile", "string", ""}, {"Full PV", "check", "1"}} {
		back, err := xboard.ParseOption(o.String())
		if err != nil || back != o {
			t.Errorf("ParseOption(%q) = %+v, %v; want %+v", o.String(), back, err, o)
		}
	}
	for _, bad := range []string{"", "x", "x -frob 1", "-spin 1"} {
		if _, err := xboard.ParseOption(bad); err == nil {
			t.Errorf("ParseOption(%q) reads", bad)
		}
	}
}

func TestResultRoundTrip(t *testing.T) {
	for _, tt := range []struct {
		r      xboard.Result
		text   string
		winner board.Color
		won    bool
	}{
		{xboard.Result{"1-0", "Black captures the king"}, "1-0 {Black captures the king}", board.Black, true},
		{xboard.Result{"0-1", "White wins"}, "0-1 {White wins}", board.White, true},
		{xboard.Result{"1/2-1/2", "repetition"}, "1/2-1/2 {repetition}", 0, false},
		{xboard.Result{"*", ""}, "*", 0, false},
	} {
		if got := tt.r.String(); got != tt.text {
			t.Errorf("String = %q, want %q", got, tt.text)
		}
		back, err := xboard.ParseResult(tt.text)
		if err != nil || back != tt.r {
			t.Errorf("ParseResult(%q) = %+v, %v", tt.text, back, err)
		}
		if w, won := back.Winner(); won != tt.won || (won && w != tt.winner) {
			t.Errorf("%q: Winner = %v, %v", tt.text, w, won)
		}
	}
	for _, bad := range []string{"", "2-0", "1-0 x", "1-0 {a} b}", "1-0 {a"} {
		if _, err := xboard.ParseResult(bad); err == nil {
			t.Errorf("ParseResult(%q) reads", bad)
		}
	}
}

func TestLevelRoundTrip(t *testing.T) {
	for _, tt := range []struct {
		l    xboard.Level
		text string
	}{
		{xboard.Level{40, 5 * time.Minute, 0}, "level 40 5 0"},
		{xboard.Level{0, 20 * time.Second, time.Second}, "level 0 0:20 1"},
		{xboard.Level{0, 90 * time.Second, 1500 * time.Millisecond}, "level 0 1:30 1.5"},
	} {
		if got := tt.l.String(); got != tt.text {
			t.Errorf("String = %q, want %q", got, tt.text)
		}
		back, err := xboard.ParseLevel(strings.TrimPrefix(tt.text, "level "))
		if err != nil || back != tt.l {
			t.Errorf("ParseLevel(%q) = %+v, %v", tt.text, back, err)
		}
	}
	for _, bad := range []string{"", "40 5", "x 5 0", "40 5:60 0", "40 5 -1", "40 -5 0", "40 5 NaN", "40 99999999999 0"} {
		if _, err := xboard.ParseLevel(bad); err == nil {
			t.Errorf("ParseLevel(%q) reads", bad)
		}
	}
	for _, d := range []time.Duration{0, 10 * time.Millisecond, -3 * time.Second, time.Hour} {
		if back, err := xboard.ParseCentiseconds(xboard.Centiseconds(d)); err != nil || back != d {
			t.Errorf("ParseCentiseconds(Centiseconds(%v)) = %v, %v", d, back, err)
		}
	}
}
