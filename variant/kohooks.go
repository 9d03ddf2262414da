package variant

import "fmt"

// The hooks ko shogi needs: shooting, burning, nets, reversion, loss of
// powers and promotions triggered by what is captured.

// PromoteOnCapture is the parameters of the "promote-on-capture" hook: a
// piece promotes on the spot when it captures certain pieces.
type PromoteOnCapture struct {
	Rules []CaptureTrigger `yaml:"rules"`
	// Compulsory makes the promotion happen without the player's choice.
	Compulsory bool `yaml:"compulsory"`
	// ShotsCount makes a capture by shooting count as a capture.
	ShotsCount bool `yaml:"shots-count"`
}

// CaptureTrigger is one rule of [PromoteOnCapture]: capturing any of
// Captured promotes the capturer, if it is one of Capturers (piece ids or
// traits; empty for any piece).
type CaptureTrigger struct {
	Captured  []string `yaml:"captured"`
	Capturers []string `yaml:"capturers"`
}

// CascadePromotion is the parameters of the "cascade-promotion" hook: one
// piece's promotion promotes others and removes enemy pieces.
type CascadePromotion struct {
	Rules []Cascade `yaml:"rules"`
}

// Cascade is one rule of [CascadePromotion].
type Cascade struct {
	Piece        string   `yaml:"piece"`
	PromotesAlso []string `yaml:"promotes-also"`
	KillsEnemy   []string `yaml:"kills-enemy"`
}

// Shooting is the parameters of the "shooting" hook.
type Shooting struct {
	// ShootWithoutMoving lets a shooter shoot without moving first.
	ShootWithoutMoving bool `yaml:"shoot-without-moving"`
	// TargetClasses names classes of pieces for the shot table.
	TargetClasses map[string][]string `yaml:"target-classes"`
	// ShotTable says, for groups of shooters, what they may do to each
	// class of target ("other-pieces" is every piece in no class).
	ShotTable []ShotRow `yaml:"shot-table"`
	// Shooters lists each shooting piece with the classes it may shoot.
	Shooters []Shooter `yaml:"shooters"`
	// Fog is the five-li fog that stops enemy shooters near it.
	Fog Fog `yaml:"fog"`
}

// ShotRow is one row of the shot table: Shooters, and a verdict per target
// class (can, cannot, impossible, not-within-five).
type ShotRow struct {
	Shooters []string          `yaml:"shooters"`
	Verdicts map[string]string `yaml:",inline"`
}

// Shooter is one shooting piece.
type Shooter struct {
	Piece           string   `yaml:"piece"`
	Targets         []string `yaml:"targets"`
	CannotShootOver []string `yaml:"cannot-shoot-over"`
	// FogMinDistance is the least distance from which it may shoot a fog.
	FogMinDistance int `yaml:"fog-min-distance"`
}

// Fog is the piece that stops enemy shooters within a radius.
type Fog struct {
	Piece  string `yaml:"piece"`
	Radius int    `yaml:"radius"`
	// Metric is how distance is counted: "chebyshev" (king steps).
	Metric     string   `yaml:"metric"`
	EnemyOnly  bool     `yaml:"enemy-only"`
	Unaffected []string `yaml:"unaffected"`
	// MeasuredFrom is where a shooter's distance is taken: "shooting-square".
	MeasuredFrom string         `yaml:"measured-from"`
	Exceptions   []FogException `yaml:"exceptions"`
}

// FogException lets a shooter shoot from beyond a shorter radius.
type FogException struct {
	Piece  string `yaml:"piece"`
	Radius int    `yaml:"radius"`
}

// Burning is the parameters of the "burning" hook: pieces that remove every
// piece next to where they land.
type Burning struct {
	Pieces []string `yaml:"pieces"`
	Radius int      `yaml:"radius"`
	// Friendly burns the burner's own pieces too.
	Friendly bool `yaml:"friendly"`
	// Passive also burns a piece that lands next to an enemy burner.
	Passive bool `yaml:"passive"`
	// OnPromotion burns on the move on which a piece becomes a burner.
	OnPromotion bool `yaml:"on-promotion"`
}

// Immobilising is the parameters of the "immobilising" hook: nets freeze
// enemy pieces on their lines.
type Immobilising struct {
	Nets []Net `yaml:"nets"`
	// Reach is "whole-ray" (every enemy on the net's lines) or
	// "first-piece" (the nearest on each line).
	Reach     string `yaml:"reach"`
	EnemyOnly bool   `yaml:"enemy-only"`
}

// Net is one immobilising piece and the lines it freezes, as a Betza
// notation.
type Net struct {
	Piece      string `yaml:"piece"`
	Directions string `yaml:"directions"`
}

// Reversion is one rule of the "reversion" hook: a promoted piece turns
// back when its trigger happens.
type Reversion struct {
	Piece     string `yaml:"piece"`
	RevertsTo string `yaml:"reverts-to"`
	// When is "captured" (a trigger piece is captured) or "within" (a
	// trigger piece comes within Radius).
	When            string   `yaml:"when"`
	Trigger         []string `yaml:"trigger"`
	TriggerSide     string   `yaml:"trigger-side"`
	TriggerPromoted bool     `yaml:"trigger-promoted"`
	Radius          int      `yaml:"radius"`
	Metric          string   `yaml:"metric"`
	MayPromoteAgain bool     `yaml:"may-promote-again"`
}

