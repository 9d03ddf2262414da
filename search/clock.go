package search

import (
	"time"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
)

// clock is the time manager: when to stop deepening (soft, scaled by what
// the iterations say, see timeScale) and when to stop searching (hard),
// both counted from start.
type clock struct {
	start      time.Time
	soft, hard time.Duration // zero when there is no time limit
}

// Time management: the margin kept for the answer to travel, the share of
// the remaining time a move may plan on, how much of a move's time the
// search may overrun its plan by, and the reserve a clock keeps: a share
// of its time or reserveIncrements increments, whichever is more, at most
// reserveMost, never planned on, so that a late answer (a loaded machine,
// a slow pipe) does not lose on time. Below its reserve a side with an
// increment moves at once and banks the increment: at 10 s + 0.1 s
// against HaChu, on a loaded machine, the clock had run down to 132 ms by
// ply 170 and a move then took 330 ms.
const (
	overhead          = 30 * time.Millisecond
	movesLeft         = 40
	hardFactor        = 4
	reserveDiv        = 16
	reserveIncrements = 3
	reserveMost       = time.Second
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
		soft = max(l.MoveTime-overhead, (l.MoveTime+1)/2)
		hard = soft
	}
	if c := l.Clock; c != nil {
		left, inc, byo := min(c.Left[side], longest), min(c.Increment[side], longest), min(c.Byoyomi[side], longest)
		togo := movesLeft
		if c.MovesToGo > 0 {
			togo = min(c.MovesToGo, movesLeft)
		}
		plan := left/time.Duration(togo) + inc/4*3 + byo/4*3
		// The clock's reserve is never planned on; the byoyomi, which is
		// given again on each move, is spent to its overhead.
		most := left - min(max(left/reserveDiv, inc*reserveIncrements), reserveMost) + byo - overhead
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
	c := clock{start: start}
	if soft > 0 {
		c.soft, c.hard = soft, max(hard, soft)
	}
	return c
}

// timed reports whether the clock bounds the search's time.
func (c clock) timed() bool { return c.soft > 0 }

// pastSoft reports whether a new iteration should not start at now, with
// the planned time scaled to scale percent (timeScale), never past the
// hard limit.
func (c clock) pastSoft(now time.Time, scale int) bool {
	if c.soft == 0 {
		return false
	}
	soft := min(c.soft/100*time.Duration(scale), c.hard)
	return now.Sub(c.start) > soft
}

// pastHard reports whether the search must stop at now.
func (c clock) pastHard(now time.Time) bool { return c.hard > 0 && now.Sub(c.start) > c.hard }

// Time scaling (timeScale): each change of the best move adds changeScale
// percent of the planned time, halved at each later iteration; a score
// that falls from one iteration to the next adds its fall in the
// variant's pawns times dropScale percent, at most dropMost; a best move
// that has stood for stableIterations iterations, its score not falling
// at the last, takes stableScale percent. The scale stays from scaleLeast to
// scaleMost percent.
const (
	changeScale      = 50
	dropScale        = 100
	dropMost         = 100
	stableIterations = 4
	stableScale      = 50
	scaleLeast       = 40
	scaleMost        = 250
)

// stability is what the iterations of one search have said of its best
// move: how unsettled it is (best-move changes, each counted in 100ths
// and halved at each later iteration), how far its score fell at the last
// iteration, and for how many iterations it has stood.
type stability struct {
	changes int
	fall    int32
	stood   int
	best    bool // an iteration has completed
	move    rules.Move
	score   int32
}

// update records a completed iteration whose best root move is rm.
func (st *stability) update(rm *rootMove) {
	st.changes /= 2
	st.fall = 0
	switch {
	case !st.best:
		st.stood = 1
	case rm.move != st.move:
		st.changes += 100
		st.stood = 1
	default:
		st.stood++
	}
	if st.best && rm.score < st.score {
		st.fall = st.score - rm.score
	}
	st.best, st.move, st.score = true, rm.move, rm.score
}

// timeScale returns the share, in percent, of the planned time the search
// may take before it stops deepening, from what st says and the variant's
// pawn on the evaluation's scale: more where the best move changes or its
// score falls, less where it has stood still.
func timeScale(st stability, pawn int) int {
	scale := 100 + changeScale*st.changes/100
	if st.fall > 0 && pawn > 0 {
		scale += int(min(int64(st.fall)*dropScale/int64(pawn), dropMost))
	}
	if st.stood >= stableIterations && st.fall == 0 {
		scale = stableScale
	}
	return min(max(scale, scaleLeast), scaleMost)
}
