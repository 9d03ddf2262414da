package rules

import (
	"sync"
	"sync/atomic"
)

// Perft counts the move paths of the given depth from the position, with
// lishogi's convention for chu shogi: every legal move counts once,
// including each two-step lion move by its middle square even where a jump
// reaches the same square, and promotion and non-promotion separately. At
// the last ply it counts moves without making them.
func Perft(p *Position, depth int) int64 {
	if depth <= 0 {
		return 1
	}
	return perft(p, depth, perftBuffers(depth))
}

// perftBuffers returns a move buffer for each ply of a perft to depth.
func perftBuffers(depth int) [][]Move {
	bufs := make([][]Move, depth)
	for i := range bufs {
		bufs[i] = make([]Move, 0, 1024)
	}
	return bufs
}

func perft(p *Position, depth int, bufs [][]Move) int64 {
	moves := p.AppendMoves(bufs[depth-1][:0])
	bufs[depth-1] = moves
	if depth == 1 {
		return int64(len(moves))
	}
	var n int64
	for _, m := range moves {
		p.Make(m)
		n += perft(p, depth-1, bufs)
		p.Unmake()
	}
	return n
}

// MoveCount is a legal move and the number of move paths under it.
type MoveCount struct {
	Move  Move
	Paths int64
}

// Divide counts the move paths of the given depth (at least 1) under each
// legal move of the position, as [Perft] counts them, and returns the
// moves in the order [Position.AppendMoves] lists them with their counts.
// Up to workers goroutines (at least one) share the moves, each on its own
// [Position.Clone]; the result does not depend on how many. The position
// is left as it was.
func Divide(p *Position, depth, workers int) []MoveCount {
	moves := p.AppendMoves(nil)
	out := make([]MoveCount, len(moves))
	for i, m := range moves {
		out[i].Move = m
	}
	if depth <= 1 {
		for i := range out {
			out[i].Paths = 1
		}
		return out
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for range max(1, min(workers, len(moves))) {
		q := p.Clone()
		wg.Go(func() {
			bufs := perftBuffers(depth - 1)
			for i := int(next.Add(1) - 1); i < len(out); i = int(next.Add(1) - 1) {
				q.Make(out[i].Move)
				out[i].Paths = perft(q, depth-1, bufs)
				q.Unmake()
			}
		})
	}
	wg.Wait()
	return out
}

// ParallelPerft is [Perft] with the moves of the position shared by up to
// workers goroutines, as [Divide] shares them.
func ParallelPerft(p *Position, depth, workers int) int64 {
	if depth <= 1 {
		return Perft(p, depth)
	}
	var n int64
	for _, mc := range Divide(p, depth, workers) {
		n += mc.Paths
	}
	return n
}
