package search_test

import (
	"bufio"
	"context"
	"os"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/search"
)

// TestAvoidsCycleLoss asks the search for a move in games where a move
// continues a repetition cycle that the rules end with a loss for the side
// that plays it — at once, or after the answer given — and checks, with
// rules.Game as the oracle, that the move the search plays does not lose
// so. A search that scores every repetition as a draw plays on, as it does
// when it judges a cycle of passes from its last occurrence rather than
// from the run's first pass.
func TestAvoidsCycleLoss(t *testing.T) {
	tests := []struct {
		name  string
		sfen  string // the start, "" for the variant's
		moves string // the game, or @FILE for a file's first line of moves
		loses string // the losing move and the answer that ends the game
		ends  rules.Termination
	}{
		// Black, 10 pawns behind in a game against HaChu, has checked
		// with every move of a cycle.
		{"perpetual check", "", "@testdata/perpetual-check.txt", "9c8d", rules.PerpetualCheck},
		// White's king steps aside and back while Black's rook, behind
		// two dragons, attacks the pawn from 6g and 6h in turn.
		{"perpetual attack", "dd9k/6g5/6p5/12/12/12/12/6R5/12/12/12/10K1 w - 1",
			"1a2a 6h6g 2a1a 6g6h 1a2a 6h6g 2a1a 6g6h 1a2a 6h6g 2a1a", "6g6h", rules.PerpetualAttack},
		// Both lions pass in turn, Black first: the position before
		// Black's first pass recurs the fourth time after White's next
		// pass. Judged from its last occurrence the cycle's first pass
		// is White's.
		{"first pass", "dd9k/12/6n5/12/12/12/12/12/6N5/12/12/10K1 b - 1",
			"6i5i6i 6c5c6c 6i5i6i 6c5c6c", "6i5i6i 6c5c6c", rules.FirstPass},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := gamerules.Builtin(t, "chu")
			p := r.NewPosition()
			if tt.sfen != "" {
				var err error
				if p, err = r.ParseSFEN(tt.sfen); err != nil {
					t.Fatal(err)
				}
			}
			g := rules.NewGame(p)
			moves := tt.moves
			if file, ok := strings.CutPrefix(moves, "@"); ok {
				moves = readMoves(t, file)
			}
			for _, m := range strings.Fields(moves) {
				if err := g.PlayUSI(m); err != nil {
					t.Fatal(err)
				}
			}
			loses := strings.Fields(tt.loses)
			if ends := endsBy(t, g, loses); ends != tt.ends {
				t.Fatalf("%s ends the game by %v, want %v", tt.loses, ends, tt.ends)
			}
			for _, depth := range []int{1, 3, 5} {
				s, err := search.New(r, search.Options{Hash: 16})
				if err != nil {
					t.Fatal(err)
				}
				reply, err := s.Go(context.Background(), g, engine.Limits{Depth: depth}, nil)
				if err != nil {
					t.Fatal(err)
				}
				if ends := endsBy(t, g, append([]string{reply.Move.String()}, loses[1:]...)); ends == tt.ends {
					t.Errorf("depth %d: the search plays %v, scored %v, and loses by %v", depth, reply.Move, reply.Info.Score, ends)
				}
			}
		})
	}
}

// endsBy plays moves on g, the first the side to move's, and returns how
// the last ends the game — the termination, when it is a win for the
// other side — and takes them back.
func endsBy(t *testing.T, g *rules.Game, moves []string) rules.Termination {
	t.Helper()
	mover := g.Position().Side()
	played := 0
	defer func() {
		for range played {
			g.Undo()
		}
	}()
	for _, m := range moves {
		if g.Outcome().Over() {
			return 0
		}
		if err := g.PlayUSI(m); err != nil {
			t.Fatal(err)
		}
		played++
	}
	o := g.Outcome()
	if winner, ok := o.Winner(); !ok || winner == mover {
		return 0
	}
	return o.Termination
}

