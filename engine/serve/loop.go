package serve

import "time"

// protocol is one protocol's side of a server: what it does with a command
// line and with a search that ends by itself.
type protocol interface {
	// command carries out one command line and reports whether it is the
	// protocol's quit.
	command(text string) (quit bool)
	// searched answers the search that has ended.
	searched()
	// end answers the search in progress, if any, when the input ends:
	// after it ends by itself, or at once if it waits for a stop.
	end()
}

// serve runs p's loop: first (unless empty) and then each line read, and
// the end of each search, one at a time, until quit, the end of the input
// (and the answer to the search in progress, see [host.drain]), an error or
// the host's context's end.
func (h *host) serve(p protocol, first string, lines <-chan line) error {
	defer h.finish()
	if first != "" && p.command(first) {
		return h.out.failed()
	}
	for {
		var done <-chan struct{}
		if h.search != nil && !h.search.held {
			done = h.search.done
		}
		select {
		case <-h.ctx.Done():
			return h.ctx.Err()
		case l, ok := <-lines:
			if !ok {
				return h.drain(p)
			}
			if l.err != nil {
				return l.err
			}
			if p.command(l.text) {
				return h.out.failed()
			}
		case <-done:
			p.searched()
		}
		if err := h.out.failed(); err != nil {
			return err
		}
	}
}

// drain answers the search in progress when the input has ended, so that
// commands piped to the engine get their answer: it waits for a search
// that ends by itself, for at most the configured end wait (or until the
// host's context's end), stops it then, and has p answer.
func (h *host) drain(p protocol) error {
	if h.search != nil && !h.search.hold {
		wait := h.cfg.EndWait
		if wait <= 0 {
			wait = DefaultEndWait
		}
		t := time.NewTimer(wait)
		defer t.Stop()
		select {
		case <-h.search.done:
		case <-t.C:
			h.search.halt()
		case <-h.ctx.Done():
			return h.ctx.Err()
		}
	}
	if h.search != nil {
		p.end()
	}
	return h.out.failed()
}
