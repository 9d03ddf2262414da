package variants

import (
	"bufio"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

func mustLoad(t *testing.T, name string) *variant.Variant {
	t.Helper()
	v, err := Load(name)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return v
}

func TestNames(t *testing.T) {
	want := []string{"chu", "dai", "daidai", "ko", "makadaidai", "sho", "tai", "taikyoku", "tenjiku", "wa"}
	if diff := cmp.Diff(want, Names()); diff != "" {
		t.Errorf("Names() (-want +got):\n%s", diff)
	}
	if _, err := Load("no-such-game"); err == nil || !strings.Contains(err.Error(), `no built-in variant "no-such-game"`) {
		t.Errorf("Load(no-such-game): err = %v", err)
	}
}

// TestAll checks that All loads each built-in variant once, in the order
// of Names, and that each is the one its name loads.
func TestAll(t *testing.T) {
	all, err := All()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, v := range all {
		got = append(got, v.Name)
	}
	if diff := cmp.Diff(Names(), got); diff != "" {
		t.Fatalf("All's names (-Names +All):\n%s", diff)
	}
	for i, name := range Names() {
		v := mustLoad(t, name)
		if v.Title != all[i].Title || len(v.Pieces) != len(all[i].Pieces) || v.Geometry.String() != all[i].Geometry.String() {
			t.Errorf("All()[%d] = %s %s %d kinds, Load(%s) = %s %s %d kinds", i, all[i].Title, all[i].Geometry, len(all[i].Pieces), name, v.Title, v.Geometry, len(v.Pieces))
		}
	}
}

// TestEveryConfiguration loads each game under each profile and with each
// option alone.
func TestEveryConfiguration(t *testing.T) {
	for _, name := range Names() {
		v := mustLoad(t, name)
		for _, p := range v.Profiles {
			if _, err := v.Configure(p.Name); err != nil {
				t.Errorf("%s profile %s: %v", name, p.Name, err)
			}
		}
		for _, o := range v.Options {
			if _, err := v.Configure("", o.Name); err != nil {
				t.Errorf("%s option %s: %v", name, o.Name, err)
			}
		}
	}
}

// TestHeadersSayTheyLoad checks that no game's file says in its comments
// that it does not load: every one does (TestEveryConfiguration).
func TestHeadersSayTheyLoad(t *testing.T) {
	for _, name := range Names() {
		src, err := Source(name)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(src), "\n") {
			if c, ok := strings.CutPrefix(strings.TrimSpace(line), "#"); ok && strings.Contains(c, "not load") {
				t.Errorf("%s.yaml:%d says it does not load: %s", name, i+1, line)
			}
		}
	}
}

