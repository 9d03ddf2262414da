package record

import (
	"fmt"
	"time"

	"github.com/largeshogi/largeshogi/internal/numeral"
)

// KIF is a game record as a KIF file gives it: headers, the start
// position's diagram, and moves still in notation form — squares, piece names
// and marks as written, not yet moves of any game's rules.
type KIF struct {
	// Headers are the "key：value" lines before the moves, in file order.
	Headers []Header
	// Diagram is the start position's diagram, nil when the game starts from
	// its variant's initial position.
	Diagram *Diagram
	// Comments are the comment lines ("* text") before the first move.
	Comments []string
	// Moves are the move lines of the main line, in order; a move of
	// several legs is several of them (Step 1, 2, ...).
	Moves []KIFMove
	// Result is the line that ends the main line (投了, 詰み, ...), nil when
	// there is none.
	Result *ResultLine
	// Summary is the "まで" line after the main line ("まで64手で時間切れ
	// により後手の勝ち"), nil when there is none.
	Summary *Summary
	// Variations are the variations (変化) after the main line, in file
	// order; a variation of a variation follows the one it branches from.
	Variations []Variation
}

// Header is one "key：value" line.
type Header struct {
	Pos   Pos
	Key   string
	Value string
}

// Variation is a variation: the moves that replace the line it branches from
// from move Number on.
type Variation struct {
	// Pos is where its "変化：N手" line is.
	Pos Pos
	// Number is the N of "変化：N手", the number of its first move.
	Number   int
	Comments []string
	Moves    []KIFMove
	Result   *ResultLine
}

// Diagram is a board diagram: the start position of a game that does not start
// from its variant's initial position.
type Diagram struct {
	// Pos is where its first row is.
	Pos Pos
	// Rows are the ranks from the top (rank 一, White's side); each row
	// lists its squares from Black's left (the highest file) to file 1.
	Rows [][]DiagramPiece
	// WhiteToMove is set by a "後手番" or "上手番" line: White moves first.
	WhiteToMove bool
	// Handicap names the sides 下手 (Black) and 上手 (White), as lishogi
	// does for a handicap start: the turn line is then "上手番".
	Handicap bool
}

// DiagramPiece is one square of a diagram.
type DiagramPiece struct {
	// Name is the piece as the diagram writes it without the "v" of White's
	// pieces: one character, after a "成" or "+" for a promoted piece
	// ("獅", "成獅"). It is empty for an empty square.
	Name string
	// White is set for a White piece (written with a "v" before it).
	White bool
}

// KIFMove is one move line. A double move (a lion's two steps, igui, jitto) is
// two move lines with the same number, Step 1 and Step 2; a move of more legs
// (a lion dog's three steps, a shot) one line a leg, Step 1, 2, 3, ...
type KIFMove struct {
	// Pos is where the line's text starts.
	Pos Pos
	// Number is the move number (手数). A line without one gets the number
	// after the previous line's, or the same number for a 二歩目 (三歩目, ...) line.
	Number int
	// Step is 0 for a move of one line, 1, 2, ... for the 一歩目, 二歩目,
	// ... lines of a move of several.
	Step int
	// Sign is the colour mark before the destination, if written.
	Sign Sign
	// To is the destination; zero when Same is set.
	To KIFSquare
	// Same is set by 仝 or 同: the destination is that of the line before
	// (of its second step, for a double move).
	Same bool
	// Piece is the moving piece's name as written: 獅子, 金将.
	Piece string
	// Promotion is the 成 or 不成 after the name.
	Promotion Promotion
	// Mark is the 居食い or じっと mark after the name.
	Mark Mark
	// From is the origin square (（←7八）); zero when not written.
	From KIFSquare
	// Time is the clock field, nil when not written.
	Time *Time
	// Comments are the comment lines after the move.
	Comments []string
}

// KIFSquare is a square as KIF writes it: file and rank, both counted from 1
// (file 1 on Black's right, rank 一 on White's side). The zero KIFSquare is no
// square.
type KIFSquare struct {
	File, Rank int
}

// IsZero reports whether s is no square.
func (s KIFSquare) IsZero() bool { return s == KIFSquare{} }

// String returns the square as KIF move lines write it: Arabic file, kanji
// rank ("7七", "10十二"); empty for no square.
func (s KIFSquare) String() string {
	if s.IsZero() {
		return ""
	}
	return fmt.Sprint(s.File) + numeral.Kanji(s.Rank)
}

// Time is a move's clock field: the time the move took and, if written, the
// mover's total time so far.
type Time struct {
	Spent    time.Duration
	Total    time.Duration
	HasTotal bool
}

// ResultLine is the line that ends a game's moves: a termination word after the
// number the next move would have.
type ResultLine struct {
	Pos         Pos
	Number      int
	Termination TerminationWord
	// Time is the clock field, nil when not written; lishogi writes none.
	Time *Time
	// Comments are the comment lines after the result line.
	Comments []string
}

// Summary is a "まで" line: after a game's moves, the number of moves
// played and, in words, how the game ended, as Kifu for Windows writes it
// ("まで93手で先手の勝ち", "まで64手で時間切れにより後手の勝ち"). lishogi
// neither writes nor reads it. [KIFFromGame] writes one for the ends a referee
// declares, which no result line says exactly, and [KIF.Game] reads
// those back (see [KIF.Game]).
type Summary struct {
	Pos Pos
	// Moves is the N of "までN手で": the number of the last move played.
	Moves int
	// Text is what follows "手で": "先手の勝ち", "判定により引き分け".
	Text string
}