// readMoves returns the first line of file that is not a comment.
func readMoves(t *testing.T, file string) string {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if line := sc.Text(); line != "" && !strings.HasPrefix(line, "#") {
			return line
		}
	}
	t.Fatalf("%s: no moves", file)
	return ""
}

// TestReportsVerdictWin plays on, in games against HaChu, cycles in which
// one side attacked a piece of the other with every move, which the rules
// end at the position's fourth occurrence with the attacker's loss, and
// asks the search for the other side's move at each of its turns. A win is
// reported as a win in so many plies, not as an evaluation (a win by a
// verdict once read 121,463,919 centipawns), and only where the rules give
// it: rules.Game is the oracle. Before the fourth occurrence the attacker
// may leave the cycle at any move, and a search that takes the first
// recurrence for the end reports a win the game does not give; in the
// second game it shuffled its kirin for 28 plies, reading a win, while
// HaChu left the cycle each time and went on to win.
func TestReportsVerdictWin(t *testing.T) {
	tests := []struct {
		name    string
		file    string   // the game's moves
		options []string // the variant's options
		cycle   string   // the moves of the cycle to play on, the first the searching side's
	}{
		{"tiger attacked", "testdata/perpetual-attack-win.txt", nil,
			"11i10j 8h11e 10j11i 11e8h 11i10j 8h11e 10j11i 11e8h 11i10j 8h11e 10j11i 11e8h 11i10j"},
		{"kirin attacked", "testdata/perpetual-attack-left.txt", []string{"cvp-lion-trading"},
			"2h4h 2i4i 4h2h 4i2i 2h4h 2i4i 4h2h 4i2i 2h4h 2i4i 4h2h 4i2i 2h4h"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := gamerules.Builtin(t, "chu", tt.options...)
			g := rules.NewGame(r.NewPosition())
			for _, m := range strings.Fields(readMoves(t, tt.file)) {
				if err := g.PlayUSI(m); err != nil {
					t.Fatal(err)
				}
			}
			cycle := strings.Fields(tt.cycle)
			for i := 0; i < len(cycle); i += 2 {
				ends := winsBy(t, g, cycle[i]) == rules.PerpetualAttack
				s, err := search.New(r, search.Options{Hash: 16})
				if err != nil {
					t.Fatal(err)
				}
				reply, err := s.Go(context.Background(), g, engine.Limits{Depth: 3}, nil)
				if err != nil {
					t.Fatal(err)
				}
				switch {
				case ends && (reply.Move.String() != cycle[i] || reply.Info.Score.Mate != 1):
					t.Fatalf("ply %d: %s ends the game with the attacker's loss; the search plays %v, scored %v; want %s scored a win in 1 ply (mate 1)",
						g.Position().Plies(), cycle[i], reply.Move, reply.Info.Score, cycle[i])
				case ends:
					return
				case reply.Info.Score.Mate > 0:
					t.Fatalf("ply %d: the search plays %v and reports a win in %d plies, but the attacker can still leave the cycle",
						g.Position().Plies(), reply.Move, reply.Info.Score.Mate)
				}
				for _, m := range cycle[i:min(i+2, len(cycle))] {
					if err := g.PlayUSI(m); err != nil {
						t.Fatal(err)
					}
				}
			}
			t.Fatalf("the cycle %s does not end the game", tt.cycle)
		})
	}
}

// winsBy plays move on g and returns how it ends the game — the
// termination, when it is a win for the side that played it — and takes
// it back.
func winsBy(t *testing.T, g *rules.Game, move string) rules.Termination {
	t.Helper()
	mover := g.Position().Side()
	if err := g.PlayUSI(move); err != nil {
		t.Fatal(err)
	}
	defer g.Undo()
	if winner, ok := g.Outcome().Winner(); ok && winner == mover {
		return g.Outcome().Termination
	}
	return 0
}
