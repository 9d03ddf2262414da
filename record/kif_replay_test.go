package record

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/numeral"
	"github.com/largeshogi/largeshogi/internal/testkit/longtest"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/rules/rulestest"
	"github.com/largeshogi/largeshogi/variants"
	"pgregory.net/rapid"
)

// TestMain runs the package's rapid properties with 20 checks each, 100
// under LARGESHOGI_LONG_TESTS=1.
func TestMain(m *testing.M) { longtest.Main(m, 20) }

// builtin returns the built-in game name compiled for play, under the
// rule profile given, if any.
func builtin(t testing.TB, name string, profile ...string) *rules.Rules {
	t.Helper()
	if len(profile) > 1 {
		t.Fatalf("builtin %s: profiles %q, want one at most", name, profile)
	}
	return builtinWith(t, name, strings.Join(profile, ""))
}

// builtinWith returns the built-in game name compiled for play under
// profile ("" for the default) with options.
func builtinWith(t testing.TB, name, profile string, options ...string) *rules.Rules {
	t.Helper()
	v, err := variants.Load(name)
	if err == nil {
		v, err = v.Configure(profile, options...)
	}
	if err != nil {
		t.Fatal(err)
	}
	r, err := rules.New(v)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// randomGame plays up to plies random legal moves from r's initial
// position, the choices drawn from a generator seeded with seed.
func randomGame(r *rules.Rules, seed uint64, plies int) *rules.Game {
	rng := rand.New(rand.NewPCG(seed, 0x6b6966))
	g := rules.NewGame(r.NewPosition())
	var buf []rules.Move
	for range plies {
		buf = g.AppendMoves(buf[:0])
		if len(buf) == 0 {
			break
		}
		if err := g.Play(buf[rng.IntN(len(buf))]); err != nil {
			panic(err)
		}
	}
	return g
}

// gamePlies returns how many plies the round trips play in game r: fewer on
// the big boards, whose every move costs more.
func gamePlies(r *rules.Rules) int {
	return max(12, 200*144/(r.Geo.Files()*r.Geo.Ranks()))
}

// TestKIFRoundTrip checks, on seeded random games of every built-in game,
// that a game written as KIF and read back is the same game: the same
// moves and the same final position.
func TestKIFRoundTrip(t *testing.T) {
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			r := builtin(t, name)
			names := newPieceNames(r).all
			for seed := range uint64(3) {
				g := randomGame(r, seed, gamePlies(r))
				out := kifOf(t, g)
				kr := KIFReader{Names: names}
				back, err := kr.Read("g.kif", out)
				if err != nil {
					t.Fatalf("seed %d: %v\n%s", seed, err, out)
				}
				g2, err := back.Game(r)
				if err != nil {
					t.Fatalf("seed %d: %v\n%s", seed, err, out)
				}
				if diff := cmp.Diff(g.Moves(), g2.Moves()); diff != "" {
					t.Fatalf("seed %d: moves (-want +got):\n%s", seed, diff)
				}
				if want, got := g.Position().SFEN(), g2.Position().SFEN(); want != got {
					t.Fatalf("seed %d: final position %s, want %s", seed, got, want)
				}
			}
		})
	}
}

