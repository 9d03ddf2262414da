package rules_test

import (
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/rules/rulestest"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
	"pgregory.net/rapid"
)

// checkPosition checks, in position p, every property that must hold
// whatever the rules: SFEN writes and reads back to the same position and
// hash; a move is legal, and read back from its USI and Hodges, exactly
// when generation lists it (every shape the pieces' Betza moves could take
// on this board is tried, with and without promotion); make and unmake
// restore the position and its hash.
func checkPosition(t *rapid.T, r *rules.Rules, p *rules.Position) {
	sfen := p.SFEN()
	q, err := r.ParseSFEN(sfen)
	if err != nil {
		t.Fatalf("%s does not read back: %v", sfen, err)
	}
	if q.SFEN() != sfen || q.Hash() != p.Hash() {
		t.Fatalf("%s reads back as %s, hash %x, want %x", sfen, q.SFEN(), q.Hash(), p.Hash())
	}
	listed := map[rules.Move]bool{}
	for _, m := range p.AppendMoves(nil) {
		listed[m] = true
	}
	i := 0
	for m := range listed {
		i++
		if err := checkMove(p, m, i%(1+len(listed)/16) == 0); err != "" {
			t.Fatalf("%s: %s", sfen, err)
		}
		if i%(1+len(listed)/64) != 0 {
			continue // on the big boards, make and unmake a sample
		}
		p.Make(m)
		after := p.SFEN()
		if h, err := r.ParseSFEN(after); err != nil || h.Hash() != p.Hash() {
			t.Fatalf("%s: after %s the hash %x is not the position's (%v)", sfen, r.USI(m), p.Hash(), err)
		}
		p.Unmake()
		if p.SFEN() != sfen || p.Hash() != q.Hash() {
			t.Fatalf("%s: make and unmake %s leave %s", sfen, r.USI(m), p.SFEN())
		}
	}
	all := shapes(r, p)
	for j, m := range all {
		if listed[m] || j%(1+len(all)/2000) != 0 {
			continue // on the big boards, a sample of the shapes
		}
		if p.Legal(m) {
			t.Fatalf("%s: %s is legal but not generated", sfen, r.USI(m))
		}
		if _, err := p.ParseUSI(r.USI(m)); err == nil {
			t.Fatalf("%s: ParseUSI accepts %s, which is not generated", sfen, r.USI(m))
		}
	}
}

// checkMove checks one generated move: legal, and its USI (and, if hodges
// is set, its Hodges notation, which costs a generation) read back to it.
func checkMove(p *rules.Position, m rules.Move, hodges bool) string {
	r := p.Rules()
	if !p.Legal(m) {
		return "generated move " + r.USI(m) + " is not legal"
	}
	if back, err := p.ParseUSI(r.USI(m)); err != nil || back != m {
		return "USI " + r.USI(m) + " does not read back"
	}
	if !hodges {
		return ""
	}
	h := p.Hodges(m)
	if back, err := p.ParseHodges(h); err != nil || back != m {
		return "Hodges " + h + " of " + r.USI(m) + " does not read back"
	}
	return ""
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
				if len(mid) > 5 {
					continue
				}
				m := rules.Move{From: from, Via: board.NoSquare, To: o.To}
				for i, s := range mid {
					switch i {
					case 0:
						m.Via = s
					case 1:
						m.Via2 = s
					default:
						m.More[i-2] = s
					}
				}
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
	for ply := range plies {
		checkPosition(t, r, p)
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
			v, err := variants.Load(name)
			if err != nil {
				t.Fatal(err)
			}
			r, err := rules.New(v)
			if err != nil {
				t.Fatal(err)
			}
			// Longer walks on the smaller boards: each position of the
			// largest costs as much as ten of chu shogi's.
			most := max(1, 12*144/(r.Geo.Files()*r.Geo.Ranks()))
			rapid.Check(t, func(t *rapid.T) {
				walk(t, r, r.NewPosition(), rapid.IntRange(1, most).Draw(t, "plies"))
			})
		})
	}
}

// TestVariantConsistency runs the checks on generated variants, with
// combinations of hooks no built-in game has.
func TestVariantConsistency(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := rulestest.HookedVariant().Draw(t, "variant")
		v, err := variant.Load(strings.NewReader(text), "random.yaml")
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		r, err := rules.New(v)
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		walk(t, r, r.NewPosition(), rapid.IntRange(1, 40).Draw(t, "plies"))
	})
}
