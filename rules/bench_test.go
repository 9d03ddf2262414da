package rules

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/variants"
)

// middlegameSFENs returns the positions of testdata/chu-middlegame.txt.
func middlegameSFENs(tb testing.TB) []string { return middlegames(tb, "chu") }

// middlegames returns the positions of testdata/NAME-middlegame.txt.
func middlegames(tb testing.TB, name string) []string {
	tb.Helper()
	data, err := os.ReadFile("testdata/" + name + "-middlegame.txt")
	if err != nil {
		tb.Fatal(err)
	}
	var out []string
	for line := range strings.Lines(string(data)) {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, line)
		}
	}
	if len(out) < 2 {
		tb.Fatalf("testdata/%s-middlegame.txt: %d positions, want 2", name, len(out))
	}
	return out
}

// BenchmarkPerft measures Perft on one goroutine: under the lishogi
// profile of chu shogi from the start and from two middle-game positions,
// and for every built-in game (gameBenches) from the start and from the
// position a seeded random game reaches after 60 plies. It reports the
// leaves counted (the moves at the last ply) per second of one core as
// nodes/s, and the allocations of a whole count, which are its move
// buffers alone.
func BenchmarkPerft(b *testing.B) {
	r := chuRules(b, "lishogi")
	mid := middlegameSFENs(b)
	for _, bench := range []struct {
		name  string
		sfen  string
		depth int
	}{
		{"start/depth3", r.NewPosition().SFEN(), 3},
		{"start/depth4", r.NewPosition().SFEN(), 4},
		{"ply60/depth3", mid[0], 3},
		{"ply130/depth3", mid[1], 3},
	} {
		b.Run(bench.name, func(b *testing.B) { benchPerft(b, r, bench.sfen, bench.depth) })
	}
	for _, g := range gameBenches {
		r := gameRules(b, g.name)
		for _, pos := range []struct {
			name  string
			sfen  string
			depth int
		}{
			{"start", r.NewPosition().SFEN(), g.start},
			{"ply60", midgame(b, r), g.mid},
		} {
			b.Run(g.name+"/"+pos.name, func(b *testing.B) { benchPerft(b, r, pos.sfen, pos.depth) })
		}
	}
}

// BenchmarkAppendMoves measures generating every legal move of a middle-game
// position into a reused buffer, which must not allocate.
func BenchmarkAppendMoves(b *testing.B) {
	r := chuRules(b, "lishogi")
	for i, sfen := range middlegameSFENs(b) {
		b.Run([]string{"ply60", "ply130"}[i], func(b *testing.B) {
			p, err := r.ParseSFEN(sfen)
			if err != nil {
				b.Fatal(err)
			}
			buf := make([]Move, 0, 1024)
			moves := 0
			b.ReportAllocs()
			for b.Loop() {
				buf = p.AppendMoves(buf[:0])
				moves += len(buf)
			}
			b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
		})
	}
}

// BenchmarkPerftBig measures Perft for dai dai, maka dai dai and ko shogi
// from the start and from two middle-game positions each.
func BenchmarkPerftBig(b *testing.B) {
	for _, name := range []string{"daidai", "makadaidai", "ko"} {
		v, err := variants.Load(name)
		if err != nil {
			b.Fatal(err)
		}
		r, err := New(v)
		if err != nil {
			b.Fatal(err)
		}
		mid := middlegames(b, name)
		for _, bench := range []struct {
			name, sfen string
			depth      int
		}{
			{name + "/start/depth3", r.NewPosition().SFEN(), 3},
			{name + "/ply60/depth2", mid[0], 2},
			{name + "/ply120/depth2", mid[1], 2},
		} {
			b.Run(bench.name, func(b *testing.B) { benchPerft(b, r, bench.sfen, bench.depth) })
		}
	}
}

