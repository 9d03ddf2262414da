package rules

import (
	"github.com/largeshogi/largeshogi/variants"
	"strconv"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/board"
)

// koPosition builds a ko position with Black to move and both sides'
// general and middle troop far away, so that no game ends.
func koPosition(t *testing.T, r *Rules, pieces ...string) *Position {
	t.Helper()
	return mustParse(t, r, sfenOf(t, r, "b", append([]string{"19s:G", "18s:Ma", "1a:g", "2a:ma"}, pieces...)...))
}

// removesFrom reports whether the piece on from has a legal move that
// removes the piece on target.
func removesFrom(t *testing.T, p *Position, from, target string) bool {
	t.Helper()
	f, s := mustSq(t, p.r, from), mustSq(t, p.r, target)
	for _, m := range p.AppendMoves(nil) {
		if m.From != f {
			continue
		}
		sq, n := m.removes()
		for _, x := range sq[:n] {
			if x == s {
				return true
			}
		}
	}
	return false
}

// TestKoShotTable checks every cell of the text's "Capture by shot" table:
//
//	shooter\target                     other  shield, chariot  shield unit,      five-li fog
//	                                   pieces (gun carriage)   heavenly fortress
//	longbow, crossbow (cavalrymen)     ○      ×                ×                 ×
//	cannon, gun carriage, Frankish     ○      ○                ×                 cannot within five¹
//	  cannon, chariot of the gods
//	Taoist priest, five-li fog,        ○      ○                ○                 impossible²
//	  spiritual monk, immaculate light
//
// ¹ "The Frankish cannon and chariot of the gods can only shoot a five-li
// fog from a distance of six or seven intersections away." ² the priests
// are colour-bound and never stand where they could.
func TestKoShotTable(t *testing.T) {
	r := gameRules(t, "ko")
	targets := []struct{ name, code string }{
		{"other pieces", "p"}, {"shield", "sp"}, {"chariot", "ch"}, {"shield unit", "su"}, {"heavenly fortress", "+su"}, {"five-li fog", "+tb"},
	}
	tests := []struct {
		shooter, code string
		at, target    string
		want          []bool // per target above
	}{
		// The longbow steps to 11i and shoots three up the file, at 11f.
		{"longbow", "Lb", "10j", "11f", []bool{true, false, false, false, false, false}},
		{"crossbow", "Sb", "10j", "11d", []bool{true, false, false, false, false, false}},
		// The cannon steps to 11i and shoots five up the file, at 11d.
		{"cannon", "Cn", "10j", "11d", []bool{true, true, true, false, false, false}},
		// The Taoist priest jumps to 10h and shoots the adjacent 10g. (The
		// table's "impossible" for a fog is a matter of geometry: priests are
		// colour-bound and never meet so in a game. Set up by hand, the shot
		// is allowed: the shooting hook lists the fog among its targets.)
		{"Taoist priest", "Tb", "10j", "10g", []bool{true, true, true, true, true, true}},
	}
	for _, tt := range tests {
		for i, tg := range targets {
			p := koPosition(t, r, tt.at+":"+tt.code, tt.target+":"+tg.code)
			if got := removesFrom(t, p, tt.at, tt.target); got != tt.want[i] {
				t.Errorf("%s shooting %s: %v, want %v", tt.shooter, tg.name, got, tt.want[i])
			}
		}
	}
	// The fog stops every other shooter within five intersections, so the
	// cannon cannot hit it at all, while the Frankish cannon can, from six
	// or seven away: it steps to 11i and shoots up the file.
	for _, tt := range []struct {
		fog  string
		want bool
	}{{"11c", true}, {"11b", true}, {"11d", false}} {
		// Friends on the cannon's other steps leave it only 11i to shoot from.
		p := koPosition(t, r, "10j:Fw", tt.fog+":+tb", "9i:P", "9k:P", "11k:P")
		if got := removesFrom(t, p, "10j", tt.fog); got != tt.want {
			t.Errorf("Frankish cannon shooting a fog on %s: %v, want %v", tt.fog, got, tt.want)
		}
	}
	// "any shooting pieces are disabled from shooting if they are within five
	// intersections of an enemy five-li fog ... also at other pieces in
	// other directions"
	p := koPosition(t, r, "10j:Cn", "11d:p", "6i:+tb")
	if removesFrom(t, p, "10j", "11d") {
		t.Error("a cannon within five of an enemy fog shoots")
	}
	p = koPosition(t, r, "10j:Cn", "11d:p", "1i:+tb")
	if !removesFrom(t, p, "10j", "11d") {
		t.Error("a cannon far from the fog does not shoot")
	}
	// "Cannon can shoot over any intervening pieces of either army but may
	// not shoot over any shield unit or heavenly fortress"
	p = koPosition(t, r, "10j:Cn", "11d:p", "11f:P", "11g:a")
	if !removesFrom(t, p, "10j", "11d") {
		t.Error("the cannon does not shoot over pieces")
	}
	p = koPosition(t, r, "10j:Cn", "11d:p", "11f:su")
	if removesFrom(t, p, "10j", "11d") {
		t.Error("the cannon shoots over a shield unit")
	}
}