// TestFigures checks the figures the rule texts state for each game.
func TestFigures(t *testing.T) {
	tests := []struct {
		name          string
		files, ranks  int
		pieces, kinds int      // per side at the start
		promotedOnly  []string // pieces that appear only by promotion
		royal         []string
	}{
		// "Each player has a set of 46 pieces of 21 different types" on "12 ranks ... and 12 files".
		{"chu", 12, 12, 46, 21, []string{"flying-ox", "flying-stag", "free-boar", "horned-falcon", "prince", "soaring-eagle", "whale", "white-horse"}, []string{"king", "prince"}},
		// "Each player has a set of 65 pieces of 29 different types" on "15 ranks (rows) and 15 files";
		// promoted-only as in chu; "the prince, which counts as a second king".
		{"dai", 15, 15, 65, 29, []string{"flying-ox", "flying-stag", "free-boar", "horned-falcon", "prince", "soaring-eagle", "whale", "white-horse"}, []string{"king", "prince"}},
		// "Each player has a set of 96 wedge-shaped pieces of 64 different types" on 17×17; "A few pieces (*asterisked) only appear upon promotion".
		{"daidai", 17, 17, 96, 64, []string{"furious-fiend", "great-elephant", "mountain-witch", "wizard-stork"}, []string{"king"}},
		// "96 pieces of 50 different types" on 19×19.
		{"makadaidai", 19, 19, 96, 50, []string{"bat", "buddhist-spirit", "emperor", "free-bear", "free-boar", "free-cat", "free-copper", "free-dragon", "free-earth", "free-goer", "free-gold", "free-iron", "free-leopard", "free-serpent", "free-silver", "free-stone", "free-tiger", "free-tile", "free-wolf", "furious-fiend", "golden-bird", "great-dragon", "mountain-witch", "prince", "teaching-king", "wizard-stork"}, []string{"emperor", "king", "prince"}},
		// "Each player has a set of 90 pieces of 34 different types"; the commanders, not royal pieces, decide the game.
		{"ko", 19, 19, 90, 34, []string{"banner-and-drum", "chariot-of-the-gods", "commissar", "crossbow-cavalryman", "dragon-ascending", "earthward-net", "five-li-fog", "flag-waver", "governor", "gun-carriage", "heavenly-fortress", "immaculate-light", "longbow-cavalryman", "master-at-arms", "poison-flame", "skyward-net", "thunderclap", "tiger-wing", "town-brigade", "vice-commander", "village-brigade", "war-hawk", "winged-horse"}, []string{"general", "governor"}},
		// "Each player has a set of 21 wedge-shaped pieces" on "9 ranks (rows) by 9 files": 1 king, 1
		// drunken elephant, 1 rook, 1 bishop, 2 golds, 2 silvers, 2 knights, 2 lances, 9 pawns; the
		// piece table's promoted ranks appear only by promotion; "The crown prince effectively doubles as a second king".
		{"sho", 9, 9, 21, 9, []string{"dragon-horse", "dragon-king", "prince", "promoted-knight", "promoted-lance", "promoted-silver", "tokin"}, []string{"king", "prince"}},
		// "Each player has a set of 27 wedge-shaped pieces" (16 kinds once, 11 sparrow pawns) on "11 ranks
		// (rows) by 11 files"; crane kings, cloud eagles and treacherous foxes have no promoted side.
		{"wa", 11, 11, 27, 17, []string{"bears-eyes", "gliding-swallow", "golden-bird", "heavenly-horse", "plodding-ox", "raiding-falcon", "roaming-boar", "tenacious-falcon"}, []string{"crane-king"}},
		// "each player has 177 pieces (including 25 pawns)" on "a board of 25 x 25 squares"; "the 101
		// different pieces in Tai Shogi" (ShogiVar Tai.rul); "Each player has a set of 177 wedge-shaped
		// pieces of 93 types" (English Wikipedia, 2010): 8 kinds only by promotion. "The objective of the
		// game is to capture the opponent's emperor and crown prince (or princes)."
		{"tai", 25, 25, 177, 93, []string{"buddhist-spirit", "fragrant-elephant", "furious-fiend", "great-elephant", "mountain-witch", "square-mover", "teaching-king", "wizard-stork"}, []string{"emperor", "prince"}},
		// "Each player has a set of 78 wedge-shaped pieces of 36 types" on "16 ranks (rows) by 16 files"; "Pieces marked with an *asterisk are only available with promotion"; "capture the opponent's king and, if present, the prince, which counts as a second king".
		{"tenjiku", 16, 16, 78, 36, []string{"flying-ox", "flying-stag", "free-boar", "heavenly-tetrarchs", "multi-general", "prince", "whale", "white-horse"}, []string{"king", "prince"}},
		// "Each player starts the game with 402 pieces" (Smith's transcription); Wikipedia: "Each player has a set of 402 wedge-shaped pieces of 209 types", on "36 ranks (rows) by 36 files". The kinds that appear only by promotion are the transcription's "Rules for promoted pieces" and the tokin.
		{"taikyoku", 36, 36, 402, 209, []string{"ancient-dragon", "bears-eyes", "beast-bird", "bird-of-paradise", "buddhist-spirit", "burning-chariot", "burning-general", "captive-bird", "cavalier", "chinese-river", "coiled-dragon", "copper-elephant", "divine-dragon", "divine-sparrow", "divine-tiger", "divine-turtle", "elephant-king", "fire-ox", "flying-crocodile", "flying-falcon", "flying-stag", "free-bear", "free-bird", "free-boar", "free-chicken", "free-dog", "free-dragon", "free-fire", "free-horse", "free-leopard", "free-ox", "free-pig", "free-serpent", "free-stag", "free-tiger", "free-wolf", "furious-fiend", "gliding-swallow", "goose-wing", "great-bear", "great-eagle", "great-elephant", "great-falcon", "great-horse", "great-leopard", "great-tapir", "great-tiger", "great-whale", "heavenly-horse", "heavenly-tetrarch", "heavenly-tetrarch-king", "left-army", "left-dog", "left-iron-chariot", "leopard-king", "longbow-general", "mountain-crane", "mountain-witch", "multi-general", "peaceful-mountain", "playful-cockatoo", "plodding-ox", "raiding-falcon", "rain-demon", "right-army", "right-dog", "right-iron-chariot", "right-phoenix", "running-boar", "running-dragon", "running-leopard", "running-ox", "running-tile", "rushing-boar", "shark", "shortbow-general", "spear-general", "spirit-turtle", "strong-bear", "strong-chariot", "strong-eagle", "sword-general", "teaching-king", "thunder-runner", "tiger-soldier", "tokin", "treasure-turtle", "venomous-wolf", "violent-wind", "walking-heron", "wind-snapping-turtle", "wizard-stork", "young-bird"}, []string{"crown-prince", "king"}},
	}
	for _, tt := range tests {
		v := mustLoad(t, tt.name)
		if v.Geometry.Files() != tt.files || v.Geometry.Ranks() != tt.ranks {
			t.Errorf("%s: board %s, want %dx%d", tt.name, v.Geometry, tt.files, tt.ranks)
		}
		for _, c := range []board.Color{board.Black, board.White} {
			n, kinds := 0, map[string]bool{}
			for _, p := range v.Setup {
				if p.Color == c {
					n++
					kinds[p.Piece.ID] = true
				}
			}
			if n != tt.pieces || len(kinds) != tt.kinds {
				t.Errorf("%s: %s has %d pieces of %d kinds, want %d of %d", tt.name, c, n, len(kinds), tt.pieces, tt.kinds)
			}
		}
		var only, royal []string
		for _, p := range v.Pieces {
			if p.PromotedOnly {
				only = append(only, p.ID)
			}
			if p.Royal {
				royal = append(royal, p.ID)
			}
		}
		sort.Strings(only)
		sort.Strings(royal)
		if diff := cmp.Diff(tt.promotedOnly, only); diff != "" {
			t.Errorf("%s: promoted-only pieces (-want +got):\n%s", tt.name, diff)
		}
		if diff := cmp.Diff(tt.royal, royal); diff != "" {
			t.Errorf("%s: royal pieces (-want +got):\n%s", tt.name, diff)
		}
	}
}

