package variant

import (
	"fmt"
	"sort"
	"sync"
)

// HookSpec declares a rule hook: the name a variant file uses under
// `rules:`, and the type of its parameters. The rules engine gives each hook
// its behaviour; a user's own hook is declared here with [RegisterHook] and
// given behaviour the same way.
type HookSpec struct {
	// Name is the hook's name in YAML, such as "zone-promotion".
	Name string
	// Doc is a one-line description.
	Doc string
	// Params returns a new parameter value with its defaults: a pointer to a
	// struct whose fields carry yaml tags. The loader decodes the file's
	// parameters into it strictly.
	Params func() any
	// Check, if set, reports problems with decoded parameters that need the
	// variant to see, such as piece ids that do not exist. Each problem is
	// returned with the parameter's name, such as "last-rank".
	Check func(v *Variant, params any) []Problem
}

// Problem is something wrong with a hook's parameters: Field names the
// parameter ("" for the hook as a whole).
type Problem struct {
	Field string
	Msg   string
}

var (
	hooksMu sync.RWMutex
	hooks   = map[string]HookSpec{}
)

// RegisterHook declares a hook for variant files to use. It returns an
// error if the name is empty or taken or Params is nil.
func RegisterHook(spec HookSpec) error {
	if spec.Name == "" || spec.Params == nil {
		return fmt.Errorf("variant: a hook needs a name and a Params function")
	}
	hooksMu.Lock()
	defer hooksMu.Unlock()
	if _, ok := hooks[spec.Name]; ok {
		return fmt.Errorf("variant: hook %q is already registered", spec.Name)
	}
	hooks[spec.Name] = spec
	return nil
}

func mustRegister(spec HookSpec) {
	if err := RegisterHook(spec); err != nil {
		panic(err)
	}
}

