package eval_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/eval"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// TestBetterSquare checks that a gold general scores more on one square
// than on another, the rest of the position the same:
//   - tropism: nearer the enemy royal piece, on the same rank and so with
//     the same advancement;
//   - placement: where it reaches more squares, six in the middle of a
//     rank against four on the board's edge, both squares five king steps
//     from the enemy king and on the same rank, so that nearness and
//     advancement are the same.
func TestBetterSquare(t *testing.T) {
	score := chuScorer(t)
	tests := []struct{ name, better, worse string }{
		{"tropism: five steps from the enemy king, not eleven",
			"k11/12/12/12/12/G11/12/12/12/12/12/11K b - 1", "k11/12/12/12/12/11G/12/12/12/12/12/11K b - 1"},
		{"placement: in the middle of the rank, not on the edge",
			"k11/12/12/12/12/5G6/12/12/12/12/12/11K b - 1", "k11/12/12/12/12/G11/12/12/12/12/12/11K b - 1"},
	}
	for _, tt := range tests {
		if better, worse := score(tt.better), score(tt.worse); better <= worse {
			t.Errorf("%s: scores %d against %d; want the first higher", tt.name, better, worse)
		}
	}
}

// TestChase checks that a side far ahead in material is drawn toward the
// enemy royal piece harder than a side level in material: the same step
// nearer it gains more.
func TestChase(t *testing.T) {
	score := chuScorer(t)
	// White has nothing but its king, or a gold in the far corner too.
	ahead := score("k11/12/12/12/12/G11/12/12/12/12/12/11K b - 1") - score("k11/12/12/12/12/11G/12/12/12/12/12/11K b - 1")
	level := score("k11/12/12/12/12/G11/12/12/12/12/12/g10K b - 1") - score("k11/12/12/12/12/11G/12/12/12/12/12/g10K b - 1")
	if level <= 0 || ahead <= level {
		t.Errorf("a gold six steps nearer the enemy king gains %d with the enemy's gold gone, %d level; want both positive, the first larger", ahead, level)
	}
}

// TestEmptiedBoardPull checks that both sides are drawn toward the enemy
// royal piece harder as the board empties, the material level: a gold six
// steps nearer the enemy king gains more than twice as much with nothing
// else on the board but the kings and a gold for White as among the
// setup's pieces. In dai dai, with the setup's weight throughout, two
// equal sides traded down and then kept their pieces home to the ply
// limit.
func TestEmptiedBoardPull(t *testing.T) {
	score := chuScorer(t)
	gain := func(board string) int {
		return score(fmt.Sprintf(board, "G11")) - score(fmt.Sprintf(board, "11G"))
	}
	// The setup with White's king and its lance on file 12 swapped, so
	// that the king stands in the corner on the gold's file.
	const full = "kfcsgelgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/%s/11g/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL b - 1"
	const empty = "k11/12/12/12/12/%s/11g/12/12/12/12/11K b - 1"
	crowded, emptied := gain(full), gain(empty)
	if crowded <= 0 || emptied <= 2*crowded {
		t.Errorf("a gold six steps nearer the enemy king gains %d among the setup's pieces and %d on an empty board; want the first positive, the second more than twice it", crowded, emptied)
	}
}

