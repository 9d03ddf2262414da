package search

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"sync"
	"time"

	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/rules"
)

// errNoGame is Go's error for a game without a position of the
// searcher's rules.
var errNoGame = errors.New("search: no game")

// Go searches the game's current position under limits and returns the
// best move found, with the last report of thinking, its nodes, time and
// nodes per second those of the whole search. The game is read,
// never changed: the search runs on a copy of its position, and its root
// moves are the game's (Game.AppendMoves), so the move returned is legal
// and allowed by the game's history. With no legal move (or the game
// over) it resigns. When ctx is cancelled, Go returns at once with the
// best move found so far (a legal move of the game) and ctx's error.
func (s *Searcher) Go(ctx context.Context, g *rules.Game, limits engine.Limits, info func(engine.Info)) (engine.Reply, error) {
	if g == nil || g.Position() == nil || g.Position().Rules() != s.r {
		return engine.Reply{}, errNoGame
	}
	s.started = time.Now()
	if w := s.opts.Weaken; w > 0 {
		most := int64(1000) << ((MaxWeaken - w) / 3)
		if limits.Nodes == 0 || limits.Nodes > most {
			limits.Nodes = most
		}
	}
	s.game, s.limits, s.done = g, limits, ctx.Done()
	s.clock = newClock(limits, g.Position().Side(), s.started)
	s.halt.Store(false)
	s.total.Store(0)
	s.tt.age++
	s.tt.used = true
	root := g.AppendMoves(nil)
	if len(root) == 0 {
		return engine.Reply{Resign: true}, ctx.Err()
	}
	s.readHistory(g)
	for _, w := range s.workers {
		w.pos = g.Position().Clone()
		w.eval.Reset(w.pos)
		w.nodes, w.flushed, w.seen, w.seldepth, w.stop = 0, 0, 0, 0, false
		w.untilLook, w.lookEvery, w.lastLook = clockInterval, clockInterval, s.started
		w.cycleMoves = slices.Grow(w.cycleMoves[:0], maxPly)
		w.cycleMarks = slices.Grow(w.cycleMarks[:0], maxPly+len(s.gameMarks))
	}
	s.rootSide = g.Position().Side()
	s.contempt = s.rootContempt(s.workers[0].evaluate(), int32(s.ev.Lead(g.Position())))
	var helpers sync.WaitGroup
	for _, w := range s.workers[1:] {
		helpers.Go(func() { w.iterate(root, nil) })
	}
	reply := s.workers[0].iterate(root, info)
	s.halt.Store(true)
	helpers.Wait()
	reply.Elapsed = time.Since(s.started)
	// The reply counts the whole search, also the depth it did not
	// complete.
	nodes := s.total.Load()
	for _, w := range s.workers {
		nodes += w.nodes - w.flushed
	}
	reply.Info.Nodes, reply.Info.Time = nodes, reply.Elapsed
	if reply.Elapsed > 0 {
		reply.Info.NPS = int64(float64(nodes) / reply.Elapsed.Seconds())
	}
	return reply, ctx.Err()
}

// rootMove is a move at the root with what the last search said of it.
type rootMove struct {
	move  rules.Move
	score int32
	pv    []rules.Move
	depth int // the depth it was last searched to completely
}

// iterate runs the iterative deepening over the root moves.
func (s *worker) iterate(moves []rules.Move, info func(engine.Info)) engine.Reply {
	root := make([]rootMove, len(moves))
	for i, m := range moves {
		root[i] = rootMove{move: m, score: -infinity, pv: []rules.Move{m}}
	}
	s.orderRoot(root)
	lines := min(max(s.opts.MultiPV, 1), len(root))
	searched := lines // the lines searched: more for a weakened search to choose from
	if s.opts.Weaken > 0 {
		searched = min(max(lines, WeakLines), len(root))
	}
	var last engine.Info
	var st stability
	maxDepth := maxPly - 1
	if s.limits.Depth > 0 {
		maxDepth = min(s.limits.Depth, maxDepth)
	}
	// Every other helper starts a ply deeper, so that the workers spread
	// over two depths.
	for depth := 1 + s.id%2; depth <= maxDepth && !s.stop; depth++ {
		completed := s.aspire(root, depth, searched)
		if completed == 0 {
			break
		}
		sortRoot(root[:completed])
		for i := range min(lines, completed) {
			last = s.report(&root[i], depth, i+1, lines)
			if info != nil {
				info(last)
			}
		}
		if s.stop {
			break
		}
		// The first worker decides when to stop deepening, the helpers
		// search on until it has.
		if s.id == 0 {
			st.update(&root[0])
			if s.clock.pastSoft(time.Now(), timeScale(st, s.ev.Table.Pawn)) || (len(root) == 1 && s.clock.timed()) {
				break
			}
		}
		if sc := root[0].score; (sc >= mateBound || sc <= -mateBound) && mate-abs32(sc) <= int32(depth) {
			break
		}
	}
	if last.Depth == 0 {
		last = s.report(&root[0], 0, 1, 1)
	}
	last.MultiPV = 0
	chosen := &root[0]
	if s.opts.Weaken > 0 {
		chosen = s.weakChoice(root[:searched])
	}
	reply := engine.Reply{Move: chosen.move, Info: last}
	if len(chosen.pv) > 1 {
		reply.Ponder = chosen.pv[1]
	}
	return reply
}

