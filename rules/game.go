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

// Game is a game in progress: a position and the moves that led to it.
type Game struct {
	pos     *Position
	moves   []Move
	marks   []mark   // what each move did, for the repetition rules
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
	g.marks = append(g.marks, g.mark(pass))
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

// Outcome tells whether the game is over and how.
func (g *Game) Outcome() Outcome {
	p := g.pos
	r := p.r
	side := p.side
	if o := p.royalOutcome(); o.Over {
		return o
	}
	if o := p.bareOutcome(); o.Over {
		return o
	}
	if n := g.repetitions(); n >= 4 || (n >= 2 && r.repetition != nil && r.repetition.Mode == "no-recurrence") {
		return g.repetitionOutcome()
	}
	if len(p.AppendMoves(nil)) == 0 {
		if r.stalemate == "draw" {
			return Outcome{Over: true, Draw: true, Reason: "no legal move"}
		}
		return Outcome{Over: true, Winner: side.Other(), Reason: side.String() + " has no legal move"}
	}
	return Outcome{}
}

// royalOutcome ends the game when a side has lost its royal pieces, or the
// pieces its win condition names.
func (p *Position) royalOutcome() Outcome {
	for _, c := range []board.Color{p.side, p.side.Other()} {
		if p.defeated(c) {
			return Outcome{Over: true, Winner: c.Other(), Reason: p.defeatReason(c)}
		}
	}
	return Outcome{}
}

func (p *Position) defeated(c board.Color) bool {
	w := p.r.win
	if w != nil && len(w.Objectives) > 0 {
		present := map[string]bool{}
		for _, s := range p.r.Geo.Squares() {
			if x := p.cells[s]; x != 0 && x.Color() == c {
				present[p.r.kinds[x.Kind()].moves.ID] = true
				present[p.r.kinds[x.Kind()].face.ID] = true
			}
		}
		for _, set := range w.Objectives {
			gone := true
			for _, id := range set {
				gone = gone && !present[id]
			}
			if gone {
				return true
			}
		}
		return false
	}
	royals, lost := p.royals(c), false
	if w != nil && w.Royals == "any-captured" {
		start := 0
		for _, pl := range p.r.Variant.Setup {
			if pl.Color == c && pl.Piece.Royal {
				start++
			}
		}
		lost = royals < start
	}
	return royals == 0 || lost
}

func (p *Position) defeatReason(c board.Color) string {
	if p.r.win != nil && len(p.r.win.Objectives) > 0 {
		return c.String() + "'s commanding pieces captured"
	}
	return c.String() + "'s royal pieces captured"
}

// royals counts side c's royal pieces.
func (p *Position) royals(c board.Color) int {
	n := 0
	for _, s := range p.r.Geo.Squares() {
		if x := p.cells[s]; x != 0 && x.Color() == c && p.r.kinds[x.Kind()].royal {
			n++
		}
	}
	return n
}

// repetitions counts how often the current position has occurred with the
// same side to move.
func (g *Game) repetitions() int {
	n := 0
	cur := g.history[len(g.history)-1]
	for i := len(g.history) - 1; i >= 0; i -= 2 {
		if g.history[i] == cur {
			n++
		}
	}
	return n
}

// repetitionOutcome judges a position that has occurred four times (the
// Japanese Chu Shogi Association's sennichite, which the texts give for
// every game but ko): the side that must deviate loses, as a player who
// makes a forbidden move does — the side that checked with every move of
// the cycle when the other did not; failing that, when the rules say so, the
// side that attacked other pieces with every move when the other did not;
// failing that, the side that passed first in consecutive passes. Otherwise
// the game is drawn (in ko shogi, no contest).
func (g *Game) repetitionOutcome() Outcome {
	rep := g.pos.r.repetition
	cur := g.history[len(g.history)-1]
	first := len(g.history) - 1
	for i := len(g.history) - 1; i >= 0; i -= 2 {
		if g.history[i] == cur {
			first = i
		}
	}
	if rep != nil && rep.Mode == "no-recurrence" {
		mover := g.pos.side.Other()
		return Outcome{Over: true, Winner: mover.Other(), Reason: mover.String() + " repeated a position"}
	}
	if rep != nil {
		check := func(m mark) bool { return m.check }
		attack := func(m mark) bool { return m.attack || m.check }
		sides := [2]board.Color{board.Black, board.White}
		if rep.PerpetualCheck == "forbidden" || rep.PerpetualCheck == "loss" {
			for _, c := range sides {
				if g.throughout(first, c, check) && !g.throughout(first, c.Other(), check) {
					return Outcome{Over: true, Winner: c.Other(), Reason: c.String() + " gave perpetual check"}
				}
			}
		}
		if rep.PerpetualAttack == "forbidden" {
			for _, c := range sides {
				if g.throughout(first, c, attack) && !g.throughout(first, c.Other(), attack) {
					return Outcome{Over: true, Winner: c.Other(), Reason: c.String() + " attacked throughout the repetition"}
				}
			}
		}
		if rep.PassFirstDeviates {
			for i := first; i+1 < len(g.moves); i++ {
				if g.marks[i].pass && g.marks[i+1].pass {
					c := g.pos.side
					if (len(g.moves)-i)%2 == 1 {
						c = c.Other()
					}
					return Outcome{Over: true, Winner: c.Other(), Reason: c.String() + " passed first in a cycle of passes"}
				}
			}
		}
	}
	reason := "fourfold repetition"
	if rep != nil && rep.Mode == "fourfold-no-contest" {
		reason = "fourfold repetition: no contest"
	}
	return Outcome{Over: true, Draw: true, Reason: reason}
}

// mark is what a move did that the repetition rules look at.
type mark struct {
	check, attack, pass bool
}

// mark records, after a move, whether it gave check, whether the mover now
// attacks an enemy piece, and whether it was a pass.
func (g *Game) mark(pass bool) mark {
	rep := g.pos.r.repetition
	if rep == nil {
		return mark{pass: pass}
	}
	p := g.pos
	mk := mark{pass: pass, check: p.inCheck(p.side)}
	if rep.PerpetualCheckScope == "sole-objective" && p.royals(p.side) > 1 {
		mk.check = false // only a check of the last commanding piece counts
	}
	if rep.PerpetualAttack == "forbidden" && !mk.check {
		for _, s := range p.r.Geo.Squares() {
			if c := p.cells[s]; c != 0 && c.Color() == p.side && p.attacked(s, p.side.Other()) {
				mk.attack = true
				break
			}
		}
	}
	return mk
}

// throughout reports whether every move side c made after history index
// first has the property test, and c made at least one.
func (g *Game) throughout(first int, c board.Color, test func(mark) bool) bool {
	any := false
	for i := first; i < len(g.moves); i++ {
		// Move i leads from history[i] to history[i+1]; its mover is the side
		// to move in history[i].
		mover := g.pos.side
		if (len(g.moves)-i)%2 == 1 {
			mover = mover.Other()
		}
		if mover != c {
			continue
		}
		any = true
		if !test(g.marks[i]) {
			return false
		}
	}
	return any
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

// bareOutcome applies the bare-king rule.
func (p *Position) bareOutcome() Outcome {
	switch p.r.bareKing {
	case "lishogi":
		if p.bared(p.side) {
			return Outcome{Over: true, Winner: p.side.Other(), Reason: p.side.String() + "'s king bared"}
		}
		if p.bared(p.side.Other()) {
			return Outcome{Over: true, Winner: p.side, Reason: p.side.Other().String() + "'s king bared"}
		}
		if p.onlyKings() {
			return Outcome{Over: true, Draw: true, Reason: "only the kings are left"}
		}
	case "jcsa":
		c := p.side
		if p.bare(c) && !p.bare(c.Other()) && !p.canAnswerBaring() {
			return Outcome{Over: true, Winner: c.Other(), Reason: c.String() + "'s king bared"}
		}
	}
	return Outcome{}
}

// live lists side c's pieces that can still move on an empty board, leaving
// out the bare-king rule's minor pieces when skipMinor is set.
func (p *Position) live(c board.Color, skipMinor bool) (n int, king board.Square) {
	king = board.NoSquare
	for _, s := range p.r.Geo.Squares() {
		x := p.cells[s]
		if x == 0 || x.Color() != c {
			continue
		}
		info := &p.r.kinds[x.Kind()]
		if info.royal {
			king = s
		}
		if p.dead(x, s) || (skipMinor && p.r.minor[info.moves]) {
			continue
		}
		n++
	}
	return n, king
}

// dead reports whether the piece x on s could never move again.
func (p *Position) dead(x Cell, s board.Square) bool {
	if p.emptyBoard == nil {
		p.emptyBoard = p.r.Geo.NewOccupancy()
	}
	out := p.gen.Append(p.probe[:0], p.r.kinds[x.Kind()].prog, s, x.Color(), p.emptyBoard, false)
	for i := range out {
		if out[i].To != s {
			return false
		}
	}
	return true
}

// bared is lishogi's test: side c has only its king left (dead pieces
// aside), the opponent has its king and more than a minor piece, is not
// in check, and the bare king cannot simply take the opponent's one other
// piece.
func (p *Position) bared(c board.Color) bool {
	ours, ourKing := p.live(c, false)
	theirs, theirKing := p.live(c.Other(), true)
	if p.royals(c) != 1 || p.royals(c.Other()) != 1 || ours != 1 || theirs <= 1 || ourKing == board.NoSquare || theirKing == board.NoSquare {
		return false
	}
	if p.inCheck(c.Other()) {
		return false
	}
	if theirs > 2 {
		return true
	}
	for _, s := range p.r.Geo.Squares() {
		if x := p.cells[s]; x != 0 && x.Color() == c.Other() && !p.r.kinds[x.Kind()].royal && p.adjacent(s, ourKing) {
			return false
		}
	}
	return true
}

func (p *Position) onlyKings() bool {
	b, bk := p.live(board.Black, false)
	w, wk := p.live(board.White, false)
	return b == 1 && w == 1 && bk != board.NoSquare && wk != board.NoSquare && !p.inCheck(board.Black) && !p.inCheck(board.White)
}

// bare reports whether side c has nothing but royal pieces (and dead ones).
func (p *Position) bare(c board.Color) bool {
	n, _ := p.live(c, false)
	return n == p.royals(c) && n > 0
}

// canAnswerBaring reports whether the side to move, bared, can at once bare
// the opponent or capture its royal pieces (the JCSA proviso).
func (p *Position) canAnswerBaring() bool {
	opp := p.side.Other()
	for _, m := range p.AppendMoves(nil) {
		p.Make(m)
		ok := p.royals(opp) == 0 || p.bare(opp)
		p.Unmake()
		if ok {
			return true
		}
	}
	return false
}
