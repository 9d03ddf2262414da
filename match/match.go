package match

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
)

// Engine is one of a match's two contestants: how to start it, and its
// name.
type Engine struct {
	// Name names the engine in records and reports; "" takes the name
	// the first player started says it has.
	Name string
	// Start starts a player. The match starts one for each game, or one
	// for each of its concurrent games and reuses it (see [Match.Fresh]).
	Start func(ctx context.Context) (engine.Player, error)
}

// Match is a match between two engines: its games, their openings, the
// time control and the ends the referee declares. The zero values of its
// optional fields play one game at a time from the initial position,
// without a time limit or adjudication.
type Match struct {
	// Rules are the variant's rules, with its profile and options.
	Rules *rules.Rules
	// Engines are the contestants; Engines[0] is the first, from whose
	// side scores and Elo are given.
	Engines [2]Engine
	// Games is the number of games in the schedule. Game i is played from
	// opening i/2, the first engine having Black when i is even.
	Games int
	// Openings are the openings, each played by a pair of games with the
	// colours swapped, in turn; when there are more pairs than openings,
	// the list starts again.
	Openings []Opening
	// RandomPlies, when not 0, gives each pair, instead of Openings, a
	// random opening of that many plies ([RandomOpening]) drawn from Seed
	// and the pair's number.
	RandomPlies int
	// Seed makes the schedule: with the same seed, every shard of a match
	// plays the same openings.
	Seed uint64
	// TimeControl is the time each player has.
	TimeControl TimeControl
	// MaxPlies, when not 0, ends a game that reaches that many plies
	// (counting the opening's) in a draw by adjudication.
	MaxPlies int
	// Material, when its Margin is not 0, ends a game in a win by
	// adjudication for a side that has had Margin pieces more than the
	// other for Material.Plies plies in a row.
	Material MaterialRule
	// Timeout, when not 0, is the longest a player may take to answer
	// NewGame, or a move when no time control bounds it; a player that
	// takes longer abandons the game.
	Timeout time.Duration
	// Concurrency is the number of games played at once; 0 is one.
	Concurrency int
	// Fresh starts new players for every game. Otherwise each concurrent
	// game keeps its players from game to game (telling them of each new
	// game), and replaces a player only after it failed.
	Fresh bool
	// Shard, when its Count is not 0, plays only the games of the
	// schedule that fall to it ([Shard]).
	Shard Shard
	// SPRT, when not nil, stops the match once the test concludes.
	SPRT *SPRT
	// OnGame, when not nil, is called with each game as it ends, one
	// call at a time; an error from it stops the match.
	OnGame func(*GameResult) error
}

// MaterialRule is the material adjudication: a side with at least Margin
// more pieces on the board than the other (every piece counting one,
// promoted or not) for Plies plies in a row is adjudged the winner.
type MaterialRule struct {
	Margin, Plies int
}

// Shard is a share of a match's schedule: the pairs of games whose number
// is Index−1 modulo Count, so that shards 1/N … N/N together play every
// game once, and each pair's two games in the same shard.
type Shard struct {
	Index, Count int
}

// String writes "I/N".
func (s Shard) String() string { return fmt.Sprintf("%d/%d", s.Index, s.Count) }

// ParseShard reads "I/N", 1 ≤ I ≤ N.
func ParseShard(s string) (Shard, error) {
	i, n, ok := strings.Cut(s, "/")
	index, err1 := strconv.Atoi(i)
	count, err2 := strconv.Atoi(n)
	if !ok || err1 != nil || err2 != nil || count < 1 || index < 1 || index > count {
		return Shard{}, fmt.Errorf("shard %q: want I/N with 1 ≤ I ≤ N", s)
	}
	return Shard{Index: index, Count: count}, nil
}

// holds reports whether the shard plays game i.
func (s Shard) holds(i int) bool {
	return s.Count == 0 || (i/2)%s.Count == s.Index-1
}

// GameResult is a game of a match as it ended.
type GameResult struct {
	// Index is the game's number in the schedule, from 0.
	Index int
	// Opening is where it started.
	Opening Opening
	// Names are the players' names by colour: Names[board.Black] moved
	// first.
	Names [2]string
	// FirstBlack says that the match's first engine had Black.
	FirstBlack bool
	// Game is the game as played, ended: its Outcome says how.
	Game *rules.Game
	// Detail says in words what a referee's end was: the player's failure
	// or the illegal move, with the rule that forbids it and the player's
	// exact text.
	Detail string
	// Times is the time each move after the opening took.
	Times []time.Duration
	// Thinking is the last report of thinking before each move after the
	// opening, as the player gave it with the move (zero when it gave
	// none).
	Thinking []engine.Info
	// Started is when the game started.
	Started time.Time
}

// Outcome returns how the game ended.
func (g *GameResult) Outcome() rules.Outcome { return g.Game.Outcome() }

