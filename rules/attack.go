package rules

import (
	"slices"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
)

// Attackers appends to dst the squares of the pieces of side by that could
// capture a piece of the other side standing on square s, and returns it,
// in the order of [board.Geometry.Squares]: every piece whose move, as the
// board stands, removes a piece there — by moving onto it at the end of
// the move or on the way (a lion's first step, a double capture), by igui,
// or by a shot. Whose turn it is does not matter, nor what s holds: ask
// with the side of the piece on s for its protectors.
//
// It is the reach of the pieces' moves, the same [Position.InCheck] and the
// repetition rules use: a piece that has lost a power (the loss-of-power
// hook) reaches with what remains, but the rule hooks that forbid
// particular captures are not asked — lion trading, the royal-capture
// rule, capture immunity, the targets and fog of the shooting rules, the
// nets that freeze pieces. The captures the side to move may make are
// among its legal moves ([Position.AppendMoves]).
//
// With enough capacity in dst it does not allocate.
func (p *Position) Attackers(s board.Square, by board.Color, dst []board.Square) []board.Square {
	if p.r == nil || !p.r.Geo.OnBoard(s) {
		return dst
	}
	held := p.occ[s]
	p.occ[s] = board.Owner(by.Other())
	start := len(dst)
	dst = p.appendRayAttackers(s, by, dst)
	for from := range p.programs[by].all { // the ray walk has found the others
		c := p.cells[from]
		if rays, prog := p.pieceMoves(c); rays == nil && from != s && p.programReaches(from, c, prog, s) {
			dst = append(dst, from)
		}
	}
	slices.Sort(dst[start:])
	p.occ[s] = held
	return dst
}

// appendRayAttackers appends to dst the squares of the pieces of side by
// whose move is rays and that could capture on s, found as rayGuards finds
// them: from s outward against each direction by's capturing rays take, the
// first piece there, when it is by's and has a capturing ray that way
// reaching s. A piece met in two directions (a slide and a leap along one
// line) is appended once. The walk is written out here and in rayGuards:
// one function for both, not inlined, cost chu's search 3.5% of its
// instructions.
func (p *Position) appendRayAttackers(s board.Square, by board.Color, dst []board.Square) []board.Square {
	start, grid := len(dst), p.grid
	for _, d := range p.r.rayDirs[by] {
		q, k := s-d.delta, int16(1)
		for k <= d.steps && grid[uint(q)%mailboxCap] == board.Empty {
			q, k = q-d.delta, k+1
		}
		c := p.cells[q]
		if k > d.steps || c == 0 || c.Color() != by || slices.Contains(dst[start:], q) {
			continue
		}
		rays, _ := p.pieceMoves(c)
		for i := range rays {
			if r := &rays[i]; r.delta == d.delta && r.mode&betza.ModeMove == 0 && k <= r.steps {
				dst = append(dst, q)
				break
			}
		}
	}
	return dst
}

// Guarded reports, for each square of squares, whether a piece of side by
// could capture a piece of the other side standing there, as
// [Position.Attackers] finds, were each of the squares to hold such a
// piece at once: guarded[i] is for squares[i]. It generates the moves of
// each of by's pieces at most once for all the squares, where Attackers
// does so for each square, and stops once every square is guarded: a
// search that asks of several captures whether the enemy can take back
// asks once. It returns guarded, grown to the length of squares; with
// enough capacity it does not allocate.
func (p *Position) Guarded(squares []board.Square, by board.Color, guarded []bool) []bool {
	guarded = slices.Grow(guarded[:0], len(squares))[:len(squares)]
	clear(guarded)
	if p.r == nil {
		return guarded
	}
	left := 0
	for _, s := range squares {
		if p.r.Geo.OnBoard(s) {
			p.occ[s] = board.Owner(by.Other())
			left++
		}
	}
	// The pieces whose move is rays, found from each square outward.
	for i, s := range squares {
		if p.r.Geo.OnBoard(s) && p.rayGuards(s, by) {
			guarded[i] = true
			left--
		}
	}
	// open reports whether squares[i] is still to be found guarded, by a
	// piece other than one standing on it.
	open := func(i int, from board.Square) bool {
		return !guarded[i] && squares[i] != from && p.r.Geo.OnBoard(squares[i])
	}
	// The others, each asked once.
	for from := range p.programs[by].all {
		if left == 0 {
			break
		}
		c := p.cells[from]
		rays, prog := p.pieceMoves(c)
		if rays != nil {
			continue
		}
		if prog.CapturesAnywhere() {
			// A universal leap takes on every square asked (each holds
			// an enemy of by now), but its own.
			for i := range squares {
				if open(i, from) {
					guarded[i] = true
					left--
				}
			}
			continue
		}
		near := false
		for i, s := range squares {
			if open(i, from) && prog.MayRemove(c.Color(), from, s) {
				near = true
				break
			}
		}
		if !near {
			continue
		}
		rides := p.ridesOf(c, prog)
		if rides == nil {
			p.markRemoved(prog, from, c.Color())
		}
		for i, s := range squares {
			if open(i, from) && (rides != nil && p.rideReaches(from, s, c.Color(), rides) || rides == nil && p.hit.Has(s)) {
				guarded[i] = true
				left--
			}
		}
	}
	for _, s := range squares {
		if p.r.Geo.OnBoard(s) {
			p.occ[s] = board.Empty
			if c := p.cells[s]; c != 0 {
				p.occ[s] = board.Owner(c.Color())
			}
		}
	}
	return guarded
}

