// Package board describes the geometry of a rectangular shogi board: its
// squares, how they are named, and the padded mailbox layout that move
// generators walk without bounds checks.
//
// # Squares and their names
//
// Squares are named the shogi way: the file number counted from Black's right
// (file 1 is on Black's right-hand edge), then the rank letter counted from
// White's side (rank a is White's back rank). On chu shogi's 12×12 board the
// corners are 1a (Black's top right), 12a, 1l and 12l (Black's bottom left).
// Boards may have up to 36 ranks; ranks 27 to 36 are written with a doubled
// letter, aa for the 27th through jj for the 36th, so 5aa is file 5 on rank 27.
//
// # Layout
//
// A [Square] is an index into a mailbox with [Pad] guard cells on every side
// of the board. A piece that steps or slides off the board lands on a guard
// cell, which an [Occupancy] marks [Off], so generators stop on a sentinel
// instead of comparing coordinates. Every leap of up to three files or ranks
// stays inside the mailbox.
//
// The mailbox has room for the largest board, [Stride] cells a row, and a
// square's index depends only on its file and rank, not on the board's
// size: so a square knows its name ([Square.String]) without its geometry,
// and 7f is the same Square on every board that has it.
package board

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/largeshogi/largeshogi/internal/clip"
)

// MaxFiles and MaxRanks bound the board size: 36×36 is taikyoku shogi's board,
// the largest in the family.
const (
	MaxFiles = 36
	MaxRanks = 36
)

// Pad is the number of guard cells around the board in the mailbox. Leaps of
// up to Pad files or ranks from any square stay inside the mailbox.
const Pad = 3

// Stride is the number of mailbox cells in a row, the same for every board:
// the widest board and its guard cells. A step one rank up the board, as
// Black sees it, is -Stride.
const Stride = MaxFiles + 2*Pad

// Color is a side: Black moves first and up the board, White down.
type Color uint8

// The two sides.
const (
	Black Color = iota
	White
)

// Other returns the opposing side.
func (c Color) Other() Color { return c ^ 1 }

// String returns "black" or "white".
func (c Color) String() string {
	if c == Black {
		return "black"
	}
	return "white"
}

// Square is a mailbox index (see Layout). The zero value is a guard cell,
// never a square on any board; [NoSquare] marks an absent square too.
type Square int16

// NoSquare marks the absence of a square.
const NoSquare Square = -1

// FileRank returns the file and rank numbers of s, as [Geometry.Square]
// takes them, or 0, 0 when s is a guard cell of every board.
func (s Square) FileRank() (file, rank int) {
	if s <= 0 {
		return 0, 0
	}
	file, rank = MaxFiles+Pad-int(s)%Stride, int(s)/Stride-Pad+1
	if file < 1 || file > MaxFiles || rank < 1 || rank > MaxRanks {
		return 0, 0
	}
	return file, rank
}

// String returns the name of s, such as "7f" (see [Geometry.Name]), or "-"
// when s is a guard cell of every board, such as 0 or NoSquare. It names a
// square whether or not a given board has it.
func (s Square) String() string {
	f, r := s.FileRank()
	if f == 0 {
		return "-"
	}
	return strconv.Itoa(f) + RankName(r)
}

// Occupant is what a mailbox cell holds, seen as colours only. Off holds
// the bits of both colours' pieces, so that o&Owner(c) != 0 tells in one
// test that a step onto o meets a piece of colour c or leaves the board.
type Occupant uint8

// Cell contents.
const (
	Empty Occupant = iota
	BlackPiece
	WhitePiece
	Off // a guard cell outside the board
)

// Owner returns the occupant a piece of colour c makes.
func Owner(c Color) Occupant { return BlackPiece + Occupant(c) }

// Geometry is the shape of a board and its mailbox layout.
type Geometry struct {
	files, ranks int
	squares      []Square
	index        []int16 // mailbox cell → compact index, -1 for guard cells
}

