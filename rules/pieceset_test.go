package rules

import (
	"fmt"
	"testing"

	"pgregory.net/rapid"
)

// piecesAgree reports how the position's piece sets differ from its board,
// or nil: each side's set must hold exactly the squares of its pieces.
func (p *Position) piecesAgree() error {
	for s := range p.cells {
		for _, side := range []int{0, 1} {
			inSet := p.pieces[side][s>>6]&(1<<(s&63)) != 0
			onBoard := p.cells[s] != 0 && int(p.cells[s].Color()) == side
			if inSet != onBoard {
				return fmt.Errorf("square %d: in side %d's set %t, its piece on the board %t", s, side, inSet, onBoard)
			}
		}
	}
	return nil
}

// TestPieceSetsFollowMoves plays random games of the games whose hooks add
// and remove pieces after a move (burning, shooting, reversion, cascades,
// contagion, promotion) and checks the piece sets against the board after
// every Make and every Unmake, in clones and positions read from SFEN.
func TestPieceSetsFollowMoves(t *testing.T) {
	for _, name := range []string{"chu", "ko", "tenjiku", "makadaidai", "tai"} {
		r := gameRules(t, name)
		t.Run(name, func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				p := r.NewPosition()
				if err := p.piecesAgree(); err != nil {
					t.Fatalf("start: %v", err)
				}
				plies := rapid.IntRange(1, 60).Draw(t, "plies")
				for range plies {
					moves := p.AppendMoves(nil)
					if len(moves) == 0 {
						break
					}
					m := moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")]
					p.Make(m)
					if err := p.piecesAgree(); err != nil {
						t.Fatalf("after %s: %v", m, err)
					}
				}
				for _, q := range []*Position{p.Clone(), mustParseSFEN(t, r, p.SFEN())} {
					if err := q.piecesAgree(); err != nil {
						t.Fatalf("copy of %s: %v", p.SFEN(), err)
					}
				}
				for p.Unmake() {
					if err := p.piecesAgree(); err != nil {
						t.Fatalf("after taking back to %s: %v", p.SFEN(), err)
					}
				}
			})
		})
	}
}

func mustParseSFEN(t *rapid.T, r *Rules, sfen string) *Position {
	p, err := r.ParseSFEN(sfen)
	if err != nil {
		t.Fatalf("%s: %v", sfen, err)
	}
	return p
}
