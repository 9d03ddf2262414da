package search_test

import (
	"slices"

	"github.com/largeshogi/largeshogi/rules"
)

// confinement is the parameters of the "confined" hook, which the test
// variant testdata/confined.yaml uses: the pieces named may not leave
// the middle three files of their side's first two ranks.
type confinement struct {
	Pieces []string `yaml:"pieces"`
}

// confined is the hook compiled: by kind, whether it is confined; by
// colour and square, whether the square is inside.
type confined struct {
	kinds  []bool
	inside [2][]bool
}

func (h *confined) Allow(p *rules.Position, c *rules.Candidate) bool {
	return !h.kinds[c.Piece.Kind()] || h.inside[c.Piece.Color()][c.Move.To]
}

func init() {
	err := rules.RegisterHook(rules.HookSpec{
		Name:   "confined",
		Doc:    "pieces that may not leave the middle of their first two ranks",
		Params: func() any { return &confinement{} },
		Compile: func(r *rules.Rules, params any) (rules.Hook, error) {
			pieces := params.(*confinement).Pieces
			h := &confined{kinds: make([]bool, r.Kinds()+1)}
			for k := range h.kinds {
				h.kinds[k] = k > 0 && slices.Contains(pieces, r.Piece(rules.Kind(k)).ID)
			}
			geo := r.Geo
			left := (geo.Files() - 3) / 2
			for c := range h.inside {
				h.inside[c] = make([]bool, geo.Cells())
				for _, s := range geo.Squares() {
					x, y := geo.XY(s)
					if c == 0 {
						y = geo.Ranks() - 1 - y
					}
					h.inside[c][s] = x >= left && x < left+3 && y < 2
				}
			}
			return h, nil
		},
	})
	if err != nil {
		panic(err)
	}
}
