package variant

// Repetition is the parameters of the "repetition" hook. A variant that
// does not name it draws at the fourth occurrence of a position.
type Repetition struct {
	// Mode is the rule.
	Mode RepetitionRule `yaml:"mode"`
	// PerpetualCheck is what checking with every move of a cycle does to
	// the checker.
	PerpetualCheck CycleVerdict `yaml:"perpetual-check"`
	// PerpetualAttack is what attacking other pieces with every move of a
	// cycle, while the other side does not, does to the attacker.
	PerpetualAttack CycleVerdict `yaml:"perpetual-attack"`
	// PassFirstDeviates makes the side that passed first lose in a cycle of
	// passes.
	PassFirstDeviates bool `yaml:"pass-first-deviates"`
	// PerpetualCheckScope limits the perpetual-check rule.
	PerpetualCheckScope CheckScope `yaml:"perpetual-check-scope"`
}

// RepetitionRule is what repeating a position does.
type RepetitionRule uint8

// Repetition rules.
const (
	// Sennichite: the fourth occurrence of a position with the same side to
	// move ends the game: the side the cycle verdicts name loses, otherwise
	// it is a draw.
	Sennichite RepetitionRule = iota
	// NoRecurrence: no move may recreate a position that has occurred with
	// the same side to move: a game neither offers nor plays such a move,
	// and a side whose every move would has no legal move.
	NoRecurrence
	// FourfoldNoContest: the fourth occurrence ends the game as no contest
	// (unless a cycle verdict names a loser).
	FourfoldNoContest
)

var repetitionRules = names{"sennichite", "no-recurrence", "fourfold-no-contest"}

func (r RepetitionRule) String() string { return text(repetitionRules, r) }

// UnmarshalText reads "sennichite", "no-recurrence" or
// "fourfold-no-contest".
func (r *RepetitionRule) UnmarshalText(b []byte) error { return decode(repetitionRules, b, r) }

// CycleVerdict is what a behaviour kept up through a repetition cycle does
// to the side that kept it up.
type CycleVerdict uint8

// Cycle verdicts.
const (
	// CycleAllowed: nothing.
	CycleAllowed CycleVerdict = iota
	// CycleLoses: that side loses when the position occurs the fourth time.
	CycleLoses
)

var cycleVerdicts = names{"allowed", "loss"}

func (c CycleVerdict) String() string { return text(cycleVerdicts, c) }

// UnmarshalText reads "allowed" or "loss".
func (c *CycleVerdict) UnmarshalText(b []byte) error { return decode(cycleVerdicts, b, c) }

// CheckScope says which checks the perpetual-check rule counts.
type CheckScope uint8

// Check scopes.
const (
	// EveryCheck counts every check.
	EveryCheck CheckScope = iota
	// SoleObjectiveCheck counts only checks of a side's last royal or
	// commanding piece.
	SoleObjectiveCheck
)

var checkScopes = names{"all", "sole-objective"}

func (c CheckScope) String() string { return text(checkScopes, c) }

// UnmarshalText reads "all" or "sole-objective".
func (c *CheckScope) UnmarshalText(b []byte) error { return decode(checkScopes, b, c) }

func init() {
	mustRegister(HookSpec{
		Name: "repetition", Doc: "what repeating a position does",
		Params: func() any { return &Repetition{} },
		Check: func(v *Variant, p any) []Problem {
			r := p.(*Repetition)
			if r.Mode == NoRecurrence && (r.PerpetualCheck != CycleAllowed || r.PerpetualAttack != CycleAllowed || r.PassFirstDeviates) {
				return []Problem{{"mode", "no-recurrence forbids every repetition: perpetual-check, perpetual-attack and pass-first-deviates do nothing with it"}}
			}
			return nil
		},
	})
}
