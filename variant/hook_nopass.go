package variant

// NoPass is the parameters of the "no-pass" hook: pieces that may not end
// a move on the square they started from without capturing (no pass;
// igui stays legal).
type NoPass struct {
	Pieces []string `yaml:"pieces" doc:"a list of piece ids or traits"`
}

func init() {
	mustRegister(HookSpec{
		Name: "no-pass", Doc: "pieces that may not end a move where they started without capturing",
		Params: func() any { return &NoPass{} },
		Check:  func(v *Variant, p any) []Problem { return pieceRefs(v, "pieces", p.(*NoPass).Pieces, true) },
	})
}
