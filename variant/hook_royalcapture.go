package variant

// RoyalCapture is the parameters of the "royal-capture" hook: pieces that
// may capture a royal piece (or, with Targets any, any piece) only if it is
// unprotected.
type RoyalCapture struct {
	Pieces []string `yaml:"pieces" doc:"a list of piece ids"`
	// Targets is which pieces they may capture only unprotected.
	Targets CaptureTargets `yaml:"targets"`
}

// CaptureTargets is which pieces a capture rule concerns.
type CaptureTargets uint8

// Capture targets.
const (
	// RoyalTargets: royal pieces.
	RoyalTargets CaptureTargets = iota
	// AnyTargets: every piece.
	AnyTargets
)

var captureTargets = names{"royal", "any"}

func (t CaptureTargets) String() string { return text(captureTargets, t) }

// UnmarshalText reads "royal" or "any".
func (t *CaptureTargets) UnmarshalText(b []byte) error { return decode(captureTargets, b, t) }

func init() {
	mustRegister(HookSpec{
		Name: "royal-capture", Doc: "pieces that may capture a royal piece (or any piece) only if it is unprotected",
		Params: func() any { return &RoyalCapture{} },
		Check:  func(v *Variant, p any) []Problem { return pieceRefs(v, "pieces", p.(*RoyalCapture).Pieces, false) },
	})
}
