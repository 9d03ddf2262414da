package rules

import (
	"errors"
	"fmt"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/clip"
)

// Errors the package's functions wrap, for [errors.Is].
var (
	// ErrIllegal is wrapped by every error that rejects an illegal move (an
	// [*IllegalMoveError]).
	ErrIllegal = errors.New("illegal move")
	// ErrSyntax is wrapped by the errors of malformed input: a USI, Hodges
	// or SFEN string that does not read, whatever the position.
	ErrSyntax = errors.New("syntax error")
	// ErrGameOver is wrapped by the error of a move, resignation or draw
	// offered once the game has ended.
	ErrGameOver = errors.New("the game is over")
)

// errNoRules is the error of a method called on a Position that has no
// rules: the zero Position.
var errNoRules = errors.New("rules: a position without rules (the zero Position)")

// NotationError is a move written in USI (here) or Hodges notation (package
// notation) that does not read as a move of the position: bad syntax (Err is [ErrSyntax]), a wrong
// mark, an ambiguous move, or a move no piece can make (Err is
// [ErrIllegal]).
type NotationError struct {
	// Notation is the notation's name: "usi" or "hodges".
	Notation string
	// Input is the text read.
	Input string
	// Col is the column of Input, in characters from 1, where the problem
	// is, or 0 when it is about the whole text.
	Col int
	// Msg says what is wrong, in words.
	Msg string
	// Err is ErrSyntax, ErrIllegal or nil.
	Err error
}

// Error returns `NOTATION "INPUT": [ERR: ][column COL: ]MSG`.
func (e *NotationError) Error() string {
	s := e.Notation + " " + clip.Quote(e.Input) + ": "
	if e.Err != nil {
		s += e.Err.Error() + ": "
	}
	if e.Col > 0 {
		s += fmt.Sprintf("column %d: ", e.Col)
	}
	return s + e.Msg
}

// Unwrap returns Err.
func (e *NotationError) Unwrap() error { return e.Err }

// IllegalMoveError says why a move is illegal: which rule forbids it, and
// in what words. It wraps [ErrIllegal].
type IllegalMoveError struct {
	// Move is the move refused.
	Move Move
	// Rule is the name of the rule hook that forbids the move, as variant
	// files name it ("lion-trading", "repetition", "immobilising"), or ""
	// when the move is not one the piece's own move makes, or there is no
	// piece of the side to move on its start square.
	Rule string
	// Reason says why, in words.
	Reason string
}

// Error returns "illegal move MOVE: RULE: REASON", or without RULE when no
// rule hook forbids it.
func (e *IllegalMoveError) Error() string {
	if e.Rule == "" {
		return "illegal move " + e.Move.String() + ": " + e.Reason
	}
	return "illegal move " + e.Move.String() + ": " + e.Rule + ": " + e.Reason
}

// Unwrap returns [ErrIllegal].
func (e *IllegalMoveError) Unwrap() error { return ErrIllegal }

// Legal reports whether m is a legal move in the position: one that
// [Position.AppendMoves] lists, so none once the end rules have ended the
// game. It does not see the game's history: see [Game.Legal].
//
// It builds no error and allocates nothing, legal move or not, so that a
// search may test a move from its transposition table: for a piece whose
// move is plain steps, leaps and slides it walks the rays towards the
// destination; for another it generates the moves of that piece alone.
func (p *Position) Legal(m Move) bool {
	if p.r == nil || m.NVia > MaxVia || !p.r.Geo.OnBoard(m.From) {
		return false
	}
	for _, s := range m.Via[m.NVia:] {
		if s != 0 {
			return false
		}
	}
	if c := p.cells[m.From]; c == 0 || c.Color() != p.side || p.over() || (p.markFrozen() && p.frozen.Has(m.From)) {
		return false
	}
	if found, allowed := p.candidate(m); !found || !allowed {
		return false
	}
	switch p.promotion(&p.cand) {
	case PromotionAllowed:
		return true
	case PromotionRequired:
		return m.Promote
	}
	return !m.Promote
}

// Check explains why m is not a legal move in the position, as an
// [*IllegalMoveError], or returns nil. Once the end rules have ended the
// game its error wraps [ErrGameOver] instead.
func (p *Position) Check(m Move) error {
	if p.r == nil {
		return errNoRules
	}
	return p.check(m)
}

