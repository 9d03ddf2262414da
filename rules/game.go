package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/largeshogi/largeshogi/board"
)

// Game is a game in progress: its start position, the moves played from
// it, and what the rules say of its history (repetition) and its end. It
// refuses illegal moves, moves its history rule forbids (under
// no-recurrence, a move that recreates an earlier position) and any move
// once the game is over, without changing anything.
//
// Play costs a legality check, the move and a look at the end rules; the
// outcome is kept from move to move, so that a game loop asking
// [Game.Outcome] before every move generates the moves only as far as the
// first legal one.
//
// The zero Game, and a nil *Game, have no position: their outcome is
// undecided, they have no moves, and Play, End, Resign and AgreeDraw
// return an error. A Game is not safe for concurrent use.
type Game struct {
	start  *Position
	pos    *Position
	moves  []Move
	hashes []uint64         // the hash of every position, the start first
	seen   map[uint64]int32 // how often each hash occurs in hashes

	ended   Outcome   // an end declared by End
	judged  []Outcome // what the end rules and the history rule say of each position
	outcome Outcome   // the whole outcome of the current position, when known
	known   bool      // outcome is up to date
	buf     []Move
}

// NewGame starts a game from position p, which the game takes over: change
// it only through the game. The game's start is a copy of p. A nil or zero
// position gives a game without position, as the zero Game.
func NewGame(p *Position) *Game {
	if p == nil || p.r == nil {
		return &Game{}
	}
	g := &Game{start: p.Clone(), pos: p, hashes: []uint64{p.Hash()}, seen: map[uint64]int32{p.Hash(): 1}}
	g.judge()
	return g
}

// Position returns the current position. Changing it changes the game:
// use [Position.Clone] for a position of one's own.
func (g *Game) Position() *Position {
	if g == nil {
		return nil
	}
	return g.pos
}

// Start returns a copy of the position the game started from.
func (g *Game) Start() *Position {
	if g == nil || g.start == nil {
		return nil
	}
	return g.start.Clone()
}

// Moves returns the moves played so far, the first first. The slice must
// not be changed.
func (g *Game) Moves() []Move {
	if g == nil {
		return nil
	}
	return g.moves
}

// Occurrences reports how often a position with the given hash has
// occurred in the game, the current position included: with the same hash,
// it has the same side to move.
func (g *Game) Occurrences(hash uint64) int {
	if g == nil {
		return 0
	}
	return int(g.seen[hash])
}

// Outcome tells whether the game is over and how: by an end declared with
// [Game.End] (resignation, agreement, a referee's decision); by the end
// rules on the position (royal pieces captured, a bare king), in the order
// of their hooks; by the history rule (repetition); or because the side to
// move has no legal move, which the stalemate hook rules (and the history
// rule's termination when it forbids every move there is).
func (g *Game) Outcome() Outcome {
	if g == nil || g.pos == nil {
		return Outcome{}
	}
	if g.ended.Over() {
		return g.ended
	}
	if o := g.judged[len(g.judged)-1]; o.Over() {
		return o
	}
	if !g.known {
		g.outcome, g.known = g.noMoves(), true
	}
	return g.outcome
}

// judge asks the end rules and the history rule about the position
// reached by a move (or the start), and records what they say.
func (g *Game) judge() {
	g.known = false
	g.judged = append(g.judged, g.judgement())
}

func (g *Game) judgement() Outcome {
	if o, over := g.pos.End(); over {
		return o
	}
	hooks := &g.pos.r.hooks
	if hooks.history != nil {
		if o, over := hooks.history.Judge(g); over {
			return o
		}
	}
	return Outcome{}
}

// noMoves returns the outcome of a position the end and history rules let
// go on: undecided if the side to move has a legal move the history allows,
// otherwise what the stalemate hook says.
func (g *Game) noMoves() Outcome {
	p := g.pos
	frozen := p.markFrozen()
	refused := false
	for from := range p.pieces[p.side].all {
		c := p.cells[from]
		if frozen && p.frozen.Has(from) {
			continue
		}
		g.buf = p.appendPieceMoves(g.buf[:0], from, c)
		for _, m := range g.buf {
			if g.forbids(m) == "" {
				return Outcome{}
			}
			refused = true
		}
	}
	o := p.r.hooks.noMoves.NoMoves(p)
	if f, ok := p.r.hooks.history.(HistoryFilter); ok && refused {
		o.Termination = f.Blocked()
	}
	return o
}

// forbids asks the history rule about move m, legal in the position: it
// returns why the rule forbids it, or "".
func (g *Game) forbids(m Move) string {
	f, ok := g.pos.r.hooks.history.(HistoryFilter)
	if !ok {
		return ""
	}
	g.pos.Make(m)
	why := f.Forbids(g, g.pos)
	g.pos.Unmake()
	return why
}

// AppendMoves appends the legal moves of the game to dst and returns it:
// the position's legal moves ([Position.AppendMoves]) that its history rule
// allows, and none once the game is over.
func (g *Game) AppendMoves(dst []Move) []Move {
	if g == nil || g.pos == nil || g.early().Over() {
		return dst
	}
	start := len(dst)
	dst = g.pos.AppendMoves(dst)
	if _, ok := g.pos.r.hooks.history.(HistoryFilter); ok {
		kept := dst[:start]
		for _, m := range dst[start:] {
			if g.forbids(m) == "" {
				kept = append(kept, m)
			}
		}
		dst = kept
	}
	if len(dst) > start {
		g.outcome, g.known = Outcome{}, true
	}
	return dst
}

// Legal reports whether m is a legal move of the game (see
// [Game.AppendMoves]). Like [Position.Legal] it builds no error.
func (g *Game) Legal(m Move) bool {
	return g != nil && g.pos != nil && !g.early().Over() && g.pos.Legal(m) && g.forbids(m) == ""
}

