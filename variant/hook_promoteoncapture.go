package variant

// PromoteOnCapture is the parameters of the "promote-on-capture" hook: a
// piece promotes on the spot when it captures certain pieces, wherever it
// stands; a capture by shooting counts.
type PromoteOnCapture struct {
	Rules []CaptureTrigger `yaml:"rules"`
	// Compulsory makes the promotion happen without the player's choice.
	Compulsory bool `yaml:"compulsory"`
}

// CaptureTrigger is one rule of [PromoteOnCapture]: capturing any of
// Captured promotes the capturer, if it is one of Capturers (piece ids or
// traits; empty for any piece).
type CaptureTrigger struct {
	Captured  []string `yaml:"captured" doc:"a list of piece ids"`
	Capturers []string `yaml:"capturers" doc:"a list of piece ids or traits"`
}

func init() {
	mustRegister(HookSpec{
		Name: "promote-on-capture", Doc: "capturing certain pieces promotes the capturer",
		Params: func() any { return &PromoteOnCapture{} },
		Check: func(v *Variant, p any) []Problem {
			var out []Problem
			for _, r := range p.(*PromoteOnCapture).Rules {
				out = append(out, pieceRefs(v, "rules", r.Captured, false)...)
				out = append(out, pieceRefs(v, "rules", r.Capturers, true)...)
			}
			return out
		},
	})
}
