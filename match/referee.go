package match

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/rules"
)

// worker plays games one after another, keeping its players between games
// unless the match wants fresh ones or a player failed.
type worker struct {
	m       *Match
	names   *nameOnce
	players [2]engine.Player // by engine, nil when not started
	started [2]bool          // each engine has started once in this worker
}

// close closes the worker's players, both at once, so that each one's
// grace to quit runs beside the other's.
func (w *worker) close() {
	var wg sync.WaitGroup
	for i := range w.players {
		wg.Go(func() { w.drop(i) })
	}
	wg.Wait()
}

// drop closes engine i's player.
func (w *worker) drop(i int) {
	if w.players[i] != nil {
		w.players[i].Close()
		w.players[i] = nil
	}
}

// player returns engine i's player, starting one if need be.
func (w *worker) player(ctx context.Context, i int) (engine.Player, error) {
	if w.players[i] == nil {
		p, err := w.m.Engines[i].Start(ctx)
		if err != nil {
			return nil, fmt.Errorf("match: starting engine %d: %w", i+1, err)
		}
		w.players[i], w.started[i] = p, true
	}
	return w.players[i], nil
}

// play plays game i from opening o. It returns nil and no error for a game
// that ctx interrupted before it started, the game unfinished (detail
// "interrupted") for one it interrupted on the way, and an error only
// when an engine cannot be started the first time. An engine that cannot
// be started again, to replace one that failed, abandons the game.
func (w *worker) play(ctx context.Context, i int, o Opening) (*GameResult, error) {
	if w.m.Fresh {
		w.close()
	}
	firstBlack := i%2 == 0
	colorOf := func(e int) board.Color {
		if (e == 0) == firstBlack {
			return board.Black
		}
		return board.White
	}
	engineOf := func(c board.Color) int {
		if (c == board.Black) == firstBlack {
			return 0
		}
		return 1
	}
	g, err := o.Game(w.m.Rules)
	if err != nil {
		return nil, err
	}
	var byColor [2]engine.Player
	res := &GameResult{Index: i, Opening: o, FirstBlack: firstBlack, Started: time.Now(), Game: g}
	var startErr [2]error
	for e := range 2 {
		wasStarted := w.started[e]
		p, err := w.player(ctx, e)
		switch {
		case err != nil && ctx.Err() != nil:
			return nil, nil
		case err != nil && !wasStarted:
			return nil, err
		case err != nil:
			startErr[e] = err
			res.Names[colorOf(e)] = w.names.known(e, w.m.Engines[e])
			continue
		}
		byColor[colorOf(e)] = p
		res.Names[colorOf(e)] = w.names.get(e, w.m.Engines[e], p)
	}
	r := referee{m: w.m, g: g, players: byColor, names: res.Names, clock: newClock(w.m.TimeControl)}
	for e, err := range startErr {
		if err != nil {
			// The other engine, if started, keeps its player and plays
			// the next game.
			r.abandon(colorOf(e), err)
			res.Detail = r.detail
			return res, nil
		}
	}
	failed := r.run(ctx)
	if ctx.Err() != nil && !g.Outcome().Over() {
		w.close()
		res.Detail, res.Times, res.Thinking = "interrupted", r.times, r.thinking
		return res, nil
	}
	if o := g.Outcome(); o.Over() {
		w.tellOutcome(ctx, byColor, failed, o, engineOf)
	}
	for _, c := range failed {
		w.drop(engineOf(c))
	}
	res.Detail, res.Times, res.Thinking = r.detail, r.times, r.thinking
	return res, nil
}

// tellOutcome tells each player that is an engine.Finisher and did not
// fail how the game it played ended, and drops one that cannot be told.
func (w *worker) tellOutcome(ctx context.Context, byColor [2]engine.Player, failed []board.Color, o rules.Outcome, engineOf func(board.Color) int) {
	for c, p := range byColor {
		side := board.Color(c)
		f, ok := p.(engine.Finisher)
		if !ok || slices.Contains(failed, side) {
			continue
		}
		if err := f.GameOver(ctx, o, side); err != nil {
			w.drop(engineOf(side))
		}
	}
}

// referee runs one game between two players.
type referee struct {
	m        *Match
	g        *rules.Game
	players  [2]engine.Player // by colour
	names    [2]string
	clock    *clock
	detail   string
	times    []time.Duration
	thinking []engine.Info
	ahead    [2]int // plies in a row each side has had the material margin
}

