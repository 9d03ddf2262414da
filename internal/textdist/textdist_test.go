package textdist

import (
	"strings"
	"testing"

	"pgregory.net/rapid"
)

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

func TestSuggest(t *testing.T) {
	hooks := []string{"zone-promotion", "lion-trading", "stalemate", "win", "shooting", "ranked-jumping"}
	for _, tt := range []struct {
		name       string
		candidates []string
		want       string
	}{
		{"stalemat", hooks, "stalemate"},
		{"lion-tradng", hooks, "lion-trading"},
		{"lion-trade", hooks, "lion-trading"},               // three edits, but all but the last two share a prefix
		{"zone", hooks, "zone-promotion"},                   // a prefix
		{"zone-promotions", hooks, "zone-promotion"},        // one edit
		{"stalemate-loss", hooks, "stalemate"},              // a whole candidate starts it
		{"lyon", []string{"lion", "lance", "pawn"}, "lion"}, // one edit in four letters
		{"Lion", []string{"lance", "lion"}, "lion"},         // case alone
		{"lyonn", []string{"lion"}, ""},                     // two edits in five letters are too many
		{"wn", hooks, ""},                                   // no edits for two letters
		{"x", hooks, ""},
		{"", hooks, ""},
		{"win", hooks, ""}, // a candidate equal to the name is not suggested
		{"qqqqqqqq", hooks, ""},
		{"rankd-jumping", hooks, "ranked-jumping"},
		{"ab", []string{"abc"}, ""},                          // too short to share a prefix
		{"gold", []string{"goldx", "gold-general"}, "goldx"}, // an edit wins over a prefix
		{"go", []string{"go-between", "gold"}, ""},
		{"drag", []string{"dragon-king", "dragon-horse"}, "dragon-king"}, // among equals, the first
		{strings.Repeat("a", MaxSuggest+1), []string{strings.Repeat("a", MaxSuggest)}, ""},
	} {
		if got := Suggest(tt.name, tt.candidates); got != tt.want {
			t.Errorf("Suggest(%q) = %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestDistanceProperties checks Distance against its definition's
// consequences: zero only for equal words, symmetric, bounded by the longer
// length, and one for a single swap of neighbours.
func TestDistanceProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := rapid.StringMatching(`[a-d獅]{0,8}`).Draw(t, "a")
		b := rapid.StringMatching(`[a-d獅]{0,8}`).Draw(t, "b")
		d := Distance(a, b)
		if (d == 0) != (a == b) {
			t.Fatalf("Distance(%q, %q) = %d", a, b, d)
		}
		if d != Distance(b, a) {
			t.Fatalf("Distance(%q, %q) = %d but the other way %d", a, b, d, Distance(b, a))
		}
		if la, lb := len([]rune(a)), len([]rune(b)); d > max(la, lb) || d < max(la-lb, lb-la) {
			t.Fatalf("Distance(%q, %q) = %d, outside %d to %d", a, b, d, max(la-lb, lb-la), max(la, lb))
		}
		if r := []rune(a); len(r) >= 2 && r[0] != r[1] {
			r[0], r[1] = r[1], r[0]
			if got := Distance(a, string(r)); got != 1 {
				t.Fatalf("Distance(%q, %q) = %d, want 1 for a swap", a, string(r), got)
			}
		}
	})
}

// TestBounded checks the bounded distance against Distance: equal where
// Distance is within the limit, above the limit where it is not.
func TestBounded(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := rapid.StringMatching(`[a-c獅]{0,9}`).Draw(t, "a")
		b := rapid.StringMatching(`[a-c獅]{0,9}`).Draw(t, "b")
		limit := rapid.IntRange(0, 3).Draw(t, "limit")
		var s scratch
		d, got := Distance(a, b), s.bounded(a, b, limit)
		if (d <= limit && got != d) || (d > limit && got <= limit) {
			t.Fatalf("bounded(%q, %q, %d) = %d, Distance %d", a, b, limit, got, d)
		}
	})
}
