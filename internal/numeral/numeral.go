// Package numeral writes numbers as Japanese shogi texts write square
// coordinates: in kanji numerals (ranks) and in full-width digits (files).
package numeral

import (
	"strconv"
	"strings"
)

// Digits are the kanji for 1 to 9, at index n-1.
var Digits = [9]rune{'一', '二', '三', '四', '五', '六', '七', '八', '九'}

// Kanji writes n (1 to 999) in kanji numerals, as KIF and Japanese
// notation write ranks: 七, 十, 十二, 二十, 三十六.
func Kanji(n int) string {
	var b strings.Builder
	for _, u := range [2]struct {
		unit int
		r    rune
	}{{100, '百'}, {10, '十'}} {
		if d := n / u.unit % 10; d > 0 {
			if d > 1 {
				b.WriteRune(Digits[d-1])
			}
			b.WriteRune(u.r)
		}
	}
	if d := n % 10; d > 0 {
		b.WriteRune(Digits[d-1])
	}
	return b.String()
}

// FullWidth writes n in full-width digits: ７, １２.
func FullWidth(n int) string {
	var b strings.Builder
	for _, r := range strconv.Itoa(n) {
		b.WriteRune(r - '0' + '０')
	}
	return b.String()
}
