package rules

import (
	"slices"
	"strings"
	"testing"
)

// effectCase is a legal move and what the position looks like after it:
// which squares hold what ("8h:P"), and which are empty ("8g:").
type effectCase struct {
	name   string
	side   string
	pieces []string
	move   string
	after  []string
}

func checkEffects(t *testing.T, r *Rules, tests []effectCase) {
	t.Helper()
	for _, tt := range tests {
		p := mustParse(t, r, sfenOf(t, r, tt.side, tt.pieces...))
		m, err := p.ParseUSI(tt.move)
		if err != nil {
			t.Errorf("%s: %s: %v", tt.name, tt.move, err)
			continue
		}
		p.Make(m)
		for _, want := range tt.after {
			sq, code, _ := strings.Cut(want, ":")
			got := ""
			if c := p.At(mustSq(t, r, sq)); c != 0 {
				got = r.Code(c)
			}
			if got != code {
				t.Errorf("%s: after %s, %s holds %q, want %q", tt.name, tt.move, sq, got, code)
			}
		}
	}
}

// tenjikuKings are the kings of the tenjiku test positions, out of the way.
var tenjikuKings = []string{"16p:K", "1a:k"}

func tenjiku(pieces ...string) []string {
	return append(append([]string(nil), tenjikuKings...), pieces...)
}

// TestTenjikuJumpingGenerals plays the jumping generals' cases of
// variants/testdata/tenjiku-rules.md (J1-J14): "jump over an arbitrary
// number of friends and foes in order to capture something further
// downstream"; "they can block each other"; ranks "1.王将・太子 2.大将 3.副将
// 4.飛将・角将 5.その他の駒".
func TestTenjikuJumpingGenerals(t *testing.T) {
	r := gameRules(t, "tenjiku")
	checkMoves(t, r, []moveCase{
		{"J1 a great general jumps a friend to capture", tenjiku("8i:Jg", "8h:P", "8g:p"), "8i8g", true},
		{"J2 and a foe", tenjiku("8i:Jg", "8h:p", "8f:s"), "8i8f", true},
		{"J3 a jump must capture", tenjiku("8i:Jg", "8h:P"), "8i8g", false},
		{"J4 a rook general cannot jump a bishop general", tenjiku("8i:Jr", "8h:jb", "8g:p"), "8i8g", false},
		{"J4 but takes it as the first piece", tenjiku("8i:Jr", "8h:jb", "8g:p"), "8i8h", true},
		{"J5 nor its own bishop general", tenjiku("8i:Jr", "8h:Jb", "8g:p"), "8i8g", false},
		{"J6 a vice general jumps a bishop general", tenjiku("8i:Jv", "7h:jb", "6g:p"), "8i6g", true},
		{"J7 a bishop general cannot jump a vice general", tenjiku("8i:Jb", "7h:jv", "6g:p"), "8i6g", false},
		{"J7 but takes it as the first piece", tenjiku("8i:Jb", "7h:jv", "6g:p"), "8i7h", true},
		{"J8 friend and foe block alike", tenjiku("8i:Jr", "8h:Jg", "8g:p"), "8i8g", false},
		{"J9 a king blocks a great general", tenjiku("8i:Jg", "8h:k", "8g:p", "2a:+e"), "8i8g", false},
		{"J9 which takes it as the first piece", tenjiku("8i:Jg", "8h:k", "8g:p", "2a:+e"), "8i8h", true},
		{"J10 no king is taken by a jump", tenjiku("8i:Jg", "8h:P", "8e:k", "2a:+e"), "8i8e", false},
		{"J11 a rook general does not take a great general by a jump", tenjiku("8i:Jr", "8h:P", "8f:jg"), "8i8f", false},
		{"J13 but takes it by a slide", tenjiku("8i:Jr", "8f:jg"), "8i8f", true},
		{"J14 and one of its own rank", tenjiku("8i:Jr", "8f:jr"), "8i8f", true},
	})
	// J5 under hop-equal-rank: "except over higher-ranked jumpers or king/prince".
	checkMoves(t, gameRules(t, "tenjiku", "hop-equal-rank"), []moveCase{
		{"J5 hop-equal-rank: over its own rank", tenjiku("8i:Jr", "8h:Jb", "8g:p"), "8i8g", true},
		{"J7 hop-equal-rank: not over a higher one", tenjiku("8i:Jb", "7h:jv", "6g:p"), "8i6g", false},
	})
	// J11 under hop-capture-any-rank: "any enemy but a king or prince".
	checkMoves(t, gameRules(t, "tenjiku", "hop-capture-any-rank"), []moveCase{
		{"J11 hop-capture-any-rank: a great general by a jump", tenjiku("8i:Jr", "8h:P", "8f:jg"), "8i8f", true},
		{"J10 hop-capture-any-rank: still no king", tenjiku("8i:Jg", "8h:P", "8e:k", "2a:+e"), "8i8e", false},
	})
	// J13 under range-capture: "格上の駒は…走って行って取ることもできない。取るには隣接していることが必要".
	checkMoves(t, gameRules(t, "tenjiku", "range-capture"), []moveCase{
		{"J13 range-capture: a higher piece not by a slide", tenjiku("8i:Jr", "8f:jg"), "8i8f", false},
		{"J13 range-capture: but from next to it", tenjiku("8i:Jr", "8h:jg"), "8i8h", true},
		{"J3 range-capture: jumps may end on an empty square", tenjiku("8i:Jg", "8h:P"), "8i8g", true},
	})
	checkEffects(t, r, []effectCase{
		{"J2 the pieces jumped over stay", "b", tenjiku("8i:Jg", "8h:p", "8f:s"), "8i8f", []string{"8h:p", "8f:Jg", "8i:"}},
	})
}

