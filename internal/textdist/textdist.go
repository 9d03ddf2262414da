// Package textdist measures how far apart two words are, and finds the
// word a mistyped name most likely meant, for "did you mean" suggestions.
package textdist

import (
	"strings"
	"unicode/utf8"
)

// MaxSuggest is the length in bytes of the longest name [Suggest] looks
// at: a longer name gets no suggestion, so that hostile input stays cheap.
const MaxSuggest = 64

// Distance returns the edit distance between a and b, counted in runes:
// how many insertions, deletions, substitutions and swaps of neighbours turn
// one into the other (the optimal string alignment distance).
func Distance(a, b string) int {
	var s scratch
	// No distance is larger than the longer word.
	return s.bounded(a, b, max(len(a), len(b)))
}

// Suggest returns the candidate that name most likely meant, or "" if none
// is near: one within a few edits of name (one for names of up to five
// characters, two for longer ones, none for names of one or two), or else
// one that shares all of name but its last two characters as a prefix
// ("lion-trade" for "lion-trading"), or one whole candidate of three
// characters or more that name starts with. Fewer edits win over a shared
// prefix, a prefix nearer name's length over a farther one, and among
// equals the candidate that comes first. A candidate equal to name is not
// suggested, nor is anything for a name longer than [MaxSuggest] bytes.
func Suggest(name string, candidates []string) string {
	n := utf8.RuneCountInString(name)
	if n == 0 || len(name) > MaxSuggest {
		return ""
	}
	limit := 2
	switch {
	case n <= 2:
		limit = 0
	case n <= 5:
		limit = 1
	}
	var s scratch
	best, bestRank := "", -1
	for _, c := range candidates {
		if c == name {
			continue
		}
		m := utf8.RuneCountInString(c)
		rank := -1
		switch {
		case strings.EqualFold(c, name):
			rank = 0
		case m-n <= limit && n-m <= limit:
			if d := s.bounded(name, c, limit); d <= limit {
				rank = d
			}
		}
		if rank < 0 && sharesPrefix(name, c, n, m) {
			rank = limit + 1 + max(m-n, n-m)
		}
		if rank >= 0 && (bestRank < 0 || rank < bestRank) {
			best, bestRank = c, rank
		}
	}
	return best
}

// sharesPrefix reports whether name, of n runes, and candidate c, of m,
// share all of name but its last two runes (and at least three) as a
// prefix, or c of three runes or more is a prefix of name.
func sharesPrefix(name, c string, n, m int) bool {
	if m >= 3 && strings.HasPrefix(name, c) {
		return true
	}
	if n < 3 {
		return false
	}
	common := 0
	for i, r := range name {
		q, size := utf8.DecodeRuneInString(c[min(i, len(c)):])
		if size == 0 || q != r {
			break
		}
		common++
	}
	return common >= max(3, n-2)
}

// scratch holds the rows of a distance computation, reused from one
// candidate to the next.
type scratch struct {
	a, b             []rune
	prev2, prev, cur []int
}

// Hint returns ` (did you mean "X"?)` for the candidate [Suggest] finds for
// name, to end a message about an unknown name, or "" if there is none.
func Hint(name string, candidates []string) string {
	if s := Suggest(name, candidates); s != "" {
		return ` (did you mean "` + s + `"?)`
	}
	return ""
}

// bounded returns the distance between a and b if it is at most limit, and
// some number above limit otherwise. It fills only the cells of the table
// within limit of its diagonal, and stops once a row has none within
// limit, so that it costs in proportion to the words' length times limit.
func (s *scratch) bounded(a, b string, limit int) int {
	s.a, s.b = append(s.a[:0], []rune(a)...), append(s.b[:0], []rune(b)...)
	ra, rb := s.a, s.b
	if len(ra)-len(rb) > limit || len(rb)-len(ra) > limit {
		return limit + 1
	}
	far := limit + 1
	grow := func(row []int) []int {
		if cap(row) < len(rb)+1 {
			row = make([]int, len(rb)+1)
		}
		row = row[:len(rb)+1]
		for j := range row {
			row[j] = far
		}
		return row
	}
	s.prev2, s.prev, s.cur = grow(s.prev2), grow(s.prev), grow(s.cur)
	for j := 0; j <= min(limit, len(rb)); j++ {
		s.prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		// The cell left of the band; the cells right of it were never
		// written.
		lo := max(1, i-limit)
		s.cur[lo-1] = far
		if lo == 1 && i <= limit {
			s.cur[0] = i
		}
		best := s.cur[lo-1]
		for j := lo; j <= min(len(rb), i+limit); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d := min(s.prev[j]+1, s.cur[j-1]+1, s.prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d = min(d, s.prev2[j-2]+1)
			}
			d = min(d, far)
			s.cur[j] = d
			best = min(best, d)
		}
		if best > limit {
			return far
		}
		s.prev2, s.prev, s.cur = s.prev, s.cur, s.prev2
	}
	return s.prev[len(rb)]
}
