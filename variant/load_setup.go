package variant

import (
	"strings"

	"github.com/largeshogi/largeshogi/board"
	"go.yaml.in/yaml/v3"
)

// setup reads Black's rows, and White's if given.
func (l *loader) setup(v *Variant, n *yaml.Node) {
	if n.Kind == 0 {
		l.errorf(nil, "setup is missing")
		return
	}
	if n.Kind != yaml.MappingNode {
		l.errorf(n, "setup: want a mapping from rank letters to rows")
		return
	}
	s := &setupReader{l: l, v: v, taken: map[board.Square]*yaml.Node{}}
	white := value(n, "white")
	s.read(n, board.Black, white == nil)
	if white != nil {
		if white.Kind != yaml.MappingNode {
			l.errorf(white, "setup white: want a mapping from rank letters to rows")
			return
		}
		s.read(white, board.White, false)
	}
	if len(v.Setup) == 0 {
		l.errorf(n, "setup places no pieces")
	}
}

// setupReader places the pieces of setup rows.
type setupReader struct {
	l     *loader
	v     *Variant
	taken map[board.Square]*yaml.Node // the row that took each square
}

// read places the pieces of one side's rows, and turned half round for
// White too if rotate is set. Black's rows may hold White's as "white".
func (s *setupReader) read(rows *yaml.Node, c board.Color, rotate bool) {
	l, geo := s.l, s.v.Geometry
	given := make([]bool, geo.Ranks()+1)
	whiteGiven := false
	for i := 0; i+1 < len(rows.Content); i += 2 {
		k, row := rows.Content[i], rows.Content[i+1]
		if k.Value == "white" && c == board.Black {
			if whiteGiven {
				l.errorf(k, "setup: %q given twice", k.Value)
			}
			whiteGiven = true
			continue
		}
		rank := rankNumber(k.Value, geo.Ranks())
		if rank == 0 {
			l.errorf(k, "setup: %q is not a rank of the %s board (a to %s)", k.Value, geo, board.RankName(geo.Ranks()))
			continue
		}
		if given[rank] {
			l.errorf(k, "setup: rank %s given twice", k.Value)
			continue
		}
		given[rank] = true
		if row.Kind != yaml.ScalarNode {
			l.errorf(row, "setup rank %s: want a row of %d space-separated pieces", k.Value, geo.Files())
			continue
		}
		if n := countFields(row.Value); n != geo.Files() {
			l.errorf(row, "setup rank %s: %d squares, want %d (one token per file, '.' for empty)", k.Value, n, geo.Files())
			continue
		}
		x := 0
		for tok := range strings.FieldsSeq(row.Value) {
			x++
			if tok == "." {
				continue
			}
			p := l.byAbbrev[tok]
			if p == nil {
				l.errorf(row, "setup rank %s: %q is no piece's abbreviation%s", k.Value, tok, suggestion{tok, s.abbrevs})
				continue
			}
			if p.PromotedOnly {
				l.errorf(row, "setup rank %s: %s appears only by promotion", k.Value, p.ID)
			}
			if p.SFEN == "" {
				l.errorf(row, "setup rank %s: %s has no SFEN code", k.Value, p.ID)
			}
			sq := geo.At(x-1, rank-1)
			s.place(row, sq, c, p)
			if rotate {
				s.place(row, geo.Rotate(sq), board.White, p)
			}
		}
	}
}

// abbrevs returns every piece's abbreviations, in file order, for
// suggestions.
func (s *setupReader) abbrevs() []string {
	var out []string
	for _, p := range s.v.Pieces {
		out = append(out, p.Abbrev...)
	}
	return out
}

func (s *setupReader) place(row *yaml.Node, sq board.Square, c board.Color, p *Piece) {
	if prev, ok := s.taken[sq]; ok {
		s.l.errorf(row, "setup: square %s is taken twice (also on line %d)", s.v.Geometry.Name(sq), prev.Line)
		return
	}
	s.taken[sq] = row
	s.v.Setup = append(s.v.Setup, Placement{Square: sq, Color: c, Piece: p})
}

// countFields returns the number of words strings.Fields would split s
// into, without splitting it.
func countFields(s string) int {
	n := 0
	for range strings.FieldsSeq(s) {
		n++
	}
	return n
}

// rankNumber reads a rank name of a board with the given number of ranks
// (a, b, ... z, then aa, bb, ... as [board.RankName] writes them), or
// returns 0.
func rankNumber(name string, ranks int) int {
	r := 0
	switch {
	case len(name) == 1 && 'a' <= name[0] && name[0] <= 'z':
		r = int(name[0]-'a') + 1
	case len(name) == 2 && name[0] == name[1] && 'a' <= name[0] && name[0] <= 'z':
		r = int(name[0]-'a') + 27
	}
	if r > ranks {
		return 0
	}
	return r
}
