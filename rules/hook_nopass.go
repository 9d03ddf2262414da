package rules

import "github.com/largeshogi/largeshogi/variant"

// noPass is the no-pass hook: the pieces it names may not pass.
type noPass []bool // by kind

func compileNoPass(r *Rules, params *variant.NoPass) (Hook, error) {
	ids := params.Pieces
	h := make(noPass, len(r.kinds))
	for k := 1; k < len(r.kinds); k++ {
		h[k] = isAny(r.kinds[k].moves, ids)
	}
	return h, nil
}

// Allow refuses a move of a named piece that ends where it started and
// captures nothing.
func (h noPass) Allow(p *Position, c *Candidate) bool {
	return !h[c.Piece.Kind()] || c.Move.To != c.Move.From || c.Captures
}

// judgesPath: the rule looks at the move's squares alone.
func (h noPass) judgesPath(*Rules, Kind) bool { return false }
