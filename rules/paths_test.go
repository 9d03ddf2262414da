package rules

import (
	"slices"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/variant"
)

// refuseLegs is a move filter of the tests that refuses the paths of its
// number of touched squares: 1 refuses a leap, 2 two steps.
type refuseLegs int

func (n refuseLegs) Allow(_ *Position, c *Candidate) bool { return len(c.Touches) != int(n) }

// TestFilterSeesEveryPath checks that a move several paths make is legal
// when a filter allows any of them, whichever the generator meets first: a
// piece that leaps two squares (D) or steps twice (mWaW) reaches the
// square two ahead both ways, and keeps it when a filter of its own refuses
// the leap or the two steps.
func TestFilterSeesEveryPath(t *testing.T) {
	const file = `name: pathtest
title: Path test
source: a test
board: 5x5
pieces:
  - {id: king, name: king, abbrev: [K], sfen: K, betza: K, royal: true}
  - {id: runner, name: runner, abbrev: [R], sfen: R, betza: DmWaW}
setup:
  a: ". . . . K"
rules:
  %s: {}
`
	for _, hook := range []string{"test-refuse-leaps", "test-refuse-steps"} {
		v, err := variant.Load(strings.NewReader(strings.Replace(file, "%s", hook, 1)), "pathtest.yaml")
		if err != nil {
			t.Fatal(err)
		}
		r, err := New(v)
		if err != nil {
			t.Fatal(err)
		}
		p := mustParse(t, r, "4k/5/2R2/5/K4 b - 1")
		listed := slices.ContainsFunc(p.AppendMoves(nil), func(m Move) bool { return m.String() == "3c3a" })
		if _, err := p.ParseUSI("3c3a"); !listed || err != nil {
			t.Errorf("%s: 3c3a listed %v, read %v, want listed and read", hook, listed, err)
		}
	}
}
