package main

import (
	"errors"
	"io"
	"os"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
)

// TestMovesErrors checks that a bad move in -moves is named by its ply and
// its text, whichever command reads it.
func TestMovesErrors(t *testing.T) {
	for _, tt := range []struct {
		args    []string
		err     string
		illegal bool
	}{
		{[]string{"status", "-moves", "7i7h 6d6e 7g7f"}, "ply 3 (7g7f): illegal move: no piece on 7g", true},
		{[]string{"moves", "-moves", "7i7h  6d6e 7h7g+"}, "ply 3 (7h7g+): illegal move: the pawn on 7h cannot promote on this move", true},
		{[]string{"show", "-moves", "6d6e"}, "ply 1 (6d6e): illegal move: the piece on 6d is white's, and black is to move", true},
		{[]string{"perft", "-depth", "1", "-moves", "7i7h x"}, `ply 2 (x): column 1: syntax error: bad square "x": no file number`, false},
		{[]string{"status", "-moves", "7i7h 6d6e 7h"}, "ply 3 (7h): column 3: syntax error: want FROM[VIA...]TO[+|=]", false},
		// White's pawn on 7d goes to 7e (P-75), not to 7g.
		{[]string{"status", "-notation", "western", "-moves", "P-78 P-77"}, `ply 2 (P-77): column 4: no legal move is written with "7" here`, false},
		{[]string{"status", "-notation", "hodges", "-moves", "P-7h Px7e"}, "ply 2 (Px7e): column 2: x marks a capture, but 7e holds no black piece", false},
		{[]string{"status", "-notation", "xboard", "-moves", "f4f5 f9f7"}, "ply 2 (f9f7): illegal move: the pawn on 7d cannot make the move 7d7f", true},
	} {
		stdout, _, err := runArgs(t, tt.args...)
		if err == nil {
			t.Errorf("run(%q) succeeded", tt.args)
			continue
		}
		if diff := cmp.Diff(tt.err, err.Error()); diff != "" {
			t.Errorf("run(%q) error (-want +got):\n%s", tt.args, diff)
		}
		if errors.Is(err, rules.ErrIllegal) != tt.illegal || errors.Is(err, rules.ErrSyntax) == tt.illegal {
			t.Errorf("run(%q): errors.Is(err, rules.ErrIllegal) = %v, want %v, and ErrSyntax the other way", tt.args, !tt.illegal, tt.illegal)
		}
		if stdout != "" {
			t.Errorf("run(%q) wrote to stdout: %q", tt.args, stdout)
		}
	}
}

// TestShow checks the text board: chu shogi's start position exactly, and
// a ko shogi position with a three-character code (+Ch, a promoted
// chariot), whose columns must widen so that every code stands apart.
func TestShow(t *testing.T) {
	stdout, _, err := runArgs(t, "show")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		" 12 11 10  9  8  7  6  5  4  3  2  1",
		"  l  f  c  s  g  e  k  g  s  c  f  l  a",
		"  a  .  b  .  t  x  o  t  .  b  .  a  b",
		"  m  v  r  h  d  q  n  d  h  r  v  m  c",
		"  p  p  p  p  p  p  p  p  p  p  p  p  d",
		"  .  .  .  i  .  .  .  .  i  .  .  .  e",
	}
	if diff := cmp.Diff(want, lines(stdout)[:len(want)]); diff != "" {
		t.Errorf("show (-want +got):\n%s", diff)
	}

	const ko = "fdtbencssfsrwrasogscawrsrsfcsensmfd/rfh1q1du1snbmadsn1du1q1fhr/ecnsblbecnsblbefwelbsbcnelbsbcne/" +
		"ca1hs1hs1hs1hs1hs1hs1hs1hs1ca/1pu1p1p1p1pu1p1p1p1pu1/cusuchspchspchspchsuchspchspchspchsucu/9va9/19/19/19/19/19/9Va9/" +
		"CuSu+ChSpChSpChSpChSuChSpChSpChSpChSuCu/1Pu1P1P1P1Pu1P1P1P1Pu1/Ca1Hs1Hs1Hs1Hs1Hs1Hs1Hs1Hs1Ca/" +
		"ECnSbLbECnSbLbEFwELbSbCnELbSbCnE/RFh1Q1Du1SnDMaBSn1Du1Q1FhR/FdSmEnCsSfSrWrAScGSoAWrSrSfCsEnTbFd b - 1"
	stdout, _, err = runArgs(t, "show", "-variant", "ko", "-sfen", ko)
	if err != nil {
		t.Fatal(err)
	}
	rows := lines(stdout)[:20]
	if !strings.HasPrefix(rows[0], "  19  18  17") {
		t.Errorf("file numbers %q, want columns four wide", rows[0])
	}
	for _, row := range rows[1:] {
		if n := len(strings.Fields(row)); n != 19+1 {
			t.Errorf("row %q has %d fields, want 19 squares and the rank", row, n)
		}
		if got, want := utf8.RuneCountInString(row), 19*4+3; got != want {
			t.Errorf("row %q is %d wide, want %d", row, got, want)
		}
	}
	if !strings.Contains(rows[14], " Su +Ch  Sp") {
		t.Errorf("rank n %q does not hold +Ch apart from its neighbours", rows[14])
	}
}

