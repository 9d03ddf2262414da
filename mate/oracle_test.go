package mate

import (
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
)

// oracleMate returns the shortest mate of the side to move of g within
// bound plies by plain exhaustive AND/OR search over rules.Game, and 0
// when there is none: slow, obvious, and sharing no code with the prover.
func oracleMate(g *rules.Game, bound int, tsume bool) int {
	attacker := g.Position().Side()
	for n := 1; n <= bound; n += 2 {
		if oracleWins(g, attacker, n+2, tsume) {
			return n
		}
	}
	return 0
}

// oracleWins reports whether attacker, to move, ends the game in its
// favour within k plies whatever the defender plays; in tsume every
// attacker's move that does not end the game must give check.
func oracleWins(g *rules.Game, attacker board.Color, k int, tsume bool) bool {
	if k < 1 {
		return false
	}
	for _, m := range g.AppendMoves(nil) {
		if err := g.Play(m); err != nil {
			panic(err)
		}
		won := false
		if o := g.Outcome(); o.Over() {
			w, ok := o.Winner()
			won = ok && w == attacker
		} else if k >= 3 && (!tsume || g.Position().InCheck()) {
			won = oracleHolds(g, attacker, k-1, tsume)
		}
		g.Undo()
		if won {
			return true
		}
	}
	return false
}

// oracleHolds reports whether attacker, having just moved, ends the game
// in its favour within k more plies whatever the defender, to move,
// plays.
func oracleHolds(g *rules.Game, attacker board.Color, k int, tsume bool) bool {
	for _, m := range g.AppendMoves(nil) {
		if err := g.Play(m); err != nil {
			panic(err)
		}
		won := false
		if o := g.Outcome(); o.Over() {
			w, ok := o.Winner()
			won = ok && w == attacker
		} else {
			won = oracleWins(g, attacker, k-1, tsume)
		}
		g.Undo()
		if !won {
			return false
		}
	}
	return true
}
