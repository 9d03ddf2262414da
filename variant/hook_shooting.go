package variant

import (
	"fmt"
	"maps"
	"slices"
)

// Shooting is the parameters of the "shooting" hook: what each shooter may
// shoot, and the fog that stops shooters near it.
type Shooting struct {
	// ShootWithoutMoving lets a shooter shoot without moving first.
	ShootWithoutMoving bool `yaml:"shoot-without-moving"`
	// TargetClasses names classes of pieces; "other-pieces" is every piece
	// in no class.
	TargetClasses map[string][]string `yaml:"target-classes" doc:"class names, each with a list of piece ids"`
	// Shooters lists each shooting piece with the classes it may shoot.
	Shooters []Shooter `yaml:"shooters"`
	// Fog is the piece that stops enemy shooters near it.
	Fog Fog `yaml:"fog"`
}

// Shooter is one shooting piece.
type Shooter struct {
	Piece string `yaml:"piece" doc:"a piece id"`
	// Targets lists the classes it may shoot.
	Targets []string `yaml:"targets" doc:"a list of class names (of target-classes, or other-pieces)"`
	// CannotShootOver lists pieces it may not shoot over.
	CannotShootOver []string `yaml:"cannot-shoot-over" doc:"a list of piece ids"`
	// FogMinDistance is the least distance from which it may shoot a fog.
	FogMinDistance int `yaml:"fog-min-distance"`
}

// Fog is the piece that stops enemy shooters within a radius: a shooter
// may not shoot from a square within Radius king steps of an enemy fog
// (the distance taken from the square it shoots from, after any move
// before the shot).
type Fog struct {
	Piece  string `yaml:"piece" doc:"a piece id"`
	Radius int    `yaml:"radius"`
	// Unaffected lists shooters the fog does not stop.
	Unaffected []string `yaml:"unaffected" doc:"a list of piece ids"`
}

func init() {
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
			for _, sh := range s.Shooters {
				out = append(out, pieceRefs(v, "shooters", append([]string{sh.Piece}, sh.CannotShootOver...), false)...)
				for _, c := range sh.Targets {
					if !classes[c] {
						out = append(out, Problem{"shooters", fmt.Sprintf("no target class %q%s", c, v.hint(c, func() []string { return slices.Sorted(maps.Keys(classes)) }))})
					}
				}
			}
			if s.Fog.Piece != "" {
				out = append(out, pieceRefs(v, "fog", append([]string{s.Fog.Piece}, s.Fog.Unaffected...), false)...)
			}
			return out
		},
	})
}
