package rules

import (
	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
)

// Move is one move: the piece on From goes to To, by way of Via when it
// takes two legs (a lion's first step, the square of igui, or of a pass);
// Via is NoSquare for a one-leg move. A move of three legs, such as the lion
// dog's, names its second middle square in Via2, and longer moves their
// further middle squares in More; unused, they are 0 (no square). Promote
// asks for promotion.
//
// In variants with chu shogi's lion-trading rules, every middle square a
// move passes is named, as lishogi does; in the others a move names only the
// middle squares where it captures, so moves with the same effect are one.
type Move struct {
	From, Via, To board.Square
	Via2          board.Square
	More          [maxMore]board.Square
	Promote       bool
}

// maxMore is how many middle squares a move names after Via and Via2.
const maxMore = 3

// maxMiddle is the most middle squares a move names.
const maxMiddle = 2 + maxMore

// Middle returns the middle squares the move names, in order, and how many.
func (m *Move) Middle() (sq [maxMiddle]board.Square, n int) {
	if m.Via == board.NoSquare {
		return sq, 0
	}
	sq[0], n = m.Via, 1
	if m.Via2 == 0 {
		return sq, n
	}
	sq[1], n = m.Via2, 2
	for _, x := range m.More {
		if x == 0 {
			break
		}
		sq[n] = x
		n++
	}
	return sq, n
}

// setMiddle sets the middle squares of m.
func (m *Move) setMiddle(sq []board.Square) {
	m.Via, m.Via2, m.More = board.NoSquare, 0, [maxMore]board.Square{}
	for i, x := range sq {
		switch {
		case i == 0:
			m.Via = x
		case i == 1:
			m.Via2 = x
		case i-2 < maxMore:
			m.More[i-2] = x
		}
	}
}

// removes lists the squares where move m may remove a piece: its middle
// squares and its destination.
func (m *Move) removes() (sq [maxMiddle + 1]board.Square, n int) {
	mid, n := m.Middle()
	copy(sq[:], mid[:n])
	sq[n] = m.To
	return sq, n + 1
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
	frozen := p.markFrozen()
	for _, from := range p.r.Geo.Squares() {
		c := p.cells[from]
		if c == 0 || c.Color() != p.side || (frozen && p.frozen[from] == p.frozenEpoch) {
			continue
		}
		buf = p.appendPieceMoves(buf, from, c)
	}
	return buf
}

// appendPieceMoves appends the legal moves of the piece c on from.
func (p *Position) appendPieceMoves(buf []Move, from board.Square, c Cell) []Move {
	info := &p.r.kinds[c.Kind()]
	rays, prog := info.rays[p.side], info.prog
	if lost := p.lostPower(p.side, info.moves); lost != nil && lost.prog != nil {
		rays, prog = lost.rays[p.side], lost.prog
	}
	if rays != nil {
		return p.appendRayMoves(buf, from, c, rays)
	}
	start := len(buf)
	p.scratch = p.gen.Append(p.scratch[:0], prog, from, p.side, p.occ, info.multi && p.r.pathMoves)
	for i := range p.scratch {
		o := &p.scratch[i]
		m := Move{From: from, Via: board.NoSquare, To: o.To}
		if info.multi {
			p.middleSquares(o, &m)
			if duplicate(buf[start:], m) {
				continue
			}
		}
		if !p.lionTradeOK(c, m) || !p.royalCaptureOK(c, m) || (p.r.ko != nil && !p.outcomeOK(c, from, o)) {
			continue
		}
		buf = p.appendPromotions(buf, c, m)
	}
	return buf
}

// middleSquares names the middle squares of a multi-leg outcome in m: every
// leg end before the last where the rules name paths, or only those where
// the move captures.
func (p *Position) middleSquares(o *betza.Outcome, m *Move) {
	var mids [maxMiddle]board.Square
	n := 0
	touches := o.Touches()
	last := -1 // the leg that lands on the destination
	for i, t := range touches {
		if t.Kind == betza.Through || t.Kind == betza.Capture {
			last = i
		}
	}
	for i, t := range touches {
		switch {
		case t.Kind == betza.Hop || i == last:
			continue
		case t.Kind == betza.Aim:
			continue
		case !p.r.pathMoves && t.Kind != betza.Capture && t.Kind != betza.Shot:
			continue
		}
		if n < len(mids) {
			mids[n] = t.Square
		}
		n++
	}
	m.setMiddle(mids[:min(n, len(mids))])
}

// appendPromotions appends m, with or without promotion as the rules allow
// or require.
func (p *Position) appendPromotions(buf []Move, c Cell, m Move) []Move {
	switch p.promotion(c, m) {
	case promoteNever:
		return append(buf, m)
	case promoteMust:
		m.Promote = true
		return append(buf, m)
	}
	buf = append(buf, m)
	m.Promote = true
	return append(buf, m)
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
	sq, n := m.removes()
	for _, s := range sq[:n] {
		if enemy(s) {
			return true
		}
	}
	return false
}

// Promotion choices for a move.
const (
	promoteNever = iota
	promoteMay
	promoteMust
)

