package variant

import "fmt"

// RankedJumping is the parameters of the "ranked-jumping" hook: pieces
// whose hopping legs (p, pN, pp in their Betza) may pass only pieces of a
// lower rank, as tenjiku and taikyoku shogi's jumping generals.
type RankedJumping struct {
	// Ranks lists piece ids by rank, highest first; every piece in no list
	// shares one rank below all of them.
	Ranks [][]string `yaml:"ranks" doc:"a list of lists of piece ids, highest rank first"`
	// Jumpers lists the pieces whose hops the ranking limits.
	Jumpers []string `yaml:"jumpers" doc:"a list of piece ids"`
	// HopOver is which pieces a jumper may hop over, by rank.
	HopOver RankTest `yaml:"hop-over"`
	// HopSides is whose pieces the rank test applies to; the others may be
	// hopped freely.
	HopSides Sides `yaml:"hop-sides"`
	// CaptureAfterHop is which enemies a leg may capture after hopping.
	CaptureAfterHop RankTest `yaml:"capture-after-hop"`
	// CaptureBySlide is which enemies a jumper may capture as the first
	// piece on its line.
	CaptureBySlide SlideCapture `yaml:"capture-by-slide"`
	// CapturesHopped is which of the pieces a jump passes over it removes.
	CapturesHopped HoppedCapture `yaml:"captures-hopped"`
}

// RankTest is which pieces pass a rank test against the moving piece.
type RankTest uint8

// Rank tests.
const (
	// RankLower: pieces of a lower rank.
	RankLower RankTest = iota
	// RankLowerOrEqual: pieces of a lower or the same rank.
	RankLowerOrEqual
	// RankBelowTop: every piece but those of the highest rank.
	RankBelowTop
	// RankAny: every piece.
	RankAny
)

var rankTests = names{"lower", "lower-or-equal", "below-top", "any"}

func (r RankTest) String() string { return text(rankTests, r) }

// UnmarshalText reads "lower", "lower-or-equal", "below-top" or "any".
func (r *RankTest) UnmarshalText(b []byte) error { return decode(rankTests, b, r) }

// Sides is whose pieces a rule concerns.
type Sides uint8

// Sides.
const (
	BothSides Sides = iota
	EnemySide
	FriendlySide
)

var sides = names{"both", "enemy", "friendly"}

func (s Sides) String() string { return text(sides, s) }

// UnmarshalText reads "both", "enemy" or "friendly".
func (s *Sides) UnmarshalText(b []byte) error { return decode(sides, b, s) }

// SlideCapture is which enemies a jumper may capture as the first piece on
// its line.
type SlideCapture uint8

// Slide captures.
const (
	// SlideCaptureAny: every enemy.
	SlideCaptureAny SlideCapture = iota
	// SlideCaptureNotHigherUnlessAdjacent: an enemy of a higher rank only
	// from the square next to it.
	SlideCaptureNotHigherUnlessAdjacent
)

var slideCaptures = names{"any", "not-higher-unless-adjacent"}

func (s SlideCapture) String() string { return text(slideCaptures, s) }

// UnmarshalText reads "any" or "not-higher-unless-adjacent".
func (s *SlideCapture) UnmarshalText(b []byte) error { return decode(slideCaptures, b, s) }

// HoppedCapture is which of the pieces a jump passes over it removes.
type HoppedCapture uint8

// Hopped captures.
const (
	// HoppedNone: none; they stay.
	HoppedNone HoppedCapture = iota
	// HoppedEnemies: the enemy pieces.
	HoppedEnemies
	// HoppedAll: every piece, friend and foe.
	HoppedAll
)

var hoppedCaptures = names{"none", "enemies", "all"}

func (h HoppedCapture) String() string { return text(hoppedCaptures, h) }

// UnmarshalText reads "none", "enemies" or "all".
func (h *HoppedCapture) UnmarshalText(b []byte) error { return decode(hoppedCaptures, b, h) }

func init() {
	mustRegister(HookSpec{
		Name: "ranked-jumping", Doc: "jumping pieces that may hop only over pieces of lower rank",
		Params: func() any { return &RankedJumping{} },
		Check: func(v *Variant, p any) []Problem {
			rj := p.(*RankedJumping)
			var out []Problem
			seen := map[string]bool{}
			for _, rank := range rj.Ranks {
				out = append(out, pieceRefs(v, "ranks", rank, false)...)
				for _, id := range rank {
					if seen[id] {
						out = append(out, Problem{"ranks", fmt.Sprintf("%s is given two ranks", id)})
					}
					seen[id] = true
				}
			}
			out = append(out, pieceRefs(v, "jumpers", rj.Jumpers, false)...)
			for _, id := range rj.Jumpers {
				if pc := v.Piece(id); pc != nil && !pc.Move.Hops() {
					out = append(out, Problem{"jumpers", fmt.Sprintf("%s's move (%s) hops over nothing", id, pc.Betza)})
				}
			}
			return out
		},
	})
}
