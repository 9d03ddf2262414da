package eval_test

import (
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/largeshogi/largeshogi/eval"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/internal/testkit/longtest"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/rules/rulestest"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// TestMain runs the package's rapid properties with 20 checks each, 100
// under LARGESHOGI_LONG_TESTS=1.
func TestMain(m *testing.M) { longtest.Main(m, 20) }

// followGame walks position p as a search does, drawn through rapid:
// moves, null moves and takebacks, with in following it; after the steps
// drawn, the incremental score must equal the full evaluation's.
func followGame(t *rapid.T, e *eval.Evaluator, p *rules.Position, steps int) {
	in := e.NewIncremental()
	in.Reset(p)
	var s eval.Scratch
	var moves []rules.Move
	var nulls []bool // by ply made since the start: a null move
	for step := range steps {
		switch action := rapid.IntRange(0, 9).Draw(t, "action"); {
		case action < 2 && len(nulls) > 0:
			if nulls[len(nulls)-1] {
				p.UnmakeNull()
			} else {
				p.Unmake()
			}
			in.Pop()
			nulls = nulls[:len(nulls)-1]
		case action == 2:
			if _, over := p.End(); over {
				continue
			}
			p.MakeNull()
			in.Push(p)
			nulls = append(nulls, true)
		default:
			moves = p.AppendMoves(moves[:0])
			if len(moves) == 0 {
				continue
			}
			p.Make(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
			in.Push(p)
			nulls = append(nulls, false)
		}
		// Not every position is scored, as in a search: what is left to
		// do when one is must still be done when a later one is.
		if !rapid.Bool().Draw(t, "score") {
			continue
		}
		if got, want := in.Evaluate(p), e.Evaluate(p, &s); got != want {
			t.Fatalf("step %d, position %s: incremental score %d, full %d", step, p.SFEN(), got, want)
		}
	}
}

// TestIncrementalBuiltIn checks that the incremental evaluation equals
// the full one along random walks of every built-in game.
func TestIncrementalBuiltIn(t *testing.T) {
	var rs []*rules.Rules
	var es []*eval.Evaluator
	for _, name := range variants.Names() {
		r := gamerules.Builtin(t, name)
		rs, es = append(rs, r), append(es, eval.NewEvaluator(r))
	}
	rapid.Check(t, func(t *rapid.T) {
		i := rapid.IntRange(0, len(rs)-1).Draw(t, "variant")
		followGame(t, es[i], rs[i].NewPosition(), rapid.IntRange(1, 150).Draw(t, "steps"))
	})
}

// TestIncrementalHooked checks the same over small variants with rule
// hooks drawn by rulestest.
func TestIncrementalHooked(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := rulestest.HookedVariant().Draw(t, "variant")
		v, err := variant.Load(strings.NewReader(string(text)), "drawn.yaml")
		if err != nil {
			t.Fatal(err)
		}
		r, err := rules.New(v)
		if err != nil {
			t.Fatal(err)
		}
		followGame(t, eval.NewEvaluator(r), r.NewPosition(), rapid.IntRange(1, 80).Draw(t, "steps"))
	})
}

// TestIncrementalManyRoyals checks positions where a side has more royal
// pieces than the incremental evaluation keeps the squares of: from the
// start, and made so by a promotion to a royal piece.
func TestIncrementalManyRoyals(t *testing.T) {
	r := gamerules.Builtin(t, "chu")
	e := eval.NewEvaluator(r)
	many, err := r.ParseSFEN("k11/12/12/12/12/12/12/12/12/12/12/KKKKKKKKK3 b - 1")
	if err != nil {
		t.Fatal(err)
	}
	rapid.Check(t, func(t *rapid.T) {
		followGame(t, e, many.Clone(), rapid.IntRange(1, 40).Draw(t, "steps"))
	})
	// Eight kings and a drunk elephant that promotes to a royal crown
	// prince as it enters the zone, near an enemy gold.
	p, err := r.ParseSFEN("k11/12/g11/12/E11/12/12/12/12/12/12/KKKKKKKK4 b - 1")
	if err != nil {
		t.Fatal(err)
	}
	in := e.NewIncremental()
	in.Reset(p)
	var s eval.Scratch
	promoted := 0
	for _, m := range p.AppendMoves(nil) {
		if !m.Promote {
			continue
		}
		p.Make(m)
		in.Push(p)
		if !r.Piece(p.At(m.To).Kind()).Royal {
			t.Fatalf("%v makes a %s, not a royal piece", m, r.Piece(p.At(m.To).Kind()).Name)
		}
		if got, want := in.Evaluate(p), e.Evaluate(p, &s); got != want {
			t.Errorf("after %v: incremental score %d, full %d", m, got, want)
		}
		p.Unmake()
		in.Pop()
		promoted++
	}
	if promoted == 0 {
		t.Fatal("the drunk elephant has no promotion")
	}
}
