package rules

import (
	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
)

// Move is one move: the piece on From goes to To, by way of Via when it
// takes two legs (a lion's first step, the square of igui, or of a pass);
// Via is NoSquare for a one-leg move. Promote asks for promotion.
type Move struct {
	From, Via, To board.Square
	Promote       bool
}

// NullVia is Via for a move of one leg.
const NullVia = board.NoSquare

// IsPass reports whether the move leaves the board as it is (a jitto).
func (p *Position) IsPass(m Move) bool {
	return m.To == m.From && (m.Via == board.NoSquare || p.cells[m.Via] == 0)
}

// AppendMoves appends every legal move of the side to move to buf and
// returns it. With enough capacity in buf it does not allocate.
func (p *Position) AppendMoves(buf []Move) []Move {
	for _, from := range p.r.Geo.Squares() {
		c := p.cells[from]
		if c == 0 || c.Color() != p.side {
			continue
		}
		buf = p.appendPieceMoves(buf, from, c)
	}
	return buf
}

// appendPieceMoves appends the legal moves of the piece c on from.
func (p *Position) appendPieceMoves(buf []Move, from board.Square, c Cell) []Move {
	info := &p.r.kinds[c.Kind()]
	if rays := info.rays[p.side]; rays != nil {
		return p.appendRayMoves(buf, from, c, rays)
	}
	start := len(buf)
	p.scratch = p.gen.Append(p.scratch[:0], info.prog, from, p.side, p.occ, info.legs > 1)
	for i := range p.scratch {
		o := &p.scratch[i]
		m := Move{From: from, Via: board.NoSquare, To: o.To}
		if info.legs > 1 {
			legs := 0
			for _, t := range o.Touches() {
				if t.Kind == betza.Hop {
					continue
				}
				if legs == 0 {
					m.Via = t.Square
				}
				legs++
			}
			if legs < 2 {
				m.Via = board.NoSquare
			}
			if duplicate(buf[start:], m) {
				continue
			}
		}
		if !p.lionTradeOK(c, m) {
			continue
		}
		buf = append(buf, m)
		if p.canPromote(c, m) {
			m.Promote = true
			buf = append(buf, m)
		}
	}
	return buf
}

func duplicate(ms []Move, m Move) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

// captures reports whether move m removes an enemy piece.
func (p *Position) captures(m Move) bool {
	enemy := func(s board.Square) bool {
		return s != board.NoSquare && s != m.From && p.cells[s] != 0 && p.cells[s].Color() != p.side
	}
	return enemy(m.Via) || enemy(m.To)
}

// canPromote reports whether the piece c may promote at the end of m.
func (p *Position) canPromote(c Cell, m Move) bool {
	info := &p.r.kinds[c.Kind()]
	z := p.r.zone
	if info.promotesTo == 0 || z == nil {
		return false
	}
	zone := p.r.inZone[p.side]
	from, to := zone[m.From], zone[m.To]
	capt := p.captures(m)
	switch {
	case z.Enter && !from && to && !capt:
		return true
	case capt && z.CaptureFromZone && from, capt && z.CaptureIntoZone && to:
		return true
	case z.WithinZone && (from || to):
		return true
	case z.RegainAfterMove && from:
		// The Middle Shogi Manual: a piece that declined on entering regains
		// its promotability once it has moved without promoting, and entering
		// was such a move; so any move that starts in the zone may promote.
		return true
	case info.lastRank && !capt && p.r.farRank[p.side][m.To]:
		return true
	}
	return false
}