// run plays the game to its end, or until ctx is cancelled, and returns
// the sides whose players failed and must not play again.
func (r *referee) run(ctx context.Context) []board.Color {
	for c, p := range r.players {
		side := board.Color(c)
		nctx, cancel := r.bound(ctx, 0, false)
		err := p.NewGame(nctx)
		expired := nctx.Err() != nil
		cancel()
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			r.abandon(side, fmt.Errorf("new game: %w", describeFailure(err, expired)))
			return []board.Color{side}
		}
	}
	for {
		if r.g.Outcome().Over() || ctx.Err() != nil {
			return nil
		}
		if r.adjudicate() {
			return nil
		}
		side := r.g.Position().Side()
		limits := r.clock.limits(side)
		allowed, bounded := limits.Allowed(side, r.m.TimeControl.Margin)
		mctx, cancel := r.bound(ctx, allowed, bounded)
		start := time.Now()
		reply, err := r.players[side].Go(mctx, r.g, limits, nil)
		took := time.Since(start)
		expired := mctx.Err() != nil
		cancel()
		if ctx.Err() != nil {
			return nil
		}
		var illegal *engine.IllegalMoveError
		switch {
		case errors.As(err, &illegal):
			r.illegal(side, illegal.Text, illegal.Err)
			return nil
		case err == nil && bounded && took > allowed:
			r.declare(rules.WinFor(side.Other()), rules.TimeForfeit,
				fmt.Sprintf("%s (%s) lost on time: %s taken, %s allowed", r.names[side], side, round(took), round(allowed)))
			return nil
		case errors.Is(err, engine.ErrTimeForfeit), bounded && err != nil && expired:
			// The time the engine was given to stop after its time ran
			// out is not its thinking: it had no move within allowed.
			r.declare(rules.WinFor(side.Other()), rules.TimeForfeit,
				fmt.Sprintf("%s (%s) lost on time: no move within the %s allowed", r.names[side], side, round(allowed)))
			return []board.Color{side}
		case err != nil:
			r.abandon(side, describeFailure(err, expired))
			return []board.Color{side}
		case reply.Resign:
			r.g.Resign(side)
			return nil
		}
		if err := r.g.Play(reply.Move); err != nil {
			text := reply.Text
			if text == "" {
				text = reply.Move.String()
			}
			r.illegal(side, text, err)
			return nil
		}
		r.times = append(r.times, took)
		r.thinking = append(r.thinking, reply.Info)
		r.clock.spend(side, took)
	}
}

// bound returns ctx bounded by the time allowed, or else by the match's
// timeout.
func (r *referee) bound(ctx context.Context, allowed time.Duration, bounded bool) (context.Context, context.CancelFunc) {
	switch {
	case bounded:
		return context.WithTimeout(ctx, allowed)
	case r.m.Timeout > 0:
		return context.WithTimeout(ctx, r.m.Timeout)
	}
	return context.WithCancel(ctx)
}

// describeFailure returns a player's error, said to be a hang when the
// time the player had ran out (expired).
func describeFailure(err error, expired bool) error {
	if expired && !errors.Is(err, engine.ErrCrashed) {
		return fmt.Errorf("%w: no answer in time (%v)", engine.ErrUnresponsive, err)
	}
	return err
}

// round rounds a duration to the millisecond for reports.
func round(d time.Duration) time.Duration { return d.Round(time.Millisecond) }

// declare ends the game by a referee's end.
func (r *referee) declare(result rules.Result, t rules.Termination, detail string) {
	r.detail = detail
	if err := r.g.End(rules.Outcome{Result: result, Termination: t}); err != nil {
		panic("match: " + err.Error()) // the ends declared here are ones rules.Game takes
	}
}

// abandon ends the game: side's player failed.
func (r *referee) abandon(side board.Color, err error) {
	r.declare(rules.WinFor(side.Other()), rules.Abandonment, fmt.Sprintf("%s (%s) abandoned: %s", r.names[side], side, clip.Line(err.Error())))
}

// illegal ends the game: side sent text, which the rules refuse for why.
func (r *referee) illegal(side board.Color, text string, why error) {
	detail := fmt.Sprintf("%s (%s) sent %q: %v", r.names[side], side, text, why)
	var ie *rules.IllegalMoveError
	if errors.As(why, &ie) && ie.Rule != "" {
		detail += " (rule " + ie.Rule + ")"
	}
	r.declare(rules.WinFor(side.Other()), rules.IllegalMove, clip.Line(detail))
}

// adjudicate ends the game by adjudication if a rule of the match says so.
func (r *referee) adjudicate() bool {
	p := r.g.Position()
	if r.m.MaxPlies > 0 && p.MoveNumber()-1 >= r.m.MaxPlies {
		r.declare(rules.Draw, rules.Adjudication, fmt.Sprintf("a draw at %d plies", r.m.MaxPlies))
		return true
	}
	mr := r.m.Material
	if mr.Margin == 0 {
		return false
	}
	var count [2]int
	for _, s := range p.Rules().Geo.Squares() {
		if c := p.At(s); c != 0 {
			count[c.Color()]++
		}
	}
	for c := range r.ahead {
		if count[c]-count[1-c] >= mr.Margin {
			r.ahead[c]++
		} else {
			r.ahead[c] = 0
		}
		if r.ahead[c] > mr.Plies {
			side := board.Color(c)
			r.declare(rules.WinFor(side), rules.Adjudication,
				fmt.Sprintf("%s had %d pieces more for %d plies", side, mr.Margin, mr.Plies))
			return true
		}
	}
	return false
}

// sortResults sorts games by their number in the schedule.
func sortResults(rs []*GameResult) {
	slices.SortFunc(rs, func(a, b *GameResult) int { return a.Index - b.Index })
}
