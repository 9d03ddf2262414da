package variant

import (
	"fmt"
)

// LossOfPower is one rule of the "loss-of-power" hook: a piece loses part
// of its move, or its promotion, when a trigger piece of its own side is
// captured.
type LossOfPower struct {
	Piece           string   `yaml:"piece" doc:"a piece id"`
	Trigger         []string `yaml:"trigger" doc:"a list of piece ids"`
	TriggerPromoted bool     `yaml:"trigger-promoted"`
	// Betza is the move that remains, for Loses: move.
	Betza string `yaml:"betza" doc:"a Betza notation: the move that remains"`
	// Loses is what is lost.
	Loses Power `yaml:"loses"`
}

// Power is what a loss-of-power rule takes away.
type Power uint8

// Powers.
const (
	// PowerMove: part of the move; Betza gives what remains.
	PowerMove Power = iota
	// PowerPromotion: the ability to promote.
	PowerPromotion
)

var powers = names{"move", "promotion"}

func (p Power) String() string { return text(powers, p) }

// UnmarshalText reads "move" or "promotion".
func (p *Power) UnmarshalText(b []byte) error { return decode(powers, b, p) }

// MaxLossRules is the most loss-of-power rules a variant may have.
const MaxLossRules = 32

func init() {
	mustRegister(HookSpec{
		Name: "loss-of-power", Doc: "pieces that lose part of their move or their promotion when a trigger is captured",
		Params: func() any { return &[]LossOfPower{} },
		Check: func(v *Variant, p any) []Problem {
			rules := *p.(*[]LossOfPower)
			var out []Problem
			if len(rules) > MaxLossRules {
				out = append(out, Problem{"", fmt.Sprintf("%d rules: at most %d", len(rules), MaxLossRules)})
			}
			for _, r := range rules {
				out = append(out, pieceRefs(v, "", append([]string{r.Piece}, r.Trigger...), false)...)
				switch {
				case r.Loses == PowerMove && r.Betza == "":
					out = append(out, Problem{"", fmt.Sprintf("%s: loses: move needs the betza of the move that remains", r.Piece)})
				case r.Loses == PowerPromotion && r.Betza != "":
					out = append(out, Problem{"", fmt.Sprintf("%s: loses: promotion takes no betza", r.Piece)})
				}
				if r.Betza != "" {
					if _, err := compileMove(r.Betza); err != nil {
						out = append(out, Problem{"", fmt.Sprintf("%s: betza %v", r.Piece, err)}) // err names the notation
					}
				}
			}
			return out
		},
	})
}
