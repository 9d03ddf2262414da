// Package clip quotes input in error messages, cut short, so that a
// message about a long input stays short: a 4 MB variant name gives an
// error of a few dozen bytes, not of 4 MB.
package clip

import "strconv"

// MaxRunes is how many characters of an input [Quote] keeps.
const MaxRunes = 40

// Quote returns s quoted as strconv.Quote quotes it; when s is longer than
// MaxRunes characters, only its first MaxRunes are quoted, followed by "…"
// and the length of s in bytes.
func Quote(s string) string {
	n := 0
	for i := range s {
		if n == MaxRunes {
			return strconv.Quote(s[:i]) + "… (" + strconv.Itoa(len(s)) + " bytes)"
		}
		n++
	}
	return strconv.Quote(s)
}
