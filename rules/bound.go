package rules

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
)

// MaxMoves is the most legal moves a position may offer: [New] refuses a
// variant whose [Rules.MoveBound] is above it, and [Rules.ParseSFEN] a
// position whose pieces could offer more. The built-in games stay far
// inside: taikyoku shogi's bound is the largest, 92662, and chu shogi's
// 1976. Generating a million moves takes about half a second and 16 MB.
const MaxMoves = 1_000_000

// kindBound returns an upper bound on the legal moves of one piece of kind
// k, from any square, whatever the board holds, and the Betza notation of
// the move that drives it ("lent UaKaK" for a lent one): the better of the
// piece's own move and each move a rule hook may give it in place of its
// own ([kindInfo.lent]), doubled if the piece may promote, each move made
// promoting or not.
func (r *Rules) kindBound(k Kind) (int, string) {
	info := &r.kinds[k]
	n, notation := r.progBound(info.prog, info.rays[board.Black] != nil, info.raySquares), info.moves.Betza
	for _, alt := range info.lent {
		if m := r.progBound(alt.prog, alt.rays[board.Black] != nil, r.raySquares(alt.prog)); m > n {
			n, notation = m, "lent "+alt.betza
		}
	}
	if info.promotesTo != 0 {
		n *= 2
	}
	return n, notation
}

// bestBound returns the bound of a piece of kind k, unpromoted or
// promoted, whichever is the greater, and the Betza notation of the move
// that drives it (see kindBound).
func (r *Rules) bestBound(k Kind) (int, string) {
	n, notation := r.kindBound(k)
	if pk := r.kinds[k].promotesTo; pk != 0 {
		if m, promoted := r.kindBound(pk); m > n {
			return m, promoted
		}
	}
	return n, notation
}

// progBound returns an upper bound on the moves of one piece moving by
// prog, from any square, whatever the board holds: for a move of steps,
// leaps and slides (rays set), raySquares, the squares its rays can reach
// on the board; for any other, what its program can generate on the board
// ([betza.Program.MaxOutcomesOn]), and no more than the board's squares
// for each middle square a move may name
// ([betza.Program.MaxRemovingMiddles]).
func (r *Rules) progBound(prog *betza.Program, rays bool, raySquares int) int {
	if rays {
		return raySquares
	}
	n := prog.MaxOutcomesOn(r.Geo.Files(), r.Geo.Ranks())
	// A move is its destination and the middle squares it names: with
	// none, there are no more moves than squares, and with one no more
	// than squares squared.
	named := min(prog.MaxRemovingMiddles(), MaxVia)
	if r.pathMoves {
		named = prog.MaxLegs() - 1
	}
	if squares := r.Geo.Files() * r.Geo.Ranks(); named <= 1 {
		n = min(n, squares*max(squares*named, 1))
	}
	return n
}

// raySquares returns the most squares the rays of move p reach on the
// board, if it is a move of steps, leaps and slides.
func (r *Rules) raySquares(p *betza.Program) int {
	rays, _ := p.Rays()
	span := max(r.Geo.Files(), r.Geo.Ranks()) - 1
	n := 0
	for _, x := range rays {
		steps := span / max(x.DX, -x.DX, x.DY, -x.DY, 1)
		if x.Max != 0 {
			steps = min(steps, x.Max)
		}
		n += steps
	}
	return n
}

// boundTerm is what the pieces of one kind of the setup add to the move
// bound of one side.
type boundTerm struct {
	face  Kind
	count int
	each  int // the bound of one, the better of it unpromoted and promoted
}

// MoveBound returns an upper bound on the legal moves of a position of
// the variant: for the side whose pieces could offer more, the sum over
// the setup's pieces of the most moves each could make from any square,
// unpromoted or promoted, by its own move or one a rule hook may give it
// in place of its own (a lost power; see [MaxMoves]).
func (r *Rules) MoveBound() int { return r.moveBound }

// compileMoveBound works out [Rules.MoveBound] and refuses a variant above
// [MaxMoves], at the move of the piece that adds most to it, naming the
// pieces that drive it.
func (r *Rules) compileMoveBound() error {
	r.moveBound = 0
	r.kindBounds = make([]int, len(r.kinds))
	for k := 1; k < len(r.kinds); k++ {
		r.kindBounds[k], _ = r.bestBound(Kind(k))
	}
	var worst []boundTerm
	for _, c := range []board.Color{board.Black, board.White} {
		byKind := map[Kind]int{} // the index of each kind's term
		var terms []boundTerm
		total := 0
		for _, pl := range r.Variant.Setup {
			if pl.Color != c {
				continue
			}
			k := r.byFace[pl.Piece]
			i, ok := byKind[k]
			if !ok {
				i = len(terms)
				terms = append(terms, boundTerm{face: k, each: r.kindBounds[k]})
				byKind[k] = i
			}
			terms[i].count++
			total += terms[i].each
		}
		if total > r.moveBound || worst == nil {
			r.moveBound, worst = total, terms
		}
	}
	if r.moveBound <= MaxMoves {
		return nil
	}
	slices.SortStableFunc(worst, func(a, b boundTerm) int { return cmp.Compare(b.count*b.each, a.count*a.each) })
	var most []string
	for _, t := range worst[:min(3, len(worst))] {
		_, betza := r.bestBound(t.face)
		most = append(most, fmt.Sprintf("%d × %s (%s, up to %d moves each)", t.count, r.kinds[t.face].face.ID, betza, t.each))
	}
	top := r.kinds[worst[0].face].face
	return r.Variant.PieceError(top.ID, fmt.Sprintf("piece %s: a position may offer up to %d legal moves, more than the %d a position may: %s",
		top.ID, r.moveBound, MaxMoves, strings.Join(most, ", ")))
}

// moveBound returns an upper bound on the legal moves of the position and
// of those its pieces reach: for the side whose pieces could offer more,
// the sum of the bounds of its pieces, each unpromoted or promoted.
func (p *Position) moveBound() int {
	var total [2]int
	for _, s := range p.r.Geo.Squares() {
		if c := p.cells[s]; c != 0 {
			total[c.Color()] += p.r.kindBounds[c.Kind()]
		}
	}
	return max(total[0], total[1])
}
