package serve

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/mate"
	"github.com/largeshogi/largeshogi/rules"
)

// search is the player thinking on a goroutine of its own, about a copy of
// the game, until it answers or its context is cancelled.
type search struct {
	cancel context.CancelFunc
	done   chan struct{} // closed when Go has returned

	reply engine.Reply // what Go returned, once done is closed
	err   error

	hold bool // answer only when stopped (USI "go infinite" and "go ponder")
	held bool // the search has ended and waits for a stop to answer

	mu   sync.Mutex
	best rules.Move // the first move of the last best line reported

	mate *mate.Result // a mate search's result (see [host.proveMate]); nil for a player's search
}

// think starts the player thinking about the game under limits; report
// receives each line of thinking. The player must be ready (see
// [host.ready]).
func (h *host) think(limits engine.Limits, report func(engine.Info)) error {
	g, err := copyGame(h.game)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(h.ctx)
	s := &search{cancel: cancel, done: make(chan struct{})}
	player := h.player
	info := func(in engine.Info) {
		s.mu.Lock()
		defer s.mu.Unlock()
		if len(in.PV) > 0 && in.MultiPV <= 1 {
			s.best = in.PV[0]
		}
		if report != nil {
			report(in)
		}
	}
	go func() {
		defer close(s.done)
		s.reply, s.err = player.Go(ctx, g, limits, info)
	}()
	h.search = s
	return nil
}

// halt cancels the search and waits for Go to return.
func (s *search) halt() {
	s.cancel()
	<-s.done
}

// answer decides what to play in the game after search s has ended: the
// player's move if it is legal; else (after a stop, or a move the rules
// refuse) the first move of its last best line of thinking if that is
// legal, or the first legal move; a resignation (resign set) when the
// player resigns, fails, or there is no legal move. What went wrong on
// the way is told the user.
func (h *host) answer(s *search) (m rules.Move, resign bool) {
	stopped := errors.Is(s.err, context.Canceled) || errors.Is(s.err, context.DeadlineExceeded)
	switch {
	case s.err != nil && !stopped:
		h.warn(s.err.Error())
		return rules.Move{}, true
	case s.err == nil && s.reply.Resign:
		return rules.Move{}, true
	}
	if m := s.reply.Move; m != (rules.Move{}) {
		err := h.game.Check(m)
		if err == nil {
			return m, false
		}
		h.warn(fmt.Sprintf("the player chose %s, which the rules refuse: %v", m, err))
	}
	s.mu.Lock()
	best := s.best
	s.mu.Unlock()
	if best != (rules.Move{}) && h.game.Check(best) == nil {
		return best, false
	}
	if moves := h.game.AppendMoves(nil); len(moves) > 0 {
		return moves[0], false
	}
	return rules.Move{}, true
}