// TestNearnessGrowsWithTheBoard checks that a step toward the enemy royal
// piece earns as much on a board longer than 12 squares as on one of 12,
// up to a board of 24, and two thirds of it on a board of 36: the share
// of a piece's value it earns next to the royal piece grows with the
// board, at most twice. Without that growth, the share spread over the
// whole board, the same step earned half as much on 24 squares (tai
// shogi's board is 25), where the side ahead must walk its pieces
// farthest.
//
// Each board holds a king and a guard (a stepper to the eight
// neighbours, its value stated so that it weighs the same on every board)
// for each side: White's king in one corner and its guard in the next,
// Black's king in the opposite corner; Black's guard steps along the
// diagonal from eight king steps from White's king to four, on squares
// where it reaches its eight neighbours, next to no king and within two
// steps of none.
func TestNearnessGrowsWithTheBoard(t *testing.T) {
	gain := func(size int) int {
		t.Helper()
		text := fmt.Sprintf(`name: nearness
title: Nearness on a board of %[1]d
source: a test of the evaluation
board: %[1]dx%[1]d
pieces:
  - {id: king, name: king, abbrev: [K], sfen: Ki, betza: K, royal: true}
  - {id: guard, name: guard, abbrev: [G], sfen: Gu, betza: K, value: 19200}
setup:
  %[2]s: "G%[3]s K"
`, size, board.RankName(size), strings.Repeat(" .", size-2))
		v, err := variant.Load(strings.NewReader(text), "nearness.yaml")
		if err != nil {
			t.Fatal(err)
		}
		r, err := rules.New(v)
		if err != nil {
			t.Fatal(err)
		}
		e := eval.NewEvaluator(r)
		var s eval.Scratch
		score := func(steps int) int {
			rows := make([]string, size)
			for y := range rows {
				rows[y] = fmt.Sprint(size)
			}
			rows[0] = fmt.Sprintf("ki%dgu", size-2)
			rows[steps] = fmt.Sprintf("%dGu%d", steps, size-steps-1)
			rows[size-1] = fmt.Sprintf("%dKi", size-1)
			p, err := r.ParseSFEN(strings.Join(rows, "/") + " b - 1")
			if err != nil {
				t.Fatal(err)
			}
			return e.Evaluate(p, &s)
		}
		return score(4) - score(8)
	}
	on12, on24, on36 := gain(12), gain(24), gain(36)
	if on12 <= 0 {
		t.Fatalf("on a board of 12, Black's guard four steps nearer White's king gains %d; want a gain", on12)
	}
	if d := on24 - on12; d < -1 || d > 1 {
		t.Errorf("four steps nearer the enemy king gain %d on a board of 24 and %d on one of 12; want the same, give or take 1 for rounding", on24, on12)
	}
	if d := 3*on36 - 2*on12; d < -3 || d > 3 {
		t.Errorf("four steps nearer the enemy king gain %d on a board of 36 and %d on one of 12; want two thirds of it, give or take 1", on36, on12)
	}
}

// TestTradeDown checks that a side ahead gains by trading: Black, a rook
// and a gold ahead, trades a gold for a gold far from both kings. Both
// before and after, Black has more than twice White's material, so the
// chase is at its height either way and the trade costs Black its gold's
// pull toward the enemy king, four times White's; only the lead that
// counts more as the board empties makes the trade a gain.
func TestTradeDown(t *testing.T) {
	score := chuScorer(t)
	before := score("k11/g11/12/12/12/11g/G11/12/12/12/12/RGG8K b - 1")
	after := score("k11/g11/12/12/12/12/12/12/12/12/12/RGG8K b - 1")
	if after <= before {
		t.Errorf("Black, ahead, scores %d after trading golds, %d before; want more after", after, before)
	}
}

// chuScorer returns a function that evaluates a chu shogi position given
// in SFEN.
func chuScorer(t *testing.T) func(sfen string) int {
	r := gamerules.Builtin(t, "chu")
	e := eval.NewEvaluator(r)
	var s eval.Scratch
	return func(sfen string) int {
		t.Helper()
		p, err := r.ParseSFEN(sfen)
		if err != nil {
			t.Fatal(err)
		}
		return e.Evaluate(p, &s)
	}
}

// TestLead checks the material lead a search weighs a repetition by: the
// pieces that are not royal, for the side to move, in chu shogi's pawns.
// A prince (a promoted drunk elephant, royal) counts for nothing in it,
// however much it moves like, and neither do the kings.
func TestLead(t *testing.T) {
	r := gamerules.Builtin(t, "chu")
	e := eval.NewEvaluator(r)
	for _, tt := range []struct {
		name  string
		sfen  string
		pawns int
	}{
		{"two pawns against one, Black to move", "6k5/12/6p5/12/12/12/12/12/12/12/1P2P7/6K5 b - 1", 1},
		{"two pawns against one, White to move", "6k5/12/6p5/12/12/12/12/12/12/12/1P2P7/6K5 w - 1", -1},
		{"a prince and a pawn against two pawns", "6k5/12/3p2p5/12/12/12/12/12/12/12/1P2+E7/6K5 b - 1", -1},
		{"a lion each", "6k5/5n6/12/12/12/12/12/12/12/12/5N6/6K5 b - 1", 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p, err := r.ParseSFEN(tt.sfen)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := e.Lead(p), tt.pawns*e.Table.Pawn; got != want {
				t.Errorf("Lead = %d, want %d (%d pawns of %d)", got, want, tt.pawns, e.Table.Pawn)
			}
		})
	}
}

