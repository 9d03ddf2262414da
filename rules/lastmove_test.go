package rules

import "testing"

// TestLastMove checks that a position remembers the last move made on it,
// forgets it when it is taken back, and that positions without history (read
// from SFEN, cloned) have none.
func TestLastMove(t *testing.T) {
	r := gameRules(t, "chu")
	p := r.NewPosition()
	if m, ok := p.LastMove(); ok {
		t.Errorf("start position: LastMove = %s, true", m)
	}
	var played []Move
	for _, u := range []string{"7i7h", "6d6e"} {
		m, err := p.ParseUSI(u)
		if err != nil {
			t.Fatal(err)
		}
		p.Make(m)
		played = append(played, m)
		if got, ok := p.LastMove(); !ok || got != m {
			t.Errorf("after %s: LastMove = %s, %v", u, got, ok)
		}
	}
	if m, ok := p.Clone().LastMove(); ok {
		t.Errorf("clone: LastMove = %s, true", m)
	}
	q, err := r.ParseSFEN(p.SFEN())
	if err != nil {
		t.Fatal(err)
	}
	if m, ok := q.LastMove(); ok {
		t.Errorf("from SFEN: LastMove = %s, true", m)
	}
	p.Unmake()
	if got, ok := p.LastMove(); !ok || got != played[0] {
		t.Errorf("after Unmake: LastMove = %s, %v; want %s", got, ok, played[0])
	}
}
