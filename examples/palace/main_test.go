package main

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

func palaceRules(t *testing.T) *rules.Rules {
	t.Helper()
	v, err := variant.Load(strings.NewReader(palaceShogi), "palace-shogi.yaml")
	if err != nil {
		t.Fatal(err)
	}
	r, err := rules.New(v)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestKingStaysHome checks the rule bites: a king on the edge of its
// palace may step along it but not out of it, in generation and legality
// alike, for both sides; other pieces go where they like.
func TestKingStaysHome(t *testing.T) {
	r := palaceRules(t)
	tests := []struct {
		sfen  string
		move  string
		legal bool
	}{
		{"3k5/9/9/9/9/9/9/9/3K5 b - 1", "6i6h", true},  // inside: files 4-6, ranks g-i
		{"3k5/9/9/9/9/9/9/9/3K5 b - 1", "6i7i", false}, // file 7 is outside
		{"3k5/9/9/9/9/9/9/9/3K5 b - 1", "6i7h", false},
		{"9/9/9/9/9/9/4K4/9/3k5 b - 1", "5g5f", false}, // rank f is outside
		{"9/9/9/9/9/9/4K4/9/3k5 b - 1", "5g4g", true},
		{"3k5/9/9/9/9/9/9/9/4K4 w - 1", "6a6b", true},
		{"3k5/9/9/9/9/9/9/9/4K4 w - 1", "6a7a", false},
		{"3k5/9/9/9/9/9/9/9/4KG3 b - 1", "4i3i", true}, // a gold is free
	}
	for _, tt := range tests {
		p, err := r.ParseSFEN(tt.sfen)
		if err != nil {
			t.Fatalf("%s: %v", tt.sfen, err)
		}
		_, err = p.ParseUSI(tt.move)
		if got := err == nil; got != tt.legal {
			t.Errorf("%s: %s legal = %v, want %v (%v)", tt.sfen, tt.move, got, tt.legal, err)
		}
		listed := false
		for _, m := range p.AppendMoves(nil) {
			listed = listed || m.String() == tt.move
		}
		if listed != tt.legal {
			t.Errorf("%s: %s listed = %v, want %v", tt.sfen, tt.move, listed, tt.legal)
		}
	}
}

// TestGame plays seeded random games of up to 200 moves and checks after
// every move that no king has left its palace; and that run prints a game.
func TestGame(t *testing.T) {
	r := palaceRules(t)
	geo := r.Geo
	for seed := range uint64(20) {
		rng := rand.New(rand.NewPCG(seed, seed))
		g := rules.NewGame(r.NewPosition())
		for ply := 0; ply < 200 && !g.Outcome().Over(); ply++ {
			moves := g.Position().AppendMoves(nil)
			if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
			p := g.Position()
			for _, s := range geo.Squares() {
				c := p.At(s)
				if c == 0 || r.Piece(c.Kind()).ID != "king" {
					continue
				}
				x, y := geo.XY(s)
				if c.Color() == board.Black {
					y = geo.Ranks() - 1 - y
				}
				if x < 3 || x > 5 || y > 2 {
					t.Fatalf("seed %d, ply %d: %s king on %s, outside its palace", seed, ply, c.Color(), geo.Name(s))
				}
			}
		}
	}
	var out bytes.Buffer
	if err := run([]string{"-seed", "3", "-moves", "10"}, &out); err != nil {
		t.Fatal(err)
	}
	if lines := strings.Split(strings.TrimSpace(out.String()), "\n"); len(lines) != 12 || lines[0] == "" || !strings.HasPrefix(lines[10], "sfen ") {
		t.Errorf("run -moves 10 printed:\n%s", out.String())
	}
}
