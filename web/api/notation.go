package api

import (
	"fmt"
	"sort"
	"sync"

	"github.com/largeshogi/largeshogi/rules"
)

// A Notation writes moves as text.
type Notation interface {
	// AppendText appends to dst the text of each of moves, all legal in
	// position p, and returns it. last is the move that led to p (the zero
	// Move at the start of a game), for notations that write "the same
	// square" for a recapture.
	AppendText(dst []string, p *rules.Position, last rules.Move, moves []rules.Move) []string
}

// NotationFunc writes one move at a time as a [Notation].
type NotationFunc func(p *rules.Position, last, m rules.Move) string

// AppendText appends f's text of each move.
func (f NotationFunc) AppendText(dst []string, p *rules.Position, last rules.Move, moves []rules.Move) []string {
	for _, m := range moves {
		dst = append(dst, f(p, last, m))
	}
	return dst
}

// hodges writes Hodges notation, which tells apart moves of the same list
// that would read alike.
type hodges struct{}

func (hodges) AppendText(dst []string, p *rules.Position, _ rules.Move, moves []rules.Move) []string {
	return p.AppendHodges(dst, moves)
}

var (
	notationMu sync.RWMutex
	notations  = map[string]Notation{
		"usi":    NotationFunc(func(p *rules.Position, _, m rules.Move) string { return p.USI(m) }),
		"hodges": hodges{},
	}
)

// RegisterNotation makes a notation available to the API under name, as
// the notation argument of the calls that write moves. It panics if name
// is empty or already registered. The built-in notations are "usi" and
// "hodges".
func RegisterNotation(name string, n Notation) {
	notationMu.Lock()
	defer notationMu.Unlock()
	if name == "" || n == nil {
		panic("api: RegisterNotation with an empty name or a nil notation")
	}
	if _, dup := notations[name]; dup {
		panic("api: notation " + name + " registered twice")
	}
	notations[name] = n
}

// Notations returns the names of the registered notations, sorted.
func Notations() []string {
	notationMu.RLock()
	defer notationMu.RUnlock()
	names := make([]string, 0, len(notations))
	for n := range notations {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// notation returns the notation called name ("" is USI).
func notation(name string) (Notation, error) {
	if name == "" {
		name = "usi"
	}
	notationMu.RLock()
	n, ok := notations[name]
	notationMu.RUnlock()
	if !ok {
		return nil, fmt.Errorf("no notation %q (have %v)", name, Notations())
	}
	return n, nil
}
