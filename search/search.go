package search

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/engine"
	"github.com/largeshogi/largeshogi/eval"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
)

// Options configure a Searcher. The zero Options is a searcher with a
// DefaultHash table and one line of analysis.
type Options struct {
	// Name is what Name returns; "" is DefaultName.
	Name string
	// Hash is the size of the transposition table in MiB, allocated once
	// by New; 0 is DefaultHash.
	Hash int
	// MultiPV is how many best lines Go reports at each depth, each with
	// its rank in Info.MultiPV; 0 or 1 reports the best line alone. The
	// move Go returns is the first line's.
	MultiPV int
	// Threads is how many goroutines search together (lazy SMP: each
	// searches the whole tree, sharing the transposition table, the
	// helpers a ply deeper every other one); 0 or 1 is one, at most
	// MaxThreads.
	Threads int
	// Yield, when not nil, is called by each searching goroutine every
	// 256 nodes, just before it looks at its limits and at Go's context.
	// A program whose goroutines are never preempted — WebAssembly in a
	// browser, where the page's messages, a stop among them, are handled
	// only when Go gives the JavaScript event loop its turn — sets it to
	// something that lets the rest of the program run before it returns
	// (package web/worker's Every). It must be safe for as many
	// goroutines as Threads.
	Yield func()
	// Weaken makes the search play worse, for players who want a weaker
	// opponent: 0 is full strength, MaxWeaken the weakest. At w above 0
	// each search stops after at most 1000 × 2^⌊(MaxWeaken−w)/3⌋ nodes
	// (whatever the limits allow besides: 1,000 nodes at MaxWeaken, 8,000
	// at 20, 512,000 at 1), searches the best WeakLines moves as lines of
	// their own, and plays the one whose score plus a random bonus, from 0
	// to w/4 of the variant's pawn, is highest. The bonus is drawn from
	// Seed and the position, so that a search of one position with the
	// same Seed and Threads 1 plays the same move.
	Weaken int
	// Seed seeds the random bonus of Weaken.
	Seed uint64
}

// Defaults of Options.
const (
	DefaultName = "largeshogi"
	DefaultHash = 64
)

// Bounds of Options.
const (
	MaxHash    = 1 << 16 // the largest Hash New accepts, in MiB
	MaxThreads = 256     // the most Threads
	MaxWeaken  = 29      // the weakest Weaken
	WeakLines  = 4       // the lines a weakened search chooses from
)

// Searcher is the built-in engine: an engine.Player that searches a game
// of its rules' variant with iterative deepening, principal variation
// search, a transposition table, quiescence over captures and promotions,
// and the evaluation of package eval. A Searcher is for one goroutine at a
// time, as engine.Player says.
type Searcher struct {
	opts Options
	r    *rules.Rules
	ev   *eval.Evaluator
	tt   *table

	// noRecurrence: a move that recreates an earlier position is illegal
	// (the repetition hook's no-recurrence rule), and refusedLoses: a side
	// whose every move that rule refuses loses (the stalemate hook).
	noRecurrence, refusedLoses bool
	// verdicts reports that the repetition hook's cycle verdicts can make
	// a repetition lose (see cycle.go).
	verdicts bool

	workers []*worker // the first reports and answers
	cells   int

	// The game's positions and moves before the root, for the cycle
	// verdicts (readHistory).
	gameHashes     []uint64
	gameMarks      []rules.CycleMark
	historyChanges []rules.Change

	// The search in progress, shared by the workers.
	game    *rules.Game
	limits  engine.Limits
	clock   clock
	done    <-chan struct{}
	started time.Time
	halt    atomic.Bool  // every worker stops
	total   atomic.Int64 // the nodes the workers have counted in
}

// worker is one goroutine's search: its own position, search stack and
// move-ordering statistics, and the Searcher's shared state.
type worker struct {
	*Searcher
	id       int
	pos      *rules.Position
	eval     *eval.Incremental // follows pos move by move
	plies    [maxPly + 1]ply
	history  []int32 // by kind and destination square: how often the move cut off
	nodes    int64   // nodes this worker searched
	flushed  int64   // of which counted in Searcher.total
	seen     int64   // Searcher.total when this worker last counted in
	seldepth int
	stop     bool

	// The static exchange evaluation's buffers.
	changes            []rules.Change
	attackers          []board.Square
	theirs, ours, gain []int32

	// Move ordering's buffers: the squares of the captures that may lose,
	// whether the enemy guards each, and what is known of each square.
	targets []board.Square
	guarded []bool
	guard   []uint8

	// The cycle verdicts' buffers.
	cycleMoves []rules.Move
	cycleMarks []rules.CycleMark
}

