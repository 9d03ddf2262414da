// Package engine is what plays a game: the Player interface that an external
// engine (packages engine/usiclient and engine/xboardclient) and the built-in search
// (package search) both satisfy, the limits a player thinks under, the
// thinking it reports and the errors that name how a player failed.
//
// A referee (package match) asks each Player for a move with Go and checks
// every move it returns with rules.Game before playing it.
package engine

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
)

// Player chooses moves. Its methods are for one goroutine at a time, except
// that a context passed to Go may be cancelled from any goroutine.
type Player interface {
	// Name is the player's name for records and reports: an external
	// engine's own (USI "id name", XBoard "myname"), or as configured.
	Name() string
	// NewGame tells the player that a new game starts; the next Go brings
	// its start position.
	NewGame(ctx context.Context) error
	// Go asks for a move in the game's current position under limits.
	// The game is read, never changed. info, when not nil, receives each
	// line of thinking as the player reports it, on the caller's goroutine
	// or another; it must not block for long. When ctx is cancelled, Go
	// stops the search, and returns ctx's error.
	Go(ctx context.Context, g *rules.Game, limits Limits, info func(Info)) (Reply, error)
	// Close ends the player: an external engine is asked to quit and
	// killed if it does not within a grace period. Close returns when
	// every process and goroutine the player started has ended.
	Close() error
}

// Finisher is a Player that is told how each game it played ended. A
// referee (package match) tells every player that is one, once a game is
// over and unless the player failed in it; the external engines of
// packages engine/usiclient and engine/xboardclient pass it on as their protocols say
// (USI "gameover", XBoard "result").
type Finisher interface {
	// GameOver says that the game the player played as side ended with
	// outcome o.
	GameOver(ctx context.Context, o rules.Outcome, side board.Color) error
}

// Limits bound the thinking for one move. The zero Limits sets no bound
// (think until the context is cancelled). Several may be set; the player
// stops at the first it reaches.
type Limits struct {
	// Depth is the greatest depth in plies (USI "go depth", XBoard "sd").
	Depth int
	// Nodes is the greatest number of positions searched (USI "go nodes").
	Nodes int64
	// MoveTime is the time for this move (USI "go movetime", XBoard "st").
	MoveTime time.Duration
	// Clock, when not nil, is the game's clock: each side's time left,
	// increment and byoyomi (USI "go btime wtime binc winc byoyomi",
	// XBoard "level", "time" and "otim").
	Clock *Clock
}

// Clock is a game's time control and each side's time left, indexed by
// board.Color.
type Clock struct {
	// Left is the time each side has on its clock before this move.
	Left [2]time.Duration
	// Increment is added to a side's clock after each of its moves.
	Increment [2]time.Duration
	// Byoyomi is the time a side may use for each move once its main
	// time is spent.
	Byoyomi [2]time.Duration
	// MovesToGo is the number of moves to the next time control, or 0
	// when the rest of the game is one period.
	MovesToGo int
}

// Info is one report of a player's thinking. Fields the player did not
// report are zero; Text is the line as the player wrote it (empty for the
// built-in search).
type Info struct {
	Depth    int
	SelDepth int
	MultiPV  int // 1 for the best line, 2 for the second, ...; 0 if not said
	Score    Score
	Nodes    int64
	NPS      int64
	Time     time.Duration
	PV       []rules.Move
	Text     string
}

// Score is an evaluation from the side to move's point of view: in
// centipawns (hundredths of the variant's pawn, as every GUI reads them;
// the built-in search's unit is package eval's Table.Pawn), or a mate.
type Score struct {
	// Centi is the evaluation in centipawns when Mate is 0.
	Centi int
	// Mate, when not 0, says the side to move captures the last royal
	// piece (or otherwise wins) in Mate plies, or loses in -Mate plies.
	Mate int
	// Bound says whether the score is exact, a lower or an upper bound.
	Bound Bound
}

// Bound says how far a score can be trusted.
type Bound uint8

// The bounds of a score.
const (
	Exact Bound = iota
	Lower       // the score is at least this
	Upper       // the score is at most this
)

// String writes the score as USI's "info score" does: "cp 35" or
// "mate 7", with " lowerbound" or " upperbound".
func (s Score) String() string {
	var out string
	if s.Mate != 0 {
		out = "mate " + strconv.Itoa(s.Mate)
	} else {
		out = "cp " + strconv.Itoa(s.Centi)
	}
	switch s.Bound {
	case Lower:
		out += " lowerbound"
	case Upper:
		out += " upperbound"
	}
	return out
}

// Reply is a player's answer to Go: a move, or a resignation.
type Reply struct {
	// Move is the move chosen, legal in the position Go was given. It is
	// the zero Move when the player resigns.
	Move rules.Move
	// Resign is set when the player gives up the game.
	Resign bool
	// Ponder is the reply the player expects, if it said one.
	Ponder rules.Move
	// Info is the last report of thinking before the move.
	Info Info
	// Text is the move as the player wrote it ("7g7f", "move f3f5",
	// "bestmove resign"); empty for the built-in search.
	Text string
	// Elapsed is the time from the request to the answer as the caller
	// measured it.
	Elapsed time.Duration
}

// IllegalMoveError is a move that a player sent and the rules refuse, or
// that does not read in the player's notation.
type IllegalMoveError struct {
	Player string      // the player's name
	Text   string      // the move as the player sent it, cut after its first 40 characters
	Side   board.Color // the side the player had
	Err    error       // why: wraps rules.ErrIllegal (an *rules.IllegalMoveError) or rules.ErrSyntax
}

func (e *IllegalMoveError) Error() string {
	return fmt.Sprintf("%s (%s) sent an illegal move %q: %v", e.Player, e.Side, e.Text, e.Err)
}

func (e *IllegalMoveError) Unwrap() error { return e.Err }

// How a player can fail, besides an illegal move. Errors from Go, NewGame
// and the functions that start a player wrap one of these, with what
// happened in words (the exit status and the last lines of standard error
// for a crash; the line that did not read for a protocol error).
var (
	// ErrCrashed is a player whose process ended while it was expected
	// to play or answer.
	ErrCrashed = errors.New("engine crashed")
	// ErrUnresponsive is a player that did not answer in time: a
	// handshake, a readiness check or a stop that went unanswered.
	ErrUnresponsive = errors.New("engine does not answer")
	// ErrTimeForfeit is a player that used more than its clock (or its
	// time for the move) and the allowed margin.
	ErrTimeForfeit = errors.New("engine lost on time")
	// ErrProtocol is a line from a player that breaks its protocol.
	ErrProtocol = errors.New("engine protocol error")
)
