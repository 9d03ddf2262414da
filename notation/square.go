package notation

import (
	"strings"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/numeral"
)

// japaneseSquare writes sq as Japanese notation does: the file in
// full-width digits, the rank in kanji (７七, １２十二, ３６三十六).
func japaneseSquare(sq board.Square) string {
	file, rank := sq.FileRank()
	return numeral.FullWidth(file) + numeral.Kanji(rank)
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