// NewGeometry returns the geometry of a board with the given number of files
// (columns) and ranks (rows), each from 1 to 36.
func NewGeometry(files, ranks int) (*Geometry, error) {
	if files < 1 || files > MaxFiles || ranks < 1 || ranks > MaxRanks {
		return nil, fmt.Errorf("board: size %dx%d outside 1x1 to %dx%d", files, ranks, MaxFiles, MaxRanks)
	}
	g := &Geometry{files: files, ranks: ranks}
	g.index = make([]int16, Stride*(ranks+2*Pad))
	for i := range g.index {
		g.index[i] = -1
	}
	for y := range ranks {
		for x := range files {
			s := g.At(x, y)
			g.index[s] = int16(len(g.squares))
			g.squares = append(g.squares, s)
		}
	}
	return g, nil
}

// MustGeometry is like [NewGeometry] but panics on a bad size. It is meant
// for package-level tables.
func MustGeometry(files, ranks int) *Geometry {
	g, err := NewGeometry(files, ranks)
	if err != nil {
		panic(err)
	}
	return g
}

// Files returns the number of files.
func (g *Geometry) Files() int { return g.files }

// Ranks returns the number of ranks.
func (g *Geometry) Ranks() int { return g.ranks }

// Cells returns the size of the mailbox: the length of an [Occupancy] or of
// any per-square table.
func (g *Geometry) Cells() int { return len(g.index) }

// Squares returns the squares of the board, rank a first and, within a rank,
// from the highest file (Black's left) to file 1. The slice must not be
// modified.
func (g *Geometry) Squares() []Square { return g.squares }

// Len returns the number of squares on the board.
func (g *Geometry) Len() int { return len(g.squares) }

// Index returns the position of on-board square s in [Geometry.Squares], or
// -1 for a guard cell or an index outside the mailbox.
func (g *Geometry) Index(s Square) int {
	if s < 0 || int(s) >= len(g.index) {
		return -1
	}
	return int(g.index[s])
}

// OnBoard reports whether s is a square of the board.
func (g *Geometry) OnBoard(s Square) bool { return g.Index(s) >= 0 }

// At returns the square in column x and row y, counted from Black's view of
// the board: x from 0 on Black's left, y from 0 on White's back rank. The
// result is a guard cell or outside the mailbox when x or y is off the board.
func (g *Geometry) At(x, y int) Square {
	return Square((y+Pad)*Stride + MaxFiles - g.files + x + Pad)
}

// XY returns the column and row of s as [Geometry.At] counts them.
func (g *Geometry) XY(s Square) (x, y int) {
	return int(s)%Stride - Pad - MaxFiles + g.files, int(s)/Stride - Pad
}

// Square returns the square on file (1 = Black's right) and rank (1 = rank
// a, White's back rank), or [NoSquare] when either is off the board.
func (g *Geometry) Square(file, rank int) Square {
	if file < 1 || file > g.files || rank < 1 || rank > g.ranks {
		return NoSquare
	}
	return g.At(g.files-file, rank-1)
}

// FileRank returns the file and rank numbers of s, as [Geometry.Square] takes
// them.
func (g *Geometry) FileRank(s Square) (file, rank int) { return s.FileRank() }

// Delta returns the mailbox offset of a move dx files to the mover's right and
// dy ranks forward, for a piece of colour c.
func (g *Geometry) Delta(dx, dy int, c Color) int {
	if c == Black {
		return -dy*Stride + dx
	}
	return dy*Stride - dx
}

// Relative returns how far to the right (dx) and forward (dy) square to lies
// from square from, seen by a piece of colour c.
func (g *Geometry) Relative(from, to Square, c Color) (dx, dy int) {
	fx, fy := g.XY(from)
	tx, ty := g.XY(to)
	dx, dy = tx-fx, fy-ty
	if c == White {
		dx, dy = -dx, -dy
	}
	return dx, dy
}

// Rotate returns the square that s becomes when the board is turned half
// round: how White sees what Black sees.
func (g *Geometry) Rotate(s Square) Square {
	x, y := g.XY(s)
	return g.At(g.files-1-x, g.ranks-1-y)
}