// TestKoDisplacement checks "Capture by displacement": "The chariot,
// chariot unit, gun carriage and chariot of the gods cannot capture a
// heavenly fortress" and "The Taoist priest, five-li fog, spiritual monk,
// and immaculate light cannot capture any pieces except for one of their
// own kind".
func TestKoDisplacement(t *testing.T) {
	r := gameRules(t, "ko")
	checkMoves(t, r, []moveCase{
		{"a chariot takes a pawn", []string{"19s:G", "1a:g", "10j:Ch", "10f:p"}, "10j10f", true},
		{"but not a heavenly fortress", []string{"19s:G", "1a:g", "10j:Ch", "10f:+su"}, "10j10f", false},
		{"a Taoist priest does not take a pawn by jumping on it", []string{"19s:G", "1a:g", "10j:Tb", "10h:p"}, "10j10h", false},
		{"it takes a priest", []string{"19s:G", "1a:g", "10j:Tb", "10h:tb"}, "10j10h", true},
	})
}

// TestKoBurning checks "Wherever poison flame 毒火 lands, all adjacent enemy
// and allied pieces are 'burned' and removed from the board."
func TestKoBurning(t *testing.T) {
	r := gameRules(t, "ko")
	p := koPosition(t, r, "10j:+En", "9h:p", "11i:P", "10g:p", "8i:p")
	m, err := p.ParseUSI("10j10i")
	if err != nil {
		t.Fatal(err)
	}
	before := p.SFEN()
	p.Make(m)
	for sq, gone := range map[string]bool{"9h": true, "11i": true, "10g": false, "8i": false} {
		if got := p.At(mustSq(t, r, sq)) == 0; got != gone {
			t.Errorf("after the flame lands on 10i, %s empty = %v, want %v", sq, got, gone)
		}
	}
	if p.At(mustSq(t, r, "10i")) == 0 {
		t.Error("the flame burned itself")
	}
	p.Unmake()
	if p.SFEN() != before {
		t.Errorf("unmake after burning: %s, want %s", p.SFEN(), before)
	}
}

// TestKoNets checks that the nets freeze enemy pieces in their ranging
// directions: the skyward net ranges sideways and along the forward
// diagonals.
func TestKoNets(t *testing.T) {
	r := gameRules(t, "ko")
	// White's skyward net on 10c: its forward is down the board.
	p := koPosition(t, r, "10c:+fd", "4c:P", "6g:P", "4h:P")
	moved := map[string]bool{}
	for _, m := range p.AppendMoves(nil) {
		moved[r.Geo.Name(m.From)] = true
	}
	for sq, want := range map[string]bool{"4c": false, "6g": false, "4h": true} {
		if moved[sq] != want {
			t.Errorf("the pawn on %s moves = %v, want %v (net on 10c)", sq, moved[sq], want)
		}
	}
}

