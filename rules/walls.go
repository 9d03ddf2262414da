package rules

import (
	"encoding/binary"
	"math/bits"

	"github.com/largeshogi/largeshogi/board"
)

// A position keeps, for each side and each square, which of the eight
// squares around it a piece of that side could not step to: those off the
// board and those its own pieces hold. Most pieces of a crowded board can
// make no move, every ray of theirs ending before its first step, and a
// piece whose rays all begin with a king step finds which of its rays are
// open in one table look-up instead of a test of each ray's first square.

// kingSteps are the mailbox offsets of the eight squares around a square,
// in the order of the bits of a walls mask.
var kingSteps = [8]board.Square{
	-board.Stride - 1, -board.Stride, -board.Stride + 1,
	-1, 1,
	board.Stride - 1, board.Stride, board.Stride + 1,
}

// walls is, by side and by mailbox cell, the mask of the king steps from
// the cell that land off the board or on a piece of that side: bit k for
// kingSteps[k].
type walls [2][mailboxCap]uint8

// kingStep returns the bit of offset d among kingSteps, or 0 when d is not
// a king step.
func kingStep(d board.Square) uint8 {
	for k, s := range kingSteps {
		if s == d {
			return 1 << k
		}
	}
	return 0
}

// edgeWalls returns the walls of an empty board of geometry geo: the king
// steps that leave it, for both sides.
func edgeWalls(geo *board.Geometry) *walls {
	w := new(walls)
	for _, s := range geo.Squares() {
		var m uint8
		for k, d := range kingSteps {
			if !geo.OnBoard(s + d) {
				m |= 1 << k
			}
		}
		w[board.Black][s], w[board.White][s] = m, m
	}
	return w
}

// build raises the walls that a piece of side c on s makes for the squares
// around it.
func (w *walls) build(s board.Square, c board.Color) {
	ws := &w[c]
	for dy := range wallRows {
		at := ws[uint(s+board.Square(dy-1)*board.Stride-1)%mailboxCap:]
		binary.LittleEndian.PutUint32(at, binary.LittleEndian.Uint32(at)|wallRows[dy])
	}
}

// raze takes down the walls that a piece of side c on s made.
func (w *walls) raze(s board.Square, c board.Color) {
	ws := &w[c]
	for dy := range wallRows {
		at := ws[uint(s+board.Square(dy-1)*board.Stride-1)%mailboxCap:]
		binary.LittleEndian.PutUint32(at, binary.LittleEndian.Uint32(at)&^wallRows[dy])
	}
}

// wallRows are the walls a piece makes for the squares around it, by row
// (the one before its own in the mailbox, its own, the one after): the
// bits of the three squares from the one before its file, as the first
// three bytes of a little-endian word, so that build and raze change a
// row at a time (square by square, they took a fifth of Make's
// instructions). A piece on s closes, for the square s-d, the king step d.
var wallRows = func() (rows [3]uint32) {
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if bit := kingStep(-board.Square(dy*board.Stride + dx)); bit != 0 {
				rows[dy+1] |= uint32(bit) << (8 * (dx + 1))
			}
		}
	}
	return rows
}()

// openRaysTable returns, for rays that all begin with a king step, the
// mask of the rays whose first square is open (bit i for rays[i]) for
// each mask of open king steps (the complement of a walls mask); nil when
// a ray begins otherwise or there are more rays than the mask holds. Rays
// that begin with the same king steps in the same order share the table
// kept in tables.
func openRaysTable(rays []ray, tables map[string]*[256]uint16) *[256]uint16 {
	if len(rays) == 0 || len(rays) > 16 {
		return nil
	}
	bits := make([]uint8, len(rays))
	for i, x := range rays {
		if bits[i] = kingStep(x.delta); bits[i] == 0 {
			return nil
		}
	}
	if t, ok := tables[string(bits)]; ok {
		return t
	}
	t := new([256]uint16)
	tables[string(bits)] = t
	for open := range t {
		for i, b := range bits {
			if uint8(open)&b != 0 {
				t[open] |= 1 << i
			}
		}
	}
	return t
}

// Adjacent returns how many of the eight squares a king step from square s
// hold a piece of side c: read from the walls, without a look at the
// squares.
func (p *Position) Adjacent(s board.Square, c board.Color) int {
	if p.r == nil || s < 0 || int(s) >= mailboxCap {
		return 0
	}
	return bits.OnesCount8(p.walls[c][s] &^ p.r.edges[c][s])
}
