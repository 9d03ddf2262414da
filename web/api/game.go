package api

import (
	"fmt"
	"slices"

	"github.com/largeshogi/largeshogi/board"

	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/record"
	"github.com/largeshogi/largeshogi/rules"
)

// heldGame is a game with what its replies need kept up to date move by
// move: the moves in USI and the history in each notation asked for, so
// that no reply replays the game.
type heldGame struct {
	game  *rules.Game
	used  int
	texts map[string]*written // by notation name, once asked for
}

// written is the tail of a game's history in a notation: the moves from
// index from on. It grows at the end as moves are played, and towards the
// start only when a history call asks for earlier moves.
type written struct {
	from  int
	texts []string
}

func newHeldGame(g *rules.Game) *heldGame {
	return &heldGame{game: g, texts: map[string]*written{}}
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
	if plies := len(h.game.Moves()); plies >= record.MaxPlies {
		return fmt.Errorf("play: the game has %d plies, the most a record keeps", plies)
	}
	next := map[string]string{}
	for name := range h.texts {
		w, _ := byName(name)
		next[name] = w.Write(p, m)
	}
	if err := h.game.Play(m); err != nil {
		return err
	}
	for name, t := range next {
		h.texts[name].texts = append(h.texts[name].texts, t)
	}
	return nil
}

// undo takes back the last move and shortens every history kept.
func (h *heldGame) undo() bool {
	if !h.game.Undo() {
		return false
	}
	for _, w := range h.texts {
		if len(w.texts) > 0 {
			w.texts = w.texts[:len(w.texts)-1]
		} else {
			w.from = len(h.game.Moves())
		}
	}
	return true
}

// history returns the moves played in a notation from index from on. It
// writes each move once: the moves kept are extended as the game goes on,
// and earlier ones are written the first time they are asked for.
func (h *heldGame) history(notationName string, from int) ([]string, error) {
	n, err := byName(notationName)
	if err != nil {
		return nil, err
	}
	plies := len(h.game.Moves())
	if from < 0 || from > plies {
		return nil, fmt.Errorf("history: from %d: the game has %d moves", from, plies)
	}
	key := notationKey(notationName)
	w, ok := h.texts[key]
	if !ok {
		w = &written{from: plies}
		h.texts[key] = w
	}
	if from < w.from {
		w.texts = append(writeMoves(h.game, n, from, w.from), w.texts...)
		w.from = from
	}
	return append([]string{}, w.texts[from-w.from:]...), nil
}

// notationKey is the name a notation's history is kept under.
func notationKey(name string) string {
	if name == "" {
		return "usi"
	}
	return name
}

// writeMoves writes the moves of g of index from to to (not included) in
// notation n, each in the position it was played from.
func writeMoves(g *rules.Game, n notation.Notation, from, to int) []string {
	p := g.Start()
	moves := g.Moves()
	for _, m := range moves[:from] {
		p.Make(m)
	}
	out := make([]string, 0, to-from)
	for _, m := range moves[from:to] {
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
// moves before asks only for the new ones. A lean state leaves out the
// pieces and the royals in danger, for a caller who redraws the board
// from a snapshot.
func (h *heldGame) state(from int, lean bool) *State {
	g := h.game
	p := g.Position()
	r := p.Rules()
	o := g.Outcome()
	played := g.Moves()
	st := &State{
		SFEN: p.SFEN(), Side: p.Side().String(), Plies: len(played), Start: g.Start().SFEN(),
		Outcome: Outcome{Over: o.Over(), Result: o.Result.String(), Termination: o.Termination.String(), Text: o.String()},
		Pieces:  []PieceAt{}, Moves: []string{},
		InDanger: []string{},
	}
	for _, m := range played[min(max(from, 0), len(played)):] {
		st.Moves = append(st.Moves, m.String())
	}
	if !o.Over() {
		st.Outcome.Termination = ""
	}
	if w, ok := o.Winner(); ok {
		st.Outcome.Winner = w.String()
	}
	var threatened []board.Square
	if !lean {
		threatened = p.Threatened(nil)
	}
	for _, sq := range r.Geo.Squares() {
		c := p.At(sq)
		if c == 0 || lean {
			continue
		}
		st.Pieces = append(st.Pieces, PieceAt{Square: r.Geo.Name(sq), Color: c.Color().String(), Piece: r.Piece(c.Kind()).ID, Promoted: r.Promoted(c.Kind())})
		if r.Piece(c.Kind()).Royal && slices.Contains(threatened, sq) {
			st.InDanger = append(st.InDanger, r.Geo.Name(sq))
		}
	}
	if sq := p.LionSquare(); sq != board.NoSquare {
		st.CounterStrike = r.Geo.Name(sq)
	}
	if len(played) > 0 {
		last := played[len(played)-1]
		p.Unmake()
		st.Last = moveInfo(p, last, last.String())
		p.Make(last)
	}
	return st
}

// Snapshot is what a page needs to redraw a game in one reply.
type Snapshot struct {
	State   *State      `json:"state"` // its Moves from From on, in USI
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
	st := h.state(a.From, false)
	sn := &Snapshot{State: st, Moves: moves, From: a.From, History: hist}
	if a.SVG {
		if sn.SVG, err = svgOf(h.game, a.Set); err != nil {
			return nil, err
		}
	}
	return sn, nil
}

// end ends the game by termination, a loss for a.Side ("black" or
// "white"; the side to move when left out): a resignation or a time
// forfeit. method names the call in errors.
func (h *heldGame) end(method string, a args, termination rules.Termination) (*State, error) {
	side := h.game.Position().Side()
	switch a.Side {
	case "":
	case "black":
		side = board.Black
	case "white":
		side = board.White
	default:
		return nil, fmt.Errorf("%s: side %s: want black or white", method, clip.Quote(a.Side))
	}
	if err := h.game.End(rules.Outcome{Result: rules.WinFor(side.Other()), Termination: termination}); err != nil {
		return nil, err
	}
	return h.state(a.From, a.Lean), nil
}

// MaxLine is the most moves a line call writes.
const MaxLine = 256

// line writes moves given in USI, a line of play from the game's
// position, in a notation, each in the position it is played from. The
// moves are played on a copy of the position: the game is left as it
// was. A move that does not read or is not legal where it is played
// fails the call, naming its index (from 1) and text.
func (h *heldGame) line(moves []string, notationName string) ([]string, error) {
	n, err := byName(notationName)
	if err != nil {
		return nil, err
	}
	if len(moves) > MaxLine {
		return nil, fmt.Errorf("line: %d moves, at most %d", len(moves), MaxLine)
	}
	p := h.game.Position().Clone()
	out := make([]string, 0, len(moves))
	for i, u := range moves {
		m, err := p.ParseUSI(u)
		if err != nil {
			return nil, fmt.Errorf("line: move %d, %s: %w", i+1, clip.Quote(u), err)
		}
		out = append(out, n.Write(p, m))
		p.Make(m)
	}
	return out, nil
}
