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
			// White's lance on 1a keeps White from being bare, which ends
			// the game at once under lishogi's rules.
			p, err := r.ParseSFEN(chuSFEN(t, r, "b", "-", append(tt.pieces, "1a:l")...))
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

// depthVariant is a 5×7 game with shogi's zone of three ranks, where a
// pawn must promote on the last rank and a knight on the last two, and a
// silver has a second chance on the last two ranks.
const depthVariant = `name: depths
title: Promotion depths
source: a test of the zone-promotion hook's must-promote and second-chance
board: 5x7
pieces:
  - {id: king, name: king, abbrev: [K], sfen: K, betza: K, royal: true}
  - {id: pawn, name: pawn, abbrev: [P], sfen: P, betza: fW, promotes: gold}
  - {id: knight, name: knight, abbrev: [N], sfen: N, betza: ffN, promotes: gold}
  - {id: silver, name: silver, abbrev: [S], sfen: S, betza: FfW, promotes: gold}
  - {id: gold, name: gold, abbrev: [G], sfen: G, betza: WfF}
setup:
  g: "K P N S ."
rules:
  zone-promotion:
    depth: 3
    enter: true
    must-promote: {pawn: 1, knight: 2}
    second-chance: {silver: 2}
`

// TestPromotionDepths checks compulsory promotion and a second chance
// deeper than the last rank: shogi's "a pawn that reaches the furthest rank
// must promote", "a knight on the last two ranks must promote".
func TestPromotionDepths(t *testing.T) {
	r := textRules(t, "depths.yaml", depthVariant)
	tests := []struct {
		sfen  string
		move  string
		legal bool
	}{
		{"4k/5/5/5/5/P4/K4 b - 1", "5f5e+", false}, // outside the zone
		{"4k/5/5/5/5/P4/K4 b - 1", "5f5e", true},
		{"4k/P4/5/5/5/5/K4 b - 1", "5b5a+", true}, // the last rank: must promote
		{"4k/P4/5/5/5/5/K4 b - 1", "5b5a", false},
		{"4k/5/5/P4/5/5/K4 b - 1", "5d5c", true},  // entering the zone: may decline
		{"4k/5/5/N4/5/5/K4 b - 1", "5d4b+", true}, // the last two ranks: a knight must promote
		{"4k/5/5/N4/5/5/K4 b - 1", "5d4b", false},
		{"4k/5/N4/5/5/5/K4 b - 1", "5c4a", false},
		{"4k/5/5/5/N4/5/K4 b - 1", "5e4c", true},  // entering on the third rank: may decline
		{"4k/5/S4/5/5/5/K4 b - 1", "5c5b+", true}, // a second chance on the last two ranks
		{"4k/5/S4/5/5/5/K4 b - 1", "5c5b", true},
		{"4k/S4/5/5/5/5/K4 b - 1", "5b4c+", false}, // but not on moving back to the third
	}
	for _, tt := range tests {
		p, err := r.ParseSFEN(tt.sfen)
		if err != nil {
			t.Fatalf("%s: %v", tt.sfen, err)
		}
		_, err = p.ParseUSI(tt.move)
		if got := err == nil; got != tt.legal {
			t.Errorf("%s: %s legal = %v, want %v (%v)", tt.sfen, tt.move, got, tt.legal, err)
		}
	}
}
