package rules

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/variant"
)

// byValue is a hook whose Allow takes the Candidate by value: no
// MoveFilter, so it would refuse nothing.
type byValue struct{}

func (byValue) Allow(*Position, Candidate) bool { return false }

// pointerAllow is a hook whose Allow has a pointer receiver, compiled to
// a value: no MoveFilter either.
type pointerAllow struct{}

func (*pointerAllow) Allow(*Position, *Candidate) bool { return false }

// halfStateful has one of Stateful's methods.
type halfStateful struct{ forbidAll }

func (halfStateful) StateWords() int { return 1 }

// forbidAll refuses every move: a proper MoveFilter.
type forbidAll struct{}

func (forbidAll) Allow(*Position, *Candidate) bool { return false }

// noMoveWin says what a side with no move does: it loses.
type noMoveWin struct{}

func (noMoveWin) NoMoves(*Position) Outcome {
	return Outcome{Result: BlackWins, Termination: Stalemate}
}

// testHooks are registered once for the tests of this package, each with
// no parameters.
var testHooks = map[string]Hook{
	"test-by-value":      byValue{},
	"test-pointer-allow": pointerAllow{},
	"test-half-stateful": halfStateful{},
	"test-no-phase":      struct{ n int }{},
	"test-forbid-all":    forbidAll{},
	"test-no-move-a":     noMoveWin{},
	"test-no-move-b":     noMoveWin{},
	"test-refuse-leaps":  refuseLegs(1),
	"test-refuse-steps":  refuseLegs(2),
}

type noParams struct{}

func init() {
	for _, name := range slices.Sorted(maps.Keys(testHooks)) { // registration order is running order
		h := testHooks[name]
		err := RegisterHook(HookSpec[noParams]{Name: name, Doc: "a test hook", Compile: func(*Rules, *noParams) (Hook, error) { return h, nil }})
		if err != nil {
			panic(err)
		}
	}
}

// hookVariant is a small variant file that uses the named hooks.
func hookVariant(hooks ...string) string {
	text := `name: hooktest
title: Hook test
source: a test
board: 3x3
pieces:
  - {id: king, name: king, abbrev: [K], sfen: K, betza: K, royal: true}
setup:
  c: "K . ."
rules:
`
	for _, h := range hooks {
		text += "  " + h + ": {}\n"
	}
	return text
}

// TestHookPhases checks that a compiled hook the engine would ignore, in
// whole or in part, and a second hook in a phase a variant has one of, are
// errors at the hook's line; that a proper filter plays; and that a hook
// the file names takes the place of the default stalemate hook.
func TestHookPhases(t *testing.T) {
	for _, tt := range []struct {
		hooks []string
		err   string // "" for none
	}{
		{[]string{"test-by-value"}, "hooktest.yaml:10:3: test-by-value: rules.byValue has a method Allow but is not a MoveFilter, which wants Allow func(*rules.Position, *rules.Candidate) bool"},
		{[]string{"test-pointer-allow"}, "hooktest.yaml:10:3: test-pointer-allow: rules.pointerAllow's method Allow has a pointer receiver, so the rules.pointerAllow that Compile returns is not a MoveFilter: return a *rules.pointerAllow"},
		{[]string{"test-half-stateful"}, "test-half-stateful: rules.halfStateful has a method StateWords but is not a Stateful, which wants AppendSFEN"},
		{[]string{"test-no-phase"}, "test-no-phase: struct { n int } takes part in no phase"},
		{[]string{"test-no-move-a", "test-no-move-b"}, "test-no-move-b: test-no-move-a and test-no-move-b both say what happens to a side with no legal move (NoMoveRule); a variant has one"},
		{[]string{"test-no-move-a", "stalemate"}, "both say what happens to a side with no legal move"},
		{[]string{"test-forbid-all"}, ""},
		{[]string{"test-no-move-a"}, ""},
	} {
		v, err := variant.Load(strings.NewReader(hookVariant(tt.hooks...)), "hooktest.yaml")
		if err != nil {
			t.Fatalf("%v: %v", tt.hooks, err)
		}
		r, err := New(v)
		switch {
		case tt.err == "" && err != nil:
			t.Errorf("%v: %v", tt.hooks, err)
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%v: error %v, want one with %q", tt.hooks, err, tt.err)
		case tt.err == "":
			p := r.NewPosition()
			if n := len(p.AppendMoves(nil)); tt.hooks[0] == "test-forbid-all" && n != 0 {
				t.Errorf("%v: %d moves, want none", tt.hooks, n)
			}
			if tt.hooks[0] == "test-no-move-a" {
				if r.hooks.noMoves != (noMoveWin{}) {
					t.Errorf("%v: the no-move rule is %T, want the hook the file names", tt.hooks, r.hooks.noMoves)
				}
			}
		}
	}
}
