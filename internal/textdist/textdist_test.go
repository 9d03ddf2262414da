package textdist

import "testing"

func TestDistance(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"lion", "lion", 0},
		{"lino", "lion", 1},
		{"drgon", "dragon", 1},
		{"kitten", "sitting", 3},
		{"獅子", "獅", 1},
		{"", "abc", 3},
	} {
		if got := Distance(tt.a, tt.b); got != tt.want {
			t.Errorf("Distance(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}
