package rulestest

import (
	"github.com/largeshogi/largeshogi/rules"
	"pgregory.net/rapid"
)

// Position returns a generator of legal positions of the rules' variant: the
// start position after up to maxPlies random legal moves, played through a
// [rules.Game] and stopped early if the game ends. Each move is drawn as an
// index into the moves [rules.Game.AppendMoves] lists (the legal moves its
// history rule allows), so shrinking plays fewer moves and moves earlier
// in the list, and every shrunk position is still reached by legal play.
//
// Each position is new and the caller's to change; it keeps the history of
// the random moves, so [rules.Position.Unmake] takes them back.
//
// When a property fails, rapid logs each drawn value with %#v: a position
// as its SFEN ([rules.Position.GoString]), a move as its USI.
func Position(r *rules.Rules, maxPlies int) *rapid.Generator[*rules.Position] {
	return rapid.Custom(func(t *rapid.T) *rules.Position {
		g := rules.NewGame(r.NewPosition())
		var buf []rules.Move
		plies := rapid.IntRange(0, max(maxPlies, 0)).Draw(t, "plies")
		for range plies {
			buf = g.AppendMoves(buf[:0])
			if len(buf) == 0 {
				break
			}
			m := buf[rapid.IntRange(0, len(buf)-1).Draw(t, "move")]
			if err := g.Play(m); err != nil {
				t.Fatalf("rulestest: playing the generated move %s: %v", m, err)
			}
		}
		return g.Position()
	})
}

// LegalMove returns a generator of the legal moves of position p, as
// [rules.Position.AppendMoves] lists them when a move is drawn; shrinking
// goes towards the first. Drawing from a position without a legal move
// skips the test case. The generator reads p but does not change it.
func LegalMove(p *rules.Position) *rapid.Generator[rules.Move] {
	return rapid.Custom(func(t *rapid.T) rules.Move {
		moves := p.AppendMoves(nil)
		if len(moves) == 0 {
			t.Skip("rulestest: the position has no legal move")
		}
		return moves[rapid.IntRange(0, len(moves)-1).Draw(t, "legal move")]
	})
}

// IllegalMove returns a generator of moves that are not legal in position p
// (for which [rules.Position.Legal] is false, so not among the moves
// [rules.Position.AppendMoves] lists). Half are near misses, a legal move
// with one part changed: its start, middle square, end or promotion; the
// others are made of random squares of the board. All their squares are on
// the board. The generator reads p but does not change it.
func IllegalMove(p *rules.Position) *rapid.Generator[rules.Move] {
	return rapid.Custom(func(t *rapid.T) rules.Move {
		squares := rapid.SampledFrom(p.Rules().Geo.Squares())
		var m rules.Move
		moves := p.AppendMoves(nil)
		if len(moves) > 0 && rapid.Bool().Draw(t, "near miss") {
			m = moves[rapid.IntRange(0, len(moves)-1).Draw(t, "legal move")]
			switch rapid.IntRange(0, 3).Draw(t, "change") {
			case 0:
				m.Promote = !m.Promote
			case 1:
				m.To = squares.Draw(t, "to")
			case 2:
				m.From = squares.Draw(t, "from")
			case 3:
				if m.NVia == 0 {
					m = rules.NewMove(m.From, m.To, squares.Draw(t, "via"))
				} else {
					m = rules.Move{From: m.From, To: m.To, Promote: m.Promote}
				}
			}
		} else {
			m = rules.Move{From: squares.Draw(t, "from"), To: squares.Draw(t, "to")}
			if rapid.Bool().Draw(t, "two legs") {
				m = rules.NewMove(m.From, m.To, squares.Draw(t, "via"))
			}
			m.Promote = rapid.Bool().Draw(t, "promote")
		}
		return m
	}).Filter(func(m rules.Move) bool { return !p.Legal(m) })
}
