package rules

import (
	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
)

// ride is a betza.Ray that may hop over pieces (see betza.Program.Rides),
// turned into a mailbox step for one colour.
type ride struct {
	delta board.Square
	steps int16 // the most steps: the ray's range, or more than any board's side
	hops  int16 // the most pieces it may hop over, betza.HopAny for any number
	mode  betza.Mode
}

// compileRides turns a move of one-leg rides of which some hop into
// mailbox rides for each colour, or returns nil for any other move.
func (r *Rules) compileRides(p *betza.Program) *[2][]ride {
	rays, ok := p.Rides()
	if !ok {
		return nil
	}
	out := new([2][]ride)
	for _, c := range []board.Color{board.Black, board.White} {
		out[c] = []ride{}
		for _, x := range rays {
			delta, steps := r.mailboxStep(x, c)
			out[c] = append(out[c], ride{delta, steps, int16(x.Hops), x.Mode})
		}
	}
	return out
}

// ridesOf returns the rides of the piece c moving by prog: those of its
// kind when prog is its own move and the kind moves by rides, else nil.
func (p *Position) ridesOf(c Cell, prog *betza.Program) []ride {
	if info := &p.r.kinds[c.Kind()]; info.rides != nil && prog == info.prog {
		return info.rides[c.Color()]
	}
	return nil
}

// appendRides is appendPieceMoves for the piece c on from whose move is
// rides: the same moves in the same order as from the generator's
// outcomes, each ride walked once with its hops kept in p.touches, and no
// outcome built a square. Where the paths are not all generated
// (allPaths false), the first path to a square is its only one, whatever
// the filters say of it, as the generator keeps it.
//
// A hop judge's refused hop ends the ride: the judge refuses every path
// on from there. Its tables are asked only where every path is generated,
// where no path that a filter refuses keeps a later one from its square.
func (p *Position) appendRides(buf []Move, from board.Square, c Cell, rides []ride, allPaths bool, list listing) []Move {
	occ, friend := p.occ, board.Owner(p.side)
	if !allPaths {
		p.listed.clear()
	}
	refusals := p.refusals[:0]
	if allPaths {
		for _, j := range p.r.hooks.hopJudges {
			if t := j.hopsRefused(p.side, c.Kind()); t != nil {
				refusals = append(refusals, t)
			}
		}
	}
	p.refusals = refusals
	judged := len(refusals) > 0
	for i := range rides {
		r := &rides[i]
		p.touches = p.touches[:0]
		hops := int16(0)
		for n, to := r.steps, from+r.delta; n > 0; n, to = n-1, to+r.delta {
			o := occ[to]
			if o == board.Off {
				break
			}
			if enemy := o != board.Empty; o != friend && (r.mode == 0 || r.mode&modeRefuses[b2i(enemy)] == 0) && (allPaths || !p.listed.Has(to)) {
				if !allPaths {
					p.listed.Add(to)
				}
				kind, removes := betza.Through, 0
				if enemy {
					kind, removes = betza.Capture, 1
				}
				p.touches = append(p.touches, betza.Touch{Square: to, Kind: kind})
				buf = p.appendOutcome(buf, from, c, to, p.touches, removes, list, judged)
				p.touches = p.touches[:len(p.touches)-1]
			}
			if o == board.Empty {
				continue
			}
			if r.hops == 0 || (r.hops > 0 && hops >= r.hops) || refused(refusals, p.cells[to]) {
				break
			}
			hops++
			p.touches = append(p.touches, betza.Touch{Square: to, Kind: betza.Hop})
		}
	}
	return buf
}

// refused reports whether one of the hop judges' tables refuses a hop of
// the piece x.
func refused(tables [][]bool, x Cell) bool {
	for _, t := range tables {
		if t[x] {
			return true
		}
	}
	return false
}

// rideReaches reports whether a piece of colour side on from whose move is
// rides removes a piece on s, as its generated outcomes would: a ride
// whose line from from meets s, that may capture, with no more pieces
// between than it may hop and an enemy of side on s. Only the squares
// between from and s are looked at.
func (p *Position) rideReaches(from, s board.Square, side board.Color, rides []ride) bool {
	if s == from || p.occ[s] != board.Owner(side.Other()) {
		return false
	}
	diff := s - from
	for i := range rides {
		r := &rides[i]
		if r.mode&modeRefuses[1] != 0 || diff%r.delta != 0 {
			continue
		}
		k := diff / r.delta
		if k < 1 || k > board.Square(r.steps) {
			continue
		}
		hops, to := int16(0), from+r.delta
		for ; to != s; to += r.delta {
			o := p.occ[to]
			if o == board.Off {
				break
			}
			if o != board.Empty {
				if r.hops == 0 || (r.hops > 0 && hops >= r.hops) {
					break
				}
				hops++
			}
		}
		if to == s {
			return true
		}
	}
	return false
}
