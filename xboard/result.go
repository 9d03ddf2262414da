package xboard

import (
	"fmt"
	"strings"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/record"
	"github.com/largeshogi/largeshogi/rules"
)

// Result is a game's result as both sides write it, the engine to claim
// it and the GUI in its "result" command: "1-0 {Black wins}". XBoard
// calls the side that moves first White, so "1-0" is a win of shogi's
// Black.
type Result struct {
	// Score is "1-0", "0-1", "1/2-1/2" or "*" (no result).
	Score string
	// Comment is how the game ended, without its braces.
	Comment string
}

// ResultOf returns the result of outcome o ([record.PGNResult]) with o's
// text as its comment.
func ResultOf(o rules.Outcome) Result {
	return Result{Score: record.PGNResult(o), Comment: o.String()}
}

// String writes the result: its score, then its comment in braces if it
// has one.
func (r Result) String() string {
	if r.Comment == "" {
		return r.Score
	}
	return r.Score + " {" + r.Comment + "}"
}

// Winner returns the side the result gives the game to, and false for a
// draw or no result.
func (r Result) Winner() (board.Color, bool) {
	switch r.Score {
	case "1-0":
		return board.Black, true
	case "0-1":
		return board.White, true
	}
	return 0, false
}

// ParseResult reads a result as [Result.String] writes it: a score, then
// optionally a comment in braces, which may hold anything but a closing
// brace.
func ParseResult(text string) (Result, error) {
	score, rest, _ := strings.Cut(strings.TrimSpace(text), " ")
	switch score {
	case "1-0", "0-1", "1/2-1/2", "*":
	default:
		return Result{}, fmt.Errorf("xboard: result %s: want 1-0, 0-1, 1/2-1/2 or * first", clip.Quote(text))
	}
	rest = strings.TrimSpace(rest)
	if rest == "" {
		return Result{Score: score}, nil
	}
	comment, ok := strings.CutPrefix(rest, "{")
	if comment, ok = strings.CutSuffix(comment, "}"); !ok || strings.Contains(comment, "}") {
		return Result{}, fmt.Errorf("xboard: result %s: want the comment in braces", clip.Quote(text))
	}
	return Result{Score: score, Comment: comment}, nil
}
