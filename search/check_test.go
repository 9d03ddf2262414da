package search_test

import (
	"context"
	"testing"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/search"
)

// TestCheckNeedsLegalCapture checks that the search takes a royal piece
// to be in check only when the enemy may take it by a legal move. In tai
// shogi each side's emperor leaps to any square (U), so every royal is in
// its reach (rules.Position.InCheck) from the start on; but the emperor
// may take only an unprotected royal (the royal-capture hook), and at the
// start every royal is protected. Taking the reach for check, the search
// extended every ply until its deepest and did not finish depth 1 within a
// million nodes; told apart, it finishes depth 2 within 40,000.
func TestCheckNeedsLegalCapture(t *testing.T) {
	r := loadRules(t, "tai")
	g := rules.NewGame(r.NewPosition())
	if !g.Position().InCheck() {
		t.Fatal("tai shogi's start: the enemy emperor does not reach a royal piece, so this test tests nothing")
	}
	s, err := search.New(r, search.Options{Hash: 16})
	if err != nil {
		t.Fatal(err)
	}
	reply, err := s.Go(context.Background(), g, engine.Limits{Nodes: 40000}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if reply.Info.Depth < 2 {
		t.Errorf("tai shogi's start, 40,000 nodes: depth %d (seldepth %d), want at least 2", reply.Info.Depth, reply.Info.SelDepth)
	}
}
