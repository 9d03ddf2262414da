package xboard

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/rules"
)

// ParseThinking reads a line of thinking, "DEPTH SCORE TIME NODES PV...",
// with the time in centiseconds and the score in centipawns, into an
// [engine.Info]; the PV's moves are read in notation n as moves of
// position p (not changed). Words in braces or brackets and move numbers
// ("12.") in the PV are skipped; a PV move that does not read is an error,
// and the Info returned has the PV's moves before it. Info.Text is the
// line. The second result is false for a line that is not thinking (its
// first word is not a number).
func ParseThinking(line string, p *rules.Position, n notation.Notation) (engine.Info, bool, error) {
	info := engine.Info{Text: line}
	f := strings.Fields(line)
	if len(f) == 0 {
		return info, false, nil
	}
	depth, err := strconv.Atoi(strings.TrimRight(f[0], ".&"))
	if err != nil {
		return info, false, nil
	}
	if len(f) < 4 {
		return info, true, fmt.Errorf("xboard: thinking %q: want DEPTH SCORE TIME NODES PV", line)
	}
	info.Depth = depth
	nums := [3]int64{}
	for i := range nums {
		if nums[i], err = strconv.ParseInt(f[i+1], 10, 64); err != nil {
			return info, true, fmt.Errorf("xboard: thinking %q: %q is not a number", line, f[i+1])
		}
	}
	info.Score.Centi, info.Time, info.Nodes = int(nums[0]), time.Duration(nums[1])*10*time.Millisecond, nums[2]
	q := p.Clone()
	depthIn := 0
	for _, w := range f[4:] {
		switch {
		case strings.HasPrefix(w, "{") || strings.HasPrefix(w, "(") || strings.HasPrefix(w, "["):
			depthIn++
		}
		if depthIn > 0 {
			if strings.HasSuffix(w, "}") || strings.HasSuffix(w, ")") || strings.HasSuffix(w, "]") {
				depthIn--
			}
			continue
		}
		if strings.HasSuffix(w, ".") {
			continue
		}
		m, err := n.Parse(q, w)
		if err != nil {
			return info, true, fmt.Errorf("xboard: thinking PV move %d (%s): %w", len(info.PV)+1, w, err)
		}
		info.PV = append(info.PV, m)
		q.Make(m)
	}
	return info, true, nil
}
