package notation

import (
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/board"

	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/internal/testkit/longtest"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/rules/rulestest"
	"github.com/largeshogi/largeshogi/variants"
	"pgregory.net/rapid"
)

// TestMain runs the package's rapid properties with 20 checks each, 100
// under LARGESHOGI_LONG_TESTS=1.
func TestMain(m *testing.M) { longtest.Main(m, 20) }

// checkRoundTrips checks, in position p and for every notation, that no
// two legal moves are written alike and that every one of them, or a
// sample of samples of them, reads back to itself and is written alone by
// Write as Append writes it among every legal move.
func checkRoundTrips(t *rapid.T, p *rules.Position, samples int) {
	moves := p.AppendMoves(nil)
	for _, n := range All() {
		written := n.Append(nil, p, moves)
		seen := make(map[string]rules.Move, len(moves))
		for i, w := range written {
			if x, dup := seen[w]; dup {
				t.Fatalf("%#v: %s writes %s and %s alike: %s", p, n.Name(), x, moves[i], w)
			}
			seen[w] = moves[i]
		}
		step := 1 + len(moves)/samples
		for i := 0; i < len(moves); i += step {
			if back, err := n.Parse(p, written[i]); err != nil || back != moves[i] {
				t.Fatalf("%#v: %s writes %s as %s, which reads as %s (%v)", p, n.Name(), moves[i], written[i], back, err)
			}
			if one := n.Write(p, moves[i]); one != written[i] {
				t.Fatalf("%#v: %s: Write(%s) = %s, Append writes %s", p, n.Name(), moves[i], one, written[i])
			}
		}
	}
}

// TestRoundTrips checks every notation on random positions of every
// built-in game: longer games on the smaller boards, and on the biggest
// the first moves only.
func TestRoundTrips(t *testing.T) {
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			r := gamerules.Builtin(t, name)
			plies := max(1, 40*144/(r.Geo.Files()*r.Geo.Ranks()))
			samples := samplesFor(r)
			rapid.Check(t, func(t *rapid.T) {
				checkRoundTrips(t, rulestest.Position(r, plies).Draw(t, "position"), samples)
			})
		})
	}
}

// samplesFor returns how many moves of a position of r the round trips
// read back: every move on boards of up to 16x16; on the bigger ones,
// where reading a move costs writing hundreds, a sample.
func samplesFor(r *rules.Rules) int {
	if r.Geo.Files()*r.Geo.Ranks() <= 16*16 {
		return 1 << 20
	}
	return 16
}

// sparsePosition draws a position of r's board holding a few pieces of any
// kinds on any squares, with either side to move: lions in the open, pieces
// of one name side by side, pieces in the promotion zone.
func sparsePosition(t *rapid.T, r *rules.Rules) *rules.Position {
	geo := r.Geo
	squares := geo.Squares()
	n := rapid.IntRange(1, 10).Draw(t, "pieces")
	placed := map[board.Square]rules.Cell{}
	for range n {
		sq := squares[rapid.IntRange(0, len(squares)-1).Draw(t, "square")]
		kind := rules.Kind(rapid.IntRange(1, r.Kinds()).Draw(t, "kind"))
		placed[sq] = rules.NewCell(kind, board.Color(rapid.IntRange(0, 1).Draw(t, "colour")))
	}
	sfen := geo.BoardField(func(s board.Square) string {
		c, ok := placed[s]
		if !ok {
			return ""
		}
		return r.Code(c)
	})
	sfen += []string{" b - 1", " w - 1"}[rapid.IntRange(0, 1).Draw(t, "side")]
	p, err := r.ParseSFEN(sfen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestRoundTripsSparse checks every notation on sparse random positions of
// every built-in game.
func TestRoundTripsSparse(t *testing.T) {
	for _, name := range variants.Names() {
		r := gamerules.Builtin(t, name)
		t.Run(name, func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				checkRoundTrips(t, sparsePosition(t, r), samplesFor(r))
			})
		})
	}
}

// TestRoundTripsNames checks every notation on the positions of a game
// whose piece names are built to be written alike (testdata/names.yaml),
// where writing one move must find the moves of the pieces of other names
// that it may be written as.
func TestRoundTripsNames(t *testing.T) {
	r := gamerules.File(t, "testdata/names.yaml")
	t.Run("games", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			checkRoundTrips(t, rulestest.Position(r, 40).Draw(t, "position"), 32)
		})
	})
	t.Run("sparse", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			checkRoundTrips(t, sparsePosition(t, r), samplesFor(r))
		})
	})
}

// TestNamesWrittenAlike checks moves of pieces of different names that a
// notation writes alike in its own form, each then written with the square
// it leaves: a gold promoting on the square a piece named 金成 goes to
// (Yorozuya's ナル too), a gold's 直 to where a piece named 金直 goes, and
// the passes of a lion and an eagle, which Japanese notation writes じっと
// and the others "--" whatever the piece.
func TestNamesWrittenAlike(t *testing.T) {
	r := gamerules.File(t, "testdata/names.yaml")
	for _, c := range []struct {
		pieces, usi string
		want        written
	}{
		{"5d:G 4b:A 9i:K 1a:k b", "5d5c+", written{"５三金成(５四)", "金-53+", "G-53+", "G-5c+", "辰三金ナル(辰四)"}},
		{"5d:G 4b:A 9i:K 1a:k b", "4b5c", written{"５三金成(４二)", "金+-53", "x-53", "x-5c", "辰三金ナル(卯二)"}},
		{"5e:G 4e:G 5c:M 9i:K 1a:k b", "5e5d", written{"５四金直(５五)", "金(55)-54", "G55-54", "G5e-5d", "辰四金直(辰五)"}},
		{"5e:G 4e:G 5c:M 9i:K 1a:k b", "5c5d", written{"５四金直(５三)", "金直-54", "GS-54", "GS-5d", "辰四金直(辰三)"}},
		{"1i:N 2i:G 2h:G 9i:E 5i:K 5a:k b", "1i1h1i", written{"じっと(１九)", "--(19)", "--(19)", "--(1i)", "じっと(子九)"}},
		{"1i:N 2i:G 2h:G 9i:E 5i:K 5a:k b", "9i9h9i", written{"じっと(９九)", "--(99)", "--(99)", "--(9i)", "じっと(申九)"}},
	} {
		p, err := r.ParseSFEN(build(t, r, strings.Fields(c.pieces)))
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseUSI(c.usi)
		if err != nil {
			t.Fatalf("%s: %s: %v", c.pieces, c.usi, err)
		}
		for _, n := range []Notation{Japanese, KitaoKawasaki, Western, WesternEngine, Yorozuya} {
			want := c.want.of(n)
			if got := n.Write(p, m); got != want {
				t.Errorf("%s: %s: %s writes %s, want %s", c.pieces, c.usi, n.Name(), got, want)
			}
			if back, err := n.Parse(p, want); err != nil || back != m {
				t.Errorf("%s: %s reads %s as %s (%v), want %s", c.pieces, n.Name(), want, back, err, c.usi)
			}
		}
	}
}
