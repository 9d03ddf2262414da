package variant

// CascadePromotion is the parameters of the "cascade-promotion" hook: one
// piece's promotion promotes others of its side and removes enemy pieces.
type CascadePromotion struct {
	Rules []Cascade `yaml:"rules"`
}

// Cascade is one rule of [CascadePromotion].
type Cascade struct {
	Piece        string   `yaml:"piece" doc:"a piece id"`
	PromotesAlso []string `yaml:"promotes-also" doc:"a list of piece ids"`
	KillsEnemy   []string `yaml:"kills-enemy" doc:"a list of piece ids"`
}

func init() {
	mustRegister(HookSpec{
		Name: "cascade-promotion", Doc: "one piece's promotion promotes others and removes enemy pieces",
		Params: func() any { return &CascadePromotion{} },
		Check: func(v *Variant, p any) []Problem {
			var out []Problem
			for _, r := range p.(*CascadePromotion).Rules {
				ids := append(append([]string{r.Piece}, r.PromotesAlso...), r.KillsEnemy...)
				out = append(out, pieceRefs(v, "rules", ids, false)...)
			}
			return out
		},
	})
}
