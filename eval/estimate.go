package eval

import (
	"math"
	"math/rand/v2"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/variant"
)

// Moves is what a piece's move does on the variant's board, averaged over
// the squares of the board: the parts a value estimate is made of.
type Moves struct {
	// Reach is the mean number of squares the piece attacks (could move
	// to, or capture an enemy on) when every other square holds an enemy
	// piece with probability Density: a slide counts a square only as
	// often as the squares before it are empty, a leap always.
	Reach float64
	// Forward is the reach ahead of the piece less the reach behind it,
	// as a share of Reach: 1 for a piece that only moves forward, 0 for
	// a symmetric one.
	Forward float64
	// Range is the mean number of squares the piece attacks on an
	// otherwise empty board.
	Range float64
	// Leaps is the mean number of squares the piece attacks when every
	// other square is full: the squares it reaches whatever stands
	// between (steps and leaps, the first square of each slide).
	Leaps float64
	// Multi is the mean number of pieces beyond the first that one move
	// of the piece can remove on the same boards as Reach (a lion's
	// double capture, several shots).
	Multi float64
}

// The weights of an estimate. A piece's mobility is its reach, weighted
// for forwardness, plus shares of its range, its leaps and its multiple
// captures, in squares. Its value grows faster than its mobility, as
// mobility × (1 + mobility/valueKnee): a piece that reaches far counts
// more than several that together reach as far, as the exchange values
// players give the pieces of the large variants say. The weights are
// those that bring the estimates of chu shogi's pieces (not promoted)
// closest to G. Mensching's table of exchange values (chushogi.de,
// "Exchange Values of Chu Shogi Pieces", in silver generals), each of its
// pieces of two silver generals or more within a quarter and the lion
// worth more than nine: a lion ten, a free king six, a dragon king four,
// a white horse three and a half, a rook three, a reverse chariot and a
// lance one and a half. The share of the empty-board range is what lifts
// the long-range pieces of few directions toward the table: with a
// twentieth of it, the white horse came out at 71% of the table's value
// (84% now), the reverse chariot at 69% (84%), the lance at 36% (51%).
const (
	forwardWeight = 0.5  // a square ahead counts 1.5, one behind 0.5
	rangeWeight   = 0.25 // each square of empty-board range
	leapWeight    = 0.05 // each square reached whatever stands between
	multiWeight   = 10.0 // each extra piece one move can remove
	valueKnee     = 35.0 // the mobility at which a piece is worth twice its mobility
	valueCap      = 70.0 // the mobility beyond which value grows in proportion
)

// mobility combines the parts of m into squares.
// The range it counts is at most lines, the range of a piece that slides
// along every line through its square: the share of range lifts pieces
// whose few lines reach far, and a piece that turns corners or jumps
// whatever stands between (a hook mover reaches the whole of an empty
// board) has its mobility in its reach.
func (m Moves) mobility(lines float64) float64 {
	return m.Reach*(1+forwardWeight*m.Forward) + rangeWeight*min(m.Range, lines) + leapWeight*m.Leaps + multiWeight*m.Multi
}

// linesBetza is the move of a piece that slides along every line through
// its square (a queen): its range is the most range a mobility counts.
const linesBetza = "Q"

// unitBetza is the move of the unit piece, worth 100: one step forward.
const unitBetza = "fW"

// boards holds the sample boards an estimate is made on: random
// occupancies by enemy pieces, each with its mirror image, so that a piece
// and its mirror image get the same estimate.
type boards struct {
	geo     *board.Geometry
	density float64
	from    []board.Square    // the squares a piece is put on: every file of evenly spread ranks
	random  []board.Occupancy // occupied by White pieces with probability density
	empty   board.Occupancy   // nothing but the piece
	full    board.Occupancy   // a White piece on every square
	gen     *betza.Generator  // walks the moves
	outs    []betza.Outcome   // scratch for gen
	stamp   []int32           // squares counted for the current sample
	epoch   int32             // the stamp of the current sample
	cache   map[string]Moves  // by Betza notation
	// bySquare holds reachFrom's answers, by Betza notation.
	bySquare map[string][]float64
}

// sampleBoards is how many random boards (each with its mirror image) an
// estimate averages over, and maxFrom the most squares a piece is put on.
const (
	sampleBoards = 6
	maxFrom      = 160
)