// promotion tells whether the piece c may, must or cannot promote at the end
// of m.
func (p *Position) promotion(c Cell, m Move) int {
	info := &p.r.kinds[c.Kind()]
	if info.promotesTo == 0 || p.contagion(c, m) != 0 {
		return promoteNever
	}
	if lost := p.lostPower(p.side, info.moves); lost != nil && lost.Loses == "promotion" {
		return promoteNever
	}
	if int(p.r.farDist[p.side][m.To]) < info.mustPromote {
		return promoteMust
	}
	if p.promotedByCapture(c, m) {
		if p.r.ko.compulsory {
			return promoteMust
		}
		return promoteMay
	}
	if cp := p.r.capturePromotion; cp != nil {
		mode := "none"
		sq, n := m.removes()
		for _, s := range sq[:n] {
			if !p.enemyAt(s, m) {
				continue
			}
			if p.r.kinds[p.cells[s].Kind()].promoted {
				mode = stronger(mode, cp.Promoted)
			} else {
				mode = stronger(mode, cp.Unpromoted)
			}
		}
		switch mode {
		case "compulsory":
			return promoteMust
		case "optional":
			return promoteMay
		}
	}
	if p.canPromote(c, m) {
		return promoteMay
	}
	return promoteNever
}

// stronger returns the stricter of two capture-promotion modes.
func stronger(a, b string) string {
	if b == "compulsory" || (b == "optional" && a == "none") {
		return b
	}
	return a
}

// enemyAt reports whether move m captures on square s.
func (p *Position) enemyAt(s board.Square, m Move) bool {
	return s != board.NoSquare && s != 0 && s != m.From && p.cells[s] != 0 && p.cells[s].Color() != p.side
}

// canPromote reports whether the piece c may promote at the end of m under
// zone promotion.
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
	case !capt && int(p.r.farDist[p.side][m.To]) < info.secondChance:
		return true
	}
	return false
}

// contagion returns the kind the mover of m turns into by capturing a
// contagious piece (the last one it captures), or 0.
func (p *Position) contagion(c Cell, m Move) Kind {
	cp := p.r.contagious
	if cp == nil || p.r.contagionExempt[p.r.kinds[c.Kind()].moves] {
		return 0
	}
	var k Kind
	sq, n := m.removes()
	for _, s := range sq[:n] {
		if p.enemyAt(s, m) {
			if to := p.r.contagionTo[p.r.kinds[p.cells[s].Kind()].moves]; to != 0 {
				k = to
			}
		}
	}
	return k
}

// royalCaptureOK applies the royal-capture hook: the pieces it names may
// take a royal piece only if the opponent could not recapture on its square,
// ignoring that the opponent would have lost his last royal piece.
func (p *Position) royalCaptureOK(c Cell, m Move) bool {
	if !p.r.royalCapturers[p.r.kinds[c.Kind()].moves] {
		return true
	}
	sq, n := m.removes()
	for _, s := range sq[:n] {
		if p.enemyAt(s, m) && p.r.kinds[p.cells[s].Kind()].royal && p.protectedAfter(m, s) {
			return false
		}
	}
	return true
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
// whether it could recapture on s after the move, or, when the rules judge
// protection before the move (the JCSA's reading, and lishogi's), whether s
// was protected before it, with only the mover's start square empty.
func (p *Position) protected(m Move, s board.Square) bool {
	if p.r.lions.JudgeDoubleCapture == "before" && p.protectedBefore(m, s) {
		return true
	}
	return p.protectedAfter(m, s)
}

// protectedBefore reports whether the opponent attacks square s with the
// mover of m standing there and its start square empty.
func (p *Position) protectedBefore(m Move, s board.Square) bool {
	moved := p.remove(m.From)
	target := p.remove(s)
	p.put(s, NewCell(moved.Kind(), p.side))
	hit := p.attacked(s, p.side.Other())
	p.remove(s)
	p.put(s, target)
	p.put(m.From, moved)
	return hit
}

// protectedAfter reports whether the opponent could recapture on square s
// after move m: the mover on s, its start square empty and the pieces it
// captured elsewhere gone.
func (p *Position) protectedAfter(m Move, s board.Square) bool {
	moved := p.remove(m.From)
	var gone [maxMiddle]capture
	mid, n := m.Middle()
	for i, v := range mid[:n] {
		if v != s && p.enemyAt(v, m) {
			gone[i] = capture{v, p.remove(v)}
		}
	}
	target := p.remove(s)
	p.put(s, NewCell(moved.Kind(), p.side))
	hit := p.attacked(s, p.side.Other())
	p.remove(s)
	p.put(s, target)
	for i := len(gone) - 1; i >= 0; i-- {
		if gone[i].cell != 0 {
			p.put(gone[i].sq, gone[i].cell)
		}
	}
	p.put(m.From, moved)
	return hit
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
				if o == board.Empty || (p.lionTradeOK(c, m) && p.royalCaptureOK(c, m) &&
					(p.r.ko == nil || p.r.ko.displaceOK(p.r.kinds[c.Kind()].moves, p.r.kinds[p.cells[to].Kind()].moves))) {
					buf = p.appendPromotions(buf, c, m)
				}
			}
			if o != board.Empty {
				break
			}
		}
	}
	return buf
}
