package rules

import (
	"fmt"
	"strings"

	"github.com/largeshogi/largeshogi/board"
)

// Outcome is how a game stands: its result and, once the game is over, how
// it ended. The zero Outcome is a game still in play. Rule hooks give the
// outcome of the ends they rule ([EndRule], [NoMoveRule], [HistoryRule]);
// the ends the rules do not see — resignation, agreement, and a referee's
// time forfeit, illegal move, abandonment and adjudication — end a [Game]
// through [Game.End].
type Outcome struct {
	Result      Result
	Termination Termination
}

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.Result != Undecided }

// Winner returns the side that won, and false when nobody has (a game in
// play, a draw, no contest).
func (o Outcome) Winner() (board.Color, bool) {
	switch o.Result {
	case BlackWins:
		return board.Black, true
	case WhiteWins:
		return board.White, true
	}
	return board.Black, false
}

// String returns "playing" for a game in play, otherwise the result and
// how the game ended: "white wins: royal capture", "draw: repetition".
func (o Outcome) String() string {
	if !o.Over() {
		return "playing"
	}
	return o.Result.String() + ": " + o.Termination.String()
}

// Result is the result of a game. The zero value is a game not yet
// decided.
type Result uint8

// Results.
const (
	Undecided Result = iota
	BlackWins
	WhiteWins
	Draw
	NoContest
)

var resultNames = enumNames{"undecided", "black wins", "white wins", "draw", "no contest"}

// WinFor returns the result of a win for side c.
func WinFor(c board.Color) Result {
	if c == board.White {
		return WhiteWins
	}
	return BlackWins
}

// String returns "undecided", "black wins", "white wins", "draw" or "no
// contest".
func (r Result) String() string { return resultNames.text(int(r)) }

// MarshalText writes the result as String does.
func (r Result) MarshalText() ([]byte, error) { return resultNames.marshal(int(r)) }

// UnmarshalText reads a result as String writes it.
func (r *Result) UnmarshalText(b []byte) error {
	i, err := resultNames.parse("result", b)
	*r = Result(i)
	return err
}

// Termination is how a game ended. The zero value is a game not ended.
type Termination uint8

// Terminations.
const (
	// NotOver: the game goes on.
	NotOver Termination = iota
	// RoyalCapture: the loser's royal pieces were captured (all of them, or
	// any one, as the win hook says).
	RoyalCapture
	// CommandersCaptured: every piece of one of the loser's objective sets
	// is gone (ko shogi's commanders).
	CommandersCaptured
	// BareKing: the loser was left with a bare king.
	BareKing
	// KingsOnly: only the kings are left, a draw.
	KingsOnly
	// Stalemate: the side to move has no legal move.
	Stalemate
	// Repetition: a position occurred the fourth time.
	Repetition
	// PerpetualCheck: the loser checked with every move of a repetition.
	PerpetualCheck
	// PerpetualAttack: the loser attacked with every move of a repetition.
	PerpetualAttack
	// FirstPass: the loser passed first in a repetition of passes.
	FirstPass
	// NoRecurrence: every legal move of the side to move would recreate an
	// earlier position, which the no-recurrence rule forbids.
	NoRecurrence
	// Resignation: the loser resigned.
	Resignation
	// Agreement: the players agreed a draw.
	Agreement
	// TimeForfeit: the loser ran out of time.
	TimeForfeit
	// IllegalMove: the loser sent a move the rules refuse (a referee's
	// ending: a [Game] itself refuses the move and plays on).
	IllegalMove
	// Abandonment: a player left the game — an engine crashed, lost its
	// connection or stopped answering. The other side wins, or nobody does
	// (no contest).
	Abandonment
	// Adjudication: a referee decided the game without its end, for
	// instance at a maximum number of plies or on material.
	Adjudication
)

var terminationNames = enumNames{"not over", "royal capture", "commanders captured", "bare king", "kings only",
	"no legal move", "repetition", "perpetual check", "perpetual attack", "first pass", "no recurrence",
	"resignation", "agreement", "time forfeit", "illegal move", "abandonment", "adjudication"}

// declaredResults are, for each termination that the players or a referee
// declare rather than the rules decide, the results it may have: what
// [Game.End] accepts. A termination without an entry is the rules' own.
var declaredResults = map[Termination][]Result{
	Resignation:  {BlackWins, WhiteWins},
	Agreement:    {Draw},
	TimeForfeit:  {BlackWins, WhiteWins},
	IllegalMove:  {BlackWins, WhiteWins},
	Abandonment:  {BlackWins, WhiteWins, NoContest},
	Adjudication: {BlackWins, WhiteWins, Draw, NoContest},
}

// Declared reports whether t is an end that players or a referee declare
// ([Resignation], [Agreement], [TimeForfeit], [IllegalMove], [Abandonment],
// [Adjudication]) rather than one the rules decide on the board or from
// the game's history.
func (t Termination) Declared() bool { return declaredResults[t] != nil }

// String returns the termination's name, such as "royal capture" or "no
// legal move".
func (t Termination) String() string { return terminationNames.text(int(t)) }

// MarshalText writes the termination as String does.
func (t Termination) MarshalText() ([]byte, error) { return terminationNames.marshal(int(t)) }

// UnmarshalText reads a termination as String writes it.
func (t *Termination) UnmarshalText(b []byte) error {
	i, err := terminationNames.parse("termination", b)
	*t = Termination(i)
	return err
}

// enumNames is the table of an enumeration's names, by value: String,
// MarshalText and UnmarshalText read the one table.
type enumNames []string

func (n enumNames) text(i int) string {
	if i >= 0 && i < len(n) {
		return n[i]
	}
	return fmt.Sprintf("%d", i)
}

func (n enumNames) marshal(i int) ([]byte, error) {
	if i < 0 || i >= len(n) {
		return nil, fmt.Errorf("rules: no name for value %d", i)
	}
	return []byte(n[i]), nil
}

func (n enumNames) parse(what string, b []byte) (int, error) {
	for i, name := range n {
		if name == string(b) {
			return i, nil
		}
	}
	return 0, fmt.Errorf("rules: %s %q: want one of: %s", what, b, strings.Join(n, ", "))
}