// Check explains why m is not a legal move of the game, or returns nil: an
// error wrapping [ErrGameOver] once the game is over, otherwise an
// [*IllegalMoveError], naming the history rule for a move it forbids.
func (g *Game) Check(m Move) error {
	if g == nil || g.pos == nil {
		return errNoRules
	}
	if o := g.early(); o.Over() {
		return fmt.Errorf("%w (%s)", ErrGameOver, o)
	}
	if err := g.pos.check(m); err != nil {
		if o := g.Outcome(); o.Over() {
			return fmt.Errorf("%w (%s)", ErrGameOver, o)
		}
		return err
	}
	if why := g.forbids(m); why != "" {
		return &IllegalMoveError{Move: m, Rule: g.pos.r.hooks.historyName, Reason: why}
	}
	return nil
}

// early returns the outcome as far as it is known without looking for a
// legal move.
func (g *Game) early() Outcome {
	if g.ended.Over() {
		return g.ended
	}
	return g.judged[len(g.judged)-1]
}

// Play plays move m. An illegal move, a move the history rule forbids, or
// any move after the game has ended is rejected with an error (see
// [Game.Check]) and leaves the game as it was.
func (g *Game) Play(m Move) error {
	if g == nil || g.pos == nil {
		return errNoRules
	}
	if o := g.early(); o.Over() {
		return fmt.Errorf("%w (%s)", ErrGameOver, o)
	}
	p := g.pos
	if err := p.check(m); err != nil {
		if o := g.Outcome(); o.Over() {
			return fmt.Errorf("%w (%s)", ErrGameOver, o)
		}
		return err
	}
	p.Make(m)
	if f, ok := p.r.hooks.history.(HistoryFilter); ok {
		if why := f.Forbids(g, p); why != "" {
			p.Unmake()
			if o := g.Outcome(); o.Over() {
				return fmt.Errorf("%w (%s)", ErrGameOver, o)
			}
			return &IllegalMoveError{Move: m, Rule: p.r.hooks.historyName, Reason: why}
		}
	}
	g.moves = append(g.moves, m)
	g.hashes = append(g.hashes, p.hash)
	g.seen[p.hash]++
	g.judge()
	return nil
}

// PlayUSI plays a move written in USI: an error wrapping [ErrSyntax] if it
// does not read, otherwise as Play.
func (g *Game) PlayUSI(s string) error {
	if g == nil || g.pos == nil {
		return errNoRules
	}
	m, err := g.pos.scanUSI(s)
	if err != nil {
		return err
	}
	return g.Play(m)
}

// Resign ends the game: side c resigns, and the other side wins. It
// returns an error wrapping [ErrGameOver] if the game is already over.
func (g *Game) Resign(c board.Color) error {
	return g.End(Outcome{Result: WinFor(c.Other()), Termination: Resignation})
}

// AgreeDraw ends the game in a draw the players agreed. It returns an
// error wrapping [ErrGameOver] if the game is already over.
func (g *Game) AgreeDraw() error { return g.End(Outcome{Result: Draw, Termination: Agreement}) }

// End ends the game with outcome o, an end the players or a referee declare
// ([Termination.Declared]): a resignation or a time forfeit (a win for
// either side), an illegal move the loser sent (a win; the game never
// plays the move), an agreed draw, an abandonment (a win, or no contest)
// or an adjudication (a win, a draw or no contest). It returns an error
// and leaves the game as it was if o is undecided, if its termination is
// one the rules decide (royal capture, repetition, ...), if the
// termination cannot have o's result (a drawn time forfeit), or, wrapping
// [ErrGameOver], if the game is already over.
func (g *Game) End(o Outcome) error {
	if g == nil || g.pos == nil {
		return errNoRules
	}
	results := declaredResults[o.Termination]
	switch {
	case !o.Over():
		return fmt.Errorf("rules: ending a game by %s without a result", o.Termination)
	case o.Result > NoContest:
		return fmt.Errorf("rules: ending a game with result %s: want one of %s", o.Result, strings.Join(resultNames[1:], ", "))
	case int(o.Termination) >= len(terminationNames):
		return fmt.Errorf("rules: no termination %d: want one of %s", o.Termination, declaredNames())
	case results == nil:
		return fmt.Errorf("rules: %s is an end the rules decide, not one to declare: want one of %s", o.Termination, declaredNames())
	case !slices.Contains(results, o.Result):
		var want []string
		for _, r := range results {
			want = append(want, r.String())
		}
		return fmt.Errorf("rules: %s by %s: %s ends a game with %s", o.Result, o.Termination, o.Termination, strings.Join(want, " or "))
	}
	if now := g.Outcome(); now.Over() {
		return fmt.Errorf("%w (%s)", ErrGameOver, now)
	}
	g.ended = o
	return nil
}

// declaredNames lists the terminations [Game.End] takes, in their order.
func declaredNames() string {
	var names []string
	for t := range Termination(len(terminationNames)) {
		if t.Declared() {
			names = append(names, t.String())
		}
	}
	return strings.Join(names, ", ")
}

// Undo takes back the last move, and with it an end declared after it
// ([Game.End]); it reports false if no move was played.
func (g *Game) Undo() bool {
	if g == nil || len(g.moves) == 0 {
		return false
	}
	g.pos.Unmake()
	g.moves = g.moves[:len(g.moves)-1]
	last := g.hashes[len(g.hashes)-1]
	if g.seen[last]--; g.seen[last] == 0 {
		delete(g.seen, last)
	}
	g.hashes = g.hashes[:len(g.hashes)-1]
	g.judged = g.judged[:len(g.judged)-1]
	g.ended, g.known = Outcome{}, false
	return true
}
