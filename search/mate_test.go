package search_test

import (
	"context"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/search"
)

// wins reports, by plain minimax over rules.Game, whether the side to move
// wins within n plies whatever the other side plays: the oracle the mate
// tests check the search against.
func wins(g *rules.Game, n int) bool {
	if n <= 0 {
		return false
	}
	mover := g.Position().Side()
	for _, m := range g.AppendMoves(nil) {
		if err := g.Play(m); err != nil {
			panic(err)
		}
		ok := winsAfter(g, mover, n-1)
		g.Undo()
		if ok {
			return true
		}
	}
	return false
}

// winsAfter reports whether side mover, having just moved, wins within n
// more plies whatever the side to move plays.
func winsAfter(g *rules.Game, mover interface{ String() string }, n int) bool {
	o := g.Outcome()
	if o.Over() {
		w, won := o.Winner()
		return won && w.String() == mover.String()
	}
	if n < 2 {
		return false
	}
	for _, r := range g.AppendMoves(nil) {
		if err := g.Play(r); err != nil {
			panic(err)
		}
		ok := wins(g, n-1)
		g.Undo()
		if !ok {
			return false
		}
	}
	return true
}

// TestMates checks positions where the side to move captures the royal
// piece (or the last piece of an objective set) in a number of plies the
// oracle confirms: at that depth the search reports exactly that mate,
// and the move it returns keeps the win.
//
// Where the second ply must answer an attack on the royal piece with a
// quiet move (attacked), the mate is also found searched one ply deep: a
// side whose royal is attacked at the horizon answers the attack rather
// than standing pat in quiescence, which would score the attacking move by
// the evaluation and find no mate.
func TestMates(t *testing.T) {
	tests := []struct {
		name     string
		variant  string
		options  []string
		sfen     string
		plies    int
		cause    rules.Cause // how the royal piece goes on the last ply, 0 if not checked
		attacked bool
	}{
		{"chu queen and gold", "chu", []string{"no-bare-king"}, "11k/Q11/9G2/12/12/12/12/12/12/12/12/l5K5 b - 1", 3, rules.Captured, true},
		{"ko shot", "ko", nil, "5Lb13/19/19/19/9g9/19/19/19/19/19/19/19/19/19/19/19/19/19/9G9 b - 1", 1, rules.Shot, false},
		{"tenjiku burn", "tenjiku", nil, "Zf15/8k7/16/16/16/16/16/16/16/16/16/16/16/16/16/l7K7 b - 1", 1, rules.Burned, false},
		{"hook of the test's own", "confined.yaml", nil, "3k3/R6/3G3/7/7/7/3K3 b - 1", 3, 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r *rules.Rules
			if strings.HasSuffix(tt.variant, ".yaml") {
				r = gamerules.File(t, "testdata/"+tt.variant, tt.options...)
			} else {
				r = gamerules.Builtin(t, tt.variant, tt.options...)
			}
			p, err := r.ParseSFEN(tt.sfen)
			if err != nil {
				t.Fatal(err)
			}
			g := rules.NewGame(p)
			if wins(g, tt.plies-2) || !wins(g, tt.plies) {
				t.Fatalf("the oracle does not find the shortest win in %d plies", tt.plies)
			}
			s, err := search.New(r, search.Options{Hash: 4})
			if err != nil {
				t.Fatal(err)
			}
			if tt.attacked {
				reply, err := s.Go(context.Background(), g, engine.Limits{Depth: 1}, nil)
				if err != nil {
					t.Fatal(err)
				}
				if got := reply.Info.Score.Mate; got != tt.plies {
					t.Errorf("score %v at depth 1, want mate %d (PV %v)", reply.Info.Score, tt.plies, reply.Info.PV)
				}
			}
			reply, err := s.Go(context.Background(), g, engine.Limits{Depth: tt.plies}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := reply.Info.Score.Mate; got != tt.plies {
				t.Errorf("score %v, want mate %d (PV %v)", reply.Info.Score, tt.plies, reply.Info.PV)
			}
			mover := g.Position().Side()
			if len(reply.Info.PV) == 0 || reply.Info.PV[0] != reply.Move {
				t.Fatalf("PV %v does not start with the move %v", reply.Info.PV, reply.Move)
			}
			if tt.cause != 0 {
				last := reply.Info.PV[len(reply.Info.PV)-1]
				q := g.Position().Clone()
				for _, m := range reply.Info.PV[:len(reply.Info.PV)-1] {
					q.Make(m)
				}
				if !removesRoyal(t, q, last, tt.cause) {
					t.Errorf("the PV's last move %v does not remove a royal piece as %v", last, tt.cause)
				}
			}
			if err := g.Play(reply.Move); err != nil {
				t.Fatal(err)
			}
			if !winsAfter(g, mover, tt.plies-1) {
				t.Errorf("after %v the win in %d plies is gone", reply.Move, tt.plies)
			}
		})
	}
}

