package eval

import (
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// Evaluator scores positions of one variant: the material of the Table,
// advancement toward promotion, royal safety and the bare-king rule. It is
// immutable once made and safe for concurrent use; Evaluate takes a
// scratch buffer from its caller.
type Evaluator struct {
	// Table holds the piece values.
	Table *Table

	r       *rules.Rules
	ranks   int
	squares []board.Square
	ahead   []int8    // by square: how far up the board it is for Black, 0 on Black's back rank
	x, y    []int8    // by square: its column and row
	span    int32     // the board's larger side
	psq     [][]int32 // by kind, then by how far up the board: value plus advancement
	royal   []bool    // by kind
	bare    bool      // a side left with only royal pieces loses (the bare-king hook)
}

// Evaluation weights, in centipawns.
const (
	// advanceShare is the share of what promoting gains that a piece
	// that could promote has earned on the last rank; it grows with the
	// square of how far up the board the piece stands.
	advanceShare = 0.3
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
	// to the nearest enemy royal piece, falling off to nothing across the
	// board: it draws the pieces of a side ahead in material toward the
	// royal pieces it must capture.
	tropismShare = 1.0 / 16
)

// NewEvaluator builds the evaluator of rules r, with the values of
// NewTable.
func NewEvaluator(r *rules.Rules) *Evaluator {
	t := NewTable(r)
	geo := r.Geo
	e := &Evaluator{
		Table: t, r: r, ranks: geo.Ranks(), squares: geo.Squares(),
		ahead: make([]int8, geo.Cells()),
		x:     make([]int8, geo.Cells()), y: make([]int8, geo.Cells()),
		span:  int32(max(geo.Files(), geo.Ranks())),
		psq:   make([][]int32, r.Kinds()+1),
		royal: make([]bool, r.Kinds()+1),
	}
	for _, s := range e.squares {
		file, rank := geo.FileRank(s)
		e.ahead[s] = int8(e.ranks - rank)
		e.x[s], e.y[s] = int8(file), int8(rank)
	}
	for k := rules.Kind(1); int(k) <= r.Kinds(); k++ {
		e.royal[k] = r.Piece(k).Royal
		row := make([]int32, e.ranks)
		for y := range row {
			row[y] = t.byKind[k]
			if e.ranks > 1 {
				f := float64(y) / float64(e.ranks-1)
				row[y] += int32(advanceShare * float64(t.gain[k]) * f * f)
			}
		}
		e.psq[k] = row
	}
	if bk, ok := r.Variant.Rule("bare-king").(*variant.BareKing); ok && bk.Mode != variant.BareKingNone {
		e.bare = true
	}
	return e
}

// Scratch is the space Evaluate works in; one per goroutine.
type Scratch struct {
	attackers []board.Square
	pieces    []board.Square // the pieces that are not royal
}

// Evaluate scores position p for the side to move, in centipawns: the
// material and advancement of its pieces less the opponent's, royal
// safety (friendly pieces next to a royal piece and, once an enemy piece
// has come within two king steps, the enemy pieces that reach it), the
// nearness of each piece to the enemy royal pieces and, under the bare-king rule, a side left with only royal pieces.
// It does not allocate once s has grown.
func (e *Evaluator) Evaluate(p *rules.Position, s *Scratch) int {
	var score [2]int32
	var others [2]int
	var royals [2][4]board.Square
	var nroyal [2]int
	s.pieces = s.pieces[:0]
	for _, sq := range e.squares {
		c := p.At(sq)
		if c == 0 {
			continue
		}
		k, side := c.Kind(), c.Color()
		y := e.ahead[sq]
		if side == board.White {
			y = int8(e.ranks-1) - y
		}
		score[side] += e.psq[k][y]
		if e.royal[k] {
			if nroyal[side] < len(royals[side]) {
				royals[side][nroyal[side]] = sq
				nroyal[side]++
			}
		} else {
			others[side]++
			s.pieces = append(s.pieces, sq)
		}
	}
	for _, sq := range s.pieces {
		c := p.At(sq)
		side := c.Color()
		enemy := royals[1-side][:nroyal[1-side]]
		if len(enemy) == 0 {
			continue
		}
		d := e.span
		for _, r := range enemy {
			d = min(d, max(abs8(e.x[sq]-e.x[r]), abs8(e.y[sq]-e.y[r])))
		}
		score[side] += int32(tropismShare*float64(e.Table.byKind[c.Kind()])) * (e.span - d) / e.span
	}
	for side := range 2 {
		c := board.Color(side)
		for _, sq := range royals[side][:nroyal[side]] {
			guards, near := e.around(p, sq, c)
			score[side] += int32(guardBonus * guards)
			if near {
				s.attackers = p.Attackers(sq, c.Other(), s.attackers[:0])
				score[side] -= int32(attackerPenalty * len(s.attackers))
			}
		}
	}
	if e.bare {
		for side := range 2 {
			if others[side] == 0 && others[1-side] > 0 {
				score[side] -= bareKingPenalty
			}
		}
	}
	us := p.Side()
	return int(score[us] - score[us.Other()])
}

func abs8(v int8) int32 {
	if v < 0 {
		return -int32(v)
	}
	return int32(v)
}

// around counts the pieces of side c next to square sq, and reports
// whether an enemy piece stands within two king steps of it.
func (e *Evaluator) around(p *rules.Position, sq board.Square, c board.Color) (guards int, near bool) {
	geo := e.r.Geo
	for dy := -2; dy <= 2; dy++ {
		for dx := -2; dx <= 2; dx++ {
			q := sq + board.Square(geo.Delta(dx, dy, board.Black))
			if (dx == 0 && dy == 0) || !geo.OnBoard(q) {
				continue
			}
			cell := p.At(q)
			switch {
			case cell == 0:
			case cell.Color() != c:
				near = true
			case dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1:
				guards++
			}
		}
	}
	return guards, near
}

// Value returns the value of the piece in cell c, 0 for an empty cell.
func (e *Evaluator) Value(c rules.Cell) int { return int(e.Table.byKind[c.Kind()]) }
