package search_test

import (
	"context"
	"fmt"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/search"
	"github.com/largeshogi/largeshogi/variants"
)

// The searcher finds that Black's queen and gold take White's king in
// three plies, whatever White does in between.
func ExampleSearcher_Go() {
	v, _ := variants.Load("chu")
	v, _ = v.Configure("", "no-bare-king")
	r, _ := rules.New(v)
	p, _ := r.ParseSFEN("11k/Q11/9G2/12/12/12/12/12/12/12/12/l5K5 b - 1")
	s, _ := search.New(r, search.Options{Hash: 1})
	reply, err := s.Go(context.Background(), rules.NewGame(p), engine.Limits{Depth: 3}, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(reply.Info.Score, len(reply.Info.PV))
	// Output: mate 3 3
}
