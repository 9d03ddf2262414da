package variant

// Burning is the parameters of the "burning" hook: pieces that remove the
// pieces around where they land (active burning) and, if Passive, pieces
// that land next to them.
type Burning struct {
	Pieces []string `yaml:"pieces" doc:"a list of piece ids"`
	// Radius is how far burning reaches, in king steps.
	Radius int `yaml:"radius"`
	// Friendly burns the burner's own pieces too.
	Friendly bool `yaml:"friendly"`
	// Active makes a burner burn around the square where its move ends.
	Active bool `yaml:"active"`
	// Passive also burns an enemy piece that ends its move within Radius of
	// a burner (after the move's own burning); its captures stand.
	Passive bool `yaml:"passive"`
	// PassiveStationary makes passive burning strike a move that ends on
	// its start square (igui, a pass) too.
	PassiveStationary bool `yaml:"passive-stationary"`
	// Meeting is what happens, with passive burning, to a burner whose move
	// ends within Radius of an enemy burner.
	Meeting BurnerMeeting `yaml:"meeting"`
	// OnPass makes a burner whose move ends where it started (igui, a pass)
	// burn there.
	OnPass bool `yaml:"on-pass"`
	// OnPromotion burns on the move on which a piece becomes a burner by
	// promoting; otherwise only a piece that was a burner before the move
	// burns.
	OnPromotion bool `yaml:"on-promotion"`
}

// BurnerMeeting is what happens to a burner that ends its move next to an
// enemy burner, under passive burning.
type BurnerMeeting uint8

// Burner meetings.
const (
	// MoverBurnedOnly: the moving burner is burned and burns nothing.
	MoverBurnedOnly BurnerMeeting = iota
	// MoverBurnsThenBurned: the moving burner burns every enemy around it
	// but the burners, then is burned.
	MoverBurnsThenBurned
)

var burnerMeetings = names{"mover-only", "mover-after-burning"}

func (m BurnerMeeting) String() string { return text(burnerMeetings, m) }

// UnmarshalText reads "mover-only" or "mover-after-burning".
func (m *BurnerMeeting) UnmarshalText(b []byte) error { return decode(burnerMeetings, b, m) }

func init() {
	mustRegister(HookSpec{
		Name: "burning", Doc: "pieces that remove the pieces around where they land, or that land next to them",
		Params: func() any { return &Burning{Radius: 1, Active: true, OnPass: true} },
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
