package variant

import "fmt"

// Shooting is the parameters of the "shooting" hook: what each shooter may
// shoot, and the fog that stops shooters near it.
type Shooting struct {
	// ShootWithoutMoving lets a shooter shoot without moving first.
	ShootWithoutMoving bool `yaml:"shoot-without-moving"`
	// TargetClasses names classes of pieces; "other-pieces" is every piece
	// in no class.
	TargetClasses map[string][]string `yaml:"target-classes"`
	// Shooters lists each shooting piece with the classes it may shoot.
	Shooters []Shooter `yaml:"shooters"`
	// Fog is the piece that stops enemy shooters near it.
	Fog Fog `yaml:"fog"`
}

// Shooter is one shooting piece.
type Shooter struct {
	Piece string `yaml:"piece"`
	// Targets lists the classes it may shoot.
	Targets []string `yaml:"targets"`
	// CannotShootOver lists pieces it may not shoot over.
	CannotShootOver []string `yaml:"cannot-shoot-over"`
	// FogMinDistance is the least distance from which it may shoot a fog.
	FogMinDistance int `yaml:"fog-min-distance"`
}

// Fog is the piece that stops enemy shooters within a radius.
type Fog struct {
	Piece  string `yaml:"piece"`
	Radius int    `yaml:"radius"`
	// Metric is how distance is counted.
	Metric Metric `yaml:"metric"`
	// EnemyOnly: only enemy shooters are stopped (the only rule
	// implemented; false is refused).
	EnemyOnly bool `yaml:"enemy-only"`
	// Unaffected lists shooters the fog does not stop.
	Unaffected []string `yaml:"unaffected"`
	// MeasuredFrom is where a shooter's distance is taken.
	MeasuredFrom FogDistanceFrom `yaml:"measured-from"`
}

// Metric is how the distance between two squares is counted.
type Metric uint8

// Chebyshev counts king steps: the larger of the file and rank distances.
const Chebyshev Metric = 0

var metrics = names{"chebyshev"}

func (m Metric) String() string { return text(metrics, m) }

// UnmarshalText reads "chebyshev".
func (m *Metric) UnmarshalText(b []byte) error { return decode(metrics, b, m) }

// FogDistanceFrom is where a shooter's distance to a fog is measured.
type FogDistanceFrom uint8

// FromShootingSquare: from the square the shot is fired from, after any
// move before it.
const FromShootingSquare FogDistanceFrom = 0

var fogDistancesFrom = names{"shooting-square"}

func (f FogDistanceFrom) String() string { return text(fogDistancesFrom, f) }

// UnmarshalText reads "shooting-square".
func (f *FogDistanceFrom) UnmarshalText(b []byte) error { return decode(fogDistancesFrom, b, f) }

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
						out = append(out, Problem{"shooters", fmt.Sprintf("no target class %q", c)})
					}
				}
			}
			if s.Fog.Piece != "" {
				out = append(out, pieceRefs(v, "fog", append([]string{s.Fog.Piece}, s.Fog.Unaffected...), false)...)
				if !s.Fog.EnemyOnly {
					out = append(out, Problem{"fog", "enemy-only: false (a fog that stops its own side's shooters) is not implemented"})
				}
			}
			return out
		},
	})
}
