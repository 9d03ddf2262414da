package variant

import (
	"os"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/board"
)

func loadMini(t *testing.T) *Variant {
	t.Helper()
	v, err := LoadFile("testdata/mini.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestMini(t *testing.T) {
	v := loadMini(t)
	if v.Name != "mini" || v.Geometry.Files() != 5 || v.Geometry.Ranks() != 5 {
		t.Errorf("got %s on %s, want mini on 5x5", v.Name, v.Geometry)
	}
	if len(v.Setup) != 18 {
		t.Errorf("setup has %d pieces, want 9 a side", len(v.Setup))
	}
	// Black's king stands on 3e (the middle of rank e); White's, turned half
	// round, on 3a.
	for _, want := range []struct {
		sq    string
		color board.Color
		id    string
	}{{"3e", board.Black, "king"}, {"3a", board.White, "king"}, {"4e", board.Black, "lion"}, {"2a", board.White, "lion"}, {"1d", board.Black, "pawn"}} {
		s, _ := v.Geometry.ParseSquare(want.sq)
		found := false
		for _, p := range v.Setup {
			if p.Square == s {
				found = p.Color == want.color && p.Piece.ID == want.id
			}
		}
		if !found {
			t.Errorf("%s: want %s %s", want.sq, want.color, want.id)
		}
	}
	if v.Piece("pawn").Promotes != v.Piece("tokin") {
		t.Error("pawn does not promote to tokin")
	}
	if v.Profile != "standard" || v.Rule("stalemate").(*Stalemate).Result != StalemateLoss {
		t.Errorf("default profile %q, stalemate %+v; want standard, loss", v.Profile, v.Rule("stalemate"))
	}
	if z := v.Rule("zone-promotion").(*ZonePromotion); z.Depth != 1 || !z.Enter || z.WithinZone {
		t.Errorf("zone-promotion = %+v", z)
	}
}

func TestConfigure(t *testing.T) {
	v := loadMini(t)
	d, err := v.Configure("drawish")
	if err != nil {
		t.Fatal(err)
	}
	if got := d.Rule("stalemate").(*Stalemate).Result; got != StalemateDraw {
		t.Errorf("drawish stalemate = %s, want draw", got)
	}
	if got := v.Rule("stalemate").(*Stalemate).Result; got != StalemateLoss {
		t.Errorf("configuring changed the original: stalemate = %s", got)
	}
	s, err := d.Configure("", "strong-pawns")
	if err != nil {
		t.Fatal(err)
	}
	if s.Piece("pawn").Betza != "WfF" || v.Piece("pawn").Betza != "fW" {
		t.Errorf("strong-pawns: pawn %s (original %s), want WfF (fW)", s.Piece("pawn").Betza, v.Piece("pawn").Betza)
	}
	if s.Profile != "standard" || s.Rule("stalemate").(*Stalemate).Result != StalemateLoss {
		t.Error("Configure with profile \"\" should start again from the default profile")
	}
	for _, p := range s.Setup {
		if s.Piece(p.Piece.ID) != p.Piece {
			t.Fatalf("setup piece %s is not the configured variant's piece", p.Piece.ID)
		}
	}
	if _, err := v.Configure("nope"); err == nil || !strings.Contains(err.Error(), `no profile "nope"`) {
		t.Errorf("unknown profile: err = %v", err)
	}
	if _, err := v.Configure("", "nope"); err == nil || !strings.Contains(err.Error(), `no option "nope"`) {
		t.Errorf("unknown option: err = %v", err)
	}
	for _, tt := range []struct {
		profile string
		options []string
		want    string
	}{
		{"drawsh", nil, `variant mini: no profile "drawsh" (did you mean "drawish"?) (have standard, drawish)`},
		{"stand", nil, `variant mini: no profile "stand" (did you mean "standard"?) (have standard, drawish)`},
		{"", []string{"strong-pawn"}, `variant mini: no option "strong-pawn" (did you mean "strong-pawns"?) (have strong-pawns)`},
		{"", []string{"strong"}, `variant mini: no option "strong" (did you mean "strong-pawns"?) (have strong-pawns)`},
	} {
		if _, err := v.Configure(tt.profile, tt.options...); err == nil || err.Error() != tt.want {
			t.Errorf("Configure(%q, %q) = %v, want %s", tt.profile, tt.options, err, tt.want)
		}
	}
}

// stormParams is the parameters of a hook a user declares.
type stormParams struct {
	Strength int `yaml:"strength"`
}

func TestRegisterHook(t *testing.T) {
	err := RegisterHook(HookSpec{
		Name: "test-storm", Doc: "a user's own hook",
		Params: func() any { return &stormParams{Strength: 1} },
		Check: func(v *Variant, p any) []Problem {
			if p.(*stormParams).Strength > 9 {
				return []Problem{{"strength", "at most 9"}}
			}
			return nil
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := RegisterHook(HookSpec{Name: "test-storm", Params: func() any { return &stormParams{} }}); err == nil {
		t.Error("registering a hook twice succeeded")
	}
	data, _ := readFile("testdata/mini.yaml")
	good := strings.Replace(data, "rules:\n", "rules:\n  test-storm: {strength: 7}\n", 1)
	v, err := Load(strings.NewReader(good), "storm.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if got := v.Rule("test-storm").(*stormParams).Strength; got != 7 {
		t.Errorf("strength = %d, want 7", got)
	}
	bad := strings.Replace(data, "rules:\n", "rules:\n  test-storm: {strength: 12}\n", 1)
	_, err = Load(strings.NewReader(bad), "storm.yaml")
	if err == nil || err.Error() != "storm.yaml:49:16: test-storm: strength: at most 9" {
		t.Errorf("bad strength: err = %v", err)
	}
}

func readFile(path string) (string, error) {
	b, err := os.ReadFile(path)
	return string(b), err
}