// Mirror returns s reflected left to right.
func (g *Geometry) Mirror(s Square) Square {
	x, y := g.XY(s)
	return g.At(g.files-1-x, y)
}

// Centre returns the central square, or the one just right of and below the
// centre for boards of even width or height, as Black sees it.
func (g *Geometry) Centre() Square { return g.At(g.files/2, g.ranks/2) }

// NewOccupancy returns an empty occupancy for the board: every square
// [Empty], every guard cell [Off].
func (g *Geometry) NewOccupancy() Occupancy {
	occ := make(Occupancy, len(g.index))
	for i, idx := range g.index {
		if idx < 0 {
			occ[i] = Off
		}
	}
	return occ
}

// Occupancy tells for every mailbox cell what it holds.
type Occupancy []Occupant

// RankName returns the letters of rank number r (1 = a).
func RankName(r int) string {
	if r <= 26 {
		return string(rune('a' + r - 1))
	}
	c := string(rune('a' + r - 27))
	return c + c
}

// Name returns the name of s, such as "7f", or "-" for a square that is not
// on the board.
func (g *Geometry) Name(s Square) string {
	if !g.OnBoard(s) {
		return "-"
	}
	return s.String()
}

// BoardField writes the board field of an SFEN or a FEN: the ranks from
// the first (the top of a diagram), separated by '/', each square from the
// left as code gives it, and a run of squares whose code is "" (empty
// squares) as its length.
func (g *Geometry) BoardField(code func(Square) string) string {
	var b strings.Builder
	b.Grow(g.ranks * (g.files + 1))
	for y := range g.ranks {
		if y > 0 {
			b.WriteByte('/')
		}
		empty := 0
		for x := range g.files {
			c := code(g.At(x, y))
			if c == "" {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			b.WriteString(c)
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
	}
	return b.String()
}

// ParseSquare reads a square name as [Geometry.Name] writes it.
func (g *Geometry) ParseSquare(name string) (Square, error) {
	s, n, err := g.ScanSquare(name)
	if err != nil {
		return NoSquare, err
	}
	if n != len(name) {
		return NoSquare, fmt.Errorf("board: bad square %q", name)
	}
	return s, nil
}

// ScanSquare reads a square name at the start of text and returns the square
// and how many bytes it took. It reads as many letters as a rank name can
// have, so "7g7f" yields 7g and 2.
func (g *Geometry) ScanSquare(text string) (Square, int, error) {
	i := 0
	for i < len(text) && i < 2 && text[i] >= '0' && text[i] <= '9' {
		i++
	}
	if i == 0 || text[0] == '0' {
		return NoSquare, 0, fmt.Errorf("board: bad square %q: no file number", clip.Cut(text, 8))
	}
	file, _ := strconv.Atoi(text[:i])
	rank := 0
	if i < len(text) && text[i] >= 'a' && text[i] <= 'z' {
		rank = int(text[i]-'a') + 1
		if i+1 < len(text) && text[i+1] == text[i] && g.ranks > 26 {
			rank += 26
			i++
		}
		i++
	}
	if rank == 0 {
		return NoSquare, 0, fmt.Errorf("board: bad square %q: no rank letter", clip.Cut(text, 8))
	}
	s := g.Square(file, rank)
	if s == NoSquare {
		return NoSquare, 0, fmt.Errorf("board: square %q is off the %dx%d board", text[:i], g.files, g.ranks)
	}
	return s, i, nil
}

// String returns the size as "FILESxRANKS".
func (g *Geometry) String() string { return fmt.Sprintf("%dx%d", g.files, g.ranks) }

// ParseSize reads a board size written "FILESxRANKS", such as "19x19".
func ParseSize(s string) (files, ranks int, err error) {
	a, b, ok := strings.Cut(s, "x")
	if !ok {
		return 0, 0, fmt.Errorf("board: bad size %q: want FILESxRANKS", s)
	}
	files, err1 := strconv.Atoi(a)
	ranks, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil {
		return 0, 0, fmt.Errorf("board: bad size %q: want FILESxRANKS", s)
	}
	return files, ranks, nil
}
