package notation

import (
	"strings"

	"github.com/largeshogi/largeshogi/board"
)

// Japanese notation's words.
const (
	same      = "同　" // the destination of the last move
	igui      = "居喰い"
	pass      = "じっと"
	promote   = "成"
	noPromote = "不成"
	shoot     = "射"
)

// kanjiUnnamed are the words of the moves Japanese and Yorozuya notation
// write without the piece's name: a pass and igui.
var kanjiUnnamed = []string{pass, igui}

// The traits of variant pieces that Japanese notation's marks follow (see
// the package documentation).
const (
	straightTrait = "straight-mark"
	jumpTrait     = "jump-mark"
)

// writeJapanese writes move x as lishogi's Japanese notation does, and
// moves lishogi has no form for as the package documentation says.
func writeJapanese(s *scene, x *shape, name string, others []board.Square) string {
	m := x.m
	prom := promotion(s, m, promote, noPromote)
	var b strings.Builder
	switch {
	case x.igui:
		for i, st := range x.steps {
			if i > 0 {
				b.WriteString("・")
			}
			b.WriteString(japaneseSquare(st.sq))
		}
		b.WriteString(igui)
		b.WriteString(prom)
		return b.String()
	case x.pass:
		return pass + prom
	}
	for _, st := range x.steps {
		b.WriteString(japaneseSquare(st.sq) + "・")
	}
	if len(x.steps) == 0 && m.To == s.last && !s.spell.destination {
		b.WriteString(same)
	} else {
		b.WriteString(japaneseSquare(m.To))
	}
	b.WriteString(name)
	if len(others) > 0 {
		b.WriteString(marks(s, x, others))
	}
	for _, sq := range x.shots {
		b.WriteString(shoot + japaneseSquare(sq))
	}
	b.WriteString(prom)
	return b.String()
}

// writeYorozuya writes move x in Japanese notation, then names files 1 to
// 12 by the earthly branches, drops 不成 and writes a final 成 ナル.
func writeYorozuya(s *scene, x *shape, name string, others []board.Square) string {
	return yorozuya(writeJapanese(s, x, name, others))
}

// yorozuya rewrites a move in Japanese notation in Yorozuya notation.
func yorozuya(w string) string {
	if rest, ok := strings.CutSuffix(w, noPromote); ok {
		w = rest
	} else if rest, ok := strings.CutSuffix(w, promote); ok {
		w = rest + "ナル"
	}
	return branchFiles(w)
}

// marks tells the move of the piece on x's start from those of the pieces
// on others, which have the same name and could go to the same square, as
// lishogi does: 直 (straight forward), 上 (up), 引 (back), 寄 (sideways),
// 右 and 左 (the rightmost or leftmost, from the mover's side), 中 (the
// middle one), and for a lion's moves along its file 直 and 跳 (a jump).
func marks(s *scene, x *shape, others []board.Square) string {
	black := x.piece.Color() == board.Black
	// Files and ranks from 0, as lishogi counts them: file 0 is Black's
	// right, rank 0 White's back rank.
	file := func(sq board.Square) int { f, _ := sq.FileRank(); return f - 1 }
	rank := func(sq board.Square) int { _, r := sq.FileRank(); return r - 1 }
	from, to := x.m.From, x.m.To
	myFile, myRank, toFile, toRank := file(from), rank(from), file(to), rank(to)
	up, down := myRank > toRank, myRank < toRank
	moving := s.r.Piece(x.piece.Kind())

	if myFile == toFile && black == up && moving.Has(straightTrait) {
		for _, o := range others {
			if rank(o) == myRank {
				return "直"
			}
		}
	}
	if moving.Has(jumpTrait) && toFile == myFile {
		for _, o := range others {
			if distance(from, o) == 1 {
				if distance(from, to) == 2 {
					return "跳"
				}
				return "直"
			}
		}
	}
	alone := true // no other piece goes to the square in the same vertical direction
	for _, o := range others {
		if r := rank(o); (r < toRank) == down && (r > toRank) == up {
			alone = false
		}
	}
	if alone {
		return vertical(black, up, down)
	}
	rightmost, leftmost := file(others[0]), file(others[0])
	for _, o := range others[1:] {
		rightmost, leftmost = min(rightmost, file(o)), max(leftmost, file(o))
	}
	if rightmost > myFile || leftmost < myFile || (len(others) == 2 && rightmost < myFile && leftmost > myFile) {
		return side(black, rightmost > myFile, leftmost < myFile)
	}
	return side(black, rightmost >= myFile, leftmost <= myFile) + vertical(black, up, down)
}

// vertical is the mark of a move up, back or sideways.
func vertical(black, up, down bool) string {
	switch {
	case up == down:
		return "寄"
	case black == up:
		return "上"
	}
	return "引"
}

// side is the mark of the rightmost, leftmost or middle piece: right and
// left say whether it is right or left of every other, from Black's view.
func side(black, right, left bool) string {
	switch {
	case right == left:
		return "中"
	case black == right:
		return "右"
	}
	return "左"
}

// distance is the number of king steps between two squares.
func distance(a, b board.Square) int {
	af, ar := a.FileRank()
	bf, br := b.FileRank()
	return max(abs(af-bf), abs(ar-br))
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// readJapanese rewrites the spellings Japanese notation reads besides its
// own: Arabic digits for full-width ones, 仝 for 同, 同 without the
// ideographic space after it, and 生 for 不成.
func readJapanese(s string) ([]rune, []int) { return readKanji(s, true) }

// readYorozuya rewrites the spellings Yorozuya notation reads besides its
// own, those of Japanese notation but 生 (Yorozuya writes nothing for a
// move that does not promote).
func readYorozuya(s string) ([]rune, []int) { return readKanji(s, false) }

// readKanji is readJapanese, reading 生 only if unpromoted is set.
func readKanji(s string, unpromoted bool) ([]rune, []int) {
	var out []rune
	var cols []int
	in := []rune(s)
	for i, r := range in {
		col := i + 1
		switch {
		case '0' <= r && r <= '9':
			out, cols = append(out, r-'0'+'０'), append(cols, col)
		case r == '仝' || r == '同':
			out, cols = append(out, '同'), append(cols, col)
			if i+1 == len(in) || in[i+1] != '　' {
				out, cols = append(out, '　'), append(cols, col)
			}
		case unpromoted && r == '生' && i+1 == len(in):
			out, cols = append(out, '不', '成'), append(cols, col, col)
		default:
			out, cols = append(out, r), append(cols, col)
		}
	}
	return out, cols
}