// removesRoyal reports whether move m removes an enemy royal piece, as
// cause says.
func removesRoyal(t *testing.T, p *rules.Position, m rules.Move, cause rules.Cause) bool {
	changes, err := p.Changes(m, nil)
	if err != nil {
		t.Fatalf("Changes of the engine's move %s: %v", m, err)
	}
	for _, c := range changes {
		if c.Cause == cause && c.Before != 0 && c.Before.Color() != p.Side() && p.Rules().Piece(c.Before.Kind()).Royal {
			return true
		}
	}
	return false
}

// TestLargeEvaluation checks that a material lead larger than any mate
// score of a small board (a rook the variant file values at 100,000) is
// reported in centipawns, not as a mate, and does not stop the search
// before the depth asked for. The rook, the weakest piece of the setup,
// is the variant's unit: a rook up reports about 100 centipawns.
func TestLargeEvaluation(t *testing.T) {
	r := gamerules.File(t, "testdata/weighty.yaml")
	p, err := r.ParseSFEN("3k3/7/7/7/7/R6/3K3 b - 1")
	if err != nil {
		t.Fatal(err)
	}
	g := rules.NewGame(p)
	if wins(g, 2) {
		t.Fatal("the oracle finds a win in 2 plies")
	}
	s, err := search.New(r, search.Options{Hash: 1})
	if err != nil {
		t.Fatal(err)
	}
	reply, err := s.Go(context.Background(), g, engine.Limits{Depth: 2}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if sc := reply.Info.Score; sc.Mate != 0 || sc.Centi < 90 || sc.Centi > 200 || reply.Info.Depth != 2 {
		t.Errorf("depth %d, score %v; want depth 2 and about a rook, 100 centipawns", reply.Info.Depth, sc)
	}
}

// TestQuietCheckAtHorizon checks that a side far ahead tries quiet attacks
// on the enemy royal piece in quiescence: dai dai's bare king on its back
// rank, shut there by a rook on the next rank, with the other rook of the
// side far ahead free to check along the back rank. Every king move loses
// in four plies (the king steps along its rank, the rook checks on it, the
// king moves, the king is taken), and a search one ply deep, the king's
// move and then quiescence, sees it: the rook's check takes nothing.
// Without the rook that shuts it, the king escapes each check, and the
// search one ply deep must find no mate either way.
func TestQuietCheckAtHorizon(t *testing.T) {
	r := gamerules.Builtin(t, "daidai")
	for _, tt := range []struct {
		name, sfen string
		mate       int // the plies to the king's capture, for the side to move; 0 for none within 4
	}{
		{"shut on its rank", "8ki8/16Ro/17/17/17/17/17/17/17/17/17/17/17/17/17/Ro16/7Ki9 w - 1", -4},
		{"free to step off it", "8ki8/17/17/17/17/17/17/17/17/17/17/17/17/17/17/Ro16/7Ki9 w - 1", 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p, err := r.ParseSFEN(tt.sfen)
			if err != nil {
				t.Fatal(err)
			}
			g := rules.NewGame(p)
			hunter := g.Position().Side().Other()
			if winsAfter(g, hunter, 2) || winsAfter(g, hunter, 4) != (tt.mate != 0) {
				t.Fatalf("the oracle disagrees: a loss within 4 plies is %v", tt.mate != 0)
			}
			s, err := search.New(r, search.Options{Hash: 4})
			if err != nil {
				t.Fatal(err)
			}
			reply, err := s.Go(context.Background(), g, engine.Limits{Depth: 1}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := reply.Info.Score.Mate; got != tt.mate {
				t.Errorf("score %v at depth 1, want mate %d (PV %v)", reply.Info.Score, tt.mate, reply.Info.PV)
			}
		})
	}
}
