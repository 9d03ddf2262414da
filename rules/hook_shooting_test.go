package rules

import (
	"os"
	"testing"
)

func archers(t *testing.T) *Rules {
	t.Helper()
	const path = "testdata/archers.yaml"
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return textRules(t, path, string(src))
}

// TestShooting checks pieces that capture without moving: "x stands for
// shooting: the xK for instance can pass its turn (shooting empty squares),
// or it can shoot (capture) any adjacent enemy piece without moving"
// (ko-shogi.txt), and the longbow, which steps and then "can shoot one enemy
// piece up to three free intersections from its landing point".
func TestShooting(t *testing.T) {
	r := archers(t)
	p := mustParse(t, r, sfenOf(t, r, "b", "4g:K", "5e:A", "5d:p", "6g:L", "7c:p", "1a:k"))
	shoot, err := p.ParseUSI("5e5d5e")
	if err != nil {
		t.Fatalf("the archer shoots the pawn in front: %v", err)
	}
	pass, err := p.ParseUSI("5e5e")
	if err != nil || !p.IsPass(pass) {
		t.Fatalf("the archer passes: %v", err)
	}
	// The longbow steps to 7f and shoots up the file: 7e, 7d free, the pawn on 7c.
	volley, err := p.ParseUSI("6g7c7f")
	if err != nil {
		t.Fatalf("the longbow steps and shoots: %v", err)
	}
	before := p.SFEN()
	p.Make(shoot)
	if p.At(mustSq(t, r, "5d")) != 0 || p.At(mustSq(t, r, "5e")).Kind() == 0 {
		t.Errorf("after the shot: %s", p.SFEN())
	}
	p.Unmake()
	p.Make(volley)
	if p.At(mustSq(t, r, "7c")) != 0 || p.At(mustSq(t, r, "7f")).Kind() == 0 || p.At(mustSq(t, r, "6g")) != 0 {
		t.Errorf("after the volley: %s", p.SFEN())
	}
	p.Unmake()
	if p.SFEN() != before {
		t.Errorf("unmake gives %s, want %s", p.SFEN(), before)
	}
	if got, err := p.ParseUSI("6g7b7f"); err == nil {
		t.Errorf("the longbow shoots four away: %s", got.String())
	}
}
