package notation

import (
	"errors"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/testkit/gamerules"
	"github.com/largeshogi/largeshogi/rules"
)

// position returns the position of game name written as SFEN, or built
// from pieces ("5f:N" is a Black lion on 5f, "5e:p" a White pawn) with side
// ("b" or "w") to move when sfen is a list of pieces, after playing the
// moves in USI.
func position(t testing.TB, name, sfen string, plays ...string) *rules.Position {
	t.Helper()
	r := gamerules.Builtin(t, name)
	if strings.Contains(sfen, ":") {
		sfen = build(t, r, strings.Fields(sfen))
	}
	p := r.NewPosition()
	if sfen != "" {
		var err error
		if p, err = r.ParseSFEN(sfen); err != nil {
			t.Fatal(err)
		}
	}
	for _, u := range plays {
		m, err := p.ParseUSI(u)
		if err != nil {
			t.Fatalf("%s: %v", u, err)
		}
		p.Make(m)
	}
	return p
}

// build writes the SFEN of a board holding the pieces ("5f:N") and the
// side to move (the last field, "b" or "w").
func build(t testing.TB, r *rules.Rules, fields []string) string {
	t.Helper()
	geo := r.Geo
	codes := map[board.Square]string{}
	for _, f := range fields[:len(fields)-1] {
		sq, code, _ := strings.Cut(f, ":")
		s, err := geo.ParseSquare(sq)
		if err != nil {
			t.Fatal(err)
		}
		codes[s] = code
	}
	return geo.BoardField(func(s board.Square) string { return codes[s] }) + " " + fields[len(fields)-1] + " - 1"
}

// written is a move's expected notation in each notation that a case
// checks ("" for one it does not).
type written struct {
	japanese, kitao, western, engine, yorozuya string
}

func (w written) of(n Notation) string {
	switch n {
	case Japanese:
		return w.japanese
	case KitaoKawasaki:
		return w.kitao
	case Western:
		return w.western
	case WesternEngine:
		return w.engine
	case Yorozuya:
		return w.yorozuya
	}
	return ""
}

// goldenCase is a move in a position and how each notation writes it.
type goldenCase struct {
	game, sfen string
	plays      []string
	usi        string
	want       written
}

// checkGolden checks that each notation writes the move as the case says,
// and reads it back.
func checkGolden(t *testing.T, tests []goldenCase) {
	t.Helper()
	for _, tc := range tests {
		p := position(t, tc.game, tc.sfen, tc.plays...)
		m, err := p.ParseUSI(tc.usi)
		if err != nil {
			t.Errorf("%s %s: %v", tc.sfen, tc.usi, err)
			continue
		}
		for _, n := range All() {
			want := tc.want.of(n)
			if want == "" {
				continue
			}
			if got := n.Write(p, m); got != want {
				t.Errorf("%s %s after %v: %s %s, want %s", tc.sfen, tc.usi, tc.plays, n.Name(), got, want)
			}
			if back, err := n.Parse(p, want); err != nil || back != m {
				t.Errorf("%s %s: %s reads %s as %s (%v)", tc.sfen, tc.usi, n.Name(), want, back, err)
			}
		}
	}
}

// standard is standard shogi's start, which sho shogi's is but for the
// drunk elephant.
const standard = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"

