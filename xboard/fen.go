package xboard

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/rules"
)

// ErrFEN is wrapped by every error of [ParseFEN] about the text itself
// (not the position's legality, whose errors are the rules').
var ErrFEN = errors.New("xboard: FEN")

// FEN writes position p as XBoard writes it for the shogi variants: the
// SFEN's board, "w" when the side that moves first (Black in the rules,
// White to XBoard) is to move or "b", the en-passant field "-", the
// halfmove clock 0 and the number of the move (two plies each), as XBoard
// 4.9 writes chu shogi's start: "lfcsgekgscfl/.../LFCSGKEGSCFL w - 0 1".
// The state the rules' hooks keep in the SFEN's third field (such as a
// lion's counter-strike) has no place in a FEN and is left out.
func FEN(p *rules.Position) string {
	boardPart, _, _ := strings.Cut(p.SFEN(), " ")
	side := "w"
	if p.Side() == board.White {
		side = "b"
	}
	return boardPart + " " + side + " - 0 " + strconv.Itoa(max(1, (p.MoveNumber()+1)/2))
}

// ParseFEN reads a position of rules r written as XBoard's FEN: a board
// in the variant's SFEN letters, the side to move ("w" for the side that
// moves first), then up to two fields that are not numbers (castling and
// en passant, "-" or letters: the shogi variants have neither, and what is
// there is ignored) and two numbers, the halfmove clock and the move
// number from 1. So it reads XBoard's five fields ("... w - 0 1"), chess's
// six ("... w - - 0 1") and HaChu's four ("... w 0 1"). The hooks' state
// starts as at a game's start.
func ParseFEN(r *rules.Rules, text string) (*rules.Position, error) {
	f := strings.Fields(text)
	if len(f) < 4 || len(f) > 6 {
		return nil, fmt.Errorf("%w %s: %d fields, want the board, the side to move, castling and en passant (optional), the halfmove clock and the move number", ErrFEN, clip.Quote(text), len(f))
	}
	numbers := f[len(f)-2:]
	for _, extra := range f[2 : len(f)-2] {
		if _, err := strconv.Atoi(extra); err == nil {
			return nil, fmt.Errorf("%w %s: %q where castling or en passant goes", ErrFEN, clip.Quote(text), extra)
		}
	}
	if n, err := strconv.Atoi(numbers[0]); err != nil || n < 0 {
		return nil, fmt.Errorf("%w %s: the halfmove clock %s, want a whole number from 0", ErrFEN, clip.Quote(text), clip.Quote(numbers[0]))
	}
	number, err := strconv.Atoi(numbers[1])
	if err != nil || number < 1 || number > rules.MaxMoveNumber/2 {
		return nil, fmt.Errorf("%w %s: the move number %s, want a whole number from 1 to %d", ErrFEN, clip.Quote(text), clip.Quote(numbers[1]), rules.MaxMoveNumber/2)
	}
	var sfen string
	switch f[1] {
	case "w":
		sfen = f[0] + " b - " + strconv.Itoa(2*number-1)
	case "b":
		sfen = f[0] + " w - " + strconv.Itoa(2*number)
	default:
		return nil, fmt.Errorf("%w %s: the side to move %s, want w or b", ErrFEN, clip.Quote(text), clip.Quote(f[1]))
	}
	return r.ParseSFEN(sfen)
}

// IsFEN reports whether text has the shape of a FEN, four to six fields
// ending in a number, rather than an SFEN's two to four fields, whose
// third is the hooks' state ("-" or entries) and whose fourth, if any, is
// the move number: so a setboard that sends SFEN can be told from one
// that sends FEN.
func IsFEN(text string) bool {
	f := strings.Fields(text)
	if len(f) < 4 || len(f) > 6 {
		return false
	}
	if len(f) >= 5 {
		return true
	}
	_, err := strconv.Atoi(f[2])
	return err == nil
}
