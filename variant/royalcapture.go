package variant

// RoyalCapture is the parameters of the "royal-capture" hook: pieces that
// may capture a royal piece only if it is unprotected.
type RoyalCapture struct {
	Pieces []string `yaml:"pieces"`
}

func init() {
	mustRegister(HookSpec{
		Name: "royal-capture", Doc: "pieces that may capture a royal piece only if it is unprotected",
		Params: func() any { return &RoyalCapture{} },
		Check:  func(v *Variant, p any) []Problem { return pieceRefs(v, "pieces", p.(*RoyalCapture).Pieces, false) },
	})
}
