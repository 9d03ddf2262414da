package record

import (
	"errors"
	"fmt"
)

// MaxPlies is the most plies (moves of either side) [KIF.Game] and
// [PGN.Game] replay: a record with more is an [*Error] at the first move
// past it. It is far above real games (a chu shogi game rarely passes 500
// plies) and keeps a replay within a second or so.
const MaxPlies = 20_000

// Pos is a place in a record's text: a line from 1 and a column from 1,
// counted in characters (runes). The zero Pos is no place.
type Pos struct {
	Line, Col int
}

// String returns "LINE:COL".
func (p Pos) String() string { return fmt.Sprintf("%d:%d", p.Line, p.Col) }

// Error is a problem in a KIF or PGN text, at the line and column where it
// starts.
type Error struct {
	File string
	Pos  Pos
	Msg  string
}

// Error returns "FILE:LINE:COL: MESSAGE", or "LINE:COL: MESSAGE" without a
// file name.
func (e *Error) Error() string {
	if e.File == "" {
		return fmt.Sprintf("%d:%d: %s", e.Pos.Line, e.Pos.Col, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Pos.Line, e.Pos.Col, e.Msg)
}

// inFile names file in err's [*Error], if it wraps one, and returns err.
func inFile(err error, file string) error {
	if e := (*Error)(nil); errors.As(err, &e) {
		e.File = file
	}
	return err
}
