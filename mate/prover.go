package mate

import (
	"context"
	"errors"
	"fmt"
	"math"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// Mode is which moves the attacker may make.
type Mode uint8

// Modes.
const (
	// Mate: any move.
	Mate Mode = iota
	// Tsume: only moves that give check or end the game in the
	// attacker's favour.
	Tsume
)

var modeNames = [...]string{"mate", "tsume"}

// String returns "mate" or "tsume".
func (m Mode) String() string {
	if int(m) < len(modeNames) {
		return modeNames[m]
	}
	return fmt.Sprintf("Mode(%d)", m)
}

// ParseMode reads "mate" or "tsume".
func ParseMode(s string) (Mode, error) {
	for i, n := range modeNames {
		if s == n {
			return Mode(i), nil
		}
	}
	return 0, fmt.Errorf("mate: unknown mode %q (want mate or tsume)", s)
}

// Verdict is what Solve found.
type Verdict uint8

// Verdicts.
const (
	// Unknown: the node budget or the context ended the search before a
	// verdict.
	Unknown Verdict = iota
	// Found: a mate within the bound.
	Found
	// NoMate: no mate within the bound.
	NoMate
)

var verdictNames = [...]string{"unknown", "mate", "no mate"}

// String returns "unknown", "mate" or "no mate".
func (v Verdict) String() string {
	if int(v) < len(verdictNames) {
		return verdictNames[v]
	}
	return fmt.Sprintf("Verdict(%d)", v)
}

// Bounds of the options.
const (
	// MaxPlies is the longest mate Solve looks for.
	MaxPlies = 255
	// DefaultNodes is the node budget when Options.Nodes is 0.
	DefaultNodes = 10_000_000
	// DefaultHash is the table's size in MiB when Options.Hash is 0.
	DefaultHash = 16
	// MaxHash is the largest table, in MiB.
	MaxHash = 65536
)

// Options are what Solve looks for and with what.
type Options struct {
	// Mode is which moves the attacker may make.
	Mode Mode
	// Plies is the bound: the longest mate looked for, from 1 to MaxPlies
	// (an even bound looks for mates one ply shorter).
	Plies int
	// Nodes is the budget: the most moves the search plays (0 for
	// DefaultNodes).
	Nodes int64
	// Hash is the transposition table's size in MiB, from 1 to MaxHash
	// (0 for DefaultHash).
	Hash int
}

// Result is Solve's answer.
type Result struct {
	Verdict Verdict
	// Plies is the shortest mate's length when Verdict is Found.
	Plies int
	// Line is the main line when Verdict is Found: Plies moves, the
	// attacker's first, the mating move last, each defence a longest
	// resistance. Drawing it has a node budget of its own, as large as
	// the proof's; a line shorter than Plies is where that budget, or
	// the context, ended first.
	Line []rules.Move
	// NoMateWithin is the longest bound (odd, 0 for none) for which no
	// mate was proved: Plies-2 when a mate was found, the bound (made odd)
	// for NoMate.
	NoMateWithin int
	// Nodes is how many moves the search played, the line's drawing
	// included.
	Nodes int64
}

// Errors of Solve.
var (
	// ErrNoRoyal: the defender has no royal piece to mate, in a game
	// that is not won by capturing objectives and not over (under the
	// built-in win rule a side without a royal piece has lost: Solve
	// reports the game over).
	ErrNoRoyal = errors.New("mate: the defender has no royal piece")
	// ErrOptions: an option is out of its range.
	ErrOptions = errors.New("mate: bad options")
)

// Solve looks for the shortest mate of the side to move in game g within
// opts.Plies plies. It plays on a copy of the game and leaves g as it
// was. It returns an error, and no verdict, for options out of range, a
// game that is over (wrapping rules.ErrGameOver) and a defender without
// a royal piece on the board (ErrNoRoyal) where the variant is not won by
// capturing objectives (there the objectives are what is mated); the context and the node budget stop the
// search with verdict Unknown.
func Solve(ctx context.Context, g *rules.Game, opts Options) (Result, error) {
	if err := check(&opts); err != nil {
		return Result{}, err
	}
	if g == nil || g.Position() == nil || g.Position().Rules() == nil {
		return Result{}, errors.New("mate: no game")
	}
	if o := g.Outcome(); o.Over() {
		return Result{}, fmt.Errorf("mate: %w (%s)", rules.ErrGameOver, o)
	}
	if !objectives(g.Position().Rules()) && !hasRoyal(g.Position(), g.Position().Side().Other()) {
		return Result{}, ErrNoRoyal
	}
	s := newSolver(ctx, replay(g), opts)
	res := Result{}
	for n := 1; n <= opts.Plies; n += 2 {
		v := s.prove(n + 2)
		if v == Unknown {
			break
		}
		if v == Found {
			res.Verdict, res.Plies = Found, n
			if s.ctx.Err() == nil {
				// Drawing the line has a budget of its own.
				s.stopped, s.budget = false, s.nodes+min(opts.Nodes, math.MaxInt64-s.nodes)
			}
			res.Line = s.line(n + 2)
			break
		}
		res.NoMateWithin = n
	}
	if res.Verdict == Unknown && res.NoMateWithin >= opts.Plies-1 {
		res.Verdict = NoMate
	}
	res.Nodes = s.nodes
	return res, nil
}

// check validates opts and fills in the defaults.
func check(opts *Options) error {
	switch {
	case opts.Mode > Tsume:
		return fmt.Errorf("%w: unknown mode %d", ErrOptions, opts.Mode)
	case opts.Plies < 1 || opts.Plies > MaxPlies:
		return fmt.Errorf("%w: plies must be from 1 to %d, not %d", ErrOptions, MaxPlies, opts.Plies)
	case opts.Nodes < 0:
		return fmt.Errorf("%w: nodes must not be negative", ErrOptions)
	case opts.Hash < 0 || opts.Hash > MaxHash:
		return fmt.Errorf("%w: hash must be from 1 to %d MiB, or 0 for %d", ErrOptions, MaxHash, DefaultHash)
	}
	if opts.Nodes == 0 {
		opts.Nodes = DefaultNodes
	}
	if opts.Hash == 0 {
		opts.Hash = DefaultHash
	}
	return nil
}

// hasRoyal reports whether side c has a royal piece on the board.
func hasRoyal(p *rules.Position, c board.Color) bool {
	r := p.Rules()
	for _, sq := range r.Geo.Squares() {
		if cell := p.At(sq); cell != 0 && cell.Color() == c && r.Piece(cell.Kind()).Royal {
			return true
		}
	}
	return false
}

// objectives reports whether the variant is won by capturing sets of
// pieces (the win hook's objectives) rather than royal pieces.
func objectives(r *rules.Rules) bool {
	w, ok := r.Variant.Rule("win").(*variant.Win)
	return ok && len(w.Objectives) > 0
}

// replay returns a game of its own with g's start and moves.
func replay(g *rules.Game) *rules.Game {
	c := rules.NewGame(g.Start())
	for _, m := range g.Moves() {
		if err := c.Play(m); err != nil {
			panic(fmt.Sprintf("mate: replaying the game: %v", err))
		}
	}
	return c
}
