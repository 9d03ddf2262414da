package eval_test

import (
	"math"
	"os"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/eval"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// weigh estimates the pieces of testdata/pieces.yaml and returns them by
// id.
func weigh(t *testing.T) map[string]eval.Estimate {
	t.Helper()
	v, err := variant.LoadFile("testdata/pieces.yaml")
	if err != nil {
		t.Fatal(err)
	}
	r, err := rules.New(v)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]eval.Estimate{}
	for _, e := range eval.NewTable(r).Pieces {
		out[e.Piece.ID] = e
	}
	return out
}

// TestOrders checks orders any sane estimate gives: a piece whose moves
// include another's is worth at least as much (strictly more where it has
// more), the lion above the queen on a 12×12 board, and a piece equal to
// its mirror image.
func TestOrders(t *testing.T) {
	e := weigh(t)
	tests := []struct{ more, less string }{
		{"guard", "wazir"},
		{"guard", "ferz"},
		{"guard", "gold"},
		{"gold", "step-forward"},
		{"queen", "rook"},
		{"queen", "bishop"},
		{"queen", "guard"},
		{"rook", "wazir"},
		{"lion", "guard"},
		{"lion", "queen"},
		{"promoter", "step-forward"},
		{"hook", "queen"},
	}
	for _, tt := range tests {
		if e[tt.more].Value <= e[tt.less].Value {
			t.Errorf("%s is worth %d, not more than %s's %d", tt.more, e[tt.more].Value, tt.less, e[tt.less].Value)
		}
	}
	for _, pair := range [][2]string{{"right-ferz", "left-ferz"}, {"right-knight", "left-knight"}} {
		if a, b := e[pair[0]], e[pair[1]]; a.Value != b.Value || a.Moves != b.Moves {
			t.Errorf("mirror images %s %+v and %s %+v differ", pair[0], a, pair[1], b)
		}
	}
}

// TestTurningPiece checks the value of a piece whose slide may turn a
// corner, the hook mover of dai dai shogi and the larger games (a rook
// move, then a rook move at right angles): on an empty board it reaches
// every square, 143 on 12×12, but on the boards a third full that the
// estimate averages over it reaches 2.3 times as many squares as the
// queen, and it is worth at most three queens. Counting its range in full
// made it worth five, and in taikyoku, on 36×36, seventeen.
func TestTurningPiece(t *testing.T) {
	e := weigh(t)
	hook, queen := e["hook"], e["queen"]
	if math.Abs(hook.Moves.Range-143) > 1e-6 {
		t.Errorf("the hook mover's range is %v, want 143", hook.Moves.Range)
	}
	if r := hook.Moves.Reach / queen.Moves.Reach; r < 2 || r > 2.6 {
		t.Errorf("the hook mover reaches %.2f times as many squares as the queen, want about 2.3", r)
	}
	if hook.Value > 3*queen.Value {
		t.Errorf("the hook mover is worth %d, more than three queens (%d each)", hook.Value, queen.Value)
	}
}

// TestParts checks the parts of estimates against counts on the board:
// the range of a rook on an empty 12×12 board is 22 from every square,
// a step forward has forwardness 1, and the lion's moves remove two pieces
// where a queen's remove one.
func TestParts(t *testing.T) {
	e := weigh(t)
	if got := e["rook"].Moves.Range; math.Abs(got-22) > 1e-9 {
		t.Errorf("rook's range %v, want 22", got)
	}
	if got := e["rook"].Moves.Leaps; got < 2 || got > 4 {
		t.Errorf("rook's leaps %v, want from 2 (corner) to 4", got)
	}
	if got := e["step-forward"].Moves.Forward; got != 1 {
		t.Errorf("forward step's forwardness %v, want 1", got)
	}
	if got := e["wazir"].Moves.Forward; got != 0 {
		t.Errorf("wazir's forwardness %v, want 0", got)
	}
	if e["lion"].Moves.Multi <= 0 || e["queen"].Moves.Multi != 0 {
		t.Errorf("multiple captures: lion %v, queen %v; want more than 0 and 0", e["lion"].Moves.Multi, e["queen"].Moves.Multi)
	}
}

// TestStatedValue checks that a file's value field replaces the estimate.
func TestStatedValue(t *testing.T) {
	e := weigh(t)["stated"]
	if e.Own != 777 || e.Value != 777 || !e.Stated {
		t.Errorf("stated piece: own %d, value %d, stated %v; want 777, 777, true", e.Own, e.Value, e.Stated)
	}
	if w := weigh(t)["wazir"]; w.Stated || w.Moves != e.Moves {
		t.Errorf("the wazir, which moves as the stated piece, is %+v", w)
	}
}

// TestRoyal checks that royal pieces are priceless: worth more than any
// other piece.
func TestRoyal(t *testing.T) {
	e := weigh(t)
	for id, x := range e {
		if id != "king" && x.Value >= e["king"].Value {
			t.Errorf("%s is worth %d, the royal king only %d", id, x.Value, e["king"].Value)
		}
	}
}