// maxPly is the deepest ply the search reaches, quiescence included.
const maxPly = 96

// ply is the search's state at one distance from the root.
type ply struct {
	moves   []rules.Move
	order   []int32
	killers [2]rules.Move
	null    bool // the move from this ply is a null move
	pv      [maxPly + 1]rules.Move
	npv     int
}

// New returns a searcher of games played by rules r. Its transposition
// table is allocated here, at the size opts.Hash says; a size above
// [HashLimit], which the machine cannot give, is an error.
func New(r *rules.Rules, opts Options) (*Searcher, error) {
	if r == nil || r.Variant == nil {
		return nil, errors.New("search: no rules")
	}
	if opts.Hash < 0 || opts.Hash > MaxHash {
		return nil, errors.New("search: Hash must be from 1 to 65536 MiB, or 0 for the default")
	}
	if opts.MultiPV < 0 {
		return nil, errors.New("search: MultiPV must not be negative")
	}
	if opts.Threads < 0 || opts.Threads > MaxThreads {
		return nil, errors.New("search: Threads must be from 1 to 256, or 0 for one")
	}
	if opts.Weaken < 0 || opts.Weaken > MaxWeaken {
		return nil, errors.New("search: Weaken must be from 0 to 29")
	}
	if opts.Name == "" {
		opts.Name = DefaultName
	}
	if opts.Hash == 0 {
		opts.Hash = DefaultHash
	}
	if err := checkHash(opts.Hash); err != nil {
		return nil, err
	}
	s := &Searcher{opts: opts, r: r, ev: eval.NewEvaluator(r), tt: newTable(opts.Hash), refusedLoses: true}
	if rep, ok := r.Repetition(); ok {
		s.noRecurrence = rep.Mode == variant.NoRecurrence
		s.verdicts = !s.noRecurrence && (rep.PerpetualCheck == variant.CycleLoses ||
			rep.PerpetualAttack == variant.CycleLoses || rep.PassFirstDeviates)
	}
	if st, ok := r.Variant.Rule("stalemate").(*variant.Stalemate); ok {
		s.refusedLoses = st.Result == variant.StalemateLoss
	}
	s.cells = r.Geo.Cells()
	for id := range max(opts.Threads, 1) {
		w := &worker{Searcher: s, id: id, history: make([]int32, (r.Kinds()+1)*s.cells), eval: s.ev.NewIncremental(),
			changes: make([]rules.Change, 0, 64), attackers: make([]board.Square, 0, 64),
			targets: make([]board.Square, 0, 64), guarded: make([]bool, 0, 64), guard: make([]uint8, s.cells),
			theirs: make([]int32, 0, 64), ours: make([]int32, 0, 64), gain: make([]int32, 0, 64)}
		for i := range w.plies {
			w.plies[i].moves = make([]rules.Move, 0, 256)
			w.plies[i].order = make([]int32, 0, 256)
		}
		s.workers = append(s.workers, w)
	}
	return s, nil
}

// Name returns the name Options gave, or DefaultName.
func (s *Searcher) Name() string { return s.opts.Name }

// NewGame forgets what earlier searches learnt: the transposition table
// and the move-ordering statistics.
func (s *Searcher) NewGame(ctx context.Context) error {
	s.tt.clear()
	for _, w := range s.workers {
		clear(w.history)
	}
	return ctx.Err()
}

// Close does nothing: a Searcher holds no process, and its goroutines end
// with each search.
func (s *Searcher) Close() error { return nil }

// Evaluator returns the evaluator the searcher scores positions with.
func (s *Searcher) Evaluator() *eval.Evaluator { return s.ev }

