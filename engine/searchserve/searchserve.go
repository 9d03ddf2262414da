// Package searchserve serves the built-in engine: the search of package
// search behind the USI and XBoard server of package engine/serve. [Config]
// is the one configuration the engine command (cmd/largeshogi) and the
// browser's engine (web/worker) both run; [Options] hold what differs
// between them; [Offer] lists the variants a server offers.
package searchserve

import (
	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/engine/serve"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/search"
	"github.com/largeshogi/largeshogi/variant"
)

// Author is the engine's author (USI "id author").
const Author = "the largeshogi authors"

// MaxMultiPV is the most lines of analysis the engine offers (USI
// "MultiPV").
const MaxMultiPV = 64

// Options are what differs between the places that serve the search.
type Options struct {
	// Hash is the transposition table size in MiB until a protocol sets
	// one; 0 means [serve.DefaultHash].
	Hash int
	// MaxHash is the largest table, in MiB, a protocol may ask for
	// (search.HashLimit on a machine that tells its memory); 0 means
	// [serve.MaxHash].
	MaxHash int
	// Yield is given to the search ([search.Options.Yield]); nil never
	// gives way.
	Yield func()
}

// Config returns the server configuration that plays the search, named
// [search.DefaultName], in the variants offered: the first is played until
// a protocol chooses another.
func Config(offered []*variant.Variant, o Options) serve.Config {
	return serve.Config{
		Name:   search.DefaultName,
		Author: Author,
		NewPlayer: func(r *rules.Rules, s serve.Settings) (engine.Player, error) {
			return newPlayer(r, s, o.Yield)
		},
		Variants:   offered,
		Hash:       o.Hash,
		MaxMultiPV: MaxMultiPV,
		MaxHash:    o.MaxHash,
	}
}

// Offer returns the variants a server offers when first is played: first
// (when not nil), then each of builtIn whose name is not first's.
func Offer(first *variant.Variant, builtIn []*variant.Variant) []*variant.Variant {
	var offered []*variant.Variant
	if first != nil {
		offered = append(offered, first)
	}
	for _, v := range builtIn {
		if first == nil || v.Name != first.Name {
			offered = append(offered, v)
		}
	}
	return offered
}

// newPlayer makes the search for rules r with a protocol's settings s:
// their table size, lines, threads, and Skill (Skill_Level) as the
// search's weakening; yield is given to the search
// ([search.Options.Yield]).
func newPlayer(r *rules.Rules, s serve.Settings, yield func()) (engine.Player, error) {
	p, err := search.New(r, search.Options{Hash: s.Hash, MultiPV: s.MultiPV, Threads: s.Threads, Weaken: serve.MaxSkill - s.Skill, Yield: yield})
	if err != nil {
		return nil, err
	}
	return p, nil
}
