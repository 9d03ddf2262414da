package rules_test

import (
	"testing"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/eval"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
	"pgregory.net/rapid"
)

// nodeWork is what a search or a perft asks of a position at every node,
// with the buffers it reuses: the moves and captures, the royal pieces'
// safety (the reach and the captures that take them), the attackers and
// guards of the enemy's pieces, and each legal move tested, made, judged
// by the end rules, scored by the incremental evaluation and taken back, a
// null move, and the captures on each enemy piece's square.
type nodeWork struct {
	moves, captures []rules.Move
	targets         []board.Square
	attackers       []board.Square
	guarded         []bool
	in              *eval.Incremental
}

// run does the work once on p, which in follows.
func (w *nodeWork) run(p *rules.Position) {
	w.moves = p.AppendMoves(w.moves[:0])
	w.captures = p.AppendCaptures(w.captures[:0])
	p.InCheck()
	p.CapturesRoyal()
	p.Outcome()
	side := p.Side()
	w.guarded = p.Guarded(w.targets, side, w.guarded)
	for _, s := range w.targets {
		w.attackers = p.Attackers(s, side, w.attackers[:0])
		w.captures = p.AppendCapturesOn(w.captures[:0], s)
	}
	for _, m := range w.moves {
		p.Legal(m)
		p.Make(m)
		w.in.Push(p)
		p.End()
		p.Outcome()
		p.InCheck()
		w.in.Evaluate(p)
		p.Unmake()
		w.in.Pop()
	}
	if _, over := p.End(); !over {
		p.MakeNull()
		w.in.Push(p)
		p.InCheck()
		p.CapturesRoyal()
		w.in.Evaluate(p)
		p.UnmakeNull()
		w.in.Pop()
	}
	w.in.Evaluate(p)
}

// checkNoAllocation checks that the node's work allocates nothing in
// position p once the buffers have grown, which testing.AllocsPerRun's
// first, uncounted run lets them do. Every move is made afresh each run,
// so that the end rules judge each position the move leads to again
// rather than read their verdict kept in the undo log.
func checkNoAllocation(t *rapid.T, e *eval.Evaluator, p *rules.Position) {
	w := &nodeWork{in: e.NewIncremental()}
	w.in.Reset(p)
	for _, s := range p.Rules().Geo.Squares() {
		if c := p.At(s); c != 0 && c.Color() != p.Side() {
			w.targets = append(w.targets, s)
		}
	}
	if n := testing.AllocsPerRun(1, func() { w.run(p) }); n != 0 {
		t.Fatalf("%#v: a node's work allocates %v times", p, n)
	}
}

// TestBuiltinNoAllocation checks, along the consistency walks of every
// built-in game, that a node's work allocates nothing: move generation must
// not allocate per node.
func TestBuiltinNoAllocation(t *testing.T) {
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			r := gamerules.Builtin(t, name)
			e := eval.NewEvaluator(r)
			rapid.Check(t, func(t *rapid.T) {
				walkChecking(t, r, r.NewPosition(), rapid.IntRange(1, walkPlies(r)).Draw(t, "plies"), func(t *rapid.T, _ *rules.Rules, p *rules.Position) {
					checkNoAllocation(t, e, p)
				})
			})
		})
	}
}

// TestVariantNoAllocation checks the same along the consistency walks of
// generated variants, with combinations of hooks no built-in game has.
func TestVariantNoAllocation(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := drawHookedRules(t)
		e := eval.NewEvaluator(r)
		walkChecking(t, r, r.NewPosition(), rapid.IntRange(1, hookedPlies).Draw(t, "plies"), func(t *rapid.T, _ *rules.Rules, p *rules.Position) {
			checkNoAllocation(t, e, p)
		})
	})
}
