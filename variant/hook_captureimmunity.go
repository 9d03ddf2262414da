package variant

// CaptureImmunity is one rule of the "capture-immunity" hook: what a piece
// may not capture by displacement (moving onto it).
type CaptureImmunity struct {
	Piece           string   `yaml:"piece" doc:"a piece id or trait"`
	CannotDisplace  []string `yaml:"cannot-displace" doc:"a list of piece ids or traits"`
	MayDisplaceOnly []string `yaml:"may-displace-only" doc:"a list of piece ids or traits"`
}

func init() {
	mustRegister(HookSpec{
		Name: "capture-immunity", Doc: "what pieces may not capture by displacement",
		Params: func() any { return &[]CaptureImmunity{} },
		Check: func(v *Variant, p any) []Problem {
			var out []Problem
			for _, r := range *p.(*[]CaptureImmunity) {
				ids := append(append([]string{r.Piece}, r.CannotDisplace...), r.MayDisplaceOnly...)
				out = append(out, pieceRefs(v, "", ids, true)...)
			}
			return out
		},
	})
}
