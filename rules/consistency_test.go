package rules_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/rules/rulestest"
	"github.com/largeshogi/largeshogi/variants"
	"pgregory.net/rapid"
)

// checkPosition checks, in position p, every property that must hold
// whatever the rules: SFEN writes and reads back to the same position and
// hash; every legal move has a USI and a Hodges notation no other move has,
// which read back to it; a move is legal exactly when generation lists it
// (the shapes the pieces' Betza moves could take on this board are tried,
// with and without promotion); make and unmake restore the position and its
// hash. On the big boards make and unmake are tried on a sample of the
// moves, and legality on a sample of the shapes.
func checkPosition(t *rapid.T, r *rules.Rules, p *rules.Position) {
	sfen := p.SFEN()
	q, err := r.ParseSFEN(sfen)
	if err != nil {
		t.Fatalf("%s does not read back: %v", sfen, err)
	}
	if q.SFEN() != sfen || q.Hash() != p.Hash() {
		t.Fatalf("%s reads back as %s, hash %x, want %x", sfen, q.SFEN(), q.Hash(), p.Hash())
	}
	moves := p.AppendMoves(nil)
	listed := map[rules.Move]bool{}
	usi, hodges := map[string]rules.Move{}, map[string]rules.Move{}
	for i, h := range notation.Hodges.Append(nil, p, moves) {
		m := moves[i]
		if listed[m] {
			t.Fatalf("%s: %s is listed twice", sfen, m)
		}
		listed[m] = true
		if !p.Legal(m) {
			t.Fatalf("%s: generated move %s is not legal", sfen, m)
		}
		u := m.String()
		if x, dup := usi[u]; dup {
			t.Fatalf("%s: %#v and %#v both write %s in USI", sfen, x, m, u)
		}
		if x, dup := hodges[h]; dup {
			t.Fatalf("%s: %s and %s both write %s in Hodges notation", sfen, x, m, h)
		}
		usi[u], hodges[h] = m, m
		if back, err := p.ParseUSI(u); err != nil || back != m {
			t.Fatalf("%s: USI %s reads back as %s (%v)", sfen, u, back, err)
		}
		if back, err := notation.Hodges.Parse(p, h); err != nil || back != m {
			t.Fatalf("%s: Hodges %s of %s reads back as %s (%v)", sfen, h, m, back, err)
		}
		if i%(1+len(moves)/8) == 0 {
			if one := notation.Hodges.Write(p, m); one != h {
				t.Fatalf("%s: Hodges.Write(%s) = %s, Hodges.Append writes %s", sfen, m, one, h)
			}
			checkAttackers(t, p, m)
		}
		if i%(1+len(moves)/64) != 0 {
			continue // on the big boards, make and unmake a sample
		}
		p.Make(m)
		after := p.SFEN()
		if h, err := r.ParseSFEN(after); err != nil || h.Hash() != p.Hash() {
			t.Fatalf("%s: after %s the hash %x is not the position's (%v)", sfen, m, p.Hash(), err)
		}
		p.Unmake()
		if p.SFEN() != sfen || p.Hash() != q.Hash() {
			t.Fatalf("%s: make and unmake %s leave %s", sfen, m, p.SFEN())
		}
	}
	checkGuarded(t, r, p)
	all := shapes(r, p)
	for j, m := range all {
		if listed[m] || j%(1+len(all)/2000) != 0 {
			continue // on the big boards, a sample of the shapes
		}
		if p.Legal(m) {
			t.Fatalf("%s: %s is legal but not generated", sfen, m)
		}
		if _, err := p.ParseUSI(m.String()); err == nil {
			t.Fatalf("%s: ParseUSI accepts %s, which is not generated", sfen, m)
		}
	}
}

// checkAttackers checks that the piece making move m is among the
// attackers of every square where m itself removes an enemy piece.
func checkAttackers(t *rapid.T, p *rules.Position, m rules.Move) {
	changes, err := p.Changes(m, nil)
	if err != nil {
		t.Fatalf("%s: Changes of the legal move %s: %v", p.SFEN(), m, err)
	}
	for _, c := range changes {
		if c.Cause != rules.Captured && c.Cause != rules.Igui && c.Cause != rules.Shot {
			continue
		}
		if !slices.Contains(p.Attackers(c.Square, p.Side(), nil), m.From) {
			t.Fatalf("%s: %s takes the piece on %s (%s), but %s is not among its attackers %v", p.SFEN(), m, c.Square, c.Cause, m.From, p.Attackers(c.Square, p.Side(), nil))
		}
	}
}

