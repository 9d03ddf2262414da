package rules

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"sync"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

// HookSpec declares a rule hook once: the name a variant file uses under
// `rules:`, its parameters, of type P, and its behaviour. P is a struct
// whose fields carry yaml tags, or a slice of such structs.
type HookSpec[P any] struct {
	// Name is the hook's name in YAML, such as "palace".
	Name string
	// Doc is a one-line description, listed by `largeshogi hooks`.
	Doc string
	// Defaults, if set, returns a new parameter value holding the
	// defaults, which a variant file's parameters are decoded over;
	// without it they are decoded over the zero P.
	Defaults func() *P
	// Check, if set, reports problems with decoded parameters that need the
	// variant to see, such as piece ids that do not exist. The loader
	// reports each at the parameter's line and column.
	Check func(v *variant.Variant, params *P) []variant.Problem
	// Compile builds the hook's behaviour for one variant from its decoded
	// parameters: a value implementing one or more of the phase interfaces
	// ([PieceFilter], [MoveFilter], [PromotionRule], [Transformer],
	// [Effect], [Stateful], [EndRule], [NoMoveRule], [HistoryRule]), or
	// nil when the parameters ask for nothing. A problem it returns as
	// [variant.Problem] is reported at the parameter's position in the
	// file.
	Compile func(r *Rules, params *P) (Hook, error)
}

// Hook is a rule hook compiled for one variant. The engine finds the phases
// it takes part in by type assertion, as database/sql finds a driver's
// optional interfaces. A compiled hook belongs to one [Rules] and is shared
// by all its positions, so it must not keep per-position state outside the
// position (see [Stateful]).
//
// [New] refuses a hook that takes part in no phase, a hook with a method
// named as a phase's that does not implement that phase (an Allow that
// takes a Candidate rather than a *Candidate, or whose receiver is a
// pointer when the hook is not), and a second hook claiming a phase a
// variant has one of ([NoMoveRule], [HistoryRule]): a hook the variant file
// names takes the place of the default one, and two it names are an error.
type Hook any

// RegisterHook declares a hook with its behaviour, so that variant files
// may use it and [New] plays it. Call it from an init function, before
// loading a variant file that uses the hook. It returns an error if the
// name is empty or taken, or Compile is nil.
func RegisterHook[P any](spec HookSpec[P]) error {
	if spec.Compile == nil {
		return fmt.Errorf("rules: hook %q needs a Compile function", spec.Name)
	}
	params := func() any { return new(P) }
	if spec.Defaults != nil {
		params = func() any { return spec.Defaults() }
	}
	var check func(*variant.Variant, any) []variant.Problem
	if spec.Check != nil {
		check = func(v *variant.Variant, p any) []variant.Problem { return spec.Check(v, p.(*P)) }
	}
	err := variant.RegisterHook(variant.HookSpec{Name: spec.Name, Doc: spec.Doc, Params: params, Check: check})
	if err != nil {
		return err
	}
	behavioursMu.Lock()
	defer behavioursMu.Unlock()
	behaviours[spec.Name] = typed(spec.Compile)
	order = append(order, spec.Name)
	return nil
}

// typed turns the Compile function of a hook whose parameters are of type
// P into one the registry holds.
func typed[P any](compile func(*Rules, *P) (Hook, error)) func(*Rules, any) (Hook, error) {
	return func(r *Rules, params any) (Hook, error) { return compile(r, params.(*P)) }
}

var (
	behavioursMu sync.RWMutex
	behaviours   = map[string]func(*Rules, any) (Hook, error){}
	// order is the order hooks were given behaviour: the order in which
	// their phases run.
	order []string
	// builtin lists the hooks of this package.
	builtin []string
)

// provide gives behaviour to a hook whose parameters package variant
// declares (the built-in hooks, which variant files must be able to load
// without this package).
func provide[P any](name string, compile func(*Rules, *P) (Hook, error)) {
	behavioursMu.Lock()
	defer behavioursMu.Unlock()
	behaviours[name] = typed(compile)
	order = append(order, name)
	builtin = append(builtin, name)
}

// defaultHooks are compiled with their default parameters when a variant
// does not name them: the win, stalemate and repetition rules every game
// needs.
var defaultHooks = []string{"win", "stalemate", "repetition"}

// PieceFilter is a hook that stops pieces of the side to move from moving
// at all (the immobilising nets). Frozen adds the squares of those pieces
// to set and reports whether it added any; it is called once before every
// move generation and every legality check, so the two always agree.
type PieceFilter interface {
	Frozen(p *Position, set *SquareSet) bool
}

