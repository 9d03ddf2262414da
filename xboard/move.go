package xboard

import (
	"strings"

	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
)

// Null is XBoard's null move, which HaChu also writes for a lion's pass.
const Null = "@@@@"

// MoveText writes m, a legal move of p (not changed), as XBoard and HaChu
// write it: a pass ([rules.Position.IsPass]: out and back, or a move of
// one leg to its own square where the variant lists it so) as [Null]; a
// move of several legs whose middle squares are empty, and which leaves
// the same position as the one-leg move from its start to its end, as
// that one-leg move; any other move in [notation.XBoard], its legs
// separated by commas.
func MoveText(p *rules.Position, m rules.Move) string {
	if p.IsPass(m) {
		return Null
	}
	return notation.XBoard.Write(p, OneLeg(p, m))
}

// OneLeg returns the one-leg move that does what m does in p when m is a
// move of several legs whose middle squares are empty (a lion's step and
// step on through an empty square) and the one-leg move is legal and
// leaves the same position; otherwise it returns m. XBoard knows such a
// move only as the jump it amounts to: HaChu refuses its legs, and XBoard
// relays them altered, taking the empty middle square for a castling's.
func OneLeg(p *rules.Position, m rules.Move) rules.Move {
	if m.NVia == 0 || m.From == m.To {
		return m
	}
	for _, s := range m.Via[:min(int(m.NVia), rules.MaxVia)] {
		if p.At(s) != 0 {
			return m
		}
	}
	jump := rules.Move{From: m.From, To: m.To, Promote: m.Promote}
	if !p.Legal(jump) {
		return m
	}
	p.Make(m)
	after := p.Hash()
	p.Unmake()
	p.Make(jump)
	same := p.Hash() == after
	p.Unmake()
	if !same {
		return m
	}
	return jump
}

// ParseMove reads text, a move in XBoard's coordinates (see [MoveText]:
// legs separated by commas, "+" or "=" after the last, [Null]), and checks
// that it is a legal move of p. Its errors are [notation.XBoard]'s: a
// [*notation.ParseError] for text that does not read, an
// [*rules.IllegalMoveError] for a move the rules refuse.
func ParseMove(p *rules.Position, text string) (rules.Move, error) {
	return notation.XBoard.Parse(p, text)
}

// MoveLines writes the lines an engine sends to play m in p: "move TEXT",
// a move of several legs (after [MoveText]) a leg a line, each but the
// last ending with a comma, as HaChu sends a double capture ("move
// g6h7," then "move h7h6") and XBoard takes it.
func MoveLines(p *rules.Position, m rules.Move) []string {
	legs := strings.Split(MoveText(p, m), ",")
	lines := make([]string, len(legs))
	for i, leg := range legs {
		lines[i] = "move " + leg
		if i < len(legs)-1 {
			lines[i] += ","
		}
	}
	return lines
}

// ParseMoveLine reads an engine's "move TEXT" line: the move's text (or
// its leg) and whether more legs follow (the text ends with a comma, which
// is kept so that the legs join into the move's text). ok is false for a
// line that is not a move.
func ParseMoveLine(line string) (text string, more, ok bool) {
	word, rest, _ := strings.Cut(strings.TrimSpace(line), " ")
	rest = strings.TrimSpace(rest)
	if word != "move" || rest == "" || strings.ContainsAny(rest, " \t") {
		return "", false, false
	}
	return rest, strings.HasSuffix(rest, ","), true
}

// UserMove writes the command that sends move text to an engine:
// "usermove TEXT" when the engine asked for it with feature usermove=1,
// else the text alone.
func UserMove(text string, usermove bool) string {
	if usermove {
		return "usermove " + text
	}
	return text
}
