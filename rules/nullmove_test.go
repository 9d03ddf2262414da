package rules

import "testing"

// TestNullMoveEndsCounterStrike checks lion trading across a null move:
// White has just taken Black's lion on 6f with a gold, so Black may not
// take a lion with another piece on its next move; if Black passes by a
// null move, the ban is over, and White's gold may take Black's other
// lion, as after any Black move that takes no lion.
func TestNullMoveEndsCounterStrike(t *testing.T) {
	r := chuRules(t, "lishogi")
	p := mustParse(t, r, chuSFEN(t, r, "b", "6f", "6f:g", "3h:N", "3g:g", "8h:G", "8g:n"))
	ban, err := p.ParseUSI("8h8g")
	if err == nil {
		t.Fatalf("Black's gold takes White's lion right after its lion was taken: %s", ban)
	}
	p.MakeNull()
	if err := p.Check(Move{From: mustSq(t, r, "3g"), To: mustSq(t, r, "3h")}); err != nil {
		t.Errorf("after Black's null move White's gold may not take Black's lion: %v", err)
	}
	if !p.UnmakeNull() || p.Legal(ban) {
		t.Errorf("UnmakeNull does not bring the ban back")
	}
}