// check explains why m is not legal, or returns nil.
func (p *Position) check(m Move) error {
	if o, over := p.End(); over {
		return fmt.Errorf("%w (%s)", ErrGameOver, o)
	}
	geo := p.r.Geo
	illegal := func(rule, format string, args ...any) error {
		return &IllegalMoveError{Move: m, Rule: rule, Reason: fmt.Sprintf(format, args...)}
	}
	if m.NVia > MaxVia {
		return illegal("", "%d middle squares, at most %d", m.NVia, MaxVia)
	}
	for _, s := range m.Via[m.NVia:] {
		if s != 0 {
			return illegal("", "Via holds squares after its first NVia (%d)", m.NVia)
		}
	}
	if !geo.OnBoard(m.From) {
		return illegal("", "no square %d on the %v board", m.From, geo)
	}
	c := p.cells[m.From]
	switch {
	case c == 0:
		return illegal("", "no piece on %s", geo.Name(m.From))
	case c.Color() != p.side:
		return illegal("", "the piece on %s is %s's, and %s is to move", geo.Name(m.From), c.Color(), p.side)
	}
	name := p.r.kinds[c.Kind()].moves.Name
	if p.markFrozen() && p.frozen.Has(m.From) {
		return illegal(p.frozenBy(m.From), "the %s on %s is immobilised", name, geo.Name(m.From))
	}
	found, allowed := p.candidate(m)
	cand := &p.cand
	switch {
	case !found:
		return illegal("", "the %s on %s cannot make the move %s", name, geo.Name(m.From), m)
	case !allowed:
		rule, why := p.refusedBy(cand)
		return illegal(rule, "%s", why)
	}
	verdict := p.promotion(cand)
	switch {
	case m.Promote && verdict != PromotionAllowed && verdict != PromotionRequired:
		_, rule := p.promotionBy(cand)
		return illegal(rule, "the %s on %s cannot promote on this move", name, geo.Name(m.From))
	case !m.Promote && verdict == PromotionRequired:
		_, rule := p.promotionBy(cand)
		return illegal(rule, "the %s on %s must promote on this move", name, geo.Name(m.From))
	}
	return nil
}

// candidate finds move m, promotion aside, among the moves the piece on
// m.From makes by its own move (or what a hook leaves it), as generation
// builds them, and asks the move filters about it. It leaves in p.cand the
// first candidate of that move they allow, or failing that the first there
// is.
func (p *Position) candidate(m Move) (found, allowed bool) {
	c := p.cells[m.From]
	info := &p.r.kinds[c.Kind()]
	rays, prog := p.pieceMoves(c)
	multi := rays == nil && info.multi
	if !multi && m.NVia > 0 {
		return false, false
	}
	if rays != nil {
		return p.rayCandidate(m, c, rays)
	}
	allPaths, _ := p.paths(info, prog)
	p.scratch = p.gen.Append(p.scratch[:0], prog, m.From, p.side, p.occ, multi && allPaths)
	want := m
	want.Promote = false
	var first Candidate
	cand := &p.cand
	for i := range p.scratch {
		o := &p.scratch[i]
		x := Move{From: m.From, To: o.To}
		if multi {
			p.middleSquares(o, &x)
		}
		if x != want {
			continue
		}
		*cand = Candidate{Move: want, Piece: c}
		if multi {
			cand.Touches, cand.Captures = o.Touches(), p.captures(want)
		} else {
			cand.Captures = p.occ[want.To] != board.Empty
		}
		if !found {
			first, found = *cand, true
		}
		if p.allowed(cand) {
			return true, true
		}
	}
	*cand = first
	return found, false
}

// rayCandidate is candidate for a piece c whose move is the plain rays:
// it walks each ray until it reaches m.To or stops, as generation does.
func (p *Position) rayCandidate(m Move, c Cell, rays []ray) (found, allowed bool) {
	friend, cand := board.Owner(p.side), &p.cand
	var first Candidate
	for i := range rays {
		r := &rays[i]
		to := m.From + r.delta
		for n := r.steps; n > 0 && p.occ[to]&friend == 0; n-- {
			capt := p.occ[to] != board.Empty
			if to == m.To {
				if r.mode == 0 || r.mode&modeRefuses[b2i(capt)] == 0 {
					*cand = Candidate{Move: Move{From: m.From, To: m.To}, Piece: c, Captures: capt}
					if !found {
						first, found = *cand, true
					}
					if p.allowed(cand) {
						return true, true
					}
				}
				break
			}
			if capt {
				break
			}
			to += r.delta
		}
	}
	*cand = first
	return found, false
}

// refusedBy asks the move filters about the candidate one by one and
// returns the name of the first that refuses it, with its explanation.
func (p *Position) refusedBy(c *Candidate) (rule, why string) {
	for i, h := range p.r.hooks.all {
		f, ok := h.(MoveFilter)
		if !ok || (!c.Captures && capturesOnlyFilter(h)) || f.Allow(p, c) {
			continue
		}
		if e, ok := h.(Explainer); ok {
			return p.r.hooks.names[i], e.Explain(p, c)
		}
		info := &p.r.kinds[c.Piece.Kind()]
		return p.r.hooks.names[i], fmt.Sprintf("the %s on %s may not make the move %s", info.moves.Name, p.r.Geo.Name(c.Move.From), c.Move)
	}
	return "", ""
}

// promotionBy returns the promotion verdict on the candidate and the name
// of the hook that gave it, or "" when no hook decides.
func (p *Position) promotionBy(c *Candidate) (Promotion, string) {
	v, rule := p.promotion(c), ""
	for i, h := range p.r.hooks.all {
		if f, ok := h.(PromotionRule); ok && f.Promotion(p, c) == v {
			rule = p.r.hooks.names[i]
			break
		}
	}
	if p.transform(c) != 0 {
		for i, h := range p.r.hooks.all {
			if f, ok := h.(Transformer); ok && f.Becomes(p, c) != 0 {
				rule = p.r.hooks.names[i]
				break
			}
		}
	}
	return v, rule
}

// frozenBy returns the name of the piece filter that stops the piece on s.
func (p *Position) frozenBy(s board.Square) string {
	for i, h := range p.r.hooks.all {
		if f, ok := h.(PieceFilter); ok {
			p.frozen.clear()
			if f.Frozen(p, &p.frozen) && p.frozen.Has(s) {
				return p.r.hooks.names[i]
			}
		}
	}
	return ""
}
