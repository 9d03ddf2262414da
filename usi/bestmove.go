package usi

import (
	"fmt"
	"strings"
)

// BestMove is an engine's answer to go: "bestmove MOVE [ponder MOVE]",
// "bestmove resign" or "bestmove win".
type BestMove struct {
	// Move is the move as written; "" when the engine resigns or declares
	// a win.
	Move string
	// Ponder is the reply the engine expects, as written, or "".
	Ponder string
	// Resign is set for "bestmove resign".
	Resign bool
	// Win is set for "bestmove win": the engine declares that it wins.
	Win bool
}

// ParseBestMove reads a bestmove line. The move is not read as a move:
// that needs the position (see [rules.Position.ParseUSI]).
func ParseBestMove(line string) (BestMove, error) {
	f := strings.Fields(line)
	if len(f) < 2 || f[0] != "bestmove" {
		return BestMove{}, fmt.Errorf("usi: want bestmove MOVE [ponder MOVE], not %q", line)
	}
	var b BestMove
	switch f[1] {
	case "resign":
		b.Resign = true
	case "win":
		b.Win = true
	default:
		b.Move = f[1]
	}
	switch {
	case len(f) == 2:
		return b, nil
	case len(f) == 4 && f[2] == "ponder" && b.Move != "":
		b.Ponder = f[3]
		return b, nil
	}
	return BestMove{}, fmt.Errorf("usi: %q: want bestmove MOVE [ponder MOVE]", line)
}

// String writes the bestmove line: "bestmove resign", "bestmove win", or
// "bestmove MOVE" and " ponder MOVE" when Ponder is set.
func (b BestMove) String() string {
	switch {
	case b.Resign:
		return "bestmove resign"
	case b.Win:
		return "bestmove win"
	case b.Ponder != "":
		return "bestmove " + b.Move + " ponder " + b.Ponder
	}
	return "bestmove " + b.Move
}
