package notation

import (
	"strconv"
	"strings"

	"github.com/largeshogi/largeshogi/board"
)

// kanjiDigits are the kanji for 1 to 9, at index n-1.
var kanjiDigits = []string{"一", "二", "三", "四", "五", "六", "七", "八", "九"}

// kanjiNumber writes n (1 to 99) in kanji as lishogi writes ranks: 七, 十,
// 十二, 二十, 三十六.
func kanjiNumber(n int) string {
	var b strings.Builder
	if n >= 20 {
		b.WriteString(kanjiDigits[n/10-1])
	}
	if n >= 10 {
		b.WriteString("十")
	}
	if n%10 > 0 {
		b.WriteString(kanjiDigits[n%10-1])
	}
	return b.String()
}

// fullWidth writes n in full-width digits: ７, １２.
func fullWidth(n int) string {
	var b strings.Builder
	for _, c := range strconv.Itoa(n) {
		b.WriteRune(c - '0' + '０')
	}
	return b.String()
}

// japaneseSquare writes sq as Japanese notation does: the file in
// full-width digits, the rank in kanji (７七, １２十二, ３６三十六).
func japaneseSquare(sq board.Square) string {
	file, rank := sq.FileRank()
	return fullWidth(file) + kanjiNumber(rank)
}

// numberDigits are the one-character numbers of files and ranks in
// Kitao-Kawasaki and western notation: 1 to 9, then a (10) to z (35), as
// lishogi writes chu shogi's 10 to 12, then A for taikyoku shogi's 36.
const numberDigits = "123456789abcdefghijklmnopqrstuvwxyzA"

// numberSquare writes sq as file and rank numbers of one character each:
// 76, a1, cc.
func numberSquare(sq board.Square) string {
	file, rank := sq.FileRank()
	return numberDigits[file-1:file] + numberDigits[rank-1:rank]
}

// earthlyBranches name files 1 to 12 in Yorozuya notation.
var earthlyBranches = []string{"子", "丑", "寅", "卯", "辰", "巳", "午", "未", "申", "酉", "戌", "亥"}

// branchFiles replaces each run of digits (ASCII or full-width) in s, a
// file number, by its earthly branch when it is 1 to 12.
func branchFiles(s string) string {
	var b strings.Builder
	n, digits := 0, ""
	flush := func() {
		if digits != "" {
			if 1 <= n && n <= len(earthlyBranches) {
				b.WriteString(earthlyBranches[n-1])
			} else {
				b.WriteString(digits)
			}
		}
		n, digits = 0, ""
	}
	for _, r := range s {
		switch {
		case '0' <= r && r <= '9':
			n, digits = n*10+int(r-'0'), digits+string(r)
		case '０' <= r && r <= '９':
			n, digits = n*10+int(r-'０'), digits+string(r)
		default:
			flush()
			b.WriteRune(r)
		}
	}
	flush()
	return b.String()
}
