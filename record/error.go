package record

import (
	"errors"
	"fmt"
)

// Error is a problem in a KIF text, at the line and column where it starts.
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