// Run plays the match (its shard of it, when Shard is set) and returns its
// games in the order of the schedule. It stops early when ctx is
// cancelled, when OnGame fails, when the SPRT concludes, or when a player
// cannot be started the first time; it returns then the games played and
// the reason, having closed every player. A game interrupted on the way
// is returned unfinished: its Outcome is not over, its Detail
// "interrupted".
func (m *Match) Run(ctx context.Context) ([]*GameResult, error) {
	if err := m.check(); err != nil {
		return nil, err
	}
	todo := m.Scheduled()
	openings, err := m.openings(todo)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	jobs := make(chan int)
	done := make(chan *GameResult)
	var wg sync.WaitGroup
	var names nameOnce
	for range max(m.Concurrency, 1) {
		wg.Go(func() {
			w := worker{m: m, names: &names}
			defer w.close()
			for i := range jobs {
				res, err := w.play(ctx, i, openings[i/2])
				if err != nil {
					cancel(err)
					return
				}
				if res != nil {
					done <- res
				}
			}
		})
	}
	go func() {
		defer close(jobs)
		for _, i := range todo {
			select {
			case jobs <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(done)
	}()
	var results []*GameResult
	var score Score
	firsts := map[int]float64{}
	for res := range done {
		results = append(results, res)
		if pts, ok := m.Entry(res).firstScore(); ok {
			score = score.addPoints(res.Index, pts, firsts)
		}
		if m.OnGame != nil {
			if err := m.OnGame(res); err != nil {
				cancel(err)
			}
		}
		if m.SPRT != nil && m.SPRT.Verdict(score) != Continue {
			cancel(errSPRT)
		}
	}
	sortResults(results)
	err = context.Cause(ctx)
	if errors.Is(err, errSPRT) {
		err = nil
	}
	return results, err
}

// Scheduled returns the numbers of the games the match plays: every game
// of the schedule, or its shard's.
func (m *Match) Scheduled() []int {
	var out []int
	for i := range m.Games {
		if m.Shard.holds(i) {
			out = append(out, i)
		}
	}
	return out
}

// errSPRT stops a match whose SPRT has concluded.
var errSPRT = errors.New("the SPRT concluded")

// check reports what makes the match unplayable.
func (m *Match) check() error {
	switch {
	case m.Rules == nil:
		return errors.New("match: no rules")
	case m.Engines[0].Start == nil || m.Engines[1].Start == nil:
		return errors.New("match: an engine without a Start function")
	case m.Games < 1:
		return fmt.Errorf("match: %d games", m.Games)
	case m.Shard.Count != 0 && (m.Shard.Index < 1 || m.Shard.Index > m.Shard.Count):
		return fmt.Errorf("match: shard %s", m.Shard)
	case len(m.Openings) > 0 && m.RandomPlies > 0:
		return errors.New("match: openings and random openings: choose one")
	case m.RandomPlies < 0 || m.MaxPlies < 0 || m.Material.Margin < 0 || m.Material.Plies < 0 || m.Concurrency < 0 || m.Timeout < 0:
		return errors.New("match: a negative count or time")
	}
	if m.SPRT != nil {
		if err := m.SPRT.Check(); err != nil {
			return fmt.Errorf("match: %w", err)
		}
	}
	if err := m.TimeControl.Check(); err != nil {
		return fmt.Errorf("match: %w", err)
	}
	return nil
}

// openings returns the opening of each pair the games todo belong to, by
// pair number.
func (m *Match) openings(todo []int) (map[int]Opening, error) {
	out := map[int]Opening{}
	for _, i := range todo {
		k := i / 2
		if _, ok := out[k]; ok {
			continue
		}
		var o Opening
		switch {
		case len(m.Openings) > 0:
			o = m.Openings[k%len(m.Openings)]
		case m.RandomPlies > 0:
			var err error
			if o, err = RandomOpening(m.Rules, m.RandomPlies, m.Seed, k); err != nil {
				return nil, fmt.Errorf("match: opening %d: %w", k+1, err)
			}
		}
		if _, err := o.Game(m.Rules); err != nil {
			return nil, fmt.Errorf("match: opening %d (%s): %w", k+1, o, err)
		}
		out[k] = o
	}
	return out, nil
}

// nameOnce keeps each engine's name as its first player gives it, so that
// every game names it the same.
type nameOnce struct {
	mu    sync.Mutex
	names [2]string
}

// known returns engine i's name as known without a player: as a player
// gave it before, or e's Name, or "engine N".
func (n *nameOnce) known(i int, e Engine) string {
	n.mu.Lock()
	defer n.mu.Unlock()
	switch {
	case n.names[i] != "":
		return n.names[i]
	case e.Name != "":
		return e.Name
	}
	return fmt.Sprintf("engine %d", i+1)
}

func (n *nameOnce) get(i int, e Engine, p engine.Player) string {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.names[i] == "" {
		n.names[i] = e.Name
		if n.names[i] == "" {
			n.names[i] = p.Name()
		}
	}
	return n.names[i]
}
