package rules

import (
	"strings"
	"testing"
)

// TestIsPass checks which moves leave the board as it is. Chu shogi lists a
// lion's pass with the square it steps out to ("It can step to an adjacent
// empty square and back without capturing anything; this leaves the board
// unchanged, effectively passing a turn", chu-shogi.txt); dai and
// tenjiku shogi, whose moves name only the squares where they capture, list
// it as a move of one leg to its own square, and it is as much a pass. A
// fire demon that stays where it stands burns its enemy neighbours (case
// F12 of variants/testdata/tenjiku-rules.md, on-pass), which is no pass,
// nor is igui.
func TestIsPass(t *testing.T) {
	for _, tt := range []struct {
		name, variant string
		pieces        []string
		move          string
		pass          bool
	}{
		{"chu: a lion out to an empty square and back", "chu", []string{"12l:K", "1a:k", "8i:N"}, "8i8h8i", true},
		{"chu: a horned falcon out and back", "chu", []string{"12l:K", "1a:k", "8i:+H"}, "8i8h8i", true},
		{"chu: a lion's igui", "chu", []string{"12l:K", "1a:k", "8i:N", "8h:p"}, "8i8h8i", false},
		{"dai: a lion stays", "dai", []string{"15o:Ki", "1a:ki", "8i:Ln"}, "8i8i", true},
		{"dai: a horned falcon stays", "dai", []string{"15o:Ki", "1a:ki", "8i:+Dh"}, "8i8i", true},
		{"dai: a horned falcon's igui", "dai", []string{"15o:Ki", "1a:ki", "8i:+Dh", "8h:pa"}, "8i8h8i", false},
		{"tenjiku: a fire demon stays alone", "tenjiku", tenjiku("8i:Zf"), "8i8i", true},
		{"tenjiku: a fire demon stays next to an enemy and burns it", "tenjiku", tenjiku("8i:Zf", "7h:p"), "8i8i", false},
		{"tenjiku: next to a friend it burns nothing", "tenjiku", tenjiku("8i:Zf", "7h:P"), "8i8i", true},
		{"tenjiku: a lion's step", "tenjiku", tenjiku("8i:N"), "8i8h", false},
	} {
		r := gameRules(t, tt.variant)
		p := mustParse(t, r, sfenOf(t, r, "b", tt.pieces...))
		m, err := p.ParseUSI(tt.move)
		if err != nil {
			t.Errorf("%s: %s: %v", tt.name, tt.move, err)
			continue
		}
		before := p.SFEN()
		if got := p.IsPass(m); got != tt.pass {
			t.Errorf("%s: IsPass(%s) = %v, want %v", tt.name, tt.move, got, tt.pass)
		}
		if p.SFEN() != before {
			t.Errorf("%s: IsPass(%s) changed the position to %s", tt.name, tt.move, p.SFEN())
		}
		p.Make(m)
		after := p.SFEN()
		p.Unmake()
		afterBoard, _, _ := strings.Cut(after, " ")
		beforeBoard, _, _ := strings.Cut(before, " ")
		if same := afterBoard == beforeBoard; same != tt.pass {
			t.Errorf("%s: %s leaves the board the same: %v, but IsPass says %v", tt.name, tt.move, same, tt.pass)
		}
	}
}
