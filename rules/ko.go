package rules

import (
	"fmt"
	"slices"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

// koRules holds the compiled parameters of the hooks ko shogi introduced:
// shooting limits, capture immunity, promotion triggered by captures,
// cascades, burning, nets, reversion and loss of powers. Any variant may
// use them.
type koRules struct {
	// shooting
	shooters      map[*variant.Piece]*variant.Shooter
	class         map[*variant.Piece]string // target class of a piece; "other-pieces" if none
	fog           *variant.Piece
	fogRadius     int
	fogUnaffected map[*variant.Piece]bool

	immunity map[*variant.Piece]*variant.CaptureImmunity

	promoteOn  []captureTrigger
	compulsory bool

	cascades map[*variant.Piece]*variant.Cascade

	burners      map[*variant.Piece]bool
	burnRadius   int
	burnFriendly bool

	nets     map[*variant.Piece]*netRays
	netWhole bool

	reversions []variant.Reversion
	losses     []lossRule
}

type captureTrigger struct {
	captured  map[*variant.Piece]bool
	capturers []string // ids or traits; empty for any piece
}

type netRays struct {
	rays [2][]ray
}

// lossRule is a loss-of-power rule with its reduced move compiled.
type lossRule struct {
	variant.LossOfPower
	piece *variant.Piece
	prog  *betza.Program
	rays  [2][]ray
}

// koHooks lists the hooks compileKo handles.
var koHooks = []string{"shooting", "capture-immunity", "promote-on-capture", "cascade-promotion",
	"burning", "immobilising", "reversion", "loss-of-power"}

// compileKo compiles the ko hooks v uses, or leaves r.ko nil if it uses
// none.
func (r *Rules) compileKo(v *variant.Variant) error {
	if !slices.ContainsFunc(koHooks, func(h string) bool { return v.Rule(h) != nil }) {
		return nil
	}
	k := &koRules{
		shooters: map[*variant.Piece]*variant.Shooter{}, class: map[*variant.Piece]string{},
		fogUnaffected: map[*variant.Piece]bool{}, immunity: map[*variant.Piece]*variant.CaptureImmunity{},
		cascades: map[*variant.Piece]*variant.Cascade{}, burners: map[*variant.Piece]bool{},
		nets: map[*variant.Piece]*netRays{},
	}
	r.ko = k
	if s, ok := v.Rule("shooting").(*variant.Shooting); ok {
		if s.ShootWithoutMoving {
			if err := r.shootWithoutMoving(s); err != nil {
				return err
			}
		}
		for i := range s.Shooters {
			k.shooters[v.Piece(s.Shooters[i].Piece)] = &s.Shooters[i]
		}
		for c, ids := range s.TargetClasses {
			for _, id := range ids {
				k.class[v.Piece(id)] = c
			}
		}
		if s.Fog.Piece != "" {
			if (s.Fog.Metric != "" && s.Fog.Metric != "chebyshev") || (s.Fog.MeasuredFrom != "" && s.Fog.MeasuredFrom != "shooting-square") || !s.Fog.EnemyOnly {
				return fmt.Errorf("rules: shooting: the fog is implemented for metric chebyshev, measured from the shooting square, against enemy shooters only")
			}
			// The exceptions (the Frankish cannon's six or seven) take effect
			// through the shooters' fog-min-distance.
			k.fog, k.fogRadius = v.Piece(s.Fog.Piece), s.Fog.Radius
			for _, id := range s.Fog.Unaffected {
				k.fogUnaffected[v.Piece(id)] = true
			}
		}
	}
	if list, ok := v.Rule("capture-immunity").(*[]variant.CaptureImmunity); ok {
		for i := range *list {
			k.immunity[v.Piece((*list)[i].Piece)] = &(*list)[i]
		}
	}
	if pc, ok := v.Rule("promote-on-capture").(*variant.PromoteOnCapture); ok {
		if !pc.ShotsCount {
			return fmt.Errorf("rules: promote-on-capture: shots-count false is not implemented (every capture counts)")
		}
		k.compulsory = pc.Compulsory
		for _, rule := range pc.Rules {
			t := captureTrigger{captured: map[*variant.Piece]bool{}, capturers: rule.Capturers}
			for _, id := range rule.Captured {
				t.captured[v.Piece(id)] = true
			}
			k.promoteOn = append(k.promoteOn, t)
		}
	}
	if cp, ok := v.Rule("cascade-promotion").(*variant.CascadePromotion); ok {
		for i := range cp.Rules {
			k.cascades[v.Piece(cp.Rules[i].Piece)] = &cp.Rules[i]
		}
	}
	if b, ok := v.Rule("burning").(*variant.Burning); ok {
		if b.Passive || b.OnPromotion {
			return fmt.Errorf("rules: burning: passive and on-promotion are not implemented")
		}
		for _, id := range b.Pieces {
			k.burners[v.Piece(id)] = true
		}
		k.burnRadius, k.burnFriendly = b.Radius, b.Friendly
	}
	if im, ok := v.Rule("immobilising").(*variant.Immobilising); ok {
		if !im.EnemyOnly {
			return fmt.Errorf("rules: immobilising: nets that freeze their own side are not implemented")
		}
		k.netWhole = im.Reach == "whole-ray"
		for _, n := range im.Nets {
			prog, err := betza.Compile(n.Directions)
			if err != nil {
				return fmt.Errorf("rules: immobilising: net %s: %w", n.Piece, err)
			}
			rays, ok := prog.Rays()
			if !ok {
				return fmt.Errorf("rules: immobilising: net %s: directions %q must be plain slides", n.Piece, n.Directions)
			}
			nr := &netRays{}
			for _, c := range []board.Color{board.Black, board.White} {
				for _, x := range rays {
					nr.rays[c] = append(nr.rays[c], ray{board.Square(r.Geo.Delta(x.DX, x.DY, c)), x.Max, x.Mode})
				}
			}
			k.nets[v.Piece(n.Piece)] = nr
		}
	}
	if rv, ok := v.Rule("reversion").(*[]variant.Reversion); ok {
		for _, x := range *rv {
			if (x.Metric != "" && x.Metric != "chebyshev") || (x.TriggerSide != "own" && x.TriggerSide != "any") {
				return fmt.Errorf("rules: reversion %s: implemented for metric chebyshev and trigger-side own or any", x.Piece)
			}
		}
		k.reversions = *rv
	}
	if lp, ok := v.Rule("loss-of-power").(*[]variant.LossOfPower); ok {
		if len(*lp) > 32 {
			return fmt.Errorf("rules: loss-of-power: at most 32 rules")
		}
		for _, l := range *lp {
			if l.When != "captured" || l.TriggerSide != "own" || (l.Loses != "" && l.Loses != "promotion") {
				return fmt.Errorf("rules: loss-of-power %s: implemented for when captured, trigger-side own, and loses promotion or nothing", l.Piece)
			}
			lr := lossRule{LossOfPower: l, piece: v.Piece(l.Piece)}
			if l.Betza != "" {
				prog, err := betza.Compile(l.Betza)
				if err != nil {
					return fmt.Errorf("rules: loss-of-power: %s: %w", l.Piece, err)
				}
				lr.prog = prog
				if rays, ok := prog.Rays(); ok {
					for _, c := range []board.Color{board.Black, board.White} {
						lr.rays[c] = []ray{}
						for _, x := range rays {
							lr.rays[c] = append(lr.rays[c], ray{board.Square(r.Geo.Delta(x.DX, x.DY, c)), x.Max, x.Mode})
						}
					}
				}
			}
			k.losses = append(k.losses, lr)
		}
	}
	return nil
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

// displaceOK reports whether a piece moving as mover may capture target by
// moving onto it (the capture-immunity hook).
func (k *koRules) displaceOK(mover, target *variant.Piece) bool {
	im := k.immunity[mover]
	if im == nil {
		return true
	}
	if isAny(target, im.CannotDisplace) {
		return false
	}
	return len(im.MayDisplaceOnly) == 0 || isAny(target, im.MayDisplaceOnly)
}

// outcomeOK applies the shooting limits and capture immunity to one
// outcome of the piece c moving from from.
func (p *Position) outcomeOK(c Cell, from board.Square, o *betza.Outcome) bool {
	k := p.r.ko
	mover := p.r.kinds[c.Kind()].moves
	at := from
	hopStart := 0
	for i, t := range o.Touches() {
		switch t.Kind {
		case betza.Through:
			at, hopStart = t.Square, i+1
		case betza.Capture:
			if !k.displaceOK(mover, p.r.kinds[p.cells[t.Square].Kind()].moves) {
				return false
			}
			at, hopStart = t.Square, i+1
		case betza.Aim:
			hopStart = i + 1
		case betza.Shot:
			if !p.shotOK(mover, at, t.Square, o.Touches()[hopStart:i]) {
				return false
			}
			hopStart = i + 1
		}
	}
	return true
}

// shotOK applies the shooting hook to a shot by a piece moving as mover,
// standing on at, at square target, over the pieces hopped.
func (p *Position) shotOK(mover *variant.Piece, at, target board.Square, hopped []betza.Touch) bool {
	k := p.r.ko
	sh := k.shooters[mover]
	if sh == nil {
		return true
	}
	if k.fog != nil && !k.fogUnaffected[mover] && p.enemyWithin(k.fog, at, k.fogRadius) {
		return false
	}
	victim := p.r.kinds[p.cells[target].Kind()].moves
	class := k.class[victim]
	if class == "" {
		class = "other-pieces"
	}
	if !slices.Contains(sh.Targets, class) {
		return false
	}
	if k.fog != nil && victim == k.fog && sh.FogMinDistance > 0 && p.distance(at, target) < sh.FogMinDistance {
		return false
	}
	for _, h := range hopped {
		if h.Kind == betza.Hop && isAny(p.r.kinds[p.cells[h.Square].Kind()].moves, sh.CannotShootOver) {
			return false
		}
	}
	return true
}

// distance is the king-step distance between two squares.
func (p *Position) distance(a, b board.Square) int {
	ax, ay := p.r.Geo.XY(a)
	bx, by := p.r.Geo.XY(b)
	return max(abs(ax-bx), abs(ay-by))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// enemyWithin reports whether a piece of the side not to move that moves as
// piece stands within radius king steps of s.
func (p *Position) enemyWithin(piece *variant.Piece, s board.Square, radius int) bool {
	for _, q := range p.r.Geo.Squares() {
		c := p.cells[q]
		if c != 0 && c.Color() != p.side && p.r.kinds[c.Kind()].moves == piece && p.distance(q, s) <= radius {
			return true
		}
	}
	return false
}

// markFrozen stamps the squares of the side to move's pieces that enemy
// nets freeze, and reports whether any are.
func (p *Position) markFrozen() bool {
	k := p.r.ko
	if k == nil || len(k.nets) == 0 {
		return false
	}
	p.frozenEpoch++
	any := false
	for _, s := range p.r.Geo.Squares() {
		c := p.cells[s]
		if c == 0 || c.Color() == p.side {
			continue
		}
		net := k.nets[p.r.kinds[c.Kind()].moves]
		if net == nil {
			continue
		}
		for _, r := range net.rays[c.Color()] {
			to := s
			for d := 1; r.max == 0 || d <= r.max; d++ {
				to += r.delta
				o := p.occ[to]
				if o == board.Off {
					break
				}
				if o == board.Owner(p.side) {
					p.frozen[to] = p.frozenEpoch
					any = true
					if !k.netWhole {
						break
					}
				} else if o != board.Empty && !k.netWhole {
					break
				}
			}
		}
	}
	return any
}

// promotedByCapture reports whether the piece c must promote on the spot
// for what move m captures (the promote-on-capture hook).
func (p *Position) promotedByCapture(c Cell, m Move) bool {
	k := p.r.ko
	if k == nil || len(k.promoteOn) == 0 {
		return false
	}
	mover := p.r.kinds[c.Kind()].moves
	sq, n := m.removes()
	for _, s := range sq[:n] {
		if !p.enemyAt(s, m) {
			continue
		}
		victim := p.r.kinds[p.cells[s].Kind()].moves
		for _, t := range k.promoteOn {
			if t.captured[victim] && (len(t.capturers) == 0 || isAny(mover, t.capturers)) {
				return true
			}
		}
	}
	return false
}

// lostPower returns the loss-of-power rule in force for a piece of colour c
// moving as mover, or nil.
func (p *Position) lostPower(c board.Color, mover *variant.Piece) *lossRule {
	k := p.r.ko
	if k == nil || p.lost[c] == 0 {
		return nil
	}
	for i := range k.losses {
		if p.lost[c]&(1<<i) != 0 && k.losses[i].piece == mover {
			return &k.losses[i]
		}
	}
	return nil
}

// koEffects applies what a move sets off after it is made: burning,
// cascades, reversions and losses of power.
func (p *Position) koEffects(u *undo, moved Cell, k Kind, m Move, removed []capture) {
	ko := p.r.ko
	side := p.side
	info := &p.r.kinds[moved.Kind()]
	// Burning: a burner that lands removes every piece around it.
	if ko.burners[info.moves] {
		for _, s := range p.r.Geo.Squares() {
			c := p.cells[s]
			if c == 0 || s == m.To || p.distance(s, m.To) > ko.burnRadius {
				continue
			}
			if c.Color() == side && !ko.burnFriendly {
				continue
			}
			removed = append(removed, capture{s, c})
			p.set(u, s, 0)
		}
	}
	// Cascades: the piece's promotion promotes others and kills enemies.
	if k != moved.Kind() && p.r.kinds[k].promoted && !info.promoted {
		if cs := ko.cascades[info.face]; cs != nil {
			for _, s := range p.r.Geo.Squares() {
				c := p.cells[s]
				if c == 0 {
					continue
				}
				ci := &p.r.kinds[c.Kind()]
				switch {
				case c.Color() == side && !ci.promoted && ci.promotesTo != 0 && slices.Contains(cs.PromotesAlso, ci.face.ID):
					p.set(u, s, NewCell(ci.promotesTo, side))
				case c.Color() != side && slices.Contains(cs.KillsEnemy, ci.moves.ID):
					removed = append(removed, capture{s, c})
					p.set(u, s, 0)
				}
			}
		}
	}
	// Reversions and losses of power set off by captures.
	for _, x := range removed {
		victim := &p.r.kinds[x.cell.Kind()]
		owner := x.cell.Color()
		for _, rv := range ko.reversions {
			if rv.When == "captured" && p.triggers(victim, rv.Trigger, rv.TriggerPromoted) {
				p.revert(u, owner, rv)
			}
		}
		for i, l := range ko.losses {
			if l.When == "captured" && p.triggers(victim, l.Trigger, l.TriggerPromoted) && p.lost[owner]&(1<<i) == 0 {
				p.lost[owner] |= 1 << i
				p.hash ^= p.r.zobLost[owner][i]
			}
		}
	}
	// Reversions set off by nearness.
	for _, rv := range ko.reversions {
		if rv.When != "within" {
			continue
		}
		for _, s := range p.r.Geo.Squares() {
			c := p.cells[s]
			if c == 0 || p.r.kinds[c.Kind()].moves.ID != rv.Piece {
				continue
			}
			if p.triggerWithin(s, rv) {
				p.set(u, s, NewCell(p.revertKind(rv), c.Color()))
			}
		}
	}
}

// triggers reports whether the removed piece victim is one of the trigger
// pieces: an unpromoted one, unless promoted ones count too.
func (p *Position) triggers(victim *kindInfo, trigger []string, promotedToo bool) bool {
	if victim.promoted && !promotedToo {
		return false
	}
	return slices.Contains(trigger, victim.moves.ID) || (promotedToo && slices.Contains(trigger, victim.face.ID))
}

// revert turns side c's pieces that rule rv names back.
func (p *Position) revert(u *undo, c board.Color, rv variant.Reversion) {
	to := p.revertKind(rv)
	for _, s := range p.r.Geo.Squares() {
		x := p.cells[s]
		if x != 0 && x.Color() == c && p.r.kinds[x.Kind()].moves.ID == rv.Piece {
			p.set(u, s, NewCell(to, c))
		}
	}
}

// revertKind is the kind a reverted piece becomes: the unpromoted piece
// rv.RevertsTo.
func (p *Position) revertKind(rv variant.Reversion) Kind {
	return p.r.KindOf(p.r.Variant.Piece(rv.RevertsTo), false)
}

// triggerWithin reports whether a trigger piece of rule rv stands within its
// radius of square s.
func (p *Position) triggerWithin(s board.Square, rv variant.Reversion) bool {
	owner := p.cells[s].Color()
	for _, q := range p.r.Geo.Squares() {
		c := p.cells[q]
		if c == 0 || q == s || p.distance(q, s) > rv.Radius || !slices.Contains(rv.Trigger, p.r.kinds[c.Kind()].moves.ID) {
			continue
		}
		if rv.TriggerSide == "own" && c.Color() != owner {
			continue
		}
		return true
	}
	return false
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
			return fmt.Errorf("rules: shooting: %s without moving: %w", sh.Piece, err)
		}
		for k := range r.kinds[1:] {
			if info := &r.kinds[k+1]; info.moves == piece {
				info.prog, info.rays, info.multi = prog, [2][]ray{}, true
				info.legs = max(info.legs, maxLegs(prog))
			}
		}
	}
	return nil
}