// TestMakaPromotions checks the maka dai dai shogi table: "21 kinds promote
// to gold, 3 do not promote" (queen, dragon king, dragon horse).
func TestMakaPromotions(t *testing.T) {
	v := mustLoad(t, "makadaidai")
	toGold, none := 0, []string{}
	for _, p := range v.Pieces {
		switch {
		case p.PromotedOnly:
		case p.Promotes == nil:
			none = append(none, p.ID)
		case p.Promotes.ID == "gold-general":
			toGold++
		}
	}
	sort.Strings(none)
	if toGold != 21 || !slices.Equal(none, []string{"dragon-horse", "dragon-king", "queen"}) {
		t.Errorf("%d kinds promote to gold, %v do not promote; want 21 and [dragon-horse dragon-king queen]", toGold, none)
	}
}

// TestSetupTranscription compares each setup with a second transcription of
// the rule text's diagram, square by square.
func TestSetupTranscription(t *testing.T) {
	for _, name := range Names() {
		v := mustLoad(t, name)
		want := readTranscription(t, "testdata/"+name+"-setup.txt")
		got := map[string]string{}
		for _, p := range v.Setup {
			if p.Color == board.Black {
				got[v.Geometry.Name(p.Square)] = p.Piece.Abbrev[0]
			}
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: Black's setup against the transcription (-want +got):\n%s", name, diff)
		}
	}
}

func readTranscription(t *testing.T, path string) map[string]string {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) < 2 {
			t.Fatalf("%s: bad line %q", path, line)
		}
		out[fields[0]] = fields[1]
	}
	return out
}

// TestSidesAlike checks "the way one player sees their own pieces is the
// same way the opposing player will see their pieces": White's setup is
// Black's turned half round.
func TestSidesAlike(t *testing.T) {
	for _, name := range Names() {
		v := mustLoad(t, name)
		black, white := map[board.Square]string{}, map[board.Square]string{}
		for _, p := range v.Setup {
			if p.Color == board.Black {
				black[v.Geometry.Rotate(p.Square)] = p.Piece.ID
			} else {
				white[p.Square] = p.Piece.ID
			}
		}
		if diff := cmp.Diff(black, white); diff != "" {
			t.Errorf("%s: White's setup is not Black's turned round (-black +white):\n%s", name, diff)
		}
	}
}