// TestKIFFromPosition checks, for every built-in game, that a game from a
// position reached by random moves is written with its diagram and read
// back from it: the same board and side to move, the same moves.
func TestKIFFromPosition(t *testing.T) {
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			r := builtin(t, name)
			start := randomGame(r, 11, gamePlies(r)).Position().Clone()
			g := rules.NewGame(start)
			rng := rand.New(rand.NewPCG(11, 0))
			for range 6 {
				moves := g.AppendMoves(nil)
				if len(moves) == 0 {
					break
				}
				if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
					t.Fatal(err)
				}
			}
			rec, err := KIFFromGame(g)
			if err != nil {
				t.Fatal(err)
			}
			if rec.Diagram == nil {
				t.Fatal("no diagram for a game from a position")
			}
			out := write(t, rec)
			kr := KIFReader{Names: newPieceNames(r).all}
			back, err := kr.Read("p.kif", out)
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			g2, err := back.Game(r)
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			boardSide := func(p *rules.Position) string {
				f := strings.Fields(p.SFEN())
				return f[0] + " " + f[1]
			}
			if want, got := boardSide(g.Start()), boardSide(g2.Start()); want != got {
				t.Errorf("start %s, want %s", got, want)
			}
			if diff := cmp.Diff(g.Moves(), g2.Moves()); diff != "" {
				t.Errorf("moves (-want +got):\n%s", diff)
			}
		})
	}
}

// chuDiagram returns the rows of a chu diagram with pieces given as
// "FILE,RANK:CELL" ("5,12: 金", "6,1:v玉").
func chuDiagram(pieces ...string) string {
	cells := map[[2]int]string{}
	for _, p := range pieces {
		var f, r int
		sq, cell, _ := strings.Cut(p, ":")
		fmt.Sscanf(sq, "%d,%d", &f, &r)
		cells[[2]int{f, r}] = cell
	}
	var b strings.Builder
	for rank := 1; rank <= 12; rank++ {
		b.WriteString("|")
		for file := 12; file >= 1; file-- {
			if c, ok := cells[[2]int{file, rank}]; ok {
				b.WriteString(strings.Repeat(" ", 3-utf8.RuneCountInString(c)) + c)
			} else {
				b.WriteString("  ・")
			}
		}
		b.WriteString("|" + numeral.Kanji(rank) + "\n")
	}
	return b.String()
}

// twoGolds is a chu diagram with the kings and two Black golds, on 5十二 and
// 3十二, that can both step to 4十一.
var twoGolds = chuDiagram("6,1:v玉", "7,12:玉", "5,12:金", "3,12:金")

// TestGameErrors checks that KIF.Game says at which line and column a
// record goes wrong, and why.
func TestGameErrors(t *testing.T) {
	r := builtin(t, "chu")
	const head = "手数----指手---------消費時間--\n"
	for _, tt := range []struct {
		name, kif, want string
	}{
		{"unknown name", "1 7八歩卒 （←7九）", `2:1: unknown piece name "歩卒" in chu`},
		{"empty origin", "1 7八歩兵 （←7八）", "2:1: no piece of the side to move (black) on 7八"},
		{"White's piece", "1 7五歩兵 （←7四）", "2:1: no piece of the side to move (black) on 7四"},
		{"other piece", "1 7八金将 （←7九）", "2:1: the piece on 7九 is 歩兵, not 金将"},
		{"illegal", "1 7七歩兵 （←7九）", "2:1: illegal move 7i7g: the pawn on 7i cannot make the move 7i7g"},
		{"promotion", "1 7八歩兵成 （←7九）", "2:1: illegal move 7i7h+: the pawn on 7i cannot promote on this move"},
		{"仝 first", "1 仝歩兵 （←7九）", "2:1: 仝 on the first move: there is no previous destination"},
		{"off board", "1 13八歩兵 （←7九）", "2:1: square 13八 is off the 12×12 board"},
		{"no origin, none", "1 7七歩兵", "2:1: no 歩兵 of the side to move can make this move"},
		{"no origin, two", twoGolds + "1 4十一金将", "14:1: ambiguous: 金将 on 5十二, 3十二 can make this move; give the origin"},
		{"chain", "1手目一歩目 7九獅子 （←7十）\n1手目二歩目 7十獅子 （←7八）", "3:1: the origin 7八 of a 二歩目 line is not the square of the line before"},
		{"two names", "1手目一歩目 7九獅子 （←7十）\n1手目二歩目 7十麒麟 （←7九）", "3:1: the lines of one move name two pieces, 獅子 and 麒麟"},
		{"igui mark", "1 7八歩兵 （←7九）\n2 7五歩兵 （←7四）\n3手目一歩目 7九獅子 （←7十）\n3手目二歩目 7十獅子（居食い） （←7九）", "5:1: marked 居食い, but the move 7j7i7j is not one"},
		{"jitto mark", "1 7八歩兵 （←7九）\n2 7五歩兵 （←7四）\n3手目一歩目 7九獅子 （←7十）\n3手目二歩目 6八獅子(じっと) （←7九）", "5:1: marked じっと, but the move 7j7i6h is not one"},
		{"diagram", "|v香|一\n1 7八歩兵 （←7九）", "2:1: a diagram of 1×1 squares, want 12×12 for chu"},
		{"too long", strings.Repeat("1 7八歩兵 （←7九）\n", MaxPlies) + "1 7八歩兵 （←7九）", fmt.Sprintf("%d:1: more than %d plies: a record replays at most %[2]d", MaxPlies+2, MaxPlies)},
	} {
		kr := KIFReader{Names: newPieceNames(r).all}
		rec, err := kr.Read("", []byte(head+tt.kif+"\n"))
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		_, err = rec.Game(r)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s: %v, want %s", tt.name, err, tt.want)
		}
	}
}

