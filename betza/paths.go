package betza

import "github.com/largeshogi/largeshogi/board"

// A move of fixed shape whose every leg moves or captures by landing (no
// shot, no aim, no hop) and whose paths are all distinct
// ([Program.UniquePaths]) is told apart by the squares it lands on. Its
// outcomes are then written as paths, the squares in order, which is what a
// caller that names every middle square wants, without the touches of an
// Outcome.

// MaxPathLegs is the most legs of a move [Program.PlainPaths] accepts.
const MaxPathLegs = 6

// Path is one way a move of plain paths can end: the squares its legs land
// on before the last, in order, then its destination.
type Path struct {
	From, To board.Square
	// Via holds the middle squares, zeros after the first NVia.
	Via  [MaxPathLegs - 1]board.Square
	NVia uint8
	// Captured has bit i set when the leg that lands on the i-th square
	// (Via, then To) captures the enemy there.
	Captured uint8
}

// Captures reports whether the path captures.
func (p *Path) Captures() bool { return p.Captured != 0 }

// AppendTouches appends the path's touches, as the Outcome of the same
// path records them, to dst.
func (p *Path) AppendTouches(dst []Touch) []Touch {
	for i, s := range p.Via[:p.NVia] {
		dst = append(dst, Touch{s, Through + Kind(p.Captured>>i&1)})
	}
	return append(dst, Touch{p.To, Through + Kind(p.Captured>>p.NVia&1)})
}

// PlainPaths reports whether [Generator.AppendPaths] may generate the
// move: it has a fixed shape of at most MaxPathLegs legs, its paths are
// all distinct, and every leg moves or captures by landing.
func (p *Program) PlainPaths() bool { return p.plainPaths }

// PathSquares returns, for a move of plain paths ([Program.PlainPaths]),
// the mailbox offsets from the piece's square of the squares its legs land
// on, each once, for a piece of colour side: its paths from a square
// ([Generator.AppendPaths]) are decided by what those squares hold, the
// same from any square where they hold the same. It is nil for a move
// without plain paths. The slice is the program's: do not change it.
func (p *Program) PathSquares(side board.Color) []board.Square { return p.pathSquares[side] }

// plainShape reports whether a shape tree's every node lands without
// shooting, aiming or hopping, at most MaxPathLegs deep.
func plainShape(nodes []shapeNode, depth int) bool {
	for i := 0; i < len(nodes); i += int(nodes[i].size) {
		nd := &nodes[i]
		if depth >= MaxPathLegs || nd.stays {
			return false
		}
		for e, k := range nd.on {
			if nd.lands[e] && k != Through && k != Capture {
				return false
			}
		}
		if !plainShape(nodes[i+1:i+int(nd.size)], depth+1) {
			return false
		}
	}
	return true
}

// AppendPaths appends to dst every path of program p, which must have
// plain paths ([Program.PlainPaths]), for a piece of colour side on square
// from, with the board occupied as occ says: the outcomes [Generator.Append]
// gives with allPaths set, in the same order, written as paths. With
// enough capacity in dst it does not allocate.
func (g *Generator) AppendPaths(dst []Path, p *Program, from board.Square, side board.Color, occ board.Occupancy) []Path {
	g.occ, g.from, g.friend, g.visits = occ, from, board.Owner(side), 0
	g.path = Path{From: from}
	dst = g.walkPaths(dst, p.shape[side], from, 0)
	g.occ = nil
	return dst
}

// walkPaths tries the squares of a shape tree whose top nodes are legs
// starting on square at, the depth-th leg of the move, and appends the
// paths that end.
func (g *Generator) walkPaths(dst []Path, nodes []shapeNode, at board.Square, depth int) []Path {
	for i := 0; i < len(nodes); i += int(nodes[i].size) {
		nd := &nodes[i]
		t, e, ok := g.try(nd, at)
		if !ok {
			continue
		}
		if e == 1 {
			g.gone[t] = true
		}
		if nd.accept {
			dst = append(dst, g.path)
			q := &dst[len(dst)-1]
			q.To, q.NVia = t, uint8(depth)
			q.Captured |= uint8(e) << depth
		}
		if nd.size > 1 {
			g.path.Via[depth] = t
			g.path.Captured |= uint8(e) << depth
			dst = g.walkPaths(dst, nodes[i+1:i+int(nd.size)], t, depth+1)
			g.path.Via[depth] = 0
			g.path.Captured &^= 1 << depth
		}
		if e == 1 {
			g.gone[t] = false
		}
	}
	return dst
}
