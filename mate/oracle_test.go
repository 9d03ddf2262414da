package mate

import (
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
)

// oracle is a plain exhaustive AND/OR search over rules.Game: slow,
// obvious, and sharing no code with the prover. In tsume every attacker's
// move that does not end the game must give check. With a limit, it gives
// up once it has played that many moves (out is set): a drawn endgame
// whose later plies open many moves would otherwise take minutes.
type oracle struct {
	tsume        bool
	limit, plays int
	out          bool
}

// oracleMate returns the shortest mate of the side to move of g within
// bound plies, and 0 when there is none.
func oracleMate(g *rules.Game, bound int, tsume bool) int {
	return (&oracle{tsume: tsume}).mate(g, bound)
}

// oracleHolds reports whether attacker, having just moved, ends the game
// in its favour within k more plies whatever the defender, to move,
// plays.
func oracleHolds(g *rules.Game, attacker board.Color, k int, tsume bool) bool {
	return (&oracle{tsume: tsume}).holds(g, attacker, k)
}

// mate returns the shortest mate of the side to move of g within bound
// plies, and 0 when there is none or when the oracle ran out (o.out).
func (o *oracle) mate(g *rules.Game, bound int) int {
	attacker := g.Position().Side()
	for n := 1; n <= bound && !o.out; n += 2 {
		if o.wins(g, attacker, n+2) && !o.out {
			return n
		}
	}
	return 0
}

// play plays m on g and counts it against the limit.
func (o *oracle) play(g *rules.Game, m rules.Move) {
	if err := g.Play(m); err != nil {
		panic(err)
	}
	o.plays++
	if o.limit > 0 && o.plays >= o.limit {
		o.out = true
	}
}

// wins reports whether attacker, to move, ends the game in its favour
// within k plies whatever the defender plays.
func (o *oracle) wins(g *rules.Game, attacker board.Color, k int) bool {
	if k < 1 {
		return false
	}
	for _, m := range g.AppendMoves(nil) {
		if o.out {
			return false
		}
		o.play(g, m)
		won := false
		if out := g.Outcome(); out.Over() {
			w, ok := out.Winner()
			won = ok && w == attacker
		} else if k >= 3 && (!o.tsume || g.Position().InCheck()) {
			won = o.holds(g, attacker, k-1)
		}
		g.Undo()
		if won {
			return true
		}
	}
	return false
}

// holds reports whether attacker, having just moved, ends the game in its
// favour within k more plies whatever the defender, to move, plays.
func (o *oracle) holds(g *rules.Game, attacker board.Color, k int) bool {
	for _, m := range g.AppendMoves(nil) {
		if o.out {
			return false
		}
		o.play(g, m)
		won := false
		if out := g.Outcome(); out.Over() {
			w, ok := out.Winner()
			won = ok && w == attacker
		} else {
			won = o.wins(g, attacker, k-1)
		}
		g.Undo()
		if !won {
			return false
		}
	}
	return true
}
