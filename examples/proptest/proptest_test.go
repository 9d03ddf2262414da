package proptest_test

import (
	"testing"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/examples/proptest"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/rules/rulestest"
	"github.com/largeshogi/largeshogi/variants"
	"pgregory.net/rapid"
)

// step is a move reduced to its start and end.
type step struct{ from, to board.Square }

// checkSteps checks the engine against the rules in position p: every
// legal move's step is among the engine's, and the engine lists no other
// step unless it captures a lion (which the lion-trading rules may forbid).
// A position where the game is over (a royal piece captured) has no legal
// move, whatever the pieces could do: the engine knows only moves, so
// such a position is not asked.
func checkSteps(t *rapid.T, e *proptest.Engine, p *rules.Position) {
	if _, over := p.End(); over {
		return
	}
	sfen := p.SFEN()
	got, err := e.Steps(sfen)
	if err != nil {
		t.Fatalf("Steps(%s): %v", sfen, err)
	}
	geo := p.Rules().Geo
	engine := map[step]proptest.Step{}
	for _, s := range got {
		engine[step{s.From, s.To}] = s
	}
	legal := map[step]bool{}
	for _, m := range p.AppendMoves(nil) {
		legal[step{m.From, m.To}] = true
		if _, ok := engine[step{m.From, m.To}]; !ok {
			t.Fatalf("%s: the engine misses the legal move %s", sfen, m.String())
		}
	}
	for k, s := range engine {
		if !legal[k] && !s.TakesLion {
			t.Fatalf("%s: the engine lists %s%s, which is not legal", sfen, geo.Name(k.from), geo.Name(k.to))
		}
	}
}

// chu returns chu shogi compiled for play.
func chu(t *testing.T) *rules.Rules {
	t.Helper()
	v, err := variants.Load("chu")
	if err != nil {
		t.Fatal(err)
	}
	r, err := rules.New(v)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestChu checks the engine on random positions of chu shogi.
func TestChu(t *testing.T) {
	r := chu(t)
	e := proptest.New(r.Variant)
	rapid.Check(t, func(t *rapid.T) {
		checkSteps(t, e, rulestest.Position(r, 60).Draw(t, "position"))
	})
}

// TestRandomVariants checks the engine on random positions of random
// variants.
func TestRandomVariants(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := rulestest.Variant().Draw(t, "variant")
		v, err := text.Load()
		if err != nil {
			t.Fatal(err)
		}
		r, err := rules.New(v)
		if err != nil {
			t.Fatal(err)
		}
		checkSteps(t, proptest.New(v), rulestest.Position(r, 30).Draw(t, "position"))
	})
}

// TestMoves checks single moves: the engine lists a legal move, and lists
// no move of a square that holds no piece of the side to move.
func TestMoves(t *testing.T) {
	r := chu(t)
	e := proptest.New(r.Variant)
	rapid.Check(t, func(t *rapid.T) {
		p := rulestest.Position(r, 60).Draw(t, "position")
		steps, err := e.Steps(p.SFEN())
		if err != nil {
			t.Fatal(err)
		}
		has := func(m rules.Move) bool {
			for _, s := range steps {
				if s.From == m.From && s.To == m.To {
					return true
				}
			}
			return false
		}
		if m := rulestest.LegalMove(p).Draw(t, "legal"); !has(m) {
			t.Fatalf("%s: the engine misses %s", p.SFEN(), m.String())
		}
		m := rulestest.IllegalMove(p).Draw(t, "illegal")
		if c := p.At(m.From); (c == 0 || c.Color() != p.Side()) && has(m) {
			t.Fatalf("%s: the engine moves from %s, which holds no piece of the side to move", p.SFEN(), r.Geo.Name(m.From))
		}
	})
}
