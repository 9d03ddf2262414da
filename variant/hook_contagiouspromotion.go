package variant

import "fmt"

// ContagiousPromotion is the parameters of the "contagious-promotion" hook:
// capturing some pieces turns the capturer into another piece; a move that
// captures several contagious pieces takes the last one's contagion.
type ContagiousPromotion struct {
	Rules []Contagion `yaml:"rules"`
	// Exempt lists pieces that take their normal promotion, or stay as they
	// are, instead.
	Exempt []string `yaml:"exempt" doc:"a list of piece ids"`
}

// Contagion is one rule of [ContagiousPromotion]: capturing any of Captured
// turns the capturer into the promoted piece Becomes.
type Contagion struct {
	Captured []string `yaml:"captured" doc:"a list of piece ids"`
	Becomes  string   `yaml:"becomes" doc:"a piece id"`
}

func init() {
	mustRegister(HookSpec{
		Name: "contagious-promotion", Doc: "capturing some pieces turns the capturer into another",
		Params: func() any { return &ContagiousPromotion{} },
		Check: func(v *Variant, p any) []Problem {
			c := p.(*ContagiousPromotion)
			out := pieceRefs(v, "exempt", c.Exempt, false)
			for _, r := range c.Rules {
				out = append(out, pieceRefs(v, "rules", append(append([]string(nil), r.Captured...), r.Becomes), false)...)
				if b := v.Piece(r.Becomes); b != nil && !canBecome(v, b) {
					out = append(out, Problem{"rules", fmt.Sprintf("no piece promotes to %s or is one, so no capturer can become one", r.Becomes)})
				}
			}
			return out
		},
	})
}

// canBecome reports whether some piece of v is b or promotes to it.
func canBecome(v *Variant, b *Piece) bool {
	for _, p := range v.Pieces {
		if (p == b && !p.PromotedOnly) || p.Promotes == b {
			return true
		}
	}
	return false
}
