package rules

import "github.com/largeshogi/largeshogi/variant"

// royalCapture is the royal-capture hook: the pieces it names may take a
// royal piece (or any piece) only if the opponent could not recapture on
// its square, ignoring that the opponent would have lost his last royal
// piece.
type royalCapture struct {
	pieces map[*variant.Piece]bool
	any    bool // every target, not only royal ones
}

func compileRoyalCapture(r *Rules, rc *variant.RoyalCapture) (Hook, error) {
	h := &royalCapture{pieces: map[*variant.Piece]bool{}, any: rc.Targets == variant.AnyTargets}
	for _, id := range rc.Pieces {
		h.pieces[r.Variant.Piece(id)] = true
	}
	return h, nil
}

// CapturesOnly: the rule concerns captures of royal pieces.
func (h *royalCapture) CapturesOnly() bool { return true }

// Allow forbids the named pieces to capture a protected royal piece.
func (h *royalCapture) Allow(p *Position, c *Candidate) bool {
	if !h.pieces[p.r.kinds[c.Piece.Kind()].moves] {
		return true
	}
	sq, n := c.Move.removes()
	for _, s := range sq[:n] {
		if p.enemyAt(s, c.Move) && (h.any || p.r.kinds[p.cells[s].Kind()].royal) && p.protectedAfter(c.Move, s) {
			return false
		}
	}
	return true
}

// judgesPath: the rule looks at the move's squares alone.
func (h *royalCapture) judgesPath(*Rules, Kind) bool { return false }
