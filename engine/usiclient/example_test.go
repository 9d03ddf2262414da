package usiclient_test

import (
	"context"
	"fmt"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/engine/enginetest"
	"github.com/largeshogi/largeshogi/engine/usiclient"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
)

// A USI engine asked for a move of chu shogi, its thinking reported as it
// comes. The engine here is a fake that runs in memory; a real one is a
// transport.Process{Path: "/path/to/engine"}.
func Example() {
	ctx := context.Background()
	e, err := usiclient.Start(ctx, enginetest.USI(enginetest.Script{Seed: 7}), usiclient.Config{})
	if err != nil {
		panic(err)
	}
	defer e.Close()
	v, _ := variants.Load("chu")
	r, _ := rules.New(v)
	g := rules.NewGame(r.NewPosition())
	if err := e.NewGame(ctx); err != nil {
		panic(err)
	}
	reply, err := e.Go(ctx, g, engine.Limits{Depth: 1}, func(in engine.Info) {
		fmt.Println("depth", in.Depth, "PV", in.PV)
	})
	if err != nil {
		panic(err)
	}
	fmt.Println(e.Name(), "plays", reply.Move, "legal:", g.Legal(reply.Move))
	// Output:
	// depth 1 PV [2j2k]
	// Fake USI plays 2j2k legal: true
}
