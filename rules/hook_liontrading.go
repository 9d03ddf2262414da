package rules

import (
	"fmt"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

// lionTrading is the lion-trading hook, chu shogi's rules against trading
// lions. Its state is the square where a non-lion has just captured a lion
// (the counter-strike rule), written in SFEN as that square's name, as
// lishogi writes it.
type lionTrading struct {
	l        *variant.LionTrading
	lion     []bool // by kind: counts as a lion
	tsukegui []bool // by kind: its capture with a lion does not make a protected lion fair game
	word     int
}

func compileLionTrading(r *Rules, l *variant.LionTrading) (Hook, error) {
	h := &lionTrading{l: l, lion: make([]bool, len(r.kinds)), tsukegui: make([]bool, len(r.kinds))}
	for k := 1; k < len(r.kinds); k++ {
		h.lion[k] = r.kinds[k].moves.Has(l.Lions)
		h.tsukegui[k] = isAny(r.kinds[k].face, l.TsukeguiExempt)
	}
	return h, nil
}

// StateWords is 1: the lion-capture square, plus one (0 for none).
func (h *lionTrading) StateWords() int { return 1 }

// BindState records where the state word is.
func (h *lionTrading) BindState(first int) { h.word = first }

// square returns the lion-capture square, or NoSquare.
func (h *lionTrading) square(p *Position) board.Square {
	if v := p.state[h.word]; v != 0 {
		return board.Square(v - 1)
	}
	return board.NoSquare
}

// AppendSFEN writes the lion-capture square.
func (h *lionTrading) AppendSFEN(p *Position, dst []string) []string {
	if s := h.square(p); s != board.NoSquare {
		dst = append(dst, p.r.Geo.Name(s))
	}
	return dst
}

// ParseSFEN reads a lion-capture square: it must be empty (a capture
// without moving) or hold the piece that made the capture (a non-lion
// then, but it may have promoted to a lion), a piece of the side that has
// just moved.
func (h *lionTrading) ParseSFEN(p *Position, entry string, set *StateSetter) (bool, error) {
	s, err := p.r.Geo.ParseSquare(entry)
	if err != nil {
		return false, nil
	}
	c := p.cells[s]
	if c != 0 && c.Color() == p.side {
		return true, fmt.Errorf("lion-capture square %s holds a piece of the side to move: want the square where the side that has just moved captured a lion", entry)
	}
	set.Set(h.word, uint64(s)+1)
	return true, nil
}

// AfterMove records where a non-lion captured a lion, or clears the square.
func (h *lionTrading) AfterMove(p *Position, e *MoveEffects) {
	taken := board.NoSquare
	if !h.lion[e.Moved.Kind()] {
		for _, x := range e.Removed {
			if h.lion[x.Cell.Kind()] {
				taken = x.Square
			}
		}
	}
	e.SetStateWord(h.word, uint64(taken+1))
}

// CapturesOnly: the rules concern captures of lions.
func (h *lionTrading) CapturesOnly() bool { return true }

// The lion-trading rules a capture may break.
const (
	tradeAllowed       = iota
	tradeProtectedLion // a lion takes a protected lion not next to it
	tradeCounterStrike // a non-lion takes a lion right after a lion was taken
)

// Allow applies the lion-trading rules to a capture.
func (h *lionTrading) Allow(p *Position, c *Candidate) bool {
	rule, _ := h.judge(p, c)
	return rule == tradeAllowed
}

// Explain says which of the rules the capture breaks.
func (h *lionTrading) Explain(p *Position, c *Candidate) string {
	geo, m := p.r.Geo, c.Move
	rule, lion := h.judge(p, c)
	name := p.r.kinds[c.Piece.Kind()].moves.Name
	switch rule {
	case tradeProtectedLion:
		return fmt.Sprintf("the %s on %s may not take the protected lion on %s, which is not next to it", name, geo.Name(m.From), geo.Name(lion))
	case tradeCounterStrike:
		return fmt.Sprintf("a lion was taken on %s by a piece other than a lion: the %s on %s may not take the lion on %s in reply", geo.Name(h.square(p)), name, geo.Name(m.From), geo.Name(lion))
	}
	return ""
}

// judge applies the lion-trading rules to a capture: the rule it breaks,
// and the square of the lion it may not take.
func (h *lionTrading) judge(p *Position, c *Candidate) (int, board.Square) {
	l, m := h.l, c.Move
	via := m.Via[0] // 0, no square, for a move of one leg
	enemyLion := func(s board.Square) bool {
		if s == m.From {
			return false
		}
		t := p.cells[s]
		return t != 0 && t.Color() != p.side && h.lion[t.Kind()]
	}
	viaLion, toLion := enemyLion(via), enemyLion(m.To) && m.To != via
	if !viaLion && !toLion {
		return tradeAllowed, 0
	}
	mover := h.lion[c.Piece.Kind()]
	if mover && l.ProtectedNonadjacent && toLion && !p.adjacent(m.From, m.To) {
		// A lion takes a lion that is not next to it: only if the lion is
		// unprotected, or the first step took something substantial.
		firstTook := via != m.To && p.cells[via] != 0 && p.cells[via].Color() != p.side
		substantial := firstTook && !h.tsukegui[p.cells[via].Kind()]
		if !substantial && h.protected(p, m, m.To) {
			return tradeProtectedLion, m.To
		}
	}
	if lionSq := h.square(p); !mover && l.CounterStrike && lionSq != board.NoSquare {
		for _, s := range [2]board.Square{via, m.To} {
			if enemyLion(s) && s != lionSq && !(l.Okazaki && !h.protected(p, m, s)) {
				return tradeCounterStrike, s
			}
		}
	}
	return tradeAllowed, 0
}

// protected reports whether the opponent protects square s against move m:
// whether it could recapture on s after the move, or, when the rules judge
// protection before the move too, whether s was protected before it, with
// only the mover's start square empty.
func (h *lionTrading) protected(p *Position, m Move, s board.Square) bool {
	if h.l.JudgeDoubleCapture == variant.ProtectedBeforeOrAfter && protectedBefore(p, m, s) {
		return true
	}
	return p.protectedAfter(m, s)
}

// protectedBefore reports whether the opponent attacks square s with the
// mover of m standing there and its start square empty.
func protectedBefore(p *Position, m Move, s board.Square) bool {
	moved := p.remove(m.From)
	target := p.remove(s)
	p.put(s, NewCell(moved.Kind(), p.side))
	hit := p.attacked(s, p.side.Other())
	p.remove(s)
	p.put(s, target)
	p.put(m.From, moved)
	return hit
}

// LionSquare returns the square where a non-lion captured a lion on the
// last move (the lion-trading hook's counter-strike rule), or NoSquare.
func (p *Position) LionSquare() board.Square {
	for _, s := range p.r.hooks.stateful {
		if h, ok := s.(*lionTrading); ok {
			return h.square(p)
		}
	}
	return board.NoSquare
}

// judgesPath: the rules look at the move's squares alone.
func (h *lionTrading) judgesPath(*Rules, Kind) bool { return false }
