package numeral

import "testing"

// TestKanji checks the numerals as lishogi writes ranks and move counts
// (scalashogi's intToKanji): no 一 before 十 or 百; from one-digit ranks to
// taikyoku's 36th and past a hundred.
func TestKanji(t *testing.T) {
	for n, want := range map[int]string{1: "一", 7: "七", 10: "十", 11: "十一", 12: "十二", 19: "十九", 20: "二十", 36: "三十六",
		100: "百", 110: "百十", 236: "二百三十六", 999: "九百九十九"} {
		if got := Kanji(n); got != want {
			t.Errorf("Kanji(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestFullWidth checks files as KIF diagrams and Japanese notation write
// them.
func TestFullWidth(t *testing.T) {
	for n, want := range map[int]string{1: "１", 7: "７", 9: "９", 12: "１２", 36: "３６"} {
		if got := FullWidth(n); got != want {
			t.Errorf("FullWidth(%d) = %q, want %q", n, got, want)
		}
	}
}
