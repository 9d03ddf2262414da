package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// withStdin runs f with text as the record command's standard input.
func withStdin(t *testing.T, text string, f func()) {
	t.Helper()
	old := stdin
	stdin = strings.NewReader(text)
	defer func() { stdin = old }()
	f()
}

// TestRecordConvert checks the record command's conversions of the chu
// golden game with a lion's double capture, igui and a pass: to USI, whose
// moves are the file's (record/testdata/README.md), and through PGN and USI
// back to the same KIF text.
func TestRecordConvert(t *testing.T) {
	kif := filepath.Join("..", "..", "record", "testdata", "chu-lion.kif")
	src, err := os.ReadFile(kif)
	if err != nil {
		t.Fatal(err)
	}
	stdout, _, err := runArgs(t, "record", "-to", "usi", kif)
	if err != nil {
		t.Fatal(err)
	}
	want := "setoption name USI_Variant value chushogi\nsetoption name LargeShogi_Profile value jcsa\n" +
		"position sfen 6k1g3/3p6p1/12/12/7p1P2/6p5/6p5/6N5/12/12/12/3G1K6 b - 1 moves 6h6g6f 9b9c 3e3d+ 9c9d 6f6e6f 2b2c 6f5e6f\n"
	if diff := cmp.Diff(want, stdout); diff != "" {
		t.Errorf("record -to usi (-want +got):\n%s", diff)
	}
	dir := t.TempDir()
	pgn := filepath.Join(dir, "g.pgn")
	stdout, _, err = runArgs(t, "record", "-to", "pgn", kif)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(pgn, []byte(stdout), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`[Variant "chu"]`, "\n1. g5g6,g6g7 d11d10 2. j8j9+ d10d9 3. g7g8,g8g7 k11k10 4. g7h8,h8g7 1-0\n"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("record -to pgn:\n%s\nwant it to contain %q", stdout, want)
		}
	}
	back, _, err := runArgs(t, "record", "-to", "kif", pgn)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(src), back); diff != "" {
		t.Errorf("KIF to PGN to KIF (-want +got):\n%s", diff)
	}
	withStdin(t, want, func() {
		back, _, err = runArgs(t, "record", "-from", "usi")
	})
	if err != nil {
		t.Fatal(err)
	}
	// USI has no result: the KIF has no 投了 line.
	if diff := cmp.Diff(strings.Replace(string(src), "   8手目   投了\n", "", 1), back); diff != "" {
		t.Errorf("USI to KIF (-want +got):\n%s", diff)
	}
}

// TestRecordVariantTag checks that a PGN game's Variant tag chooses the
// game when -variant does not: the ko golden game goes to PGN and back.
func TestRecordVariantTag(t *testing.T) {
	kif := filepath.Join("..", "..", "record", "testdata", "ko-shot.kif")
	src, err := os.ReadFile(kif)
	if err != nil {
		t.Fatal(err)
	}
	pgn, _, err := runArgs(t, "record", "-variant", "ko", "-to", "pgn", kif)
	if err != nil {
		t.Fatal(err)
	}
	var back string
	withStdin(t, pgn, func() { back, _, err = runArgs(t, "record", "-from", "pgn") })
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(src), back); diff != "" {
		t.Errorf("KIF to PGN to KIF (-want +got):\n%s", diff)
	}
	if again, _, err := runArgs(t, "record", kif); err != nil || again != string(src) {
		t.Errorf("the ko game without -variant: %v\n%s", err, again)
	}
	if _, _, err := runArgs(t, "record", "-variant", "chu", kif); err == nil || err.Error() != kif+":1:1: a game of ko, not of chu" {
		t.Errorf("the ko game with -variant chu: %v", err)
	}
}

