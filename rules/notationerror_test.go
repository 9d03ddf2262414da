package rules

import (
	"errors"
	"testing"
)

// TestNotationErrorColumns checks that a move text that does not read is a
// *NotationError naming the column (in characters) where reading stops and
// wrapping what kind of problem it is: bad syntax, a wrong capture mark, or
// a move no piece can make.
func TestNotationErrorColumns(t *testing.T) {
	start := chuRules(t, "lishogi").NewPosition()
	tests := []struct {
		notation, in string
		col          int
		err          error
	}{
		{"usi", "x", 1, ErrSyntax},
		{"usi", "7i7x", 3, ErrSyntax},
		{"usi", "7i", 3, ErrSyntax},
		{"usi", "7i7h?", 5, ErrSyntax},
	}
	for _, tc := range tests {
		_, err := start.ParseUSI(tc.in)
		var ne *NotationError
		if !errors.As(err, &ne) {
			t.Errorf("%s %q: error %v (%T), want a *NotationError", tc.notation, tc.in, err, err)
			continue
		}
		if ne.Notation != tc.notation || ne.Input != tc.in || ne.Col != tc.col || ne.Err != tc.err {
			t.Errorf("%s %q: %+v, want column %d and error %v", tc.notation, tc.in, *ne, tc.col, tc.err)
		}
	}
}
