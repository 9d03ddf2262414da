package betza

import "github.com/largeshogi/largeshogi/board"

// reachSide is the side of the square of offsets a move may remove a piece
// at: every offset of a square of the largest board from another.
const reachSide = 2*longestLine + 1

// reachMap is a set of offsets (dx files to the mover's right, dy ranks
// forward), each within longestLine of the start, a bit each.
type reachMap [(reachSide*reachSide + 63) / 64]uint64

func reachBit(dx, dy int) int { return (dy+longestLine)*reachSide + dx + longestLine }

func (m *reachMap) add(dx, dy int) { b := reachBit(dx, dy); m[b>>6] |= 1 << (b & 63) }

func (m *reachMap) has(dx, dy int) bool { b := reachBit(dx, dy); return m[b>>6]&(1<<(b&63)) != 0 }

// buildRemoves works out p.removes: every offset where some move of p may
// remove a piece (capture it by landing or shoot it), on any board whatever
// the squares hold. It follows every leg in every direction its links
// allow, to every distance its range allows, as if each square could be
// empty, an enemy or a piece to hop: so it holds every offset where a
// generated outcome removes a piece, and perhaps more. A universal leap
// may remove anywhere.
func (p *Program) buildRemoves() {
	m := new(reachMap)
	// seen[pc] holds, by the direction of the leg before, the offsets leg
	// pc has been started from.
	seen := make([]map[vec]*reachMap, len(p.insts))
	for i := range seen {
		seen[i] = map[vec]*reachMap{}
	}
	var start func(pc int32, x, y int, prev vec) bool
	start = func(pc int32, x, y int, prev vec) bool {
		in := &p.insts[pc]
		if in.universal {
			return false
		}
		s := seen[pc][prev]
		if s == nil {
			s = new(reachMap)
			seen[pc][prev] = s
		}
		if s.has(x, y) {
			return true
		}
		s.add(x, y)
		for _, v := range in.vecs {
			if !in.allows(prev, v) {
				continue
			}
			lo, hi := 1, 1
			if in.rider {
				lo, hi = max(in.min, 1), in.max
				if hi == 0 {
					hi = longestLine
				}
				if in.exact {
					lo = hi
				}
			}
			for k := lo; k <= hi; k++ {
				tx, ty := x+k*int(v.dx), y+k*int(v.dy)
				if tx < -longestLine || tx > longestLine || ty < -longestLine || ty > longestLine {
					break
				}
				if in.mode&ModeMove == 0 {
					m.add(tx, ty)
				}
				nx, ny := tx, ty
				if in.mode&ModeShoot != 0 {
					nx, ny = x, y
				}
				for _, pc := range in.next {
					if !start(pc, nx, ny, v) {
						return false
					}
				}
			}
		}
		return true
	}
	for _, e := range p.entries {
		if !start(e, 0, 0, vec{}) {
			return // a universal leap: p.removes stays nil, anywhere
		}
	}
	p.removes = m
}

// MayRemove reports whether a move of p by a piece of colour side on from
// may remove a piece on to, on some board with some pieces: false means no
// move of p from from ever captures or shoots on to, which spares
// generating p's moves to find that out.
func (p *Program) MayRemove(side board.Color, from, to board.Square) bool {
	if p.removes == nil {
		return true
	}
	dx := int(to)%board.Stride - int(from)%board.Stride
	dy := int(from)/board.Stride - int(to)/board.Stride
	if side == board.White {
		dx, dy = -dx, -dy
	}
	if dx < -longestLine || dx > longestLine || dy < -longestLine || dy > longestLine {
		return false
	}
	return p.removes.has(dx, dy)
}

// CapturesAnywhere reports whether the move has a universal leap (U) of
// its own, one leg that may end the move by capturing: from any square the
// piece then captures an enemy on any other square, whatever stands
// between, and no generation is needed to know it.
func (p *Program) CapturesAnywhere() bool { return p.capturesAnywhere }

func (p *Program) findCaptureAnywhere() bool {
	for _, e := range p.entries {
		if in := &p.insts[e]; in.universal && in.accept && !in.ret && in.mode&(ModeMove|ModeShoot) == 0 {
			return true
		}
	}
	return false
}
