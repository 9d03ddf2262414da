package api

import (
	"fmt"

	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
)

// heldGame is a game with what its replies need kept up to date move by
// move: the moves in USI and the history in each notation asked for, so
// that no reply replays the game.
type heldGame struct {
	game  *rules.Game
	used  int
	usi   []string
	texts map[string][]string // the history by notation name, once asked for
}

func newHeldGame(g *rules.Game) *heldGame {
	h := &heldGame{game: g, texts: map[string][]string{}}
	for _, m := range g.Moves() {
		h.usi = append(h.usi, m.String())
	}
	return h
}

// play plays a move written in a notation and extends every history kept.
func (h *heldGame) play(move, notationName string) error {
	n, err := byName(notationName)
	if err != nil {
		return err
	}
	p := h.game.Position()
	m, err := n.Parse(p, move)
	if err != nil {
		return err
	}
	if err := h.game.Check(m); err != nil {
		return err
	}
	written := map[string]string{}
	for name := range h.texts {
		w, _ := byName(name)
		written[name] = w.Write(p, m)
	}
	if err := h.game.Play(m); err != nil {
		return err
	}
	h.usi = append(h.usi, m.String())
	for name, t := range written {
		h.texts[name] = append(h.texts[name], t)
	}
	return nil
}

// undo takes back the last move and shortens every history kept.
func (h *heldGame) undo() bool {
	if !h.game.Undo() {
		return false
	}
	h.usi = h.usi[:len(h.usi)-1]
	for name, t := range h.texts {
		h.texts[name] = t[:len(t)-1]
	}
	return true
}

// history returns the moves played in a notation from index from on,
// writing the whole history once, the first time the notation is asked.
func (h *heldGame) history(notationName string, from int) ([]string, error) {
	n, err := byName(notationName)
	if err != nil {
		return nil, err
	}
	if from < 0 || from > len(h.usi) {
		return nil, fmt.Errorf("history: from %d: the game has %d moves", from, len(h.usi))
	}
	key := notationKey(notationName)
	t, ok := h.texts[key]
	if !ok {
		t = writeAll(h.game, n)
		h.texts[key] = t
	}
	return append([]string{}, t[from:]...), nil
}

// notationKey is the name a notation's history is kept under.
func notationKey(name string) string {
	if name == "" {
		return "usi"
	}
	return name
}

// writeAll writes every move of g in notation n, each in the position it
// was played from.
func writeAll(g *rules.Game, n notation.Notation) []string {
	p := g.Start()
	out := make([]string, 0, len(g.Moves()))
	for _, m := range g.Moves() {
		out = append(out, n.Write(p, m))
		p.Make(m)
	}
	return out
}

// state returns how the game stands. The last move's changes are found by
// taking it back on the game's position and making it again.
//
// Its Moves are those played from index from on (all of them from 0; none
// from the number of plies or past it), so that a caller who knows the
// moves before asks only for the new ones.
func (h *heldGame) state(from int) *State {
	g := h.game
	p := g.Position()
	r := p.Rules()
	o := g.Outcome()
	st := &State{
		SFEN: p.SFEN(), Side: p.Side().String(), Plies: len(h.usi), Start: g.Start().SFEN(),
		Outcome: Outcome{Over: o.Over(), Result: o.Result.String(), Termination: o.Termination.String(), Text: o.String()},
		Pieces:  []PieceAt{}, Moves: append([]string{}, h.usi[min(max(from, 0), len(h.usi)):]...),
	}
	if !o.Over() {
		st.Outcome.Termination = ""
	}
	if w, ok := o.Winner(); ok {
		st.Outcome.Winner = w.String()
	}
	for _, sq := range r.Geo.Squares() {
		c := p.At(sq)
		if c == 0 {
			continue
		}
		st.Pieces = append(st.Pieces, PieceAt{Square: r.Geo.Name(sq), Color: c.Color().String(), Piece: r.Piece(c.Kind()).ID, Promoted: r.Promoted(c.Kind())})
	}
	if moves := g.Moves(); len(moves) > 0 {
		last := moves[len(moves)-1]
		p.Unmake()
		st.Last = moveInfo(p, last, last.String())
		p.Make(last)
	}
	return st
}

// Snapshot is what a page needs to redraw a game in one reply.
type Snapshot struct {
	State   *State      `json:"state"` // its Moves left empty: History holds the tail
	Moves   []*MoveInfo `json:"moves"`
	From    int         `json:"from"`    // the index of History's first move
	History []string    `json:"history"` // the moves played from From on, in the notation
	SVG     string      `json:"svg,omitempty"`
}

// snapshot answers the snapshot call.
func (h *heldGame) snapshot(a args) (*Snapshot, error) {
	moves, err := movesOf(h.game, a.Notation)
	if err != nil {
		return nil, err
	}
	hist, err := h.history(a.Notation, a.From)
	if err != nil {
		return nil, err
	}
	st := h.state(len(h.usi))
	sn := &Snapshot{State: st, Moves: moves, From: a.From, History: hist}
	if a.SVG {
		if sn.SVG, err = svgOf(h.game); err != nil {
			return nil, err
		}
	}
	return sn, nil
}