// lionTradeOK applies the lion-trading rules to move m of piece c.
func (p *Position) lionTradeOK(c Cell, m Move) bool {
	l := p.r.lions
	if l == nil {
		return true
	}
	info := &p.r.kinds[c.Kind()]
	enemyLion := func(s board.Square) bool {
		if s == board.NoSquare || s == m.From {
			return false
		}
		t := p.cells[s]
		return t != 0 && t.Color() != p.side && p.r.kinds[t.Kind()].lion
	}
	viaLion, toLion := enemyLion(m.Via), enemyLion(m.To) && m.To != m.Via
	if !viaLion && !toLion {
		return true
	}
	if info.lion && l.ProtectedNonadjacent && toLion && !p.adjacent(m.From, m.To) {
		// A lion takes a lion that is not next to it: only if the lion is
		// unprotected, or the first step took something substantial.
		firstTook := m.Via != board.NoSquare && m.Via != m.To && p.cells[m.Via] != 0 && p.cells[m.Via].Color() != p.side
		substantial := firstTook && !p.r.tsukegui[p.r.kinds[p.cells[m.Via].Kind()].face]
		if !substantial && p.protected(m, m.To) {
			return false
		}
	}
	if !info.lion && l.CounterStrike && p.lionSq != board.NoSquare {
		for _, s := range [2]board.Square{m.Via, m.To} {
			if enemyLion(s) && s != p.lionSq && !(l.Okazaki && !p.protected(m, s)) {
				return false
			}
		}
	}
	return true
}

func (p *Position) adjacent(a, b board.Square) bool {
	ax, ay := p.r.Geo.XY(a)
	bx, by := p.r.Geo.XY(b)
	return max(ax-bx, bx-ax) <= 1 && max(ay-by, by-ay) <= 1
}

// protected reports whether the opponent protects square s against move m:
// whether it could recapture on s after the move (the mover's start square
// and the pieces it captured gone), or, when the rules judge protection
// before the move (the JCSA's reading, and lishogi's), whether s was
// protected before it, with only the mover's start square empty.
func (p *Position) protected(m Move, s board.Square) bool {
	moved := p.remove(m.From)
	defer p.put(m.From, moved)
	// The mover stands on s in both tests, so that s holds a piece the
	// opponent may capture.
	target := p.remove(s)
	p.put(s, NewCell(moved.Kind(), p.side))
	defer func() {
		p.remove(s)
		p.put(s, target)
	}()
	opp := p.side.Other()
	if p.r.lions.JudgeDoubleCapture == "before" && p.attacked(s, opp) {
		return true
	}
	if m.Via != board.NoSquare && m.Via != s && m.Via != m.From {
		if c := p.cells[m.Via]; c != 0 && c.Color() != p.side {
			gone := capture{m.Via, p.remove(m.Via)}
			defer p.put(gone.sq, gone.cell)
		}
	}
	return p.attacked(s, opp)
}

// attacked reports whether a piece of side by could capture on square s.
func (p *Position) attacked(s board.Square, by board.Color) bool {
	for _, from := range p.r.Geo.Squares() {
		c := p.cells[from]
		if c == 0 || c.Color() != by {
			continue
		}
		p.probe = p.gen.Append(p.probe[:0], p.r.kinds[c.Kind()].prog, from, by, p.occ, false)
		for i := range p.probe {
			if p.probe[i].Removed(s) {
				return true
			}
		}
	}
	return false
}

// appendRayMoves appends the legal moves of a piece whose move is plain
// steps, leaps and slides.
func (p *Position) appendRayMoves(buf []Move, from board.Square, c Cell, rays []ray) []Move {
	friend := board.Owner(p.side)
	p.epoch++
	if p.epoch == 0 {
		clear(p.stamp)
		p.epoch = 1
	}
	for _, r := range rays {
		to := from
		for k := 1; r.max == 0 || k <= r.max; k++ {
			to += r.delta
			o := p.occ[to]
			if o == board.Off || o == friend {
				break
			}
			if p.stamp[to] != p.epoch && ((o == board.Empty && r.mode&betza.ModeCapture == 0) || (o != board.Empty && r.mode&betza.ModeMove == 0)) {
				p.stamp[to] = p.epoch
				m := Move{From: from, Via: board.NoSquare, To: to}
				if o == board.Empty || p.lionTradeOK(c, m) {
					buf = append(buf, m)
					if p.canPromote(c, m) {
						m.Promote = true
						buf = append(buf, m)
					}
				}
			}
			if o != board.Empty {
				break
			}
		}
	}
	return buf
}
