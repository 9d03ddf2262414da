package rules

import (
	"errors"
	"github.com/largeshogi/largeshogi/board"
	"testing"
)

func TestOutcome(t *testing.T) {
	tests := []struct {
		name    string
		profile string
		side    string
		pieces  []string
		moves   []string
		want    string
	}{
		{"capturing the only royal piece wins", "jcsa", "w", []string{"6f:K", "6e:g", "1l:G", "1a:g"},
			[]string{"6e6f"}, "white wins: black's royal pieces captured"},
		{"the prince counts as a second king: capturing the king alone does not end the game", "jcsa", "w",
			[]string{"6f:K", "9l:+E", "6e:g", "1l:G", "1a:g"}, []string{"6e6f"}, "playing"},
		{"a side with no legal move loses (lishogi)", "lishogi", "b",
			[]string{"1a:K", "2a:P", "1b:P", "2b:P", "3l:g"}, nil, "white wins: black has no legal move"},
		{"lishogi: a bare king loses", "lishogi", "b", []string{"6f:K", "1a:g", "2a:s"}, nil, "white wins: black's king bared"},
		{"lishogi: pawns and go-betweens do not bare a king", "lishogi", "b", []string{"6f:K", "1c:p", "2c:p", "3c:i"}, nil, "playing"},
		{"JCSA: a bare king that cannot bare back or capture the king loses", "jcsa", "b",
			[]string{"6f:K", "1a:g", "2a:s"}, nil, "white wins: black's king bared"},
		{"JCSA: the bared side may answer by baring the other at once", "jcsa", "b",
			[]string{"6f:K", "6e:g"}, nil, "playing"},
	}
	for _, tt := range tests {
		r := chuRules(t, tt.profile)
		p, err := r.ParseSFEN(chuSFEN(t, r, tt.side, "-", append(tt.pieces, "12a:k")...))
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		g := NewGame(p)
		for _, u := range tt.moves {
			if err := g.PlayUSI(u); err != nil {
				t.Fatalf("%s: %s: %v", tt.name, u, err)
			}
		}
		if got := g.Outcome().String(); got != tt.want {
			t.Errorf("%s: outcome %q, want %q", tt.name, got, tt.want)
		}
	}
}

func mustSq(t *testing.T, r *Rules, name string) board.Square {
	t.Helper()
	s, err := r.Geo.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestPlayRejectsIllegalMoves(t *testing.T) {
	r := chuRules(t, "jcsa")
	g := NewGame(r.NewPosition())
	before := g.Position().SFEN()
	for _, u := range []string{"7i7g", "7a7b", "6l6k", "7j7h+", "7i7h7g", "7g7f", "zz", "13a12a"} {
		err := g.PlayUSI(u)
		if err == nil {
			t.Errorf("%s was accepted", u)
			continue
		}
		if g.Position().SFEN() != before || len(g.Moves()) != 0 {
			t.Fatalf("rejecting %s changed the game", u)
		}
	}
	if err := g.Play(Move{From: mustSq(t, r, "7a"), Via: NullVia, To: mustSq(t, r, "7b")}); !errors.Is(err, ErrIllegal) {
		t.Errorf("moving White's piece on Black's turn: err = %v, want ErrIllegal", err)
	}
	if err := g.PlayUSI("7i7h"); err != nil {
		t.Fatal(err)
	}
	if !g.Undo() || g.Position().SFEN() != before || g.Undo() {
		t.Error("Undo does not restore the start, or undoes past it")
	}
}

func TestRepetition(t *testing.T) {
	r := chuRules(t, "jcsa")
	// The golds shuffle; nothing is attacked or checked: the fourth
	// occurrence is a draw.
	g := NewGame(mustParse(t, r, chuSFEN(t, r, "b", "-", "6l:K", "9i:G", "6a:k", "3c:g")))
	cycle := []string{"9i9h", "3c3d", "9h9i", "3d3c"}
	for i := 0; i < 3; i++ {
		for _, u := range cycle {
			if o := g.Outcome(); o.Over {
				t.Fatalf("over too early: %s", o)
			}
			if err := g.PlayUSI(u); err != nil {
				t.Fatal(err)
			}
		}
	}
	if got := g.Outcome().String(); got != "draw: fourfold repetition" {
		t.Errorf("after three cycles: %s, want a draw", got)
	}
	if err := g.PlayUSI("9i9h"); !errors.Is(err, ErrGameOver) {
		t.Errorf("a move after the end: err = %v, want ErrGameOver", err)
	}

	// Black checks with every move, White does not: the checker must
	// deviate, so Black loses.
	g = NewGame(mustParse(t, r, chuSFEN(t, r, "b", "-", "6l:K", "6a:k", "7e:R", "1l:G", "1a:g")))
	cycle = []string{"7e6e", "6a7a", "6e7e", "7a6a"}
	for i := 0; i < 3; i++ {
		for _, u := range cycle {
			if err := g.PlayUSI(u); err != nil {
				t.Fatalf("%s: %v (%s)", u, err, g.Position().SFEN())
			}
		}
	}
	if got := g.Outcome().String(); got != "white wins: black gave perpetual check" {
		t.Errorf("perpetual check: %s", got)
	}
}

func mustParse(t *testing.T, r *Rules, sfen string) *Position {
	t.Helper()
	p, err := r.ParseSFEN(sfen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
