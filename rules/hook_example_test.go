package rules_test

import (
	"fmt"
	"slices"
	"strings"

	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// Pacifists is the parameters of a "pacifists" hook: pieces that may not
// capture.
type Pacifists struct {
	Pieces []string `yaml:"pieces"`
}

// pacifists is the hook compiled: by kind, whether it may not capture.
type pacifists []bool

// CapturesOnly asks the engine to call Allow for captures only.
func (h pacifists) CapturesOnly() bool { return true }

// Allow refuses every capture of a pacifist.
func (h pacifists) Allow(p *rules.Position, c *rules.Candidate) bool { return !h[c.Piece.Kind()] }

// A hook of one's own: declared once with its parameters and behaviour,
// then used by a variant file like any built-in hook.
func ExampleRegisterHook() {
	err := rules.RegisterHook(rules.HookSpec[Pacifists]{
		Name: "pacifists",
		Doc:  "pieces that may not capture",
		Compile: func(r *rules.Rules, params *Pacifists) (rules.Hook, error) {
			ids := params.Pieces
			h := make(pacifists, r.Kinds()+1)
			for k := 1; k <= r.Kinds(); k++ {
				h[k] = slices.Contains(ids, r.Piece(rules.Kind(k)).ID)
			}
			return h, nil
		},
	})
	if err != nil {
		panic(err)
	}
	const file = `name: monks
title: Monks
source: an example
board: 3x3
pieces:
  - {id: king, name: king, abbrev: [K], sfen: K, betza: K, royal: true}
  - {id: monk, name: monk, abbrev: [M], sfen: M, betza: W}
setup:
  c: "M K ."
rules:
  pacifists: {pieces: [monk]}
`
	v, err := variant.Load(strings.NewReader(file), "monks.yaml")
	if err != nil {
		panic(err)
	}
	r, err := rules.New(v)
	if err != nil {
		panic(err)
	}
	// The monk on 3c may not take the monk on 3b.
	p, _ := r.ParseSFEN("1k1/m2/M1K b - 1")
	for _, m := range p.AppendMoves(nil) {
		fmt.Print(m.String(), " ")
	}
	fmt.Println()
	// Output: 3c2c 1c2c 1c1b 1c2b
}
