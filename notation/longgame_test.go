package notation

import (
	"math/rand/v2"
	"testing"

	"github.com/largeshogi/largeshogi/rules"
)

// quietGame returns the start position of the game of rules r and plies
// moves played from it that capture nothing, each by a piece drawn at
// random from a fixed seed: a long game that neither ends nor shrinks,
// drawn at the cost of one piece kind's moves a ply.
func quietGame(tb testing.TB, r *rules.Rules, plies int) (*rules.Position, []rules.Move) {
	tb.Helper()
	start := r.NewPosition()
	p := start.Clone()
	rng := rand.New(rand.NewPCG(23, uint64(plies)))
	var moves, buf []rules.Move
	var squares []int
	geo := p.Rules().Geo
	for len(moves) < plies {
		squares = squares[:0]
		for i, sq := range geo.Squares() {
			if c := p.At(sq); c != 0 && c.Color() == p.Side() {
				squares = append(squares, i)
			}
		}
		played := false
		for _, i := range rng.Perm(len(squares)) {
			from := geo.Squares()[squares[i]]
			buf = p.AppendKindMoves(buf[:0], p.At(from).Kind())
			var quiet []rules.Move
			for _, m := range buf {
				if m.From == from && m.NVia == 0 && p.At(m.To) == 0 {
					quiet = append(quiet, m)
				}
			}
			if len(quiet) > 0 {
				m := quiet[rng.IntN(len(quiet))]
				moves = append(moves, m)
				p.Make(m)
				played = true
				break
			}
		}
		if !played {
			tb.Fatalf("%s: no quiet move after %d plies", r.Variant.Name, len(moves))
		}
	}
	return start, moves
}

// writeGame writes each of moves in n, each in the position it is played
// from, as a game's record is written.
func writeGame(n Notation, start *rules.Position, moves []rules.Move) []string {
	p := start.Clone()
	out := make([]string, 0, len(moves))
	for _, m := range moves {
		out = append(out, n.Write(p, m))
		p.Make(m)
	}
	return out
}
