package rules

import (
	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

// rankedJumping is the ranked-jumping hook: the jumpers' hops may pass only
// pieces of a lower rank, and what they capture is limited by rank too.
type rankedJumping struct {
	rj     *variant.RankedJumping
	rank   []int  // by kind: 0 for unlisted pieces, then upwards
	top    int    // the highest rank
	jumper []bool // by kind
	// hopRefused is, for a jumper of kind k moving for side, whether it
	// may not hop the piece of each cell: hopRefused[side][k][cell], nil
	// for a kind that does not jump.
	hopRefused [2][][]bool
}

func compileRankedJumping(r *Rules, rj *variant.RankedJumping) (Hook, error) {
	h := &rankedJumping{rj: rj, rank: make([]int, len(r.kinds)), jumper: make([]bool, len(r.kinds)), top: len(rj.Ranks)}
	for k := 1; k < len(r.kinds); k++ {
		info := &r.kinds[k]
		for i, rank := range rj.Ranks {
			if isAny(info.moves, rank) {
				h.rank[k] = len(rj.Ranks) - i
			}
		}
		h.jumper[k] = isAny(info.moves, rj.Jumpers)
		if h.jumper[k] && rj.CapturesHopped != variant.HoppedNone && info.legs > 1 {
			return nil, variant.Problem{Field: "captures-hopped", Msg: "the jumps of " + info.moves.ID +
				", whose move takes several legs, cannot be told apart from its other moves to the same square"}
		}
	}
	cells := int(NewCell(Kind(len(r.kinds)-1), board.White)) + 1
	for side := range h.hopRefused {
		h.hopRefused[side] = make([][]bool, len(r.kinds))
		for k := 1; k < len(r.kinds); k++ {
			if !h.jumper[k] {
				continue
			}
			refused := make([]bool, cells)
			for x := range refused {
				c := Cell(x)
				friendly := c.Color() == board.Color(side)
				applies := rj.HopSides == variant.BothSides || (rj.HopSides == variant.FriendlySide) == friendly
				refused[x] = c != 0 && applies && !h.passes(rj.HopOver, h.rank[k], h.rank[c.Kind()])
			}
			h.hopRefused[side][k] = refused
		}
	}
	return h, nil
}

// passes reports whether a piece of rank other passes test against a
// mover of rank own.
func (h *rankedJumping) passes(test variant.RankTest, own, other int) bool {
	switch test {
	case variant.RankLower:
		return other < own
	case variant.RankLowerOrEqual:
		return other <= own
	case variant.RankBelowTop:
		return other < h.top
	}
	return true
}

// Allow checks every hop and capture of a jumper's move.
func (h *rankedJumping) Allow(p *Position, c *Candidate) bool {
	k := c.Piece.Kind()
	if !h.jumper[k] || c.Touches == nil {
		return true
	}
	own, rj, refused := h.rank[k], h.rj, h.hopRefused[p.side][k]
	legStart, hopped, touches := c.Move.From, false, c.Touches
	if n := len(touches); c.hopsJudged && n > 1 {
		// Generation has judged the hops: only whether the landing
		// follows one matters.
		hopped, touches = touches[n-2].Kind == betza.Hop, touches[n-1:]
	}
	for _, t := range touches {
		x := p.cells[t.Square]
		switch t.Kind {
		case betza.Hop:
			if refused[x] {
				return false
			}
			hopped = true
		case betza.Capture:
			other := h.rank[x.Kind()]
			switch {
			case hopped && !h.passes(rj.CaptureAfterHop, own, other):
				return false
			case !hopped && rj.CaptureBySlide == variant.SlideCaptureNotHigherUnlessAdjacent && other > own && !p.adjacent(legStart, t.Square):
				return false
			}
			legStart, hopped = t.Square, false
		case betza.Through:
			legStart, hopped = t.Square, false
		}
	}
	return true
}

// AfterMove removes the pieces a jump passed over, when the rule says so.
// A jumper moves in one leg (compile refuses others), so the pieces
// between its start and end on a line are those it hopped.
func (h *rankedJumping) AfterMove(p *Position, e *MoveEffects) {
	if h.rj.CapturesHopped == variant.HoppedNone || !h.jumper[e.Moved.Kind()] || e.Move.NVia != 0 {
		return
	}
	geo := p.r.Geo
	fx, fy := geo.XY(e.Move.From)
	tx, ty := geo.XY(e.Move.To)
	dx, dy := tx-fx, ty-fy
	if dx != 0 && dy != 0 && dx != dy && dx != -dy {
		return
	}
	n := max(dx, -dx, dy, -dy)
	for i := 1; i < n; i++ {
		s := geo.At(fx+dx/n*i, fy+dy/n*i)
		c := p.cells[s]
		if c != 0 && (h.rj.CapturesHopped == variant.HoppedAll || c.Color() != e.Moved.Color()) {
			e.Remove(s, Captured)
		}
	}
}

// hopsRefused: the pieces a jumper may not hop, by cell.
func (h *rankedJumping) hopsRefused(side board.Color, k Kind) []bool { return h.hopRefused[side][k] }

// judgesPath: the hops on a jumper's path and where its capturing leg
// starts decide.
func (h *rankedJumping) judgesPath(_ *Rules, k Kind) bool { return h.jumper[k] }
