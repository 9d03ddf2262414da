package usi

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
)

// GoCommand returns the go command that asks for a move under limits with
// side to move: "go" then btime and wtime (Black's and White's time left),
// byoyomi (the side to move's), binc and winc, movetime, depth and nodes,
// each only when set, all in milliseconds; "go infinite" for the zero
// Limits. USI has no moves to the next time control: a clock with
// MovesToGo is an error, as is a clock whose byoyomi and increment are
// both set, which USI cannot say.
func GoCommand(l engine.Limits, side board.Color) (string, error) {
	if l == (engine.Limits{}) {
		return "go infinite", nil
	}
	var b strings.Builder
	b.WriteString("go")
	ms := func(key string, d time.Duration) {
		b.WriteString(" " + key + " " + strconv.FormatInt(d.Milliseconds(), 10))
	}
	if c := l.Clock; c != nil {
		if c.MovesToGo != 0 {
			return "", errors.New("usi: a clock with moves to the next time control: USI has no movestogo")
		}
		if c.Byoyomi != ([2]time.Duration{}) && c.Increment != ([2]time.Duration{}) {
			return "", errors.New("usi: a clock with both byoyomi and increment")
		}
		ms("btime", c.Left[board.Black])
		ms("wtime", c.Left[board.White])
		if c.Byoyomi != ([2]time.Duration{}) {
			ms("byoyomi", c.Byoyomi[side])
		}
		if c.Increment != ([2]time.Duration{}) {
			ms("binc", c.Increment[board.Black])
			ms("winc", c.Increment[board.White])
		}
	}
	if l.MoveTime > 0 {
		ms("movetime", l.MoveTime)
	}
	if l.Depth > 0 {
		b.WriteString(" depth " + strconv.Itoa(l.Depth))
	}
	if l.Nodes > 0 {
		b.WriteString(" nodes " + strconv.FormatInt(l.Nodes, 10))
	}
	return b.String(), nil
}

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