// TestLishogiCases checks the cases of lishogi's own notation tests
// (WandererXII/shogiops test/notation/*.test.ts, see testdata/README.md),
// written for standard shogi, on sho shogi, which has standard shogi's
// pieces and lishogi's names for them. Sho shogi has no drops and lets a
// piece move into check, so the drop cases are left out and lishogi's
// pseudo-legal moves are its legal ones.
func TestLishogiCases(t *testing.T) {
	checkGolden(t, []goldenCase{
		// basic moves
		{"sho", standard, nil, "7g7f", written{"７六歩", "歩-76", "P-76", "P-7f", "午六歩"}},
		{"sho", standard, []string{"7g7f"}, "3c3d", written{"３四歩", "歩-34", "P-34", "P-3d", "寅四歩"}},
		// amb moves
		{"sho", standard, nil, "6i5h", written{"", "金(69)-58", "G69-58", "G6i-5h", ""}},
		// corect move amb resolution
		{"sho", "k7K/9/9/9/9/9/2G6/3G5/2G6 b - 1", nil, "7g7h", written{japanese: "７八金引"}},
		{"sho", "k7K/9/9/9/9/9/2G6/3G5/2G6 b - 1", nil, "6h7h", written{japanese: "７八金寄"}},
		{"sho", "k7K/9/9/9/9/9/2G6/3G5/2G6 b - 1", nil, "7i7h", written{japanese: "７八金上"}},
		{"sho", "3k1K3/9/9/5B3/9/9/9/1B7/9 b - 1", nil, "4d6f", written{japanese: "６六角引"}},
		{"sho", "3k1K3/9/9/5B3/9/9/9/1B7/9 b - 1", nil, "8h6f", written{japanese: "６六角上"}},
		{"sho", "3k1K3/9/9/3S1S3/9/3S1S3/9/9/9 b - 1", nil, "4d5e", written{japanese: "５五銀右引"}},
		{"sho", "3k1K3/9/9/3S1S3/9/3S1S3/9/9/9 b - 1", nil, "4f5e", written{japanese: "５五銀右上"}},
		{"sho", "3k1K3/9/9/3S1S3/9/3S1S3/9/9/9 b - 1", nil, "6d5e", written{japanese: "５五銀左引"}},
		{"sho", "3k1K3/9/9/3S1S3/9/3S1S3/9/9/9 b - 1", nil, "6f5e", written{japanese: "５五銀左上"}},
		{"sho", "3k1K3/9/9/9/9/3GGG3/9/9/9 b - 1", nil, "4f5e", written{japanese: "５五金右"}},
		{"sho", "3k1K3/9/9/9/9/3GGG3/9/9/9 b - 1", nil, "5f5e", written{japanese: "５五金直"}},
		{"sho", "3k1K3/9/9/9/9/3GGG3/9/9/9 b - 1", nil, "6f5e", written{japanese: "５五金左"}},
		{"sho", "3k1K3/9/9/9/9/9/3+B+B4/9/9 b - 1", nil, "6g5f", written{japanese: "５六馬左"}},
		{"sho", "3k1K3/9/9/9/9/9/3+B+B4/9/9 b - 1", nil, "5g5f", written{japanese: "５六馬右"}},
		// corect move amb resolution - gote pov
		{"sho", "k7K/9/9/9/9/9/2g6/3g5/2g6 w - 1", nil, "7g7h", written{japanese: "７八金上"}},
		{"sho", "k7K/9/9/9/9/9/2g6/3g5/2g6 w - 1", nil, "6h7h", written{japanese: "７八金寄"}},
		{"sho", "k7K/9/9/9/9/9/2g6/3g5/2g6 w - 1", nil, "7i7h", written{japanese: "７八金引"}},
		{"sho", "3k1K3/9/9/5b3/9/9/9/1b7/9 w - 1", nil, "4d6f", written{japanese: "６六角上"}},
		{"sho", "3k1K3/9/9/5b3/9/9/9/1b7/9 w - 1", nil, "8h6f", written{japanese: "６六角引不成"}},
		{"sho", "3k1K3/9/9/3s1s3/9/3s1s3/9/9/9 w - 1", nil, "4d5e", written{japanese: "５五銀左上"}},
		{"sho", "3k1K3/9/9/3s1s3/9/3s1s3/9/9/9 w - 1", nil, "4f5e", written{japanese: "５五銀左引"}},
		{"sho", "3k1K3/9/9/3s1s3/9/3s1s3/9/9/9 w - 1", nil, "6d5e", written{japanese: "５五銀右上"}},
		{"sho", "3k1K3/9/9/3s1s3/9/3s1s3/9/9/9 w - 1", nil, "6f5e", written{japanese: "５五銀右引"}},
		{"sho", "3k1K3/9/9/9/9/3ggg3/9/9/9 w - 1", nil, "4f5g", written{japanese: "５七金左"}},
		{"sho", "3k1K3/9/9/9/9/3ggg3/9/9/9 w - 1", nil, "5f5g", written{japanese: "５七金直"}},
		{"sho", "3k1K3/9/9/9/9/3ggg3/9/9/9 w - 1", nil, "6f5g", written{japanese: "５七金右"}},
		{"sho", "3k1K3/9/9/9/9/9/3+b+b4/9/9 w - 1", nil, "6g5f", written{japanese: "５六馬右"}},
		{"sho", "3k1K3/9/9/9/9/9/3+b+b4/9/9 w - 1", nil, "5g5f", written{japanese: "５六馬左"}},
		// 中 amb resolution (the case without 行, which lishogi writes for
		// standard shogi's horses and dragons and not for chu shogi's)
		{"sho", "3k1K3/9/9/9/9/9/3+B+B+B3/9/9 b - 1", nil, "4g5f", written{japanese: "５六馬右"}},
		{"sho", "3k1K3/9/9/9/9/9/3+B+B+B3/9/9 b - 1", nil, "5g5f", written{japanese: "５六馬中"}},
		{"sho", "3k1K3/9/9/9/9/9/3+B+B+B3/9/9 b - 1", nil, "6g5f", written{japanese: "５六馬左"}},
		// illegal moves disambiguation (lishogi issue #874), with a White
		// king on 9i for sho shogi's royal rule
		{"sho", "5l3/3S3S1/2b6/4GS3/2r1GK1G1/3G1S2G/9/3S3S1/k4r3 b - 1", nil, "6b5c", written{japanese: "５三銀引不成"}},
		{"sho", "5l3/3S3S1/2b6/4GS3/2r1GK1G1/3G1S2G/9/3S3S1/k4r3 b - 1", nil, "6b5c+", written{japanese: "５三銀引成"}},
		{"sho", "5l3/3S3S1/2b6/4GS3/2r1GK1G1/3G1S2G/9/3S3S1/k4r3 b - 1", nil, "2b3c", written{japanese: "３三銀引不成"}},
		{"sho", "5l3/3S3S1/2b6/4GS3/2r1GK1G1/3G1S2G/9/3S3S1/k4r3 b - 1", nil, "2b3c+", written{japanese: "３三銀引成"}},
		{"sho", "5l3/3S3S1/2b6/4GS3/2r1GK1G1/3G1S2G/9/3S3S1/k4r3 b - 1", nil, "5d6d", written{japanese: "６四金寄"}},
		{"sho", "5l3/3S3S1/2b6/4GS3/2r1GK1G1/3G1S2G/9/3S3S1/k4r3 b - 1", nil, "6f5f", written{japanese: "５六金寄"}},
		{"sho", "5l3/3S3S1/2b6/4GS3/2r1GK1G1/3G1S2G/9/3S3S1/k4r3 b - 1", nil, "6h5g", written{japanese: "５七銀上"}},
		{"sho", "5l3/3S3S1/2b6/4GS3/2r1GK1G1/3G1S2G/9/3S3S1/k4r3 b - 1", nil, "2h3g", written{japanese: "３七銀上"}},
		{"sho", "5l3/3S3S1/2b6/4GS3/2r1GK1G1/3G1S2G/9/3S3S1/k4r3 b - 1", nil, "1f1e", written{japanese: "１五金上"}},
	})
}

