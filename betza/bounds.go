package betza

import (
	"math"

	"github.com/largeshogi/largeshogi/board"
)

// Bounds on what a notation may ask for, stated in the package
// documentation under Bounds.
const (
	maxNotation = 1024    // bytes, of a notation and of its canonical form
	maxCount    = 16      // the count after an 'a'
	maxRange    = 64      // a rider's range, and hop counts
	maxDepth    = 8       // bracket nesting
	maxInsts    = 2048    // legs of the compiled program
	maxEdges    = 16384   // links between the legs of the compiled program
	maxMoveLegs = 16      // legs of one move
	maxWork     = 100_000 // squares one generation may try, on the largest board
)

// longestLine is the most steps a rider can take on the largest board.
const longestLine = max(board.MaxFiles, board.MaxRanks) - 1

// reach is what one leg can do from one square on the largest board.
type reach struct {
	steps   float64 // squares it tries in one direction
	lands   float64 // squares it may end on in one direction
	touches int     // the most squares it adds to an outcome: its end and the pieces it hops
}

func (in *inst) reach() reach { return in.reachOn(longestLine, board.MaxFiles*board.MaxRanks) }

// reachOn is reach on a board of the given squares whose longest line
// takes line steps.
func (in *inst) reachOn(line, squares int) reach {
	switch {
	case in.universal:
		n := float64(squares - 1)
		return reach{steps: n, lands: min(n, in.landsCap(line)), touches: 1}
	case !in.rider:
		return reach{steps: 1, lands: 1, touches: 1}
	}
	long := 1
	for _, v := range in.vecs {
		long = max(long, int(abs8(v.dx)), int(abs8(v.dy)))
	}
	hi := line / long
	if in.max != 0 {
		hi = max(min(hi, in.max), 0)
	}
	lands := max(hi-in.min+1, 0)
	if in.exact {
		lands = 0
		if in.max >= in.min && in.max == hi {
			lands = 1
		}
	}
	hops := 0
	switch {
	case in.hop > 0:
		hops = min(in.hop, hi)
	case in.hop < 0:
		hops = hi
	}
	return reach{steps: float64(hi), lands: min(float64(lands), in.landsCap(line)), touches: 1 + hops}
}

// landsCap is 1 for a leg that must come back to where the leg before it
// started, which it can do in one way along each direction.
func (in *inst) landsCap(line int) float64 {
	if in.ret {
		return 1
	}
	return float64(line * line * 4)
}

// allows reports whether the leg may go in direction v after a leg in
// direction prev.
func (in *inst) allows(prev, v vec) bool {
	switch {
	case !in.relative:
		return true
	case in.oblique:
		return obliqueRelative(in.relTokens, prev, v)
	}
	return relClass(prev, v)&in.rel != 0
}

// dirs returns the directions the leg can take: its vectors, or for the
// universal leaper one direction, the zero vector, which is also what the
// legs after it see as the previous direction.
func (in *inst) dirs() []vec {
	if in.universal {
		return []vec{{}}
	}
	return in.vecs
}

// analyse checks the program against the bounds on legs, touches and work
// and records MaxLegs, in one pass over the legs in order: every link
// points to a later leg, so a leg's predecessors are done before it.
//
// The work is the number of squares a generator may try on the largest
// board: a leg started arrive times tries fan directions of steps squares
// each, and hands each of its landings on to the legs after it. fan counts
// the directions a continuation leg allows after the direction of some leg
// before it. The figures are upper bounds: the generator tries no more
// squares on any board, from any square, for either side (TestWorkBound).
func (c *compiler) analyse() {
	p := c.prog
	n := len(p.insts)
	preds := make([][]int32, n)
	for i := range p.insts {
		for _, nx := range p.insts[i].next {
			preds[nx] = append(preds[nx], int32(i))
		}
	}
	entry := make([]bool, n)
	for _, e := range p.entries {
		entry[e] = true
	}
	reaches := make([]reach, n)
	arrive := make([]float64, n) // how often a generator may start the leg
	depth := make([]int, n)      // legs of the longest path through the leg
	touches := make([]int, n)    // touches of the longest path through the leg
	begins := make([]int, n)     // the farthest from the start, in king steps, the leg may begin
	// best[i][j] is the most legs of a move whose last leg is leg i, taken
	// in its direction j; 0 if there is no such move.
	best := make([][]int, n)
	work := 0.0
	for i := range p.insts {
		in := &p.insts[i]
		r := in.reach()
		reaches[i] = r
		dirs := in.dirs()
		best[i] = make([]int, len(dirs))
		fan := 0
		if entry[i] {
			arrive[i] = 1
			depth[i] = 1
			touches[i] = r.touches
			fan = c.follow(in, vec{}, 0, best[i])
		}
		for _, q := range preds[i] {
			if arrive[q] == 0 || reaches[q].lands == 0 {
				continue
			}
			for jq, prev := range p.insts[q].dirs() {
				before := best[q][jq]
				if before == 0 {
					before = -1
				}
				fan = max(fan, c.follow(in, prev, before, best[i]))
			}
		}
		if fan == 0 || arrive[i] == 0 {
			continue
		}
		work += arrive[i] * float64(fan) * r.steps
		switch {
		case depth[i] > maxMoveLegs:
			c.fail(c.cols[i], "a move may take more than %d legs", maxMoveLegs)
		case touches[i] > MaxTouches:
			c.fail(c.cols[i], "a move may touch more than %d squares (its legs' ends and the pieces it hops)", MaxTouches)
		case work > maxWork:
			c.fail(c.cols[i], "a move may try more than %d squares on a %d×%d board: too many paths", maxWork, board.MaxFiles, board.MaxRanks)
		}
		if c.err != nil {
			return
		}
		out := arrive[i] * float64(fan) * r.lands
		if out == 0 {
			continue // no move takes the leg
		}
		// Every square the leg passes, hops or lands on is within its
		// stride of where it begins.
		ends := min(begins[i]+in.stride(r), longestLine)
		p.distance = max(p.distance, ends)
		for _, nx := range in.next {
			begins[nx] = max(begins[nx], ends)
			arrive[nx] += out
			depth[nx] = max(depth[nx], depth[i]+1)
			touches[nx] = max(touches[nx], touches[i]+p.insts[nx].reach().touches)
		}
	}
	p.work = work
	for i := range p.insts {
		if p.insts[i].accept && reaches[i].lands > 0 {
			for _, b := range best[i] {
				p.legs = max(p.legs, b)
			}
		}
	}
}

