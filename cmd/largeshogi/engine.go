package main

import (
	"context"
	"io"

	"github.com/largeshogi/largeshogi/engine/searchserve"
	"github.com/largeshogi/largeshogi/engine/serve"
	"github.com/largeshogi/largeshogi/search"
	"github.com/largeshogi/largeshogi/variants"
)

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
	cfg := searchserve.Config(searchserve.Offer(first, all), searchserve.Options{Hash: *hash, MaxHash: search.HashLimit()})
	return serve.Run(context.Background(), stdin, stdout, cfg)
}
