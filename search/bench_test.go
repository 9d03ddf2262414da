package search_test

import (
	"context"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/search"
	"github.com/largeshogi/largeshogi/variants"
)

// chuMiddleGame is a chu shogi middle-game position from lishogi play-outs
// (rules/testdata/chu-middlegame.txt, ply 60).
const chuMiddleGame = "3sgekgs2l/a3txotcbfa/1vr5d1nm/1p1Q1pp4p/2p4pp1p1/12/5P3r2/PP7P2/2PPP1PP2P+b/MVRH2D2R1M/A1BGTOXT1BCA/LFCS1KEGS1FL b - 61"

// chuLateGame is a later chu shogi position from the same play-outs (ply
// 130).
const chuLateGame = "5x1gs2l/1+dN4kc1fa/7+b3m/3+Rp1p2R2/5p5p/p11/12/4P3I3/P4PP3PM/12/M3T6A/L3OKE1S2L b - 131"

// middleGame returns the position after 40 plies of seeded random play
// from the start (chu's from the play-outs), a position with pieces
// exchanged and lines open.
func middleGame(b *testing.B, r *rules.Rules) *rules.Game {
	if r.Variant.Name == "chu" {
		p, err := r.ParseSFEN(chuMiddleGame)
		if err != nil {
			b.Fatal(err)
		}
		return rules.NewGame(p)
	}
	g := rules.NewGame(r.NewPosition())
	rng := rand.New(rand.NewPCG(1, 2))
	for range 40 {
		moves := g.AppendMoves(nil)
		if len(moves) == 0 {
			break
		}
		if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
			b.Fatal(err)
		}
	}
	return g
}

// benchSearch searches the game to a node limit once per iteration, from
// a cleared table, and reports nodes per second of the searches and
// allocations per node.
func benchSearch(b *testing.B, r *rules.Rules, g *rules.Game, limits engine.Limits) {
	s, err := search.New(r, search.Options{Hash: 16})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	// One search first, so that buffers have grown.
	if _, err := s.Go(ctx, g, limits, nil); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	var nodes int64
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for b.Loop() {
		// The table is cleared outside the time measured: a game clears
		// it once, not every 20,000 nodes, and clearing 16 MB took a
		// tenth of a chu search's time.
		b.StopTimer()
		if err := s.NewGame(ctx); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		reply, err := s.Go(ctx, g, limits, nil)
		if err != nil {
			b.Fatal(err)
		}
		nodes += reply.Info.Nodes
	}
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	// The allocations of a search are those of its root (the root moves,
	// a copy of the position, the reports); none is made per node.
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(nodes), "allocs/node")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

// BenchmarkNodes searches each game's start and a middle-game position
// for 20,000 nodes.
func BenchmarkNodes(b *testing.B) {
	for _, name := range variants.Names() {
		r := gamerules.Builtin(b, name)
		b.Run(name+"/start", func(b *testing.B) {
			benchSearch(b, r, rules.NewGame(r.NewPosition()), engine.Limits{Nodes: 20000})
		})
		b.Run(name+"/middle", func(b *testing.B) {
			benchSearch(b, r, middleGame(b, r), engine.Limits{Nodes: 20000})
		})
	}
}

