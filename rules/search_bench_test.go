package rules

import (
	"testing"
)

// searchBenchGames are the games the benchmarks of what a search asks of a
// position measure, each from the position a seeded random game reaches
// after 60 plies: the smallest game, chu shogi (lion moves and lion
// trading) and ko shogi (shots, burns, nets).
var searchBenchGames = []string{"sho", "chu", "ko"}

// BenchmarkLegal measures Position.Legal on every legal move of a middle
// game (as a search tests a hash move) and on as many illegal ones: each
// legal move sent to the first square that makes it illegal.
func BenchmarkLegal(b *testing.B) {
	for _, name := range searchBenchGames {
		r := gameRules(b, name)
		p, err := r.ParseSFEN(midgame(b, r))
		if err != nil {
			b.Fatal(err)
		}
		legal := p.AppendMoves(nil)
		var illegal []Move
		for _, m := range legal {
			for _, s := range r.Geo.Squares() {
				if x := (Move{From: m.From, To: s, Via: m.Via, NVia: m.NVia}); !p.Legal(x) {
					illegal = append(illegal, x)
					break
				}
			}
		}
		for _, set := range []struct {
			name  string
			moves []Move
			want  bool
		}{{"legal", legal, true}, {"illegal", illegal, false}} {
			b.Run(name+"/"+set.name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					for _, m := range set.moves {
						if p.Legal(m) != set.want {
							b.Fatalf("Legal(%s) = %v", m, !set.want)
						}
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(set.moves)), "ns/move")
			})
		}
	}
}

// BenchmarkCaptures measures AppendCaptures beside AppendMoves on a middle
// game, into a reused buffer: neither may allocate.
func BenchmarkCaptures(b *testing.B) {
	for _, name := range searchBenchGames {
		r := gameRules(b, name)
		p, err := r.ParseSFEN(midgame(b, r))
		if err != nil {
			b.Fatal(err)
		}
		for _, gen := range []struct {
			name   string
			append func([]Move) []Move
		}{{"AppendMoves", p.AppendMoves}, {"AppendCaptures", p.AppendCaptures}} {
			b.Run(name+"/"+gen.name, func(b *testing.B) {
				buf := gen.append(make([]Move, 0, 1024))
				b.ReportAllocs()
				for b.Loop() {
					buf = gen.append(buf[:0])
				}
				b.ReportMetric(float64(len(buf)), "moves")
			})
		}
	}
}

// BenchmarkOutcome measures Position.Outcome on a middle game: the end
// rules, then the moves as far as the first piece that has one.
func BenchmarkOutcome(b *testing.B) {
	for _, name := range searchBenchGames {
		r := gameRules(b, name)
		p, err := r.ParseSFEN(midgame(b, r))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				p.startEnd = verdict{} // ask the end rules every time
				if p.Outcome().Over() {
					b.Fatal("the middle game is over")
				}
			}
		})
	}
}

// BenchmarkLastChanges measures reading the changes of the last move of a
// middle game from the undo log, beside Changes of the same move, which
// makes and takes back the move.
func BenchmarkLastChanges(b *testing.B) {
	for _, name := range searchBenchGames {
		r := gameRules(b, name)
		p, err := r.ParseSFEN(midgame(b, r))
		if err != nil {
			b.Fatal(err)
		}
		moves := p.AppendCaptures(nil)
		if len(moves) == 0 {
			moves = p.AppendMoves(nil)
		}
		m := moves[0]
		buf := make([]Change, 0, 64)
		b.Run(name+"/Changes", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				buf = p.Changes(m, buf[:0])
			}
		})
		p.Make(m)
		b.Run(name+"/LastChanges", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				buf = p.LastChanges(buf[:0])
			}
		})
		p.Unmake()
	}
}

// BenchmarkNullMove measures a null move made and taken back on a middle
// game, and Repeats after a 40-ply game.
func BenchmarkNullMove(b *testing.B) {
	for _, name := range searchBenchGames {
		r := gameRules(b, name)
		p := r.NewPosition()
		for _, m := range randomGame(b, r, 40) {
			p.Make(m)
		}
		b.Run(name+"/MakeNull+UnmakeNull", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				p.MakeNull()
				p.UnmakeNull()
			}
		})
		b.Run(name+"/Repeats", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				p.Repeats()
			}
		})
	}
}
