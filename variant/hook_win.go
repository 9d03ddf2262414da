package variant

// Win is the parameters of the "win" hook: how a game is won by capture.
// A variant that does not name it is won by capturing all the opponent's
// royal pieces.
type Win struct {
	// Royals says when a side has lost by the capture of royal pieces.
	Royals RoyalLoss `yaml:"royals"`
	// Objectives, when given, replaces royals: a side loses when every piece
	// of any one set is gone.
	Objectives [][]string `yaml:"objectives" doc:"a list of lists of piece ids"`
}

// RoyalLoss says when the capture of royal pieces loses the game.
type RoyalLoss uint8

// When royal captures lose.
const (
	// AllRoyalsCaptured: a side loses when it has no royal piece left.
	AllRoyalsCaptured RoyalLoss = iota
	// AnyRoyalCaptured: a side loses when it loses any royal piece it
	// started with.
	AnyRoyalCaptured
)

var royalLosses = names{"all-captured", "any-captured"}

func (r RoyalLoss) String() string { return text(royalLosses, r) }

// UnmarshalText reads "all-captured" or "any-captured".
func (r *RoyalLoss) UnmarshalText(b []byte) error { return decode(royalLosses, b, r) }

func init() {
	mustRegister(HookSpec{
		Name: "win", Doc: "how a game is won by capturing",
		Params: func() any { return &Win{} },
		Check: func(v *Variant, p any) []Problem {
			var out []Problem
			for _, set := range p.(*Win).Objectives {
				out = append(out, pieceRefs(v, "objectives", set, false)...)
			}
			return out
		},
	})
}
