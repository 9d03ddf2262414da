package rulestest_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/rules/rulestest"
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

// checkChu checks property prop under each of chu shogi's profiles, with a
// Betza generator for its board.
func checkChu(t *testing.T, prop func(t *rapid.T, r *rules.Rules, g *betza.Generator)) {
	for profile, r := range chu(t) {
		t.Run(profile, func(t *testing.T) {
			g := betza.NewGenerator(r.Geo)
			rapid.Check(t, func(t *rapid.T) { prop(t, r, g) })
		})
	}
}

// reach returns, for the piece c standing on from, the squares
// its Betza move can end on with the rest of the board empty, from included
// if it can come back there. A move of a piece without capture-only,
// shooting or hopping legs (which need other pieces to happen) can end on a
// busy board only where it can on the empty one.
func reach(t *rapid.T, r *rules.Rules, g *betza.Generator, c rules.Cell, from board.Square) map[board.Square]bool {
	piece := r.Piece(c.Kind())
	if strings.ContainsAny(piece.Betza, "cxp") {
		t.Fatalf("%s (%s) has legs that need other pieces: its reach on the empty board is no bound", piece.ID, piece.Betza)
	}
	out := map[board.Square]bool{}
	for _, o := range g.Append(nil, piece.Move, from, c.Color(), r.Geo.NewOccupancy(), false) {
		out[o.To] = true
	}
	return out
}

// TestLegalMove checks the moves LegalMove draws against what a legal move
// must be, seen from the board alone: the side to move's piece, going where
// its Betza move reaches on the empty board and not onto a friend (unless
// it comes back to its own square), written in USI and read back as itself.
func TestLegalMove(t *testing.T) {
	checkChu(t, func(t *rapid.T, r *rules.Rules, g *betza.Generator) {
		p := rulestest.Position(r, 30).Draw(t, "position")
		m := rulestest.LegalMove(p).Draw(t, "move")
		sfen, usi := p.SFEN(), m.String()
		c := p.At(m.From)
		if c == 0 || c.Color() != p.Side() {
			t.Fatalf("%s: %s moves from %s, which holds no piece of %s", sfen, usi, r.Geo.Name(m.From), p.Side())
		}
		if !reach(t, r, g, c, m.From)[m.To] {
			t.Fatalf("%s: %s ends where the %s's move cannot reach on an empty board", sfen, usi, r.Piece(c.Kind()).ID)
		}
		if to := p.At(m.To); m.To != m.From && to != 0 && to.Color() == p.Side() {
			t.Fatalf("%s: %s ends on a friendly piece", sfen, usi)
		}
		back, err := p.ParseUSI(usi)
		if err != nil {
			t.Fatalf("%s: ParseUSI(%q) of a generated move: %v", sfen, usi, err)
		}
		if back != m {
			t.Fatalf("%s: ParseUSI(%q) = %+v, want %+v", sfen, usi, back, m)
		}
		game := rules.NewGame(p)
		if err := game.Play(m); err != nil && !errors.Is(err, rules.ErrGameOver) {
			t.Fatalf("%s: Play(%s): %v", sfen, usi, err)
		}
	})
}

// TestIllegalMove checks what IllegalMove promises besides being illegal
// (which it ensures by filtering on [rules.Position.Legal]): squares on the
// board, and moves that the notation and the game refuse without changing
// the position.
func TestIllegalMove(t *testing.T) {
	r := chu(t)["jcsa"]
	rapid.Check(t, func(t *rapid.T) {
		p := rulestest.Position(r, 30).Draw(t, "position")
		m := rulestest.IllegalMove(p).Draw(t, "move")
		if !r.Geo.OnBoard(m.From) || !r.Geo.OnBoard(m.To) || slices.ContainsFunc(m.Via[:m.NVia], func(s board.Square) bool { return !r.Geo.OnBoard(s) }) {
			t.Fatalf("generated move %#v has a square off the board", m)
		}
		refused(t, p, m)
	})
}

// refused checks that the illegal move m is refused everywhere a user can
// offer it: Legal, ParseUSI, the list of legal moves and Game.Play, which
// leaves the position as it was.
func refused(t *rapid.T, p *rules.Position, m rules.Move) {
	sfen, hash, usi := p.SFEN(), p.Hash(), m.String()
	if p.Legal(m) {
		t.Fatalf("%s: Legal(%s) is true", sfen, usi)
	}
	if got, err := p.ParseUSI(usi); err == nil {
		t.Fatalf("%s: ParseUSI(%q) accepts the illegal move as %+v", sfen, usi, got)
	}
	if slices.Contains(p.AppendMoves(nil), m) {
		t.Fatalf("%s: %s is among the legal moves", sfen, usi)
	}
	g := rules.NewGame(p)
	if err := g.Play(m); !errors.Is(err, rules.ErrIllegal) && !errors.Is(err, rules.ErrGameOver) {
		t.Fatalf("%s: Play(%s) = %v, want an illegal-move error", sfen, usi, err)
	}
	if p.SFEN() != sfen || p.Hash() != hash {
		t.Fatalf("refusing %s changed the position from %s to %s", usi, sfen, p.SFEN())
	}
}

// TestIllegalShapes builds illegal moves from the board alone, without
// asking the rules which moves are legal, and checks that they are refused:
// a move from an empty square; a move of the opponent's piece to a square
// that piece could reach; a move of one's own piece to a square its Betza
// move cannot reach even on an empty board; and a move onto a friendly
// piece within reach.
func TestIllegalShapes(t *testing.T) {
	checkChu(t, func(t *rapid.T, r *rules.Rules, g *betza.Generator) {
		p := rulestest.Position(r, 30).Draw(t, "position")
		var empty, own, theirs []board.Square
		for _, s := range r.Geo.Squares() {
			switch c := p.At(s); {
			case c == 0:
				empty = append(empty, s)
			case c.Color() == p.Side():
				own = append(own, s)
			default:
				theirs = append(theirs, s)
			}
		}
		// Each shape as the moves it allows.
		var fromEmpty, opponent, offReach, ontoFriend []rules.Move
		one := func(from, to board.Square) rules.Move { return rules.Move{From: from, To: to} }
		for _, from := range empty {
			for _, to := range r.Geo.Squares() {
				if to != from {
					fromEmpty = append(fromEmpty, one(from, to))
				}
			}
		}
		for _, from := range theirs {
			for to := range reach(t, r, g, p.At(from), from) {
				opponent = append(opponent, one(from, to))
			}
		}
		for _, from := range own {
			reached := reach(t, r, g, p.At(from), from)
			for _, to := range r.Geo.Squares() {
				switch {
				case to == from:
				case !reached[to]:
					offReach = append(offReach, one(from, to))
				case p.At(to) != 0 && p.At(to).Color() == p.Side():
					ontoFriend = append(ontoFriend, one(from, to))
				}
			}
		}
		shapes := map[string][]rules.Move{"from an empty square": fromEmpty, "of the opponent's piece": opponent,
			"off the piece's reach": offReach, "onto a friendly piece": ontoFriend}
		var names []string
		for name, moves := range shapes {
			if len(moves) > 0 {
				names = append(names, name)
			}
		}
		slices.Sort(names)
		name := rapid.SampledFrom(names).Draw(t, "shape")
		m := rapid.SampledFrom(shapes[name]).Draw(t, "move")
		m.Promote = rapid.Bool().Draw(t, "promote")
		t.Logf("%s: %s, a move %s", p.SFEN(), m.String(), name)
		refused(t, p, m)
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
		v, err := text.Load()
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