// MoveFilter is a hook that forbids moves. Allow is called for every move a
// piece's Betza move offers (before the promotion choices) in generation
// and in legality checks alike; a move is legal only if every filter allows
// it. A move that several paths of the piece make (three king steps, or a
// jump, to one square) is a candidate once for each path, and is legal
// when the filters allow any of them. The candidate is only valid during
// the call, and a filter must not generate moves of the position it is
// asked about. A filter that looks only at captures can say so with
// CapturesOnly, and is then not asked about other moves. The
// [*IllegalMoveError] of a move a filter refuses names the filter's hook,
// and says why if the filter is an [Explainer].
type MoveFilter interface {
	Allow(p *Position, c *Candidate) bool
}

// capturesOnly is the optional method of a [MoveFilter] that looks only at
// moves that capture.
type capturesOnly interface{ CapturesOnly() bool }

// capturesOnlyFilter reports whether hook h is a move filter that looks
// only at captures.
func capturesOnlyFilter(h Hook) bool {
	c, ok := h.(capturesOnly)
	return ok && c.CapturesOnly()
}

// Explainer is an optional method of a [MoveFilter]: Explain says in words
// why the filter refuses candidate c, for the [*IllegalMoveError] of a move
// it forbids ("a lion may not take a protected lion that is not next to
// it"). Without it the error says that the piece may not make the move,
// and names the hook.
type Explainer interface {
	Explain(p *Position, c *Candidate) string
}

// Candidate is a move under consideration, with what the engine knows of
// it.
type Candidate struct {
	Move Move
	// Piece is the moving piece.
	Piece Cell
	// Touches lists every square the move touches, in order (see
	// betza.Outcome); for a one-leg step, leap or slide it is nil and the
	// move touches only its destination.
	Touches []betza.Touch
	// Captures reports whether the move removes an enemy piece.
	Captures bool
	// hopsJudged is set when the move is one leg whose touches before the
	// last are hops, each over a piece that no hop judge refuses:
	// generation has asked them (see hopJudge).
	hopsJudged bool
}

// hopJudge is a move filter, asked about every move, that refuses each
// path of a piece that hops a piece its table refuses, whatever the rest
// of the path. hopsRefused returns the table for a piece of kind k of
// colour side, by the cell hopped, or nil when it refuses no hop of it.
// Generation that walks a ride stops the ride at a refused hop, and sets
// the candidate's hopsJudged, so that the judge's Allow looks at the
// landing alone.
type hopJudge interface {
	hopsRefused(side board.Color, k Kind) []bool
}

// Promotion is a hook's verdict on promoting the moving piece at the end of
// a move.
type Promotion uint8

// Promotion verdicts, weakest first: the engine takes the strongest any
// hook gives (Forbidden over Required over Allowed); with none the piece
// does not promote.
const (
	// PromotionUnaffected: the hook has nothing to say about this move.
	PromotionUnaffected Promotion = iota
	// PromotionAllowed: the piece may promote.
	PromotionAllowed
	// PromotionRequired: the piece must promote.
	PromotionRequired
	// PromotionForbidden: the piece may not promote.
	PromotionForbidden
)

// PromotionRule is a hook that lets, makes or forbids a piece promote at
// the end of a move. It is asked only about pieces that have a promotion.
type PromotionRule interface {
	Promotion(p *Position, c *Candidate) Promotion
}

// Transformer is a hook that turns the moving piece into another kind at
// the end of a move (contagious promotion): Becomes returns that kind, or
// 0. A transformed move offers no promotion choice.
type Transformer interface {
	Becomes(p *Position, c *Candidate) Kind
}

// Effect is a hook that changes the position after a move is made: removes
// pieces (burning), changes them (cascades, reversion) or changes its own
// state. Every change goes through e, so that [Position.Unmake] undoes it.
// Effects run in the order their hooks were registered, the built-in hooks
// first.
type Effect interface {
	AfterMove(p *Position, e *MoveEffects)
}

// Stateful is a hook that keeps state in the position beyond the board:
// StateWords words, which the position hashes, copies and restores on
// Unmake. BindState tells the hook the index of its first word, for
// [Position.StateWord] and [MoveEffects.SetStateWord]. The state is written
// in the third SFEN field as entries: AppendSFEN appends the hook's
// entries (none when its state is the default), and ParseSFEN claims an
// entry it recognises, setting the state through s, or reports false.
type Stateful interface {
	StateWords() int
	BindState(first int)
	AppendSFEN(p *Position, dst []string) []string
	ParseSFEN(p *Position, entry string, s *StateSetter) (bool, error)
}

