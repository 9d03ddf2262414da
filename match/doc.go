// Package match referees matches between two engines: it plays the
// games of a schedule between two [engine.Player]s, checks every move
// with [rules.Game], keeps the clocks, declares the ends the rules do not
// see, writes each game as KIF and PGN, and adds the games up into a
// score, an Elo difference with its interval and an SPRT.
//
// # Schedule
//
// A [Match] of N games plays game i from opening i/2, the first engine
// having Black when i is even: each opening is played twice, once with
// each colour. Openings come from a list ([ReadOpenings] reads a file of
// SFENs, USI position commands or move lists), or are drawn at random
// ([RandomOpening]): K plies, each drawn uniformly among the legal moves
// that remove no piece from the board — no capture, igui, shot, burning
// or elimination, as [rules.Position.Changes] reports them — and that do
// not pass, so that neither side starts a game having lost material or in
// a cycle of passes; a drawing that runs
// out of such moves or ends the game is drawn again. The random openings
// depend only on the rules, K, the match's seed and the pair's number, so
// the schedule is a function of the seed.
//
// [Shard] I/N plays the pairs whose number is I−1 modulo N, with the same
// openings as the whole match: N machines with the same seed and shards
// 1/N … N/N play every game once, and [Summarize] merges their results
// files into the whole match's summary.
//
// # Players
//
// Each concurrent game ([Match.Concurrency]) has its own pair of players,
// started by [Engine.Start]. By default it keeps them from game to game,
// telling them of each new game with NewGame, and each player that is an
// [engine.Finisher] and did not fail of how the game ended (USI engines
// hear "gameover", XBoard engines "result"); a player that failed (it
// crashed, hung, broke its protocol or ran out of time without answering)
// is closed and a new one started for the next game. With [Match.Fresh]
// every game starts new players. A player that cannot be started stops
// the match. When the context is cancelled (Ctrl-C in the command), the
// games in play are dropped and every player is closed before
// [Match.Run] returns.
//
// # Clocks
//
// A [TimeControl] gives a fixed time per move, or a clock: main time,
// increment and byoyomi (the time each move may take once the main time
// is spent), with a margin for the time an answer takes to travel. The
// referee keeps both clocks, measuring each move from its request to its
// answer, and tells the player the clocks in [engine.Limits]. A player
// that answers later than its time and the margin, or that says it lost
// on time ([engine.ErrTimeForfeit]), loses by [rules.TimeForfeit]; one
// that does not answer is stopped when its time is up, and loses so too.
//
// # Ends
//
// A game ends by the rules ([rules.Game.Outcome]: royal capture, bare
// king, repetition, no-recurrence, ...); by resignation; by an illegal
// move, which loses ([rules.IllegalMove], the detail naming the rule that
// forbids the move and the player's exact text, whether the player's
// client refused it as an [*engine.IllegalMoveError] or [rules.Game.Play]
// did); by time forfeit; by abandonment ([rules.Abandonment]: the player
// crashed, broke its protocol or did not answer within [Match.Timeout]
// when no clock bounds it), a loss for the player that failed; or by
// adjudication ([rules.Adjudication]): a draw at [Match.MaxPlies], and,
// when [Match.Material] is set, a win for a side that has had a margin of
// pieces over the other for a number of plies in a row. Material is
// counted in pieces, each one, promoted or not: a count the rules give
// for any variant without piece values.
//
// # Records and results
//
// [Match.KIF] and [Match.PGN] give a game's records, with headers naming
// both engines, the variant, its profile and options, the time control,
// the opening, the termination and the referee's detail; KIF gives each
// move's time and, as a comment, the player's last report of thinking
// (depth, score, nodes). [Match.Entry] is the game's line in a results file (JSON,
// one game a line: [WriteEntry], [ReadEntries]).
//
// # Statistics
//
// [Score] counts wins, draws and losses of the first engine, and its
// points in each pair of games played from one opening. [Score.Elo] gives
// the Elo difference of the logistic model ([EloOf]: 75% is +190.8) with
// a 95% interval from the pentanomial model (the spread of the pairs'
// scores) when every game is paired, and from the trinomial model (the
// spread of single games) otherwise. An [SPRT] tests Elo0 against Elo1 by
// the generalised SPRT's normal approximation on the same samples;
// [Match.SPRT] stops a match once it concludes.
package match
