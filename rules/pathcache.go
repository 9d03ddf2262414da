package rules

import (
	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
)

// A piece whose move is plain paths (the lion's) tries the same squares
// around its own from wherever it stands, and what those squares hold
// decides its paths (betza.Program.PathSquares). A position keeps the
// paths it has generated, relative to the piece's square, by what those
// squares held: most generations of a perft or a search find the squares
// around such a piece as a generation before found them, and copy its
// paths rather than walk its move again.

const (
	pathCacheBits   = 6
	pathCacheSize   = 1 << pathCacheBits // entries
	pathCacheStride = 32                 // the most paths an entry keeps; a piece with more walks its move each time
	maxPathSquares  = 32                 // the most squares a key holds, two bits a square
)

// An occupant fits the two bits a square has in a key.
var _ [3 - board.Off]struct{}

// pathCache is a position's paths kept, by the program, side and what
// the squares of its paths held.
type pathCache struct {
	entries [pathCacheSize]pathEntry
	paths   [pathCacheSize * pathCacheStride]betza.Path // an entry's paths from its index times the stride, relative to the piece's square
}

// pathEntry is the key of the paths an entry keeps, and how many.
type pathEntry struct {
	prog *betza.Program
	key  uint64 // what the squares of its paths held, two bits a square (board.Occupant)
	side board.Color
	n    int
}

// plainPaths returns the paths of the side to move's piece on from that
// moves by prog, whose paths are plain, those the betza generator gives
// ([betza.Generator.AppendPaths]), as squares to which shift adds: kept
// relative to from (shift from) when the squares of its paths hold what
// they held when it last gave them or when they are kept now, otherwise
// as the generator gives them (shift 0).
func (p *Position) plainPaths(prog *betza.Program, from board.Square) (paths []betza.Path, shift board.Square) {
	squares := prog.PathSquares(p.side)
	if len(squares) > maxPathSquares {
		p.plain = p.gen.AppendPaths(p.plain[:0], prog, from, p.side, p.occ)
		return p.plain, 0
	}
	var key uint64
	grid := p.grid
	for _, d := range squares {
		key = key<<2 | uint64(grid[uint(from+d)%mailboxCap])
	}
	if p.pathCache == nil {
		p.pathCache = new(pathCache)
	}
	i := (key ^ uint64(p.side)) * 0x9e3779b97f4a7c15 >> (64 - pathCacheBits)
	e, kept := &p.pathCache.entries[i], p.pathCache.paths[i*pathCacheStride:(i+1)*pathCacheStride]
	if e.prog == prog && e.key == key && e.side == p.side {
		return kept[:e.n], from
	}
	p.plain = p.gen.AppendPaths(p.plain[:0], prog, from, p.side, p.occ)
	if len(p.plain) > pathCacheStride {
		return p.plain, 0
	}
	*e = pathEntry{prog: prog, key: key, side: p.side, n: len(p.plain)}
	for j, q := range p.plain {
		q.From, q.To = 0, q.To-from
		for k := range q.Via[:q.NVia] {
			q.Via[k] -= from
		}
		kept[j] = q
	}
	return kept[:e.n], from
}
