package rules

import "github.com/largeshogi/largeshogi/board"

// quietRanker is an optional method of a [PromotionRule]: quietRanks
// returns n such that the rule never lets or makes a piece of kind k
// promote (it answers PromotionUnaffected or PromotionForbidden) on a move,
// capturing or not as captures says, that starts and ends at least n ranks
// from the mover's far edge. A rule that looks only at captures answers 0
// for the others; [noQuietRanks] means no move is quiet.
type quietRanker interface {
	quietRanks(k Kind, captures bool) int
}

// noQuietRanks is more ranks than any board has: no move is that far from
// the far edge.
const noQuietRanks = 1 << 8

// onCaptures is embedded in a promotion rule that looks only at moves that
// capture: it leaves every move that captures nothing quiet.
type onCaptures struct{}

func (onCaptures) quietRanks(_ Kind, captures bool) int {
	if captures {
		return noQuietRanks
	}
	return 0
}

// compileQuietRanks fills in each kind's quiet ranks from the promotion
// hooks: moves that start and end that far from the far edge do not
// promote, and generation lists them without asking the hooks. A kind that
// has no promotion never promotes; a promotion hook that does not say
// leaves no move quiet.
func (r *Rules) compileQuietRanks() {
	for k := 1; k < len(r.kinds); k++ {
		info := &r.kinds[k]
		for _, captures := range []bool{false, true} {
			n := 0
			if info.promotesTo != 0 {
				for _, h := range r.hooks.promotions {
					q, ok := h.(quietRanker)
					if !ok {
						n = noQuietRanks
						break
					}
					n = max(n, q.quietRanks(Kind(k), captures))
				}
			}
			info.quiet[b2i(captures)] = uint16(n)
		}
	}
}

// quietMove reports whether a move of a piece of kind k of the side to
// move from from to to, capturing or not, is one on which no promotion
// hook lets the piece promote.
func (p *Position) quietMove(k Kind, from, to board.Square, captures bool) bool {
	far := p.r.farDist[p.side]
	q := p.r.kinds[k].quiet[b2i(captures)]
	return uint16(far[from]) >= q && uint16(far[to]) >= q
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
