package xboard

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/rules"
)

// ErrSetup is wrapped by every error of [ParseSetup] and [Setup.Check].
var ErrSetup = errors.New("xboard: setup")

// Setup is the setup command an engine may send when it accepts a
// variant, to tell the GUI the letters of its pieces, the board and the
// variant it derives from, and its start position. HaChu 0.21 sends one
// for sho and wa shogi:
//
//	setup (PNBRLSE..G.+++++++Kpnbrlse..g.+++++++k) 9x9+0_shogi lnsgkgsnl/1r2e2b1/ppppppppp/9/9/9/PPPPPPPPP/1B2E2R1/LNSGKGSNL w 0 1
type Setup struct {
	// Pieces is the piece-to-character table, without its parentheses;
	// "" when the command has none.
	Pieces string
	// Board is the board's size and the parent variant, "9x9+0_shogi";
	// "" when the command has none.
	Board string
	// FEN is the start position, in the engine's letters.
	FEN string
}

// boardAndParent is the shape of a setup's second field: files x ranks,
// the holdings' size and the parent variant.
var boardAndParent = regexp.MustCompile(`^[0-9]+x[0-9]+\+[0-9]+_[A-Za-z0-9-]+$`)

// ParseSetup reads an engine's setup line: the word setup, then a
// piece-to-character table in parentheses and the board and parent
// variant, each if present, then the start position's FEN.
func ParseSetup(line string) (Setup, error) {
	word, rest, _ := strings.Cut(strings.TrimSpace(line), " ")
	if word != "setup" {
		return Setup{}, fmt.Errorf("%w %s: not a setup command", ErrSetup, clip.Quote(line))
	}
	var s Setup
	rest = strings.TrimSpace(rest)
	if strings.HasPrefix(rest, "(") {
		table, after, ok := strings.Cut(rest[1:], ")")
		if !ok {
			return Setup{}, fmt.Errorf("%w %s: the piece table's ( is not closed", ErrSetup, clip.Quote(line))
		}
		s.Pieces, rest = table, strings.TrimSpace(after)
	}
	if first, after, _ := strings.Cut(rest, " "); boardAndParent.MatchString(first) {
		s.Board, rest = first, strings.TrimSpace(after)
	}
	if rest == "" {
		return Setup{}, fmt.Errorf("%w %s: no start position", ErrSetup, clip.Quote(line))
	}
	s.FEN = rest
	if _, err := silhouette(s.FEN); err != nil {
		return Setup{}, fmt.Errorf("%w %s: %v", ErrSetup, clip.Quote(line), err)
	}
	return s, nil
}

// Check returns nil when the setup's start position is r's: the same
// board, with pieces of the same sides on the same squares. The engine's letters
// are its own (HaChu's for wa shogi are not the variant file's), so what
// stands where is not compared, only whose it is. An error names the first
// square, in USI's name, where the two differ.
func (s Setup) Check(r *rules.Rules) error {
	got, err := silhouette(s.FEN)
	if err != nil {
		return fmt.Errorf("%w %s: %v", ErrSetup, clip.Quote(s.FEN), err)
	}
	geo := r.Geo
	if len(got) != geo.Ranks() || len(got[0]) != geo.Files() {
		return fmt.Errorf("%w: the engine's board is %dx%d, the variant's %dx%d", ErrSetup, len(got[0]), len(got), geo.Files(), geo.Ranks())
	}
	start := r.NewPosition()
	side := map[byte]string{'.': "no piece", 'B': "a Black piece", 'W': "a White piece"}
	for y, rank := range got {
		for x := range rank {
			want := byte('.')
			if c := start.At(geo.At(x, y)); c != 0 && c.Color() == board.Black {
				want = 'B'
			} else if c != 0 {
				want = 'W'
			}
			if rank[x] != want {
				return fmt.Errorf("%w: the engine's start has %s on %s, the variant's %s", ErrSetup,
					side[rank[x]], geo.Name(geo.At(x, y)), side[want])
			}
		}
	}
	return nil
}

// silhouette reads the board of a FEN into its ranks from the top, each a
// string of 'B' (a piece of the side that moves first, in upper case),
// 'W' or '.' by file from the left. A letter may carry a '+' or '^' before
// it and a ', !, ~ or = after it, the marks XBoard and HaChu add to
// letters; every rank must be as wide as the first. Holdings after the
// board ("[...]", for a variant with drops) are not read.
func silhouette(fen string) ([]string, error) {
	boardText, _, _ := strings.Cut(strings.TrimSpace(fen), " ")
	boardText, _, _ = strings.Cut(boardText, "[") // the holdings of a variant with drops, "[-]"
	var ranks []string
	for i, rank := range strings.Split(boardText, "/") {
		if i == board.MaxRanks {
			return nil, fmt.Errorf("more than %d ranks", board.MaxRanks)
		}
		var b strings.Builder
		for j := 0; j < len(rank); {
			c := rank[j]
			switch {
			case c >= '0' && c <= '9':
				k := j
				for k < len(rank) && rank[k] >= '0' && rank[k] <= '9' {
					k++
				}
				n, err := strconv.Atoi(rank[j:k])
				if err != nil || n == 0 || b.Len()+n > board.MaxFiles {
					return nil, fmt.Errorf("rank %d: %q empty squares", i+1, rank[j:k])
				}
				b.WriteString(strings.Repeat(".", n))
				j = k
				continue
			case c == '+' || c == '^':
				if j+1 == len(rank) || !isLetter(rank[j+1]) {
					return nil, fmt.Errorf("rank %d: %q not before a letter", i+1, c)
				}
			case isLetter(c):
				if b.Len() == board.MaxFiles {
					return nil, fmt.Errorf("rank %d: more than %d files", i+1, board.MaxFiles)
				}
				if c < 'a' {
					b.WriteByte('B')
				} else {
					b.WriteByte('W')
				}
				for j+1 < len(rank) && strings.IndexByte("'!~=", rank[j+1]) >= 0 {
					j++
				}
			default:
				return nil, fmt.Errorf("rank %d: %q is not a piece, a mark or a number", i+1, c)
			}
			j++
		}
		switch {
		case b.Len() == 0:
			return nil, fmt.Errorf("rank %d is empty", i+1)
		case len(ranks) > 0 && b.Len() != len(ranks[0]):
			return nil, fmt.Errorf("rank %d is %d squares wide, not %d", i+1, b.Len(), len(ranks[0]))
		}
		ranks = append(ranks, b.String())
	}
	return ranks, nil
}

// isLetter reports whether c is an ASCII letter.
func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }
