package rules

// Perft counts the move paths of the given depth from the position, with
// lishogi's convention for chu shogi: every legal move counts once,
// including each two-step lion move by its middle square even where a jump
// reaches the same square, and promotion and non-promotion separately. At
// the last ply it counts moves without making them.
func Perft(p *Position, depth int) int64 {
	if depth <= 0 {
		return 1
	}
	bufs := make([][]Move, depth)
	for i := range bufs {
		bufs[i] = make([]Move, 0, 1024)
	}
	return perft(p, depth, bufs)
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
