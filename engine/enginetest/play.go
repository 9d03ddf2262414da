package enginetest

import (
	"context"
	"fmt"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
)

// PlayOut plays game g between two players, players[0] for Black and
// players[1] for White, each asked under limits, until the game is over,
// a player resigns or maxPlies moves have been played. It returns the
// first error of a player's Go, naming the ply; a move the game refuses is
// an error too, though a client should never return one.
func PlayOut(ctx context.Context, g *rules.Game, players [2]engine.Player, limits engine.Limits, maxPlies int) (resigned bool, err error) {
	for ply := len(g.Moves()) + 1; ply <= maxPlies && !g.Outcome().Over(); ply++ {
		side := g.Position().Side()
		reply, err := players[side].Go(ctx, g, limits, nil)
		if err != nil {
			return false, fmt.Errorf("ply %d: %w", ply, err)
		}
		if reply.Resign {
			return true, nil
		}
		if err := g.Play(reply.Move); err != nil {
			return false, fmt.Errorf("ply %d: %s returned %v (%q), which the game refuses: %w", ply, players[side].Name(), reply.Move, reply.Text, err)
		}
	}
	return false, nil
}
