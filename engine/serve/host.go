package serve

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// host is what both protocols serve: the game chosen (variant, profile and
// options), its rules, the game in play, the player and its search. It
// belongs to the server's loop; only a search's goroutine runs beside it,
// on a game of its own.
type host struct {
	ctx context.Context
	cfg Config
	out *writer

	want   choice // the game the protocol asked for
	chosen choice // the game the rules were built for
	rules  *rules.Rules
	game   *rules.Game

	settings Settings
	player   engine.Player
	made     Settings     // the settings player was made with
	madeFor  *rules.Rules // the rules player was made for
	owed     bool         // the player has not been told of the new game

	search *search
	warn   func(msg string) // writes a message for the user, as the protocol does
}

// choice names a game: a variant of the configuration, a profile ("" for
// the one configured) and options, separated by commas ("" for those
// configured).
type choice struct {
	variant string
	profile string
	options string
}

func newHost(ctx context.Context, out *writer, cfg Config) (*host, error) {
	if len(cfg.Variants) == 0 {
		return nil, errors.New("serve: no variants to play")
	}
	if cfg.NewPlayer == nil {
		return nil, errors.New("serve: no player")
	}
	hash := cfg.Hash
	if hash == 0 {
		hash = DefaultHash
	}
	h := &host{ctx: ctx, cfg: cfg, out: out, want: choice{variant: cfg.Variants[0].Name},
		settings: Settings{Hash: hash, MultiPV: 1, Threads: 1, Skill: MaxSkill}}
	if err := h.resolve(); err != nil {
		return nil, err
	}
	return h, nil
}

// variantNames lists the names of the variants offered, in order, as
// name gives them.
func (h *host) variantNames(name func(*variant.Variant) string) []string {
	names := make([]string, len(h.cfg.Variants))
	for i, v := range h.cfg.Variants {
		names[i] = name(v)
	}
	return names
}

// variantNamed returns the name of the offered variant that name stands
// for: its own name, its USI or XBoard name, or for a built-in variant any
// spelling [variants.Lookup] knows. Its error lists the variants by the
// names known gives them.
func (h *host) variantNamed(name string, known func(*variant.Variant) string) (string, error) {
	for _, v := range h.cfg.Variants {
		if name == v.Name || name == v.USIVariant || name == v.XBoardVariant {
			return v.Name, nil
		}
	}
	if n, err := variants.Lookup(name); err == nil {
		for _, v := range h.cfg.Variants {
			if v.Name == n {
				return n, nil
			}
		}
	}
	return "", fmt.Errorf("no variant %q (have %s)", name, strings.Join(h.variantNames(known), ", "))
}

// usiName and xboardName name a variant to each protocol.
func usiName(v *variant.Variant) string    { return v.USIVariant }
func xboardName(v *variant.Variant) string { return v.XBoardVariant }

// resolve builds the rules of the game asked for, if they are not built,
// and sets up its start position. On error nothing changes.
func (h *host) resolve() error {
	if h.rules != nil && h.want == h.chosen {
		return nil
	}
	i := slices.IndexFunc(h.cfg.Variants, func(v *variant.Variant) bool { return v.Name == h.want.variant })
	v := h.cfg.Variants[i]
	if h.want.profile != "" || h.want.options != "" {
		opts, err := optionList(h.want.options)
		if err != nil {
			return err
		}
		if v, err = v.Configure(h.want.profile, opts...); err != nil {
			return err
		}
	}
	r, err := rules.New(v)
	if err != nil {
		return err
	}
	h.rules, h.chosen, h.game = r, h.want, rules.NewGame(r.NewPosition())
	return nil
}

// optionList splits a comma-separated list of variant options.
func optionList(s string) ([]string, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	parts := strings.Split(s, ",")
	for i, p := range parts {
		if parts[i] = strings.TrimSpace(p); parts[i] == "" {
			return nil, fmt.Errorf("variant options %q: an empty option name", s)
		}
	}
	return parts, nil
}

// ready builds the rules asked for and a player for them and the settings
// in force, and tells it of a new game if it has not been told.
func (h *host) ready() error {
	if err := h.resolve(); err != nil {
		return err
	}
	if h.player == nil || h.madeFor != h.rules || h.made != h.settings {
		h.closePlayer()
		p, err := h.cfg.NewPlayer(h.rules, h.settings)
		if err != nil {
			return err
		}
		h.player, h.made, h.madeFor, h.owed = p, h.settings, h.rules, true
	}
	if h.owed {
		if err := h.player.NewGame(h.ctx); err != nil {
			return err
		}
		h.owed = false
	}
	return nil
}

// maxHash returns the largest table a protocol may ask for: see
// [Config.MaxHash].
func (h *host) maxHash() int {
	if h.cfg.MaxHash <= 0 || h.cfg.MaxHash > MaxHash {
		return MaxHash
	}
	return h.cfg.MaxHash
}

// setHash sets the table size to mib megabytes, from 1 to maxHash, and
// makes the player with it at once, so that a size the player cannot
// have is refused when it is set, not at the next search; on error the
// size stays as it was.
func (h *host) setHash(mib int) error {
	was := h.settings.Hash
	h.settings.Hash = mib
	if err := h.ready(); err != nil {
		h.settings.Hash = was
		return err
	}
	return nil
}

// newGame owes the player the news of a new game.
func (h *host) newGame() { h.owed = true }

// closePlayer closes the player, if there is one.
func (h *host) closePlayer() {
	if h.player == nil {
		return
	}
	if err := h.player.Close(); err != nil {
		h.warn("closing the player: " + err.Error())
	}
	h.player = nil
}

// finish stops a search without its move and closes the player.
func (h *host) finish() {
	if h.search != nil {
		h.search.halt()
		h.search = nil
	}
	h.closePlayer()
}

// copyGame returns a game of its own with g's start and moves.
func copyGame(g *rules.Game) (*rules.Game, error) {
	c := rules.NewGame(g.Start())
	for i, m := range g.Moves() {
		if err := c.Play(m); err != nil {
			return nil, fmt.Errorf("move %d (%s) of the game does not replay: %w", i+1, m, err)
		}
	}
	return c, nil
}
