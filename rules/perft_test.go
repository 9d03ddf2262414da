package rules

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/internal/testkit/longtest"
)

// TestChuPerft checks perft from the chu start under the lishogi profile.
// Depths 1 to 3 are lishogi's published figures. At depth 4 lishogi's
// rules library (shogiops 0.18.0, debug.perft) reports 2,134,737, but its
// perft plays every two-step lion move with the first and last squares
// swapped (it passes the first step as the destination and the final square
// as the middle step); playing the moves as they are gives 2,134,748, and
// the swapped walk below reproduces 2,134,737 exactly.
func TestChuPerft(t *testing.T) {
	r := chuRules(t, "lishogi")
	want := []int64{1, 36, 1296, 52599, 2134748}
	for d, n := range want {
		if d == 4 && testing.Short() {
			break
		}
		if got := Perft(r.NewPosition(), d); got != n {
			t.Errorf("perft(%d) = %d, want %d", d, got, n)
		}
	}
	if testing.Short() {
		return
	}
	if got := swappedPerft(r.NewPosition(), 4); got != 2134737 {
		t.Errorf("perft(4) with two-step lion moves swapped = %d, want shogiops's 2134737", got)
	}
}

// swappedPerft is Perft as shogiops's debug.perft walks it: every two-step
// lion move is played from its start through its final square to its first
// step.
func swappedPerft(p *Position, d int) int64 {
	moves := p.AppendMoves(nil)
	if d == 1 {
		return int64(len(moves))
	}
	var n int64
	for _, m := range moves {
		if m.NVia == 1 {
			m.Via[0], m.To = m.To, m.Via[0]
		}
		p.Make(m)
		n += swappedPerft(p, d-1)
		p.Unmake()
	}
	return n
}

// TestParallelPerft checks that sharing the first moves among goroutines
// counts what Perft counts (lishogi's chu figures), whatever the number of
// goroutines, and that Divide lists the moves as AppendMoves does and
// leaves the position as it was.
func TestParallelPerft(t *testing.T) {
	r := chuRules(t, "lishogi")
	want := []int64{1, 36, 1296, 52599}
	for _, workers := range []int{0, 1, 2, 5, 64} {
		for d, n := range want {
			if got := ParallelPerft(r.NewPosition(), d, workers); got != n {
				t.Errorf("ParallelPerft(%d, %d workers) = %d, want %d", d, workers, got, n)
			}
		}
	}
	p := r.NewPosition()
	sfen := p.SFEN()
	var got []Move
	for _, mc := range Divide(p, 2, 2) {
		got = append(got, mc.Move)
		if mc.Paths != 36 {
			t.Errorf("Divide: %s has %d replies, want 36 (every first move leaves White its 36)", mc.Move, mc.Paths)
		}
	}
	if diff := cmp.Diff(p.AppendMoves(nil), got); diff != "" {
		t.Errorf("Divide's moves (-AppendMoves +Divide):\n%s", diff)
	}
	if p.SFEN() != sfen {
		t.Errorf("Divide leaves %s, want %s", p.SFEN(), sfen)
	}
}

// TestShoPerft checks perft from the sho start. Fairy-Stockfish's perft
// stops at a game's end, and ours does too: a move that captures the last
// royal piece has no reply. Up to depth 5 no game ends; at depth 6 the
// count is 46,644 less than counting the loser's replies gives
// (299,251,005), as a comparison with Fairy-Stockfish found. The figure
// its own tests publish for its built-in shoshogi, perft(4) = 445,372, is
// not comparable: that definition lets no move leave the last royal piece
// attacked (Fairy-Stockfish's pseudo-royal extinction rule), while here, as
// in the texts, moving into check is legal; leaving those moves out of
// this perft gives 445,372 exactly. Depth 6 is a long run.
func TestShoPerft(t *testing.T) {
	r := gameRules(t, "sho")
	want := []int64{1, 26, 676, 17368, 446259, 11553437, 299204361}
	for d, n := range want {
		if d > 4 && testing.Short() || d > 5 && !longtest.Enabled() {
			break
		}
		if got := ParallelPerft(r.NewPosition(), d, 2); got != n {
			t.Errorf("perft(%d) = %d, want %d", d, got, n)
		}
	}
}