// TestBuiltinValues estimates every built-in game's pieces: each piece
// that is not royal is worth something and at most the royal value, and
// each kind of the rules has the value of the piece it moves as.
func TestBuiltinValues(t *testing.T) {
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			r := gamerules.Builtin(t, name)
			tab := eval.NewTable(r)
			if len(tab.Pieces) != len(r.Variant.Pieces) {
				t.Fatalf("%d estimates for %d pieces", len(tab.Pieces), len(r.Variant.Pieces))
			}
			for _, e := range tab.Pieces {
				if !e.Royal && (e.Value <= 0 || e.Value >= tab.RoyalValue) {
					t.Errorf("%s: value %d, want from 1 to below the royal value %d", e.Piece.ID, e.Value, tab.RoyalValue)
				}
			}
			for k := rules.Kind(1); int(k) <= r.Kinds(); k++ {
				if tab.Value(k) <= 0 {
					t.Errorf("kind %d (%s) has value %d", k, r.Piece(k).ID, tab.Value(k))
				}
			}
		})
	}
}

// TestValueField checks the loader's checks of the value field.
func TestValueField(t *testing.T) {
	for _, bad := range []string{"0", "-5", "1000001", "ten"} {
		text := strings.Replace(string(mustRead(t)), "value: 777", "value: "+bad, 1)
		_, err := variant.Load(strings.NewReader(text), "pieces.yaml")
		if err == nil || !strings.Contains(err.Error(), "pieces.yaml:20:") {
			t.Errorf("value %s: error %v, want one at pieces.yaml:20", bad, err)
		}
	}
}

func mustRead(t *testing.T) []byte {
	t.Helper()
	b, err := os.ReadFile("testdata/pieces.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestChuExchangeValues compares the estimate of chu shogi's strong
// pieces, as a multiple of the silver general, with the exchange values of
// G. Mensching's table (chushogi.de, "Exchange Values of Chu Shogi
// Pieces", the values of pieces not promoted): each within a quarter of
// the table's, the lion worth ten silver generals, not four as a value
// growing slower than mobility has it, and the long-range pieces of few
// directions (the white horse, the reverse chariot), which their reach on
// a crowded board alone puts at two thirds of the table's value.
func TestChuExchangeValues(t *testing.T) {
	r := gamerules.Builtin(t, "chu")
	own := map[string]float64{}
	for _, e := range eval.NewTable(r).Pieces {
		own[e.Piece.ID] = float64(e.Own)
	}
	silver := own["silver-general"]
	for _, tt := range []struct {
		id      string
		silvers float64
	}{
		{"lion", 10}, {"queen", 6}, {"soaring-eagle", 5.5}, {"horned-falcon", 5},
		{"dragon-king", 4}, {"flying-ox", 4}, {"free-boar", 4}, {"dragon-horse", 3.5},
		{"rook", 3}, {"bishop", 2.5}, {"vertical-mover", 2}, {"side-mover", 2},
		{"white-horse", 3.5}, {"whale", 2.5}, {"reverse-chariot", 1.5},
	} {
		got := own[tt.id] / silver
		if math.Abs(got-tt.silvers) > tt.silvers/4 {
			t.Errorf("%s: %.2f silver generals, want %.1f within a quarter", tt.id, got, tt.silvers)
		}
	}
}

// TestPawn checks the unit of reported scores: in every built-in game
// whose setup has a piece with the id pawn that the file writes fW (the
// oracle is the name and the Betza text, which the table never reads),
// Pawn is that piece's value; in the others (ko shogi, whose pawn steps
// to all four sides) it is the value of the weakest piece of the setup,
// royal pieces aside.
func TestPawn(t *testing.T) {
	for _, name := range variants.Names() {
		r := gamerules.Builtin(t, name)
		tab := eval.NewTable(r)
		want, weakest := 0, 0
		for _, pl := range r.Variant.Setup {
			for _, e := range tab.Pieces {
				if e.Piece != pl.Piece || e.Royal {
					continue
				}
				if e.Piece.ID == "pawn" && e.Piece.Move.Notation() == "fW" {
					want = e.Value
				}
				if weakest == 0 || e.Value < weakest {
					weakest = e.Value
				}
			}
		}
		if want == 0 {
			want = weakest
		}
		if tab.Pawn != want {
			t.Errorf("%s: Pawn %d, want %d", name, tab.Pawn, want)
		}
		if name == "chu" && tab.Pawn != 190 {
			t.Errorf("chu: Pawn %d, want 190 (largeshogi values: the pawn's value)", tab.Pawn)
		}
	}
}

// TestCentipawns checks the conversion into centipawns of chu shogi's
// pawn, rounding to the nearest either side of zero.
func TestCentipawns(t *testing.T) {
	tab := eval.NewTable(gamerules.Builtin(t, "chu"))
	p := tab.Pawn
	for _, tt := range []struct{ in, want int }{
		{0, 0}, {p, 100}, {-p, -100}, {2 * p, 200}, {p / 2, 50}, {-p / 2, -50}, {p / 200, 0}, {10 * p, 1000},
	} {
		if got := tab.Centipawns(tt.in); got != tt.want {
			t.Errorf("Centipawns(%d) with a pawn of %d = %d, want %d", tt.in, p, got, tt.want)
		}
	}
}
