package variant

import "github.com/largeshogi/largeshogi/betza"

// Immobilising is the parameters of the "immobilising" hook: nets freeze
// enemy pieces on their lines (not their own side's).
type Immobilising struct {
	Nets []Net `yaml:"nets"`
	// Reach is which pieces on a net's lines it freezes.
	Reach NetReach `yaml:"reach"`
}

// Net is one immobilising piece and the lines it freezes, as a Betza
// notation of plain slides.
type Net struct {
	Piece      string `yaml:"piece" doc:"a piece id"`
	Directions string `yaml:"directions" doc:"a Betza notation of plain slides: the lines it freezes"`
}

// NetReach is which pieces on a net's lines it freezes.
type NetReach uint8

// Net reaches.
const (
	// WholeRay: every enemy piece on the net's lines, to the edge.
	WholeRay NetReach = iota
	// FirstPiece: the nearest piece on each line, if it is an enemy.
	FirstPiece
)

var netReaches = names{"whole-ray", "first-piece"}

func (r NetReach) String() string { return text(netReaches, r) }

// UnmarshalText reads "whole-ray" or "first-piece".
func (r *NetReach) UnmarshalText(b []byte) error { return decode(netReaches, b, r) }

func init() {
	mustRegister(HookSpec{
		Name: "immobilising", Doc: "nets that freeze enemy pieces on their lines",
		Params: func() any { return &Immobilising{} },
		Check: func(v *Variant, p any) []Problem {
			m := p.(*Immobilising)
			var out []Problem
			for _, n := range m.Nets {
				out = append(out, pieceRefs(v, "nets", []string{n.Piece}, false)...)
				if prog, err := betza.Compile(n.Directions); err != nil {
					out = append(out, Problem{"nets", "net " + n.Piece + ": " + err.Error()})
				} else if _, ok := prog.Rays(); !ok {
					out = append(out, Problem{"nets", "net " + n.Piece + ": directions " + n.Directions + " must be plain slides"})
				}
			}
			return out
		},
	})
}
