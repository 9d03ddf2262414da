package betza

import "github.com/largeshogi/largeshogi/board"

// AppendRemoved appends to dst every square where an outcome of program p
// for a piece of colour side on square from, with the board occupied as
// occ says, removes a piece (captures or shoots it): the squares of the
// Capture and Shot touches of the outcomes Append finds, each once or more,
// in no particular order. It is what a question of which squares a piece
// attacks needs, without the outcomes: for a move whose captures all end
// it (no leg that may capture goes on, and none shoots, leaps anywhere or
// must return), the legs are followed as Append follows them, building no
// outcome. With enough capacity in dst it does not allocate, except as
// Append does for the other moves.
func (g *Generator) AppendRemoved(dst []board.Square, p *Program, from board.Square, side board.Color, occ board.Occupancy) []board.Square {
	if !p.capturesEnd {
		g.outcomes = g.Append(g.outcomes[:0], p, from, side, occ, false)
		for i := range g.outcomes {
			for _, t := range g.outcomes[i].Touches() {
				if t.Kind == Capture || t.Kind == Shot {
					dst = append(dst, t.Square)
				}
			}
		}
		return dst
	}
	g.start(nil, p, from, side, occ, false)
	g.removedAt = dst
	for _, e := range p.entries {
		g.follow(e, from, vec{})
	}
	dst = g.removedAt
	g.removedAt = nil
	g.finish()
	return dst
}

// findCapturesEnd reports whether every leg of p that may capture ends the
// move, and no leg shoots, leaps anywhere or must return (a return follows
// a leg that may capture): then a move removes at most the piece on its
// destination, and AppendRemoved may follow the legs alone.
func (p *Program) findCapturesEnd() bool {
	for i := range p.insts {
		in := &p.insts[i]
		if in.universal || in.ret || in.mode&ModeShoot != 0 {
			return false
		}
		if in.mode&ModeMove == 0 && (!in.accept || len(in.next) > 0) {
			return false
		}
	}
	return true
}

// follow is run for AppendRemoved: it tries leg pc from square at, where
// prev is the direction of the previous leg, on the same squares as run,
// and appends to g.removedAt the enemies it captures.
func (g *Generator) follow(pc int32, at board.Square, prev vec) {
	in := &g.prog.insts[pc]
	for _, v := range in.vecs {
		if !in.allows(prev, v) {
			continue
		}
		d := v.delta(g.side)
		if !in.rider {
			g.arrive(in, at+d, v)
			continue
		}
		hops := 0
		for k := 1; in.max == 0 || k <= in.max; k++ {
			t := at + board.Square(k)*d
			o := g.occupant(t)
			if o == board.Off {
				break
			}
			if k >= in.min && (!in.exact || k == in.max) {
				g.arrive(in, t, v)
			}
			if o == board.Empty {
				continue
			}
			if in.hop == 0 || (in.hop > 0 && hops >= in.hop) {
				break
			}
			hops++
		}
	}
}

// arrive is land for AppendRemoved: leg in, taken in direction v, lands on
// t. A capture ends the move (see findCapturesEnd); an empty square goes on
// with the legs that may follow, which only a leg that may not capture has.
func (g *Generator) arrive(in *inst, t board.Square, v vec) {
	o := g.occupant(t)
	if o == board.Off || o == g.friend {
		return
	}
	if o != board.Empty {
		if in.mode&ModeMove == 0 {
			g.removedAt = append(g.removedAt, t)
		}
		return
	}
	for _, pc := range in.next { // none after a leg that may capture
		g.follow(pc, t, v)
	}
}
