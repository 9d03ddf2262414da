package rules

import (
	"slices"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

// shooting is the shooting hook: what each shooter may hit, what it may
// not shoot over, and the fog that stops enemy shooters near it.
type shooting struct {
	shooters      map[*variant.Piece]*variant.Shooter
	class         map[*variant.Piece]string // target class of a piece; "" for other pieces
	fog           *variant.Piece
	fogRadius     int
	fogUnaffected map[*variant.Piece]bool
}

func compileShooting(r *Rules, s *variant.Shooting) (Hook, error) {
	v := r.Variant
	h := &shooting{shooters: map[*variant.Piece]*variant.Shooter{}, class: map[*variant.Piece]string{}, fogUnaffected: map[*variant.Piece]bool{}}
	if s.ShootWithoutMoving {
		if err := r.shootWithoutMoving(s); err != nil {
			return nil, err
		}
	}
	for i := range s.Shooters {
		h.shooters[v.Piece(s.Shooters[i].Piece)] = &s.Shooters[i]
	}
	for c, ids := range s.TargetClasses {
		for _, id := range ids {
			h.class[v.Piece(id)] = c
		}
	}
	if s.Fog.Piece != "" {
		h.fog, h.fogRadius = v.Piece(s.Fog.Piece), s.Fog.Radius
		for _, id := range s.Fog.Unaffected {
			h.fogUnaffected[v.Piece(id)] = true
		}
	}
	return h, nil
}

// CapturesOnly: a move that shoots captures the piece it shoots.
func (h *shooting) CapturesOnly() bool { return true }

// Allow checks every shot the move fires.
func (h *shooting) Allow(p *Position, c *Candidate) bool {
	if c.Touches == nil {
		return true
	}
	mover := p.r.kinds[c.Piece.Kind()].moves
	at := c.Move.From
	hopStart := 0
	for i, t := range c.Touches {
		switch t.Kind {
		case betza.Through, betza.Capture:
			at, hopStart = t.Square, i+1
		case betza.Aim:
			hopStart = i + 1
		case betza.Shot:
			if !h.shotOK(p, mover, at, t.Square, c.Touches[hopStart:i]) {
				return false
			}
			hopStart = i + 1
		}
	}
	return true
}

// shotOK applies the hook to a shot by a piece moving as mover, standing on
// at, at square target, over the pieces hopped.
func (h *shooting) shotOK(p *Position, mover *variant.Piece, at, target board.Square, hopped []betza.Touch) bool {
	sh := h.shooters[mover]
	if sh == nil {
		return true
	}
	if h.fog != nil && !h.fogUnaffected[mover] && p.enemyWithin(h.fog, at, h.fogRadius) {
		return false
	}
	victim := p.r.kinds[p.cells[target].Kind()].moves
	class := h.class[victim]
	if class == "" {
		class = "other-pieces"
	}
	if !slices.Contains(sh.Targets, class) {
		return false
	}
	if h.fog != nil && victim == h.fog && sh.FogMinDistance > 0 && p.distance(at, target) < sh.FogMinDistance {
		return false
	}
	for _, hop := range hopped {
		if hop.Kind == betza.Hop && isAny(p.r.kinds[p.cells[hop.Square].Kind()].moves, sh.CannotShootOver) {
			return false
		}
	}
	return true
}

// enemyWithin reports whether a piece of the side not to move that moves as
// piece stands within radius king steps of s.
func (p *Position) enemyWithin(piece *variant.Piece, s board.Square, radius int) bool {
	return p.eachWithin(s, radius, func(_ board.Square, c Cell) bool {
		return c.Color() != p.side && p.r.kinds[c.Kind()].moves == piece
	})
}

// shootWithoutMoving lets every shooter also shoot from where it stands:
// its move gains, for each shot it makes after moving, the same shot alone.
func (r *Rules) shootWithoutMoving(s *variant.Shooting) error {
	for _, sh := range s.Shooters {
		piece := r.Variant.Piece(sh.Piece)
		m, err := betza.Parse(piece.Betza)
		if err != nil {
			return err
		}
		prog, err := betza.CompileMove(betza.WithoutMoving(m))
		if err != nil {
			return variant.Problem{Field: "shoot-without-moving", Msg: sh.Piece + " without moving: " + err.Error()}
		}
		for k := range r.kinds[1:] {
			if info := &r.kinds[k+1]; info.moves == piece {
				info.prog, info.rays, info.multi = prog, [2][]ray{}, true
				info.legs = max(info.legs, prog.MaxLegs())
			}
		}
	}
	return nil
}

// judgesPath: where a shooter fires from and what it shoots over decide.
func (h *shooting) judgesPath(r *Rules, k Kind) bool { return h.shooters[r.kinds[k].moves] != nil }
