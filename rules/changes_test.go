package rules

import (
	"errors"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/board"
)

// changeText writes a change as "SQUARE BEFORE>AFTER CAUSE", "." for an
// empty square.
func changeText(r *Rules, c Change) string {
	code := func(x Cell) string {
		if x == 0 {
			return "."
		}
		return r.Code(x)
	}
	return fmt.Sprintf("%s %s>%s %s", c.Square, code(c.Before), code(c.After), c.Cause)
}

// TestChanges checks what moves of every kind change, from the rule texts'
// words: a lion's double capture and igui (chu), a promotion, shots (the
// archers of testdata/archers.yaml), ko shogi's burning ("all adjacent
// enemy and allied pieces are burned"), the clerk's cascade ("also
// promotes the allied advance and rear guards and kills any enemy poison
// flame") and reversion (the priest's capture turns a thunderclap back into
// a drum).
func TestChanges(t *testing.T) {
	chu := chuRules(t, "jcsa")
	ko := gameRules(t, "ko")
	arch := archers(t)
	koBase := []string{"19s:G", "18s:Ma", "1a:g", "2a:ma"}
	tests := []struct {
		name   string
		r      *Rules
		side   string
		pieces []string
		usi    string
		want   []string
		taken  int // the pieces the move takes off the board (Taken)
	}{
		{"a lion takes two", chu, "b", []string{"12l:K", "12a:k", "7h:N", "7g:p", "6f:s"}, "7h7g6f",
			[]string{"7h N>. moved", "7g p>. captured", "6f s>. captured", "6f .>N moved"}, 2},
		{"igui", chu, "b", []string{"12l:K", "12a:k", "7h:N", "7g:p"}, "7h7g7h",
			[]string{"7h N>. moved", "7g p>. igui", "7h .>N moved"}, 1},
		{"a lion passes", chu, "b", []string{"12l:K", "12a:k", "7h:N"}, "7h7g7h",
			[]string{"7h N>. moved", "7h .>N moved"}, 0},
		{"a pawn promotes", chu, "b", []string{"12l:K", "12a:k", "5e:P"}, "5e5d+",
			[]string{"5e P>. moved", "5d .>+P moved"}, 0},
		{"an archer shoots without moving", arch, "b", []string{"4g:K", "1a:k", "5e:A", "5d:p"}, "5e5d5e",
			[]string{"5e A>. moved", "5d p>. shot", "5e .>A moved"}, 1},
		{"a longbow steps and shoots", arch, "b", []string{"4g:K", "1a:k", "6g:L", "7c:p"}, "6g7c7f",
			[]string{"6g L>. moved", "7c p>. shot", "7f .>L moved"}, 1},
		{"a poison flame burns its neighbours", ko, "b", append(koBase, "10j:+En", "9h:p", "11i:P", "10g:p", "8i:p"), "10j10i",
			[]string{"10j +En>. moved", "10i .>+En moved", "9h p>. burned", "11i P>. burned"}, 2},
		{"the clerk's promotion", ko, "b", append(koBase, "10h:Sc", "3s:Fd", "4s:R", "5e:+en", "15p:Fd"), "10h10f+",
			[]string{"10h Sc>. moved", "10f .>+Sc moved", "5e +en>. eliminated", "15p Fd>+Fd promoted", "4s R>+R promoted", "3s Fd>+Fd promoted"}, 1},
		{"the priest's capture", ko, "w", append(koBase, "10j:Tb", "10i:p", "5m:+D"), "10i10j",
			[]string{"10i p>. moved", "10j Tb>. captured", "10j .>p moved", "5m +D>D reverted"}, 1},
	}
	for _, tt := range tests {
		p := mustParse(t, tt.r, sfenOf(t, tt.r, tt.side, tt.pieces...))
		m, err := p.ParseUSI(tt.usi)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		before := p.SFEN()
		changes, err := p.Changes(m, nil)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		var got []string
		for _, c := range changes {
			got = append(got, changeText(tt.r, c))
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: %s changes (-want +got):\n%s", tt.name, tt.usi, diff)
		}
		if n := Taken(changes); n != tt.taken {
			t.Errorf("%s: Taken %d pieces, want %d", tt.name, n, tt.taken)
		}
		if p.SFEN() != before {
			t.Errorf("%s: Changes left %s, want %s", tt.name, p.SFEN(), before)
		}
		buf := make([]Change, 0, 16)
		if n := testing.AllocsPerRun(50, func() { buf, _ = p.Changes(m, buf[:0]) }); n != 0 {
			t.Errorf("%s: Changes allocates %.0f times a call", tt.name, n)
		}
	}
}

