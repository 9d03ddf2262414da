package api

import (
	"fmt"
	"github.com/largeshogi/largeshogi/internal/clip"
	"strings"

	"github.com/largeshogi/largeshogi/internal/textdist"

	"github.com/largeshogi/largeshogi/notation"
)

// byName returns the notation called name ("" is USI).
func byName(name string) (notation.Notation, error) {
	if name == "" {
		name = "usi"
	}
	if n, ok := notation.ByName(name); ok {
		return n, nil
	}
	return nil, fmt.Errorf("no notation %s%s (have %s)", clip.Quote(name), textdist.Hint(name, Notations()), strings.Join(Notations(), ", "))
}

// Notations returns the names of the notations the API writes and reads
// moves in, in the order of [notation.All].
func Notations() []string {
	var names []string
	for _, n := range notation.All() {
		names = append(names, n.Name())
	}
	return names
}
