package rules

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

// Kind is a piece as it stands on the board: a piece of the variant, and
// whether it has promoted. 0 is no piece.
type Kind uint16

// kindInfo describes one kind.
type kindInfo struct {
	face       *variant.Piece // the piece as set up (unpromoted side)
	moves      *variant.Piece // the piece whose move it has: face, or face's promotion
	promoted   bool
	promotesTo Kind // 0 if it cannot promote
	prog       *betza.Program
	code       [2]string // SFEN code by colour: "N" and "n", "+O" and "+o"
	royal      bool
	lent       []*altMove      // the moves a hook may give the piece in place of its own
	legs       int             // the most legs a move of this kind has, its own or lent
	multi      bool            // its moves, its own or lent, can touch more than their destination: several legs, or shots
	pathJudged bool            // multi, and a move filter's verdict can depend on the path a move takes
	rays       [2][]ray        // for a simple move: mailbox steps by colour; nil otherwise
	rides      *[2][]ride      // for a move of one-leg rides, some hopping: mailbox steps by colour; nil otherwise
	openRays   [2]*[256]uint16 // by colour, for rays that all begin with a king step (see openRaysTable)
	raySquares int             // for a simple move: the most squares its rays reach on the board
	quiet      [2]uint16       // by capture or not: ranks from the far edge beyond which no move promotes
}

// ray is a betza.Ray turned into a mailbox step for one colour.
type ray struct {
	delta board.Square
	steps int16 // the most steps: the ray's range, or more than any board's side
	mode  betza.Mode
	// overlaps is set on every ray of a move when two of them can reach
	// the same square (W and D, or a step and a slide the same way), so
	// that generation lists the square once.
	overlaps bool
}

// cellGen is what move generation needs of a piece of one kind and
// colour, by cell, so that the loop over a side's pieces reads one small
// entry.
type cellGen struct {
	rays     []ray     // the kind's rays for the colour, or nil
	quiet    [2]uint16 // the kind's quiet ranks (see kindInfo)
	overlaps bool      // the rays overlap (see ray)
	// alwaysRays is set when the kind moves by its rays whatever the
	// rule hooks do: no hook lends it another move.
	alwaysRays bool
	// openRays is the mask of the rays whose first square is open by mask
	// of open king steps, when every ray begins with a king step (see
	// openRaysTable).
	openRays *[256]uint16
}

// Rules is a variant compiled for play: its piece kinds, Zobrist keys and
// its compiled rule hooks. A *Rules is immutable once built and safe for
// concurrent use by any number of goroutines, each with its own positions.
// Get one from [New]: the zero Rules plays nothing.
type Rules struct {
	Variant *variant.Variant
	Geo     *board.Geometry
	kinds   []kindInfo
	gen     []cellGen // by cell
	byCode  map[string]Kind
	byFace  map[*variant.Piece]Kind

	hooks     hookSet
	pathMoves bool                  // moves name every middle square (lishogi's convention)
	farDist   [2]*[mailboxCap]uint8 // by colour and square: ranks from the far edge, 0 on the last rank
	edges     *walls                // the walls of the empty board

	// quietRemovals are the built-in effects' tests of the moves that
	// neither capture nor promote after which they may remove a piece,
	// and opaqueEffects is set when an effect cannot tell (see
	// [Position.AppendCaptures]).
	quietRemovals []func(p *Position, m Move) bool
	opaqueEffects bool

	// rayDirs are, by colour, the directions the capturing rays of the
	// pieces take, their own or lent, with the longest range in each (see
	// Position.rayGuards).
	rayDirs [2][]rayDir

	// spareRoyals is set where a side loses only when all its royal
	// pieces are gone (see Position.RoyalAtStake).
	spareRoyals bool

	moveBound  int   // see MoveBound
	kindBounds []int // by kind: the most moves one piece can make, unpromoted or promoted

	zobCell   []uint64 // by cell
	zobSquare []uint64 // by square
	zobSide   uint64
	zobState  []uint64 // by state word
}