// checkGuarded checks Guarded against Attackers, square by square: for
// a sample of the squares of the pieces of the side not to move, which
// Guarded asks about at once (they hold such pieces already, so asking at
// once changes nothing), and for one square drawn from the board, alone;
// and that asking leaves every answer of Attackers as it was.
func checkGuarded(t *rapid.T, r *rules.Rules, p *rules.Position) {
	var targets []board.Square
	for _, s := range r.Geo.Squares() {
		if c := p.At(s); c != 0 && c.Color() != p.Side() && len(targets) < 8 {
			targets = append(targets, s)
		}
	}
	one := rapid.SampledFrom(r.Geo.Squares()).Draw(t, "guarded square")
	for _, squares := range [][]board.Square{targets, {one}} {
		guarded := p.Guarded(squares, p.Side(), nil)
		for i, s := range squares {
			if want := len(p.Attackers(s, p.Side(), nil)) > 0; guarded[i] != want {
				t.Fatalf("%s: Guarded(%v) says %s is guarded: %v; its attackers %v", p.SFEN(), squares, s, guarded[i], p.Attackers(s, p.Side(), nil))
			}
		}
	}
}

// shapes lists every move the side to move's pieces could make by their
// own Betza move on the board as it stands, ignoring every rule hook: each
// path with each choice of named middle squares (none, the captures, every
// leg end), with and without promotion.
func shapes(r *rules.Rules, p *rules.Position) []rules.Move {
	geo := r.Geo
	occ := geo.NewOccupancy()
	for _, s := range geo.Squares() {
		if c := p.At(s); c != 0 {
			occ[s] = board.Owner(c.Color())
		}
	}
	gen := betza.NewGenerator(geo)
	var out []rules.Move
	for _, from := range geo.Squares() {
		c := p.At(from)
		if c == 0 || c.Color() != p.Side() {
			continue
		}
		for _, o := range gen.Append(nil, r.Piece(c.Kind()).Move, from, p.Side(), occ, true) {
			var every, effect []board.Square
			touches := o.Touches()
			for i, t := range touches[:max(len(touches)-1, 0)] {
				if t.Kind == betza.Hop || t.Kind == betza.Aim || (i == len(touches)-2 && t.Square == o.To) {
					continue
				}
				every = append(every, t.Square)
				if t.Kind == betza.Capture || t.Kind == betza.Shot {
					effect = append(effect, t.Square)
				}
			}
			for _, mid := range [][]board.Square{nil, effect, every} {
				if len(mid) > rules.MaxVia {
					continue
				}
				m := rules.NewMove(from, o.To, mid...)
				out = append(out, m)
				m.Promote = true
				out = append(out, m)
			}
		}
	}
	return out
}

// walk plays random legal moves from p, checking every position.
func walk(t *rapid.T, r *rules.Rules, p *rules.Position, plies int) {
	walkChecking(t, r, p, plies, checkPosition)
}

// walkChecking plays random legal moves from p, checking every position
// with check.
func walkChecking(t *rapid.T, r *rules.Rules, p *rules.Position, plies int, check func(*rapid.T, *rules.Rules, *rules.Position)) {
	for ply := range plies {
		check(t, r, p)
		moves := p.AppendMoves(nil)
		if len(moves) == 0 {
			return
		}
		p.Make(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move "+strings.Repeat("'", ply%3))])
	}
}

// TestBuiltinConsistency runs the checks on random positions of every
// built-in game.
func TestBuiltinConsistency(t *testing.T) {
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			r := gamerules.Builtin(t, name)
			rapid.Check(t, func(t *rapid.T) {
				walk(t, r, r.NewPosition(), rapid.IntRange(1, walkPlies(r)).Draw(t, "plies"))
			})
		})
	}
}

// walkPlies is the most plies a walk of r's game plays: longer walks on
// the smaller boards, as each position of the largest costs as much as
// ten of chu shogi's.
func walkPlies(r *rules.Rules) int { return max(1, 12*144/(r.Geo.Files()*r.Geo.Ranks())) }

// TestVariantConsistency runs the checks on generated variants, with
// combinations of hooks no built-in game has.
func TestVariantConsistency(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := drawHookedRules(t)
		walk(t, r, r.NewPosition(), rapid.IntRange(1, hookedPlies).Draw(t, "plies"))
	})
}

// hookedPlies is the most plies a walk of a generated variant plays.
const hookedPlies = 40

// drawHookedRules draws a generated variant with hooks and compiles it.
func drawHookedRules(t *rapid.T) *rules.Rules {
	text := rulestest.HookedVariant().Draw(t, "variant")
	v, err := text.Load()
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	r, err := rules.New(v)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	return r
}
