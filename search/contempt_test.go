package search

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
)

// TestContempt checks the sign of a draw's score: in a chu position where
// Black has a lion and a queen more, a draw costs Black, to move at the
// root, a share of its lead, and gains White as much; with White to move
// at the root, White, behind, scores a draw above nothing. A wrong sign
// would make the side ahead seek repetitions.
func TestContempt(t *testing.T) {
	r, s := newSearcher(t, "chu")
	for _, tt := range []struct {
		side string
		lead bool // the side to move at the root is ahead
	}{{"b", true}, {"w", false}} {
		p, err := r.ParseSFEN("6k5/12/5p6/12/12/12/12/12/12/12/12/3NQ1K5 " + tt.side + " - 1")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Go(context.Background(), rules.NewGame(p), engine.Limits{Depth: 1}, nil); err != nil {
			t.Fatal(err)
		}
		w := s.workers[0]
		own := w.drawScore()
		w.pos.MakeNull()
		other := w.drawScore()
		w.pos.UnmakeNull()
		pawn := int32(s.ev.Table.Pawn)
		if tt.lead && (own >= -pawn || other != -own) || !tt.lead && (own <= pawn || other != -own) {
			t.Errorf("%s to move: a draw scores %d for the side to move at the root, %d for the other (a pawn is %d)", tt.side, own, other, pawn)
		}
	}
}

// TestStalledContempt checks that a side a pawn ahead takes a repetition
// once the game has gone long without a capture or a promotion, and not
// before, and never with a lead beyond stallCap pawns. In chu, the two
// kings walk, each in its own half of the board, through positions that
// never recur, for walk plies, and then step aside and back once, so that
// Black's king stepping aside again recreates a position of the game: a
// draw, which the search scores at the first recurrence. The lead weighed
// is the material's: a copper general and a pawn ahead are 3.3 pawns of
// material, and 14 pawns of evaluation on a board so empty that the lead
// counts three times over; weighed by the evaluation, Black played on.
func TestStalledContempt(t *testing.T) {
	for _, tt := range []struct {
		name   string
		sfen   string // Black to move
		walk   int    // plies of the kings' walk
		repeat bool   // Black takes the repetition
	}{
		{"a pawn ahead, long stalled", "6k5/12/6p5/12/12/12/12/12/12/12/1P2P7/6K5 b - 1", 240, true},
		{"a pawn ahead, 24 moves in", "6k5/12/6p5/12/12/12/12/12/12/12/1P2P7/6K5 b - 1", 20, false},
		{"a copper general and a pawn ahead, long stalled", "6k5/12/6p5/12/12/12/12/12/12/12/1P2PC6/6K5 b - 1", 240, true},
		{"a lion and a queen ahead, long stalled", "6k5/12/6p5/12/12/12/12/12/12/12/12/3NQ1K5 b - 1", 240, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r, s := newSearcher(t, "chu")
			p, err := r.ParseSFEN(tt.sfen)
			if err != nil {
				t.Fatal(err)
			}
			g := rules.NewGame(p)
			kingWalk(t, g, tt.walk)
			reply, err := s.Go(context.Background(), g, engine.Limits{Depth: 3}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Play(reply.Move); err != nil {
				t.Fatal(err)
			}
			repeated := g.Occurrences(g.Position().Hash()) > 1
			if repeated != tt.repeat {
				t.Errorf("Black played %s: recreates an earlier position %v, want %v", reply.Move, repeated, tt.repeat)
			}
		})
	}
}

// kingWalk plays n king moves on g, chosen by a fixed random sequence
// among those that capture nothing, keep each king in its own half of the
// board and lead to a position that has not occurred, and then four more:
// each king steps aside and back, so that the side to move can recreate a
// position by stepping aside again.
func kingWalk(t *testing.T, g *rules.Game, n int) {
	t.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	r := g.Position().Rules()
	ranks := r.Geo.Ranks()
	// lowHalf tells, by side, whether its king starts on the ranks below
	// the middle: the half of the board it walks in.
	var lowHalf [2]bool
	for _, sq := range r.Geo.Squares() {
		if c := g.Position().At(sq); c != 0 && r.Piece(c.Kind()).Royal {
			_, rank := r.Geo.FileRank(sq)
			lowHalf[c.Color()] = rank < ranks/2
		}
	}
	walk := func(fresh bool) rules.Move {
		p := g.Position()
		var walks []rules.Move
		for _, m := range g.AppendMoves(nil) {
			if !r.Piece(p.At(m.From).Kind()).Royal || p.At(m.To) != 0 || m.NVia > 0 {
				continue
			}
			if _, rank := r.Geo.FileRank(m.To); (rank < ranks/2) != lowHalf[p.Side()] {
				continue
			}
			q := p.Clone()
			q.Make(m)
			if fresh && g.Occurrences(q.Hash()) > 0 {
				continue
			}
			walks = append(walks, m)
		}
		if len(walks) == 0 {
			t.Fatalf("no king move at ply %d", p.Plies())
		}
		m := walks[rng.IntN(len(walks))]
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	for range n {
		walk(true)
	}
	black, white := walk(false), walk(false)
	for _, m := range []rules.Move{{From: black.To, To: black.From}, {From: white.To, To: white.From}} {
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
}

// TestStalledCount checks the moves the game has gone without a capture
// or a promotion, as the contempt reads them from the history, against a
// count of the pieces on the board after each move of random sho games,
// where pieces are taken and promote often.
func TestStalledCount(t *testing.T) {
	r, s := newSearcher(t, "sho")
	rng := rand.New(rand.NewPCG(3, 4))
	pieces := func(p *rules.Position) int {
		n := 0
		for _, sq := range r.Geo.Squares() {
			if p.At(sq) != 0 {
				n++
			}
		}
		return n
	}
	for game := range 4 {
		g := rules.NewGame(r.NewPosition())
		want := 0
		for g.Outcome().Result == rules.Undecided && g.Position().Plies() < 200 {
			moves := g.AppendMoves(nil)
			m := moves[rng.IntN(len(moves))]
			before := pieces(g.Position())
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			want++
			if pieces(g.Position()) < before || m.Promote {
				want = 0
			}
			s.readHistory(g)
			if s.stalled != want {
				t.Fatalf("game %d, ply %d: %d moves without a capture or a promotion, want %d", game, g.Position().Plies(), s.stalled, want)
			}
		}
	}
}
