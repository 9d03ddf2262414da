package eval_test

import (
	"testing"

	"github.com/largeshogi/largeshogi/eval"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variants"
)

// TestTropism checks that a piece scores more standing nearer the enemy
// royal piece, on the same rank and so with the same advancement.
func TestTropism(t *testing.T) {
	v, err := variants.Load("chu")
	if err != nil {
		t.Fatal(err)
	}
	r, err := rules.New(v)
	if err != nil {
		t.Fatal(err)
	}
	e := eval.NewEvaluator(r)
	var s eval.Scratch
	score := func(sfen string) int {
		t.Helper()
		p, err := r.ParseSFEN(sfen)
		if err != nil {
			t.Fatal(err)
		}
		return e.Evaluate(p, &s)
	}
	near := score("k11/12/12/12/12/G11/12/12/12/12/12/11K b - 1")
	far := score("k11/12/12/12/12/11G/12/12/12/12/12/11K b - 1")
	if near <= far {
		t.Errorf("gold five steps from the enemy king scores %d, eleven steps away %d; want the nearer higher", near, far)
	}
}