// EndRule is a hook that ends the game on the position alone (royal pieces
// captured, a bare king), checked after every move in registration order:
// [Position.End] asks the end rules once a position, and a position they
// end has no legal move. An end rule may generate the moves of the
// position it judges: AppendMoves lists them then without asking again.
type EndRule interface {
	End(p *Position) (Outcome, bool)
}

// NoMoveRule is the hook that says what happens to a side with no legal
// move.
type NoMoveRule interface {
	NoMoves(p *Position) Outcome
}

// HistoryRule is a hook that judges the game's history (repetition).
// Judge is called after every move of a [Game] (and when the game starts or
// a move is taken back) and ends the game, or reports false. It sees the
// game's moves and how often each position occurred ([Game.Occurrences]);
// it may make and take back moves on the game's position, if it leaves the
// position as it found it.
type HistoryRule interface {
	Judge(g *Game) (Outcome, bool)
}

// HistoryFilter is a [HistoryRule] that forbids moves by the position they
// lead to, as the no-recurrence rule does. Forbids is called with each
// legal move made on the game's position (after the move, before the game
// records it) and says why the rule forbids reaching the position, or
// returns "": a [Game] neither lists nor plays a forbidden move. When the
// side to move has legal moves and the filter forbids them all, the game
// ends as the [NoMoveRule] says, with the termination Blocked returns.
type HistoryFilter interface {
	HistoryRule
	Forbids(g *Game, after *Position) string
	Blocked() Termination
}

// moveSource is a built-in hook that gives a piece another move than its
// own (a lost power): pieceMove returns it, or nil. lends lists every move
// it may give a piece of kind k, for the move bound and [Rules.MaxLegs].
type moveSource interface {
	pieceMove(p *Position, c Cell) *altMove
	lends(r *Rules, k Kind) []*altMove
}

// altMove is a move a moveSource gives, compiled, with its Betza
// notation.
type altMove struct {
	betza string
	prog  *betza.Program
	rays  [2][]ray
}

// hookSet is a variant's compiled hooks, by phase, in running order.
type hookSet struct {
	all          []Hook
	names        []string // the name of each hook in all
	pieceFilters []PieceFilter
	moveSources  []moveSource
	moveFilters  []MoveFilter // asked about every move
	captureOnly  []MoveFilter // asked about captures only
	hopJudges    []hopJudge   // the move filters asked about every move that judge hops by a table
	unfiltered   [2]bool      // no filter looks at moves that do not capture [0], or that do [1]
	promotions   []PromotionRule
	transformers []Transformer
	effects      []Effect
	stateful     []Stateful
	ends         []EndRule
	noMoves      NoMoveRule
	history      HistoryRule
	historyName  string
	stateWords   int
}

// add files hook h, named name, under every phase it implements.
func (s *hookSet) add(name string, h Hook) {
	s.all = append(s.all, h)
	s.names = append(s.names, name)
	if f, ok := h.(PieceFilter); ok {
		s.pieceFilters = append(s.pieceFilters, f)
	}
	if f, ok := h.(moveSource); ok {
		s.moveSources = append(s.moveSources, f)
	}
	if f, ok := h.(MoveFilter); ok {
		if capturesOnlyFilter(h) {
			s.captureOnly = append(s.captureOnly, f)
		} else {
			s.moveFilters = append(s.moveFilters, f)
			if j, ok := h.(hopJudge); ok {
				s.hopJudges = append(s.hopJudges, j)
			}
		}
	}
	s.unfiltered = [2]bool{len(s.moveFilters) == 0, len(s.moveFilters)+len(s.captureOnly) == 0}
	if f, ok := h.(PromotionRule); ok {
		s.promotions = append(s.promotions, f)
	}
	if f, ok := h.(Transformer); ok {
		s.transformers = append(s.transformers, f)
	}
	if f, ok := h.(Effect); ok {
		s.effects = append(s.effects, f)
	}
	if f, ok := h.(Stateful); ok {
		f.BindState(s.stateWords)
		s.stateWords += f.StateWords()
		s.stateful = append(s.stateful, f)
	}
	if f, ok := h.(EndRule); ok {
		s.ends = append(s.ends, f)
	}
	if f, ok := h.(NoMoveRule); ok {
		s.noMoves = f
	}
	if f, ok := h.(HistoryRule); ok {
		s.history, s.historyName = f, name
	}
}