// Scores: a win is mate less the plies to it, so that shorter wins score
// higher. Mate stands far above the evaluations of the built-in games (a
// side of ko or tai shogi far ahead is worth more than 30,000
// centipawns), and evaluate keeps a variant file's larger values below it.
const (
	mate      = 1 << 28
	mateBound = mate - 2*maxPly
	infinity  = mate + 1
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
		w.cycleMoves = slices.Grow(w.cycleMoves[:0], maxPly)
		w.cycleMarks = slices.Grow(w.cycleMarks[:0], maxPly+len(s.gameMarks))
	}
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
		if s.stop || s.clock.pastSoft(time.Now()) {
			break
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
// the variant's pawn (eval.Table.Centipawns): no score (the zero Score)
// for a move not searched yet.
func (s *Searcher) scoreOf(v int32) engine.Score {
	switch {
	case v <= -infinity:
		return engine.Score{}
	case v >= mateBound:
		return engine.Score{Mate: int(mate - v)}
	case v <= -mateBound:
		return engine.Score{Mate: -int(mate + v)}
	}
	return engine.Score{Centi: s.ev.Table.Centipawns(int(v))}
}

// search is the principal variation search of the position at ply, to
// depth plies and then quiescence, within the window (alpha, beta).
func (s *worker) search(depth, ply int, alpha, beta int32) int32 {
	pl := &s.plies[ply]
	pl.npv = 0
	key := s.pos.Hash()
	if s.checkStop() {
		return 0
	}
	if o, over := s.pos.End(); over {
		return s.endScore(o, ply)
	}
	if s.repeated() {
		return s.cycleScore(ply)
	}
	// A side whose royal piece is attacked searches a ply deeper, so that
	// the answers to the attack are seen to their end.
	inCheck := s.pos.InCheck()
	if inCheck && ply < maxPly/2 {
		depth++
	}
	if depth <= 0 || ply >= maxPly {
		return s.quiesce(ply, 0, board.NoSquare, alpha, beta)
	}
	// Mate distance pruning: no line from here beats a win at this ply.
	alpha = max(alpha, -(mate - int32(ply)))
	beta = min(beta, mate-int32(ply+1))
	if alpha >= beta {
		return alpha
	}
	pvNode := beta-alpha > 1
	var hashMove rules.Move
	if e, ok := s.tt.probe(key); ok {
		hashMove = e.move
		if !pvNode && int(e.depth) >= depth {
			sc := fromTable(e.score, ply)
			if e.bound == exact || (e.bound == lower && sc >= beta) || (e.bound == upper && sc <= alpha) {
				return sc
			}
		}
	}
	pl.null = false
	// The evaluation, for the pruning below, where it is asked for.
	static := int32(-infinity)
	if !pvNode && !inCheck {
		static = s.evaluate()
	}
	if !pvNode && !inCheck && depth <= rfpDepth && beta < mateBound && beta > -mateBound &&
		static-rfpMargin*int32(depth) >= beta {
		// Reverse futility pruning: near the horizon, a side whose
		// evaluation stands above beta by a margin for each ply left is
		// taken to stay there.
		return static
	}
	if !pvNode && depth >= nullMinDepth && !s.plies[ply-1].null && !inCheck &&
		static >= beta {
		// Null-move pruning: if passing still leaves the side to move
		// above beta, a real move would too.
		pl.null = true
		s.pos.MakeNull()
		s.eval.Push(s.pos)
		s.nodes++
		score := -s.search(depth-1-nullReduction-depth/6, ply+1, -beta, -beta+1)
		s.pos.UnmakeNull()
		s.eval.Pop()
		pl.null = false
		if s.stop {
			return 0
		}
		if score >= beta {
			return min(score, mateBound-1)
		}
	}
	pl.moves = s.pos.AppendMoves(pl.moves[:0])
	if len(pl.moves) == 0 {
		return s.endScore(s.pos.Outcome(), ply)
	}
	s.scoreMoves(pl, hashMove)
	origAlpha := alpha
	best := int32(-infinity)
	var bestMove rules.Move
	tried := 0
	quietLimit := len(pl.moves)
	if !pvNode && !inCheck && depth <= lmpDepth {
		quietLimit = lmpMoves * depth * depth
	}
	quiets := 0
	for i := range pl.moves {
		m := pickMove(pl, i)
		quiet := pl.order[i] < killerKey
		if quiet {
			// Late-move pruning: near the horizon, the quiet moves
			// ordered last are not searched at all.
			if quiets >= quietLimit && tried > 0 {
				break
			}
			quiets++
		}
		if !s.make(m) {
			continue
		}
		tried++
		var score int32
		if tried == 1 {
			score = -s.search(depth-1, ply+1, -beta, -alpha)
		} else {
			// Late-move reductions: a quiet move ordered late is first
			// searched shallower, and again at full depth if it beats alpha.
			r := 0
			if depth >= lmrMinDepth && tried > lmrMoves && pl.order[i] < killerKey && !inCheck {
				r = 1 + min(depth/6, tried/16)
				if pvNode {
					r = 1
				}
			}
			score = -s.search(depth-1-r, ply+1, -alpha-1, -alpha)
			if r > 0 && score > alpha && !s.stop {
				score = -s.search(depth-1, ply+1, -alpha-1, -alpha)
			}
			if score > alpha && score < beta && !s.stop {
				score = -s.search(depth-1, ply+1, -beta, -alpha)
			}
		}
		s.unmake()
		if s.stop {
			return 0
		}
		if score > best {
			best, bestMove = score, m
			if score > alpha {
				alpha = score
				pl.extendPV(m, &s.plies[ply+1])
				if score >= beta {
					if !s.isCapture(m) {
						s.rememberCut(pl, m, depth)
					}
					break
				}
			}
		}
	}
	if tried == 0 {
		// The no-recurrence rule refuses every move there is.
		if s.refusedLoses {
			return -(mate - int32(ply))
		}
		return 0
	}
	b := exact
	switch {
	case best >= beta:
		b = lower
	case best <= origAlpha:
		b = upper
	}
	s.tt.store(key, bestMove, toTable(best, ply), depth, b)
	return best
}

// Pruning: a null move is tried at depth nullMinDepth or more, searched
// nullReduction plies shallower (and one more each six plies of depth);
// quiet moves after the first lmrMoves are reduced from depth lmrMinDepth;
// at depth lmpDepth or less, off the principal variation, only the first
// lmpMoves×depth² quiet moves are searched, and, at depth rfpDepth or
// less, a node whose evaluation beats beta by rfpMargin a ply is not
// searched.
const (
	nullMinDepth  = 3
	nullReduction = 2
	lmrMinDepth   = 3
	lmrMoves      = 3
	lmpDepth      = 3
	lmpMoves      = 12
	rfpDepth      = 3
	rfpMargin     = 150
)

// Quiescence tries the moves that change the material
// (rules.Position.AppendCaptures): a capture only if what it takes could
// bring the score near alpha (deltaMargin); after the first quietPlies
// plies only recaptures, on the square the last move went to, that take
// at least the capturer's value; a promotion that captures nothing only
// on the first ply. Recaptures alone keep quiescence bounded where many
// pieces face each other: two facing rows of chu's gold generals took 40
// million nodes at depth 1 when every even trade was tried.
const (
	deltaMargin = 200
	quietPlies  = 4
)

// quiesce searches captures and promotions only, standing pat on the
// evaluation; qdepth counts its plies, and last is the square the move
// before went to.
func (s *worker) quiesce(ply, qdepth int, last board.Square, alpha, beta int32) int32 {
	pl := &s.plies[ply]
	pl.npv = 0
	s.seldepth = max(s.seldepth, ply)
	if o, over := s.pos.End(); over {
		return s.endScore(o, ply)
	}
	stand := s.evaluate()
	if stand >= beta || ply >= maxPly {
		return stand
	}
	alpha = max(alpha, stand)
	pl.moves = s.pos.AppendCaptures(pl.moves[:0])
	n := 0
	for _, m := range pl.moves {
		// A move that takes nothing where it goes promotes, or removes
		// pieces by a hook's effect (a burn).
		victims := int32(s.victims(m))
		switch {
		case victims == 0 && m.Promote && qdepth > 0:
			continue
		case victims > 0 && stand+victims+deltaMargin <= alpha && !m.Promote:
			continue
		case qdepth >= quietPlies && (m.To != last || victims < int32(s.ev.Value(s.pos.At(m.From)))):
			continue
		}
		pl.moves[n] = m
		n++
	}
	pl.moves = pl.moves[:n]
	s.scoreMoves(pl, rules.Move{})
	best := stand
	for i := range pl.moves {
		m := pickMove(pl, i)
		// A capture by a piece worth more than its victims is skipped
		// when the exchange on its square loses.
		risky := int32(s.victims(m)) < int32(s.ev.Value(s.pos.At(m.From)))
		if !s.make(m) {
			continue
		}
		if risky && s.tradeLoses(m) {
			s.unmake()
			continue
		}
		if s.checkStop() {
			s.unmake()
			return 0
		}
		score := -s.quiesce(ply+1, qdepth+1, m.To, -beta, -alpha)
		s.unmake()
		if s.stop {
			return 0
		}
		if score > best {
			best = score
			if score > alpha {
				alpha = score
				pl.extendPV(m, &s.plies[ply+1])
				if score >= beta {
					break
				}
			}
		}
	}
	return best
}

// evaluate scores the position for the side to move, kept below the
// scores of mates however large the variant's piece values make it.
func (s *worker) evaluate() int32 {
	v := s.eval.Evaluate(s.pos)
	return int32(min(max(v, -(mateBound-1)), mateBound-1))
}

// endScore scores the end of the game at ply for the side to move: a win
// or a loss at this distance from the root, or a draw.
func (s *worker) endScore(o rules.Outcome, ply int) int32 {
	switch w, won := o.Winner(); {
	case !won:
		return 0
	case w == s.pos.Side():
		return mate - int32(ply)
	}
	return -(mate - int32(ply))
}

// make makes move m in the tree and counts the node, or, when the
// no-recurrence rule forbids the position m leads to, takes it back and
// reports false.
func (s *worker) make(m rules.Move) bool {
	s.pos.Make(m)
	if s.noRecurrence && s.repeated() {
		s.pos.Unmake()
		return false
	}
	s.eval.Push(s.pos)
	s.nodes++
	return true
}

// unmake takes back the last move made in the tree.
func (s *worker) unmake() {
	s.pos.Unmake()
	s.eval.Pop()
}

// extendPV makes m and the child's principal variation the ply's.
func (pl *ply) extendPV(m rules.Move, child *ply) {
	pl.pv[0] = m
	pl.npv = 1 + copy(pl.pv[1:], child.pv[:child.npv])
}

// repeated reports whether the position occurred before, in the game or
// on the search path.
func (s *worker) repeated() bool {
	return s.game.Occurrences(s.pos.Hash())+s.pos.Repeats() > 0
}

// stopInterval is how many nodes a worker searches between two looks at
// the clock, the context and the other workers.
const stopInterval = 256

// checkStop sets and reports s.stop when a limit is reached: the node
// limit, or, looked at every stopInterval nodes (after Options.Yield),
// another worker's stop, the time for the move or the context cancelled.
func (s *worker) checkStop() bool {
	if s.stop {
		return true
	}
	if s.limits.Nodes > 0 && s.seen+s.nodes-s.flushed >= s.limits.Nodes {
		s.stop = true
	} else if s.nodes-s.flushed >= stopInterval {
		s.seen = s.total.Add(s.nodes - s.flushed)
		s.flushed = s.nodes
		if s.opts.Yield != nil {
			s.opts.Yield()
		}
		select {
		case <-s.done:
			s.stop = true
		default:
			s.stop = s.halt.Load() || s.clock.pastHard(time.Now())
		}
	}
	if s.stop {
		s.halt.Store(true)
	}
	return s.stop
}

// toTable and fromTable convert mate scores between distance from the
// root and distance from the stored position.
func toTable(v int32, ply int) int32 {
	switch {
	case v >= mateBound:
		return v + int32(ply)
	case v <= -mateBound:
		return v - int32(ply)
	}
	return v
}

func fromTable(v int32, ply int) int32 {
	switch {
	case v >= mateBound:
		return v - int32(ply)
	case v <= -mateBound:
		return v + int32(ply)
	}
	return v
}

func abs32(v int32) int32 {
	if v < 0 {
		return -v
	}
	return v
}