// TestTenjikuFireDemon plays the fire demon's cases (F1-F12): "it destoys
// (captures) not only the piece on the square it lands on, but also every
// enemy piece bordering that square"; "it is suicide for enemy pieces to
// land next to it during their own turn: any piece that attempts this
// disappears after its move. (But this could still be worth it if it
// captured a higher piece.)"; "burns all enemies standing on any of the
// eight squares next to the one it stands on (as opposed to: moves
// through)"; "If you should move your FiD next to the enemy FiD, ONLY your
// FiD is burnt".
func TestTenjikuFireDemon(t *testing.T) {
	r := gameRules(t, "tenjiku")
	checkEffects(t, r, []effectCase{
		{"F1 enemies around the landing square burn, friends stay", "b", tenjiku("8i:Zf", "7f:p", "9g:s", "7g:P"), "8i8g", []string{"8g:Zf", "7f:", "9g:", "7g:P"}},
		{"F2 an area move that captures burns around where it stops", "b", tenjiku("8i:Zf", "8h:p", "8g:p", "7f:p"), "8i8g", []string{"8g:Zf", "8h:", "7f:"}},
		{"F4 an enemy that lands next to it is burned", "w", tenjiku("8i:Zf", "10g:g"), "10g9h", []string{"9h:", "8i:Zf"}},
		{"F5 its capture stands", "w", tenjiku("8i:Zf", "9h:P", "9c:r"), "9c9h", []string{"9h:", "9c:", "8i:Zf"}},
		{"F6 passing by does not burn", "w", tenjiku("8i:Zf", "9a:r"), "9a9p", []string{"9p:r"}},
		{"F7 nor a lion's first step", "w", tenjiku("8i:Zf", "10h:n"), "10h10g", []string{"10g:n"}},
		{"F8 a fire demon meeting an enemy one is burned alone", "b", tenjiku("8i:Zf", "10g:zf", "8g:p"), "8i9h", []string{"9h:", "10g:zf", "8g:p"}},
		{"F9 a water buffalo does not burn on the move it promotes", "b", tenjiku("8g:Wb", "7d:p"), "8g8e+", []string{"8e:+Wb", "7d:p"}},
		{"F10 but burns an enemy that comes next to it", "w", tenjiku("8e:+Wb", "10d:g"), "10d9d", []string{"9d:", "8e:+Wb"}},
		{"F12 a fire demon that passes burns where it stands", "b", tenjiku("8e:+Wb", "7d:p"), "8e8e", []string{"8e:+Wb", "7d:"}},
	})
	checkMoves(t, r, []moveCase{
		{"F3 the area move stops at a capture", tenjiku("8i:Zf", "8h:p", "8g:p"), "8i8h8g", false},
		{"A1 the area move may pass", tenjiku("8i:Zf"), "8i8i", true},
		{"F14 it ranges sideways", tenjiku("8i:Zf"), "8i16i", true},
		{"F14 not vertically", tenjiku("8i:Zf"), "8i8a", false},
	})
	// F11: "a move that ends where it started next to an enemy fire demon
	// (igui, pass) is not a piece that 'moves next to' it".
	checkEffects(t, r, []effectCase{
		{"F11 igui next to a fire demon does not burn the lion", "w", tenjiku("8e:+Wb", "7d:n", "6c:P"), "7d6c7d", []string{"7d:n", "6c:"}},
	})
	// F8 under fire-demon-suicide-burns: "all opposing pieces except the
	// opposing fire demon(s) are burned. The moving fire demon is then
	// itself burned".
	checkEffects(t, gameRules(t, "tenjiku", "fire-demon-suicide-burns"), []effectCase{
		{"F8 fire-demon-suicide-burns: it burns, then dies", "b", tenjiku("8i:Zf", "10g:zf", "8g:p"), "8i9h", []string{"9h:", "10g:zf", "8g:"}},
	})
	// F13: "capture the opponent's king and, if present, the prince": a
	// burned king is captured.
	p := mustParse(t, r, sfenOf(t, r, "b", "16p:K", "8i:Zf", "9g:k"))
	g := NewGame(p)
	if err := g.PlayUSI("8i8h"); err != nil {
		t.Fatal(err)
	}
	if got := g.Outcome().String(); got != "black wins: royal capture" {
		t.Errorf("F13 the king burned: %s", got)
	}
	checkEffects(t, gameRules(t, "tenjiku", "passive-burning-stationary"), []effectCase{
		{"F11 passive-burning-stationary: it does", "w", tenjiku("8e:+Wb", "7d:n", "6c:P"), "7d6c7d", []string{"7d:", "6c:"}},
	})
	checkMoves(t, gameRules(t, "tenjiku", "area-moves-no-pass"), []moveCase{
		{"A1 area-moves-no-pass: no pass", tenjiku("8i:Zf"), "8i8i", false},
		{"A3 a lion still passes", tenjiku("8i:N"), "8i8i", true},
	})
}

