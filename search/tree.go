package search

import (
	"time"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/rules"
)

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
	inCheck := s.inCheck()
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
		static-rfpMargin*int32(depth) >= beta && (depth == 1 || !s.threatens(static-rfpMargin*int32(depth)-beta)) {
		// Reverse futility pruning: near the horizon, a side whose
		// evaluation stands above beta by a margin for each ply left, and
		// by what the other side's best capture would win, is taken to
		// stay there.
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
			return min(score, verdictBound-1)
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
		return s.drawScore()
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

// A side to move at least checksFrom pawns ahead by its evaluation also
// tries, on the first ply of quiescence where standing pat does not beat
// beta, the moves that take nothing and attack an enemy royal piece, each
// answered by every move of the side attacked (evade). Far ahead, the
// enemy royal piece is what is left to win, and a mate whose last attack
// is a quiet move lies a ply beyond the search's depth: a bare king on
// its back rank, shut there by a rook, loses in four plies to the other
// rook's check along the rank, and a search one ply deep sees it only so
// (TestQuietCheckAtHorizon). Behind or even, the side keeps the cheaper
// quiescence of captures.
const checksFrom = 10

// quiesce searches captures and promotions (and, for a side far ahead,
// quiet checks: checksFrom), standing pat on the evaluation; qdepth
// counts its plies, and last is the square the move before went to.
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
	if qdepth >= quietPlies {
		// Only the recaptures on last are tried (below): only those are
		// generated.
		pl.moves = s.pos.AppendCapturesOn(pl.moves[:0], last)
	} else {
		pl.moves = s.pos.AppendCaptures(pl.moves[:0])
	}
	n := 0
	for _, m := range pl.moves {
		// A move that takes nothing where it goes promotes, or removes
		// pieces by a hook's effect (a burn).
		victims := int32(s.victims(m))
		switch {
		case victims == 0 && m.Promote && qdepth > 0:
			continue
		case victims > 0 && stand+victims+deltaMargin <= alpha && alpha < mateBound && !m.Promote:
			// Delta pruning, but never against a mate found already,
			// which a capture that ends the game may yet match.
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
		if s.improve(pl, ply, m, score, &best, &alpha, beta) {
			break
		}
	}
	if qdepth == 0 && best < beta && stand >= checksFrom*int32(s.ev.Table.Pawn) && ply+2 < maxPly {
		best = max(best, s.quietChecks(ply, alpha, beta))
	}
	return best
}

// quietChecks searches, in quiescence at ply, the moves that take nothing
// and attack an enemy royal piece (see checksFrom), and returns the best
// score among them, -infinity if there is none.
func (s *worker) quietChecks(ply int, alpha, beta int32) int32 {
	pl := &s.plies[ply]
	pl.moves = s.pos.AppendMoves(pl.moves[:0])
	best := int32(-infinity)
	for _, m := range pl.moves {
		if m.Promote || s.victims(m) > 0 {
			continue
		}
		// Whether the move attacks a royal piece is asked of the position
		// alone; only a move that does is made in the tree and counted.
		s.pos.Make(m)
		check := s.inCheck()
		s.pos.Unmake()
		if !check || !s.make(m) {
			continue
		}
		score := -s.evade(ply+1, -beta, -alpha)
		s.unmake()
		if s.stop {
			return 0
		}
		if s.improve(pl, ply, m, score, &best, &alpha, beta) {
			break
		}
	}
	return best
}

// evade searches every move of a side whose royal piece a quiet move of
// quiescence attacks, each followed by quiescence; it does not stand pat.
func (s *worker) evade(ply int, alpha, beta int32) int32 {
	pl := &s.plies[ply]
	pl.npv = 0
	s.seldepth = max(s.seldepth, ply)
	if o, over := s.pos.End(); over {
		return s.endScore(o, ply)
	}
	pl.moves = s.pos.AppendMoves(pl.moves[:0])
	if len(pl.moves) == 0 {
		return s.endScore(s.pos.Outcome(), ply)
	}
	s.scoreMoves(pl, rules.Move{})
	best := int32(-infinity)
	tried := 0
	for i := range pl.moves {
		m := pickMove(pl, i)
		// A move after which the royal piece is still attacked loses it
		// on the next ply: it scores so without a node of its own.
		s.pos.Make(m)
		_, over := s.pos.End()
		attacked := false
		if !over {
			s.pos.MakeNull()
			attacked = s.inCheck()
			s.pos.UnmakeNull()
		}
		s.pos.Unmake()
		if attacked {
			tried++
			best = max(best, -(mate - int32(ply+2)))
			continue
		}
		if !s.make(m) {
			continue
		}
		tried++
		if s.checkStop() {
			s.unmake()
			return 0
		}
		score := -s.quiesce(ply+1, 1, m.To, -beta, -alpha)
		s.unmake()
		if s.stop {
			return 0
		}
		if s.improve(pl, ply, m, score, &best, &alpha, beta) {
			break
		}
	}
	if tried == 0 {
		// The no-recurrence rule refuses every move there is.
		if s.refusedLoses {
			return -(mate - int32(ply))
		}
		return s.drawScore()
	}
	return best
}

// improve takes the score of move m at ply (whose ply is pl) into the
// best score and alpha, and m into the principal variation where it
// raises alpha, and reports whether it reaches beta: a cut-off.
func (s *worker) improve(pl *ply, ply int, m rules.Move, score int32, best, alpha *int32, beta int32) bool {
	if score <= *best {
		return false
	}
	*best = score
	if score <= *alpha {
		return false
	}
	*alpha = score
	pl.extendPV(m, &s.plies[ply+1])
	return score >= beta
}

// inCheck reports whether the other side could take a royal piece of the
// side to move whose loss loses the game (rules.Position.RoyalAtStake: not
// one of several where all must be taken, which is a piece to lose like
// any other): its pieces reach one (rules.Position.InCheck), and one of
// its legal captures, as a null move lets it make them, takes it
// (rules.Position.CapturesRoyal). The reach asks no rule hook; where a
// piece reaches every square but the hooks let it take only an
// unprotected royal (tai shogi's emperor), the reach alone would find
// every position in check, and the check extension would keep the depth
// from falling until the search's deepest ply.
//
// The verdict is kept with the position's static evaluation (evalSlot).
func (s *worker) inCheck() bool {
	e := s.slot()
	if e.check == checkUnknown {
		e.check = checkNo
		if s.royalThreatened() {
			e.check = checkYes
		}
	}
	return e.check == checkYes
}

// royalThreatened is inCheck, asked of the position.
func (s *worker) royalThreatened() bool {
	if !s.pos.RoyalAtStake(s.pos.Side()) || !s.pos.InCheck() {
		return false
	}
	s.pos.MakeNull()
	found := s.pos.CapturesRoyal()
	s.pos.UnmakeNull()
	return found
}

// threatens reports whether the other side, were the side to move to
// pass, could win more than excess with one capture: take a piece of the
// side to move that is worth more than excess and that no piece of its
// side guards, or one worth more than excess above the least valuable of
// its attackers. The attacks are those of rules.Position.Guarded and
// Attackers, what the pieces reach. A piece the side to move cannot save
// is lost a ply past a pruned node's horizon, whatever the evaluation says
// of it.
func (s *worker) threatens(excess int32) bool {
	us := s.pos.Side()
	s.targets = s.targets[:0]
	for _, sq := range s.r.Geo.Squares() {
		if c := s.pos.At(sq); c != 0 && c.Color() == us && !s.r.Piece(c.Kind()).Royal && int32(s.ev.Value(c)) > excess {
			s.targets = append(s.targets, sq)
		}
	}
	if len(s.targets) == 0 {
		return false
	}
	s.guarded = s.pos.Guarded(s.targets, us.Other(), s.guarded)
	for i, sq := range s.targets {
		if !s.guarded[i] {
			continue
		}
		value := int32(s.ev.Value(s.pos.At(sq)))
		if s.attackers = s.pos.Attackers(sq, us, s.attackers[:0]); len(s.attackers) == 0 {
			return true
		}
		s.attackers = s.pos.Attackers(sq, us.Other(), s.attackers[:0])
		least := value
		for _, q := range s.attackers {
			least = min(least, int32(s.ev.Value(s.pos.At(q))))
		}
		if value-least > excess {
			return true
		}
	}
	return false
}

// evaluate scores the position for the side to move, kept below the
// scores of wins however large the variant's piece values make it.
func (s *worker) evaluate() int32 {
	e := s.slot()
	if !e.known {
		e.score = int32(min(max(s.eval.Evaluate(s.pos), -(verdictBound-1)), verdictBound-1))
		e.known = true
	}
	return e.score
}

// slot returns the cache slot of the position: the one its hash picks,
// emptied for it when another position held it.
func (s *worker) slot() *evalSlot {
	key := s.pos.Hash()
	e := &s.evals[key&(evalCacheSize-1)]
	if e.key != key {
		*e = evalSlot{key: key}
	}
	return e
}

// evalCacheSize is how many positions a worker keeps what it knows of
// (evalSlot), by the position's hash: the positions a search meets again
// soon, in its transpositions and in the next iteration's first moves.
// At 16 bytes a slot it is 128 KB, which stays in the processor's
// second-level cache, looked up at every node: with 512 KB (1 << 15) a
// chu search of 3 million nodes ran about 6% slower. A slot only keeps
// what the position gives again, so the size does not change the tree.
const evalCacheSize = 1 << 13

// evalSlot is what a worker keeps of a position it met: its static
// evaluation, when known, and whether the side to move is in check
// (inCheck).
type evalSlot struct {
	key   uint64
	score int32
	known bool
	check uint8 // checkUnknown, checkNo or checkYes
}

// What an evalSlot knows of check.
const (
	checkUnknown uint8 = iota
	checkNo
	checkYes
)

// endScore scores the end of the game at ply for the side to move: a win
// or a loss at this distance from the root, or a draw (drawScore).
func (s *worker) endScore(o rules.Outcome, ply int) int32 {
	switch w, won := o.Winner(); {
	case !won:
		return s.drawScore()
	case w == s.pos.Side():
		return mate - int32(ply)
	}
	return -(mate - int32(ply))
}

// Contempt: a draw scores, for the side to move at the root, its static
// evaluation there divided by contemptDiv, negated, and the opposite for
// the other side. A side ahead prefers any line that keeps a share of its
// lead to a repetition, and a side behind takes one sooner; the share is
// small so that a lead that is only the middle of an exchange is not
// played for at any price.
const contemptDiv = 4

// A lead that does not grow is not played for for ever: once the game has
// gone stallFrom moves without a capture or a promotion (where a
// repetition can end it), a side to move at the root whose pieces
// outweigh the enemy's by at most a pawn for each stallPlies moves beyond
// those, and at most stallCap pawns, scores a draw half a pawn above its
// evaluation, so that it takes a repetition rather than shuffle its
// pieces to the ply limit. A side ahead by more plays on, however long.
// The lead compared is the material's, not the evaluation's, which on an
// emptied board counts a pawn's lead several times over.
const (
	stallFrom  = 60
	stallPlies = 20
	stallCap   = 10
)

// rootContempt returns the contempt for a root whose static evaluation
// is static and whose material lead is lead, both for the side to move
// there (see contemptDiv and stallFrom).
func (s *Searcher) rootContempt(static, lead int32) int32 {
	c := static / contemptDiv
	pawn := int32(s.ev.Table.Pawn)
	allowed := min(pawn*int32(s.stalled-stallFrom)/stallPlies, stallCap*pawn)
	if s.stalled > stallFrom && lead <= allowed {
		c = min(c, -(static + pawn/2))
	}
	return c
}

// drawScore scores a draw for the side to move (see contemptDiv).
func (s *worker) drawScore() int32 {
	if s.pos.Side() == s.rootSide {
		return -s.contempt
	}
	return s.contempt
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
// the context and the other workers, and clockInterval how many calls of
// checkStop at most between two looks at the clock when the search is
// timed: on a loaded machine a node may take a millisecond, and 256 of
// them had overrun a byoyomi of 40 ms by 400 ms. Where the calls between
// two looks take more than lookGap, the looks come twice as often, down
// to one a call; where they take less than a quarter of it, half as
// often. Sixteen calls apart, a search of taikyoku at ply 2,460 (a few
// thousand nodes a second) looked at the clock every 25 to 40 ms, up to
// 139 ms with the machine's other core busy, and a self-play game at 1 s
// a move (1.2 s allowed) was lost on time while the machine also compiled
// the program; with six busy processes beside it, the slowest of 30 such
// moves took 1,039 ms, and 993 ms paced.
const (
	stopInterval  = 256
	clockInterval = 16
	lookGap       = time.Millisecond
)

// checkStop sets and reports s.stop when a limit is reached: the node
// limit, the time for the move (looked at every few calls, worker.timeUp),
// or, looked at every stopInterval nodes (after Options.Yield), another
// worker's stop, the time for the move or the context cancelled.
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
	} else if s.clock.timed() {
		s.stop = s.timeUp(time.Now)
	}
	if s.stop {
		s.halt.Store(true)
	}
	return s.stop
}

// timeUp counts a call of checkStop and, when it is the one to look at
// the clock (see lookGap), reads the time from now, paces the next look
// and reports whether the time for the move is up.
func (s *worker) timeUp(now func() time.Time) bool {
	if s.untilLook--; s.untilLook > 0 {
		return false
	}
	t := now()
	switch gap := t.Sub(s.lastLook); {
	case gap > lookGap:
		s.lookEvery = max(1, s.lookEvery/2)
	case gap < lookGap/4:
		s.lookEvery = min(clockInterval, s.lookEvery*2)
	}
	s.lastLook, s.untilLook = t, s.lookEvery
	return s.clock.pastHard(t)
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
