package betza

import (
	"encoding/binary"
	"slices"

	"github.com/largeshogi/largeshogi/board"
)

// A move whose legs are all single steps or leaps (no slide, hop or
// universal leap) has a fixed shape: from any square it tries the same
// squares, relative to its start, in the same order. Compile writes such a
// move out as a tree of the squares it tries, one tree per colour, and the
// generator walks the tree instead of interpreting the legs: the
// direction constraints between legs and the returns to a leg's start are
// settled once, when the tree is built, and a try is an addition and a
// look at the board.

// maxShapeNodes bounds the squares of a shape tree: a move that may try
// more is interpreted leg by leg, so that its program stays small.
const maxShapeNodes = 4096

// shapeNode is one square a fixed-shape move tries: the landing of one leg,
// followed in the tree by the squares of the legs that may come after it.
type shapeNode struct {
	delta  int32   // from the square the leg starts on, in the mailbox
	size   int32   // the nodes of its subtree, itself included
	on     [2]Kind // what the leg does on an empty square [0] or an enemy [1] (see landing)
	lands  [2]bool // whether it may land there
	stays  bool    // a shot: the piece stays where the leg began
	accept bool    // the move may end here
}

// buildShape writes out the program's tree for each colour, or leaves
// p.shape nil when the move has no fixed shape or too many squares.
func (p *Program) buildShape() {
	if p.work > maxShapeNodes {
		return
	}
	for i := range p.insts {
		if in := &p.insts[i]; in.rider || in.universal || in.hop != 0 {
			return
		}
	}
	var shape [2][]shapeNode
	for c := range shape {
		var nodes []shapeNode
		var add func(pc int32, prev vec, at, legStart int32)
		add = func(pc int32, prev vec, at, legStart int32) {
			in := &p.insts[pc]
			for _, v := range in.vecs {
				if !in.allows(prev, v) {
					continue
				}
				d := int32(v.delta(board.Color(c)))
				t := at + d
				if in.ret && t != legStart {
					continue
				}
				i := len(nodes)
				nd := shapeNode{delta: d, stays: in.mode&ModeShoot != 0, accept: in.accept}
				for e := range nd.on {
					nd.on[e], nd.lands[e] = landing(in.mode, e == 1)
				}
				nodes = append(nodes, nd)
				next := t
				if in.mode&ModeShoot != 0 {
					next = at
				}
				for _, pc := range in.next {
					add(pc, v, next, at)
				}
				nodes[i].size = int32(len(nodes) - i)
			}
		}
		for _, e := range p.entries {
			add(e, vec{}, 0, 0)
		}
		shape[c] = nodes
	}
	p.shape = &shape
	p.uniquePaths = distinctPaths(shape[board.Black])
	p.plainPaths = p.uniquePaths && plainShape(shape[board.Black], 0)
	if p.plainPaths {
		for c, nodes := range shape {
			p.pathSquares[c] = landings(nodes, 0, nil)
		}
	}
}

// landings appends to dst the mailbox offsets, from the piece's square, of
// the squares a shape tree's legs land on, its top nodes starting at
// offset at, each once and none that is the piece's own square.
func landings(nodes []shapeNode, at board.Square, dst []board.Square) []board.Square {
	for i := 0; i < len(nodes); i += int(nodes[i].size) {
		t := at + board.Square(nodes[i].delta)
		if t != 0 && !slices.Contains(dst, t) {
			dst = append(dst, t)
		}
		dst = landings(nodes[i+1:i+int(nodes[i].size)], t, dst)
	}
	return dst
}

// distinctPaths reports whether no two paths through a shape tree that may
// end a move land on the same squares in the same order, and none shoots:
// then every path of the move, from any square, names its own move when
// every middle square is named.
func distinctPaths(nodes []shapeNode) bool {
	seen := map[string]bool{}
	var path []byte
	var walk func(nodes []shapeNode) bool
	walk = func(nodes []shapeNode) bool {
		for i := 0; i < len(nodes); i += int(nodes[i].size) {
			nd := &nodes[i]
			if nd.stays {
				return false
			}
			path = binary.LittleEndian.AppendUint32(path, uint32(nd.delta))
			if nd.accept {
				if seen[string(path)] {
					return false
				}
				seen[string(path)] = true
			}
			if !walk(nodes[i+1 : i+int(nd.size)]) {
				return false
			}
			path = path[:len(path)-4]
		}
		return true
	}
	return walk(nodes)
}

// UniquePaths reports whether the move's paths are all told apart by the
// squares they land on: it has a fixed shape (steps and leaps only), no
// shots, and no two of its paths land on the same squares in the same
// order from any square. Then generating every path gives no two outcomes
// with the same squares in the same order.
func (p *Program) UniquePaths() bool { return p.uniquePaths }

// walk tries the squares of a shape tree, its top nodes being legs that
// start on square at.
func (g *Generator) walk(nodes []shapeNode, at board.Square) {
	for i := 0; i < len(nodes); i += int(nodes[i].size) {
		nd := &nodes[i]
		t, e, ok := g.try(nd, at)
		if !ok {
			continue
		}
		k, next := nd.on[e], t
		if nd.stays {
			next = at
		}
		g.push(t, k)
		if nd.accept {
			g.emit(next)
		}
		if nd.size > 1 {
			g.walk(nodes[i+1:i+int(nd.size)], next)
		}
		g.pop(t, k)
	}
}

// try tries the leg of shape node nd from square at: it returns the square
// t it lands on, e 1 when an enemy stands there (0 when it is empty), and
// whether the leg may land there. A friend or the edge stops every leg (Off
// has both colours' bits).
func (g *Generator) try(nd *shapeNode, at board.Square) (t board.Square, e int, ok bool) {
	t = at + board.Square(nd.delta)
	g.visits++
	o := g.occupant(t)
	if o&g.friend != 0 {
		return t, 0, false
	}
	e = b2i(o != board.Empty)
	return t, e, nd.lands[e]
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
