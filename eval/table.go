package eval

import (
	"slices"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// Estimate is the value of one piece of a variant and how it was reached.
type Estimate struct {
	// Piece is the piece.
	Piece *variant.Piece
	// Moves measures the piece's own move.
	Moves Moves
	// Hooks is the mobility, in squares, that the rule hooks add to the
	// piece: the squares a burner burns, the lines a net freezes, the
	// shooters a fog stops.
	Hooks float64
	// Own is the value of the piece as it moves, without its promotion:
	// the file's value field when it states one.
	Own int
	// Stated reports that Own is the file's value, not an estimate.
	Stated bool
	// Promotion is the value of the piece it promotes to (its Own), or 0.
	Promotion int
	// Weight is the share of the gain of promoting that counts in Value:
	// higher where the rules promote on capture than in a far zone.
	Weight float64
	// Royal reports a royal piece: priceless, its loss is the game's (or
	// brings it closer), and Value is RoyalValue.
	Royal bool
	// Value is the piece's value in centipawns: Own, plus Weight of what
	// promoting gains; RoyalValue for a royal piece.
	Value int
}

// Table holds the values of a variant's pieces, by piece and by kind.
type Table struct {
	// Pieces lists the estimate of each piece, in the variant's order.
	Pieces []Estimate
	// Density is the share of squares occupied on the boards the
	// estimate averages over: half of what the setup fills.
	Density float64
	// RoyalValue is the value a royal piece counts for: twice the most
	// valuable other piece's, so that losing one of several royals
	// outweighs any other loss.
	RoyalValue int
	// Pawn is the value of the variant's pawn, the unit of the scores a
	// search reports: a score of Pawn is 100 centipawns, whatever the
	// internal scale ([Table.Centipawns]). The pawn is the piece of the
	// setup whose move does what one step forward does (its [Moves] are
	// the unit's), the least valuable of them if several do; a variant
	// without one counts in its weakest piece of the setup, royal pieces
	// aside; one with no such piece at all in the unit, 100.
	Pawn int

	byKind []int32 // the value of each kind, 0 for no piece
	gain   []int32 // by kind: what promoting would add to its value, 0 if nothing
	own    []int32 // by kind: what its own move is worth (Estimate.Own), 0 for no piece
}

// Promotion weights: the share of the gain of promoting that a piece's
// value counts, where it promotes in a far zone and where the rules
// promote it on capture anywhere on the board.
const (
	zoneWeight    = 0.2
	captureWeight = 0.5
)

// Hook weights, in squares of mobility: for each enemy a burner burns on
// average (actively, or passively where an enemy lands next to it), each
// square of the lines a net freezes, and each square of a fog's radius.
const (
	burnWeight    = 1.0
	passiveWeight = 0.5
	netWeight     = 0.25
	fogWeight     = 0.25
)

// NewTable estimates the value of every piece of the rules' variant, and
// of every kind: a promoted kind is worth the piece it moves as.
func NewTable(r *rules.Rules) *Table {
	v := r.Variant
	t := &Table{Density: startDensity(v)}
	b := newBoards(v.Geometry, t.Density)
	unitMoves := b.moves(unitBetza, betza.MustCompile(unitBetza))
	lines := b.moves(linesBetza, betza.MustCompile(linesBetza)).Range
	unit := unitMoves.mobility(lines)
	hooks := hookMobility(v, b)
	t.Pieces = make([]Estimate, len(v.Pieces))
	for i, p := range v.Pieces {
		e := &t.Pieces[i]
		e.Piece, e.Royal, e.Hooks = p, p.Royal, hooks[p]
		e.Moves = b.moves(p.Move.Notation(), p.Move)
		e.Own, e.Stated = valueOf(e.Moves.mobility(lines)+e.Hooks, unit), p.Value > 0
		if e.Stated {
			e.Own = p.Value
		}
	}
	for i := range t.Pieces {
		if e := &t.Pieces[i]; !e.Royal {
			t.RoyalValue = max(t.RoyalValue, 2*e.Own)
		}
	}
	for i, p := range v.Pieces {
		e := &t.Pieces[i]
		e.Value = e.Own
		if p.Promotes != nil {
			e.Promotion = t.Pieces[slices.Index(v.Pieces, p.Promotes)].Own
			e.Weight = promotionWeight(v, p)
			if gain := e.Promotion - e.Own; gain > 0 {
				e.Value += int(e.Weight * float64(gain))
			}
		}
		if e.Royal {
			e.Value = t.RoyalValue
		}
	}
	t.Pawn = pawnValue(v, t.Pieces, unitMoves)
	t.byKind = make([]int32, r.Kinds()+1)
	t.gain = make([]int32, r.Kinds()+1)
	t.own = make([]int32, r.Kinds()+1)
	for k := rules.Kind(1); int(k) <= r.Kinds(); k++ {
		e := &t.Pieces[slices.Index(v.Pieces, r.Piece(k))]
		t.own[k] = int32(e.Own)
		switch {
		case e.Royal:
			t.byKind[k] = int32(t.RoyalValue)
		case r.Promoted(k):
			t.byKind[k] = int32(e.Own)
		default:
			t.byKind[k] = int32(e.Value)
			if e.Promotion > e.Own {
				t.gain[k] = int32(e.Promotion - e.Value)
			}
		}
	}
	return t
}

// Value returns the value of kind k in centipawns, 0 for no piece.
func (t *Table) Value(k rules.Kind) int { return int(t.byKind[k]) }

// Centipawns converts a value of the internal scale into centipawns of
// the variant's pawn (see [Table.Pawn]), rounding to the nearest.
func (t *Table) Centipawns(v int) int {
	n := int64(v) * 100
	half := int64(t.Pawn) / 2
	if n < 0 {
		half = -half
	}
	return int((n + half) / int64(t.Pawn))
}

// pawnValue is the value of the variant's pawn: the least valuable piece
// of the setup that moves as the unit does, else the least valuable piece
// of the setup (royal pieces aside), else 100.
func pawnValue(v *variant.Variant, est []Estimate, unit Moves) int {
	pawn, weakest := 0, 0
	for _, pl := range v.Setup {
		e := &est[slices.Index(v.Pieces, pl.Piece)]
		if e.Royal || e.Value <= 0 {
			continue
		}
		if e.Moves == unit && (pawn == 0 || e.Value < pawn) {
			pawn = e.Value
		}
		if weakest == 0 || e.Value < weakest {
			weakest = e.Value
		}
	}
	switch {
	case pawn > 0:
		return pawn
	case weakest > 0:
		return weakest
	}
	return 100
}

// promotionWeight is the share of the gain of promoting that counts in
// piece p's value: more when a hook promotes it on capture.
func promotionWeight(v *variant.Variant, p *variant.Piece) float64 {
	if cp, ok := v.Rule("capture-promotion").(*variant.CapturePromotion); ok && (cp.Unpromoted != variant.PromotionNone || cp.Promoted != variant.PromotionNone) {
		return captureWeight
	}
	if pc, ok := v.Rule("promote-on-capture").(*variant.PromoteOnCapture); ok {
		for _, rule := range pc.Rules {
			if len(rule.Capturers) == 0 || names(p, rule.Capturers) {
				return captureWeight
			}
		}
	}
	return zoneWeight
}

// hookMobility is the mobility, in squares, that the hooks in force add
// to each piece they name.
func hookMobility(v *variant.Variant, b *boards) map[*variant.Piece]float64 {
	add := map[*variant.Piece]float64{}
	each := func(ids []string, f float64) {
		for _, p := range v.Pieces {
			if names(p, ids) {
				add[p] += f
			}
		}
	}
	if burn, ok := v.Rule("burning").(*variant.Burning); ok {
		area := float64((2*burn.Radius+1)*(2*burn.Radius+1) - 1)
		f := 0.0
		if burn.Active {
			f += burnWeight
		}
		if burn.Passive {
			f += passiveWeight
		}
		if burn.Friendly {
			f /= 2
		}
		each(burn.Pieces, f*area*b.density)
	}
	if im, ok := v.Rule("immobilising").(*variant.Immobilising); ok {
		for _, n := range im.Nets {
			if prog, err := betza.Compile(n.Directions); err == nil {
				each([]string{n.Piece}, netWeight*b.moves(n.Directions, prog).Range)
			}
		}
	}
	if sh, ok := v.Rule("shooting").(*variant.Shooting); ok && sh.Fog.Piece != "" {
		r := sh.Fog.Radius
		each([]string{sh.Fog.Piece}, fogWeight*float64((2*r+1)*(2*r+1)-1)*b.density)
	}
	return add
}

// names reports whether a hook's list of piece ids or traits names p.
func names(p *variant.Piece, ids []string) bool {
	for _, id := range ids {
		if p.ID == id || p.Has(id) {
			return true
		}
	}
	return false
}
