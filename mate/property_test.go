package mate

import (
	"context"
	"strconv"
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

// endgameTries is how many candidates endgame draws at most for one endgame.
const endgameTries = 16

// oracleBound is a bound of TestProverMatchesOracle: the plies, and the
// most moves the attacker (in mate and in tsume, where the oracle tries only
// checks) and the defender may have in an endgame, to keep the oracle quick.
type oracleBound struct {
	plies, moves, tsumeMoves, defenderMoves int
}

// oraclePlays is the most moves the oracle plays on an endgame drawn for
// TestProverMatchesOracle; an endgame that needs more is drawn again.
// Without a limit one draw, whose later plies open far more moves than
// the endgame's own, kept the oracle busy past the test's ten minutes.
const oraclePlays = 1_000_000

// oracleBounds are the bounds TestProverMatchesOracle checks.
var oracleBounds = []oracleBound{{3, 40, 80, 40}, {5, 18, 60, 12}}

// endgame draws an endgame of r's pieces with candidate and returns it with
// the oracle's verdict on it in mode at b's plies: 0 for no mate, N for a
// mate in N. A candidate the oracle gives up on (oraclePlays) is drawn
// again. Random endgames are almost all no mate or mate in 1, so it
// keeps such a candidate only one time in four and draws another, up to
// endgameTries candidates, keeping the last that reads; it skips the draw
// when none does.
func endgame(t *rapid.T, r *rules.Rules, b oracleBound, mode Mode) (*rules.Game, int) {
	attacker := b.moves
	if mode == Tsume {
		attacker = b.tsumeMoves
	}
	var last *rules.Game
	lastN := 0
	for i := range endgameTries {
		g := candidate(t, r, attacker, b.defenderMoves)
		if g == nil {
			continue
		}
		o := oracle{tsume: mode == Tsume, limit: oraclePlays}
		n := o.mate(g, b.plies)
		if o.out {
			continue
		}
		if n > 1 || rapid.IntRange(0, 3).Draw(t, "keep "+strconv.Itoa(i)) == 0 {
			return g, n
		}
		last, lastN = g, n
	}
	if last == nil {
		t.Skip("no candidate reads")
	}
	return last, lastN
}

// candidate draws an endgame of r's pieces: White's royal piece at or
// near a corner or the middle of its edge, with up to one defender beside
// it; Black's royal piece in a corner of its own edge and two to four
// attackers, of any kind the rules have, promoted or not, near White's
// royal piece. Black is to move. It returns nil for a drawing that does not
// read or is over, one where a White royal piece is en prise, and one where
// Black has more than attackerMoves moves or White more than defenderMoves.
func candidate(t *rapid.T, r *rules.Rules, attackerMoves, defenderMoves int) *rules.Game {
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
	kx := rapid.SampledFrom([]int{0, 0, 1, files / 2, files - 2, files - 1, files - 1}).Draw(t, "king file")
	ky := rapid.SampledFrom([]int{0, 0, 1}).Draw(t, "king rank")
	place(kx, ky, rapid.SampledFrom(royals).Draw(t, "royal"), board.White)
	near := func(label string) (int, int) {
		return kx + rapid.IntRange(-2, 2).Draw(t, label+" dx"), ky + rapid.IntRange(-1, 3).Draw(t, label+" dy")
	}
	for i := range rapid.IntRange(2, 4).Draw(t, "attackers") {
		x, y := near("attacker " + strconv.Itoa(i))
		place(x, y, rapid.SampledFrom(others).Draw(t, "attacker"), board.Black)
	}
	for i := range rapid.IntRange(0, 1).Draw(t, "defenders") {
		x := kx + rapid.IntRange(-1, 1).Draw(t, "defender "+strconv.Itoa(i)+" dx")
		y := ky + rapid.IntRange(0, 1).Draw(t, "defender "+strconv.Itoa(i)+" dy")
		place(x, y, rapid.SampledFrom(others).Draw(t, "defender"), board.White)
	}
	place(rapid.SampledFrom([]int{0, files - 1}).Draw(t, "own king file"), ranks-1, royals[0], board.Black)
	sfen := r.Geo.BoardField(func(s board.Square) string {
		x, y := r.Geo.XY(s)
		return cells[y][x]
	}) + " b - 1"
	p, err := r.ParseSFEN(sfen)
	if err != nil {
		return nil
	}
	g := rules.NewGame(p)
	if g.Outcome().Over() || !hasRoyal(p, board.White) {
		return nil
	}
	for _, sq := range r.Geo.Squares() {
		if c := p.At(sq); c != 0 && c.Color() == board.White && r.Piece(c.Kind()).Royal && len(p.Attackers(sq, board.Black, nil)) > 0 {
			return nil
		}
	}
	if n := len(g.AppendMoves(nil)); n > attackerMoves {
		return nil
	}
	p.MakeNull()
	n := len(p.AppendMoves(nil))
	p.UnmakeNull()
	if n > defenderMoves {
		return nil
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
	for _, tc := range oracleBounds {
		t.Run("bound "+strconv.Itoa(tc.plies), func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				name := rapid.SampledFrom(variants.Names()).Draw(t, "game")
				mode := rapid.SampledFrom([]Mode{Mate, Tsume}).Draw(t, "mode")
				g, want := endgame(t, all[name], tc, mode)
				res, err := Solve(context.Background(), g, Options{Mode: mode, Plies: tc.plies, Hash: 1})
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