// TestPerftWorkers checks that perft and its divide print the same counts
// whatever -j says: lishogi's chu perft(3) 52599, and the sho shogi divide
// of testdata/perft.
func TestPerftWorkers(t *testing.T) {
	sho, err := os.ReadFile("../../rules/testdata/perft/sho-3.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, j := range []string{"1", "2", "7"} {
		stdout, _, err := runArgs(t, "perft", "-depth", "3", "-rules", "lishogi", "-j", j)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff("perft(3) = 52599\n", stdout); diff != "" {
			t.Errorf("perft -j %s (-want +got):\n%s", j, diff)
		}
		stdout, _, err = runArgs(t, "perft", "-variant", "sho", "-depth", "3", "-divide", "-j", j)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(string(sho), stdout); diff != "" {
			t.Errorf("perft -variant sho -divide -j %s (-want +got):\n%s", j, diff)
		}
	}
	if _, _, err := runArgs(t, "perft", "-j", "0"); err == nil || err.Error() != "perft: -j must be at least 1" {
		t.Errorf("perft -j 0: error %v, want perft: -j must be at least 1", err)
	}
}

// TestMovesNotation checks -notation: moves listed in Japanese notation are
// those package notation writes, among them the pawn's step 7i7h as ７八歩;
// -moves read in western and in Japanese notation (同 and an ideographic
// space) play the game the same moves in USI play.
func TestMovesNotation(t *testing.T) {
	stdout, _, err := runArgs(t, "moves", "-notation", "japanese")
	if err != nil {
		t.Fatal(err)
	}
	fs, gf := positionCommand("moves", "", io.Discard, io.Discard)
	game, err := gf.parse(fs, nil) // chu shogi's start
	if err != nil {
		t.Fatal(err)
	}
	p := game.Position()
	want := notation.Japanese.Append(nil, p, p.AppendMoves(nil))
	if diff := cmp.Diff(want, lines(stdout)); diff != "" {
		t.Errorf("moves -notation japanese (-want +got):\n%s", diff)
	}
	if !slices.Contains(lines(stdout), "７八歩") {
		t.Errorf("moves -notation japanese does not list ７八歩 (7i7h)")
	}

	// White's pawn on 7f steps to 7g and Black's gold on 7h takes it.
	const recapture = "11k/12/12/12/12/5p6/12/5G6/12/12/12/K11 w - 1"
	for _, tt := range []struct {
		name       string
		args, usis []string
	}{
		{"western", []string{"-notation", "western", "-moves", "P-78 P-75"}, []string{"-moves", "7i7h 7d7e"}},
		{"japanese", []string{"-notation", "japanese", "-sfen", recapture, "-moves", "７七歩 同\u3000金"}, []string{"-sfen", recapture, "-moves", "7f7g 7h7g"}},
	} {
		got, _, err := runArgs(t, append([]string{"show"}, tt.args...)...)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		want, _, err := runArgs(t, append([]string{"show"}, tt.usis...)...)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: show %q (-want +got):\n%s", tt.name, tt.args, diff)
		}
	}

	for _, cmd := range []string{"moves", "show"} {
		_, _, err := runArgs(t, cmd, "-notation", "kif")
		want := `-notation: unknown notation "kif" (have usi, hodges, xboard, japanese, kitao-kawasaki, western, western-engine, yorozuya)`
		if err == nil || err.Error() != want {
			t.Errorf("%s -notation kif: %v, want %s", cmd, err, want)
		}
	}
	_, _, err = runArgs(t, "moves", "-notation", "kitao")
	wantErr := `-notation: unknown notation "kitao" (did you mean "kitao-kawasaki"?) (have usi, hodges, xboard, japanese, kitao-kawasaki, western, western-engine, yorozuya)`
	if err == nil || err.Error() != wantErr {
		t.Errorf("moves -notation kitao: %v, want %s", err, wantErr)
	}
}

