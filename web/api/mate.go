package api

import (
	"context"
	"fmt"

	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/mate"
)

// Bounds of the mate call, so that one call stays a few seconds long.
const (
	// MaxMateNodes is the largest node budget a mate call takes.
	MaxMateNodes = 2_000_000
	// DefaultMateNodes is the budget when the call gives none.
	DefaultMateNodes = 500_000
	// DefaultMatePlies is the bound when the call gives none.
	DefaultMatePlies = 11
	// mateHash is the table's size in MiB.
	mateHash = 16
)

// Mate is the reply of the mate call: package mate's verdict on the
// game's position.
type Mate struct {
	// Verdict is "mate", "no mate" or "unknown" (the budget ended first).
	Verdict string `json:"verdict"`
	// Plies is the mate's length, for a mate.
	Plies int `json:"plies"`
	// Moves is the main line in USI, the mating move last.
	Moves []string `json:"moves"`
	// Text is the main line in the notation asked for.
	Text []string `json:"text"`
	// NoMateWithin is the longest bound for which no mate was proved.
	NoMateWithin int `json:"noMateWithin"`
	// Nodes is how many moves the prover played.
	Nodes int64 `json:"nodes"`
}

// mate proves a mate of the side to move in the game's position with
// package mate, within a.Plies plies (DefaultMatePlies when 0) and a.Nodes
// nodes (DefaultMateNodes when 0, at most MaxMateNodes), in mode a.Mode
// ("mate", the default, or "tsume").
func (h *heldGame) mate(a args) (any, error) {
	n, err := byName(a.Notation)
	if err != nil {
		return nil, err
	}
	mode := mate.Mate
	if a.Mode != "" {
		if mode, err = mate.ParseMode(a.Mode); err != nil {
			return nil, fmt.Errorf("mate: mode %s: want mate or tsume", clip.Quote(a.Mode))
		}
	}
	plies, nodes := a.Plies, a.Nodes
	if plies == 0 {
		plies = DefaultMatePlies
	}
	if nodes == 0 {
		nodes = DefaultMateNodes
	}
	if nodes < 0 || nodes > MaxMateNodes {
		return nil, fmt.Errorf("mate: nodes %d: want 1 to %d", nodes, MaxMateNodes)
	}
	res, err := mate.Solve(context.Background(), h.game, mate.Options{Mode: mode, Plies: plies, Nodes: nodes, Hash: mateHash})
	if err != nil {
		return nil, err
	}
	out := Mate{Verdict: res.Verdict.String(), Plies: res.Plies, Moves: []string{}, Text: []string{}, NoMateWithin: res.NoMateWithin, Nodes: res.Nodes}
	p := h.game.Position().Clone()
	for _, m := range res.Line {
		out.Moves = append(out.Moves, m.String())
		out.Text = append(out.Text, n.Write(p, m))
		p.Make(m)
	}
	return out, nil
}