// TestRecordSaysItsGame checks that a KIF record written by the record
// command names its variant, profile and options, and is read back without
// -variant: a maka dai dai game, whose squares are off chu's board, and a
// chu game under lishogi's rules with an option. Flags that name other
// rules than the record's are refused at the header that names them.
func TestRecordSaysItsGame(t *testing.T) {
	for _, tt := range []struct {
		args     []string
		moves    string
		header   []string
		settings string // the USI settings that name the game
	}{
		{[]string{"-variant", "maka-dai-dai"}, "14m14l 14g14h", []string{"変則将棋：makadaidai"},
			"setoption name USI_Variant value makadaidaishogi\n"},
		{[]string{"-rules", "lishogi", "-options", "no-bare-king"}, "7i7h 6d6e", []string{"変則将棋：chu", "ルール：lishogi", "オプション：no-bare-king"},
			"setoption name USI_Variant value chushogi\nsetoption name LargeShogi_Profile value lishogi\nsetoption name LargeShogi_Options value no-bare-king\n"},
	} {
		var kif string
		var err error
		withStdin(t, tt.moves, func() { kif, _, err = runArgs(t, append([]string{"record"}, tt.args...)...) })
		if err != nil {
			t.Fatalf("%v: %v", tt.args, err)
		}
		if diff := cmp.Diff(tt.header, lines(kif)[:len(tt.header)]); diff != "" {
			t.Errorf("%v: headers (-want +got):\n%s", tt.args, diff)
		}
		var usi string
		withStdin(t, kif, func() { usi, _, err = runArgs(t, "record", "-to", "usi") })
		if err != nil || usi != tt.settings+"position startpos moves "+tt.moves+"\n" {
			t.Errorf("%v: read back without -variant: %v, %q", tt.args, err, usi)
		}
	}
	// A USI record that names chu shogi by its USI name alone is played
	// under lishogi's rules, as an engine plays it; a profile it sets
	// after comes first.
	for _, tt := range []struct{ in, profile string }{
		{"setoption name USI_Variant value chushogi\nposition startpos moves 7i7h\n", "lishogi"},
		{"setoption name USI_Variant value chushogi\nsetoption name LargeShogi_Profile value jcsa\nposition startpos moves 7i7h\n", "jcsa"},
	} {
		var out string
		var err error
		withStdin(t, tt.in, func() { out, _, err = runArgs(t, "record", "-to", "usi") })
		want := "setoption name USI_Variant value chushogi\nsetoption name LargeShogi_Profile value " + tt.profile + "\nposition startpos moves 7i7h\n"
		if err != nil || out != want {
			t.Errorf("record -to usi of %q: %v, %q; want %q", tt.in, err, out, want)
		}
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "chu.kif")
	if err := os.WriteFile(file, []byte("変則将棋：chu\nルール：lishogi\n手数----指手---------消費時間--\n1 7八歩兵 （←7九）\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"-variant", "makadaidai"}, file + ":1:1: a game of chu, not of makadaidai"},
		{[]string{"-rules", "jcsa"}, file + ":2:1: a game of chu under the rules lishogi, not jcsa"},
		{[]string{"-options", "no-bare-king"}, file + ":1:1: a game of chu with the options none, not no-bare-king"},
	} {
		_, _, err := runArgs(t, append(append([]string{"record"}, tt.args...), file)...)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%v: %v, want %s", tt.args, err, tt.want)
		}
	}
	mine := filepath.Join(dir, "mini.kif")
	if err := os.WriteFile(mine, []byte("変則将棋：mini\n手数----指手---------消費時間--\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	want := mine + ": a game of mini, which is not built in: give its file with -file (variants: no built-in variant"
	if _, _, err := runArgs(t, "record", mine); err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("a game of a variant not built in: %v, want %s...", err, want)
	}
}

// TestRecordUSIVariant checks that a USI record names its variant, profile
// and options, and reads back without -variant: a ko game through USI back
// to its KIF text, and a dai game under an option and a profile unchanged
// from USI to USI.
func TestRecordUSIVariant(t *testing.T) {
	kif := filepath.Join("..", "..", "record", "testdata", "ko-shot.kif")
	src, err := os.ReadFile(kif)
	if err != nil {
		t.Fatal(err)
	}
	text, _, err := runArgs(t, "record", "-variant", "ko", "-to", "usi", kif)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(text, "setoption name USI_Variant value koshogi\n") {
		t.Errorf("record -to usi of a ko game:\n%s\nwant it to start by setting USI_Variant to koshogi", text)
	}
	var back string
	withStdin(t, text, func() { back, _, err = runArgs(t, "record", "-from", "usi") })
	if err != nil {
		t.Fatal(err)
	}
	// USI has no result: the KIF has no 投了 line.
	if diff := cmp.Diff(strings.Replace(string(src), "   4手目   投了\n", "", 1), back); diff != "" {
		t.Errorf("KIF to USI to KIF (-want +got):\n%s", diff)
	}

	withStdin(t, "5j5i 13a14b", func() {
		text, _, err = runArgs(t, "record", "-variant", "dai", "-options", "shogivar-promotion", "-to", "usi")
	})
	if err != nil {
		t.Fatal(err)
	}
	want := "setoption name USI_Variant value daishogi\nsetoption name LargeShogi_Options value shogivar-promotion\nposition startpos moves 5j5i 13a14b\n"
	withStdin(t, text, func() { back, _, err = runArgs(t, "record", "-to", "usi") })
	if err != nil {
		t.Fatal(err)
	}
	for _, got := range []string{text, back} {
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("record -to usi of a dai game (-want +got):\n%s", diff)
		}
	}
}

// TestRecordStdin checks a game read as USI moves from standard input and
// written as KIF, and that the format is guessed from the text.
func TestRecordStdin(t *testing.T) {
	var stdout string
	var err error
	withStdin(t, "7i7h 6d6e\n7j7i7j\n", func() {
		stdout, _, err = runArgs(t, "record")
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"変則将棋：chu",
		"ルール：jcsa",
		"先手：",
		"後手：",
		"手数----指手---------消費時間--",
		"   1手目   7八歩兵 （←7九）",
		"   2手目   6五歩兵 （←6四）",
		"   3手目一歩目 7九獅子 （←7十）",
		"   3手目二歩目 7十獅子 （←7九）",
		"",
		"",
	}
	if diff := cmp.Diff(want, strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")); diff != "" {
		t.Errorf("record (-want +got):\n%s", diff)
	}
}

// TestRecordErrors checks that the record command names the file, line
// and column of a problem.
func TestRecordErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	kif := write("bad.kif", "手数----指手---------消費時間--\n   1手目   7八歩兵 （←7九）\n   2手目   6六歩兵 （←6四）\n")
	pgn := write("bad.pgn", "[Variant \"chu\"]\n\n1. f4f5 g9g8 2. f5f7 *\n")
	usi := write("bad.usi", "position startpos moves\n7i7h\n  6d6e 7h7f\n")
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"record", kif}, kif + ":3:4: illegal move 6d6f: "},
		{[]string{"record", pgn}, pgn + ":3:17: illegal move 7h7f: "},
		{[]string{"record", usi}, usi + ":3:8: ply 3 (7h7f): illegal move: "},
		{[]string{"record", "-to", "csa", kif}, `record: format "csa": want kif, usi or pgn`},
		{[]string{"record", kif, usi}, `record: unexpected argument`},
	} {
		_, _, err := runArgs(t, tt.args...)
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("run(%q): %v, want an error starting %q", tt.args, err, tt.want)
		}
	}
}