// compileHooks compiles every hook v uses, and the default hooks it does
// not name, in registration order.
func (r *Rules) compileHooks(v *variant.Variant) error {
	behavioursMu.RLock()
	names, compiles := slices.Clone(order), maps.Clone(behaviours)
	behavioursMu.RUnlock()
	for name := range v.Rules {
		if compiles[name] == nil {
			return v.HookError(name, "", fmt.Sprintf("rule hook %q has no behaviour: give it one with rules.RegisterHook", name))
		}
	}
	type compiled struct {
		name  string
		h     Hook
		named bool // the variant names the hook; otherwise it is a default
	}
	var list []compiled
	for _, name := range names {
		params := v.Rule(name)
		named := params != nil
		if !named {
			if !slices.Contains(defaultHooks, name) {
				continue
			}
			params = defaultParams(name)
		}
		h, err := compiles[name](r, params)
		if err != nil {
			if p, ok := err.(variant.Problem); ok {
				return v.HookError(name, p.Field, p.Msg)
			}
			return v.HookError(name, "", err.Error())
		}
		if h == nil {
			continue
		}
		if err := checkPhases(h); err != nil {
			return v.HookError(name, "", err.Error())
		}
		list = append(list, compiled{name, h, named})
	}
	// A hook the variant names takes the place of a default hook in a
	// phase a variant has one hook for; two it names are an error.
	claimed := make([]string, len(oneOfPhases))
	for _, c := range list {
		for i, ph := range oneOfPhases {
			if !c.named || !reflect.TypeOf(c.h).Implements(ph.iface) {
				continue
			}
			if claimed[i] != "" {
				return v.HookError(c.name, "", fmt.Sprintf("%s and %s both say %s; a variant has one", claimed[i], c.name, ph.what))
			}
			claimed[i] = c.name
		}
	}
	for _, c := range list {
		replaced := false
		for i, ph := range oneOfPhases {
			replaced = replaced || (!c.named && claimed[i] != "" && reflect.TypeOf(c.h).Implements(ph.iface))
		}
		if !replaced {
			r.hooks.add(c.name, c.h)
		}
	}
	for k := 1; k < len(r.kinds); k++ {
		info := &r.kinds[k]
		for _, s := range r.hooks.moveSources {
			info.lent = append(info.lent, s.lends(r, Kind(k))...)
		}
		for _, alt := range info.lent {
			// The piece generates a lent move of several legs, or one that
			// is not plain rays, as a move of its own of that shape.
			legs := alt.prog.MaxLegs()
			info.legs = max(info.legs, legs)
			info.multi = info.multi || legs > 1 || alt.prog.Shoots() || alt.rays[0] == nil
		}
		info.pathJudged = info.multi && r.hooks.judgePath(r, Kind(k))
	}
	return nil
}

// pathJudge is the optional method of a built-in [MoveFilter] that says
// whether its verdict on a move of a piece of kind k can depend on the path
// the move takes, when other paths remove the same pieces and end on the
// same square (a vice general's area move and its jump). A filter without
// it is taken to judge the path of every piece.
type pathJudge interface {
	judgesPath(r *Rules, k Kind) bool
}

// judgePath reports whether any move filter judges the path of the moves of
// pieces of kind k.
func (s *hookSet) judgePath(r *Rules, k Kind) bool {
	for _, f := range slices.Concat(s.moveFilters, s.captureOnly) {
		j, ok := f.(pathJudge)
		if !ok || j.judgesPath(r, k) {
			return true
		}
	}
	return false
}

func defaultParams(name string) any {
	for _, h := range variant.Hooks() {
		if h.Name == name {
			return h.Params()
		}
	}
	return nil
}

// SquareSet is a set of squares that empties in constant time: the
// position keeps one for [PieceFilter] hooks.
type SquareSet struct {
	stamp []uint32
	epoch uint32
}

func newSquareSet(cells int) SquareSet { return SquareSet{stamp: make([]uint32, cells)} }

// clear empties the set.
func (s *SquareSet) clear() {
	s.epoch++
	if s.epoch == 0 {
		clear(s.stamp)
		s.epoch = 1
	}
}

// Add puts square q in the set.
func (s *SquareSet) Add(q board.Square) { s.stamp[q] = s.epoch }

// Has reports whether square q is in the set.
func (s *SquareSet) Has(q board.Square) bool { return s.stamp[q] == s.epoch }
