package eval

import (
	"math/bits"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// Evaluator scores positions of one variant: the material of the Table,
// advancement toward promotion, placement, royal safety and the bare-king
// rule. It is immutable once made and safe for concurrent use; Evaluate
// takes a scratch buffer from its caller.
type Evaluator struct {
	// Table holds the piece values.
	Table *Table

	r       *rules.Rules
	squares []board.Square
	x, y    []int8         // by square: its column and row
	span    int32          // the board's larger side
	psq     [][]int32      // by kind, then by square as Black sees it: material, advancement and placement
	turned  []board.Square // by square: where it stands as Black sees it for a White piece
	royal   []bool         // by kind
	pull    []int32        // by kind: the tropism of a piece next to an enemy royal piece
	bare    bool           // a side left with only royal pieces loses (the bare-king hook)
	// spare is set where a side loses only when all its royal pieces are
	// gone (rules.Rules.SpareRoyals): a side's royal safety and the net
	// around its royal pieces are those of its safest royal piece, and
	// the enemy's pieces are drawn to the royal piece farthest from them,
	// the one they must take last.
	spare bool
	// setupWorth is what both sides' pieces that are not royal are worth
	// in the variant's setup: the material a side ahead trades down from.
	setupWorth int64
	// trade is the trade-down's share, in chaseUnits (see tradeShare).
	trade int64
	// openNet is set on a board whose larger side is longer than
	// tropismSpan: once half the setup's material is gone, both sides
	// close the net whatever the balance (see emptyNet).
	openNet bool
	// pullAt is the tropism of a piece by kind and by king steps to the
	// enemy royal pieces (0 to span, see distance), at kind*(span+1)+steps:
	// pull*(span-steps)/span, looked up rather than divided.
	pullAt []int32
}

// Evaluation weights, in centipawns.
const (
	// advanceShare is the share of what promoting gains that a piece
	// that could promote has earned on the last rank; it grows with the
	// square of how far up the board the piece stands.
	advanceShare = 0.3
	// placeShare is the share of its own value that a piece that is not
	// royal gains or loses for each share of its mean reach over the
	// board's squares that it reaches more or fewer squares from its
	// square (boards.reachFrom): a stepper in a corner reaches fewer than
	// in the middle of the board.
	placeShare = 0.15
	// attackerPenalty is what each enemy piece that reaches a royal piece
	// costs its side, counted when an enemy piece has come within two king
	// steps of it (so that the attackers are looked for only then), and
	// guardBonus what each friendly piece next to it brings.
	attackerPenalty = 40
	guardBonus      = 8
	// bareKingPenalty is what a side left with only royal pieces loses,
	// where the bare-king hook makes that a loss.
	bareKingPenalty = 3000
	// tropismShare is the share of a piece's value it earns standing next
	// to the enemy royal piece (see distance), falling off to nothing
	// across the board: it draws the pieces of a side ahead in material
	// toward the royal pieces it must capture. On a board whose larger
	// side is longer than tropismSpan squares the share grows with it, up
	// to tropismSpanCap times, so that a step toward the enemy royal piece
	// earns what it earns on a board of tropismSpan: spread over the
	// board as it was, a step earned a fifth less in dai and more than a
	// third less in maka dai dai, where a side ahead must walk its pieces
	// farther (the figures are in docs/engines.md).
	tropismShare   = 1.0 / 16
	tropismSpan    = 12
	tropismSpanCap = 2
	// A piece earns its tropism on at most pullCap times Table.RoyalValue
	// (a quarter of the most valuable piece's value): the strongest
	// pieces, drawn into the enemy's camp for their share, were trapped
	// there.
	pullCap = 1.0 / 8
	// A side whose pieces that are not royal are worth more than the
	// enemy's by more than chaseFrom/chaseUnit of the enemy's, weights its
	// tropism and its attacks on the enemy royal pieces more, up to
	// 1+pullGain times where they are worth twice the enemy's, and the
	// confinement below up to 1+chaseGain times: a side far ahead closes
	// in on the royal pieces rather than collecting material. The tropism
	// rises more slowly than the confinement: rising as fast, it drew a
	// side a few pawns ahead in chu into the enemy's camp while the
	// enemy's counterattack took its own royal piece, and won endings
	// took more plies (the match and the endgame figures are in
	// docs/engines.md).
	chaseUnit = 64
	chaseFrom = 6
	chaseGain = 7
	pullGain  = 3
	// A side whose chase weight is confineFrom or more (its pieces that
	// are not royal worth about a sixth more than the enemy's) earns,
	// times that weight, confineBonus for each square within
	// confineRadius king steps of an enemy royal piece that the royal
	// piece cannot walk to: off the board, or cut off by the squares the
	// side's pieces reach and those the royal piece's own pieces hold; and
	// royalPull for each step its own royal pieces stand nearer the enemy
	// royal piece than the board's width. It drives a side far ahead to
	// close the net and bring its royal pieces up, on boards where the
	// capture lies hundreds of plies beyond the search. From a weight of
	// four (one and a half times the enemy's material) the net never
	// acted in dai dai, where a lead of a hundred pawns is a seventh of
	// the material: the side ahead kept its army home to the ply limit.
	confineFrom   = chaseUnit + chaseUnit/2
	confineBonus  = 4
	confineRadius = 3
	royalPull     = 4
	// A side ahead in the value of its pieces that are not royal counts
	// its lead tradeShare more for each time the setup's material is
	// the material left on the board, beyond the first and up to
	// tradeCap times: it trades pieces down rather than keep them, as a
	// lead is worth more the fewer pieces there are to defend with, and
	// the side behind avoids the trades. It draws the side ahead toward a
	// bare king and a royal it can hunt. On a board whose larger side is
	// at most tropismSpan squares the share is tradeShare/2: at a quarter
	// the search scored 42 of 60 chu games against HaChu where at an
	// eighth it scored 45.5 on the same openings (docs/engines.md); across
	// dai dai's 17 squares a quarter ended 4 of 10 self-play games where
	// an eighth had ended 1 of 8.
	tradeShare = 1.0 / 4
	tradeCap   = 16
	// Both sides weight their tropism and the attacks on the royal pieces
	// once more for each time the setup's material that is not royal is
	// the material left on the board, beyond the first, up to emptyCap
	// times (four times the weight once three quarters of it are gone):
	// as the board empties, the enemy royal pieces are what is left to
	// play for, and one's own more exposed. With the setup's weight
	// throughout, two equal sides in dai dai (no repetition, no bare-king
	// rule) traded down to a fifth of their pieces and then kept them at
	// home around their royal pieces: 3 of 8 self-play games at 1 s a
	// move ended before a thousand plies (docs/engines.md).
	emptyCap = 3
	// On a board larger than tropismSpan squares, once half the setup's
	// material that is not royal is gone, each side earns the
	// confinement around the enemy royal pieces with the weight of the
	// emptied board (two to four times, see emptyCap) even where the
	// material is even: two equal sides in dai otherwise kept their royal
	// pieces home and their long-range pieces roaming, and led by a
	// sixth only after 800 plies; with it, 6 of 7 self-play games at 1 s
	// a move ended by royal capture, where 3 of 6 had. In chu the net for
	// even sides scored 43 of 60 games against HaChu where the search
	// without it scored 45.5 on the same openings (docs/engines.md).
	emptyNet = chaseUnit
)

// NewEvaluator builds the evaluator of rules r, with the values of
// NewTable.
func NewEvaluator(r *rules.Rules) *Evaluator {
	t := NewTable(r)
	geo := r.Geo
	e := &Evaluator{
		Table: t, r: r, squares: geo.Squares(),
		x: make([]int8, geo.Cells()), y: make([]int8, geo.Cells()),
		span:   int32(max(geo.Files(), geo.Ranks())),
		psq:    make([][]int32, r.Kinds()+1),
		turned: make([]board.Square, geo.Cells()),
		royal:  make([]bool, r.Kinds()+1),
		pull:   make([]int32, r.Kinds()+1),
		spare:  r.SpareRoyals(),
	}
	for _, s := range e.squares {
		file, rank := geo.FileRank(s)
		e.x[s], e.y[s] = int8(file), int8(rank)
		e.turned[s] = geo.Rotate(s)
	}
	b := newBoards(geo, t.Density)
	widen := min(tropismSpanCap, max(1, float64(e.span)/tropismSpan)) // see tropismShare
	e.trade = int64(tradeShare * chaseUnit)
	if e.span <= tropismSpan {
		e.trade /= 2
	}
	e.openNet = e.span > tropismSpan
	ranks := geo.Ranks()
	for k := rules.Kind(1); int(k) <= r.Kinds(); k++ {
		e.royal[k] = r.Piece(k).Royal
		e.pull[k] = int32(widen * tropismShare * min(float64(t.byKind[k]), pullCap*float64(t.RoyalValue)))
		// A royal piece counts in the material for what it moves like,
		// at most Table.RoyalValue: the loss of a side's last one ends
		// the game, which the search scores, and a second one (a drunk
		// elephant promoted to prince) is not priceless. Counted at
		// RoyalValue, twice chu's lion, that promotion gained 45 pawns.
		// The exchanges (Value) still count RoyalValue, so that no trade
		// gives a royal piece up.
		material := t.byKind[k]
		if e.royal[k] {
			material = min(material, t.own[k])
		}
		var reach []float64 // by square, nil for a royal piece
		var mean float64    // over the board's squares
		if !e.royal[k] {
			reach = b.reachFrom(r.Piece(k).Move)
			for _, s := range e.squares {
				mean += reach[s]
			}
			mean /= float64(len(e.squares))
		}
		e.psq[k] = make([]int32, geo.Cells())
		for _, s := range e.squares {
			v := material
			if ranks > 1 {
				f := float64(ranks-int(e.y[s])) / float64(ranks-1) // how far up the board for Black
				v += int32(advanceShare * float64(t.gain[k]) * f * f)
			}
			if mean > 0 {
				v += int32(placeShare * float64(t.own[k]) * (reach[s] - mean) / mean)
			}
			e.psq[k][s] = v
		}
	}
	e.pullAt = make([]int32, (r.Kinds()+1)*int(e.span+1))
	for k := range e.pull {
		for d := range e.span + 1 {
			e.pullAt[int32(k)*(e.span+1)+d] = e.pull[k] * (e.span - d) / e.span
		}
	}
	setup := r.NewPosition()
	for _, s := range e.squares {
		if c := setup.At(s); c != 0 && !e.royal[c.Kind()] {
			e.setupWorth += int64(t.byKind[c.Kind()])
		}
	}
	if bk, ok := r.Variant.Rule("bare-king").(*variant.BareKing); ok && bk.Mode != variant.BareKingNone {
		e.bare = true
	}
	return e
}

// Scratch is the space Evaluate works in; one per goroutine.
type Scratch struct {
	attackers []board.Square
	royals    [2][]board.Square // by side: the squares of its royal pieces
	escapes   []board.Square    // the squares of a royal piece's box confined asks about
	guarded   []bool            // whether the side ahead reaches each of escapes
}

// Evaluate scores position p for the side to move, in centipawns: the
// material, advancement and placement of its pieces less the opponent's
// (placement: a share of a piece's value for the squares it reaches from
// its square beyond those it reaches on average), royal
// safety (friendly pieces next to a royal piece and, once an enemy piece
// has come within two king steps, the enemy pieces that reach it), the
// nearness of each piece to the enemy royal pieces (the attackers and the
// nearness weighted more as the board empties), for a side far ahead
// the squares around the enemy royal pieces they cannot walk to and the
// nearness of its own, a side's lead counting more as the board empties,
// and, under the bare-king rule, a side left with
// only royal pieces. It reads every
// square; [Incremental] gives the same score move by move. It does not
// allocate once s has grown.
func (e *Evaluator) Evaluate(p *rules.Position, s *Scratch) int {
	m := e.count(p, s)
	trop := e.tropism(p, s.royals)
	return e.finish(p, s, &m, trop, s.royals)
}

// material is what a scan of the board finds: by side, the material and
// advancement of its pieces, and the number and the value of those that
// are not royal.
type material struct {
	base   [2]int32
	others [2]int32
	worth  [2]int32
}

// count scans p's board for its material, and lists each side's royal
// pieces in s.royals.
func (e *Evaluator) count(p *rules.Position, s *Scratch) material {
	var m material
	s.royals[0], s.royals[1] = s.royals[0][:0], s.royals[1][:0]
	for _, sq := range e.squares {
		c := p.At(sq)
		if c == 0 {
			continue
		}
		side := c.Color()
		m.base[side] += e.placed(c, sq)
		if e.royal[c.Kind()] {
			s.royals[side] = append(s.royals[side], sq)
		} else {
			m.others[side]++
			m.worth[side] += e.Table.byKind[c.Kind()]
		}
	}
	return m
}

// placed is the material, advancement and placement of the piece in
// cell c, not empty, on square sq.
func (e *Evaluator) placed(c rules.Cell, sq board.Square) int32 {
	if c.Color() == board.White {
		sq = e.turned[sq]
	}
	return e.psq[c.Kind()][sq]
}

// tropism sums, by side, what its pieces that are not royal earn for
// standing near the enemy royal pieces on the squares royals lists.
func (e *Evaluator) tropism(p *rules.Position, royals [2][]board.Square) [2]int32 {
	return e.tropismOf(p, royals, [2]bool{true, true})
}

// tropismOf is tropism for the sides of which, 0 for the others.
func (e *Evaluator) tropismOf(p *rules.Position, royals [2][]board.Square, which [2]bool) [2]int32 {
	var t [2]int32
	for _, sq := range e.squares {
		c := p.At(sq)
		if c == 0 || e.royal[c.Kind()] || !which[c.Color()] {
			continue
		}
		side := c.Color()
		t[side] += e.near(c, sq, royals[1-side])
	}
	return t
}

// distance is the number of king steps from square sq to the squares
// royals lists, the board's larger side when there is none: to the
// farthest of them where a side loses only when all are gone (spare), to
// the nearest otherwise.
func (e *Evaluator) distance(sq board.Square, royals []board.Square) int32 {
	if len(royals) == 0 {
		return e.span
	}
	var d int32
	for i, r := range royals {
		steps := max(abs8(e.x[sq]-e.x[r]), abs8(e.y[sq]-e.y[r]))
		if i == 0 || e.spare && steps > d || !e.spare && steps < d {
			d = steps
		}
	}
	return d
}

// near is what the piece in cell c, not empty and not royal, earns on
// square sq for its distance to the enemy royal pieces on squares enemy
// (see distance): a share of its value, falling off across the board.
func (e *Evaluator) near(c rules.Cell, sq board.Square, enemy []board.Square) int32 {
	if len(enemy) == 0 {
		return 0
	}
	return e.pullAt[int32(c.Kind())*(e.span+1)+e.distance(sq, enemy)]
}

// finish adds to each side's material and advancement its tropism, the
// terms read around its royal pieces, on the squares royals lists, and
// the bare-king rule's, and returns the score for the side to move.
func (e *Evaluator) finish(p *rules.Position, s *Scratch, m *material, trop [2]int32, royals [2][]board.Square) int {
	score := m.base
	thinned := e.thinned(m)
	e.tradeDown(m, thinned, &score)
	chase, pull := e.chase(m, thinned)
	for side := range 2 {
		score[side] += trop[side] * pull[side] / chaseUnit
		c := board.Color(side)
		netWeight := chase[side]
		if e.openNet && thinned >= emptyNet {
			netWeight = max(netWeight, int32(emptiedWeight(thinned)))
		}
		if netWeight >= confineFrom {
			var net int
			for i, sq := range royals[1-side] {
				n := e.confined(p, s, sq, c)
				switch {
				case !e.spare:
					net += n
				case i == 0 || n < net:
					net = n
				}
			}
			score[side] += int32(confineBonus*net) * netWeight / chaseUnit
		}
		if chase[side] >= confineFrom {
			for _, sq := range royals[side] {
				score[side] += royalPull * (e.span - e.distance(sq, royals[1-side])) * chase[side] / chaseUnit
			}
		}
		var safety int32
		for i, sq := range royals[side] {
			guards, near := e.around(p, sq, c)
			v := int32(guardBonus * guards)
			if near {
				s.attackers = p.Attackers(sq, c.Other(), s.attackers[:0])
				v -= int32(attackerPenalty*len(s.attackers)) * pull[1-side] / chaseUnit
			}
			switch {
			case !e.spare:
				safety += v
			case i == 0 || v > safety:
				safety = v
			}
		}
		score[side] += safety
	}
	if e.bare {
		for side := range 2 {
			if m.others[side] == 0 && m.others[1-side] > 0 {
				score[side] -= bareKingPenalty
			}
		}
	}
	us := p.Side()
	return int(score[us] - score[us.Other()])
}

// tradeDown adds to the score of the side ahead in the value of its
// pieces that are not royal its lead times its share (e.trade, see
// tradeShare) for each time the
// setup's material is the material left, beyond the first, at most
// tradeCap times; thinned is e.thinned(m).
func (e *Evaluator) tradeDown(m *material, thinned int64, score *[2]int32) {
	times := min(thinned, tradeCap*chaseUnit)
	if times == 0 {
		return
	}
	for side := range 2 {
		lead := int64(m.worth[side]) - int64(m.worth[1-side])
		if lead <= 0 {
			continue
		}
		score[side] += int32(lead * times * e.trade / (chaseUnit * chaseUnit))
	}
}

// emptiedWeight is the weight, in chaseUnits, of the play against the
// royal pieces on a board thinned times emptied (see thinned): one more
// for each time the setup's material is the material left, beyond the
// first, up to emptyCap more.
func emptiedWeight(thinned int64) int64 {
	return chaseUnit + min(thinned, emptyCap*chaseUnit)
}

// thinned is how many times, in chaseUnits, the setup's material that is
// not royal is the material left on the board, beyond the first: 0 in the
// setup, one unit once half of it is gone.
func (e *Evaluator) thinned(m *material) int64 {
	left := int64(m.worth[0]) + int64(m.worth[1])
	if left <= 0 || e.setupWorth <= left {
		return 0
	}
	return e.setupWorth*chaseUnit/left - chaseUnit
}

// chase returns, by side, the weights of its play against the enemy
// royal pieces, in chaseUnits: one while the material is even, growing
// with its lead once its pieces that are not royal are worth chaseFrom
// more than the enemy's, to 1+chaseGain (net: the confinement and its
// royal pieces' nearness) and 1+pullGain (pull: its tropism and attacks)
// when it has twice the enemy's; and the pull of both sides times one
// more for each time the setup's material is the material left, beyond
// the first, at most emptyCap times; thinned is e.thinned(m).
func (e *Evaluator) chase(m *material, thinned int64) (net, pull [2]int32) {
	emptied := emptiedWeight(thinned)
	for side := range 2 {
		us, them := int64(m.worth[side]), int64(m.worth[1-side])
		// lead is by how much us exceeds them, as a share of them, in
		// chaseUnits, at most one unit (twice them).
		lead := int64(chaseUnit)
		if them > 0 {
			lead = min(lead, (us-them)*chaseUnit/them)
		}
		net[side], pull[side] = chaseUnit, chaseUnit
		if lead > chaseFrom {
			net[side] += int32((lead - chaseFrom) * chaseGain * chaseUnit / (chaseUnit - chaseFrom))
			pull[side] += int32((lead - chaseFrom) * pullGain * chaseUnit / (chaseUnit - chaseFrom))
		}
		pull[side] = int32(int64(pull[side]) * emptied / chaseUnit)
	}
	return net, pull
}

func abs8(v int8) int32 {
	if v < 0 {
		return -int32(v)
	}
	return int32(v)
}

// around counts the pieces of side c next to square sq, which holds no
// enemy piece (a royal piece of side c), and reports whether an enemy
// piece stands within two king steps of it: next to sq or to one of the
// squares around it on the board.
func (e *Evaluator) around(p *rules.Position, sq board.Square, c board.Color) (guards int, near bool) {
	enemy := c.Other()
	if p.Adjacent(sq, enemy) > 0 {
		return p.Adjacent(sq, c), true
	}
	for _, d := range kingSteps {
		if n := sq + d; e.r.Geo.OnBoard(n) && p.Adjacent(n, enemy) > 0 {
			return p.Adjacent(sq, c), true
		}
	}
	return p.Adjacent(sq, c), false
}

// confined counts the squares within confineRadius king steps of square
// sq, which holds a royal piece of the side other than by, that the royal
// piece cannot walk to in king steps within that distance: off the
// board, reached by a piece of side by (rules.Position.Guarded), held by
// a piece of its own side, or beyond such squares. Guarded asks the
// squares at once, each holding an enemy piece, so a line into the box
// reaches its first square only: a rook cutting the royal piece's rank
// takes one square of it. Asked of each square alone, the whole line
// counted, and the search scored 41.5 of 60 chu games against HaChu
// where it scores 45.5 (docs/engines.md).
func (e *Evaluator) confined(p *rules.Position, s *Scratch, sq board.Square, by board.Color) int {
	// The box of squares is a set of bits, a row of boxSide bits for each
	// rank; bit[j] is the bit of s.escapes[j].
	var bit [boxSide * boxSide]uint8
	free := uint64(1) << boxCentre
	s.escapes = s.escapes[:0]
	i := uint8(0)
	for dy := -confineRadius; dy <= confineRadius; dy++ {
		for dx := -confineRadius; dx <= confineRadius; dx, i = dx+1, i+1 {
			to := sq + board.Square(-dy*board.Stride+dx)
			if to == sq || !e.r.Geo.OnBoard(to) {
				continue
			}
			if c := p.At(to); c != 0 && c.Color() != by {
				continue
			}
			bit[len(s.escapes)] = i
			s.escapes = append(s.escapes, to)
		}
	}
	s.guarded = p.Guarded(s.escapes, by, s.guarded)
	for j, g := range s.guarded {
		if !g {
			free |= 1 << bit[j]
		}
	}
	// The squares the royal piece walks to: from the centre, grown by a
	// king step at a time within the free squares.
	reached := uint64(1) << boxCentre
	for {
		grown := reached | reached<<boxSide | reached>>boxSide
		grown |= grown<<1&^boxColumn0 | grown>>1&^(boxColumn0<<(boxSide-1))
		grown &= free
		if grown == reached {
			return boxSide*boxSide - bits.OnesCount64(reached)
		}
		reached = grown
	}
}

// The box confined reads: boxSide squares a side around the royal piece's,
// whose bit is boxCentre; boxColumn0 has the bits of the box's first file.
const (
	boxSide    = 2*confineRadius + 1
	boxCentre  = boxSide * boxSide / 2
	boxColumn0 = (1<<(boxSide*boxSide) - 1) / (1<<boxSide - 1)
)

// The box fits in the 64 bits confined keeps it in.
var _ [64 - boxSide*boxSide]struct{}

// kingSteps are the mailbox offsets of the eight squares around a square.
var kingSteps = [8]board.Square{
	-board.Stride - 1, -board.Stride, -board.Stride + 1,
	-1, 1,
	board.Stride - 1, board.Stride, board.Stride + 1,
}

// Value returns the value of the piece in cell c, 0 for an empty cell.
func (e *Evaluator) Value(c rules.Cell) int { return int(e.Table.byKind[c.Kind()]) }

// Lead returns by how much the pieces that are not royal of the side to
// move in p outweigh the enemy's, in the scale of [Evaluator.Evaluate]:
// the material alone, before the placement, the trade-down and the
// chase weight it, negative for a side behind.
func (e *Evaluator) Lead(p *rules.Position) int {
	var worth [2]int
	for _, sq := range e.squares {
		if c := p.At(sq); c != 0 && !e.royal[c.Kind()] {
			worth[c.Color()] += int(e.Table.byKind[c.Kind()])
		}
	}
	us := p.Side()
	return worth[us] - worth[us.Other()]
}