// TestShowKIF checks the KIF diagram of chu shogi's start, whose pieces
// lishogi names 香 豹 銅 銀 金 象 玉 on White's back rank, and of taikyoku
// shogi's 36×36 board: 36 file numbers and the kanji rank 三十六.
func TestShowKIF(t *testing.T) {
	stdout, _, err := runArgs(t, "show", "-kif")
	if err != nil {
		t.Fatal(err)
	}
	rows := lines(stdout)
	want := []string{
		" １２ １１ １０ ９  ８  ７  ６  ５  ４  ３  ２  １",
		"+------------------------------------------------+",
		"| v香 v豹 v銅 v銀 v金 v象 v玉 v金 v銀 v銅 v豹 v香|一",
	}
	if diff := cmp.Diff(want, rows[:3]); diff != "" {
		t.Errorf("show -kif (-want +got):\n%s", diff)
	}
	if len(rows) != 15 || rows[14] != rows[1] {
		t.Errorf("show -kif: %d lines, want the file numbers, two frames and 12 rows", len(rows))
	}
	stdout, _, err = runArgs(t, "show", "-kif", "-variant", "taikyoku", "-moves", "31y31x")
	if err != nil {
		t.Fatal(err)
	}
	rows = lines(stdout)
	if len(rows) != 3+36+1 || !strings.HasPrefix(rows[0], " ３６ ３５") || !strings.HasSuffix(rows[37], "|三十六") || rows[39] != "後手番" {
		t.Errorf("show -kif -variant taikyoku:\n%s", stdout)
	}
	if _, _, err := runArgs(t, "show", "-kif", "-svg"); err == nil {
		t.Error("show -kif -svg is accepted")
	}
}

// TestRecordKeepsKIF checks that a lishogi export converted to KIF keeps
// its headers, comments, clocks and result: the golden game from a position
// comes back byte for byte, with the headers that name its rules before
// the diagram.
func TestRecordKeepsKIF(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "record", "testdata", "lishogi-position.kif"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(src)
	var got string
	withStdin(t, text, func() { got, _, err = runArgs(t, "record", "-from", "kif", "-to", "kif") })
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Replace(text, "\n １２", "\n変則将棋：chu\nルール：jcsa\n １２", 1)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("record -to kif (-want +got):\n%s", diff)
	}
}
