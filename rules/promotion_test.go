package rules

import "testing"

// TestPromotion checks chu shogi's promotion rules, case by case, under both
// profiles. "When a promotable piece enters the promotion zone from outside,
// or makes a capture starting within the promotion zone, it has the option
// of promoting"; "the Japanese Chu Shogi Association uses a different
// promotion rule, where a piece can only promote on a non-capture when it
// enters the zone"; "If a pawn reaches the furthest rank, it gets a second
// opportunity to promote on a non-capture"; lishogi gives the lance the same
// second chance.
func TestPromotion(t *testing.T) {
	type verdict struct{ jcsa, lishogi bool }
	tests := []struct {
		name   string
		pieces []string
		move   string
		want   verdict
	}{
		{"a piece entering the zone may promote", []string{"8e:S"}, "8e8d+", verdict{true, true}},
		{"and need not", []string{"8e:S"}, "8e8d", verdict{true, true}},
		{"a move wholly within the zone without capture cannot promote", []string{"8d:S"}, "8d8c+", verdict{false, false}},
		{"a capture starting in the zone may promote", []string{"8d:S", "8c:p"}, "8d8c+", verdict{true, true}},
		{"a capture from outside into the zone may promote", []string{"8e:S", "8d:p"}, "8e8d+", verdict{true, true}},
		{"a move leaving the zone without capture cannot promote", []string{"8d:R"}, "8d8h+", verdict{false, false}},
		{"a capture leaving the zone may promote (it starts there)", []string{"8d:R", "8h:p"}, "8d8h+", verdict{true, true}},
		{"a pawn reaching the furthest rank gets a second chance", []string{"8b:P"}, "8b8a+", verdict{true, true}},
		{"it may decline and stay a dead piece", []string{"8b:P"}, "8b8a", verdict{true, true}},
		{"a lance reaching the furthest rank has no second chance under the JCSA; lishogi gives it one", []string{"8c:L"}, "8c8a+", verdict{false, true}},
		{"a go-between has no last-rank chance", []string{"8b:I"}, "8b8a+", verdict{false, false}},
		{"the king does not promote", []string{"8e:K"}, "8e8d+", verdict{false, false}},
		{"a promoted piece does not promote again", []string{"8e:+S"}, "8e8d+", verdict{false, false}},
		{"a piece outside the zone cannot promote", []string{"8g:S"}, "8g8f+", verdict{false, false}},
	}
	for _, profile := range []string{"jcsa", "lishogi"} {
		r := chuRules(t, profile)
		for _, tt := range tests {
			p, err := r.ParseSFEN(chuSFEN(t, r, "b", "-", tt.pieces...))
			if err != nil {
				t.Fatalf("%s: %v", tt.name, err)
			}
			_, err = p.ParseUSI(tt.move)
			want := tt.want.jcsa
			if profile == "lishogi" {
				want = tt.want.lishogi
			}
			if got := err == nil; got != want {
				t.Errorf("%s: %s under %s: legal = %v, want %v (%v)", tt.name, tt.move, profile, got, want, err)
			}
		}
	}
	// Okazaki's option: "the go-between can likewise promote on the furthest
	// rank on a non-capture".
	v, err := chuRules(t, "jcsa").Variant.Configure("", "okazaki-go-between")
	if err != nil {
		t.Fatal(err)
	}
	r, err := New(v)
	if err != nil {
		t.Fatal(err)
	}
	p, _ := r.ParseSFEN(chuSFEN(t, r, "b", "-", "8b:I"))
	if _, err := p.ParseUSI("8b8a+"); err != nil {
		t.Errorf("okazaki-go-between: 8b8a+: %v", err)
	}
	// "The Middle Shogi Manual allows pieces to regain their promotability
	// after they move once without promoting": a non-capture within the zone
	// may promote.
	v, _ = chuRules(t, "jcsa").Variant.Configure("", "middle-shogi-manual-promotion")
	if r, err = New(v); err != nil {
		t.Fatal(err)
	}
	p, _ = r.ParseSFEN(chuSFEN(t, r, "b", "-", "8d:S"))
	if _, err := p.ParseUSI("8d8c+"); err != nil {
		t.Errorf("middle-shogi-manual-promotion: 8d8c+: %v", err)
	}
	if _, err := p.ParseUSI("8d9e+"); err != nil {
		t.Errorf("middle-shogi-manual-promotion: leaving the zone, 8d9e+: %v", err)
	}
}
