package variant

import "fmt"

// Reversion is one rule of the "reversion" hook: a promoted piece turns
// back into an unpromoted one when its trigger happens. A reverted piece
// may promote again.
type Reversion struct {
	Piece     string `yaml:"piece" doc:"a piece id"`
	RevertsTo string `yaml:"reverts-to" doc:"a piece id"`
	// When is the trigger.
	When Trigger `yaml:"when"`
	// Trigger lists the trigger pieces.
	Trigger []string `yaml:"trigger" doc:"a list of piece ids"`
	// TriggerSide is whose trigger pieces count.
	TriggerSide TriggerSide `yaml:"trigger-side"`
	// TriggerPromoted makes promoted trigger pieces count too.
	TriggerPromoted bool `yaml:"trigger-promoted"`
	// Radius is the distance for When: within, in king steps.
	Radius int `yaml:"radius"`
}

// Trigger is what sets off a reversion or a loss of power.
type Trigger uint8

// Triggers.
const (
	// TriggerCaptured: a trigger piece is captured.
	TriggerCaptured Trigger = iota
	// TriggerWithin: a trigger piece stands within the radius.
	TriggerWithin
)

var triggers = names{"captured", "within"}

func (t Trigger) String() string { return text(triggers, t) }

// UnmarshalText reads "captured" or "within".
func (t *Trigger) UnmarshalText(b []byte) error { return decode(triggers, b, t) }

// TriggerSide is whose trigger pieces count.
type TriggerSide uint8

// Trigger sides.
const (
	// OwnTrigger: the affected piece's own side's.
	OwnTrigger TriggerSide = iota
	// AnyTrigger: either side's.
	AnyTrigger
)

var triggerSides = names{"own", "any"}

func (t TriggerSide) String() string { return text(triggerSides, t) }

// UnmarshalText reads "own" or "any".
func (t *TriggerSide) UnmarshalText(b []byte) error { return decode(triggerSides, b, t) }

func init() {
	mustRegister(HookSpec{
		Name: "reversion", Doc: "promoted pieces that turn back when a trigger happens",
		Params: func() any { return &[]Reversion{} },
		Check: func(v *Variant, p any) []Problem {
			var out []Problem
			for _, r := range *p.(*[]Reversion) {
				out = append(out, pieceRefs(v, "", append([]string{r.Piece, r.RevertsTo}, r.Trigger...), false)...)
				if r.When == TriggerCaptured && r.TriggerSide == AnyTrigger {
					out = append(out, Problem{"", fmt.Sprintf("%s: trigger-side any is implemented for when: within only", r.Piece)})
				}
				if to := v.Piece(r.RevertsTo); to != nil && to.PromotedOnly {
					out = append(out, Problem{"", fmt.Sprintf("%s reverts to %s, which appears only by promotion", r.Piece, r.RevertsTo)})
				}
			}
			return out
		},
	})
}
