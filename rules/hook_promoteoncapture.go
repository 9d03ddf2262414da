package rules

import "github.com/largeshogi/largeshogi/variant"

// promoteOnCapture is the promote-on-capture hook: capturing certain
// pieces promotes the capturer on the spot.
type promoteOnCapture struct {
	onCaptures
	rules      []captureTrigger
	compulsory bool
}

type captureTrigger struct {
	captured  map[*variant.Piece]bool
	capturers []string // ids or traits; empty for any piece
}

func compilePromoteOnCapture(r *Rules, pc *variant.PromoteOnCapture) (Hook, error) {
	h := &promoteOnCapture{compulsory: pc.Compulsory}
	for _, rule := range pc.Rules {
		t := captureTrigger{captured: map[*variant.Piece]bool{}, capturers: rule.Capturers}
		for _, id := range rule.Captured {
			t.captured[r.Variant.Piece(id)] = true
		}
		h.rules = append(h.rules, t)
	}
	return h, nil
}

// Promotion promotes a mover that captures a trigger piece.
func (h *promoteOnCapture) Promotion(p *Position, c *Candidate) Promotion {
	if !c.Captures {
		return PromotionUnaffected
	}
	mover := p.r.kinds[c.Piece.Kind()].moves
	sq, n := c.Move.removes()
	for _, s := range sq[:n] {
		if !p.enemyAt(s, c.Move) {
			continue
		}
		victim := p.r.kinds[p.cells[s].Kind()].moves
		for _, t := range h.rules {
			if t.captured[victim] && (len(t.capturers) == 0 || isAny(mover, t.capturers)) {
				if h.compulsory {
					return PromotionRequired
				}
				return PromotionAllowed
			}
		}
	}
	return PromotionUnaffected
}

// isAny reports whether piece p is named by any of refs: its id, or a trait
// it has.
func isAny(p *variant.Piece, refs []string) bool {
	for _, ref := range refs {
		if p.ID == ref || p.Has(ref) {
			return true
		}
	}
	return false
}