// TestAttackers checks the pieces that reach a square, worked out by hand:
// in chu, a lion two steps away, a rook and a bishop on open lines and a
// gold's backward step reach a pawn, a pawn beside it does not, and a White
// silver protects it; the archers shoot without moving, or after a step
// (the longbow, Fa[cxQ3], steps diagonally and shoots up to three
// squares in any direction).
func TestAttackers(t *testing.T) {
	chu := chuRules(t, "jcsa")
	arch := archers(t)
	tests := []struct {
		name   string
		r      *Rules
		pieces []string
		at     string
		by     board.Color
		want   []string
	}{
		{"Black reaches the pawn", chu, []string{"12l:K", "12a:k", "6f:p", "7h:N", "6l:R", "4h:B", "6e:G", "9f:P", "5e:s"}, "6f", board.Black,
			[]string{"6e", "7h", "4h", "6l"}},
		{"White protects it", chu, []string{"12l:K", "12a:k", "6f:p", "7h:N", "6l:R", "4h:B", "6e:G", "9f:P", "5e:s"}, "6f", board.White,
			[]string{"5e"}},
		{"a blocked rook does not reach", chu, []string{"12l:K", "12a:k", "6f:p", "6i:P", "6l:R"}, "6f", board.Black, nil},
		{"an empty square", chu, []string{"12l:K", "12a:k", "7h:N", "5h:N"}, "6f", board.Black, []string{"7h", "5h"}},
		// The longbow steps to 7f and shoots along the diagonal over 6e.
		{"shots", arch, []string{"4g:K", "1a:k", "5e:A", "5d:p", "6g:L"}, "5d", board.Black, []string{"5e", "6g"}},
		{"a step and a shot", arch, []string{"4g:K", "1a:k", "6g:L", "7c:p"}, "7c", board.Black, []string{"6g"}},
	}
	for _, tt := range tests {
		p := mustParse(t, tt.r, sfenOf(t, tt.r, "b", tt.pieces...))
		var got []string
		for _, s := range p.Attackers(mustSq(t, tt.r, tt.at), tt.by, nil) {
			got = append(got, s.String())
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: attackers of %s by %s (-want +got):\n%s", tt.name, tt.at, tt.by, diff)
		}
	}
}

// TestChangesOfAnIllegalMove checks that Changes refuses a move the
// position does not allow, leaving dst and the position as they were: the
// move just played, asked of the position after it (where a pawn's step
// reads as Black's pawn taking its own), a move of the side not to move,
// and a square off the board.
func TestChangesOfAnIllegalMove(t *testing.T) {
	r := chuRules(t, "lishogi")
	g := NewGame(r.NewPosition())
	p := g.Position()
	played, err := p.ParseUSI("7i7h")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Changes(played, nil); err != nil {
		t.Fatalf("Changes(%s) before it is played: %v", played, err)
	}
	if err := g.Play(played); err != nil {
		t.Fatal(err)
	}
	for _, m := range []Move{played, {From: played.From, To: played.To + 1}, {From: 1, To: 2}} {
		before := p.SFEN()
		dst := []Change{{Cause: Burned}}
		got, err := p.Changes(m, dst)
		if !errors.Is(err, ErrIllegal) {
			t.Errorf("Changes(%s) after 7i7h: error %v, want ErrIllegal", m, err)
		}
		if diff := cmp.Diff(dst, got); diff != "" {
			t.Errorf("Changes(%s) after 7i7h changed dst (-want +got):\n%s", m, diff)
		}
		if p.SFEN() != before {
			t.Errorf("Changes(%s) left %s, want %s", m, p.SFEN(), before)
		}
	}
}
