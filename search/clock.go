package search

import (
	"time"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
)

// clock is the time manager: when to stop deepening (soft) and when to
// stop searching (hard).
type clock struct {
	soft, hard time.Time // zero when there is no time limit
}

// Time management: the margin kept for the answer to travel, the share of
// the remaining time a move may plan on, and how much of a move's time the
// search may overrun its plan by.
const (
	overhead   = 30 * time.Millisecond
	movesLeft  = 40
	hardFactor = 4
	// longest is the longest time a clock's field counts for, about 36
	// years, so that sums of a few of them cannot overflow: a clock of
	// 4611686018427 s had left the search 1 ms.
	longest = time.Duration(1 << 60)
)

// newClock plans the time of the move side is to play under limits,
// from start.
func newClock(l engine.Limits, side board.Color, start time.Time) clock {
	var soft, hard time.Duration
	if l.MoveTime > 0 {
		soft = max(l.MoveTime-overhead, l.MoveTime/2)
		hard = soft
	}
	if c := l.Clock; c != nil {
		left, inc, byo := min(c.Left[side], longest), min(c.Increment[side], longest), min(c.Byoyomi[side], longest)
		togo := movesLeft
		if c.MovesToGo > 0 {
			togo = min(c.MovesToGo, movesLeft)
		}
		plan := left/time.Duration(togo) + inc/4*3 + byo/4*3
		most := left + byo - overhead
		if left == 0 {
			most = byo + inc - overhead
		}
		most = max(most, time.Millisecond)
		plan = min(max(plan, time.Millisecond), most)
		cs, ch := plan/2, min(plan/2*hardFactor, most)
		if byo > 0 {
			// Byoyomi is lost if not used: think at least most of it.
			cs = max(cs, min(byo/4*3, most))
			ch = max(ch, min(byo+left/8, most))
		}
		if soft == 0 || cs < soft {
			soft = cs
		}
		if hard == 0 || ch < hard {
			hard = ch
		}
	}
	var c clock
	if soft > 0 {
		c.soft = start.Add(soft)
		c.hard = start.Add(max(hard, soft))
	}
	return c
}

// pastSoft reports whether a new iteration should not start at now.
func (c clock) pastSoft(now time.Time) bool { return !c.soft.IsZero() && now.After(c.soft) }

// pastHard reports whether the search must stop at now.
func (c clock) pastHard(now time.Time) bool { return !c.hard.IsZero() && now.After(c.hard) }