// TestSecondRoyal checks that a second royal piece (chu shogi's prince,
// promoted from a drunk elephant) counts in the material for what it
// moves like, not as the priceless piece a side's last royal is: in the
// start position, Black's drunk elephant promoted scores more than
// before and less than a dragon king on its square. HaChu, an independent
// engine, values the prince 270 and the dragon king 400. At
// Table.RoyalValue, twice the lion, the promotion to prince gained 45
// pawns.
func TestSecondRoyal(t *testing.T) {
	score := chuScorer(t)
	const start = "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGK%sGSCFL b - 1"
	elephant := score(fmt.Sprintf(start, "E"))
	prince := score(fmt.Sprintf(start, "+E"))
	dragon := score(fmt.Sprintf(start, "+R"))
	if prince <= elephant || prince >= dragon {
		t.Errorf("Black's drunk elephant scores %d, a prince there %d and a dragon king %d; want the prince between them", elephant, prince, dragon)
	}
}

// TestStrongPieceNearness checks that the strongest pieces are drawn
// toward the enemy royal piece no harder than a rook: chu shogi's lion,
// worth more than three rooks, earns no more for standing three steps
// from the enemy king rather than eleven than a rook does. Drawn in for
// a share of their whole value, the lions of games against HaChu 0.21
// walked into its camp and were trapped there.
func TestStrongPieceNearness(t *testing.T) {
	score := chuScorer(t)
	gain := func(piece string) int {
		// Each side has the piece; White's stands in the corner far from
		// Black's king, Black's three or eleven steps from White's.
		const board = "k11/12/12/%s/12/12/12/12/12/12/12/%s10K b - 1"
		white := string(piece[0] - 'A' + 'a')
		return score(fmt.Sprintf(board, piece+"11", white)) - score(fmt.Sprintf(board, "11"+piece, white))
	}
	lion, rook := gain("N"), gain("R")
	if lion <= 0 || lion > rook {
		t.Errorf("eight steps nearer the enemy king, a lion gains %d and a rook %d; want the lion's gain positive and no larger", lion, rook)
	}
}

// TestSpareRoyal checks that where a side loses only when all its royal
// pieces are gone, a royal piece beside another is a piece like any other
// to the evaluation: sho shogi's prince (a promoted drunk elephant),
// standing in Black's camp where three Black pieces attack it and four
// stand within two steps, is worth to White its own value and nothing
// more, however near Black's pieces are. Drawn to the nearest royal
// piece, Black's pieces earned their nearness to the prince, and White's
// royal safety paid for the prince's attackers, as if its king were
// besieged: in games against HaChu 0.21, which marches its drunk elephant
// into the enemy camp to promote it, the evaluation read a prince there
// as a gain of two pawns for the side whose camp it had entered.
func TestSpareRoyal(t *testing.T) {
	r := gamerules.Builtin(t, "sho")
	if !r.SpareRoyals() {
		t.Fatal("sho shogi is lost only with the last royal piece, but SpareRoyals is false")
	}
	e := eval.NewEvaluator(r)
	var s eval.Scratch
	score := func(sfen string) int {
		t.Helper()
		p, err := r.ParseSFEN(sfen)
		if err != nil {
			t.Fatal(err)
		}
		in := e.NewIncremental()
		in.Reset(p)
		full := e.Evaluate(p, &s)
		if got := in.Evaluate(p); got != full {
			t.Fatalf("%s: incremental score %d, full %d", sfen, got, full)
		}
		return full
	}
	// White's king on its back rank between two golds; Black's king in
	// the far corner of its own camp, eight steps from the prince.
	const board = "3gkg3/9/9/9/9/9/%sP7/1B7/LN5GK b - 1"
	with, without := score(fmt.Sprintf(board, "+e")), score(fmt.Sprintf(board, "1"))
	var prince int
	for _, est := range e.Table.Pieces {
		if est.Piece.ID == "prince" {
			prince = est.Own
		}
	}
	if prince == 0 {
		t.Fatal("sho shogi has no prince in the table")
	}
	if got := without - with; got != prince {
		t.Errorf("Black scores %d more without White's prince in its camp than with it; want the prince's own value, %d", got, prince)
	}
}
