package main

import (
	"context"
	"io"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/engine/serve"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/search"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// engineMultiPV is the most lines of analysis the engine command offers.
const engineMultiPV = 64

// runEngine plays as an engine on standard input and output, with the
// search of package search: USI or XBoard, whichever the first command
// names (package engine/serve). The variant the flags choose is played
// until the protocol chooses another; every built-in variant is offered.
func runEngine(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("engine", "[-variant NAME | -file FILE.yaml] [-rules PROFILE] [-options A,B] [-hash MIB]", stdout, stderr)
	var vf variantFlags
	vf.register(fs, true, "comma-separated options of the variant to enable")
	hash := fs.Int("hash", search.DefaultHash, "transposition table size in MiB, until the protocol sets one (USI_Hash, memory)")
	if err := noArgs(fs, args); err != nil {
		return err
	}
	first, err := vf.load()
	if err != nil {
		return err
	}
	all, err := variants.All()
	if err != nil {
		return err
	}
	offered := []*variant.Variant{first}
	for _, v := range all {
		if v.Name != first.Name {
			offered = append(offered, v)
		}
	}
	cfg := serve.Config{
		Name:       search.DefaultName,
		Author:     "the largeshogi authors",
		NewPlayer:  newSearcher,
		Variants:   offered,
		Hash:       *hash,
		MaxMultiPV: engineMultiPV,
		MaxHash:    search.HashLimit(),
	}
	return serve.Run(context.Background(), stdin, stdout, cfg)
}

// newSearcher makes the built-in search for rules r, weakened to the
// settings' Skill (Skill_Level).
func newSearcher(r *rules.Rules, s serve.Settings) (engine.Player, error) {
	p, err := search.New(r, search.Options{Hash: s.Hash, MultiPV: s.MultiPV, Threads: s.Threads, Weaken: serve.MaxSkill - s.Skill})
	if err != nil {
		return nil, err
	}
	return p, nil
}
