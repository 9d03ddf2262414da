package link

import (
	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
)

// CheckMove reads text, a move the player named player sent, in notation n
// and checks it is a legal move of game g: an error is an
// [*engine.IllegalMoveError], with the text cut to [clip.MaxRunes]
// characters.
func CheckMove(player string, n notation.Notation, g *rules.Game, text string) (rules.Move, error) {
	p := g.Position()
	m, err := n.Parse(p, text)
	if err == nil {
		err = g.Check(m)
	}
	if err != nil {
		return rules.Move{}, &engine.IllegalMoveError{Player: player, Text: clip.Cut(text, clip.MaxRunes), Side: p.Side(), Err: err}
	}
	return m, nil
}

// Moves writes the moves of game g in notation n, each in the position it
// is played in.
func Moves(n notation.Notation, g *rules.Game) []string {
	p := g.Start()
	out := make([]string, 0, len(g.Moves()))
	for _, m := range g.Moves() {
		out = n.Append(out, p, []rules.Move{m})
		p.Make(m)
	}
	return out
}
