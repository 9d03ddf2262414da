package notation

import (
	"testing"

	"github.com/largeshogi/largeshogi/board"

	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/rules/rulestest"
	"github.com/largeshogi/largeshogi/variants"
	"pgregory.net/rapid"
)

// checkRoundTrips checks, in position p and for every notation, that no
// two legal moves are written alike and that every one of them, or a
// sample of samples of them, reads back to itself, Write agreeing with
// Append.
func checkRoundTrips(t *rapid.T, p *rules.Position, samples int) {
	moves := p.AppendMoves(nil)
	for _, n := range All() {
		written := n.Append(nil, p, moves)
		seen := make(map[string]rules.Move, len(moves))
		for i, w := range written {
			if x, dup := seen[w]; dup {
				t.Fatalf("%#v: %s writes %s and %s alike: %s", p, n.Name(), x, moves[i], w)
			}
			seen[w] = moves[i]
		}
		step := 1 + len(moves)/samples
		for i := 0; i < len(moves); i += step {
			if back, err := n.Parse(p, written[i]); err != nil || back != moves[i] {
				t.Fatalf("%#v: %s writes %s as %s, which reads as %s (%v)", p, n.Name(), moves[i], written[i], back, err)
			}
		}
		if len(moves) > 0 {
			m := moves[len(moves)/2]
			if one := n.Write(p, m); one != written[len(moves)/2] {
				t.Fatalf("%#v: %s: Write(%s) = %s, Append writes %s", p, n.Name(), m, one, written[len(moves)/2])
			}
		}
	}
}

// TestRoundTrips checks every notation on random positions of every
// built-in game: longer games on the smaller boards, and on the biggest
// the first moves only.
func TestRoundTrips(t *testing.T) {
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			r := game(t, name)
			plies := max(1, 40*144/(r.Geo.Files()*r.Geo.Ranks()))
			samples := samplesFor(r)
			rapid.Check(t, func(t *rapid.T) {
				checkRoundTrips(t, rulestest.Position(r, plies).Draw(t, "position"), samples)
			})
		})
	}
}

// samplesFor returns how many moves of a position of r the round trips
// read back: every move on boards of up to 16x16; on the bigger ones,
// where reading a move costs writing hundreds, a sample.
func samplesFor(r *rules.Rules) int {
	if r.Geo.Files()*r.Geo.Ranks() <= 16*16 {
		return 1 << 20
	}
	return 16
}

// sparsePosition draws a position of r's board holding a few pieces of any
// kinds on any squares, with either side to move: lions in the open, pieces
// of one name side by side, pieces in the promotion zone.
func sparsePosition(t *rapid.T, r *rules.Rules) *rules.Position {
	geo := r.Geo
	squares := geo.Squares()
	n := rapid.IntRange(1, 10).Draw(t, "pieces")
	placed := map[board.Square]rules.Cell{}
	for range n {
		sq := squares[rapid.IntRange(0, len(squares)-1).Draw(t, "square")]
		kind := rules.Kind(rapid.IntRange(1, r.Kinds()).Draw(t, "kind"))
		placed[sq] = rules.NewCell(kind, board.Color(rapid.IntRange(0, 1).Draw(t, "colour")))
	}
	sfen := sfenBoard(geo, func(s board.Square) string {
		c, ok := placed[s]
		if !ok {
			return ""
		}
		return r.Code(c)
	})
	sfen += []string{" b - 1", " w - 1"}[rapid.IntRange(0, 1).Draw(t, "side")]
	p, err := r.ParseSFEN(sfen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestRoundTripsSparse checks every notation on sparse random positions of
// every built-in game.
func TestRoundTripsSparse(t *testing.T) {
	for _, name := range variants.Names() {
		r := game(t, name)
		t.Run(name, func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				checkRoundTrips(t, sparsePosition(t, r), samplesFor(r))
			})
		})
	}
}