// New compiles variant v for play: its pieces into kinds and its rule hooks
// into their behaviour. The default win, stalemate and repetition hooks
// apply with their default parameters when v does not name them. An error
// from a hook's compilation is a [*variant.Error] at the hook's line in the
// variant file.
func New(v *variant.Variant) (*Rules, error) {
	r, err := compilePieces(v)
	if err != nil {
		return nil, err
	}
	return r, r.compileRules(v)
}

// compilePieces compiles v's board and pieces: the part of [New] that the
// rule hooks, and so a profile or an option changing only them, leave as
// it is.
func compilePieces(v *variant.Variant) (*Rules, error) {
	r := &Rules{Variant: v, Geo: v.Geometry, kinds: []kindInfo{{}}, byCode: map[string]Kind{}, byFace: map[*variant.Piece]Kind{}}
	r.pathMoves = v.MiddleSquares == variant.EveryMiddleSquare
	for _, p := range v.Pieces {
		if p.PromotedOnly {
			continue
		}
		if p.SFEN == "" {
			return nil, fmt.Errorf("rules: piece %s has no SFEN code", p.ID)
		}
		u := r.addKind(p, p, false, p.SFEN)
		r.byFace[p] = u
		if p.Promotes != nil {
			pk := r.addKind(p, p.Promotes, true, "+"+p.SFEN)
			r.kinds[u].promotesTo = pk
		}
	}
	tables := map[string]*[256]uint16{} // kinds whose rays begin alike share one
	for k := range r.kinds[1:] {
		info := &r.kinds[k+1]
		for c, rays := range info.rays {
			info.openRays[c] = openRaysTable(rays, tables)
		}
	}
	r.edges = edgeWalls(r.Geo)
	for _, c := range []board.Color{board.Black, board.White} {
		r.farDist[c] = new([mailboxCap]uint8)
		for _, s := range r.Geo.Squares() {
			_, y := r.Geo.XY(s)
			if c == board.White {
				y = r.Geo.Ranks() - 1 - y
			}
			r.farDist[c][s] = uint8(y)
		}
	}
	return r, nil
}

// withRules returns a copy of r, fresh from [compilePieces], for variant v
// whose pieces are r's and whose rule hooks may differ, with those hooks
// compiled. The copy shares r's tables that hooks never change.
func (r *Rules) withRules(v *variant.Variant) (*Rules, error) {
	c := *r
	c.Variant = v
	c.kinds = slices.Clone(r.kinds)
	return &c, c.compileRules(v)
}

// compileRules compiles v's rule hooks into r, whose pieces are compiled,
// and what depends on them.
func (r *Rules) compileRules(v *variant.Variant) error {
	if err := r.compileHooks(v); err != nil {
		return err
	}
	r.compileQuietRanks()
	r.compileQuietRemovals()
	r.compileRayDirs()
	r.gen = make([]cellGen, 2*len(r.kinds))
	for k := 1; k < len(r.kinds); k++ {
		for _, c := range []board.Color{board.Black, board.White} {
			rays := r.kinds[k].rays[c]
			r.gen[NewCell(Kind(k), c)] = cellGen{rays: rays, quiet: r.kinds[k].quiet, overlaps: len(rays) > 0 && rays[0].overlaps, alwaysRays: rays != nil && len(r.kinds[k].lent) == 0, openRays: r.kinds[k].openRays[c]}
		}
	}
	for k := range r.kinds[1:] {
		if info := &r.kinds[k+1]; info.legs > variant.MaxLegs {
			return fmt.Errorf("rules: piece %s moves in %d legs; the rules engine handles %d", info.moves.ID, info.legs, variant.MaxLegs)
		}
	}
	r.seedZobrist()
	return r.compileMoveBound()
}

// rayDir is a direction some capturing ray takes, with the longest range
// of those rays.
type rayDir struct {
	delta board.Square
	steps int16
}

