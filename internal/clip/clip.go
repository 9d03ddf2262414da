// Package clip shortens and escapes input quoted in messages, so that a
// message about a long or hostile input stays short and printable: a 4 MB
// variant name gives an error of a few dozen bytes, and an engine's or
// GUI's control bytes never reach a terminal or a protocol line.
//
// Its behaviours are named by what they keep:
//   - [Quote] quotes as Go does (strconv.Quote), the first [MaxRunes]
//     characters, and tells the length of what it cut;
//   - [Cut] keeps the first n characters, cut on a character boundary and
//     marked "…", unescaped, for a message that quotes it itself;
//   - [Line] keeps a message on one printable line for a protocol: runs of
//     white space become one space, control bytes and bytes that are not
//     UTF-8 are escaped, and it is cut after [MaxLineRunes] characters.
package clip

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// MaxRunes is how many characters of an input [Quote] keeps.
const MaxRunes = 40

// MaxLineRunes is how many characters of a message [Line] keeps.
const MaxLineRunes = 200

// Quote returns s quoted as strconv.Quote quotes it; when s is longer than
// MaxRunes characters, only its first MaxRunes are quoted, followed by "…"
// and the length of s in bytes.
func Quote(s string) string {
	if i, cut := runeIndex(s, MaxRunes); cut {
		return strconv.Quote(s[:i]) + "… (" + strconv.Itoa(len(s)) + " bytes)"
	}
	return strconv.Quote(s)
}

// Cut returns the first n characters of s followed by "…" when s is
// longer, else s.
func Cut(s string, n int) string {
	if i, cut := runeIndex(s, n); cut {
		return s[:i] + "…"
	}
	return s
}

// Line returns s on one printable line: each run of spaces, tabs and line
// breaks becomes one space and the ends are trimmed; a control character
// (C0, DEL, C1) is written \xNN or \u00NN, and a byte that is not UTF-8
// \xNN; after MaxLineRunes characters of s the rest is left out, marked
// "… (N bytes)" with the length of s.
func Line(s string) string {
	var b strings.Builder
	space := false
	n := 0
	for i, r := range s {
		if n == MaxLineRunes {
			return strings.TrimRight(b.String(), " ") + "… (" + strconv.Itoa(len(s)) + " bytes)"
		}
		n++
		switch {
		case r == ' ' || r == '\t' || r == '\n' || r == '\r':
			space = b.Len() > 0
			continue
		case space:
			b.WriteByte(' ')
			space = false
		}
		switch {
		case r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD"):
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r >= 0x80 && r < 0xa0:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// runeIndex returns the byte index of s's n-th character and true when s
// has more than n characters, else len(s) and false.
func runeIndex(s string, n int) (int, bool) {
	k := 0
	for i := range s {
		if k == n {
			return i, true
		}
		k++
	}
	return len(s), false
}
