package rules

import (
	"errors"
	"fmt"

	"github.com/largeshogi/largeshogi/board"
)

// Outcome is how a game stands: still playing, or over with a winner or a
// draw, and why.
type Outcome struct {
	Over   bool
	Draw   bool
	Winner board.Color
	Reason string
}

// String returns "playing", "black wins: REASON", "white wins: REASON" or
// "draw: REASON".
func (o Outcome) String() string {
	switch {
	case !o.Over:
		return "playing"
	case o.Draw:
		return "draw: " + o.Reason
	}
	return o.Winner.String() + " wins: " + o.Reason
}

// Game is a game in progress: a position and the moves that led to it. A
// Game, like its [Position], is not safe for concurrent use.
type Game struct {
	pos     *Position
	moves   []Move
	marks   []Mark   // what each move did, for the history rule
	history []uint64 // the hash of every position, the current one last
}

// NewGame starts a game from position p, which the game takes over.
func NewGame(p *Position) *Game {
	return &Game{pos: p, history: []uint64{p.Hash()}}
}

// Position returns the current position. Changing it changes the game.
func (g *Game) Position() *Position { return g.pos }

// Moves returns the moves played so far.
func (g *Game) Moves() []Move { return g.moves }

// ErrGameOver is returned by Play once the game has ended.
var ErrGameOver = errors.New("the game is over")

// Play plays move m. An illegal move, or any move after the game has ended,
// is rejected with an error and leaves the game as it was.
func (g *Game) Play(m Move) error {
	if o := g.Outcome(); o.Over {
		return fmt.Errorf("%w (%s)", ErrGameOver, o)
	}
	if err := g.pos.check(m); err != nil {
		return err
	}
	pass := g.pos.IsPass(m)
	g.pos.Make(m)
	g.moves = append(g.moves, m)
	var mk Mark
	if h := g.pos.r.hooks.history; h != nil {
		mk = h.Mark(g.pos, pass)
	}
	g.marks = append(g.marks, mk)
	g.history = append(g.history, g.pos.Hash())
	return nil
}

// PlayUSI plays a move written in USI.
func (g *Game) PlayUSI(s string) error {
	m, err := g.pos.ParseUSI(s)
	if err != nil {
		return err
	}
	return g.Play(m)
}

// Undo takes back the last move; it reports false if there is none.
func (g *Game) Undo() bool {
	if len(g.moves) == 0 {
		return false
	}
	g.pos.Unmake()
	g.moves = g.moves[:len(g.moves)-1]
	g.marks = g.marks[:len(g.marks)-1]
	g.history = g.history[:len(g.history)-1]
	return true
}

// Outcome tells whether the game is over and how: the end rules on the
// position (royal pieces captured, a bare king), then the history rule
// (repetition), then whether the side to move has a legal move.
func (g *Game) Outcome() Outcome {
	p := g.pos
	hooks := &p.r.hooks
	for _, h := range hooks.ends {
		if o, over := h.End(p); over {
			return o
		}
	}
	if hooks.history != nil {
		if o, over := hooks.history.Judge(g); over {
			return o
		}
	}
	if len(p.AppendMoves(nil)) == 0 {
		return hooks.noMoves.NoMoves(p)
	}
	return Outcome{}
}

// inCheck reports whether a royal piece of side c is attacked.
func (p *Position) inCheck(c board.Color) bool {
	for _, s := range p.r.Geo.Squares() {
		if x := p.cells[s]; x != 0 && x.Color() == c && p.r.kinds[x.Kind()].royal && p.attacked(s, c.Other()) {
			return true
		}
	}
	return false
}

// InCheck reports whether a royal piece of the side to move is attacked.
func (p *Position) InCheck() bool { return p.inCheck(p.side) }
