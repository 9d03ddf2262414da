package mate

import (
	"context"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
	"pgregory.net/rapid"
)

var (
	compiledOnce sync.Once
	compiled     map[string]*rules.Rules
)

// builtins compiles every built-in game once.
func builtins(t testing.TB) map[string]*rules.Rules {
	compiledOnce.Do(func() {
		compiled = map[string]*rules.Rules{}
		for _, name := range variants.Names() {
			v, err := variants.Load(name)
			if err != nil {
				t.Fatal(err)
			}
			r, err := rules.New(v)
			if err != nil {
				t.Fatal(err)
			}
			compiled[name] = r
		}
	})
	return compiled
}

// endgame draws an endgame of r's pieces: White's royal piece near its
// edge, with up to one defender beside it; Black's royal piece at its own
// edge and one to three attackers, of any kind the rules have, promoted
// or not, near White's royal piece. Black is to move. It skips a drawing
// that does not read or is over, one where a White royal piece is en prise, and one where either side has more
// than maxMoves moves, to keep the oracle quick.
func endgame(t *rapid.T, r *rules.Rules, maxMoves int) *rules.Game {
	var royals, others []rules.Kind
	for k := 1; k <= r.Kinds(); k++ {
		if r.Piece(rules.Kind(k)).Royal {
			royals = append(royals, rules.Kind(k))
		} else {
			others = append(others, rules.Kind(k))
		}
	}
	files, ranks := r.Geo.Files(), r.Geo.Ranks()
	cells := make([][]string, ranks)
	for y := range cells {
		cells[y] = make([]string, files)
	}
	place := func(x, y int, k rules.Kind, c board.Color) {
		x, y = min(max(x, 0), files-1), min(max(y, 0), ranks-1)
		if cells[y][x] == "" {
			cells[y][x] = r.Code(rules.NewCell(k, c))
		}
	}
	kx := rapid.SampledFrom([]int{0, 1, files / 2, files - 2, files - 1}).Draw(t, "king file")
	ky := rapid.IntRange(0, 1).Draw(t, "king rank")
	place(kx, ky, rapid.SampledFrom(royals).Draw(t, "royal"), board.White)
	near := func(label string) (int, int) {
		return kx + rapid.IntRange(-2, 2).Draw(t, label+" dx"), ky + rapid.IntRange(-1, 3).Draw(t, label+" dy")
	}
	for i := range rapid.IntRange(1, 3).Draw(t, "attackers") {
		x, y := near("attacker " + strconv.Itoa(i))
		place(x, y, rapid.SampledFrom(others).Draw(t, "attacker"), board.Black)
	}
	for i := range rapid.IntRange(0, 2).Draw(t, "defenders") {
		x := kx + rapid.IntRange(-1, 1).Draw(t, "defender "+strconv.Itoa(i)+" dx")
		y := ky + rapid.IntRange(0, 1).Draw(t, "defender "+strconv.Itoa(i)+" dy")
		place(x, y, rapid.SampledFrom(others).Draw(t, "defender"), board.White)
	}
	place(rapid.IntRange(0, files-1).Draw(t, "own king file"), ranks-1, royals[0], board.Black)
	var sb strings.Builder
	for y, row := range cells {
		if y > 0 {
			sb.WriteByte('/')
		}
		empty := 0
		for _, c := range row {
			if c == "" {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			sb.WriteString(c)
		}
		if empty > 0 {
			sb.WriteString(strconv.Itoa(empty))
		}
	}
	sfen := sb.String() + " b - 1"
	p, err := r.ParseSFEN(sfen)
	if err != nil {
		t.Skipf("%s: %v", sfen, err)
	}
	g := rules.NewGame(p)
	if g.Outcome().Over() || !hasRoyal(p, board.White) {
		t.Skip("over")
	}
	for _, sq := range r.Geo.Squares() {
		if c := p.At(sq); c != 0 && c.Color() == board.White && r.Piece(c.Kind()).Royal && len(p.Attackers(sq, board.Black, nil)) > 0 {
			t.Skip("a royal piece en prise")
		}
	}
	if n := len(g.AppendMoves(nil)); n > maxMoves {
		t.Skipf("%d moves", n)
	}
	p.MakeNull()
	n := len(p.AppendMoves(nil))
	p.UnmakeNull()
	if n > maxMoves {
		t.Skipf("%d defender's moves", n)
	}
	return g
}

// TestProverMatchesOracle draws endgames of every built-in game and checks
// the prover's verdict, and N, against the oracle's for mates up to a
// bound, in both modes, and that its line is legal, N plies long, gives
// check at every attacker's move in tsume, and ends with the defender
// mated.
func TestProverMatchesOracle(t *testing.T) {
	all := builtins(t)
	for _, tc := range []struct {
		bound, maxMoves int
	}{{3, 40}, {5, 12}} {
		t.Run("bound "+strconv.Itoa(tc.bound), func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				name := rapid.SampledFrom(variants.Names()).Draw(t, "game")
				g := endgame(t, all[name], tc.maxMoves)
				mode := rapid.SampledFrom([]Mode{Mate, Tsume}).Draw(t, "mode")
				want := oracleMate(g, tc.bound, mode == Tsume)
				res, err := Solve(context.Background(), g, Options{Mode: mode, Plies: tc.bound, Hash: 1})
				if err != nil {
					t.Fatal(err)
				}
				switch {
				case want == 0 && res.Verdict != NoMate:
					t.Fatalf("%v %v: prover %v in %d (%v), oracle no mate", g.Position(), mode, res.Verdict, res.Plies, res.Line)
				case want > 0 && (res.Verdict != Found || res.Plies != want):
					t.Fatalf("%v %v: prover %v in %d (%v), oracle mate in %d", g.Position(), mode, res.Verdict, res.Plies, res.Line, want)
				case want > 0:
					checkLine(t, g, res, mode)
				}
			})
		})
	}
}

// checkLine plays the result's line on a copy of g and checks it.
func checkLine(t interface{ Fatalf(string, ...any) }, g *rules.Game, res Result, mode Mode) {
	c := replay(g)
	attacker := c.Position().Side()
	if len(res.Line) != res.Plies {
		t.Fatalf("line %v of %d plies for a mate in %d", res.Line, len(res.Line), res.Plies)
	}
	for i, m := range res.Line {
		if err := c.Play(m); err != nil {
			t.Fatalf("line %v: ply %d: %v", res.Line, i+1, err)
		}
		if i%2 == 0 && mode == Tsume && !c.Outcome().Over() && !c.Position().InCheck() {
			t.Fatalf("line %v: ply %d gives no check", res.Line, i+1)
		}
	}
	if o := c.Outcome(); o.Over() {
		if w, ok := o.Winner(); !ok || w != attacker {
			t.Fatalf("line %v ends the game as %v", res.Line, o)
		}
		return
	}
	if !oracleHolds(c, attacker, 2, false) {
		t.Fatalf("line %v does not mate", res.Line)
	}
}
