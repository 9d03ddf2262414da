package serve

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"unicode"
)

// TestErrorsClipped checks that what a server answers to hostile input is
// short and printable: a 900 KB word, NUL, ESC and bytes that are not
// UTF-8 in a command, a position, a go and an XBoard move are answered on
// lines of at most 1 KB with no control byte. The whole input was echoed
// before.
func TestErrorsClipped(t *testing.T) {
	hostile := "\x1b[2J\x00\xff" + strings.Repeat("1", 900_000)
	for _, input := range []string{
		"usi\n" + hostile + "\n",
		"usi\nposition startpos moves 3i3h " + hostile + "\n",
		"usi\nposition startpos moves " + strings.Repeat("\x1b", 1000) + "\n",
		"usi\ngo " + hostile + "\n",
		"usi\nsetoption name " + hostile + " value 1\n",
		"xboard\nprotover 2\nnew\nforce\nusermove " + hostile + "\n",
		"xboard\nprotover 2\n" + hostile + "\n",
		"xboard\nprotover 2\nsetboard " + hostile + " w\n",
	} {
		var out bytes.Buffer
		if err := Run(context.Background(), strings.NewReader(input), &out, testConfig(t, &mover{name: "mover"})); err != nil {
			t.Fatalf("%.60q: %v", input, err)
		}
		lines := strings.Split(out.String(), "\n")
		errors := 0
		for _, l := range lines {
			if strings.Contains(l, "error") || strings.Contains(l, "Error") || strings.Contains(l, "Illegal") {
				errors++
			}
			if len(l) > 1024 || strings.ContainsFunc(l, func(r rune) bool { return unicode.IsControl(r) || r == unicode.ReplacementChar }) {
				t.Errorf("%.60q: answered a %d-byte line %.100q", input, len(l), l)
			}
		}
		if errors == 0 {
			t.Errorf("%.60q: no error answered", input)
		}
	}
}