// farAhead are dai dai shogi positions from self-play at 100,000 nodes a
// move (random 8-ply openings, seeds 801, 803 and 807) where one side
// stands far ahead: one and a half times the enemy's material, 45 pieces
// against 28 (ply 800); 33 against 11 with a long-nosed goblin in the
// middle of the board (ply 1149); and a bare king against 30 pieces (ply
// 1101). There the evaluation draws the net around the enemy royal piece
// (eval.Evaluator's confinement), which asks, at each position, which of
// the 49 squares around it the side ahead reaches.
var farAhead = []struct{ name, sfen string }{
	{"ratio-1.5", "la6sqki7la/5bm1rgnkgolg1ps4/6go2si2cs4/rv2ebwost1cosi2st4rv/4abi3i4absmlc/2vopa4pa2ew1orvopapa/pa2ew7papa1pa2/2pa14/1rc2wh1+ef10/1roPa3No6no3/17/PaPa1VoAbRaRcSm8Pa/Vm3Sm1St2Si1Si5/Rv9Go5Rv/2Lc1Cs2LgNk8/3OrPs2Go1Rg7/La7Ki7La b - 801"},
	{"goblin", "8ki7la/6rggonk1lg6/7sigo4ef3/la2eb2i4st3vmrv/rv2abst3co2wovo1cssmlc/5bm4pa2abpapa1/pa7fl7pa/17/7+ok9/17/Or7Vo+Ps6Pa/Pa4so11/Rv8Lg7/La15Rv/12So4/12Ki4/16La w - 1150"},
	{"bare-king", "17/6rg10/6gosigo8/6ikips2st2vm1la/4ab1colgsisa1icswo1lc1/10paabsmpavopa1/14pa2/11co4rv/16pa/8lo8/9pa7/17/17/17/17/5Ki11/17 w - 1102"},
}

// BenchmarkFarAhead searches each of the farAhead positions for 50,000
// nodes: the speed of the search where a game is to be won, which at a
// fixed time a move decides how deep it sees.
func BenchmarkFarAhead(b *testing.B) {
	r := gamerules.Builtin(b, "daidai")
	for _, tc := range farAhead {
		p, err := r.ParseSFEN(tc.sfen)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(tc.name, func(b *testing.B) {
			benchSearch(b, r, rules.NewGame(p), engine.Limits{Nodes: 50000})
		})
	}
}

// BenchmarkDepth measures the time to search chu and sho shogi's start
// positions to a fixed depth, the table cleared each time.
func BenchmarkDepth(b *testing.B) {
	for _, tc := range []struct {
		name  string
		depth int
	}{{"chu", 4}, {"sho", 5}} {
		r := gamerules.Builtin(b, tc.name)
		b.Run(tc.name, func(b *testing.B) {
			benchSearch(b, r, rules.NewGame(r.NewPosition()), engine.Limits{Depth: tc.depth})
		})
	}
}

// treePositions are the chu shogi positions BenchmarkTree searches: the
// start, the middle games of rules/testdata/chu-middlegame.txt (plies 60
// and 130), and the positions seeded random play reaches after 20 and 40
// plies.
func treePositions(b *testing.B, r *rules.Rules) []*rules.Game {
	games := []*rules.Game{rules.NewGame(r.NewPosition())}
	for _, sfen := range []string{chuMiddleGame, chuLateGame} {
		p, err := r.ParseSFEN(sfen)
		if err != nil {
			b.Fatal(err)
		}
		games = append(games, rules.NewGame(p))
	}
	for _, plies := range []int{20, 40} {
		g := rules.NewGame(r.NewPosition())
		rng := rand.New(rand.NewPCG(3, uint64(plies)))
		for range plies {
			moves := g.AppendMoves(nil)
			if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
				b.Fatal(err)
			}
		}
		games = append(games, g)
	}
	return games
}

// BenchmarkTree searches five chu shogi positions to depth 6, each with a
// cleared table, and reports the nodes of the five searches (nodes/op),
// which a change meant only for speed leaves as they are, and their
// speed.
func BenchmarkTree(b *testing.B) {
	r := gamerules.Builtin(b, "chu")
	games := treePositions(b, r)
	s, err := search.New(r, search.Options{Hash: 16})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	var nodes int64
	for b.Loop() {
		for _, g := range games {
			b.StopTimer() // as in benchSearch
			if err := s.NewGame(ctx); err != nil {
				b.Fatal(err)
			}
			b.StartTimer()
			reply, err := s.Go(ctx, g, engine.Limits{Depth: 6}, nil)
			if err != nil {
				b.Fatal(err)
			}
			nodes += reply.Info.Nodes
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}
