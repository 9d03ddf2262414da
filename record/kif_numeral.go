package record

import (
	"unicode/utf8"

	"github.com/largeshogi/largeshogi/internal/numeral"
)

// maxCoordinate bounds files and ranks: 36×36 is taikyoku shogi's board, the
// largest in the family.
const maxCoordinate = 36

// maxKanjiRunes is the length of the longest kanji numeral read, 九百九十九.
const maxKanjiRunes = 5

// kanjiDigit returns the value of a kanji digit 一 to 九, or 0.
func kanjiDigit(r rune) int {
	for i, d := range numeral.Digits {
		if r == d {
			return i + 1
		}
	}
	return 0
}

// isKanjiNumeral reports whether r can be part of a kanji numeral.
func isKanjiNumeral(r rune) bool {
	return kanjiDigit(r) != 0 || r == '十' || r == '百'
}

// digitValue returns the value of an Arabic or full-width digit, or -1.
func digitValue(r rune) int {
	switch {
	case '0' <= r && r <= '9':
		return int(r - '0')
	case '０' <= r && r <= '９':
		return int(r - '０')
	}
	return -1
}

// kanjiValue returns the value of the kanji numeral s (一 to 九百九十九, with
// or without a digit before 十 and 百), and false if s is not one.
func kanjiValue(s string) (int, bool) {
	n, digit := 0, 0
	last := 1000 // the unit of the last multiplier read, to keep 百 before 十
	for _, r := range s {
		if d := kanjiDigit(r); d != 0 {
			if digit != 0 {
				return 0, false
			}
			digit = d
			continue
		}
		unit := 10
		if r == '百' {
			unit = 100
		} else if r != '十' {
			return 0, false
		}
		if unit >= last {
			return 0, false
		}
		n += max(digit, 1) * unit
		digit, last = 0, unit
	}
	if n == 0 && digit == 0 {
		return 0, false
	}
	return n + digit, true
}

// kanjiPrefixes returns the byte lengths of the prefixes of s that are kanji
// numerals, longest first, with their values.
func kanjiPrefixes(s string) (sizes, values []int) {
	size := 0
	for i := 0; i < maxKanjiRunes && size < len(s); i++ {
		r, n := utf8.DecodeRuneInString(s[size:])
		if !isKanjiNumeral(r) {
			break
		}
		size += n
		if v, ok := kanjiValue(s[:size]); ok {
			sizes = append([]int{size}, sizes...)
			values = append([]int{v}, values...)
		}
	}
	return sizes, values
}