// compileRayDirs collects rayDirs from every kind's rays and those hooks
// may lend it.
func (r *Rules) compileRayDirs() {
	for _, c := range []board.Color{board.Black, board.White} {
		r.rayDirs[c] = r.rayDirs[c][:0:0]
		add := func(rays []ray) {
			for _, x := range rays {
				if x.mode&betza.ModeMove != 0 {
					continue // it never captures
				}
				i := slices.IndexFunc(r.rayDirs[c], func(d rayDir) bool { return d.delta == x.delta })
				if i < 0 {
					r.rayDirs[c] = append(r.rayDirs[c], rayDir{delta: x.delta})
					i = len(r.rayDirs[c]) - 1
				}
				r.rayDirs[c][i].steps = max(r.rayDirs[c][i].steps, x.steps)
			}
		}
		for k := 1; k < len(r.kinds); k++ {
			add(r.kinds[k].rays[c])
			for _, alt := range r.kinds[k].lent {
				add(alt.rays[c])
			}
		}
		// The directions more kinds capture in first: a walk that finds
		// a guard stops sooner.
		takers := make(map[board.Square]int)
		for k := 1; k < len(r.kinds); k++ {
			for _, x := range r.kinds[k].rays[c] {
				if x.mode&betza.ModeMove == 0 {
					takers[x.delta]++
				}
			}
		}
		slices.SortStableFunc(r.rayDirs[c], func(a, b rayDir) int { return takers[b.delta] - takers[a.delta] })
	}
}

func (r *Rules) addKind(face, moves *variant.Piece, promoted bool, code string) Kind {
	info := kindInfo{face: face, moves: moves, promoted: promoted, prog: moves.Move, royal: moves.Royal}
	info.code[board.Black] = code
	// White's code: its first letter in lower case ("+o", "Kr" → "kr").
	i := strings.IndexFunc(code, func(r rune) bool { return r >= 'A' && r <= 'Z' })
	info.code[board.White] = code[:i] + strings.ToLower(code[i:i+1]) + code[i+1:]
	info.legs = moves.Move.MaxLegs()
	info.rays = r.compileRays(moves.Move)
	info.raySquares = r.raySquares(moves.Move)
	// A move that is not plain rays may take legs that only a busy board
	// shows (cNaW captures, then steps): its outcomes are told apart by
	// their middle squares too.
	info.multi = info.legs > 1 || moves.Move.Shoots() || info.rays[0] == nil
	if info.rays[0] == nil {
		info.rides = r.compileRides(moves.Move)
	}
	r.kinds = append(r.kinds, info)
	k := Kind(len(r.kinds) - 1)
	r.byCode[code] = k
	return k
}

// compileRays turns a move of plain steps, leaps and slides into mailbox
// rays for each colour; for any other move, or one of more than maxRays
// rays, both are nil.
func (r *Rules) compileRays(p *betza.Program) (out [2][]ray) {
	rays, ok := p.Rays()
	if !ok || len(rays) > maxRays {
		return out
	}
	overlaps := raysOverlap(rays)
	for _, c := range []board.Color{board.Black, board.White} {
		out[c] = []ray{}
		for _, x := range rays {
			delta, steps := r.mailboxStep(x, c)
			out[c] = append(out[c], ray{delta, steps, x.Mode, overlaps})
		}
	}
	return out
}

// mailboxStep returns the mailbox step of ray x for a piece of colour c,
// and the most steps it takes: its range, or more than any board's side.
func (r *Rules) mailboxStep(x betza.Ray, c board.Color) (delta board.Square, steps int16) {
	steps = int16(x.Max)
	if x.Max == 0 {
		steps = int16(max(board.MaxFiles, board.MaxRanks))
	}
	return board.Square(r.Geo.Delta(x.DX, x.DY, c)), steps
}

// maxRays is the most rays a move generated ray by ray may have: a mask
// of one bit a ray (see openRays) holds them. A move of more rays is
// generated by the betza package's generator.
const maxRays = 64

