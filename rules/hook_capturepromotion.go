package rules

import "github.com/largeshogi/largeshogi/variant"

// capturePromotion is the capture-promotion hook: promotion by capturing.
type capturePromotion struct {
	onCaptures
	cp *variant.CapturePromotion
}

func compileCapturePromotion(r *Rules, params *variant.CapturePromotion) (Hook, error) {
	return &capturePromotion{cp: params}, nil
}

// Promotion applies the strictest mode among the pieces the move captures.
func (h *capturePromotion) Promotion(p *Position, c *Candidate) Promotion {
	if !c.Captures {
		return PromotionUnaffected
	}
	mode := variant.PromotionNone
	sq, n := c.Move.removes()
	for _, s := range sq[:n] {
		if !p.enemyAt(s, c.Move) {
			continue
		}
		if p.r.kinds[p.cells[s].Kind()].promoted {
			mode = max(mode, h.cp.Promoted)
		} else {
			mode = max(mode, h.cp.Unpromoted)
		}
	}
	switch mode {
	case variant.PromotionCompulsory:
		return PromotionRequired
	case variant.PromotionOptional:
		return PromotionAllowed
	}
	return PromotionUnaffected
}
