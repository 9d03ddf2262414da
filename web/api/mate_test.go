package api

import (
	"slices"
	"strings"
	"testing"
)

// TestMate checks the mate call: a mate with its line in USI and in the
// notation asked for, no mate within a short bound, an unknown verdict
// when the budget is small, and the refusals of bad arguments; the game
// is left as it was.
func TestMate(t *testing.T) {
	s := NewSession()
	id := newChu(t, s, "10I+e/11g/12/12/9S2/12/12/12/12/12/12/1+E10 b - 1")
	var got Mate
	call(t, s, "mate", map[string]any{"id": id, "notation": "hodges"}, &got)
	want := Mate{Verdict: "mate", Plies: 7, Moves: strings.Fields("3e2d+ 1b1c 2d2b 1c1d 2b2g 1a1b 2g1g"),
		Text: strings.Fields("S-2d+ G-1c +S-2b G-1d +S-2g +DE-1b +S-1g"), NoMateWithin: 5}
	if got.Verdict != want.Verdict || got.Plies != want.Plies || !slices.Equal(got.Moves, want.Moves) ||
		!slices.Equal(got.Text, want.Text) || got.NoMateWithin != want.NoMateWithin || got.Nodes == 0 {
		t.Errorf("mate: %+v, want %+v", got, want)
	}
	call(t, s, "mate", map[string]any{"id": id, "plies": 5}, &got)
	if got.Verdict != "no mate" || got.NoMateWithin != 5 || len(got.Moves) != 0 {
		t.Errorf("mate within 5: %+v, want no mate", got)
	}
	call(t, s, "mate", map[string]any{"id": id, "mode": "tsume", "plies": 11}, &got)
	if got.Verdict != "no mate" || got.NoMateWithin != 11 {
		t.Errorf("tsume: %+v, want no mate within 11", got)
	}
	call(t, s, "mate", map[string]any{"id": id, "nodes": 100}, &got)
	if got.Verdict != "unknown" || got.Nodes > 100 {
		t.Errorf("mate with 100 nodes: %+v, want unknown", got)
	}
	var st State
	call(t, s, "state", map[string]any{"id": id}, &st)
	if st.Plies != 0 {
		t.Errorf("the game has %d plies after mate calls", st.Plies)
	}
	for _, c := range []struct {
		args map[string]any
		want string
	}{
		{map[string]any{"id": id, "mode": "helpmate"}, `mate: mode "helpmate": want mate or tsume`},
		{map[string]any{"id": id, "nodes": MaxMateNodes + 1}, "mate: nodes 2000001: want 1 to 2000000"},
		{map[string]any{"id": id, "plies": 1000}, "plies must be from 1 to 255"},
		{map[string]any{"id": id, "notation": "nope"}, "nope"},
		{map[string]any{"id": id + 100}, "no game"},
	} {
		if e := refuse(t, s, "mate", c.args); !strings.Contains(e.Message, c.want) {
			t.Errorf("%v: %q, want %q", c.args, e.Message, c.want)
		}
	}
}
