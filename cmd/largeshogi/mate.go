package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/largeshogi/largeshogi/mate"
	"github.com/largeshogi/largeshogi/rules"
)

func runMate(args []string, stdout, stderr io.Writer) error {
	fs, gf := positionCommand("mate", "[-mode mate|tsume] [-plies N] [-nodes N] [-hash MiB] [position flags]", stdout, stderr)
	mode := fs.String("mode", "mate", "mate: the side to move may make any move; tsume: every move of its must give check")
	plies := fs.Int("plies", 11, fmt.Sprintf("the longest mate to look for, in plies (1 to %d)", mate.MaxPlies))
	nodes := fs.Int64("nodes", mate.DefaultNodes, "the most moves the search plays before it answers unknown")
	hash := fs.Int("hash", mate.DefaultHash, fmt.Sprintf("the transposition table's size in MiB (1 to %d)", mate.MaxHash))
	game, err := gf.parse(fs, args)
	if err != nil {
		return err
	}
	n, err := gf.moveNotation()
	if err != nil {
		return err
	}
	m, err := mate.ParseMode(*mode)
	if err != nil {
		return fmt.Errorf("-mode: %w", err)
	}
	if *nodes < 1 {
		return fmt.Errorf("-nodes must be at least 1")
	}
	if *hash < 1 {
		return fmt.Errorf("-hash must be from 1 to %d", mate.MaxHash)
	}
	res, err := mate.Solve(context.Background(), game, mate.Options{Mode: m, Plies: *plies, Nodes: *nodes, Hash: *hash})
	if err != nil {
		return err
	}
	switch res.Verdict {
	case mate.Found:
		line := writeLine(game, res.Line, n.Write)
		if len(res.Line) < res.Plies {
			line += fmt.Sprintf(" (the line's first %d plies: the budget ended while drawing it)", len(res.Line))
		}
		fmt.Fprintf(stdout, "mate in %d: %s\n", res.Plies, line)
	case mate.NoMate:
		fmt.Fprintf(stdout, "no mate within %s\n", pliesText(res.NoMateWithin))
	default:
		if res.NoMateWithin > 0 {
			fmt.Fprintf(stdout, "unknown: no mate within %s, the budget of %d nodes ended the search for longer ones\n", pliesText(res.NoMateWithin), *nodes)
		} else {
			fmt.Fprintf(stdout, "unknown: the budget of %d nodes ended the search\n", *nodes)
		}
	}
	fmt.Fprintf(stdout, "nodes %d\n", res.Nodes)
	return nil
}

// writeLine writes moves, played in turn from the game's position, with
// write, separated by spaces, and leaves the game as it was.
func writeLine(g *rules.Game, moves []rules.Move, write func(*rules.Position, rules.Move) string) string {
	words := make([]string, len(moves))
	for i, m := range moves {
		words[i] = write(g.Position(), m)
		if err := g.Play(m); err != nil {
			panic("mate: the line does not play: " + err.Error())
		}
	}
	for range moves {
		g.Undo()
	}
	return strings.Join(words, " ")
}

// pliesText writes "1 ply" or "N plies".
func pliesText(n int) string {
	if n == 1 {
		return "1 ply"
	}
	return fmt.Sprintf("%d plies", n)
}