// LossOfPower is one rule of the "loss-of-power" hook: a piece loses part
// of its move, or its promotion, when its trigger is captured.
type LossOfPower struct {
	Piece           string   `yaml:"piece"`
	When            string   `yaml:"when"`
	Trigger         []string `yaml:"trigger"`
	TriggerSide     string   `yaml:"trigger-side"`
	TriggerPromoted bool     `yaml:"trigger-promoted"`
	// Betza is the move that remains.
	Betza string `yaml:"betza"`
	// Loses is what is lost: "promotion".
	Loses string `yaml:"loses"`
}

// CaptureImmunity is one rule of the "capture-immunity" hook: what a piece
// may not capture by displacement.
type CaptureImmunity struct {
	Piece           string   `yaml:"piece"`
	CannotDisplace  []string `yaml:"cannot-displace"`
	MayDisplaceOnly []string `yaml:"may-displace-only"`
}

func init() {
	mustRegister(HookSpec{
		Name: "promote-on-capture", Doc: "capturing certain pieces promotes the capturer",
		Params: func() any { return &PromoteOnCapture{} },
		Check: func(v *Variant, p any) []Problem {
			var out []Problem
			for _, r := range p.(*PromoteOnCapture).Rules {
				out = append(out, pieceRefs(v, "rules", r.Captured, false)...)
				out = append(out, pieceRefs(v, "rules", r.Capturers, true)...)
			}
			return out
		},
	})
	mustRegister(HookSpec{
		Name: "cascade-promotion", Doc: "one piece's promotion promotes others and removes enemy pieces",
		Params: func() any { return &CascadePromotion{} },
		Check: func(v *Variant, p any) []Problem {
			var out []Problem
			for _, r := range p.(*CascadePromotion).Rules {
				ids := append(append([]string{r.Piece}, r.PromotesAlso...), r.KillsEnemy...)
				out = append(out, pieceRefs(v, "rules", ids, false)...)
			}
			return out
		},
	})
	mustRegister(HookSpec{
		Name: "shooting", Doc: "what shooters may shoot, and the fog that stops them",
		Params: func() any { return &Shooting{} },
		Check: func(v *Variant, p any) []Problem {
			s := p.(*Shooting)
			var out []Problem
			classes := map[string]bool{"other-pieces": true}
			for c, ids := range s.TargetClasses {
				classes[c] = true
				out = append(out, pieceRefs(v, "target-classes", ids, false)...)
			}
			for _, r := range s.ShotTable {
				out = append(out, pieceRefs(v, "shot-table", r.Shooters, false)...)
				for c, verdict := range r.Verdicts {
					if !classes[c] {
						out = append(out, Problem{"shot-table", fmt.Sprintf("no target class %q", c)})
					}
					out = append(out, oneOf("shot-table", verdict, "can", "cannot", "impossible", "not-within-five")...)
				}
			}
			for _, sh := range s.Shooters {
				out = append(out, pieceRefs(v, "shooters", append([]string{sh.Piece}, sh.CannotShootOver...), false)...)
				for _, c := range sh.Targets {
					if !classes[c] {
						out = append(out, Problem{"shooters", fmt.Sprintf("no target class %q", c)})
					}
				}
			}
			if s.Fog.Piece != "" {
				out = append(out, pieceRefs(v, "fog", append([]string{s.Fog.Piece}, s.Fog.Unaffected...), false)...)
				for _, e := range s.Fog.Exceptions {
					out = append(out, pieceRefs(v, "fog", []string{e.Piece}, false)...)
				}
			}
			return out
		},
	})
	mustRegister(HookSpec{
		Name: "burning", Doc: "pieces that remove every piece next to where they land",
		Params: func() any { return &Burning{Radius: 1} },
		Check:  func(v *Variant, p any) []Problem { return pieceRefs(v, "pieces", p.(*Burning).Pieces, false) },
	})
	mustRegister(HookSpec{
		Name: "immobilising", Doc: "nets that freeze enemy pieces on their lines",
		Params: func() any { return &Immobilising{Reach: "whole-ray"} },
		Check: func(v *Variant, p any) []Problem {
			m := p.(*Immobilising)
			out := oneOf("reach", m.Reach, "whole-ray", "first-piece")
			for _, n := range m.Nets {
				out = append(out, pieceRefs(v, "nets", []string{n.Piece}, false)...)
			}
			return out
		},
	})
	mustRegister(HookSpec{
		Name: "reversion", Doc: "promoted pieces that turn back when a trigger happens",
		Params: func() any { return &[]Reversion{} },
		Check: func(v *Variant, p any) []Problem {
			var out []Problem
			for _, r := range *p.(*[]Reversion) {
				out = append(out, pieceRefs(v, "", append([]string{r.Piece, r.RevertsTo}, r.Trigger...), false)...)
				out = append(out, oneOf("", r.When, "captured", "within")...)
			}
			return out
		},
	})
	mustRegister(HookSpec{
		Name: "loss-of-power", Doc: "pieces that lose part of their move or their promotion when a trigger is captured",
		Params: func() any { return &[]LossOfPower{} },
		Check: func(v *Variant, p any) []Problem {
			var out []Problem
			for _, r := range *p.(*[]LossOfPower) {
				out = append(out, pieceRefs(v, "", append([]string{r.Piece}, r.Trigger...), false)...)
			}
			return out
		},
	})
	mustRegister(HookSpec{
		Name: "capture-immunity", Doc: "what pieces may not capture by displacement",
		Params: func() any { return &[]CaptureImmunity{} },
		Check: func(v *Variant, p any) []Problem {
			var out []Problem
			for _, r := range *p.(*[]CaptureImmunity) {
				ids := append(append([]string{r.Piece}, r.CannotDisplace...), r.MayDisplaceOnly...)
				out = append(out, pieceRefs(v, "", ids, false)...)
			}
			return out
		},
	})
}
