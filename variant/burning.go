package variant

// Burning is the parameters of the "burning" hook: pieces that remove the
// pieces around where they land (active burning) and, if Passive, pieces
// that land next to them.
type Burning struct {
	Pieces []string `yaml:"pieces"`
	// Radius is how far burning reaches, in king steps.
	Radius int `yaml:"radius"`
	// Friendly burns the burner's own pieces too.
	Friendly bool `yaml:"friendly"`
	// Passive also burns an enemy piece that ends its move within Radius of
	// a burner (after the move's own burning).
	Passive bool `yaml:"passive"`
	// OnPromotion burns on the move on which a piece becomes a burner by
	// promoting; otherwise only a piece that was a burner before the move
	// burns.
	OnPromotion bool `yaml:"on-promotion"`
}

func init() {
	mustRegister(HookSpec{
		Name: "burning", Doc: "pieces that remove the pieces around where they land, or that land next to them",
		Params: func() any { return &Burning{Radius: 1} },
		Check: func(v *Variant, p any) []Problem {
			b := p.(*Burning)
			out := pieceRefs(v, "pieces", b.Pieces, false)
			if b.Radius < 1 || b.Radius > v.Geometry.Files()+v.Geometry.Ranks() {
				out = append(out, Problem{"radius", "want a radius from 1 to the board's size"})
			}
			return out
		},
	})
}
