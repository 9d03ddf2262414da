package variant

// Stalemate is the parameters of the "stalemate" hook. A variant that does
// not name it rules a side with no legal move lost.
type Stalemate struct {
	// Result for the side with no legal move.
	Result StalemateResult `yaml:"result"`
}

// StalemateResult is the result for a side with no legal move.
type StalemateResult uint8

// Stalemate results.
const (
	StalemateLoss StalemateResult = iota
	StalemateDraw
)

var stalemateResults = names{"loss", "draw"}

func (r StalemateResult) String() string { return text(stalemateResults, r) }

// UnmarshalText reads "loss" or "draw".
func (r *StalemateResult) UnmarshalText(b []byte) error { return decode(stalemateResults, b, r) }

func init() {
	mustRegister(HookSpec{
		Name: "stalemate", Doc: "the result for a side with no legal move",
		Params: func() any { return &Stalemate{} },
	})
}