// TestYorozuyaConversion checks lishogi's conversions of Japanese
// notation to Yorozuya (test/notation/yorozuya.test.ts).
func TestYorozuyaConversion(t *testing.T) {
	for in, want := range map[string]string{
		"１十二": "子十二", "１２一": "亥一", "6三・6二獅": "巳三・巳二獅", "4三龍": "卯三龍",
		"4三龍不成": "卯三龍", "4三龍成": "卯三龍ナル", "1一馬": "子一馬", "12十二角": "亥十二角",
		"10十飛": "酉十飛", "11九王": "戌九王", "1十二香": "子十二香", "５六金寄": "辰六金寄",
		// Past lishogi's twelve files the number stays.
		"１３十三獅": "１３十三獅",
	} {
		if got := yorozuya(in); got != want {
			t.Errorf("yorozuya(%s) = %s, want %s", in, got, want)
		}
	}
}

// TestChuCases checks hand-derived cases of chu shogi, one for each of
// lishogi's forms: the lion's 直 and 跳, igui, a pass, a double move and a
// double capture, 同 (and Kitao-Kawasaki's left-out destination),
// promotion and its refusal.
func TestChuCases(t *testing.T) {
	lions := "5f:N 4f:N 1a:k 12l:K b"
	golds := "6f:G 5f:G 4f:G 1a:k 12l:K b"
	// A lion in the corner with one empty square beside it.
	corner := "1l:N 2l:G 2k:G 1a:k 12l:K b"
	checkGolden(t, []goldenCase{
		{"chu", lions, nil, "5f5e", written{"５五獅直", "獅(56)-55", "Ln56-55", "Ln5f-5e", "辰五獅直"}},
		{"chu", lions, nil, "5f5d", written{"５四獅跳", "獅(56)-54", "Ln56-54", "Ln5f-5d", "辰四獅跳"}},
		{"chu", lions, nil, "5f5e5d", written{"５五・５四獅跳", "獅(56)-55-54", "Ln56-55-54", "Ln5f-5e-5d", "辰五・辰四獅跳"}},
		{"chu", lions, nil, "4f5e", written{"５五獅右", "獅(46)-55", "Ln46-55", "Ln4f-5e", "辰五獅右"}},
		{"chu", golds, nil, "5f5e", written{"５五金直", "金(56)-55", "G56-55", "G5f-5e", "辰五金直"}},
		{"chu", golds, nil, "4f5e", written{"５五金右", "金(46)-55", "G46-55", "G4f-5e", "辰五金右"}},
		{"chu", golds, nil, "6f5e", written{"５五金左", "金(66)-55", "G66-55", "G6f-5e", "辰五金左"}},
		{"chu", "5f:N 5e:p 5d:p 1a:k 12l:K b", nil, "5f5e5f", written{"５五居喰い", "獅x!55", "Lnx!55", "Lnx!5e", "辰五居喰い"}},
		{"chu", "5f:N 5e:p 5d:p 1a:k 12l:K b", nil, "5f5e5d", written{"５五・５四獅", "獅x55x54", "Lnx55x54", "Lnx5ex5d", "辰五・辰四獅"}},
		{"chu", corner, nil, "1l1k1l", written{"じっと", "--", "--", "--", "じっと"}},
		{"chu", corner, nil, "1l1k1j", written{"１十一・１十獅", "獅-1b-1a", "Ln-1b-1a", "Ln-1k-1j", "子十一・子十獅"}},
		// 同: White's pawn takes on 5f, the gold takes it back.
		{"chu", "5g:G 5f:P 5e:p 1a:k 12l:K w", []string{"5e5f"}, "5g5f", written{"同　金", "金x", "Gx56", "Gx5f", "同　金"}},
		{"chu", "5e:P 1a:k 12l:K b", nil, "5e5d+", written{"５四歩成", "歩-54+", "P-54+", "P-5d+", "辰四歩ナル"}},
		{"chu", "5e:P 1a:k 12l:K b", nil, "5e5d", written{"５四歩不成", "歩-54=", "P-54=", "P-5d=", "辰四歩"}},
		// A promoted pawn moves as a gold, and is written 金 as the gold
		// beside it, told apart by the marks; western notation writes +P,
		// which is the promoted pawn's alone.
		{"chu", "5f:G 4f:+P 1a:k 12l:K b", nil, "4f4e", written{"４五金直", "金(46)-45", "+P-45", "", ""}},
	})
}

