// Package workcount compiles built-in games with a rule hook that counts
// the candidate moves their rules look at, in generation and legality
// checks alike, for the tests that bound the work an operation costs by a
// count rather than by time.
package workcount

import (
	"bytes"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// candidates counts the candidate moves the "counted" hook is asked about.
var candidates atomic.Int64

// counted is a move filter that allows every move and counts them.
type counted struct{}

func (counted) Allow(*rules.Position, *rules.Candidate) bool {
	candidates.Add(1)
	return true
}

var register sync.Once

// Rules returns built-in game name with the "counted" hook, whose
// candidate moves [Candidates] counts.
func Rules(tb testing.TB, name string) *rules.Rules {
	tb.Helper()
	register.Do(func() {
		err := rules.RegisterHook(rules.HookSpec[struct{}]{
			Name:    "counted",
			Doc:     "counts the candidate moves",
			Compile: func(*rules.Rules, *struct{}) (rules.Hook, error) { return counted{}, nil },
		})
		if err != nil {
			tb.Fatal(err)
		}
	})
	src, err := variants.Source(name)
	if err != nil {
		tb.Fatal(err)
	}
	src = bytes.Replace(src, []byte("\nrules:\n"), []byte("\nrules:\n  counted: {}\n"), 1)
	v, err := variant.Load(bytes.NewReader(src), name+".yaml")
	if err != nil {
		tb.Fatal(err)
	}
	r, err := rules.New(v)
	if err != nil {
		tb.Fatal(err)
	}
	return r
}

// Reset sets the count of candidate moves to 0.
func Reset() { candidates.Store(0) }

// Candidates returns how many candidate moves the games of [Rules] have
// looked at since the last [Reset], in every goroutine.
func Candidates() int64 { return candidates.Load() }
