package usi

import (
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
)

// GameOverCommand returns the gameover command that tells the engine that
// played side how the game ended: "gameover win", "gameover lose", or
// "gameover draw" for a draw and for no contest, which USI cannot say.
func GameOverCommand(o rules.Outcome, side board.Color) string {
	switch winner, ok := o.Winner(); {
	case !ok:
		return "gameover draw"
	case winner == side:
		return "gameover win"
	}
	return "gameover lose"
}
