package record

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/internal/numeral"
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

// TestKanjiValueReadsKanji checks that kanjiValue reads every numeral
// numeral.Kanji writes back to its number.
func TestKanjiValueReadsKanji(t *testing.T) {
	for n := 1; n < 1000; n++ {
		if v, ok := kanjiValue(numeral.Kanji(n)); !ok || v != n {
			t.Fatalf("kanjiValue(numeral.Kanji(%d) = %q) = %d, %v", n, numeral.Kanji(n), v, ok)
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
