package rules

import (
	"fmt"
	"strings"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

// lossOfPower is the loss-of-power hook: a piece loses part of its move, or
// its promotion, when a trigger piece of its side is captured. Its state is
// which rules are in force for each side: one bit a rule, Black's in the
// low 32 bits of its state word and White's in the high; written in SFEN as
// entries SIDE:PIECE ("b:pawn").
type lossOfPower struct {
	rules []lossRule
	word  int
}

// lossRule is a loss-of-power rule with its reduced move compiled.
type lossRule struct {
	variant.LossOfPower
	piece *variant.Piece
	alt   *altMove // nil when it takes the promotion only
}

func compileLossOfPower(r *Rules, params *[]variant.LossOfPower) (Hook, error) {
	h := &lossOfPower{}
	for _, l := range *params {
		lr := lossRule{LossOfPower: l, piece: r.Variant.Piece(l.Piece)}
		if l.Loses == variant.PowerMove {
			prog, err := betza.Compile(l.Betza)
			if err != nil {
				return nil, variant.Problem{Msg: fmt.Sprintf("%s: %v", l.Piece, err)}
			}
			lr.alt = &altMove{betza: l.Betza, prog: prog, rays: r.compileRays(prog)}
		}
		h.rules = append(h.rules, lr)
	}
	return h, nil
}

// bit is the state bit of rule i for side c.
func bit(c board.Color, i int) uint64 { return 1 << (32*uint(c) + uint(i)) }

// lost returns the rule in force for a piece of colour c moving as piece,
// or nil.
func (h *lossOfPower) lost(p *Position, c board.Color, piece *variant.Piece) *lossRule {
	st := p.state[h.word]
	if st == 0 {
		return nil
	}
	for i := range h.rules {
		if st&bit(c, i) != 0 && h.rules[i].piece == piece {
			return &h.rules[i]
		}
	}
	return nil
}

// pieceMove gives a piece that has lost part of its move what remains.
func (h *lossOfPower) pieceMove(p *Position, c Cell) *altMove {
	if l := h.lost(p, c.Color(), p.r.kinds[c.Kind()].moves); l != nil {
		return l.alt
	}
	return nil
}

// lends lists the moves that remain to a piece of kind k under the rules
// that take part of the move of the piece it moves as.
func (h *lossOfPower) lends(r *Rules, k Kind) []*altMove {
	var out []*altMove
	for i := range h.rules {
		if l := &h.rules[i]; l.alt != nil && l.piece == r.kinds[k].moves {
			out = append(out, l.alt)
		}
	}
	return out
}

// Promotion forbids a piece that has lost its promotion to promote.
func (h *lossOfPower) Promotion(p *Position, c *Candidate) Promotion {
	if l := h.lost(p, c.Piece.Color(), p.r.kinds[c.Piece.Kind()].moves); l != nil && l.Loses == variant.PowerPromotion {
		return PromotionForbidden
	}
	return PromotionUnaffected
}

// AfterMove puts in force the rules whose trigger the move removed.
func (h *lossOfPower) AfterMove(p *Position, e *MoveEffects) {
	st := p.state[h.word]
	for _, x := range e.Removed {
		victim := &p.r.kinds[x.Cell.Kind()]
		for i, l := range h.rules {
			if triggers(victim, l.Trigger, l.TriggerPromoted) {
				st |= bit(x.Cell.Color(), i)
			}
		}
	}
	e.SetStateWord(h.word, st)
}

// StateWords is 1: the rules in force, a bit a rule and side.
func (h *lossOfPower) StateWords() int { return 1 }

// BindState records where the state word is.
func (h *lossOfPower) BindState(first int) { h.word = first }

// AppendSFEN writes an entry SIDE:PIECE for each rule in force.
func (h *lossOfPower) AppendSFEN(p *Position, dst []string) []string {
	st := p.state[h.word]
	for _, c := range []board.Color{board.Black, board.White} {
		for i, l := range h.rules {
			if st&bit(c, i) != 0 {
				dst = append(dst, c.String()[:1]+":"+l.Piece)
			}
		}
	}
	return dst
}

// ParseSFEN reads an entry SIDE:PIECE.
func (h *lossOfPower) ParseSFEN(p *Position, entry string, set *StateSetter) (bool, error) {
	side, id, ok := strings.Cut(entry, ":")
	if !ok || (side != "b" && side != "w") {
		return false, nil
	}
	c := board.Black
	if side == "w" {
		c = board.White
	}
	st := p.state[h.word]
	for i, l := range h.rules {
		if l.Piece == id && st&bit(c, i) == 0 {
			set.Set(h.word, st|bit(c, i))
			return true, nil
		}
	}
	return true, fmt.Errorf("lost power %q: no loss-of-power rule for %q not already given", entry, id)
}

// quietRanks is 0: the rule only ever forbids promotion.
func (h *lossOfPower) quietRanks(Kind, bool) int { return 0 }
