package variant

// BareKing is the parameters of the "bare-king" hook: what leaving a side
// with nothing but its royal pieces does.
type BareKing struct {
	// Mode is the rule.
	Mode BareKingRule `yaml:"mode"`
	// Minor lists pieces (ids or traits) that do not count as the barer's
	// material under the ends-game rule: a king facing only these is not
	// bare.
	Minor []string `yaml:"minor" doc:"a list of piece ids or traits"`
}

// BareKingRule is what baring the opponent's royal pieces does.
type BareKingRule uint8

// Bare-king rules.
const (
	// BareKingNone: baring has no effect.
	BareKingNone BareKingRule = iota
	// BareKingWinsUnlessAnswered: the side that bares the opponent's royals
	// wins, unless the bared side can at once bare back or capture the last
	// royal piece (the Japanese Chu Shogi Association's rule).
	BareKingWinsUnlessAnswered
	// BareKingEndsGame: a side left with its king alone loses at once when
	// the opponent has more than a minor piece and is not in check; kings
	// alone draw (lishogi's rule).
	BareKingEndsGame
)

var bareKingRules = names{"none", "wins-unless-answered", "ends-game"}

func (b BareKingRule) String() string { return text(bareKingRules, b) }

// UnmarshalText reads "none", "wins-unless-answered" or "ends-game".
func (b *BareKingRule) UnmarshalText(t []byte) error { return decode(bareKingRules, t, b) }

func init() {
	mustRegister(HookSpec{
		Name: "bare-king", Doc: "what baring the opponent's royal pieces does",
		Params: func() any { return &BareKing{} },
		Check:  func(v *Variant, p any) []Problem { return pieceRefs(v, "minor", p.(*BareKing).Minor, true) },
	})
}
