package record

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"runtime/metrics"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/largeshogi/largeshogi/rules"
)

// allocated returns how many bytes the program has allocated so far.
func allocated() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// within fails t if f allocates more than the fuzz targets' budget for an
// input of n bytes: 16 MB and 256 bytes a byte of input, far above what a
// record of that size needs, far below the blow-ups it is there to catch.
func within(t *testing.T, n int, f func()) {
	t.Helper()
	limit := 16<<20 + 256*uint64(n)
	before := allocated()
	f()
	if used := allocated() - before; used > limit {
		t.Fatalf("%d bytes of input allocated %d bytes, more than the budget of %d", n, used, limit)
	}
}

// ignorePos compares records without the places their parts were read from.
var ignorePos = cmpopts.IgnoreTypes(Pos{})

// addKIFSeeds adds the KIF files of testdata and the texts given to f's
// seed corpus.
func addKIFSeeds(f *testing.F, texts ...string) {
	files, err := filepath.Glob("testdata/*.kif")
	if err != nil {
		f.Fatal(err)
	}
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	for _, s := range texts {
		f.Add([]byte(s))
	}
}

// FuzzReadKIF checks that the reader never panics, that its errors name a
// line and a column of the text, and that every record it returns is
// written and read back to the same record and the same text.
func FuzzReadKIF(f *testing.F) {
	addKIFSeeds(f,
		"1 ７六歩(77)\n2 同　歩(33)\n",
		"十一手目 ▲5十五里霧 （←5十六）\n",
		"変化：3手\n",
		"  3 (00:01.5/1:02:03)\n",
		"|v成獅 ・|一\n後手番\n",
		"先手の持駒：なし\n1手目 仝獅子成 (←77)*comment\n2手目 投了\n* done",
		"1 7八歩兵 （←7九）\n2 中断\nまで１手で判定により無勝負\n* why\n変化：2手\nまで1手で",
		"変則将棋：chu\nルール：lishogi\nオプション：a, b\n",
	)
	f.Add(kifOf(f, randomGame(builtin(f, "chu"), 3, 400)))
	f.Fuzz(func(t *testing.T, src []byte) {
		var r *KIF
		var err error
		within(t, len(src), func() { r, err = ReadKIF("f.kif", src) })
		if err != nil {
			checkErrorPlace(t, err, kifLines(src))
			if e := (*Error)(nil); errors.As(err, &e) && e.File != "f.kif" {
				t.Fatalf("error %q names the file %q, want f.kif", err, e.File)
			}
			return
		}
		if _, _, err := r.Ruleset(); err != nil {
			checkErrorPlace(t, err, kifLines(src))
		}
		var out bytes.Buffer
		if err := r.Write(&out); err != nil {
			// A square spelt with letters or digits can put a piece whose
			// name starts with a kanji numeral after a kanji rank, where
			// another of the record's names reads too (5j五里霧 and
			// 5十五里霧 for 5十五 and 里霧).
			if strings.Contains(err.Error(), "reads as another move") {
				return
			}
			t.Fatalf("a record read from the text is not written: %v", err)
		}
		var kr KIFReader
		for name := range r.pieceNames() {
			kr.Names = append(kr.Names, name)
		}
		r2, err := kr.Read("out.kif", out.Bytes())
		if err != nil {
			t.Fatalf("the written text is not read: %v\n%s", err, out.String())
		}
		if diff := cmp.Diff(r, r2, ignorePos); diff != "" {
			t.Fatalf("written and read back (-read +reread):\n%s\ntext:\n%s", diff, out.String())
		}
		var again bytes.Buffer
		if err := r2.Write(&again); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(out.Bytes(), again.Bytes()) {
			t.Fatalf("written twice, the texts differ:\n%s\n%s", out.String(), again.String())
		}
	})
}

// FuzzReadPGN checks that ReadPGN and PGN.Game never panic, that their
// errors name a line and column of the text, and that a game they accept
// is written and read back to the same moves.
func FuzzReadPGN(f *testing.F) {
	r := builtin(f, "chu")
	f.Add(pgnOf(f, randomGame(r, 1, 30)))
	f.Add(pgnOf(f, randomGame(r, 2, 400)))
	for _, s := range []string{"*", "1. f4f5 *", "[A \"\\\"\"] 1...f4f5 $1 {c} ; x\n%e\n1-0", "1. f4f5 (x) *", "[SFEN \"12/12 b\"] *",
		"[Variant \"" + strings.Repeat("chu", 20000) + "\"]\n*\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		var g *rules.Game
		var err error
		within(t, len(src), func() {
			var pg *PGN
			if pg, err = ReadPGN("f.pgn", src); err == nil {
				g, err = pg.Game(r)
			}
		})
		if err != nil {
			checkErrorPlace(t, err, pgnLines(src))
			return
		}
		out := pgnOf(t, g)
		back, err := ReadPGN("out.pgn", out)
		if err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		g2, err := back.Game(r)
		if err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		if diff := cmp.Diff(g.Moves(), g2.Moves()); diff != "" {
			t.Fatalf("moves (-want +got):\n%s", diff)
		}
	})
}

// FuzzRecordGame checks that reading a KIF text and replaying it as a chu
// shogi game never panics, that every error names a line and column of
// the text, and that a game replayed is written and replayed back to the
// same moves.
func FuzzRecordGame(f *testing.F) {
	r := builtin(f, "chu")
	addKIFSeeds(f,
		"1 7八歩兵 （←7九）\n2 仝歩兵\n",
		"1手目 7八金将 （←7九）\n",
		"1手目一歩目 7九獅子 （←7十）\n1手目二歩目 7十獅子(じっと) （←7九）\n",
		"|v成獅 ・|一\n後手番\n",
	)
	f.Add(kifOf(f, randomGame(r, 4, 400)))
	names := newPieceNames(r).all
	f.Fuzz(func(t *testing.T, src []byte) {
		kr := KIFReader{Names: names}
		var g *rules.Game
		var err error
		within(t, len(src), func() {
			var rec *KIF
			if rec, err = kr.Read("f.kif", src); err == nil {
				g, err = rec.Game(r)
			}
		})
		if err != nil {
			checkErrorPlace(t, err, kifLines(src))
			return
		}
		out := kifOf(t, g)
		again, err := kr.Read("out.kif", out)
		if err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		g2, err := again.Game(r)
		if err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		if diff := cmp.Diff(g.Moves(), g2.Moves()); diff != "" {
			t.Fatalf("moves (-want +got):\n%s", diff)
		}
	})
}

// kifLines are the lines of a KIF text, as the reader splits them.
func kifLines(src []byte) []string {
	var lines []string
	for _, l := range splitLines(string(src)) {
		lines = append(lines, l.text)
	}
	return lines
}

// pgnLines are the lines of a PGN text: a line ends at "\n".
func pgnLines(src []byte) []string {
	return strings.Split(strings.TrimPrefix(string(src), "\ufeff"), "\n")
}

// checkErrorPlace fails unless err is an *Error at one of the lines (or
// the line after the last) and a column within that line or just after it.
func checkErrorPlace(t *testing.T, err error, lines []string) {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v is a %T, want *Error", err, err)
	}
	if e.Pos.Line < 1 || e.Pos.Line > len(lines)+1 || e.Pos.Col < 1 {
		t.Fatalf("error %q names no place in a text of %d lines", err, len(lines))
	}
	if e.Pos.Line <= len(lines) && e.Pos.Col > utf8.RuneCountInString(lines[e.Pos.Line-1])+1 {
		t.Fatalf("error %q: column past the end of its line", err)
	}
}
