package serve

import (
	"context"
	"math"
	"time"

	"github.com/largeshogi/largeshogi/mate"
)

// proveMate starts a mate search of the game's position, as USI's go
// mate asks: tsume (every attacking move gives check), as long as the
// prover allows (mate.MaxPlies), within limit (0 for none) or until
// stopped, with a table of the hash size in force. The host must be
// ready (see [host.ready]).
func (h *host) proveMate(limit time.Duration) error {
	g, err := copyGame(h.game)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(h.ctx)
	if limit > 0 {
		ctx, cancel = context.WithTimeout(h.ctx, limit)
	}
	s := &search{cancel: cancel, done: make(chan struct{}), mate: &mate.Result{}}
	opts := mate.Options{Mode: mate.Tsume, Plies: mate.MaxPlies, Nodes: math.MaxInt64, Hash: min(h.settings.Hash, mate.MaxHash)}
	go func() {
		defer close(s.done)
		*s.mate, s.err = mate.Solve(ctx, g, opts)
	}()
	h.search = s
	return nil
}
