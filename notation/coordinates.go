package notation

import (
	"strconv"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/numeral"
)

// Coordinates is how a notation names the files and ranks of a board, for
// a GUI that labels its board as the notation writes moves.
type Coordinates struct {
	// Files names the files from Black's left, as a board is drawn with
	// Black below: Files[0] is the board's highest-numbered file.
	Files []string
	// Ranks names the ranks from White's side, top to bottom: Ranks[0] is
	// rank 1 (USI's "a").
	Ranks []string
}

// CoordinatesOf returns how n names the files and ranks of board geo:
// every square a move of n names is written as its file's and its rank's
// names, in the notation's order (XBoard's file letter first, Japanese
// notation's file number first).
func CoordinatesOf(n Notation, geo *board.Geometry) Coordinates {
	label := labelsOf(n)
	c := Coordinates{Files: make([]string, geo.Files()), Ranks: make([]string, geo.Ranks())}
	for x := range c.Files {
		c.Files[x], _ = label(geo, geo.Files()-x, 1)
	}
	for y := range c.Ranks {
		_, c.Ranks[y] = label(geo, 1, y+1)
	}
	return c
}

// labeller names the file and the rank of the square at file and rank of
// board geo.
type labeller func(geo *board.Geometry, file, rank int) (fileName, rankName string)

// labelsOf returns the labeller of notation n.
func labelsOf(n Notation) labeller {
	switch n := n.(type) {
	case *coded:
		return n.labels
	case *style:
		return n.labels
	}
	return usiLabels
}

// usiLabels names squares as USI does: 7f, 12l, 36aa.
func usiLabels(_ *board.Geometry, file, rank int) (string, string) {
	return strconv.Itoa(file), board.RankName(rank)
}

// xboardLabels names squares as XBoard does: files by letters from Black's
// left, ranks by numbers from Black's side (see [XBoard]).
func xboardLabels(geo *board.Geometry, file, rank int) (string, string) {
	x := geo.Files() - file
	f := string(rune('a' + x%26))
	if x >= 26 {
		f += f
	}
	return f, strconv.Itoa(geo.Ranks() - rank + 1 - xboardRankBase(geo))
}

// japaneseLabels names squares as Japanese notation does: ７七, １２十二.
func japaneseLabels(_ *board.Geometry, file, rank int) (string, string) {
	return numeral.FullWidth(file), numeral.Kanji(rank)
}

// numberLabels names squares as Kitao-Kawasaki and western notation do:
// 76, a1, cc.
func numberLabels(_ *board.Geometry, file, rank int) (string, string) {
	return numberDigits[file-1 : file], numberDigits[rank-1 : rank]
}

// yorozuyaLabels names squares as Yorozuya notation does: 午七, with the
// earthly branches for files 1 to 12.
func yorozuyaLabels(geo *board.Geometry, file, rank int) (string, string) {
	f, r := japaneseLabels(geo, file, rank)
	return branchFiles(f), r
}
