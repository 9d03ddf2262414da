package variant

import "fmt"

// LionTrading is the parameters of the "lion-trading" hook, chu shogi's
// rules against trading lions.
type LionTrading struct {
	// Lions is the trait that marks lions.
	Lions string `yaml:"lions" doc:"a trait: the pieces that count as lions"`
	// ProtectedNonadjacent forbids a lion to capture a protected lion that is
	// not adjacent to it.
	ProtectedNonadjacent bool `yaml:"protected-nonadjacent"`
	// TsukeguiExempt lists pieces whose capture together with the lion does
	// not make the capture of a protected lion legal.
	TsukeguiExempt []string `yaml:"tsukegui-exempt" doc:"a list of piece ids"`
	// CounterStrike forbids a non-lion to capture a lion on another square
	// right after a non-lion captured a lion.
	CounterStrike bool `yaml:"counter-strike"`
	// Okazaki allows that counter-strike against an unprotected lion.
	Okazaki bool `yaml:"okazaki"`
	// JudgeDoubleCapture says when protection is judged for a double
	// capture that takes the protector too.
	JudgeDoubleCapture ProtectionJudged `yaml:"judge-double-capture"`
}

// ProtectionJudged says when a lion counts as protected in a double
// capture that also takes its protector.
type ProtectionJudged uint8

// When protection is judged.
const (
	// ProtectedBeforeOrAfter: protected if it was protected before the move
	// (the mover's start square empty) or would be after it (the JCSA's
	// reading, and lishogi's).
	ProtectedBeforeOrAfter ProtectionJudged = iota
	// ProtectedAfter: protected only if it could be recaptured after the
	// move.
	ProtectedAfter
)

var protectionJudged = names{"before", "after"}

func (j ProtectionJudged) String() string { return text(protectionJudged, j) }

// UnmarshalText reads "before" (before and after the move) or "after".
func (j *ProtectionJudged) UnmarshalText(b []byte) error { return decode(protectionJudged, b, j) }

func init() {
	mustRegister(HookSpec{
		Name: "lion-trading", Doc: "chu shogi's rules against trading lions",
		Params: func() any { return &LionTrading{Lions: "lion"} },
		Check: func(v *Variant, p any) []Problem {
			l := p.(*LionTrading)
			out := pieceRefs(v, "tsukegui-exempt", l.TsukeguiExempt, false)
			if !v.hasTrait(l.Lions) {
				out = append(out, Problem{"lions", fmt.Sprintf("no piece has the trait %q%s", l.Lions, v.hint(l.Lions, v.traits))})
			}
			return out
		},
	})
}
