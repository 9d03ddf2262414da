package record

import (
	"fmt"
	"strings"
)

// Sign is the colour mark a move line may give before its destination.
// lishogi writes none; its importer accepts ▲△☗☖.
type Sign uint8

// The colour marks.
const (
	NoSign    Sign = iota
	BlackSign      // ▲, also read as ☗
	WhiteSign      // △, also read as ☖
)

var signText = [...]string{"", "▲", "△"}

// String returns the mark as KIF writes it: empty, ▲ or △.
func (s Sign) String() string { return enumText(signText[:], s, "Sign") }

// enumText returns the text of the value v of the enumeration named name,
// from its table.
func enumText[E ~uint8](table []string, v E, name string) string {
	if int(v) < len(table) {
		return table[v]
	}
	return fmt.Sprintf("%s(%d)", name, v)
}

// readSign maps each colour mark the reader accepts to its Sign.
var readSign = map[rune]Sign{'▲': BlackSign, '☗': BlackSign, '△': WhiteSign, '☖': WhiteSign}

// Promotion is what a move line says of promotion after the piece name.
type Promotion uint8

// The promotion marks.
const (
	NoPromotion Promotion = iota
	Promote               // 成
	Decline               // 不成
)

var promotionText = [...]string{"", "成", "不成"}

// String returns the mark as KIF writes it: empty, 成 or 不成.
func (p Promotion) String() string { return enumText(promotionText[:], p, "Promotion") }

// Mark is the mark of a double move that ends where it started, in
// parentheses after the piece name. lishogi's game export writes neither
// (the board tells them apart); its analysis board writes both.
type Mark uint8

// The double-move marks.
const (
	NoMark Mark = iota
	Igui        // 居食い: capture on the first step, back to the start
	Jitto       // じっと: a step to an empty square and back, a pass
)

var markText = [...]string{"", "居食い", "じっと"}

// markWritten is each mark as lishogi's analysis board writes it.
var markWritten = [...]string{"", "（居食い）", "(じっと)"}

// String returns the word of the mark: empty, 居食い or じっと.
func (m Mark) String() string { return enumText(markText[:], m, "Mark") }

// written returns the mark as lishogi's analysis board writes it.
func (m Mark) written() string { return enumText(markWritten[:], m, "Mark") }

// TerminationWord is how a result line says the game ended.
type TerminationWord uint8

// The terminations lishogi writes and reads. A game that ends with the
// capture of every royal piece has none: lishogi ends it with a comment.
const (
	Resign       TerminationWord = iota // 投了: resignation
	Abort                               // 中断: the game was abandoned
	TimeUp                              // 切れ負け: loss on time
	Mate                                // 詰み: mate
	Draw                                // 引き分け: a draw (any chu shogi draw, on lishogi)
	Repetition                          // 千日手: repetition
	Impasse                             // 持将棋: impasse
	EnteringKing                        // 入玉勝ち: a win by entering king
	IllegalWin                          // 反則勝ち: a win by the opponent's foul
	IllegalLoss                         // 反則負け: a loss by foul
)

// terminations are the words of each termination, the one written first.
var terminations = [...][]string{
	Resign:       {"投了"},
	Abort:        {"中断"},
	TimeUp:       {"切れ負け", "Time-up"},
	Mate:         {"詰み"},
	Draw:         {"引き分け", "引分け"},
	Repetition:   {"千日手"},
	Impasse:      {"持将棋"},
	EnteringKing: {"入玉勝ち"},
	IllegalWin:   {"反則勝ち"},
	IllegalLoss:  {"反則負け"},
}

// String returns the word KIF writes for t.
func (t TerminationWord) String() string {
	if int(t) < len(terminations) {
		return terminations[t][0]
	}
	return enumText(nil, t, "TerminationWord")
}

// MarshalText returns the word KIF writes for t.
func (t TerminationWord) MarshalText() ([]byte, error) {
	if int(t) >= len(terminations) {
		return nil, fmt.Errorf("record: no termination %d", t)
	}
	return []byte(t.String()), nil
}

// UnmarshalText reads any word KIF readers accept for a termination.
func (t *TerminationWord) UnmarshalText(text []byte) error {
	if v, n := termination(string(text)); n == len(text) {
		*t = v
		return nil
	}
	var words []string
	for _, w := range terminations {
		words = append(words, w...)
	}
	return fmt.Errorf("record: unknown termination %q: want one of %s", text, strings.Join(words, ", "))
}

// termination returns the termination whose word starts s and the word's
// length in bytes, 0 if none does.
func termination(s string) (TerminationWord, int) {
	for t, words := range terminations {
		for _, w := range words {
			if strings.HasPrefix(s, w) {
				return TerminationWord(t), len(w)
			}
		}
	}
	return 0, 0
}