// TestParseSpellings checks the spellings Japanese notation reads besides
// its own, and the errors' columns.
func TestParseSpellings(t *testing.T) {
	p := position(t, "chu", "5g:G 5f:P 5e:p 1a:k 12l:K w", "5e5f")
	recapture, err := p.ParseUSI("5g5f")
	if err != nil {
		t.Fatal(err)
	}
	for n, spellings := range map[Notation][]string{
		Japanese: {"同　金", "同金", "仝金", "仝　金", "５六金", "5六金", "同　金(５七)", "５六金(５七)"},
		// The destination written; the start square where no other gold
		// needs it.
		KitaoKawasaki: {"金x", "金x56", "金(57)x56", "金(57)x", "金x(57)"},
		Western:       {"Gx56", "G57x56", "Gx56(57)"},
		WesternEngine: {"Gx5f", "G5gx5f"},
		Yorozuya:      {"同　金", "辰六金"},
	} {
		for _, s := range spellings {
			if m, err := n.Parse(p, s); err != nil || m != recapture {
				t.Errorf("%s.Parse(%q) = %s, %v; want %s", n.Name(), s, m, err, recapture)
			}
		}
	}
	q := position(t, "chu", "5e:P 1a:k 12l:K b")
	stay, err := q.ParseUSI("5e5d")
	if err != nil {
		t.Fatal(err)
	}
	// Nothing written for a move that could promote and does not.
	for n, spellings := range map[Notation][]string{
		Japanese:      {"５四歩不成", "5四歩不成", "５四歩生", "５四歩"},
		KitaoKawasaki: {"歩-54=", "歩-54"},
		Western:       {"P-54=", "P-54", "P55-54"},
	} {
		for _, s := range spellings {
			if m, err := n.Parse(q, s); err != nil || m != stay {
				t.Errorf("%s.Parse(%q) = %s, %v; want %s", n.Name(), s, m, err, stay)
			}
		}
	}
	// A lion in the open passes through any of eight squares: じっと alone
	// is any of them.
	open := position(t, "chu", "5f:N 1a:k 12l:K b")
	if _, err := Japanese.Parse(open, "じっと"); err == nil || !strings.Contains(err.Error(), "ambiguous: 8 legal moves") {
		t.Errorf("Japanese.Parse(じっと) with eight passes: %v, want an ambiguity", err)
	}
	if m, err := Japanese.Parse(open, "じっと(５六・５五)"); err != nil || m.String() != "5f5e5f" {
		t.Errorf("Japanese.Parse(じっと(５六・５五)) = %s, %v; want 5f5e5f", m, err)
	}
	for _, tc := range []struct {
		n    Notation
		in   string
		col  int
		kind string
	}{
		{Japanese, "５四歩成る", 5, "written with"},
		{Japanese, "５四角", 3, "written with"},
		{Japanese, "５四", 3, "incomplete"},
		{Western, "P-54+x", 6, "written with"},
		{WesternEngine, "P-5z", 4, "written with"},
		{KitaoKawasaki, "", 1, "incomplete"},
		{Yorozuya, strings.Repeat("辰", MaxInput+1), MaxInput + 1, "longer"},
		{Western, "P-5\xff", 4, "UTF-8"},
	} {
		_, err := tc.n.Parse(q, tc.in)
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Col != tc.col || !strings.Contains(pe.Msg, tc.kind) || !errors.Is(err, rules.ErrSyntax) {
			t.Errorf("%s.Parse(%q) = %v, want an error at column %d (%s)", tc.n.Name(), tc.in, err, tc.col, tc.kind)
		}
	}
}

