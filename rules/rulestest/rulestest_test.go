package rulestest_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/rules/rulestest"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
	"pgregory.net/rapid"
)

// chu returns chu shogi under each of its profiles.
func chu(t *testing.T) map[string]*rules.Rules {
	t.Helper()
	v, err := variants.Load("chu")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*rules.Rules{}
	for _, profile := range []string{"jcsa", "lishogi"} {
		pv, err := v.Configure(profile)
		if err != nil {
			t.Fatal(err)
		}
		if out[profile], err = rules.New(pv); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// checkLegal checks that p is what its SFEN says: a fresh parse has the same
// hash, writes the same SFEN and has the same legal moves.
func checkLegal(t *rapid.T, r *rules.Rules, p *rules.Position) {
	sfen := p.SFEN()
	q, err := r.ParseSFEN(sfen)
	if err != nil {
		t.Fatalf("SFEN %s of a generated position does not parse: %v", sfen, err)
	}
	if q.Hash() != p.Hash() {
		t.Fatalf("%s: hash %x, a fresh parse has %x", sfen, p.Hash(), q.Hash())
	}
	if got := q.SFEN(); got != sfen {
		t.Fatalf("SFEN %s parses and writes back as %s", sfen, got)
	}
	if got, want := q.AppendMoves(nil), p.AppendMoves(nil); !slices.Equal(got, want) {
		t.Fatalf("%s: %d legal moves, a fresh parse has %d", sfen, len(want), len(got))
	}
}

func TestPosition(t *testing.T) {
	for profile, r := range chu(t) {
		t.Run(profile, func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				const maxPlies = 30
				p := rulestest.Position(r, maxPlies).Draw(t, "position")
				if n := p.MoveNumber() - 1; n > maxPlies {
					t.Fatalf("%s: %d plies played, at most %d asked", p.SFEN(), n, maxPlies)
				}
				checkLegal(t, r, p)
			})
		})
	}
}

// TestPositionUnmake checks that the random moves can be taken back to the
// start.
func TestPositionUnmake(t *testing.T) {
	r := chu(t)["jcsa"]
	start := r.NewPosition()
	rapid.Check(t, func(t *rapid.T) {
		p := rulestest.Position(r, 20).Draw(t, "position")
		for p.MoveNumber() > 1 {
			p.Unmake()
		}
		if p.SFEN() != start.SFEN() || p.Hash() != start.Hash() {
			t.Fatalf("taking every move back gives %s, want the start %s", p.SFEN(), start.SFEN())
		}
	})
}

func TestLegalMove(t *testing.T) {
	r := chu(t)["jcsa"]
	rapid.Check(t, func(t *rapid.T) {
		p := rulestest.Position(r, 30).Draw(t, "position")
		m := rulestest.LegalMove(p).Draw(t, "move")
		if !p.Legal(m) {
			t.Fatalf("%s: generated move %s is not legal", p.SFEN(), r.USI(m))
		}
		if !slices.Contains(p.AppendMoves(nil), m) {
			t.Fatalf("%s: generated move %s is not among the legal moves", p.SFEN(), r.USI(m))
		}
		g := rules.NewGame(p)
		if err := g.Play(m); err != nil && !errors.Is(err, rules.ErrGameOver) {
			t.Fatalf("Play(%s): %v", r.USI(m), err)
		}
	})
}

func TestIllegalMove(t *testing.T) {
	r := chu(t)["jcsa"]
	rapid.Check(t, func(t *rapid.T) {
		p := rulestest.Position(r, 30).Draw(t, "position")
		m := rulestest.IllegalMove(p).Draw(t, "move")
		if p.Legal(m) {
			t.Fatalf("%s: generated move %+v is legal", p.SFEN(), m)
		}
		if slices.Contains(p.AppendMoves(nil), m) {
			t.Fatalf("%s: generated move %+v is among the legal moves", p.SFEN(), m)
		}
		if !r.Geo.OnBoard(m.From) || !r.Geo.OnBoard(m.To) || (m.Via != rules.NullVia && !r.Geo.OnBoard(m.Via)) {
			t.Fatalf("generated move %+v has a square off the board", m)
		}
		sfen := p.SFEN()
		g := rules.NewGame(p)
		if err := g.Play(m); err == nil {
			t.Fatalf("%s: Play accepts the illegal move %+v", sfen, m)
		}
		if p.SFEN() != sfen {
			t.Fatalf("rejecting %+v changed the position from %s to %s", m, sfen, p.SFEN())
		}
	})
}

func TestNotation(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rulestest.Notation().Draw(t, "notation")
		prog, err := betza.Compile(s)
		if err != nil {
			t.Fatalf("generated notation does not compile: %v", err)
		}
		// The canonical form compiles to the same notation.
		again, err := betza.Compile(prog.Notation())
		if err != nil {
			t.Fatalf("canonical form %s of %s does not compile: %v", prog.Notation(), s, err)
		}
		if again.Notation() != prog.Notation() {
			t.Fatalf("%s: canonical %s compiles to canonical %s", s, prog.Notation(), again.Notation())
		}
	})
}

// TestVariant checks that generated variants load, compile for play, and
// play: their random positions are legal too.
func TestVariant(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := rulestest.Variant().Draw(t, "variant")
		v, err := variant.Load(strings.NewReader(text), "random.yaml")
		if err != nil {
			t.Fatalf("generated variant does not load:\n%s\n%v", text, err)
		}
		r, err := rules.New(v)
		if err != nil {
			t.Fatalf("rules.New refuses the generated variant:\n%s\n%v", text, err)
		}
		if files, ranks := r.Geo.Files(), r.Geo.Ranks(); files < 5 || files > 9 || ranks < 5 || ranks > 9 {
			t.Fatalf("board %s outside 5x5 to 9x9", r.Geo)
		}
		if k := v.PieceByAbbrev("K"); k == nil || !k.Royal {
			t.Fatalf("no royal king:\n%s", text)
		}
		p := rulestest.Position(r, 20).Draw(t, "position")
		checkLegal(t, r, p)
	})
}
