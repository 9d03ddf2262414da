// Package search is the built-in engine: a [Searcher] plays any variant the
// rules compile, built-in or from a YAML file with hooks of its own, as an
// engine.Player.
//
// # Use
//
//	s, err := search.New(r, search.Options{Hash: 64})
//	reply, err := s.Go(ctx, game, engine.Limits{MoveTime: time.Second}, func(in engine.Info) {
//		fmt.Println(in.Depth, in.Score, in.PV)
//	})
//
// # Search
//
// Iterative deepening of a principal variation search (alpha-beta with
// null windows after the first move) with aspiration windows at the root,
// a transposition table on the position's Zobrist hash (two entries a
// bucket, allocated once by [New]), a cache of each thread's last static
// evaluations on the same hash, null-move pruning
// (rules.Position.MakeNull), reverse futility pruning and late-move
// pruning of quiet moves in the last three plies, late-move reductions, a
// ply more for a side whose royal piece is attacked — reached by an enemy
// piece (rules.Position.InCheck) that may take it by a legal move, as a
// null move's captures show, so that a reach the rule hooks refuse (tai
// shogi's emperor reaches every square but takes only an unprotected
// royal) is no check; at the horizon too, so that the attack is answered
// rather than stood pat on — and quiescence over the moves that change the material
// (rules.Position.AppendCaptures: captures, burns, promotions; from its
// fifth ply only the recaptures on the last capture's square,
// rules.Position.AppendCapturesOn) with delta pruning, skipping a capture whose static exchange evaluation loses: the
// material the move removed (rules.Position.LastChanges, a hook's burns
// included) against the trade on its square, each side taking with its
// least valuable attacker (rules.Position.Attackers) and free to stop.
// A side ten pawns ahead or more also tries, on quiescence's first ply,
// the quiet moves that attack an enemy royal piece, answered by every
// move of the side attacked (a move that leaves its royal piece attacked
// scoring as the loss it is), so that a mate whose last attack takes
// nothing is seen a ply beyond the depth.
// Moves are tried in the order: the table's move, captures by
// most valuable victim and least valuable attacker (values of package
// eval), promotions, the two killer moves of the ply, captures likely to
// lose (a piece worth more than what it takes, on a square the enemy
// defends), and the rest by their history; the captures likely to lose
// are pruned and reduced late as quiet moves are.
//
// A position where the end rules end the game (rules.Position.End: the
// last royal piece captured, shot or burned, every piece of an objective
// set gone, a bare king) scores as a win or a loss at its distance from
// the root, a mate: Info.Score.Mate is the number of plies to it. A side
// with no legal move loses or draws as the stalemate hook says
// (rules.Position.Outcome); a position met before on the search path or
// in the game scores as the repetition hook ends the cycle since its last
// occurrence (a cycle of passes since the run's first pass): a loss,
// beyond every evaluation, for the side that checked with every move of
// it (perpetual check), or attacked (perpetual attack), or passed first,
// where the variant's rule says so (rules.Rules.CycleVerdict), reported
// as a mate at the distance of the recurrence (Info.Score.Mate, as shogi
// engines report a win by repetition), and otherwise a draw. A verdict
// against the side to move at the root counts at the first recurrence; one
// for it only at the occurrence that ends the game
// (rules.RepetitionEnds), as until then the other side may leave the
// cycle. A draw scores with contempt: for the side to move at
// the root, minus a quarter of its static evaluation there, so that a
// side ahead plays on rather than repeat and a side behind takes a draw;
// once the game has gone 60 moves without a capture or a promotion, a
// side ahead by at most a pawn for each 20 moves beyond those (at most ten
// pawns) scores a draw half a pawn above its evaluation, so that a lead
// that does not grow ends in a repetition rather than at the ply limit.
//
// With Options.Threads above one, the search is lazy SMP: each worker
// goroutine searches the whole tree on its own copy of the position, every
// other one a ply deeper, and they share the transposition table, whose
// entries are written and read without a lock (a torn entry does not match
// its key). The first worker reports and answers; Go returns once every
// worker has stopped.
//
// Options.Weaken makes it weaker on purpose (USI's Skill_Level): fewer
// nodes, and a move chosen among the best few with a random bonus of up to
// seven pawns at the weakest; scores report in pawns of the variant, as
// package eval's Table.Centipawns converts them.
//
// # Limits
//
// Go stops at the first limit reached: the depth, the nodes, the time for
// the move, or the time the clock allows it, or when its context is
// cancelled. On a clock it plans on a 40th of the time left (or its share
// of the moves to go) and three quarters of the increment and of the
// byoyomi, keeps a 16th of the clock or three increments (at most a
// second) in reserve, moving at once below it, and stops deepening after
// half its plan, scaled by what the iterations say: up to 2.5 times where
// the best move changes or its score falls, half once the best move has
// stood for four iterations; it stops searching at twice the plan, and
// plays a lone legal move at once. It then returns the best move of the
// deepest search completed, or of the deeper search in progress if its
// best move so far has been searched to the end.
//
// # Legality
//
// The moves at the root are the game's (rules.Game.AppendMoves), so the
// move Go returns is legal and allowed by the game's history rule; inside
// the tree the search makes the position's legal moves
// (rules.Position.AppendMoves), without allocating.
package search