// TestKoPromotion checks the promotions the captures set off: "capture of
// general, governor, middle troop, banner or drum promotes on the spot", "a
// step mover capturing a sumo wrestler, dragon ascending, flag waver or
// thunderclap promotes", "a cavalryman capturing a Frankish cannon
// promotes"; and the six-rank zone.
func TestKoPromotion(t *testing.T) {
	r := gameRules(t, "ko")
	base := []string{"19s:G", "18s:Ma", "1a:g", "2a:ma"}
	with := func(p ...string) []string { return append(append([]string(nil), base...), p...) }
	checkMoves(t, r, []moveCase{
		{"a pawn taking a drum must promote", with("10j:P", "10i:d"), "10j10i", false},
		{"to a patrol unit", with("10j:P", "10i:d"), "10j10i+", true},
		{"a step mover taking a sumo wrestler must promote", with("10j:Sr", "10i:wr"), "10j10i+", true},
		{"and cannot decline", with("10j:Sr", "10i:wr"), "10j10i", false},
		{"a chariot taking a sumo wrestler outside the zone does not promote", with("10j:Ch", "10i:wr"), "10j10i+", false},
		{"a cavalryman taking a Frankish cannon promotes", with("10j:Hs", "9h:fw"), "10j9h+", true},
		{"a piece moving into the six-rank zone may promote", with("10h:Ch"), "10h10f+", true},
		{"a piece outside the zone may not", with("10j:Ch"), "10j10h+", false},
	})
}

// TestKoCascade checks that the clerk's promotion "also promotes the allied
// advance and rear guards and kills any enemy poison flame".
func TestKoCascade(t *testing.T) {
	r := gameRules(t, "ko")
	p := koPosition(t, r, "10h:Sc", "3s:Fd", "4s:R", "5e:+en", "15p:Fd")
	m, err := p.ParseUSI("10h10f+")
	if err != nil {
		t.Fatal(err)
	}
	p.Make(m)
	for sq, want := range map[string]string{"3s": "skyward-net", "4s": "earthward-net", "15p": "skyward-net"} {
		if c := p.At(mustSq(t, r, sq)); c == 0 || r.Piece(c.Kind()).ID != want {
			t.Errorf("%s after the clerk promotes: %v, want %s", sq, c, want)
		}
	}
	if p.At(mustSq(t, r, "5e")) != 0 {
		t.Error("the enemy poison flame survives the clerk's promotion")
	}
}