// TestTenjikuTetrarchs plays T1-T5: "skips the first square in any
// direction, totally ignoring (and not affecting) what is on it. It can end
// maximally 3 squares away from its starting square sideway ...
// Alternatively the Tetrarchs can annihilate any opponent next to it,
// without moving."
func TestTenjikuTetrarchs(t *testing.T) {
	r := gameRules(t, "tenjiku")
	checkMoves(t, r, []moveCase{
		{"T1 it skips a friend", tenjiku("8i:+Wc", "8h:P", "8f:p"), "8i8g", true},
		{"T1 and captures beyond", tenjiku("8i:+Wc", "8h:P", "8f:p"), "8i8f", true},
		{"T1 but not onto the first square", tenjiku("8i:+Wc", "8h:P", "8f:p"), "8i8h", false},
		{"T3 sideways two squares", tenjiku("8i:+Wc"), "8i6i", true},
		{"T3 or three", tenjiku("8i:+Wc"), "8i5i", true},
		{"T3 not four", tenjiku("8i:+Wc"), "8i4i", false},
		{"T3 nor one", tenjiku("8i:+Wc"), "8i7i", false},
		{"T4 a rider from the second square is blocked", tenjiku("8i:+Wc", "8g:p"), "8i8f", false},
		{"T5 no pass", tenjiku("8i:+Wc"), "8i8i", false},
	})
	checkEffects(t, r, []effectCase{
		{"T2 it annihilates a neighbour without moving", "b", tenjiku("8i:+Wc", "9h:p"), "8i9h8i", []string{"8i:+Wc", "9h:"}},
	})
}