// TestAnalysisSame checks the 仝 of lishogi's analysis board, which writes
// it on both lines of a double move when the move ends where the previous
// one did: the lion's step to 5七 and capture on 6七 reads from the second
// line's origin, as it does when the first line gives its square, and 仝
// on the second line is the previous destination.
func TestAnalysisSame(t *testing.T) {
	r := builtin(t, "chu")
	start := chuDiagram("6,1:v玉", "7,12:玉", "6,8:獅", "6,6:v歩") + "後手番\n手数----指手---------消費時間--\n" +
		"1 6七歩兵 （←6六）\n"
	for _, lines := range []string{
		"2手目一歩目 仝獅子 （←6八）\n2手目二歩目 6七獅子 （←5七）",
		"2手目一歩目 5七獅子 （←6八）\n2手目二歩目 6七獅子 （←5七）",
		"2手目一歩目 仝獅子 （←6八）\n2手目二歩目 仝獅子 （←5七）",
	} {
		_, g, err := ReadKIFGame("a.kif", []byte(start+lines+"\n"), r)
		if err != nil {
			t.Errorf("%q: %v", lines, err)
			continue
		}
		if got := g.Moves()[1].String(); got != "6h5g6g" {
			t.Errorf("%q: move %s, want 6h5g6g", lines, got)
		}
	}
}

// TestVariantRecords checks KIF and PGN round trips on random games of
// generated YAML variants, whose pieces have no kanji: a move line names
// them by their first abbreviation.
func TestVariantRecords(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := rulestest.HookedVariant().Draw(t, "variant")
		v, err := text.Load()
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		r, err := rules.New(v)
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		g := rules.NewGame(r.NewPosition())
		for range rapid.IntRange(0, 30).Draw(t, "plies") {
			moves := g.AppendMoves(nil)
			if len(moves) == 0 {
				break
			}
			if err := g.Play(rapid.SampledFrom(moves).Draw(t, "move")); err != nil {
				t.Fatal(err)
			}
		}
		rec, err := KIFFromGame(g)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if err := rec.Write(&out); err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		_, g2, err := ReadKIFGame("v.kif", out.Bytes(), r)
		if err != nil {
			t.Fatalf("%v\n%s\n%s", err, out.String(), text)
		}
		if diff := cmp.Diff(g.Moves(), g2.Moves()); diff != "" {
			t.Fatalf("KIF: moves (-want +got):\n%s\n%s", diff, out.String())
		}
		pg, err := PGNFromGame(g)
		if err != nil {
			t.Fatal(err)
		}
		out.Reset()
		if err := pg.Write(&out); err != nil {
			t.Fatal(err)
		}
		_, g3, err := ReadPGNGame("v.pgn", out.Bytes(), r)
		if err != nil {
			t.Fatalf("%v\n%s", err, out.String())
		}
		if diff := cmp.Diff(g.Moves(), g3.Moves()); diff != "" {
			t.Fatalf("PGN: moves (-want +got):\n%s", diff)
		}
	})
}

