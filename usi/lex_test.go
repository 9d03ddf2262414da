package usi_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/largeshogi/largeshogi/usi"
	"pgregory.net/rapid"
)

// TestTokens checks the words of texts and their places, columns counted
// in characters.
func TestTokens(t *testing.T) {
	tests := []struct {
		src  string
		want []usi.Token
	}{
		{"", nil},
		{" \t\r\n", nil},
		{"a", []usi.Token{{"a", 1, 1}}},
		{"go  depth\t3\r\n", []usi.Token{{"go", 1, 1}, {"depth", 1, 5}, {"3", 1, 11}}},
		{"\n  7i7h\n６六歩 x", []usi.Token{{"7i7h", 2, 3}, {"６六歩", 3, 1}, {"x", 3, 5}}},
		{"a\xffb c", []usi.Token{{"a\xffb", 1, 1}, {"c", 1, 5}}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, usi.Tokens(tt.src)); diff != "" {
			t.Errorf("Tokens(%q) (-want +got):\n%s", tt.src, diff)
		}
	}
}

// TestTokensLinear checks that splitting a text costs allocations in the
// number of its words, never in their length: any text of up to 300 KB,
// with words of any length, is split with at most one allocation per
// word (the slice of words as it grows) and a few more. A reader that
// grows a word a character at a time allocates once per character.
func TestTokensLinear(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		words := rapid.SliceOfN(rapid.IntRange(1, 300_000/8), 1, 8).Draw(rt, "word lengths")
		var b strings.Builder
		for i, n := range words {
			if i > 0 {
				b.WriteString(rapid.SampledFrom([]string{" ", "\t", "\n", " \r\n "}).Draw(rt, "space"))
			}
			b.WriteString(strings.Repeat(rapid.SampledFrom([]string{"1", "歩", "+"}).Draw(rt, "letter"), n))
		}
		src := b.String()
		allocs := testing.AllocsPerRun(3, func() { usi.Tokens(src) })
		if most := float64(len(words) + 2); allocs > most {
			rt.Fatalf("Tokens of %d bytes in %d words: %.0f allocations, want at most %.0f", len(src), len(words), allocs, most)
		}
	})
}

// TestReadLongWord checks that a USI text with a word over 16 KB (a 300
// KB position) is refused at the word's place, with an error that tells
// the length and does not echo the word.
func TestReadLongWord(t *testing.T) {
	word := strings.Repeat("1", 300_000)
	for _, tt := range []struct {
		src       string
		line, col int
	}{
		{"position sfen " + word, 1, 15},
		{"setoption name USI_Variant value " + word + "\nposition startpos", 1, 34},
		{"setoption name X\n\nposition startpos moves 7i7h " + word, 3, 30},
	} {
		_, err := usi.Read("f.usi", []byte(tt.src))
		var ue *usi.Error
		if !errors.As(err, &ue) || ue.Line != tt.line || ue.Col != tt.col {
			t.Errorf("Read(a %d-byte text) = %v, want an *usi.Error at %d:%d", len(tt.src), err, tt.line, tt.col)
			continue
		}
		if msg := err.Error(); len(msg) > 100 || !strings.Contains(msg, "300000 bytes") {
			t.Errorf("Read(a %d-byte text) = %d-byte error %.100q, want a short one telling the length", len(tt.src), len(msg), msg)
		}
	}
}
