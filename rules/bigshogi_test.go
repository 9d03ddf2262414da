package rules

import (
	"fmt"
	"github.com/google/go-cmp/cmp"
	"os"
	"pgregory.net/rapid"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/testkit/longtest"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

func gameRules(t testing.TB, name string, options ...string) *Rules {
	t.Helper()
	v, err := variants.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	if v, err = v.Configure("", options...); err != nil {
		t.Fatal(err)
	}
	r, err := New(v)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// textRules compiles the variant file text, named name in errors.
func textRules(t testing.TB, name, text string) *Rules {
	t.Helper()
	v, err := variant.Load(strings.NewReader(text), name)
	if err != nil {
		t.Fatal(err)
	}
	r, err := New(v)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// sfenOf builds a position of r's board from "SQUARE:CODE" pieces.
func sfenOf(t *testing.T, r *Rules, side string, pieces ...string) string {
	t.Helper()
	return boardField(t, r, pieces) + " " + side + " - 1"
}

// boardField writes the board field of an SFEN with pieces given as
// "SQUARE:CODE" (upper case Black, lower case White).
func boardField(t *testing.T, r *Rules, pieces []string) string {
	t.Helper()
	at := map[board.Square]string{}
	for _, s := range pieces {
		sq, code, _ := strings.Cut(s, ":")
		at[mustSq(t, r, sq)] = code
	}
	return r.Geo.BoardField(func(s board.Square) string { return at[s] })
}

// moveCase is a move and whether the rules allow it, in a position.
type moveCase struct {
	name   string
	pieces []string
	move   string
	legal  bool
}

func checkMoves(t *testing.T, r *Rules, tests []moveCase) {
	t.Helper()
	for _, tt := range tests {
		p := mustParse(t, r, sfenOf(t, r, "b", tt.pieces...))
		_, err := p.ParseUSI(tt.move)
		if got := err == nil; got != tt.legal {
			t.Errorf("%s: %s: legal = %v, want %v (%v)", tt.name, tt.move, got, tt.legal, err)
		}
	}
}

func TestDaiDai(t *testing.T) {
	r := gameRules(t, "daidai")
	kings := []string{"9q:Ki", "9a:ki"}
	with := func(pieces ...string) []string { return append(append([]string(nil), kings...), pieces...) }
	checkMoves(t, r, []moveCase{
		// "compulsory at the end of a piece's first capturing move"
		{"a flying dragon that captures must promote", with("9i:Fd", "8h:pa"), "9i8h", false},
		{"it becomes a dragon king", with("9i:Fd", "8h:pa"), "9i8h+", true},
		{"a move without capture does not promote", with("9i:Fd"), "9i10h", true},
		{"nor may it", with("9i:Fd"), "9i10h+", false},
		// "a piece that arrived by promotion never promotes again (an eastern barbarian that became a lion does not become a furious fiend)"
		{"a lion that was an eastern barbarian captures without promoting", with("9i:+Ea", "9h:pa"), "9i9h", true},
		{"and cannot promote", with("9i:+Ea", "9h:pa"), "9i9h+", false},
		{"an original lion that captures becomes a furious fiend", with("9i:Ln", "9h:pa"), "9i9h+", true},
		{"and must", with("9i:Ln", "9h:pa"), "9i9h", false},
	})
	// The lion of dai dai has no chu lion-trading rules: it may take a
	// protected lion two squares away.
	p := mustParse(t, r, sfenOf(t, r, "b", with("9i:Ln", "9g:ln", "9e:ro")...))
	if _, err := p.ParseUSI("9i9g+"); err != nil {
		t.Errorf("lion takes a protected lion: %v", err)
	}
}

func TestMakaDaiDai(t *testing.T) {
	r := gameRules(t, "makadaidai")
	kings := []string{"10s:K", "10a:k"}
	with := func(pieces ...string) []string { return append(append([]string(nil), kings...), pieces...) }
	checkMoves(t, r, []moveCase{
		// "optional when capturing an unpromoted piece, compulsory when capturing a promoted piece"
		{"capturing an unpromoted piece: the gold may stay", with("10j:G", "10i:p"), "10j10i", true},
		{"or promote", with("10j:G", "10i:p"), "10j10i+", true},
		{"capturing a promoted piece: the gold must promote", with("10j:G", "10i:+p"), "10j10i", false},
		{"to free gold", with("10j:G", "10i:+p"), "10j10i+", true},
		// "Emperor: ... captures a royal only if it is unprotected"
		{"the emperor takes an unprotected king anywhere", with("5e:+K"), "5e10a", true},
		{"but not a protected one", with("5e:+K", "10b:g"), "5e10a", false},
		{"it takes a protected non-royal piece", with("5e:+K", "10b:g", "11b:s"), "5e10b", true},
		// "Hook movers ... no capture before the end"
		{"the hook mover captures at the end of its first leg", with("10j:Ho", "10g:p"), "10j10g", true},
		{"and turns at an empty corner to capture", with("10j:Ho", "10g:p", "8g:p"), "10j8g", true},
		{"but does not capture and turn", with("10j:Ho", "10g:p", "9f:p"), "10j10g9g", false},
		// "lion dog (three steps along one line, captures on each, reversal, jump to the second/third square)"
		{"the lion dog's igui", with("10j:Ko", "10i:p"), "10j10i10j", true},
		{"it jumps over a friend to capture on the second square", with("10j:Ko", "10i:P", "10h:p"), "10j10h", true},
		{"and goes on to capture on the third", with("10j:Ko", "10i:P", "10h:p", "10g:p"), "10j10h10g", true},
		{"it captures on all three squares", with("10j:Ko", "10i:p", "10h:p", "10g:p"), "10j10i10h10g", true},
		{"but does not turn off its line", with("10j:Ko", "10i:p"), "10j10i9h", false},
	})
}

// TestContagion checks maka dai dai shogi's contagious promotion: "any piece
// that captures a Deva or teaching king becomes a teaching king; a dark
// spirit or Buddhist spirit, a Buddhist spirit; royal pieces (king, emperor,
// prince, drunk elephant) instead take their normal promotion or stay as
// they are".
func TestContagion(t *testing.T) {
	r := gameRules(t, "makadaidai")
	tests := []struct {
		name   string
		pieces []string
		move   string
		want   string // the id of the piece that ends on the square
	}{
		{"a gold that captures a Deva becomes a teaching king", []string{"10j:G", "10i:de"}, "10j10i", "teaching-king"},
		{"a gold that captures a teaching king becomes one", []string{"10j:G", "10i:+de"}, "10j10i", "teaching-king"},
		{"a gold that captures a dark spirit becomes a Buddhist spirit", []string{"10j:G", "10i:da"}, "10j10i", "buddhist-spirit"},
		{"a drunk elephant that captures a Deva may stay as it is", []string{"10j:Du", "10i:de"}, "10j10i", "drunk-elephant"},
		{"or take its normal promotion", []string{"10j:Du", "10i:de"}, "10j10i+", "prince"},
		{"a lion dog taking a Deva, then a dark spirit, becomes a Buddhist spirit (the last one captured)", []string{"10j:Ko", "10i:de", "10h:da"}, "10j10i10h", "buddhist-spirit"},
	}
	for _, tt := range tests {
		p := mustParse(t, r, sfenOf(t, r, "b", append([]string{"1s:K", "1a:k"}, tt.pieces...)...))
		m, err := p.ParseUSI(tt.move)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		p.Make(m)
		if got := r.Piece(p.At(m.To).Kind()).ID; got != tt.want {
			t.Errorf("%s: %s becomes %s, want %s", tt.name, tt.move, got, tt.want)
		}
	}
	// The contagion replaces promotion: a gold taking a Deva has one move.
	p := mustParse(t, r, sfenOf(t, r, "b", "1s:K", "1a:k", "10j:G", "10i:de"))
	if _, err := p.ParseUSI("10j10i+"); err == nil {
		t.Error("a gold taking a Deva may also promote to free gold")
	}
}

func TestMakaStalemate(t *testing.T) {
	// "a player who is checkmated or stalemated will lose"
	r := gameRules(t, "makadaidai")
	g := NewGame(mustParse(t, r, sfenOf(t, r, "b", "1a:K", "2a:P", "1b:P", "2b:P", "19s:k", "18s:g")))
	if got, want := g.Outcome(), (Outcome{WhiteWins, Stalemate}); got != want {
		t.Errorf("outcome %s, want %s", got, want)
	}
}

func TestBigPerft(t *testing.T) {
	for _, tt := range []struct {
		name string
		want []int64
	}{
		{"daidai", []int64{1, 59, 3463, 206662}},
		{"makadaidai", []int64{1, 80, 6400, 536860}},
		{"ko", []int64{1, 226, 50940}},
	} {
		r := gameRules(t, tt.name)
		for d, n := range tt.want {
			if got := Perft(r.NewPosition(), d); got != n {
				t.Errorf("%s perft(%d) = %d, want %d", tt.name, d, got, n)
			}
		}
	}
}

// TestPerftDivide compares perft(3) (perft(2) for taikyoku shogi) divided
// by first move with the files in testdata/perft, made with `largeshogi
// perft -depth N -divide` on one core; Divide counts here with three
// goroutines.
func TestPerftDivide(t *testing.T) {
	if testing.Short() {
		t.Skip("perft(3) of the big games")
	}
	for _, game := range []struct {
		name  string
		depth int
	}{{"daidai", 3}, {"makadaidai", 3}, {"ko", 3}, {"sho", 3}, {"wa", 3}, {"dai", 3}, {"tenjiku", 3}, {"tai", 3}, {"taikyoku", 2}} {
		name := game.name
		if name == "tai" && !longtest.Enabled() {
			continue // 111 million leaves, the rest together 12 million
		}
		data, err := os.ReadFile(fmt.Sprintf("testdata/perft/%s-%d.txt", name, game.depth))
		if err != nil {
			t.Fatal(err)
		}
		r := gameRules(t, name)
		p := r.NewPosition()
		var b strings.Builder
		var total int64
		for _, mc := range Divide(p, game.depth, 3) {
			fmt.Fprintf(&b, "%s: %d\n", mc.Move.String(), mc.Paths)
			total += mc.Paths
		}
		fmt.Fprintf(&b, "\nperft(%d) = %d\n", game.depth, total)
		if diff := cmp.Diff(string(data), b.String()); diff != "" {
			t.Errorf("%s perft(%d) divide (-file +now):\n%s", name, game.depth, diff)
		}
	}
}

// TestBigStateMachine plays random games of dai dai and maka dai dai shogi:
// the incremental hash always equals one computed afresh, and taking every
// move back restores the start.
func TestBigStateMachine(t *testing.T) {
	for _, name := range []string{"daidai", "makadaidai", "ko"} {
		r := gameRules(t, name)
		rapid.Check(t, func(t *rapid.T) {
			p := r.NewPosition()
			start, hash := p.SFEN(), p.Hash()
			plies := rapid.IntRange(1, 40).Draw(t, "plies")
			for i := range plies {
				moves := p.AppendMoves(nil)
				if len(moves) == 0 {
					break
				}
				m := moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")]
				p.Make(m)
				if p.Hash() != p.computeHash() {
					t.Fatalf("%s: ply %d %s: incremental hash differs", name, i, m.String())
				}
				q, err := r.ParseSFEN(p.SFEN())
				if err != nil || q.Hash() != p.Hash() {
					t.Fatalf("%s: SFEN %s does not read back (%v)", name, p.SFEN(), err)
				}
			}
			for len(p.undo) > 0 {
				p.Unmake()
			}
			if p.SFEN() != start || p.Hash() != hash {
				t.Fatalf("%s: unmaking everything gives %s", name, p.SFEN())
			}
		})
	}
}

// TestBigColourSwap turns random positions of dai dai and maka dai dai
// shogi half round with the colours swapped: the moves turn alike. (A
// left-right mirror would not do: the left and right chariots and generals
// are mirror images of each other, not of themselves.)
func TestBigColourSwap(t *testing.T) {
	for _, name := range []string{"daidai", "makadaidai", "ko"} {
		r := gameRules(t, name)
		rapid.Check(t, func(t *rapid.T) {
			p := randomPlay(t, r, 30)
			image := transformSFEN(t, r, p.SFEN(), true)
			q, err := r.ParseSFEN(image)
			if err != nil {
				t.Fatalf("%s: %v", image, err)
			}
			want := usiSet(r, p.AppendMoves(nil), r.Geo.Rotate)
			got := usiSet(r, q.AppendMoves(nil), func(s board.Square) board.Square { return s })
			if diff := cmp.Diff(want, got); diff != "" {
				t.Fatalf("%s: %s turned round: moves differ (-want +got):\n%s", name, p.SFEN(), diff)
			}
		})
	}
}

// TestMakaCompulsoryOption checks the option that makes promotion
// compulsory on any capture ("compulsory on any capture", TSA / Japanese
// Wikipedia).
func TestMakaCompulsoryOption(t *testing.T) {
	r := gameRules(t, "makadaidai", "compulsory-capture-promotion")
	checkMoves(t, r, []moveCase{
		{"capturing an unpromoted piece: the gold must promote", []string{"10s:K", "10a:k", "10j:G", "10i:p"}, "10j10i", false},
		{"to free gold", []string{"10s:K", "10a:k", "10j:G", "10i:p"}, "10j10i+", true},
	})
}

// TestEveryOption compiles chu, dai dai and maka dai dai shogi under each
// of their options and checks the start position has moves.
func TestEveryOption(t *testing.T) {
	for _, name := range []string{"chu", "daidai", "makadaidai"} {
		v, err := variants.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range v.Options {
			c, err := v.Configure("", o.Name)
			if err != nil {
				t.Fatal(err)
			}
			r, err := New(c)
			if err != nil {
				t.Errorf("%s with %s: %v", name, o.Name, err)
				continue
			}
			if len(r.NewPosition().AppendMoves(nil)) == 0 {
				t.Errorf("%s with %s: no moves at the start", name, o.Name)
			}
		}
	}
}

// randomPlay plays up to maxPlies random legal moves from the start.
func randomPlay(t *rapid.T, r *Rules, maxPlies int) *Position {
	p := r.NewPosition()
	for range rapid.IntRange(0, maxPlies).Draw(t, "plies") {
		moves := p.AppendMoves(nil)
		if len(moves) == 0 {
			break
		}
		p.Make(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
	}
	return p
}