// TestBigBoardSquares checks squares past lishogi's twelve files and ranks.
func TestBigBoardSquares(t *testing.T) {
	r := gamerules.Builtin(t, "taikyoku")
	for _, tc := range []struct {
		file, rank               int
		japanese, number, engine string
	}{
		{13, 13, "１３十三", "dd", "13m"},
		{20, 26, "２０二十六", "kq", "20z"},
		{36, 36, "３６三十六", "AA", "36jj"},
	} {
		sq := r.Geo.Square(tc.file, tc.rank)
		got := [3]string{japaneseSquare(sq), numberSquare(sq), squareName(sq)}
		if want := [3]string{tc.japanese, tc.number, tc.engine}; got != want {
			t.Errorf("file %d rank %d: %v, want %v", tc.file, tc.rank, got, want)
		}
	}
}

// TestByName checks that each notation is found by its name, and that
// their names are those the documentation gives.
func TestByName(t *testing.T) {
	var names []string
	for _, n := range All() {
		names = append(names, n.Name())
		if got, ok := ByName(n.Name()); !ok || got != n {
			t.Errorf("ByName(%s) = %v, %v", n.Name(), got, ok)
		}
	}
	if want := "usi hodges xboard japanese kitao-kawasaki western western-engine yorozuya"; strings.Join(names, " ") != want {
		t.Errorf("names %v, want %s", names, want)
	}
	if n, ok := ByName("kif"); ok {
		t.Errorf("ByName(kif) = %v, true", n)
	}
}