// TestMovesListsWhatTheGameAccepts checks that moves lists the moves the
// game accepts: under maka dai dai's no-recurrence rule the rook may not go
// back to 10b, which recreates the position at the start, and show refuses
// it; every move moves lists, show accepts.
func TestMovesListsWhatTheGameAccepts(t *testing.T) {
	const sfen = "2k16/9r9/19/19/19/19/19/19/19/19/19/19/19/19/19/9R9/19/19/16K2 b - 1"
	const played = "10p10q 10b10c 10q10p"
	stdout, _, err := runArgs(t, "moves", "-variant", "makadaidai", "-sfen", sfen, "-moves", played)
	if err != nil {
		t.Fatal(err)
	}
	listed := lines(stdout)
	if slices.Contains(listed, "10c10b") {
		t.Errorf("moves lists 10c10b, which recreates the start position")
	}
	if !slices.Contains(listed, "10c10d") {
		t.Errorf("moves does not list 10c10d: %q", listed)
	}
	for _, m := range listed {
		if _, _, err := runArgs(t, "status", "-variant", "makadaidai", "-sfen", sfen, "-moves", played+" "+m); err != nil {
			t.Errorf("moves lists %s, which status refuses: %v", m, err)
		}
	}
}

// TestMovesInputNotation checks that -in sets the notation -moves is read
// in apart from -notation, the one moves lists in: USI moves in, Hodges
// out lists what Hodges in and out lists; without -in, -moves is read in
// -notation's.
func TestMovesInputNotation(t *testing.T) {
	want, _, err := runArgs(t, "moves", "-notation", "hodges", "-moves", "P-7h P-6e")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(lines(want), "GB-9g") {
		t.Fatalf("moves -notation hodges does not list GB-9g: %q", want)
	}
	got, _, err := runArgs(t, "moves", "-in", "usi", "-notation", "hodges", "-moves", "7i7h 6d6e")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(lines(want), lines(got)); diff != "" {
		t.Errorf("moves -in usi -notation hodges (-want +got):\n%s", diff)
	}
	for _, tt := range []struct {
		args []string
		err  string
	}{
		{[]string{"moves", "-notation", "hodges", "-moves", "7i7h"}, "ply 1 (7i7h): "},
		{[]string{"moves", "-in", "kif", "-moves", "7i7h"}, `-in: unknown notation "kif" (have `},
	} {
		_, _, err := runArgs(t, tt.args...)
		if err == nil || !strings.HasPrefix(err.Error(), tt.err) {
			t.Errorf("run(%q) = %v, want an error starting %q", tt.args, err, tt.err)
		}
	}
}