// Hooks returns every registered hook, sorted by name.
func Hooks() []HookSpec {
	hooksMu.RLock()
	defer hooksMu.RUnlock()
	out := make([]HookSpec, 0, len(hooks))
	for _, h := range hooks {
		out = append(out, h)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

func lookupHook(name string) (HookSpec, bool) {
	hooksMu.RLock()
	defer hooksMu.RUnlock()
	h, ok := hooks[name]
	return h, ok
}

// pieceRefs checks that every id names a piece of v, or, when traits is set,
// a trait some piece has.
func pieceRefs(v *Variant, field string, ids []string, traits bool) []Problem {
	var out []Problem
	for _, id := range ids {
		if v.Piece(id) != nil {
			continue
		}
		if traits && v.hasTrait(id) {
			continue
		}
		what := "no piece"
		if traits {
			what = "no piece or trait"
		}
		out = append(out, Problem{field, fmt.Sprintf("%s %q", what, id)})
	}
	return out
}

func (v *Variant) hasTrait(t string) bool {
	for _, p := range v.Pieces {
		if p.Has(t) {
			return true
		}
	}
	return false
}

// rankDepths checks a map from piece ids to a number of far ranks: each
// piece exists and can promote, and each depth lies on the board.
func rankDepths(v *Variant, field string, depths map[string]int) []Problem {
	ids := make([]string, 0, len(depths))
	for id := range depths {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	var out []Problem
	for _, id := range ids {
		p, n := v.Piece(id), depths[id]
		switch {
		case p == nil:
			out = append(out, Problem{field, fmt.Sprintf("no piece %q", id)})
		case p.Promotes == nil:
			out = append(out, Problem{field, fmt.Sprintf("%s does not promote", id)})
		case n < 1 || n > v.Geometry.Ranks():
			out = append(out, Problem{field, fmt.Sprintf("%s: %d ranks outside 1 to %d", id, n, v.Geometry.Ranks())})
		}
	}
	return out
}

func oneOf(field, value string, allowed ...string) []Problem {
	for _, a := range allowed {
		if value == a {
			return nil
		}
	}
	return []Problem{{field, fmt.Sprintf("%q is not one of %v", value, allowed)}}
}

// ZonePromotion is the parameters of the "zone-promotion" hook: promotion
// in the far ranks, at the player's option.
type ZonePromotion struct {
	// Depth is the number of far ranks that make up the zone.
	Depth int `yaml:"depth"`
	// Enter allows promotion on a move from outside the zone into it.
	Enter bool `yaml:"enter"`
	// CaptureFromZone allows promotion on a capture that starts in the zone.
	CaptureFromZone bool `yaml:"capture-from-zone"`
	// CaptureIntoZone allows promotion on a capture that ends in the zone.
	CaptureIntoZone bool `yaml:"capture-into-zone"`
	// WithinZone allows promotion on any move that starts or ends in the
	// zone, as in ko shogi.
	WithinZone bool `yaml:"within-zone"`
	// RegainAfterMove lets a piece that declined promotion on entering the
	// zone promote on a later move after it has moved once (the Middle Shogi
	// Manual's rule).
	RegainAfterMove bool `yaml:"regain-after-move"`
	// LastRank lists pieces that may promote on reaching the last rank on a
	// non-capture even when already in the zone.
	LastRank []string `yaml:"last-rank"`
	// SecondChance generalises LastRank: each piece named may promote on a
	// non-capture that ends within its far N ranks, even when it started in
	// the zone (LastRank is N = 1).
	SecondChance map[string]int `yaml:"second-chance"`
	// MustPromote makes promotion compulsory: each piece named must promote
	// when its move ends within its far N ranks (shogi's pawn and lance on
	// the last rank, N = 1; the knight on the last two, N = 2).
	MustPromote map[string]int `yaml:"must-promote"`
}

// CapturePromotion is the parameters of the "capture-promotion" hook:
// promotion as the result of capturing.
type CapturePromotion struct {
	// Unpromoted is what capturing an unpromoted piece does: compulsory,
	// optional or none.
	Unpromoted string `yaml:"unpromoted"`
	// Promoted is what capturing a promoted piece does.
	Promoted string `yaml:"promoted"`
	// Once limits promotion to the end of the piece's first capturing move.
	Once bool `yaml:"once"`
}

// ContagiousPromotion is the parameters of the "contagious-promotion" hook:
// capturing some pieces turns the capturer into another piece.
type ContagiousPromotion struct {
	Rules []Contagion `yaml:"rules"`
	// Exempt lists pieces that take their normal promotion, or stay as they
	// are, instead.
	Exempt []string `yaml:"exempt"`
	// Multiple says which contagion a move that captures several contagious
	// pieces takes: "last" (the last captured).
	Multiple string `yaml:"multiple"`
}

// Contagion is one rule of [ContagiousPromotion].
type Contagion struct {
	Captured []string `yaml:"captured"`
	Becomes  string   `yaml:"becomes"`
}

// LionTrading is the parameters of the "lion-trading" hook, chu shogi's
// rules against trading lions.
type LionTrading struct {
	// Lions is the trait that marks lions.
	Lions string `yaml:"lions"`
	// ProtectedNonadjacent forbids a lion to capture a protected lion that is
	// not adjacent to it.
	ProtectedNonadjacent bool `yaml:"protected-nonadjacent"`
	// TsukeguiExempt lists pieces whose capture together with the lion does
	// not make the capture of a protected lion legal.
	TsukeguiExempt []string `yaml:"tsukegui-exempt"`
	// CounterStrike forbids a non-lion to capture a lion on another square
	// right after a non-lion captured a lion.
	CounterStrike bool `yaml:"counter-strike"`
	// Okazaki allows that counter-strike against an unprotected lion.
	Okazaki bool `yaml:"okazaki"`
	// JudgeDoubleCapture says when protection is judged for a double
	// capture that takes the protector too: "before" or "after" the move.
	JudgeDoubleCapture string `yaml:"judge-double-capture"`
}

// RoyalCapture is the parameters of the "royal-capture" hook: pieces that
// may capture a royal piece only if it is unprotected.
type RoyalCapture struct {
	Pieces []string `yaml:"pieces"`
}

// Win is the parameters of the "win" hook: how a game is won by capture.
type Win struct {
	// Royals is "all-captured" (a side loses when it has no royal piece
	// left) or "any-captured" (when it loses any royal piece).
	Royals string `yaml:"royals"`
	// Objectives, when given, replaces royals: a side loses when every piece
	// of any one set is gone.
	Objectives [][]string `yaml:"objectives"`
}

// BareKing is the parameters of the "bare-king" hook.
type BareKing struct {
	// Mode is "jcsa" (baring the opponent's royals wins unless one's own
	// king is bared or captured on the next move), "lishogi" (a bare king
	// ends the game) or "none".
	Mode string `yaml:"mode"`
	// Minor lists pieces (ids or traits) that do not count as the barer's
	// material in the lishogi test: a king facing only these is not bare.
	Minor []string `yaml:"minor"`
}

// Stalemate is the parameters of the "stalemate" hook.
type Stalemate struct {
	// Result for the side with no legal move: "loss" or "draw".
	Result string `yaml:"result"`
}

// Repetition is the parameters of the "repetition" hook.
type Repetition struct {
	// Mode is "no-recurrence" (no move may recreate a position that has
	// occurred with the same side to move), "sennichite" (the fourth
	// occurrence ends the game; see the other fields for who must
	// deviate), "jcsa" (sennichite as the Japanese Chu Shogi Association
	// rules it) or "fourfold-no-contest" (the fourth occurrence is no
	// contest).
	Mode string `yaml:"mode"`
	// PerpetualCheck is what a cycle of checks is: "loss" or "forbidden"
	// for the checker, or "allowed".
	PerpetualCheck string `yaml:"perpetual-check"`
	// PerpetualAttack makes the side that attacks other pieces throughout
	// the cycle deviate: "forbidden" or "allowed".
	PerpetualAttack string `yaml:"perpetual-attack"`
	// PassFirstDeviates makes the side that passed first deviate in a cycle
	// of passes.
	PassFirstDeviates bool `yaml:"pass-first-deviates"`
	// PerpetualCheckScope limits the perpetual-check rule: "all" checks, or
	// "sole-objective" (only checks of a side's last commanding piece).
	PerpetualCheckScope string `yaml:"perpetual-check-scope"`
}

func init() {
	mustRegister(HookSpec{
		Name: "zone-promotion", Doc: "promotion in the far ranks, at the player's option",
		Params: func() any { return &ZonePromotion{} },
		Check: func(v *Variant, p any) []Problem {
			z := p.(*ZonePromotion)
			var out []Problem
			if z.Depth < 1 || z.Depth > v.Geometry.Ranks() {
				out = append(out, Problem{"depth", fmt.Sprintf("depth %d outside 1 to %d", z.Depth, v.Geometry.Ranks())})
			}
			out = append(out, pieceRefs(v, "last-rank", z.LastRank, false)...)
			out = append(out, rankDepths(v, "second-chance", z.SecondChance)...)
			out = append(out, rankDepths(v, "must-promote", z.MustPromote)...)
			for _, id := range z.LastRank {
				if _, ok := z.SecondChance[id]; ok {
					out = append(out, Problem{"second-chance", fmt.Sprintf("%s is also in last-rank: give its depth once", id)})
				}
			}
			return out
		},
	})
	mustRegister(HookSpec{
		Name: "capture-promotion", Doc: "promotion by capturing",
		Params: func() any { return &CapturePromotion{Unpromoted: "none", Promoted: "none"} },
		Check: func(v *Variant, p any) []Problem {
			c := p.(*CapturePromotion)
			return append(oneOf("unpromoted", c.Unpromoted, "compulsory", "optional", "none"),
				oneOf("promoted", c.Promoted, "compulsory", "optional", "none")...)
		},
	})
	mustRegister(HookSpec{
		Name: "contagious-promotion", Doc: "capturing some pieces turns the capturer into another",
		Params: func() any { return &ContagiousPromotion{Multiple: "last"} },
		Check: func(v *Variant, p any) []Problem {
			c := p.(*ContagiousPromotion)
			out := pieceRefs(v, "exempt", c.Exempt, false)
			for _, r := range c.Rules {
				out = append(out, pieceRefs(v, "rules", append(append([]string(nil), r.Captured...), r.Becomes), false)...)
			}
			return append(out, oneOf("multiple", c.Multiple, "last")...)
		},
	})
	mustRegister(HookSpec{
		Name: "lion-trading", Doc: "chu shogi's rules against trading lions",
		Params: func() any { return &LionTrading{Lions: "lion", JudgeDoubleCapture: "before"} },
		Check: func(v *Variant, p any) []Problem {
			l := p.(*LionTrading)
			out := pieceRefs(v, "tsukegui-exempt", l.TsukeguiExempt, false)
			if !v.hasTrait(l.Lions) {
				out = append(out, Problem{"lions", fmt.Sprintf("no piece has the trait %q", l.Lions)})
			}
			return append(out, oneOf("judge-double-capture", l.JudgeDoubleCapture, "before", "after")...)
		},
	})
	mustRegister(HookSpec{
		Name: "royal-capture", Doc: "pieces that may capture a royal piece only if it is unprotected",
		Params: func() any { return &RoyalCapture{} },
		Check:  func(v *Variant, p any) []Problem { return pieceRefs(v, "pieces", p.(*RoyalCapture).Pieces, false) },
	})
	mustRegister(HookSpec{
		Name: "win", Doc: "how a game is won by capturing",
		Params: func() any { return &Win{Royals: "all-captured"} },
		Check: func(v *Variant, p any) []Problem {
			w := p.(*Win)
			out := oneOf("royals", w.Royals, "all-captured", "any-captured")
			for _, set := range w.Objectives {
				out = append(out, pieceRefs(v, "objectives", set, false)...)
			}
			return out
		},
	})
	mustRegister(HookSpec{
		Name: "bare-king", Doc: "what baring the opponent's royal pieces does",
		Params: func() any { return &BareKing{Mode: "none"} },
		Check: func(v *Variant, p any) []Problem {
			b := p.(*BareKing)
			return append(oneOf("mode", b.Mode, "jcsa", "lishogi", "none"), pieceRefs(v, "minor", b.Minor, true)...)
		},
	})
	mustRegister(HookSpec{
		Name: "stalemate", Doc: "the result for a side with no legal move",
		Params: func() any { return &Stalemate{Result: "loss"} },
		Check:  func(v *Variant, p any) []Problem { return oneOf("result", p.(*Stalemate).Result, "loss", "draw") },
	})
	mustRegister(HookSpec{
		Name: "repetition", Doc: "what repeating a position does",
		Params: func() any {
			return &Repetition{Mode: "sennichite", PerpetualCheck: "allowed", PerpetualAttack: "allowed", PerpetualCheckScope: "all"}
		},
		Check: func(v *Variant, p any) []Problem {
			r := p.(*Repetition)
			out := oneOf("mode", r.Mode, "no-recurrence", "sennichite", "jcsa", "fourfold-no-contest")
			out = append(out, oneOf("perpetual-check-scope", r.PerpetualCheckScope, "all", "sole-objective")...)
			out = append(out, oneOf("perpetual-check", r.PerpetualCheck, "loss", "forbidden", "allowed")...)
			return append(out, oneOf("perpetual-attack", r.PerpetualAttack, "forbidden", "allowed")...)
		},
	})
}
