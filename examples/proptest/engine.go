// Package proptest shows how to property-test your own shogi code against
// largeshogi with the generators of package
// [github.com/largeshogi/largeshogi/rules/rulestest].
//
// [Engine] stands for your code: a naive move generator built only on
// package betza's [betza.Generator], with its own reading of SFEN. It
// knows how the pieces move and nothing of the special rules, so it lists a
// lion capture the lion-trading rules forbid, and it says which of its
// moves capture a lion. proptest_test.go checks it against
// [rules.Position.AppendMoves] on random positions of chu shogi and of
// random variants: the same steps, but for lion captures. Copy the two
// files and put your engine in place of this one.
package proptest

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

// Step is a move reduced to where the piece starts and where it ends, and
// whether some way of making it captures a lion.
type Step struct {
	From, To  board.Square
	TakesLion bool
}

// Engine lists the moves of positions of one variant.
type Engine struct {
	geo   *board.Geometry
	gen   *betza.Generator
	moves map[string]*betza.Program // by Black's SFEN code, "+" and the code for a promoted piece
	lions map[string]bool           // the codes of pieces with the trait lion
}

// New returns an engine for variant v.
func New(v *variant.Variant) *Engine {
	e := &Engine{geo: v.Geometry, gen: betza.NewGenerator(v.Geometry), moves: map[string]*betza.Program{}, lions: map[string]bool{}}
	for _, p := range v.Pieces {
		if p.SFEN == "" {
			continue
		}
		e.moves[p.SFEN] = p.Move
		e.lions[p.SFEN] = p.Has("lion")
		if p.Promotes != nil {
			e.moves["+"+p.SFEN] = p.Promotes.Move
			e.lions["+"+p.SFEN] = p.Promotes.Has("lion")
		}
	}
	return e
}

// piece is a piece on the board.
type piece struct {
	code  string // as Black writes it
	color board.Color
}

// Steps returns the steps of the side to move in the position written in
// SFEN, sorted by start and end square. It reads one-letter codes only, as
// chu shogi has.
func (e *Engine) Steps(sfen string) ([]Step, error) {
	fields := strings.Fields(sfen)
	if len(fields) < 2 {
		return nil, fmt.Errorf("sfen %q: want a board and a side", sfen)
	}
	pieces := map[board.Square]piece{}
	occ := e.geo.NewOccupancy()
	rows := strings.Split(fields[0], "/")
	if len(rows) != e.geo.Ranks() {
		return nil, fmt.Errorf("sfen %q: %d ranks, want %d", sfen, len(rows), e.geo.Ranks())
	}
	for y, row := range rows {
		x := 0
		for i := 0; i < len(row); i++ {
			c := row[i]
			switch {
			case c >= '0' && c <= '9':
				j := i
				for j < len(row) && row[j] >= '0' && row[j] <= '9' {
					j++
				}
				n, _ := strconv.Atoi(row[i:j])
				x += n
				i = j - 1
				continue
			case c == '+' && i+1 < len(row):
				i++
			}
			code := strings.ToUpper(row[i : i+1])
			if c == '+' {
				code = "+" + code
			}
			if e.moves[code] == nil || x >= e.geo.Files() {
				return nil, fmt.Errorf("sfen %q: rank %d: unknown piece or too many squares", sfen, y+1)
			}
			color := board.Black
			if row[i] >= 'a' {
				color = board.White
			}
			s := e.geo.At(x, y)
			pieces[s] = piece{code, color}
			occ[s] = board.Owner(color)
			x++
		}
	}
	side := board.Black
	if fields[1] == "w" {
		side = board.White
	}

	seen := map[Step]int{} // index in steps
	var steps []Step
	var buf []betza.Outcome
	for _, from := range e.geo.Squares() {
		pc, ok := pieces[from]
		if !ok || pc.color != side {
			continue
		}
		buf = e.gen.Append(buf[:0], e.moves[pc.code], from, side, occ, false)
		for i := range buf {
			o := &buf[i]
			lion := false
			for _, t := range o.Touches() {
				if victim, ok := pieces[t.Square]; ok && o.Removed(t.Square) && victim.color != side && e.lions[victim.code] {
					lion = true
				}
			}
			key := Step{From: from, To: o.To}
			if j, ok := seen[key]; ok {
				steps[j].TakesLion = steps[j].TakesLion || lion
				continue
			}
			seen[key] = len(steps)
			steps = append(steps, Step{From: from, To: o.To, TakesLion: lion})
		}
	}
	slices.SortFunc(steps, func(a, b Step) int {
		return cmp.Or(cmp.Compare(a.From, b.From), cmp.Compare(a.To, b.To))
	})
	return steps, nil
}
