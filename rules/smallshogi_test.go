package rules

import "testing"

// TestShoShogi checks sho shogi's rules: "a pawn or lance that reaches the
// furthest rank, or a knight the furthest two, must promote" (shogi's rule,
// which sho shares), promotion within the three-rank zone at the player's
// option, and "the crown prince effectively doubles as a second king".
func TestShoShogi(t *testing.T) {
	r := gameRules(t, "sho")
	kings := func(pieces ...string) []string { return append([]string{"1i:K", "9a:k"}, pieces...) }
	checkMoves(t, r, []moveCase{
		{"a pawn reaching the last rank must promote", kings("5b:P"), "5b5a", false},
		{"and promotes", kings("5b:P"), "5b5a+", true},
		{"a lance too", kings("5d:L"), "5d5a", false},
		{"a knight reaching the last two ranks must promote", kings("5d:N"), "5d4b", false},
		{"and promotes", kings("5d:N"), "5d4b+", true},
		{"a knight reaching the third rank may stay", kings("5e:N"), "5e4c", true},
		{"or promote", kings("5e:N"), "5e4c+", true},
		{"a silver moving within the zone may promote", kings("5c:S"), "5c5b+", true},
		{"a silver leaving the zone may promote", kings("5c:S"), "5c4d+", true},
		{"a silver outside the zone may not", kings("5e:S"), "5e5d+", false},
		{"the drunk elephant promotes to the crown prince", kings("5d:E"), "5d5c+", true},
	})
	for _, tt := range []struct {
		name, sfen string
		want       Outcome
	}{
		{"a side with its prince but not its king plays on", "4k4/9/9/9/9/9/9/9/4+E4 b - 1", Outcome{}},
		{"a side with neither has lost", "4k4/9/9/9/9/9/9/9/4G4 b - 1", Outcome{WhiteWins, RoyalCapture}},
	} {
		if got := NewGame(mustParse(t, r, tt.sfen)).Outcome(); got != tt.want {
			t.Errorf("%s: %s, want %s", tt.name, got, tt.want)
		}
	}
}

// TestWaShogi checks wa shogi's compulsory promotion of the sparrow pawn
// and the oxcart on the furthest rank, and that losing the crane king loses
// the game.
func TestWaShogi(t *testing.T) {
	r := gameRules(t, "wa")
	kings := func(pieces ...string) []string { return append([]string{"1k:K", "11a:k"}, pieces...) }
	checkMoves(t, r, []moveCase{
		{"a sparrow pawn reaching the last rank must promote", kings("6b:P"), "6b6a", false},
		{"and promotes to a golden bird", kings("6b:P"), "6b6a+", true},
		{"an oxcart too", kings("6d:L"), "6d6a", false},
		{"but may stay on the second rank", kings("6d:L"), "6d6b", true},
		{"a treacherous fox does not promote", kings("6d:X"), "6d6c+", false},
	})
	if got, want := NewGame(mustParse(t, r, "10k/11/11/11/11/11/11/11/11/11/5G5 b - 1")).Outcome(), (Outcome{WhiteWins, RoyalCapture}); got != want {
		t.Errorf("without its crane king: %s, want %s", got, want)
	}
}

// TestDaiShogi checks dai shogi's promotion: a five-rank zone entered or
// captured in, as in chu shogi, with a second chance for the pawn, lance,
// stone and iron general on the last rank and for the knight on the last
// two ranks.
func TestDaiShogi(t *testing.T) {
	r := gameRules(t, "dai")
	kings := func(pieces ...string) []string { return append([]string{"1o:Ki", "15a:ki"}, pieces...) }
	checkMoves(t, r, []moveCase{
		{"a silver entering the zone may promote", kings("8f:Si"), "8f8e+", true},
		{"a silver moving within the zone may not", kings("8e:Si"), "8e8d+", false},
		{"a capture in the zone may promote", kings("8e:Si", "8d:pa"), "8e8d+", true},
		{"a pawn reaching the last rank gets a second chance", kings("8b:Pa"), "8b8a+", true},
		{"and may decline", kings("8b:Pa"), "8b8a", true},
		{"a gold has none", kings("8b:Go"), "8b8a+", false},
		{"a knight reaching the last two ranks gets a second chance", kings("8d:N"), "8d7b+", true},
		{"a knight reaching the third rank from the zone has none", kings("8e:N"), "8e7c+", false},
		{"a stone general on the last rank", kings("8b:St"), "8b7a+", true},
	})
}

// TestTaiShogi checks tai shogi's emperor: under the default (the maka dai
// dai text's rule) it "can capture a royal piece ... only if that piece is
// unprotected", and takes any other piece anywhere; under the option
// tsa-emperor, ShogiVar's "may not capture an enemy piece that is
// protected by another piece" holds for every piece.
func TestTaiShogi(t *testing.T) {
	// White without its emperor, which would protect every square.
	royals := []string{"13y:Em", "12y:Cp", "12a:cp"}
	with := func(pieces ...string) []string { return append(append([]string(nil), royals...), pieces...) }
	checkMoves(t, gameRules(t, "tai"), []moveCase{
		{"the emperor takes an unprotected prince anywhere", with(), "13y12a", true},
		{"not a protected one", with("12b:go"), "13y12a", false},
		{"it takes a protected pawn", with("5e:pa", "5d:pa"), "13y5e", true},
		{"an enemy emperor protects every square", with("1a:em"), "13y12a", false},
		{"a lion that captures must promote", with("5e:Ln", "5d:pa"), "5e5d", false},
	})
	checkMoves(t, gameRules(t, "tai", "tsa-emperor"), []moveCase{
		{"tsa-emperor: not a protected pawn", with("5e:pa", "5d:pa"), "13y5e", false},
		{"tsa-emperor: an unprotected one", with("5e:pa"), "13y5e", true},
	})
}

// TestBigBoardGenerationAllocatesNothing checks that generating the moves
// of taikyoku shogi's start, 36×36 with 804 pieces, allocates nothing once
// the buffers have grown.
func TestBigBoardGenerationAllocatesNothing(t *testing.T) {
	r := gameRules(t, "taikyoku")
	p := r.NewPosition()
	buf := p.AppendMoves(nil)
	if n := testing.AllocsPerRun(5, func() { buf = p.AppendMoves(buf[:0]) }); n != 0 {
		t.Errorf("AppendMoves allocates %v times a call", n)
	}
}
