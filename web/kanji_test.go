package web

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/image/font/sfnt"
)

// TestKanjiFontHoldsEveryName reads the committed font and checks that it
// has a glyph for every character of every built-in variant's names and of
// the page's text: a character missing there is an empty box on a machine
// without a CJK font of its own.
func TestKanjiFontHoldsEveryName(t *testing.T) {
	data, err := files.ReadFile("static/kanji.otf")
	if err != nil {
		t.Fatal(err)
	}
	font, err := sfnt.Parse(data)
	if err != nil {
		t.Fatalf("static/kanji.otf: %v", err)
	}
	runes, err := KanjiRunes()
	if err != nil {
		t.Fatal(err)
	}
	if len(runes) < 200 {
		t.Fatalf("KanjiRunes gives %d characters, want the hundreds the ten games' names use", len(runes))
	}
	var buf sfnt.Buffer
	var missing []rune
	for _, r := range runes {
		i, err := font.GlyphIndex(&buf, r)
		if err != nil && !errors.Is(err, sfnt.ErrNotFound) {
			t.Fatalf("glyph of %q: %v", r, err)
		}
		if i == 0 {
			missing = append(missing, r)
		}
	}
	if len(missing) > 0 {
		t.Errorf("static/kanji.otf lacks %d characters: %q; run go generate ./web", len(missing), string(missing))
	}
}

// TestKanjiRunesHoldNames checks that the characters the font is made for
// take in promoted names and the page's own text, not only the names of
// pieces as set up.
func TestKanjiRunesHoldNames(t *testing.T) {
	runes, err := KanjiRunes()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range "獅龍奔鳳麒麟杏☗☖" {
		if _, found := slices.BinarySearch(runes, r); !found {
			t.Errorf("KanjiRunes lacks %q", r)
		}
	}
}

// TestKanjiRunesHoldRecordText checks that every character beyond ASCII
// that the notation and record packages write (their Go source outside
// comments and tests) is among the font's characters, so that a KIF record
// or a move in Japanese notation shows no empty box.
func TestKanjiRunesHoldRecordText(t *testing.T) {
	runes, err := KanjiRunes()
	if err != nil {
		t.Fatal(err)
	}
	for _, dir := range []string{"../notation", "../record"} {
		sources, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range sources {
			if strings.HasSuffix(path, "_test.go") {
				continue
			}
			text, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			for line := range strings.Lines(string(text)) {
				if strings.HasPrefix(strings.TrimSpace(line), "//") {
					continue
				}
				for _, r := range line {
					if _, found := slices.BinarySearch(runes, r); r >= utf8.RuneSelf && !found {
						t.Errorf("%s writes %q, which KanjiRunes lacks", path, r)
					}
				}
			}
		}
	}
}
