package xboard

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
)

// Mate is the score of a mate in XBoard's thinking output: a mate in N
// moves scores Mate+N, a mate against in N moves -(Mate+N).
const Mate = 100000

// mateRange is how far from Mate a score still reads as a mate.
const mateRange = 10000

// Thinking is one line of an engine's thinking output, "DEPTH SCORE TIME
// NODES PV": the depth in plies, the score in centipawns from the side to
// move's point of view (or a mate, see [MateScore]), the time in
// centiseconds, the nodes searched and the principal variation.
type Thinking struct {
	Depth int
	Score int
	Time  time.Duration
	Nodes int64
	PV    []rules.Move
}

// MateScore returns the score of a mate in plies plies (above 0 for the
// side to move, below 0 against it) as XBoard writes it: Mate plus the
// moves to the mate, a move being the mating side's, so a mate in 1 or 2
// plies is a mate in 1.
func MateScore(plies int) int {
	if plies > 0 {
		return Mate + (plies+1)/2
	}
	return -Mate - (-plies+1)/2
}

// MatePlies returns the plies to the mate a score of [MateScore] stands
// for, the mating side's last move ending it (so a mate for the side to
// move is an odd number of plies, one against it even), and whether the
// score is a mate.
func MatePlies(score int) (int, bool) {
	switch {
	case score > Mate && score < Mate+mateRange:
		return 2*(score-Mate) - 1, true
	case score < -Mate && score > -Mate-mateRange:
		return -2 * (-score - Mate), true
	}
	return 0, false
}

// Line writes t as a line of thinking about position p (not changed): its
// PV as far as its moves are legal, each as [MoveText] writes it.
func (t Thinking) Line(p *rules.Position) string {
	words := []string{strconv.Itoa(t.Depth), strconv.Itoa(t.Score), strconv.FormatInt(t.Time.Milliseconds()/10, 10), strconv.FormatInt(t.Nodes, 10)}
	played := 0
	for _, m := range t.PV {
		if p.Check(m) != nil {
			break
		}
		words = append(words, MoveText(p, m))
		p.Make(m)
		played++
	}
	for range played {
		p.Unmake()
	}
	return strings.Join(words, " ")
}

// ParseThinking reads a line of thinking about position p (not changed):
// "DEPTH SCORE TIME NODES PV..." (a depth may end in "." or "&", as some
// engines write it). The PV's moves are read with n, or with [ParseMove]
// when n is nil; words in braces, brackets or parentheses and move numbers
// ("12.") in the PV are skipped. A PV move that does not read is an error,
// and the Thinking returned has the PV's moves before it. The second
// result is false for a line that is not thinking (its first word is not
// a number).
func ParseThinking(line string, p *rules.Position, n notation.Notation) (Thinking, bool, error) {
	var t Thinking
	f := strings.Fields(line)
	if len(f) == 0 {
		return t, false, nil
	}
	depth, err := strconv.Atoi(strings.TrimRight(f[0], ".&"))
	if err != nil {
		return t, false, nil
	}
	if len(f) < 4 {
		return t, true, fmt.Errorf("xboard: thinking %s: want DEPTH SCORE TIME NODES PV", clip.Quote(line))
	}
	t.Depth = depth
	var nums [3]int64
	for i := range nums {
		if nums[i], err = strconv.ParseInt(f[i+1], 10, 64); err != nil {
			return t, true, fmt.Errorf("xboard: thinking %s: %s is not a number", clip.Quote(line), clip.Quote(f[i+1]))
		}
	}
	if nums[0] != int64(int(nums[0])) || nums[1] < 0 || nums[1] > int64(time.Duration(1<<62)/(10*time.Millisecond)) || nums[2] < 0 {
		return t, true, fmt.Errorf("xboard: thinking %s: a number out of range", clip.Quote(line))
	}
	t.Score, t.Time, t.Nodes = int(nums[0]), time.Duration(nums[1])*10*time.Millisecond, nums[2]
	parse := ParseMove
	if n != nil {
		parse = n.Parse
	}
	q := p.Clone()
	nested := 0
	for _, w := range f[4:] {
		if strings.HasPrefix(w, "{") || strings.HasPrefix(w, "(") || strings.HasPrefix(w, "[") {
			nested++
		}
		if nested > 0 {
			if strings.HasSuffix(w, "}") || strings.HasSuffix(w, ")") || strings.HasSuffix(w, "]") {
				nested--
			}
			continue
		}
		if strings.HasSuffix(w, ".") {
			continue
		}
		m, err := parse(q, w)
		if err != nil {
			return t, true, fmt.Errorf("xboard: thinking PV move %d (%s): %w", len(t.PV)+1, clip.Quote(w), err)
		}
		t.PV = append(t.PV, m)
		q.Make(m)
	}
	return t, true, nil
}