// TestChuStartSFEN builds chu's start position from the file and compares
// it with lishogi's, from the conformance data (testdata/chu-start.sfen).
func TestChuStartSFEN(t *testing.T) {
	v := mustLoad(t, "chu")
	geo := v.Geometry
	at := map[board.Square]variant.Placement{}
	for _, p := range v.Setup {
		at[p.Square] = p
	}
	var ranks []string
	for y := range geo.Ranks() {
		var b strings.Builder
		empty := 0
		for x := range geo.Files() {
			p, ok := at[geo.At(x, y)]
			if !ok {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			code := p.Piece.SFEN
			if p.Color == board.White {
				code = strings.ToLower(code)
			}
			b.WriteString(code)
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		ranks = append(ranks, b.String())
	}
	// The board field of the ply-0 record of chu-playouts.json.
	const want = "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL"
	if got := strings.Join(ranks, "/"); got != want {
		t.Errorf("chu start:\n got %s\nwant %s", got, want)
	}
}

// TestChuPromotions checks chu shogi's promotions against the text's piece
// table ("Listed below are the pieces of the game and, if they promote, the
// pieces they promote to"; "The king, queen, and lion do not promote").
func TestChuPromotions(t *testing.T) {
	v := mustLoad(t, "chu")
	want := map[string]string{
		"bishop": "dragon-horse", "blind-tiger": "flying-stag", "copper-general": "side-mover",
		"dragon-horse": "horned-falcon", "dragon-king": "soaring-eagle", "drunk-elephant": "prince",
		"ferocious-leopard": "bishop", "go-between": "drunk-elephant", "gold-general": "rook",
		"kirin": "lion", "lance": "white-horse", "pawn": "gold-general", "phoenix": "queen",
		"reverse-chariot": "whale", "rook": "dragon-king", "side-mover": "free-boar",
		"silver-general": "vertical-mover", "vertical-mover": "flying-ox",
		"king": "", "queen": "", "lion": "",
	}
	got := map[string]string{}
	for _, p := range v.Pieces {
		if p.PromotedOnly {
			continue
		}
		got[p.ID] = ""
		if p.Promotes != nil {
			got[p.ID] = p.Promotes.ID
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("chu promotions (-text +file):\n%s", diff)
	}
}

// TestDaiPromotionOptions checks dai shogi's promotion rules: the default
// gives the second chance to every piece that cannot retreat or move aside
// and makes no promotion compulsory; shogivar-promotion adds promotion on
// any move within the zone and makes it compulsory where those pieces could
// never move again; pawn-second-chance-only leaves the second chance to the
// pawn alone.
func TestDaiPromotionOptions(t *testing.T) {
	v := mustLoad(t, "dai")
	stuck := map[string]int{"pawn": 1, "lance": 1, "stone-general": 1, "iron-general": 1, "knight": 2}
	if diff := cmp.Diff(stuck, stuckRanks(v)); diff != "" {
		t.Errorf("promoting pieces with no move from the far ranks (-want +drawn):\n%s", diff)
	}
	tests := []struct {
		option             string
		secondChance, must map[string]int
		withinZone         bool
	}{
		{"", stuck, nil, false},
		{"shogivar-promotion", stuck, stuck, true},
		// The option's map replaces the file's: the pawn alone.
		{"pawn-second-chance-only", map[string]int{"pawn": 1}, nil, false},
	}
	for _, tt := range tests {
		c := v
		if tt.option != "" {
			var err error
			if c, err = v.Configure("", tt.option); err != nil {
				t.Fatalf("%s: %v", tt.option, err)
			}
		}
		z, ok := c.Rule("zone-promotion").(*variant.ZonePromotion)
		if !ok {
			t.Fatalf("%q: no zone-promotion", tt.option)
		}
		if diff := cmp.Diff(tt.secondChance, z.SecondChance); diff != "" {
			t.Errorf("%q: second-chance (-want +got):\n%s", tt.option, diff)
		}
		if diff := cmp.Diff(tt.must, z.MustPromote); diff != "" {
			t.Errorf("%q: must-promote (-want +got):\n%s", tt.option, diff)
		}
		if z.Depth != 5 || z.WithinZone != tt.withinZone || !z.Enter || !z.CaptureFromZone || !z.CaptureIntoZone {
			t.Errorf("%q: zone %+v", tt.option, z)
		}
	}
}

// stuckRanks returns, for each piece of v that promotes, how many of the
// far ranks it has no move from on an empty board, counted from the last
// rank inwards; pieces that can move from the last rank are left out.
func stuckRanks(v *variant.Variant) map[string]int {
	geo := v.Geometry
	out := map[string]int{}
	for _, p := range v.Pieces {
		if p.Promotes == nil || p.PromotedOnly {
			continue
		}
		n := 0
		for n < geo.Ranks() && len(betza.Draw(p.Move, geo, geo.Square((geo.Files()+1)/2, n+1)).Destinations) == 0 {
			n++
		}
		if n > 0 {
			out[p.ID] = n
		}
	}
	return out
}
