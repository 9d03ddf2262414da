package rules

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// chuSFEN builds a chu position from pieces given as "SQUARE:CODE" (upper
// case Black, lower case White), side to move and the lion-capture square
// ("-" for none). Unless the pieces include a king, the kings are tucked
// away in the corners, 12l and 12a.
func chuSFEN(t *testing.T, r *Rules, side, lion string, pieces ...string) string {
	t.Helper()
	if !slices.ContainsFunc(pieces, func(s string) bool { return strings.HasSuffix(strings.ToLower(s), ":k") }) {
		pieces = append([]string{"12l:K", "12a:k"}, pieces...)
	}
	return boardField(t, r, pieces) + " " + side + " " + lion + " 1"
}

// TestLionTrading plays the lion-trading examples I–VIII of chu-shogi.txt
// ("Lion moves") under each profile and option. The text's diagrams are
// not in the text we have, so each position is built from its words.
func TestLionTrading(t *testing.T) {
	type verdicts map[string]bool // profile (or "cvp" for the option) → legal
	all := func(legal bool) verdicts { return verdicts{"jcsa": legal, "lishogi": legal, "cvp": legal} }
	tests := []struct {
		name   string
		side   string
		lion   string
		pieces []string
		move   string
		want   verdicts
	}{
		{"I. Black can play LnxLn, as the two lions are adjacent, and so the protection by White's gold general is irrelevant",
			"b", "-", []string{"6f:N", "6e:n", "6d:g"}, "6f6e", all(true)},
		{"I. the Black lion is allowed to end up anywhere in the drawn area after the capture",
			"b", "-", []string{"6f:N", "6e:n", "6d:g"}, "6f6e5d", all(true)},
		{"II. Both lions are protected, and hence neither side can play LnxLn",
			"b", "-", []string{"6g:N", "6h:S", "6e:n", "6a:l", "8g:B"}, "6g6e", all(false)},
		{"II. nor by two steps through an empty square",
			"b", "-", []string{"6g:N", "6h:S", "6e:n", "6a:l", "8g:B"}, "6g6f6e", all(false)},
		{"II. However, Black can legally play BxLn",
			"b", "-", []string{"6g:N", "6h:S", "6e:n", "6a:l", "8g:B"}, "8g6e", all(true)},
		{"III. Black cannot play LnxLn, as the capture would expose Black's lion to recapture by White's bishop via an X-ray attack",
			"b", "-", []string{"6g:N", "8e:n", "4i:b"}, "6g8e", all(false)},
		{"IV. Black cannot play LnxPxLn, as this leaves the lion open to recapture by the White bishop and the intermediate piece was a pawn",
			"b", "-", []string{"6g:N", "7f:p", "8e:n", "4i:b"}, "6g7f8e", all(false)},
		{"IV. However, Black could legally forego capturing the pawn and only capture the White lion",
			"b", "-", []string{"6g:N", "7f:p", "8e:n", "4i:b"}, "6g8e", all(true)},
		{"V. White's lion is protected by a pawn: LnxPxLn is not legal per the JCSA, legal per The Chess Variant Pages",
			"b", "-", []string{"6b:N", "6c:p", "6d:n"}, "6b6c6d", verdicts{"jcsa": false, "lishogi": false, "cvp": true}},
		{"V. capturing only the lion is illegal under every reading",
			"b", "-", []string{"6b:N", "6c:p", "6d:n"}, "6b6d", all(false)},
		{"VI. capturing the silver general and then the corner lion is legal",
			"b", "-", []string{"2c:N", "2b:s", "1a:n", "1e:r"}, "2c2b1a", all(true)},
		{"VI. Black cannot capture the White lion in the corner alone, as the White rook could recapture",
			"b", "-", []string{"2c:N", "2b:s", "1a:n", "1e:r"}, "2c1a", all(false)},
		{"VI. Black cannot capture the lion even if the go-between is captured along the way",
			"b", "-", []string{"2c:N", "2b:i", "1a:n", "1e:r"}, "2c2b1a", all(false)},
		{"VI. It is legal to capture the go-between and then the gold general: not a lion-capturing-lion situation",
			"b", "-", []string{"2c:N", "2b:i", "1a:g", "1e:r"}, "2c2b1a", all(true)},
		{"VII. after RxLn, by the Edo-era rules Black cannot retaliate immediately with BxLn; the Okazaki rule allows it, White's lion being unprotected",
			"b", "5e", []string{"5e:r", "8g:B", "7f:n"}, "8g7f", verdicts{"jcsa": true, "lishogi": false, "cvp": true}},
		{"VII. against a protected lion the counter-strike stays forbidden",
			"b", "5e", []string{"5e:r", "8g:B", "7f:n", "7a:l"}, "8g7f", all(false)},
		{"VII. if a kirin captures a lion and promotes to lion, it can be recaptured: the same square",
			"b", "5e", []string{"5e:+o", "5h:R"}, "5h5e", all(true)},
		{"VIII. A case with multiple lions: the rules do not apply recursively, so the other White lion's recapture counts even though it would expose that lion to Black's rook; Black's 1.LnxLn is illegal (also under the front-to-back reading)",
			"b", "-", []string{"8g:N", "8e:n", "8c:n", "8j:R"}, "8g8e", all(false)},
		{"a lion may take a lion however it is protected after a non-lion took a lion: the ban binds non-lions only",
			"b", "5e", []string{"5e:r", "6g:N", "8f:n"}, "6g8f", all(true)},
	}
	for _, profile := range []string{"jcsa", "lishogi", "cvp"} {
		var r *Rules
		if profile == "cvp" {
			r = chuRules(t, "jcsa")
			v, err := r.Variant.Configure("", "cvp-lion-trading")
			if err != nil {
				t.Fatal(err)
			}
			if r, err = New(v); err != nil {
				t.Fatal(err)
			}
		} else {
			r = chuRules(t, profile)
		}
		for _, tt := range tests {
			p, err := r.ParseSFEN(chuSFEN(t, r, tt.side, tt.lion, tt.pieces...))
			if err != nil {
				t.Fatalf("%s: %v", tt.name, err)
			}
			_, err = p.ParseUSI(tt.move)
			if got := err == nil; got != tt.want[profile] {
				t.Errorf("%s: %s under %s: legal = %v, want %v (%v)", tt.name, tt.move, profile, got, tt.want[profile], err)
			}
			// Every move refused here is refused by the lion-trading rules,
			// and the error says so.
			var ie *IllegalMoveError
			if err != nil && (!errors.As(err, &ie) || ie.Rule != "lion-trading" || !strings.Contains(ie.Reason, "lion on")) {
				t.Errorf("%s: %s under %s: error %v, want one naming the lion-trading rule", tt.name, tt.move, profile, err)
			}
		}
	}
}
