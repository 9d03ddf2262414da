package rules_test

import (
	"testing"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/rules"
)

// TestCycleVerdict judges cycles of marked moves as the rule texts order
// the verdicts: the side that checks with every move of a cycle while the
// other does not must deviate (chu, sho); failing that, in chu, the side
// that likewise attacks; failing that, in chu, the side that passed first
// in consecutive passes. A game without such a verdict, or under the
// no-recurrence rule (tenjiku), names no loser.
func TestCycleVerdict(t *testing.T) {
	var (
		none   = rules.CycleMark{}
		check  = rules.CycleMark{Check: true}
		attack = rules.CycleMark{Attack: true}
		pass   = rules.CycleMark{Pass: true}
	)
	tests := []struct {
		name    string
		variant string
		marks   []rules.CycleMark
		last    board.Color // the side that made the last move
		want    rules.Outcome
	}{
		{"Black checks throughout", "chu", []rules.CycleMark{check, none, check, none}, board.White,
			rules.Outcome{Result: rules.WhiteWins, Termination: rules.PerpetualCheck}},
		{"White checks throughout", "chu", []rules.CycleMark{check, none, check, none}, board.Black,
			rules.Outcome{Result: rules.BlackWins, Termination: rules.PerpetualCheck}},
		{"both check throughout", "chu", []rules.CycleMark{check, check, check, check}, board.White, rules.Outcome{}},
		{"one check missing", "sho", []rules.CycleMark{check, none, none, none}, board.White, rules.Outcome{}},
		{"a check is also an attack", "chu", []rules.CycleMark{check, none, attack, none}, board.White,
			rules.Outcome{Result: rules.WhiteWins, Termination: rules.PerpetualAttack}},
		{"check before attack", "chu", []rules.CycleMark{check, attack, check, attack}, board.White,
			rules.Outcome{Result: rules.WhiteWins, Termination: rules.PerpetualCheck}},
		{"both attack throughout", "chu", []rules.CycleMark{attack, check, attack, attack}, board.White, rules.Outcome{}},
		{"attack does not lose in sho", "sho", []rules.CycleMark{attack, none, attack, none}, board.White, rules.Outcome{}},
		{"White passes first", "chu", []rules.CycleMark{none, pass, pass, none}, board.White,
			rules.Outcome{Result: rules.BlackWins, Termination: rules.FirstPass}},
		{"Black passes first", "chu", []rules.CycleMark{pass, pass}, board.White,
			rules.Outcome{Result: rules.WhiteWins, Termination: rules.FirstPass}},
		{"passes apart", "chu", []rules.CycleMark{pass, none, pass, none}, board.White, rules.Outcome{}},
		{"passes in sho", "sho", []rules.CycleMark{pass, pass}, board.White, rules.Outcome{}},
		{"no cycle verdicts under no-recurrence", "tenjiku", []rules.CycleMark{check, none, check, none}, board.White, rules.Outcome{}},
		{"an empty cycle", "chu", nil, board.White, rules.Outcome{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := gamerules.Builtin(t, tt.variant).CycleVerdict(tt.marks, tt.last)
			if ok != tt.want.Over() || got != tt.want {
				t.Errorf("CycleVerdict = %v, %v; want %v", got, ok, tt.want)
			}
		})
	}
}
