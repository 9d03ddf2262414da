package record

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
)

// builtin returns the built-in game name compiled for play.
func builtin(t testing.TB, name string) *rules.Rules {
	t.Helper()
	v, err := variants.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	r, err := rules.New(v)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// randomGame plays up to plies random legal moves from r's initial
// position, the choices drawn from a generator seeded with seed.
func randomGame(r *rules.Rules, seed uint64, plies int) *rules.Game {
	rng := rand.New(rand.NewPCG(seed, 0x6b6966))
	g := rules.NewGame(r.NewPosition())
	var buf []rules.Move
	for range plies {
		buf = g.AppendMoves(buf[:0])
		if len(buf) == 0 {
			break
		}
		if err := g.Play(buf[rng.IntN(len(buf))]); err != nil {
			panic(err)
		}
	}
	return g
}

// gamePlies returns how many plies the round trips play in game r: fewer on
// the big boards, whose every move costs more.
func gamePlies(r *rules.Rules) int {
	return max(12, 200*144/(r.Geo.Files()*r.Geo.Ranks()))
}

// TestKIFRoundTrip checks, on seeded random games of every built-in game,
// that a game written as KIF and read back is the same game: the same
// moves and the same final position.
func TestKIFRoundTrip(t *testing.T) {
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			r := builtin(t, name)
			names := newPieceNames(r).all
			for seed := range uint64(3) {
				g := randomGame(r, seed, gamePlies(r))
				rec, err := FromGame(g)
				if err != nil {
					t.Fatal(err)
				}
				var out bytes.Buffer
				if err := rec.WriteKIF(&out); err != nil {
					t.Fatal(err)
				}
				kr := KIFReader{Names: names}
				back, err := kr.Read("g.kif", out.Bytes())
				if err != nil {
					t.Fatalf("seed %d: %v\n%s", seed, err, out.String())
				}
				g2, err := back.Game(r)
				if err != nil {
					t.Fatalf("seed %d: %v\n%s", seed, err, out.String())
				}
				if diff := cmp.Diff(g.Moves(), g2.Moves()); diff != "" {
					t.Fatalf("seed %d: moves (-want +got):\n%s", seed, diff)
				}
				if want, got := g.Position().SFEN(), g2.Position().SFEN(); want != got {
					t.Fatalf("seed %d: final position %s, want %s", seed, got, want)
				}
			}
		})
	}
}

// TestKIFFromPosition checks, for every built-in game, that a game from a
// position reached by random moves is written with its diagram and read
// back from it: the same board and side to move, the same moves.
func TestKIFFromPosition(t *testing.T) {
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			r := builtin(t, name)
			start := randomGame(r, 11, gamePlies(r)).Position().Clone()
			g := rules.NewGame(start)
			rng := rand.New(rand.NewPCG(11, 0))
			for range 6 {
				moves := g.AppendMoves(nil)
				if len(moves) == 0 {
					break
				}
				if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
					t.Fatal(err)
				}
			}
			rec, err := FromGame(g)
			if err != nil {
				t.Fatal(err)
			}
			if rec.Board == nil {
				t.Fatal("no diagram for a game from a position")
			}
			var out bytes.Buffer
			if err := rec.WriteKIF(&out); err != nil {
				t.Fatal(err)
			}
			kr := KIFReader{Names: newPieceNames(r).all}
			back, err := kr.Read("p.kif", out.Bytes())
			if err != nil {
				t.Fatalf("%v\n%s", err, out.String())
			}
			g2, err := back.Game(r)
			if err != nil {
				t.Fatalf("%v\n%s", err, out.String())
			}
			boardSide := func(p *rules.Position) string {
				f := strings.Fields(p.SFEN())
				return f[0] + " " + f[1]
			}
			if want, got := boardSide(g.Start()), boardSide(g2.Start()); want != got {
				t.Errorf("start %s, want %s", got, want)
			}
			if diff := cmp.Diff(g.Moves(), g2.Moves()); diff != "" {
				t.Errorf("moves (-want +got):\n%s", diff)
			}
		})
	}
}
