package api

import (
	"fmt"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// After any sequence of plays and undos, the history in a notation, the
// state's moves and last move, and a snapshot are what the moves call gave
// for each move when it was played: keeping them move by move writes what
// writing them afresh does.
func TestKeptHistoryMatchesMovesWhenPlayed(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := NewSession()
		var v VariantInfo
		variant := rapid.SampledFrom([]string{"chu", "sho"}).Draw(t, "variant")
		notationName := rapid.SampledFrom([]string{"japanese", "yorozuya", "western", "hodges"}).Draw(t, "notation")
		call(t, s, "load", map[string]any{"variant": variant}, &v)
		var st State
		call(t, s, "newGame", map[string]any{"id": v.ID}, &st)
		id := st.ID
		var played []MoveInfo // each with its text in the notation, when played
		for range rapid.IntRange(1, 30).Draw(t, "steps") {
			switch rapid.IntRange(0, 3).Draw(t, "action") {
			case 0:
				if len(played) == 0 {
					continue
				}
				call(t, s, "undo", map[string]any{"id": id}, &st)
				played = played[:len(played)-1]
			case 1:
				from := rapid.IntRange(0, len(played)).Draw(t, "from")
				var hist []string
				call(t, s, "history", map[string]any{"id": id, "notation": notationName, "from": from}, &hist)
				var want []string
				for _, m := range played[from:] {
					want = append(want, m.Text)
				}
				if diff := cmp.Diff(want, hist, cmpEmptyNil); diff != "" {
					t.Fatalf("history from %d (-want +got):\n%s", from, diff)
				}
			default:
				var moves []MoveInfo
				call(t, s, "moves", map[string]any{"id": id, "notation": notationName}, &moves)
				if len(moves) == 0 {
					continue
				}
				m := moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")]
				call(t, s, "play", map[string]any{"id": id, "move": m.USI}, &st)
				if st.Outcome.Over {
					call(t, s, "undo", map[string]any{"id": id}, &st)
					continue
				}
				played = append(played, m)
			}
			from := rapid.IntRange(0, len(played)+1).Draw(t, "stateFrom")
			call(t, s, "state", map[string]any{"id": id, "from": from}, &st)
			var usi []string
			for _, m := range played[min(from, len(played)):] {
				usi = append(usi, m.USI)
			}
			if diff := cmp.Diff(usi, st.Moves, cmpEmptyNil); diff != "" {
				t.Fatalf("state's moves from %d (-want +got):\n%s", from, diff)
			}
			if len(played) == 0 {
				if st.Last != nil {
					t.Fatalf("no move played, last %+v", st.Last)
				}
				continue
			}
			want := played[len(played)-1]
			want.Text = want.USI
			if diff := cmp.Diff(&want, st.Last, cmpEmptyNil); diff != "" {
				t.Fatalf("last move (-want +got):\n%s", diff)
			}
			var snap Snapshot
			call(t, s, "snapshot", map[string]any{"id": id, "notation": notationName, "from": len(played) - 1}, &snap)
			last := played[len(played)-1]
			if snap.History[0] != last.Text || snap.State.Plies != len(played) || !slices.Equal(snap.State.Moves, []string{last.USI}) || snap.SVG != "" {
				t.Fatalf("snapshot: history %q, plies %d, moves in state %q, %d bytes of SVG; want [%q], %d, [%q], none",
					snap.History, snap.State.Plies, snap.State.Moves, len(snap.SVG), last.Text, len(played), last.USI)
			}
		}
	})
}

// cmpEmptyNil makes a nil list equal an empty one.
var cmpEmptyNil = cmp.FilterValues(func(x, y []string) bool { return len(x) == 0 && len(y) == 0 }, cmp.Comparer(func(_, _ []string) bool { return true }))

// A session keeps at most MaxGames games and MaxVariants variants: one
// more forgets the one used least recently, and free forgets one at once.
func TestSessionLimits(t *testing.T) {
	s := NewSession()
	var chu VariantInfo
	call(t, s, "load", map[string]any{"variant": "chu"}, &chu)
	var games []int
	for range MaxGames {
		var st State
		call(t, s, "newGame", map[string]any{"id": chu.ID}, &st)
		games = append(games, st.ID)
	}
	// Using the first game makes the second the least recently used.
	call(t, s, "state", map[string]any{"id": games[0]}, nil)
	var st State
	call(t, s, "newGame", map[string]any{"id": chu.ID}, &st)
	if e := refuse(t, s, "state", map[string]any{"id": games[1]}); e.Message != fmt.Sprintf("state: no game %d", games[1]) {
		t.Errorf("the least recently used game after one more: %q, want it forgotten", e.Message)
	}
	for _, id := range []int{games[0], games[2], st.ID} {
		call(t, s, "state", map[string]any{"id": id}, nil)
	}
	if len(s.games) != MaxGames {
		t.Errorf("%d games kept, want %d", len(s.games), MaxGames)
	}
	call(t, s, "free", map[string]any{"id": games[0]}, nil)
	refuse(t, s, "state", map[string]any{"id": games[0]})

	// The variant chu stays: newGame used it last. The sho loaded first
	// after it goes when one variant too many is loaded.
	var first VariantInfo
	call(t, s, "load", map[string]any{"variant": "sho"}, &first)
	for range MaxVariants - 2 {
		call(t, s, "load", map[string]any{"variant": "sho"}, nil)
	}
	call(t, s, "newGame", map[string]any{"id": chu.ID}, nil)
	call(t, s, "load", map[string]any{"variant": "sho"}, nil)
	if len(s.variants) != MaxVariants {
		t.Errorf("%d variants kept, want %d", len(s.variants), MaxVariants)
	}
	if e := refuse(t, s, "newGame", map[string]any{"id": first.ID}); e.Message != fmt.Sprintf("newGame: no variant %d", first.ID) {
		t.Errorf("the least recently used variant: %q, want it forgotten", e.Message)
	}
	call(t, s, "newGame", map[string]any{"id": chu.ID}, nil)
}
