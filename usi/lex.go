package usi

import "strings"

// Token is a word of a USI text and where it starts: its line and column,
// counted in characters from 1.
type Token struct {
	Text      string
	Line, Col int
}

// Tokens splits s into words separated by spaces, tabs and line breaks,
// each with its place.
func Tokens(s string) []Token {
	var toks []Token
	for n, l := range strings.Split(s, "\n") {
		col, in := 0, false
		for _, r := range l {
			col++
			switch {
			case r == ' ' || r == '\t' || r == '\r':
				in = false
			case !in:
				in = true
				toks = append(toks, Token{Text: string(r), Line: n + 1, Col: col})
			default:
				toks[len(toks)-1].Text += string(r)
			}
		}
	}
	return toks
}
