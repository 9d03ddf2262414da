package rules

import (
	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/variant"
)

// captureImmunity is the capture-immunity hook: what pieces may not capture
// by displacement (moving onto the piece).
type captureImmunity struct {
	rules map[*variant.Piece]*variant.CaptureImmunity
}

func compileCaptureImmunity(r *Rules, params *[]variant.CaptureImmunity) (Hook, error) {
	list := *params
	h := &captureImmunity{map[*variant.Piece]*variant.CaptureImmunity{}}
	for i := range list {
		h.rules[r.Variant.Piece(list[i].Piece)] = &list[i]
	}
	return h, nil
}

// CapturesOnly: the rule concerns captures.
func (h *captureImmunity) CapturesOnly() bool { return true }

// Allow checks every capture by displacement the move makes.
func (h *captureImmunity) Allow(p *Position, c *Candidate) bool {
	im := h.rules[p.r.kinds[c.Piece.Kind()].moves]
	if im == nil {
		return true
	}
	if c.Touches == nil {
		return displaceOK(im, p.r.kinds[p.cells[c.Move.To].Kind()].moves)
	}
	for _, t := range c.Touches {
		if t.Kind == betza.Capture && !displaceOK(im, p.r.kinds[p.cells[t.Square].Kind()].moves) {
			return false
		}
	}
	return true
}

// displaceOK reports whether a piece under rule im may capture target by
// moving onto it.
func displaceOK(im *variant.CaptureImmunity, target *variant.Piece) bool {
	if isAny(target, im.CannotDisplace) {
		return false
	}
	return len(im.MayDisplaceOnly) == 0 || isAny(target, im.MayDisplaceOnly)
}

// judgesPath: whether a piece is taken by moving onto it or by a shot
// decides, for the pieces the rule names.
func (h *captureImmunity) judgesPath(r *Rules, k Kind) bool { return h.rules[r.kinds[k].moves] != nil }
