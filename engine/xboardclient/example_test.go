package xboardclient_test

import (
	"context"
	"fmt"
	"time"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/engine/enginetest"
	"github.com/largeshogi/largeshogi/engine/xboardclient"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
)

// An XBoard engine asked for a move of chu shogi under a time per move.
// The engine here is a scripted exchange in memory that answers as HaChu
// does; HaChu itself is transport.Process{Path: "/usr/games/hachu"}.
func Example() {
	hachu := enginetest.Mock(map[string][]string{
		"protover 2": {`feature myname="HaChu 0.21" usermove=1 memory=1 variants="chu,dai" done=1`},
		"go":         {"4 108 2 291 h4h5 e9e8", "move h4h5"},
	})
	ctx := context.Background()
	e, err := xboardclient.Start(ctx, hachu, xboardclient.Config{})
	if err != nil {
		panic(err)
	}
	defer e.Close()
	v, _ := variants.Load("chu")
	r, _ := rules.New(v)
	g := rules.NewGame(r.NewPosition())
	reply, err := e.Go(ctx, g, engine.Limits{MoveTime: 100 * time.Millisecond}, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(e.Name(), "plays", reply.Move, "after", reply.Info.PV, reply.Info.Score, reply.Info.Time)
	// Output:
	// HaChu 0.21 plays 5i5h after [5i5h 8d8e] cp 108 20ms
}