// benchPerft measures Perft to depth from the position sfen.
func benchPerft(b *testing.B, r *Rules, sfen string, depth int) {
	p, err := r.ParseSFEN(sfen)
	if err != nil {
		b.Fatal(err)
	}
	var nodes int64
	b.ReportAllocs()
	for b.Loop() {
		nodes += Perft(p, depth)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// playGames are the games the play benchmarks measure: every built-in game.
var playGames = variants.Names()

// randomGame plays up to plies random legal moves of the game from its
// start with a seeded generator and returns them.
func randomGame(b *testing.B, r *Rules, plies int) []Move {
	g := NewGame(r.NewPosition())
	rng := rand.New(rand.NewPCG(1, 2))
	var buf []Move
	for range plies {
		if buf = g.AppendMoves(buf[:0]); len(buf) == 0 {
			break
		}
		if err := g.Play(buf[rng.IntN(len(buf))]); err != nil {
			b.Fatal(err)
		}
	}
	return append([]Move(nil), g.Moves()...)
}

// BenchmarkPlay measures a move of a recorded random game of 200 plies
// (from each game's start) made three ways: Position.Make, Position.Check
// and Make (what Game.Play must do at least), and Game.Play; each is
// taken back again (Unmake, Undo), which the figures include. The make
// benchmarks measure Make and Unmake alone, and allocate nothing once the
// undo log has grown.
func BenchmarkPlay(b *testing.B) {
	for _, name := range playGames {
		r := gameRules(b, name)
		moves := randomGame(b, r, 200)
		b.Run(name+"/make", func(b *testing.B) {
			p := r.NewPosition()
			b.ReportAllocs()
			for b.Loop() {
				for _, m := range moves {
					p.Make(m)
				}
				for range moves {
					p.Unmake()
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(moves)), "ns/ply")
		})
		b.Run(name+"/check+make", func(b *testing.B) {
			p := r.NewPosition()
			for b.Loop() {
				for _, m := range moves {
					if err := p.Check(m); err != nil {
						b.Fatal(err)
					}
					p.Make(m)
				}
				for range moves {
					p.Unmake()
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(moves)), "ns/ply")
		})
		b.Run(name+"/play", func(b *testing.B) {
			g := NewGame(r.NewPosition())
			b.ReportAllocs()
			for b.Loop() {
				for _, m := range moves {
					if err := g.Play(m); err != nil {
						b.Fatal(err)
					}
				}
				for g.Undo() {
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(moves)), "ns/ply")
		})
	}
}

// BenchmarkRandomPlay measures random play, a ply at a time, as an engine
// loop does it through a Position (AppendMoves, Make) and as a game loop
// does through a Game (Outcome, Game.AppendMoves, Play); a game starts
// again after 200 plies or at its end.
func BenchmarkRandomPlay(b *testing.B) {
	for _, name := range playGames {
		r := gameRules(b, name)
		b.Run(name+"/position", func(b *testing.B) {
			rng := rand.New(rand.NewPCG(1, 2))
			p, plies := r.NewPosition(), 0
			buf := make([]Move, 0, 1024)
			for b.Loop() {
				if buf = p.AppendMoves(buf[:0]); len(buf) == 0 || plies == 200 {
					p, plies = r.NewPosition(), 0
					continue
				}
				p.Make(buf[rng.IntN(len(buf))])
				plies++
			}
		})
		b.Run(name+"/game", func(b *testing.B) {
			rng := rand.New(rand.NewPCG(1, 2))
			g := NewGame(r.NewPosition())
			buf := make([]Move, 0, 1024)
			for b.Loop() {
				if g.Outcome().Over() || len(g.Moves()) == 200 {
					g = NewGame(r.NewPosition())
					continue
				}
				buf = g.AppendMoves(buf[:0])
				if err := g.Play(buf[rng.IntN(len(buf))]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkWorstGeneration measures one move generation of the costliest
// piece the loader accepts that the Betza bounds name
// ([KaKaKaKaK][NaNaNaNaN], five legs) in the middle of a 36×36 board full
// of enemy pawns.
func BenchmarkWorstGeneration(b *testing.B) {
	const file = `name: worst
title: Worst
source: a benchmark
board: 36x36
pieces:
  - {id: king, name: king, abbrev: [K], sfen: K, betza: K, royal: true}
  - {id: hydra, name: hydra, abbrev: [H], sfen: H, betza: "[KaKaKaKaK][NaNaNaNaN]"}
  - {id: pawn, name: pawn, abbrev: [P], sfen: P, betza: fW}
setup:
  jj: "K . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . ."
`
	r := textRules(b, "worst.yaml", file)
	ranks := make([]string, 36)
	for y := range ranks {
		ranks[y] = strings.Repeat("p", 36)
	}
	ranks[0] = "k" + strings.Repeat("p", 35)
	ranks[17] = strings.Repeat("p", 17) + "H" + strings.Repeat("p", 18)
	ranks[35] = "K" + strings.Repeat("p", 35)
	p, err := r.ParseSFEN(strings.Join(ranks, "/") + " b - 1")
	if err != nil {
		b.Fatal(err)
	}
	buf := p.AppendMoves(make([]Move, 0, 1<<16)) // the scratch space grows once
	moves := 0
	b.ReportAllocs()
	for b.Loop() {
		buf = p.AppendMoves(buf[:0])
		moves += len(buf)
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
}
