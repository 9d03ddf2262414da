package notation

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/rules"
)

// TestCodedErrors checks the errors of USI and Hodges notation on chu
// shogi's start, where Black's pawns stand on rank i and its gold on 7l:
// a *ParseError at the column the reader names, or else at the first column
// no legal move's notation starts with; the reader's message without its
// repetition of the input or of the column; an illegal move wrapping
// rules.ErrIllegal, not rules.ErrSyntax.
func TestCodedErrors(t *testing.T) {
	p := position(t, "chu", "")
	for _, tt := range []struct {
		n       Notation
		s       string
		want    string
		illegal bool
	}{
		{USI, "x", `usi: column 1: syntax error: bad square "x": no file number in "x"`, false},
		{USI, "7i", `usi: column 3: syntax error: want FROM[VIA...]TO[+|=] in "7i"`, false},
		{USI, "7g7f", `usi: column 2: illegal move 7g7f: no piece on 7g in "7g7f"`, true},
		{USI, "7i7g", `usi: column 4: illegal move 7i7g: the pawn on 7i cannot make the move 7i7g in "7i7g"`, true},
		{Hodges, "P-7g", `hodges: column 4: illegal move: no black P can play P-7g in "P-7g"`, true},
		{Hodges, "Q", `hodges: column 2: syntax error: want - or x and a square after "Q" in "Q"`, false},
		{Hodges, "Px7h", `hodges: column 2: x marks a capture, but 7h holds no white piece in "Px7h"`, false},
	} {
		_, err := tt.n.Parse(p, tt.s)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%s %q: %v, not a *ParseError", tt.n.Name(), tt.s, err)
			continue
		}
		if diff := cmp.Diff(tt.want, err.Error()); diff != "" {
			t.Errorf("%s %q (-want +got):\n%s", tt.n.Name(), tt.s, diff)
		}
		if errors.Is(err, rules.ErrIllegal) != tt.illegal || errors.Is(err, rules.ErrSyntax) == tt.illegal {
			t.Errorf("%s %q: %v: illegal %v, want %v", tt.n.Name(), tt.s, err, errors.Is(err, rules.ErrIllegal), tt.illegal)
		}
	}
}
