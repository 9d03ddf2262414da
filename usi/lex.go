package usi

// Token is a word of a USI text and where it starts: its line and column,
// counted in characters from 1.
type Token struct {
	Text      string
	Line, Col int
}

// Tokens splits s into words separated by spaces, tabs and line breaks,
// each with its place. Each word is a slice of s, so that the cost is
// linear in the length of s however long its words are.
func Tokens(s string) []Token {
	var toks []Token
	line, col := 1, 0
	start := -1 // the byte where the word being read starts, or -1
	for i, r := range s {
		col++
		if r == ' ' || r == '\t' || r == '\r' || r == '\n' {
			if start >= 0 {
				toks[len(toks)-1].Text = s[start:i]
				start = -1
			}
			if r == '\n' {
				line, col = line+1, 0
			}
			continue
		}
		if start < 0 {
			start = i
			toks = append(toks, Token{Line: line, Col: col})
		}
	}
	if start >= 0 {
		toks[len(toks)-1].Text = s[start:]
	}
	return toks
}
