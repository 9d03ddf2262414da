package search

import (
	"context"
	"errors"
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
	// stalled is how many moves the game has gone without a capture or a
	// promotion, where a repetition can end it (readHistory).
	stalled int

	// The search in progress, shared by the workers: rootSide is the side
	// to move at the root, contempt what a draw costs it (drawScore).
	rootSide board.Color
	contempt int32
	game     *rules.Game
	limits   engine.Limits
	clock    clock
	done     <-chan struct{}
	started  time.Time
	halt     atomic.Bool  // every worker stops
	total    atomic.Int64 // the nodes the workers have counted in
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
	// The pace of the looks at the clock (worker.timeUp): the calls of
	// checkStop left before the next, how many calls apart they are, and
	// when the last was.
	untilLook int
	lookEvery int
	lastLook  time.Time

	// The static exchange evaluation's buffers.
	changes            []rules.Change
	attackers          []board.Square
	theirs, ours, gain []int32

	// Move ordering's buffers: the squares of the captures that may lose,
	// whether the enemy guards each, and what is known of each square.
	targets []board.Square
	guarded []bool
	guard   []uint8

	evals *[evalCacheSize]evalSlot // the static evaluations met lately

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
// [HashLimit], which the machine cannot give, is an error. Each thread
// also keeps the static evaluations of the last positions it met, in
// 128 KiB beside the table.
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
		w := &worker{Searcher: s, id: id, history: make([]int32, (r.Kinds()+1)*s.cells), eval: s.ev.NewIncremental(), evals: new([evalCacheSize]evalSlot),
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

// NewGame forgets what earlier searches learnt: the transposition table,
// the move-ordering statistics and the static evaluations kept.
func (s *Searcher) NewGame(ctx context.Context) error {
	s.tt.clear()
	for _, w := range s.workers {
		clear(w.history)
		clear(w.evals[:])
	}
	return ctx.Err()
}

// Close does nothing: a Searcher holds no process, and its goroutines end
// with each search.
func (s *Searcher) Close() error { return nil }

// Evaluator returns the evaluator the searcher scores positions with.
func (s *Searcher) Evaluator() *eval.Evaluator { return s.ev }

// Scores: a win is mate less the plies to it, so that shorter wins score
// higher. Below mateBound, a win by a repetition verdict (the other side
// must break the cycle or lose) is mateBound-1 less the plies to it, from
// verdictBound up (cycleScore). Both stand far above the evaluations of
// the built-in games (a side of ko or tai shogi far ahead is worth more
// than 30,000 centipawns), and evaluate keeps a variant file's larger
// values below verdictBound.
const (
	mate         = 1 << 28
	mateBound    = mate - 2*maxPly
	verdictBound = mateBound - maxPly
	infinity     = mate + 1
)