// TestKoReversion checks the losses set off by captures: "priest captured →
// drum and banner can no longer promote and revert if promoted", "drum
// captured → pawns lose their forward move", and "If a five-li fog and
// immaculate light ever find themselves within five intersections of each
// other, the fog immediately reverts to a Taoist priest".
func TestKoReversion(t *testing.T) {
	r := gameRules(t, "ko")
	// White takes Black's Taoist priest: Black's thunderclap turns back into
	// a drum, and Black's drums may no longer promote.
	p := koPosition(t, r, "10j:Tb", "10i:p", "5m:+D", "7g:D")
	p.side = board.White
	p.hash ^= r.zobSide
	m, err := p.ParseUSI("10i10j")
	if err != nil {
		t.Fatal(err)
	}
	p.Make(m)
	if c := p.At(mustSq(t, r, "5m")); c == 0 || r.Piece(c.Kind()).ID != "drum" {
		t.Errorf("the thunderclap after the priest's capture: %v, want a drum", c)
	}
	if p.Hash() != p.computeHash() {
		t.Error("the hash does not follow the lost powers")
	}
	q := mustParse(t, r, p.SFEN())
	if q.Hash() != p.Hash() {
		t.Errorf("SFEN %s loses the lost powers", p.SFEN())
	}
	// Black's drum on 7g moves into the zone: no promotion any more.
	if _, err := p.ParseUSI("7g7f+"); err == nil {
		t.Error("a drum promotes after its side lost the priest")
	}

	// White takes Black's drum: Black's pawns lose their forward move.
	p = koPosition(t, r, "10j:D", "10i:p", "5m:P")
	if _, err := p.ParseUSI("5m5l"); err != nil {
		t.Fatalf("a pawn's forward step before: %v", err)
	}
	p.side = board.White
	p.hash ^= r.zobSide
	// Taking a drum promotes the pawn on the spot.
	if m, err = p.ParseUSI("10i10j+"); err != nil {
		t.Fatal(err)
	}
	p.Make(m)
	if _, err := p.ParseUSI("5m5l"); err == nil {
		t.Error("a pawn still steps forward after its drum was captured")
	}
	if _, err := p.ParseUSI("5m5n"); err != nil {
		t.Errorf("the pawn's backward step: %v", err)
	}

	// The fog and an enemy immaculate light come within five: the fog turns
	// back into a priest.
	p = koPosition(t, r, "10j:+Tb", "3c:+sm", "4d:P")
	m, err = p.ParseUSI("4d4c")
	if err != nil {
		t.Fatal(err)
	}
	p.Make(m)
	if c := p.At(mustSq(t, r, "10j")); r.Piece(c.Kind()).ID != "five-li-fog" {
		t.Errorf("the fog away from the light: %s", r.Piece(c.Kind()).ID)
	}
	p = koPosition(t, r, "10j:+Tb", "10e:+sm", "4d:P")
	m, _ = p.ParseUSI("4d4c")
	p.Make(m)
	if c := p.At(mustSq(t, r, "10j")); r.Piece(c.Kind()).ID != "taoist-priest" {
		t.Errorf("the fog five from the light: %s, want taoist-priest", r.Piece(c.Kind()).ID)
	}
}

// TestKoGameEnd checks "A player who captures the opponent's general and
// either the middle troop or the banner wins the game", and "the same
// position four times with the same side to move is no contest".
func TestKoGameEnd(t *testing.T) {
	r := gameRules(t, "ko")
	g := NewGame(mustParse(t, r, sfenOf(t, r, "b", "19s:G", "18s:Ma", "10j:Ch", "10f:g", "2a:b", "1a:sp")))
	// Capturing the general promotes the chariot on the spot.
	if err := g.PlayUSI("10j10f+"); err != nil {
		t.Fatal(err)
	}
	if got, want := g.Outcome(), (Outcome{BlackWins, CommandersCaptured}); got != want {
		t.Errorf("general and middle troop gone: %s, want %s", got, want)
	}
	g = NewGame(koPosition(t, r, "10j:Ch", "10a:ch"))
	for range 3 {
		for _, u := range []string{"10j10k", "10a10b", "10k10j", "10b10a"} {
			if err := g.PlayUSI(u); err != nil {
				t.Fatal(err)
			}
		}
	}
	if got, want := g.Outcome(), (Outcome{NoContest, Repetition}); got != want {
		t.Errorf("fourfold repetition: %s, want %s", got, want)
	}
}

// TestKoShootWithoutMoving checks the shooting hook's shoot-without-moving
// parameter. The text leaves open whether a shooter may shoot without
// moving; the default follows the Betza strings, which move first.
func TestKoShootWithoutMoving(t *testing.T) {
	for _, allowed := range []bool{false, true} {
		src, err := variants.Source("ko")
		if err != nil {
			t.Fatal(err)
		}
		text := strings.Replace(string(src), "shoot-without-moving: false", "shoot-without-moving: "+strconv.FormatBool(allowed), 1)
		r := textRules(t, "ko.yaml", text)
		// The longbow on 10j, its steps blocked by friends, an enemy three up.
		p := koPosition(t, r, "10j:Lb", "10g:p", "9i:P", "11i:P", "9k:P", "11k:P")
		if got := removesFrom(t, p, "10j", "10g"); got != allowed {
			t.Errorf("shoot-without-moving %v: the longbow shoots from where it stands = %v", allowed, got)
		}
	}
}