// rayGuards reports whether a piece of side by whose move is rays could
// capture on s, walking from s against each direction by's rays take to
// the first piece there: one of by's whose move has a capturing ray that
// way reaching s.
func (p *Position) rayGuards(s board.Square, by board.Color) bool {
	grid := p.grid
	for _, d := range p.r.rayDirs[by] {
		q, k := s-d.delta, int16(1)
		for k <= d.steps && grid[uint(q)%mailboxCap] == board.Empty {
			q, k = q-d.delta, k+1
		}
		c := p.cells[q]
		if k > d.steps || c == 0 || c.Color() != by {
			continue
		}
		rays, _ := p.pieceMoves(c)
		for i := range rays {
			if r := &rays[i]; r.delta == d.delta && r.mode&betza.ModeMove == 0 && k <= r.steps {
				return true
			}
		}
	}
	return false
}

// markRemoved marks in p.hit the squares where a move of program prog
// of a piece of colour side on from removes a piece, as the board stands.
func (p *Position) markRemoved(prog *betza.Program, from board.Square, side board.Color) {
	p.struck = p.gen.AppendRemoved(p.struck[:0], prog, from, side, p.occ)
	p.hit.clear()
	for _, s := range p.struck {
		p.hit.Add(s)
	}
}

// programReaches reports whether the move program prog of the piece c on
// from removes a piece on s, generating its moves only when the program
// may remove a piece there at all (betza.Program.MayRemove).
func (p *Position) programReaches(from board.Square, c Cell, prog *betza.Program, s board.Square) bool {
	if prog.CapturesAnywhere() && s != from && p.occ[s] == board.Owner(c.Color().Other()) {
		return true // a universal leap takes the enemy there
	}
	if !prog.MayRemove(c.Color(), from, s) {
		return false
	}
	if rides := p.ridesOf(c, prog); rides != nil {
		return p.rideReaches(from, s, c.Color(), rides)
	}
	p.struck = p.gen.AppendRemoved(p.struck[:0], prog, from, c.Color(), p.occ)
	return slices.Contains(p.struck, s)
}

// attacked reports whether a piece of side by could capture on square s
// as the board stands (see [Position.Attackers]).
func (p *Position) attacked(s board.Square, by board.Color) bool {
	if p.occ[s] == board.Owner(by.Other()) && p.rayGuards(s, by) {
		return true
	}
	for from := range p.programs[by].all { // rayGuards has looked for the others
		c := p.cells[from]
		if rays, prog := p.pieceMoves(c); rays == nil && p.programReaches(from, c, prog, s) {
			return true
		}
	}
	return false
}

// inCheck reports whether a royal piece of side c is attacked.
func (p *Position) inCheck(c board.Color) bool {
	for s := range p.crowns[c].all {
		if p.attacked(s, c.Other()) {
			return true
		}
	}
	return false
}

// InCheck reports whether a royal piece of the side to move is attacked:
// whether a piece of the other side reaches it (see [Position.Attackers]).
func (p *Position) InCheck() bool { return p.r != nil && p.inCheck(p.side) }
