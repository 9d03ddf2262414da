package record

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestKanjiValue(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int // 0: not a numeral
	}{
		{"一", 1}, {"九", 9}, {"十", 10}, {"十一", 11}, {"十二", 12}, {"二十", 20},
		{"三十六", 36}, {"百", 100}, {"百十", 110}, {"二百五", 205}, {"九百九十九", 999},
		{"一十", 10},
		{"", 0}, {"二二", 0}, {"十百", 0}, {"十十", 0}, {"百百", 0}, {"〇", 0}, {"7", 0}, {"十7", 0},
	} {
		got, ok := kanjiValue(tc.in)
		if !ok {
			got = 0
		}
		if got != tc.want {
			t.Errorf("kanjiValue(%q) = %d, %v; want %d", tc.in, got, ok, tc.want)
		}
	}
}

// TestKanjiNumber checks the numerals as lishogi writes ranks and move
// counts (scalashogi's intToKanji): no 一 before 十 or 百.
func TestKanjiNumber(t *testing.T) {
	for n, want := range map[int]string{1: "一", 10: "十", 11: "十一", 19: "十九", 20: "二十", 36: "三十六", 100: "百", 110: "百十", 999: "九百九十九"} {
		if got := kanjiNumber(n); got != want {
			t.Errorf("kanjiNumber(%d) = %q, want %q", n, got, want)
		}
	}
	for n := 1; n < 1000; n++ {
		if v, ok := kanjiValue(kanjiNumber(n)); !ok || v != n {
			t.Fatalf("kanjiValue(kanjiNumber(%d) = %q) = %d, %v", n, kanjiNumber(n), v, ok)
		}
	}
}

func TestKanjiPrefixes(t *testing.T) {
	for _, tc := range []struct {
		in            string
		sizes, values []int
	}{
		{"十五里霧", []int{6, 3}, []int{15, 10}},
		{"五五里霧", []int{3}, []int{5}},
		{"三十六", []int{9, 6, 3}, []int{36, 30, 3}},
		{"獅子", nil, nil},
		{"一二三四五六", []int{3}, []int{1}},
	} {
		sizes, values := kanjiPrefixes(tc.in)
		if diff := cmp.Diff([][]int{tc.sizes, tc.values}, [][]int{sizes, values}); diff != "" {
			t.Errorf("kanjiPrefixes(%q) (-want +got):\n%s", tc.in, diff)
		}
	}
}

func TestFullWidthNumber(t *testing.T) {
	for n, want := range map[int]string{1: "１", 9: "９", 12: "１２", 36: "３６"} {
		if got := fullWidthNumber(n); got != want {
			t.Errorf("fullWidthNumber(%d) = %q, want %q", n, got, want)
		}
	}
}