// weakChoice chooses the move a weakened search plays among the best
// lines: the highest score plus a random bonus from 0 to Weaken/4 of a
// pawn, among the lines searched to the depth of the best.
func (s *worker) weakChoice(lines []rootMove) *rootMove {
	rng := rand.New(rand.NewPCG(s.opts.Seed, s.game.Position().Hash()))
	spread := int32(s.opts.Weaken*s.ev.Table.Pawn/4) + 1
	best, top := 0, int32(-infinity)
	for i := range lines {
		rm := &lines[i]
		if rm.depth != lines[0].depth || rm.score <= -infinity {
			continue
		}
		if sc := rm.score + rng.Int32N(spread); sc > top {
			best, top = i, sc
		}
	}
	return &lines[best]
}

// Aspiration windows: from depth aspirationDepth, a search with one line
// first searches the root within aspirationWindow of the last depth's
// score, and widens the window on the side the score falls outside,
// four times as far each time.
const (
	aspirationDepth  = 5
	aspirationWindow = 64
)

// aspire searches the root moves to depth as searchRoot does, within an
// aspiration window around the last depth's score where it has one.
func (s *worker) aspire(root []rootMove, depth, lines int) int {
	last := root[0].score
	if lines > 1 || depth < aspirationDepth || last <= -mateBound || last >= mateBound {
		return s.searchRoot(root, depth, lines, -infinity, infinity)
	}
	delta := int32(aspirationWindow)
	alpha, beta := max(last-delta, -infinity), min(last+delta, infinity)
	for {
		completed := s.searchRoot(root, depth, lines, alpha, beta)
		switch best := root[0].score; {
		case s.stop:
			return completed
		case best <= alpha && alpha > -infinity:
			alpha = max(best-delta, -infinity)
		case best >= beta && beta < infinity:
			beta = min(best+delta, infinity)
		default:
			return completed
		}
		delta *= 4
	}
}

// searchRoot searches every root move to depth within the window (alpha,
// beta) and returns how many leading root moves hold scores of this depth
// (all of them unless the search stopped). The best lines move to the
// front. A move scoring beta or more ends the search of the others; where
// every move scores alpha or less, the first holds its bound and the
// others no score.
func (s *worker) searchRoot(root []rootMove, depth, lines int, alpha, beta int32) int {
	searched := 0
	for i := range root {
		rm := &root[i]
		s.pos.Make(rm.move)
		s.eval.Push(s.pos)
		s.nodes++
		var score int32
		if searched < lines {
			score = -s.search(depth-1, 1, -beta, -alpha)
		} else {
			score = -s.search(depth-1, 1, -alpha-1, -alpha)
			if score > alpha && !s.stop {
				score = -s.search(depth-1, 1, -beta, -alpha)
			}
		}
		s.unmake()
		if s.stop {
			break
		}
		searched++
		rm.depth = depth
		rm.score = score
		if searched <= lines || score > alpha {
			child := &s.plies[1]
			rm.pv = append(rm.pv[:0], rm.move)
			rm.pv = append(rm.pv, child.pv[:child.npv]...)
		} else {
			rm.score = -infinity
		}
		// Keep the first moves best: move this one up past worse scores.
		for j := i; j > 0 && root[j].score > root[j-1].score; j-- {
			root[j], root[j-1] = root[j-1], root[j]
		}
		if score >= beta {
			break
		}
		if searched >= lines {
			alpha = max(alpha, root[lines-1].score)
		}
	}
	if s.stop {
		// Moves searched in this iteration and found better than the
		// previous best are trustworthy; the rest keep last depth's order.
		done := 0
		for i := range root {
			if root[i].depth == depth {
				done++
			}
		}
		if done > 0 && root[0].depth == depth {
			return done
		}
		return 0
	}
	return searched
}

// report turns a root move's search into an engine.Info.
func (s *worker) report(rm *rootMove, depth, rank, lines int) engine.Info {
	elapsed := time.Since(s.started)
	nodes := s.total.Load() + s.nodes - s.flushed
	in := engine.Info{
		Depth: depth, SelDepth: s.seldepth, Nodes: nodes, Time: elapsed,
		PV: append([]rules.Move(nil), rm.pv...), Score: s.scoreOf(rm.score),
	}
	if lines > 1 {
		in.MultiPV = rank
	}
	if elapsed > 0 {
		in.NPS = int64(float64(nodes) / elapsed.Seconds())
	}
	return in
}

// scoreOf converts an internal score to an engine.Score, in centipawns of
// the variant's pawn (eval.Table.Centipawns): a win or a loss in so many
// plies, by a mate or by a repetition verdict, as a Mate; no score (the
// zero Score) for a move not searched yet.
func (s *Searcher) scoreOf(v int32) engine.Score {
	switch {
	case v <= -infinity:
		return engine.Score{}
	case v >= mateBound:
		return engine.Score{Mate: int(mate - v)}
	case v <= -mateBound:
		return engine.Score{Mate: -int(mate + v)}
	case v >= verdictBound:
		return engine.Score{Mate: max(int(mateBound-1-v), 1)}
	case v <= -verdictBound:
		return engine.Score{Mate: -max(int(mateBound-1+v), 1)}
	}
	return engine.Score{Centi: s.ev.Table.Centipawns(int(v))}
}
