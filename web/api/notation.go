package api

import (
	"fmt"

	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
)

// own are the notations the API writes itself, with package rules' USI
// and Hodges notation, for as long as package notation has none of their
// names: byName and Notations take package notation's first.
var own = []notation.Notation{usi{}, hodges{}}

// byName returns the notation called name ("" is USI).
func byName(name string) (notation.Notation, error) {
	if name == "" {
		name = "usi"
	}
	if n, ok := notation.ByName(name); ok {
		return n, nil
	}
	for _, n := range own {
		if n.Name() == name {
			return n, nil
		}
	}
	return nil, fmt.Errorf("no notation %q (have %v)", name, Notations())
}

// Notations returns the names of the notations the API writes and reads
// moves in: USI and Hodges notation, then package notation's, in the
// order of [notation.All].
func Notations() []string {
	var names []string
	for _, n := range own {
		if _, dup := notation.ByName(n.Name()); !dup {
			names = append(names, n.Name())
		}
	}
	for _, n := range notation.All() {
		names = append(names, n.Name())
	}
	return names
}

// usi is USI, as package rules writes and reads it.
type usi struct{}

func (usi) Name() string                                          { return "usi" }
func (usi) Write(p *rules.Position, m rules.Move) string          { return p.USI(m) }
func (usi) Parse(p *rules.Position, s string) (rules.Move, error) { return p.ParseUSI(s) }

func (usi) Append(dst []string, p *rules.Position, moves []rules.Move) []string {
	for _, m := range moves {
		dst = append(dst, p.USI(m))
	}
	return dst
}

// hodges is Hodges notation, as package rules writes and reads it.
type hodges struct{}

func (hodges) Name() string                                          { return "hodges" }
func (hodges) Write(p *rules.Position, m rules.Move) string          { return p.Hodges(m) }
func (hodges) Parse(p *rules.Position, s string) (rules.Move, error) { return p.ParseHodges(s) }

func (hodges) Append(dst []string, p *rules.Position, moves []rules.Move) []string {
	return p.AppendHodges(dst, moves)
}