// TestGameReads checks the ways a move line may say a move: the names a
// piece answers to (KIF name, short name, SFEN code), 同 for 仝, 不成, the
// colour marks, a line without its origin.
func TestGameReads(t *testing.T) {
	r := builtin(t, "chu")
	for _, tt := range []struct{ kif, want string }{
		{"1 7八歩兵 （←7九）\n2 7五歩兵 （←7四）\n3 7七歩兵 （←7八）\n4 7六歩兵 （←7五）\n5 同歩兵 （←7七）", "7i7h 7d7e 7h7g 7e7f 7g7f"},
		{"1 7八歩 （←7九）\n2 7五P （←7四）", "7i7h 7d7e"},
		{"1 ▲7八歩兵不成 （←7九）\n2 △7五歩兵", "7i7h 7d7e"},
		{"1手目一歩目 8八獅子 （←7十）\n1手目二歩目 8七獅子 (79)", ""},
		{"1 7八歩兵 （←7九）\n2 7五歩兵 （←7四）\n3手目一歩目 7九獅子\n3手目二歩目 7十獅子", "7i7h 7d7e 7j7i7j"},
	} {
		_, g, err := ReadKIFGame("t.kif", []byte("手数----指手---------消費時間--\n"+tt.kif+"\n"), r)
		if tt.want == "" {
			if err == nil {
				t.Errorf("%q is read", tt.kif)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tt.kif, err)
			continue
		}
		var got []string
		for _, m := range g.Moves() {
			got = append(got, m.String())
		}
		if diff := cmp.Diff(tt.want, strings.Join(got, " ")); diff != "" {
			t.Errorf("%q: moves (-want +got):\n%s", tt.kif, diff)
		}
	}
}

// TestKIFEveryMove checks, in positions of seeded random games of every
// built-in game, that every legal move is written as KIF lines that read
// back to it, and to no other move, and counts the moves of three legs or
// more among them.
func TestKIFEveryMove(t *testing.T) {
	long, all := 0, 0
	for _, name := range variants.Names() {
		r := builtin(t, name)
		names := newPieceNames(r)
		known := map[string]bool{}
		for _, n := range names.all {
			known[n] = true
		}
		for seed := range uint64(2) {
			g := randomGame(r, 100+seed, gamePlies(r)/2)
			p := g.Position()
			var last board.Square
			if ms := g.Moves(); len(ms) > 0 {
				last = ms[len(ms)-1].To
			}
			b := binder{g: g, names: names, last: last}
			seen := map[string]rules.Move{}
			for _, m := range g.AppendMoves(nil) {
				var text []string
				var lines []KIFMove
				for _, l := range moveLinesOf(p, names, m, last) {
					line := l.String()
					text = append(text, line)
					st, err := parseStep(&cursor{text: line}, known)
					if err != nil {
						t.Fatalf("%s: %s: %q: %v", name, m, line, err)
					}
					lines = append(lines, st.move)
				}
				key := strings.Join(text, "\n")
				if x, dup := seen[key]; dup {
					t.Fatalf("%s: %s and %s are both written\n%s", name, x, m, key)
				}
				seen[key] = m
				back, err := b.bind(lines)
				if err != nil || back != m {
					t.Fatalf("%s: %s written\n%s\nreads as %s (%v)", name, m, key, back, err)
				}
				if m.NVia > 1 {
					long++
				}
				all++
			}
		}
	}
	if long == 0 {
		t.Error("no move of three legs or more was tried")
	}
	t.Logf("%d moves, %d of three legs or more", all, long)
}