// TestTaikyokuRangeJumpCaptures plays taikyoku shogi's option: "Some
// sources note that the ranging move can involve the capture of each and
// every piece, both friend and foe, which the ranging piece leaps."
func TestTaikyokuRangeJumpCaptures(t *testing.T) {
	r := gameRules(t, "taikyoku")
	king := r.Variant.Piece("king").SFEN
	gg := r.Variant.Piece("great-general").SFEN
	pawn := r.Variant.Piece("pawn").SFEN
	lower := func(s string) string { return strings.ToLower(s[:1]) + s[1:] }
	pieces := []string{"36jj:" + king, "1a:" + lower(king), "18s:" + gg, "18r:" + pawn, "18q:" + lower(pawn), "18p:" + lower(pawn)}
	checkEffects(t, r, []effectCase{
		{"by default the jumped pieces stay", "b", pieces, "18s18p", []string{"18p:" + gg, "18r:" + pawn, "18q:" + lower(pawn)}},
	})
	checkEffects(t, gameRules(t, "taikyoku", "range-jump-captures"), []effectCase{
		{"range-jump-captures: every piece jumped goes, friend and foe", "b", pieces, "18s18p", []string{"18p:" + gg, "18r:", "18q:"}},
	})
}

// TestTenjikuAreaMoveOnJumpLine checks that the rank rules of the jumping
// generals, which apply "when capturing by jumping", do not refuse a vice
// general's area move (three king steps, not a jump) that ends where a
// refused jump would: the jump and the area move take the same piece on
// the same square, and the move is legal by the area move.
func TestTenjikuAreaMoveOnJumpLine(t *testing.T) {
	tests := []struct {
		name    string
		options []string
		sfen    string
		move    string
		legal   bool
	}{
		{"the area move takes a great general the vice general may not jump to", nil,
			"k15/16/16/16/16/16/16/16/16/16/6+jr9/7P8/8Jv7/16/16/15K b - 1", "8m10k", true},
		{"as it does off the jump line", nil,
			"k15/16/16/16/16/16/16/16/16/7+jr8/16/7P8/8Jv7/16/16/15K b - 1", "8m9j", true},
		{"a jump that no area move reaches stays refused", nil,
			"k15/16/16/16/16/16/16/16/16/5+jr10/16/7P8/8Jv7/16/16/15K b - 1", "8m11j", false},
		{"range-capture: the area move takes a higher piece its slide may not", []string{"range-capture"},
			"k15/16/16/16/16/16/16/16/16/5+jr10/16/16/8Jv7/16/16/15K b - 1", "8m11j", true},
		{"range-capture: the slide alone stays refused beyond three steps", []string{"range-capture"},
			"k15/16/16/16/16/16/16/16/4+jr11/16/16/16/8Jv7/16/16/15K b - 1", "8m12i", false},
	}
	for _, tt := range tests {
		r := gameRules(t, "tenjiku", tt.options...)
		p := mustParse(t, r, tt.sfen)
		listed := slices.ContainsFunc(p.AppendMoves(nil), func(m Move) bool { return m.String() == tt.move })
		_, err := p.ParseUSI(tt.move)
		if listed != tt.legal || (err == nil) != tt.legal {
			t.Errorf("%s: %s listed %v, accepted %v (%v), want both %v", tt.name, tt.move, listed, err == nil, err, tt.legal)
		}
	}
}
