package rules

import (
	"math/bits"
	"slices"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

// Move is one move: the piece on From goes to To, by way of the middle
// squares Via[:NVia] when it takes more than one leg (a lion's first step,
// the square of igui or of a pass, the pieces a move of several captures
// takes, the squares a piece shoots). Promote asks for promotion.
//
// The zero value of Via and NVia is no middle square, so Move{From: a, To:
// b} is the move of one leg from a to b; [NewMove] names middle squares
// too. Via holds zeros after its first NVia squares, so that moves compare
// with ==. The zero Move is no move.
//
// Which middle squares a move names is the variant's middle-squares
// setting: every square it passes (chu shogi, as lishogi writes moves), or
// only those where it captures or shoots, so that moves with the same
// effect are one.
type Move struct {
	From, To board.Square
	Via      [MaxVia]board.Square
	NVia     uint8
	Promote  bool
}

// MaxVia is the most middle squares a move names: a move has at most
// [variant.MaxLegs] legs.
const MaxVia = variant.MaxLegs - 1

// NewMove returns the move from from to to by way of the middle squares
// via, in order; it keeps the first MaxVia of them.
func NewMove(from, to board.Square, via ...board.Square) Move {
	m := Move{From: from, To: to}
	m.NVia = uint8(copy(m.Via[:], via))
	return m
}

// String writes the move in USI: the start, the middle squares, the end,
// and "+" for a promotion ("7g7f", "7e7f7g", "5f5e5f+"). Squares name
// themselves without the board (see [board.Square.String]), so a move
// prints the same as [Position.USI] writes it; a square that is on no
// board is "-".
func (m Move) String() string {
	var b [2 + 4*(MaxVia+2)]byte
	out := append(b[:0], m.From.String()...)
	for _, s := range m.Via[:min(int(m.NVia), MaxVia)] {
		out = append(out, s.String()...)
	}
	out = append(out, m.To.String()...)
	if m.Promote {
		out = append(out, '+')
	}
	return string(out)
}

// GoString writes the move as String does, so that %#v (and rapid's log of
// a drawn move) shows its USI.
func (m Move) GoString() string { return m.String() }

// removes lists the squares where move m may remove a piece: its middle
// squares and its destination.
func (m *Move) removes() (sq [MaxVia + 1]board.Square, n int) {
	n = copy(sq[:], m.Via[:m.NVia])
	sq[n] = m.To
	return sq, n + 1
}

// IsPass reports whether move m, a legal move of p, leaves the board as it
// is (a jitto): the piece comes back to its square unpromoted, having
// removed nothing on the way and nothing by an effect after the move (a
// burner that stays where it stands next to an enemy burns it, and has not
// passed). Whether the rules list a pass with its middle square or as a
// move of one leg from a square to itself (the variant's middle-squares
// setting), it is a pass. Telling an effect costs a Make and an Unmake,
// asked only where an effect may remove a piece after the move.
func (p *Position) IsPass(m Move) bool {
	if m.To != m.From || m.Promote || p.captures(m) {
		return false
	}
	return !p.effectMayRemove(m) || !p.removesAfter(m)
}

// AppendMoves appends every legal move of the side to move to buf and
// returns it. With enough capacity in buf it does not allocate. Once the
// end rules have ended the game ([Position.End]: a royal piece captured, a
// bare king) there is no legal move, and it appends none, as
// [Game.AppendMoves] does; [Position.Outcome] then says how the game ended.
// It does not see the game's history: see [Game.AppendMoves].
func (p *Position) AppendMoves(buf []Move) []Move {
	if p.r == nil || p.over() {
		return buf
	}
	return p.appendKindMoves(buf, 0)
}

// appendKindMoves appends the legal moves of the side to move's pieces of
// kind k, or of every piece for 0.
func (p *Position) appendKindMoves(buf []Move, k Kind) []Move {
	frozen := p.markFrozen()
	rg := p.rayGen()
	sources := len(p.r.hooks.moveSources) > 0
	if k == 0 && !frozen && !sources {
		return p.appendEveryMove(buf, &rg)
	}
	for from := range p.pieces[p.side].all {
		c := p.cells[from]
		if (k != 0 && c.Kind() != k) || (frozen && p.frozen.Has(from)) {
			continue
		}
		buf = p.appendMovesOf(buf, from, c, &rg, sources)
	}
	return buf
}

// appendMovesOf appends the moves of the piece c on from that the
// generation at hand lists (all its legal moves, or those AppendCaptures
// wants while p.tactical is set); sources says whether a hook may lend a
// piece another move.
func (p *Position) appendMovesOf(buf []Move, from board.Square, c Cell, rg *rayGen, sources bool) []Move {
	if p.r.gen[c].rays != nil && !sources {
		return p.appendMovesFrom(buf, from, onePiece[:], rg, nil)
	}
	if p.tactical && p.noTactics(from, c) {
		return buf
	}
	return p.appendPieceMoves(buf, from, c) // asks the hooks for the piece's move
}

// onePiece is the set of squares (see appendMovesFrom) that holds only
// its first.
var onePiece = [1]uint64{1}

// appendEveryMove is appendKindMoves for every piece of the side to move
// when no piece is frozen and no hook lends a piece another move: the loop
// of a perft's or a search's generation. While p.tactical is set it lists
// the moves AppendCaptures wants.
func (p *Position) appendEveryMove(buf []Move, rg *rayGen) []Move {
	return p.appendMovesFrom(buf, 0, p.pieces[p.side], rg, nil)
}

// appendMovesFrom appends the moves that the generation at hand lists
// (all the legal moves, or those AppendCaptures wants while p.tactical is
// set) of the side to move's pieces on the squares base+i for each bit i
// of words, in the order of the squares. Each piece moves by its own
// move, or by lent when it is not nil: a move of rays a hook lends it
// (see appendPieceMoves), whose generation data lent is.
//
// A piece whose move is plain steps, leaps and slides finds which of its
// rays are open (see openRays) and walks those in order, here rather than
// in a call of its own: a call for each piece that may move reloaded this
// loop's values, 3% of a perft's instructions. Only rays that overlap
// need the stamps that list a destination once; a move that no filter
// looks at and on which the piece cannot promote goes straight to buf,
// without asking the hooks.
func (p *Position) appendMovesFrom(buf []Move, base board.Square, words []uint64, rg *rayGen, lent *cellGen) []Move {
	grid, gen, cells, friend, far, tactical := p.grid, p.r.gen, p.cells, rg.friend, rg.far, p.tactical
	walls := &p.walls[p.side]
	for w, word := range words {
		for ; word != 0; word &= word - 1 {
			from := base + board.Square(w<<6|bits.TrailingZeros64(word))
			c := cells[from]
			cg := &gen[c]
			if lent != nil {
				cg = lent
			}
			if cg.rays == nil {
				if !tactical || !p.noTactics(from, c) {
					buf = p.appendPieceMoves(buf, from, c)
				}
				continue
			}
			var open uint64
			if cg.openRays != nil {
				open = uint64(cg.openRays[^walls[from]])
			} else {
				open = openRays(grid, from, cg.rays, friend)
			}
			switch {
			case open == 0:
				continue
			case tactical:
				buf = p.appendRayCaptures(buf, from, c, cg, rg, open)
				continue
			}
			rays := cg.rays
			if cg.overlaps {
				p.listed.clear()
			}
			// The moves on which the piece cannot promote, not capturing
			// [0] or capturing [1]: those to a square at least quiet ranks
			// from the far edge when from is; none (-1) when a filter looks
			// at them.
			quiet, f := cg.quiet, uint16(far[from])
			quietMove, quietCapture := -1, -1
			if rg.unfiltered[0] && f >= quiet[0] {
				quietMove = int(quiet[0])
			}
			if rg.unfiltered[1] && f >= quiet[1] {
				quietCapture = int(quiet[1])
			}
			for ; open != 0; open &= open - 1 {
				r := &rays[bits.TrailingZeros64(open)]
				to := from + r.delta
				for n := r.steps; ; { // the ray's first square is open: its mask says so
					o := grid[uint(to)%mailboxCap] // the grid and the far distances read without bounds checks
					capt := o != board.Empty
					q := quietMove
					if capt {
						q = quietCapture
					}
					if (r.mode == 0 || r.mode&modeRefuses[b2i(capt)] == 0) && (!r.overlaps || !p.listed.Has(to)) {
						if r.overlaps {
							p.listed.Add(to)
						}
						if q >= 0 && int(far[uint(to)%mailboxCap]) >= q {
							buf = appendStep(buf, from, to)
						} else {
							cand := &p.cand
							*cand = Candidate{Move: Move{From: from, To: to}, Piece: c, Captures: capt}
							if (rg.unfiltered[0] && !capt) || p.allowed(cand) {
								buf = p.appendPromotions(buf, cand)
							}
						}
					}
					if n--; capt || n == 0 {
						break
					}
					if to += r.delta; grid[uint(to)%mailboxCap]&friend != 0 {
						break
					}
				}
			}
		}
	}
	return buf
}

// tacticsRadius is the farthest, in king steps, a move of a piece may
// reach for noTactics to look at the squares around it rather than
// generate its moves.
const tacticsRadius = 3

// noTactics reports whether the piece c on from, of short reach, surely
// makes no move AppendCaptures lists, without generating its moves: no
// effect may remove a piece after a move that captures nothing, every
// square it can reach is as far from the far edge as its promotion
// leaves a move that captures nothing quiet, and no enemy piece stands
// near where its move may capture (betza.Program.MayRemove).
func (p *Position) noTactics(from board.Square, c Cell) bool {
	if p.r.opaqueEffects || len(p.r.quietRemovals) > 0 {
		return false
	}
	_, prog := p.pieceMoves(c)
	reach := prog.MaxDistance()
	if reach > tacticsRadius || int(p.r.farDist[p.side][from])-reach < int(p.r.kinds[c.Kind()].quiet[0]) {
		return false
	}
	side := p.side
	return !p.eachWithin(from, reach, func(q board.Square, x Cell) bool {
		return x.Color() != side && prog.MayRemove(side, from, q)
	})
}

// markFrozen asks the piece filters which pieces may not move, and reports
// whether any may not.
func (p *Position) markFrozen() bool {
	if len(p.r.hooks.pieceFilters) == 0 {
		return false
	}
	p.frozen.clear()
	any := false
	for _, f := range p.r.hooks.pieceFilters {
		any = f.Frozen(p, &p.frozen) || any
	}
	return any
}

// pieceMoves returns the move of the piece c: its own, or the one a hook
// gives it instead (a lost power).
func (p *Position) pieceMoves(c Cell) (rays []ray, prog *betza.Program) {
	info := &p.r.kinds[c.Kind()]
	for _, s := range p.r.hooks.moveSources {
		if alt := s.pieceMove(p, c); alt != nil {
			return alt.rays[c.Color()], alt.prog
		}
	}
	return info.rays[c.Color()], info.prog
}

// cellGenWith returns what generation knows of cell c, with rays (those a
// hook leaves the piece, or nil) instead of its own.
func (p *Position) cellGenWith(c Cell, rays []ray) cellGen {
	cg := p.r.gen[c]
	cg.rays, cg.overlaps, cg.openRays = rays, len(rays) > 0 && rays[0].overlaps, nil
	return cg
}

// appendPieceMoves appends the legal moves of the piece c on from.
//
// Several outcomes can name one move where the rules name every middle
// square (hopped or aimed squares go unnamed, or two parts of the move
// take the same path), and where a move filter judges the path of the
// piece's moves ([kindInfo.pathJudged]): the generator then lists every
// path, and the move is listed once, for the first path the filters allow.
// Otherwise the generator has already kept one outcome for each
// destination and set of removed pieces, and those are the move: its
// middle squares are the removed pieces off the destination, and the
// destination's piece, if any, is removed whatever the path.
func (p *Position) appendPieceMoves(buf []Move, from board.Square, c Cell) []Move {
	info := &p.r.kinds[c.Kind()]
	rays, prog := p.pieceMoves(c)
	if rays != nil {
		rg, cg := p.rayGen(), p.cellGenWith(c, rays)
		return p.appendMovesFrom(buf, from, onePiece[:], &rg, &cg)
	}
	allPaths, repeats := p.paths(info, prog)
	if allPaths && !repeats && prog.PlainPaths() {
		return p.appendPlainPaths(buf, from, c, prog)
	}
	list := p.listing(repeats, prog)
	if rides := p.ridesOf(c, prog); rides != nil {
		return p.appendRides(buf, from, c, rides, allPaths, list)
	}
	p.scratch = p.gen.Append(p.scratch[:0], prog, from, p.side, p.occ, allPaths)
	if list == listByMove {
		p.named = p.named[:0]
		p.seen.reset(len(p.scratch))
	}
	for i := range p.scratch {
		o := &p.scratch[i]
		buf = p.appendOutcome(buf, from, c, o.To, o.Touches(), o.Removes(), list, false)
	}
	return buf
}

// listing tells how moves of a piece that two paths may name are listed
// once, for the first path the filters allow (see appendPieceMoves).
type listing uint8

const (
	listEvery         listing = iota // no two paths name one move
	listByDestination                // every move is one leg: its destination names it
	listByMove                       // a set of the moves listed tells
)

// listing returns how the moves of a piece moving by prog are listed
// once, repeats saying whether two of its paths may name one move (see
// Position.paths), and readies the record of the destinations listed; the
// set of moves listed is readied once the outcomes are known.
func (p *Position) listing(repeats bool, prog *betza.Program) listing {
	switch {
	case !repeats:
		return listEvery
	case prog.MaxLegs() == 1 && !prog.Shoots():
		p.listed.clear()
		return listByDestination
	}
	return listByMove
}

// appendOutcome appends the legal moves of the piece c on from that end
// on to by the path touches, which removes that many pieces: the move the
// path names, if the filters allow it, with or without promotion as the
// hooks say, unless list has it already (see listing). hopsJudged is the
// candidate's (see Candidate).
func (p *Position) appendOutcome(buf []Move, from board.Square, c Cell, to board.Square, touches []betza.Touch, removes int, list listing, hopsJudged bool) []Move {
	// The candidate's move is built where it stays, not aside and copied:
	// a move written in parts and then read whole stalls the processor
	// (see appendStep).
	cand := &p.cand
	m := &cand.Move
	*m = Move{From: from, To: to}
	k := c.Kind()
	var captures bool
	if p.r.kinds[k].multi {
		captures = p.middleSquaresOf(touches, removes, m)
	} else {
		captures = p.captures(*m)
	}
	if p.tactical && !captures && !p.mayChangeMaterial(k, *m) {
		return buf
	}
	if p.r.hooks.unfiltered[b2i(captures)] && p.quietMove(k, from, to, captures) {
		// A tactical quiet move got here because an effect may remove a
		// piece after it (mayChangeMaterial): see whether one does.
		if (!p.tactical || captures || p.removesAfter(*m)) && p.firstListing(list) {
			buf = appendCopy(buf, m, false) // no hook looks at the move
		}
		return buf
	}
	cand.Piece, cand.Touches, cand.Captures, cand.hopsJudged = c, touches, captures, hopsJudged
	switch {
	case !p.allowed(cand):
	case !p.firstListing(list):
	case p.tactical:
		buf = p.appendTactical(buf, cand)
	default:
		buf = p.appendPromotions(buf, cand)
	}
	return buf
}

// appendPlainPaths is appendPieceMoves for a piece whose every path is a
// move of its own ([betza.Program.PlainPaths]) where the rules name every
// middle square: each path is the move that names its squares, written
// straight into buf, and only a move that a hook may look at is built as
// a candidate with its touches.
func (p *Position) appendPlainPaths(buf []Move, from board.Square, c Cell, prog *betza.Program) []Move {
	paths, shift := p.plainPaths(prog, from)
	k := c.Kind()
	// quietMove, with what it reads of the piece and its square in hand:
	// the ranks from the far edge a quiet move needs, not capturing [0]
	// or capturing [1], or more than any square has when a filter looks
	// at the move or the piece may promote from its square
	far, need := p.r.farDist[p.side], [2]uint16{noQuietRanks, noQuietRanks}
	for i, q := range p.r.kinds[k].quiet {
		if p.r.hooks.unfiltered[i] && uint16(far[from]) >= q {
			need[i] = q
		}
	}
	tactical := p.tactical
	// Room for every path's moves, with promotion and without, so that a
	// quiet path's move is written in place without a test (appendStep
	// says why in place).
	buf = slices.Grow(buf, 2*len(paths))
	for i := range paths {
		path := &paths[i]
		captures := path.Captures()
		to := path.To + shift
		quiet := uint16(far[to]) >= need[b2i(captures)]
		if quiet && !tactical {
			n := len(buf)
			buf = buf[:n+1]
			m := &buf[n]
			m.From, m.To, m.Via, m.NVia, m.Promote = from, to, path.Via, path.NVia, false
			for j := range m.Via[:m.NVia] {
				m.Via[j] += shift
			}
			continue
		}
		m := Move{From: from, To: to, Via: path.Via, NVia: path.NVia}
		for j := range m.Via[:m.NVia] {
			m.Via[j] += shift
		}
		switch {
		case p.tactical && !captures && !p.mayChangeMaterial(k, m):
			continue
		case quiet:
			if captures || p.removesAfter(m) {
				buf = append(buf, m)
			}
			continue
		}
		at := betza.Path{From: from, To: to, Via: m.Via, NVia: m.NVia, Captured: path.Captured}
		p.touches = at.AppendTouches(p.touches[:0])
		cand := &p.cand
		*cand = Candidate{Move: m, Piece: c, Touches: p.touches, Captures: captures}
		switch {
		case !p.allowed(cand):
		case p.tactical:
			buf = p.appendTactical(buf, cand)
		default:
			buf = p.appendPromotions(buf, cand)
		}
	}
	return buf
}

// appendFields appends the move of the given fields, written field by
// field in place: a move built aside in parts and read back whole to be
// copied stalls as appendStep says.
func appendFields(buf []Move, from, to board.Square, via *[MaxVia]board.Square, nvia uint8, promote bool) []Move {
	n := len(buf)
	if n == cap(buf) {
		buf = slices.Grow(buf, 1)
	}
	buf = buf[:n+1]
	m := &buf[n]
	m.From, m.To, m.Via, m.NVia, m.Promote = from, to, *via, nvia, promote
	return buf
}

// A path names as many middle squares as a move can.
var _ [MaxVia - (betza.MaxPathLegs - 1)]struct{}
var _ [(betza.MaxPathLegs - 1) - MaxVia]struct{}

// paths tells how to generate the moves of a piece of kind info moving by
// prog: whether to list every path (the rules name every middle square,
// or a filter judges the path), and whether two paths can then name one
// move. A move of several legs whose paths are all distinct
// ([betza.Program.UniquePaths]) names each path apart only where the
// rules name every middle square.
func (p *Position) paths(info *kindInfo, prog *betza.Program) (allPaths, repeats bool) {
	allPaths = info.multi && (p.r.pathMoves || info.pathJudged)
	return allPaths, allPaths && (!p.r.pathMoves || !prog.UniquePaths())
}

// firstListing reports whether the candidate's move is not yet among the
// moves of the piece being generated, and records it (see listing).
func (p *Position) firstListing(list listing) bool {
	switch list {
	case listEvery:
		return true
	case listByDestination:
		if p.listed.Has(p.cand.Move.To) {
			return false
		}
		p.listed.Add(p.cand.Move.To)
		return true
	}
	return p.firstTime(p.cand.Move)
}

// firstTime records move m among the moves of the piece being generated,
// and reports whether it was not among them yet.
func (p *Position) firstTime(m Move) bool {
	p.named = append(p.named, m)
	if p.seen.add(p.named, len(p.named)-1) {
		return true
	}
	p.named = p.named[:len(p.named)-1]
	return false
}

// allowed asks the move filters about a candidate move.
func (p *Position) allowed(c *Candidate) bool {
	return p.r.hooks.unfiltered[b2i(c.Captures)] || p.filtersAllow(c)
}

// filtersAllow asks the move filters one by one about a candidate move.
func (p *Position) filtersAllow(c *Candidate) bool {
	for _, f := range p.r.hooks.moveFilters {
		if !f.Allow(p, c) {
			return false
		}
	}
	if c.Captures {
		for _, f := range p.r.hooks.captureOnly {
			if !f.Allow(p, c) {
				return false
			}
		}
	}
	return true
}

// middleSquares names the middle squares of a multi-leg outcome in m: every
// leg end before the last where the rules name paths, or only those where
// the move captures or shoots. It reports whether the move captures: a
// piece it captures or shoots is an enemy, named or on the destination.
func (p *Position) middleSquares(o *betza.Outcome, m *Move) (captures bool) {
	return p.middleSquaresOf(o.Touches(), o.Removes(), m)
}

// middleSquaresOf is middleSquares for the outcome whose touches are
// touches, removing that many pieces.
func (p *Position) middleSquaresOf(touches []betza.Touch, removes int, m *Move) (captures bool) {
	last := len(touches) - 1 // the leg that lands on the destination
	for last >= 0 && touches[last].Kind != betza.Through && touches[last].Kind != betza.Capture {
		last--
	}
	if !p.r.pathMoves {
		// Only squares where the move removes a piece are named: none
		// when it removes nothing, or only the piece on the destination.
		switch removes {
		case 0:
			m.NVia = 0
			return false
		case 1:
			if last >= 0 && touches[last].Kind == betza.Capture {
				m.NVia = 0
				return true
			}
		}
	}
	n := 0
	for i, t := range touches {
		removes := t.Kind == betza.Capture || t.Kind == betza.Shot
		captures = captures || removes
		switch {
		case t.Kind == betza.Hop || t.Kind == betza.Aim || i == last:
			continue
		case !p.r.pathMoves && !removes:
			continue
		}
		if n < MaxVia {
			m.Via[n] = t.Square
			n++
		}
	}
	m.NVia = uint8(n)
	return captures
}

// appendPromotions appends the candidate's move, with or without promotion
// as the rules allow or require.
func (p *Position) appendPromotions(buf []Move, c *Candidate) []Move {
	switch p.promotion(c) {
	case PromotionRequired:
		return appendCopy(buf, &c.Move, true)
	case PromotionAllowed:
		buf = appendCopy(buf, &c.Move, false)
		return appendCopy(buf, &c.Move, true)
	}
	return appendCopy(buf, &c.Move, false)
}

// appendCopy appends move m, promoting or not, copied field by field: the
// candidate's move was just written in parts, and a read of it whole
// would stall as appendStep says.
func appendCopy(buf []Move, m *Move, promote bool) []Move {
	return appendFields(buf, m.From, m.To, &m.Via, m.NVia, promote)
}

// captures reports whether move m removes an enemy piece.
func (p *Position) captures(m Move) bool {
	sq, n := m.removes()
	for _, s := range sq[:n] {
		if p.enemyAt(s, m) {
			return true
		}
	}
	return false
}

// promotion combines the promotion hooks' verdicts on the candidate: the
// strongest wins; with none the piece does not promote (PromotionForbidden
// then, as for a piece that has no promotion or is transformed).
func (p *Position) promotion(c *Candidate) Promotion {
	k := c.Piece.Kind()
	if p.r.kinds[k].promotesTo == 0 || p.quietMove(k, c.Move.From, c.Move.To, c.Captures) || p.transform(c) != 0 {
		return PromotionForbidden
	}
	v := PromotionUnaffected
	for _, h := range p.r.hooks.promotions {
		v = max(v, h.Promotion(p, c))
	}
	if v == PromotionUnaffected {
		return PromotionForbidden
	}
	return v
}

// transform returns the kind a transformer hook turns the moving piece
// into, or 0.
func (p *Position) transform(c *Candidate) Kind {
	for _, t := range p.r.hooks.transformers {
		if k := t.Becomes(p, c); k != 0 {
			return k
		}
	}
	return 0
}

// enemyAt reports whether move m captures on square s.
func (p *Position) enemyAt(s board.Square, m Move) bool {
	return s != board.NoSquare && s != 0 && s != m.From && p.cells[s] != 0 && p.cells[s].Color() != p.side
}

// adjacent reports whether squares a and b touch.
func (p *Position) adjacent(a, b board.Square) bool { return p.distance(a, b) <= 1 }

// eachWithin calls f for every piece within radius king steps of s, s
// included, until f returns true; it reports whether one did.
func (p *Position) eachWithin(s board.Square, radius int, f func(q board.Square, c Cell) bool) bool {
	geo := p.r.Geo
	sx, sy := geo.XY(s)
	for y := max(0, sy-radius); y <= min(geo.Ranks()-1, sy+radius); y++ {
		for x := max(0, sx-radius); x <= min(geo.Files()-1, sx+radius); x++ {
			if q := geo.At(x, y); p.cells[q] != 0 && f(q, p.cells[q]) {
				return true
			}
		}
	}
	return false
}

// distance is the king-step distance between two squares.
func (p *Position) distance(a, b board.Square) int {
	ax, ay := p.r.Geo.XY(a)
	bx, by := p.r.Geo.XY(b)
	return max(ax-bx, bx-ax, ay-by, by-ay)
}

// protectedAfter reports whether the opponent could recapture on square s
// after move m: the mover on s, its start square empty and the pieces it
// captured elsewhere gone.
func (p *Position) protectedAfter(m Move, s board.Square) bool {
	moved := p.remove(m.From)
	var gone [MaxVia]change
	for i, v := range m.Via[:m.NVia] {
		if v != s && p.enemyAt(v, m) {
			gone[i] = change{sq: v, cell: p.remove(v)}
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

// rayGen is what the generation of plain moves needs to know of the
// position and its rules, found once a generation.
type rayGen struct {
	friend board.Occupant
	far    *[mailboxCap]uint8 // the side to move's distances from its far edge
	// unfiltered says whether no move filter looks at non-captures
	// [0] or captures [1].
	unfiltered [2]bool
	// effects says whether an effect may remove a piece after a move that
	// neither captures nor promotes (see mayChangeMaterial).
	effects bool
}

func (p *Position) rayGen() rayGen {
	return rayGen{friend: board.Owner(p.side), far: p.r.farDist[p.side], unfiltered: p.r.hooks.unfiltered,
		effects: p.r.opaqueEffects || len(p.r.quietRemovals) > 0}
}

// openRays returns the mask of the rays from square from whose first
// square is on the board and holds no piece of colour friend: bit i for
// rays[i], of which there are at most maxRays. Most rays of a crowded
// board end before their first step: this loop tests them without a
// branch, and a call keeps it apart from the loops around it so that its
// few values stay in registers.
//
//go:noinline
func openRays(grid *[mailboxCap]board.Occupant, from board.Square, rays []ray, friend board.Occupant) uint64 {
	var open uint64
	for i := range rays {
		open |= uint64(b2i(grid[uint(from+rays[i].delta)%mailboxCap]&friend == 0)) << i
	}
	return open
}

// appendStep appends the move of one leg from from to to, written in
// place: a Move built aside, written in parts and read back whole to be
// copied, stalls the processor, which cannot forward the parts to the
// read.
func appendStep(buf []Move, from, to board.Square) []Move {
	n := len(buf)
	if n == cap(buf) {
		buf = slices.Grow(buf, 1)
	}
	buf = buf[:n+1]
	buf[n] = Move{From: from, To: to}
	return buf
}

// modeRefuses is the mode bit that forbids a ray's move to an empty
// square [0] or onto an enemy [1].
var modeRefuses = [2]betza.Mode{betza.ModeCapture, betza.ModeMove}
