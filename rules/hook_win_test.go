package rules

import (
	"testing"

	"github.com/largeshogi/largeshogi/board"
)

// TestRoyalAtStake checks which royal pieces are the game: under the win
// rule's all-captured (sho and chu shogi: "a player who captures the
// opponent's king and crown prince (if present) wins"), a side's only
// royal piece is, and neither of a king and a prince is; under
// any-captured (wa shogi, where losing the crane king loses), every royal
// piece is, however many the side has; where objective sets decide (ko
// shogi), no royal piece is spare.
func TestRoyalAtStake(t *testing.T) {
	for _, tt := range []struct {
		name, game, sfen string
		spare            bool
		black, white     bool
	}{
		{"sho: a king and a prince, against a king", "sho", "4k4/9/9/9/9/9/9/9/3+EK4 b - 1", true, false, true},
		{"sho: a prince alone", "sho", "4k4/9/9/9/9/9/9/9/4+E4 b - 1", true, true, true},
		{"chu: a king and a prince on each side", "chu", "4+ek6/12/12/12/12/12/12/12/12/12/12/5K+E5 b - 1", true, false, false},
		{"wa: two crane kings", "wa", "10k/11/11/11/11/11/11/11/11/11/4KK5 b - 1", false, true, true},
	} {
		r := gameRules(t, tt.game)
		p := mustParse(t, r, tt.sfen)
		if r.SpareRoyals() != tt.spare {
			t.Errorf("%s: SpareRoyals %v, want %v", tt.name, r.SpareRoyals(), tt.spare)
		}
		if got := p.RoyalAtStake(board.Black); got != tt.black {
			t.Errorf("%s: Black's royal pieces at stake %v, want %v", tt.name, got, tt.black)
		}
		if got := p.RoyalAtStake(board.White); got != tt.white {
			t.Errorf("%s: White's royal pieces at stake %v, want %v", tt.name, got, tt.white)
		}
	}
	if gameRules(t, "ko").SpareRoyals() {
		t.Error("ko shogi, won by objective sets: SpareRoyals true, want false")
	}
}
