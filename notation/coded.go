package notation

import (
	"errors"

	"github.com/largeshogi/largeshogi/rules"
)

// coded is a notation with a reader of its own, which reads a move of the
// notation's form square by square and then checks that it is legal (USI,
// Hodges, XBoard), where a style reads a move by writing the legal ones.
type coded struct {
	name string
	// labels names a square's file and rank.
	labels labeller
	// write appends the notation of each of moves, legal moves of p, to
	// dst.
	write func(dst []string, p *rules.Position, moves []rules.Move) []string
	// parse reads s as a legal move of p. Its error is a [*ParseError]
	// where it knows the column, else the error of package rules, which
	// wraps rules.ErrIllegal for a move that reads but is not legal.
	parse func(p *rules.Position, s string) (rules.Move, error)
}

func (n *coded) Name() string { return n.name }

func (n *coded) Write(p *rules.Position, m rules.Move) string {
	return n.Append(nil, p, []rules.Move{m})[0]
}

// checkedMoves is the most moves Append writes one by one, each at the
// cost of its own piece's moves (a check of a coded notation's move, the
// moves of the pieces a style may write alike); for more it generates the
// legal moves once. A generation costs the moves of every piece: a game's
// moves, written one at a time, cost their own pieces' moves and no
// generation.
const checkedMoves = 4

func (n *coded) Append(dst []string, p *rules.Position, moves []rules.Move) []string {
	if p.Rules() == nil {
		for _, m := range moves {
			dst = append(dst, "?"+m.String())
		}
		return dst
	}
	legal := make(map[rules.Move]bool)
	if len(moves) <= checkedMoves {
		for _, m := range moves {
			legal[m] = p.Legal(m)
		}
	} else {
		for _, m := range p.AppendMoves(nil) {
			legal[m] = true
		}
	}
	var known []rules.Move
	for _, m := range moves {
		if legal[m] {
			known = append(known, m)
		}
	}
	written := n.write(nil, p, known)
	for _, m := range moves {
		if legal[m] {
			dst = append(dst, written[0])
			written = written[1:]
		} else {
			dst = append(dst, "?"+m.String())
		}
	}
	return dst
}

func (n *coded) Parse(p *rules.Position, s string) (rules.Move, error) {
	if err := checkInput(n.name, p, s); err != nil {
		return rules.Move{}, err
	}
	m, err := n.parse(p, s)
	if err == nil {
		return m, nil
	}
	if pe := (*ParseError)(nil); errors.As(err, &pe) {
		return rules.Move{}, pe
	}
	e := &ParseError{Notation: n.name, Input: s, Msg: err.Error()}
	if ne := (*rules.NotationError)(nil); errors.As(err, &ne) {
		e.Msg = ne.Msg
		if ne.Err != nil {
			e.Msg = ne.Err.Error() + ": " + ne.Msg
		}
		e.Col = ne.Col // in characters, as ParseError's
	}
	if e.Col == 0 {
		e.Col = n.stop(p, s)
	}
	if errors.Is(err, rules.ErrIllegal) {
		e.Err = err
	}
	return rules.Move{}, e
}

// stop returns the column where s stops reading as the start of a legal
// move of p in the notation.
func (n *coded) stop(p *rules.Position, s string) int {
	in := []rune(s)
	best := 0
	for _, w := range n.write(nil, p, p.AppendMoves(nil)) {
		best = max(best, commonPrefix(in, w))
	}
	return best + 1
}

func writeUSI(dst []string, p *rules.Position, moves []rules.Move) []string {
	for _, m := range moves {
		dst = append(dst, p.USI(m))
	}
	return dst
}
