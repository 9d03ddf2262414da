package api

import (
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/record"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// kingsOnly is a variant of two kings on a large board, where a game may
// go on long without a position repeated four times.
const kingsOnly = `name: kings
title: Two kings
source: a test of the web API
board: 12x12
pieces:
  - id: king
    name: king
    kanji: 玉将
    romaji: gyokushō
    abbrev: [K]
    sfen: K
    betza: K
    royal: true
setup:
  l: ". . . . . K . . . . . ."
rules:
  win: {royals: all-captured}
`

// TestPlayPlyLimit checks that play refuses a move past record.MaxPlies,
// so that a game played through the API always writes a record that
// loadKIF reads back; play took any number before (a 100,000-ply game
// wrote a KIF its own loadKIF refused).
func TestPlayPlyLimit(t *testing.T) {
	v, err := variant.Load(strings.NewReader(kingsOnly), "kings.yaml")
	if err != nil {
		t.Fatal(err)
	}
	r, err := rules.New(v)
	if err != nil {
		t.Fatal(err)
	}
	h := newHeldGame(rules.NewGame(r.NewPosition()))
	// Each ply goes to the position least often reached, capturing
	// nothing.
	seen := map[uint64]int{}
	next := func() string {
		p := h.game.Position()
		best, fewest := "", 1<<30
		for _, m := range h.game.AppendMoves(nil) {
			q := p.Clone()
			q.Make(m)
			if p.At(m.To).Kind() != 0 {
				continue
			}
			if n := seen[q.Hash()]; n < fewest {
				best, fewest = p.USI(m), n
			}
		}
		return best
	}
	for ply := range record.MaxPlies {
		m := next()
		if err := h.play(m, "usi"); err != nil {
			t.Fatalf("ply %d: %v", ply+1, err)
		}
		seen[h.game.Position().Hash()]++
	}
	err = h.play(next(), "usi")
	if err == nil || !strings.Contains(err.Error(), "20000 plies") || len(h.game.Moves()) != record.MaxPlies {
		t.Errorf("play after %d plies: %v, %d plies; want the move refused", record.MaxPlies, err, len(h.game.Moves()))
	}
}

// TestErrorsClipped checks that the errors that name a notation, a piece
// set or a side quote a 900 KB name clipped: they echoed it whole.
func TestErrorsClipped(t *testing.T) {
	long := "\x1b" + strings.Repeat("x", 900_000)
	_, err1 := byName(long)
	err2 := namePieces(nil, nil, long)
	for _, err := range []error{err1, err2} {
		if err == nil || len(err.Error()) > 200 || strings.Contains(err.Error(), "\x1b") {
			t.Errorf("an error of %d bytes: %.100q; want a short one, escaped", len(err.Error()), err)
		}
	}
}