// raysOverlap reports whether two of the rays reach a common square on
// the largest board.
func raysOverlap(rays []betza.Ray) bool {
	seen := map[[2]int]bool{}
	for _, x := range rays {
		mine := map[[2]int]bool{}
		for k := 1; (x.Max == 0 || k <= x.Max) && k <= max(board.MaxFiles, board.MaxRanks); k++ {
			v := [2]int{k * x.DX, k * x.DY}
			if seen[v] {
				return true
			}
			mine[v] = true
		}
		for v := range mine {
			seen[v] = true
		}
	}
	return false
}

// seedZobrist draws the keys: one a cell (kind and colour), one a square,
// the side's and the state words'. A piece's key on a square is computed
// from its cell's and the square's (see key), so that the keys take memory
// in proportion to the kinds plus the squares, not to their product.
func (r *Rules) seedZobrist() {
	rng := rand.New(rand.NewPCG(0x6c617267, 0x6573686f))
	r.zobCell = make([]uint64, 2*len(r.kinds))
	for i := range r.zobCell {
		r.zobCell[i] = rng.Uint64()
	}
	r.zobSquare = make([]uint64, r.Geo.Cells())
	for i := range r.zobSquare {
		r.zobSquare[i] = rng.Uint64()
	}
	r.zobSide = rng.Uint64()
	r.zobState = make([]uint64, r.hooks.stateWords)
	for i := range r.zobState {
		r.zobState[i] = rng.Uint64()
	}
}

// stateKey is the hash of state word i holding v: 0 for 0, so that a
// position's default state adds nothing.
func (r *Rules) stateKey(i int, v uint64) uint64 {
	if v == 0 {
		return 0
	}
	// splitmix64's finaliser spreads the word's key and value over 64 bits.
	x := r.zobState[i] + v*0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// key is the Zobrist key of cell c on square s: the cell's and the
// square's keys combined and mixed by a multiplication and a shift, a
// bijection, so that keys of pieces swapped between squares do not cancel
// as the plain exclusive or of the two keys would.
func (r *Rules) key(c Cell, s board.Square) uint64 {
	x := (r.zobCell[c] ^ r.zobSquare[s]) * 0x9e3779b97f4a7c15
	return x ^ (x >> 32)
}

// Cell is what a square holds: a kind and a colour, or 0 for empty.
type Cell uint16

// NewCell returns the cell for a piece of kind k and colour c.
func NewCell(k Kind, c board.Color) Cell { return Cell(k)<<1 | Cell(c) }

// Kind returns the cell's kind, 0 if empty.
func (c Cell) Kind() Kind { return Kind(c >> 1) }

// Color returns the colour of the cell's piece.
func (c Cell) Color() board.Color { return board.Color(c & 1) }

// Kinds returns how many kinds the rules have: they are 1 to Kinds() (0 is
// no piece), so a table by kind has Kinds()+1 entries.
func (r *Rules) Kinds() int { return len(r.kinds) - 1 }

// Piece returns the variant piece whose move kind k has.
func (r *Rules) Piece(k Kind) *variant.Piece { return r.kinds[k].moves }

// Face returns the variant piece kind k is as set up: itself, or the piece
// that promoted.
func (r *Rules) Face(k Kind) *variant.Piece { return r.kinds[k].face }

// Promoted reports whether kind k has promoted.
func (r *Rules) Promoted(k Kind) bool { return r.kinds[k].promoted }

// MaxLegs returns the most legs a move of a piece of kind k can have: its
// own move's, or that of a move a rule hook may give it in place of its
// own (a lost power). Only a move of several legs names middle squares,
// and so only such a move can end on its own square having moved (igui, a
// pass). Kind 0 has none.
func (r *Rules) MaxLegs(k Kind) int { return r.kinds[k].legs }

// Code returns the SFEN code of cell c: upper case for Black, lower case for
// White, "+" before a promoted piece.
func (r *Rules) Code(c Cell) string { return r.kinds[c.Kind()].code[c.Color()] }

// KindOf returns the kind of a piece of the variant, promoted or not, or 0.
func (r *Rules) KindOf(p *variant.Piece, promoted bool) Kind {
	k := r.byFace[p]
	if promoted && k != 0 {
		return r.kinds[k].promotesTo
	}
	return k
}