// follow counts the directions leg in allows after a leg in direction prev
// (the zero vector at the start of a move), and raises best to before+1 in
// each of them, where before is the most legs a move can take up to and
// including that leg, 0 at the start, and -1 if no move can.
func (c *compiler) follow(in *inst, prev vec, before int, best []int) int {
	dirs := in.dirs()
	c.steps += len(dirs)
	fan := 0
	for j, v := range dirs {
		if in.universal || in.allows(prev, v) {
			fan++
			if before >= 0 {
				best[j] = max(best[j], before+1)
			}
		}
	}
	return fan
}

// stride returns how far, in king steps, a leg whose reach is r may go
// from where it begins.
func (in *inst) stride(r reach) int {
	if in.universal {
		return longestLine
	}
	long := 1
	for _, v := range in.vecs {
		long = max(long, int(abs8(v.dx)), int(abs8(v.dy)))
	}
	return int(r.steps) * long
}

// MaxDistance returns a bound on how far from the piece's square, in king
// steps (the larger of the file and the rank distances), a move of p can
// pass, hop, capture or end, on any board whatever the squares hold: along
// its legs, the sum of what each may stride. It is 1 for a step, 2 for the
// knight's leap and the lion's KaK, and the longest line of the largest
// board for a rider of unlimited range. A square farther away is one p
// cannot reach, which spares generating p's moves to find that out.
func (p *Program) MaxDistance() int { return p.distance }

// MaxLegs returns the most legs a move of p can take, not counting the
// pieces it hops over: 1 for a step, a leap or a slide, 2 for the lion's
// KaK, 3 for KavKafavK. It is worked out from the program, without walking
// any board, when p is compiled: a leg counts if some direction and distance
// let the piece take it after the leg before and on the largest board,
// whatever the squares hold.
func (p *Program) MaxLegs() int { return p.legs }

// MaxOutcomes returns an upper bound on the outcomes one generation of p
// appends, from any square of any board whatever the squares hold: the
// squares it may try on the largest board, each the end of at most one
// outcome.
func (p *Program) MaxOutcomes() int { return int(math.Ceil(p.work)) }

// MaxOutcomesOn returns an upper bound on the outcomes one generation of p
// appends on a board of files×ranks squares, from any square, whatever the
// squares hold, and at most [Program.MaxOutcomes]. It is worked out as the
// compiler's estimate of work, with the board's longest line: a leg
// started n times may end, in each direction it allows, on as many squares
// as its range lets it reach there, and each ending of a leg that can end
// the move is one outcome.
func (p *Program) MaxOutcomesOn(files, ranks int) int {
	line, squares := max(files, ranks)-1, files*ranks
	n := len(p.insts)
	arrive := make([]float64, n) // how often a generation may start the leg
	fan := make([]int, n)        // the most directions it allows after the legs before
	for _, e := range p.entries {
		arrive[e]++
		fan[e] = p.insts[e].fanAfter(vec{})
	}
	outcomes := 0.0
	for i := range p.insts {
		in := &p.insts[i]
		lands := in.reachOn(line, squares).lands
		out := arrive[i] * float64(fan[i]) * lands
		if out == 0 {
			continue
		}
		if in.accept {
			outcomes += out
		}
		for _, nx := range in.next {
			arrive[nx] += out
			for _, prev := range in.dirs() {
				fan[nx] = max(fan[nx], p.insts[nx].fanAfter(prev))
			}
		}
	}
	return min(int(math.Ceil(outcomes)), p.MaxOutcomes())
}

// fanAfter counts the directions the leg allows after a leg in direction
// prev (the zero vector at the start of a move).
func (in *inst) fanAfter(prev vec) int {
	fan := 0
	for _, v := range in.dirs() {
		if in.universal || in.allows(prev, v) {
			fan++
		}
	}
	return fan
}

// MaxRemovingMiddles returns the most squares other than its destination
// where one move of p may remove a piece (capture it, or shoot it): the
// middle squares a move names when paths are named only where they
// capture.
func (p *Program) MaxRemovingMiddles() int {
	removing := make([]int, len(p.insts)) // the most removing legs up to and including the leg
	reached := make([]bool, len(p.insts))
	for _, e := range p.entries {
		reached[e] = true
	}
	most := 0
	for i := range p.insts {
		in := &p.insts[i]
		if !reached[i] {
			continue
		}
		own := 0
		if in.mode&ModeShoot != 0 || in.mode&ModeMove == 0 {
			own = 1
		}
		removing[i] += own
		if in.accept {
			// The last leg lands on the destination, which is named
			// apart, unless it shoots without moving.
			last := own
			if in.mode&ModeShoot != 0 {
				last = 0
			}
			most = max(most, removing[i]-last)
		}
		for _, nx := range in.next {
			reached[nx] = true
			removing[nx] = max(removing[nx], removing[i])
		}
	}
	return most
}