// newBoards prepares the sample boards for a geometry and a density.
func newBoards(geo *board.Geometry, density float64) *boards {
	b := &boards{
		geo: geo, density: density,
		empty: geo.NewOccupancy(), full: geo.NewOccupancy(),
		gen:   betza.NewGenerator(geo),
		stamp: make([]int32, geo.Cells()),
		cache: map[string]Moves{}, bySquare: map[string][]float64{},
	}
	step := max(1, (geo.Len()+maxFrom-1)/maxFrom)
	for y := step / 2; y < geo.Ranks(); y += step {
		for x := range geo.Files() {
			b.from = append(b.from, geo.At(x, y))
		}
	}
	for _, s := range geo.Squares() {
		b.full[s] = board.WhitePiece
	}
	rng := rand.New(rand.NewPCG(uint64(geo.Files()), uint64(geo.Ranks())))
	for range sampleBoards {
		occ, mirror := geo.NewOccupancy(), geo.NewOccupancy()
		for _, s := range geo.Squares() {
			if rng.Float64() < density {
				occ[s] = board.WhitePiece
				mirror[geo.Mirror(s)] = board.WhitePiece
			}
		}
		b.random = append(b.random, occ, mirror)
	}
	return b
}

// moves measures program p, written as notation, once for each notation.
func (b *boards) moves(notation string, p *betza.Program) Moves {
	if m, ok := b.cache[notation]; ok {
		return m
	}
	var m Moves
	var ahead, behind float64
	samples := float64(len(b.from) * len(b.random))
	for _, from := range b.from {
		for _, occ := range b.random {
			n, fwd, back, multi := b.attacks(p, from, occ)
			m.Reach += float64(n) / samples
			ahead += float64(fwd) / samples
			behind += float64(back) / samples
			m.Multi += float64(multi) / samples
		}
		n, _, _, _ := b.attacks(p, from, b.empty)
		m.Range += float64(n) / float64(len(b.from))
		n, _, _, _ = b.attacks(p, from, b.full)
		m.Leaps += float64(n) / float64(len(b.from))
	}
	if m.Reach > 0 {
		m.Forward = (ahead - behind) / m.Reach
	}
	b.cache[notation] = m
	return m
}

// reachFrom returns, by square, the mean number of squares a Black piece
// with program p attacks from it on sample boards: all of them on a board
// of up to squareBudget/len(b.random) squares, fewer pairs (a board and
// its mirror image) on larger ones, at least one, so that a variant's
// evaluator is made in a fraction of a second on taikyoku's 36×36 board.
func (b *boards) reachFrom(p *betza.Program) []float64 {
	notation := p.Notation()
	if r, ok := b.bySquare[notation]; ok {
		return r
	}
	pairs := min(len(b.random)/2, max(1, squareBudget/(2*b.geo.Len())))
	sample := b.random[:2*pairs]
	r := make([]float64, b.geo.Cells())
	for _, from := range b.geo.Squares() {
		for _, occ := range sample {
			n, _, _, _ := b.attacks(p, from, occ)
			r[from] += float64(n) / float64(len(sample))
		}
	}
	b.bySquare[notation] = r
	return r
}

// squareBudget bounds the squares times sample boards reachFrom walks a
// piece's moves from.
const squareBudget = 2000

// attacks counts the squares a Black piece with program p on square from
// attacks on occupancy occ, those of them ahead and behind it, and the
// most pieces beyond the first that one of its moves removes.
func (b *boards) attacks(p *betza.Program, from board.Square, occ board.Occupancy) (n, ahead, behind, multi int) {
	held := occ[from]
	occ[from] = board.BlackPiece
	b.outs = b.gen.Append(b.outs[:0], p, from, board.Black, occ, false)
	occ[from] = held
	b.epoch++
	count := func(s board.Square) {
		if s == from || b.stamp[s] == b.epoch {
			return
		}
		b.stamp[s] = b.epoch
		n++
		switch _, dy := b.geo.Relative(from, s, board.Black); {
		case dy > 0:
			ahead++
		case dy < 0:
			behind++
		}
	}
	for i := range b.outs {
		o := &b.outs[i]
		removed := 0
		for _, t := range o.Touches() {
			if t.Kind == betza.Capture || t.Kind == betza.Shot {
				removed++
				count(t.Square)
			}
		}
		count(o.To)
		multi = max(multi, removed-1)
	}
	return n, ahead, behind, multi
}

// valueOf turns mobility into centipawns, the unit's mobility being 100.
func valueOf(mobility, unit float64) int {
	if mobility <= 0 || unit <= 0 {
		return 0
	}
	return int(math.Round(100 * worth(mobility) / worth(unit)))
}

// worth is what a mobility is worth before scaling: more than in
// proportion, more so the farther the piece reaches (see valueKnee), up
// to valueCap, twice the mobility of chu shogi's strongest piece, where
// the table the weights were fitted to ends; beyond it, in proportion.
func worth(mobility float64) float64 {
	return mobility * (1 + min(mobility, valueCap)/valueKnee)
}

// startDensity is half the share of the board the setup fills: the
// density of a game under way, lines opened by the first exchanges.
func startDensity(v *variant.Variant) float64 {
	d := float64(len(v.Setup)) / float64(v.Geometry.Len()) / 2
	return min(max(d, 0.1), 0.5)
}
