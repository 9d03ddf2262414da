package record

import (
	"fmt"
	"strings"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
)

// refereeEnds are the ends a referee declares that records name beyond a
// result: the reason a KIF まで line gives ("時間切れにより") and the value of
// PGN's Termination tag, from the PGN standard's list.
var refereeEnds = []struct {
	termination rules.Termination
	reason      string
	pgn         string
}{
	{rules.TimeForfeit, "時間切れ", "time forfeit"},
	{rules.IllegalMove, "反則", "rules infraction"},
	{rules.Abandonment, "対局放棄", "abandoned"},
	{rules.Adjudication, "判定", "adjudication"},
}

// kifSides are the names of the sides in a まで line, as a record names
// them: 先手 and 後手, or 下手 and 上手 in a handicap game.
var kifSides = map[string]board.Color{"先手": board.Black, "後手": board.White, "下手": board.Black, "上手": board.White}

// kifSide returns the name of side c in a まで line.
func kifSide(c board.Color) string {
	if c == board.White {
		return "後手"
	}
	return "先手"
}

// kifOutcomes are the words of a まで line for results other than a win.
var kifOutcomes = map[rules.Result]string{rules.Draw: "引き分け", rules.NoContest: "無勝負"}

// summaryOf returns the まで line of a game that ended with outcome o after
// its move number last, or nil if o is not an end a referee declares: the
// reason and the result, "時間切れにより後手の勝ち", "判定により引き分け",
// "対局放棄により無勝負", and for an illegal move the established
// "先手の反則勝ち".
func summaryOf(o rules.Outcome, last int) *Summary {
	for _, e := range refereeEnds {
		if e.termination != o.Termination {
			continue
		}
		winner, won := o.Winner()
		text := e.reason + "により" + kifOutcomes[o.Result]
		switch {
		case won && o.Termination == rules.IllegalMove:
			text = kifSide(winner) + "の反則勝ち"
		case won:
			text = e.reason + "により" + kifSide(winner) + "の勝ち"
		}
		return &Summary{Moves: last, Text: text}
	}
	return nil
}

// outcome returns the end a referee declared that the まで line says, and
// false if it says none ("先手の勝ち" says who won, not how).
func (s *Summary) outcome() (rules.Outcome, bool) {
	if side, ok := strings.CutSuffix(s.Text, "の反則勝ち"); ok {
		if c, ok := kifSides[side]; ok {
			return rules.Outcome{Result: rules.WinFor(c), Termination: rules.IllegalMove}, true
		}
	}
	reason, result, ok := strings.Cut(s.Text, "により")
	if !ok {
		return rules.Outcome{}, false
	}
	for _, e := range refereeEnds {
		if e.reason != reason {
			continue
		}
		if side, ok := strings.CutSuffix(result, "の勝ち"); ok {
			if c, ok := kifSides[side]; ok {
				return rules.Outcome{Result: rules.WinFor(c), Termination: e.termination}, true
			}
		}
		for r, word := range kifOutcomes {
			if word == result {
				return rules.Outcome{Result: r, Termination: e.termination}, true
			}
		}
	}
	return rules.Outcome{}, false
}

// refereeWord returns the result line's word for a referee's end o, toMove
// to move, where a word says it exactly: 切れ負け for a time forfeit of the
// side to move, 反則負け or 反則勝ち for an illegal move the side to move
// or the other sent, 中断 for no contest, 引き分け for an adjudicated draw.
func refereeWord(o rules.Outcome, toMove board.Color) (TerminationWord, bool) {
	winner, won := o.Winner()
	switch {
	case o.Termination == rules.TimeForfeit && won && winner != toMove:
		return TimeUp, true
	case o.Termination == rules.IllegalMove && won && winner != toMove:
		return IllegalLoss, true
	case o.Termination == rules.IllegalMove && won:
		return IllegalWin, true
	case o.Result == rules.NoContest:
		return Abort, true
	case o.Termination == rules.Adjudication && o.Result == rules.Draw:
		return Draw, true
	}
	return 0, false
}

// wordOutcome returns the end the result line's word t says, toMove to
// move, when the rules have not ended the game: 投了 a resignation,
// 引き分け an agreed draw, 切れ負け a time forfeit and 反則負け an
// illegal move of the side to move, 反則勝ち one of the other side, 中断 an
// abandonment with no contest. The other words are false: left to the
// record.
func wordOutcome(t TerminationWord, toMove board.Color) (rules.Outcome, bool) {
	switch t {
	case Resign:
		return rules.Outcome{Result: rules.WinFor(toMove.Other()), Termination: rules.Resignation}, true
	case Draw:
		return rules.Outcome{Result: rules.Draw, Termination: rules.Agreement}, true
	case TimeUp:
		return rules.Outcome{Result: rules.WinFor(toMove.Other()), Termination: rules.TimeForfeit}, true
	case IllegalLoss:
		return rules.Outcome{Result: rules.WinFor(toMove.Other()), Termination: rules.IllegalMove}, true
	case IllegalWin:
		return rules.Outcome{Result: rules.WinFor(toMove), Termination: rules.IllegalMove}, true
	case Abort:
		return rules.Outcome{Result: rules.NoContest, Termination: rules.Abandonment}, true
	}
	return rules.Outcome{}, false
}

// endBySummary ends game g as the まで line s says, if it names an end a
// referee declares: s must count the moves g played, and g must not be
// over. It reports whether s named such an end.
func endBySummary(g *rules.Game, s *Summary) (bool, error) {
	o, ok := s.outcome()
	if !ok {
		return false, nil
	}
	if last := g.Position().MoveNumber() - 1; s.Moves != last {
		return true, &Error{Pos: s.Pos, Msg: fmt.Sprintf("まで%d手: the game's last move is move %d", s.Moves, last)}
	}
	if err := g.End(o); err != nil {
		return true, &Error{Pos: s.Pos, Msg: err.Error()}
	}
	return true, nil
}

// pgnTermination returns the value of PGN's Termination tag for outcome o,
// "" for an end the tag does not name beyond the result.
func pgnTermination(o rules.Outcome) string {
	for _, e := range refereeEnds {
		if e.termination == o.Termination {
			return e.pgn
		}
	}
	return ""
}

// pgnEnd returns the end of a game that a Termination tag's value and the
// result say, if the tag names an end a referee declares (compared
// without case, as readers write "Time forfeit" or "time forfeit").
func pgnEnd(value, result string) (rules.Outcome, bool) {
	for _, e := range refereeEnds {
		if strings.EqualFold(value, e.pgn) {
			r := map[string]rules.Result{"1-0": rules.BlackWins, "0-1": rules.WhiteWins, "1/2-1/2": rules.Draw, "*": rules.NoContest}[result]
			return rules.Outcome{Result: r, Termination: e.termination}, true
		}
	}
	return rules.Outcome{}, false
}
