// Package serve makes any [engine.Player] an engine program: it speaks the
// USI or the XBoard protocol over a reader and a writer, for lishogi's
// shoginet, shogi GUIs, XBoard/WinBoard or a referee. Packages
// engine/usiclient and engine/xboardclient are the other end: they drive
// such a program. The USI text, both ways, is package usi's; the XBoard
// text, package xboard's.
//
// [Run] serves the protocol the first command names ("usi" or "xboard");
// [USI] and [XBoard] serve one. A [Config] gives the engine's name, the
// variants it offers (the first is played until the protocol chooses
// another) and a [Factory] that makes the player for a game's rules and
// the [Settings] the protocol sets (hash size, lines of analysis, threads,
// skill). The server makes a new player when the rules or the settings
// change and closes the old one.
//
// Every move received is checked by the rules ([rules.Game]), history
// rules included: an illegal one gets the protocol's answer and changes
// nothing. The player thinks on a goroutine of its own, on a copy of the
// game, with a context that stop, "?" and quit cancel, so the server keeps
// reading commands while it thinks. After a stop the engine plays the
// player's move if it gave one, else the first move of its last line of
// thinking, else the first legal move: a stop is always answered with a
// legal move (or a resignation when there is none).
//
// # USI
//
// The protocol lishogi's shoginet speaks, with lishogi's SFEN and USI for
// chu shogi (lion moves name their middle square: 5e6f7g):
//
//   - usi: "id name", "id author", the options and usiok. The options are
//     USI_Variant, a combo of the variants' USI names
//     ([variant.Variant.USIVariant]: chushogi; any spelling
//     [variants.Lookup] knows is taken too), LargeShogi_Profile and
//     LargeShogi_Options (package usi's [usi.OptionProfile] and
//     [usi.OptionOptions]: the variant's rule profile and its options,
//     separated by commas; empty for those configured), USI_Hash (up to
//     [Config.MaxHash], the player made when it is set, so that a size
//     it cannot have is refused then), Threads,
//     MultiPV and USI_MultiPV (lishogi's name for it) when
//     [Config.MaxMultiPV] is above 1, Skill_Level and USI_AnalyseMode
//     ([Settings]). USI_Ponder is taken as GUIs send it. USI_Variant plays
//     the variant under its usi-profile ([variant.Variant.USIProfile]: the
//     USI name is a program's and means its rules, so chushogi is chu
//     shogi as lishogi plays it), with no options; LargeShogi_Profile and
//     LargeShogi_Options set after it choose others, so a GUI sets
//     USI_Variant first. A variant, profile or option that does not exist
//     is refused when it is set, and the choice stays as it was.
//   - Skill_Level, from -9 to 20 (the range of Fairy-Stockfish's, which
//     shoginet's levels 1 to 10 set), weakens the player below 20, full
//     strength: the built-in search with search.Options.Weaken 20−level
//     (at most 1,000·2^⌊(level+9)/3⌋ nodes a move, and a move chosen
//     among the best four lines with a random bonus of up to (20−level)/4
//     pawns). USI_AnalyseMode is taken as shoginet sends it, true or false,
//     and changes nothing: the player analyses as it plays. (It does not
//     lift Skill_Level: shoginet turns it on for an analysis and never
//     off, and then sets each game's level with Skill_Level alone.)
//   - isready (answered at once, even while thinking), usinewgame,
//     setoption, position startpos|sfen SFEN [moves ...] (read by
//     [usi.Read]), go with btime, wtime, byoyomi, binc, winc, movetime,
//     depth, nodes, infinite and ponder, stop, ponderhit, gameover, quit.
//   - go is answered with "info" lines from the player's [engine.Info]
//     (depth, seldepth, multipv, score cp or mate, nodes, nps, time, pv)
//     and "bestmove MOVE", or "bestmove resign" when the player resigns or
//     the game is over. After go infinite, go ponder or a go with no limit
//     at all, bestmove waits for stop (or, after ponderhit, for the search
//     under the limits of go ponder).
//   - go mate MILLISECONDS|infinite (read by [usi.ParseGoMate]) searches
//     for a tsume of the side to move with package mate's prover (every
//     attacking move gives check, as USI's mate search means; the player
//     is not asked) within the time, or until stop, with a table of
//     USI_Hash's size, and answers one line: "checkmate" and the mate's
//     moves, the mating move last; "checkmate nomate" when it proves
//     there is none, within mate.MaxPlies plies, or when the command does
//     not read or the game is over (after an error line); "checkmate
//     timeout" when the time or stop ends the search first.
//   - Errors are "info string error: ..." lines: a position command with
//     an illegal move names the move's place ("position:1:30: ply 2
//     (3h3g): illegal move ...") and leaves no position: each go until a
//     position command is accepted is answered "info string error: go: no
//     position: the last position command was refused" and "bestmove
//     resign" (shoginet drops the work then), where playing on from the
//     position before would answer for the wrong game, perhaps the wrong
//     side. A go that does not read is answered "bestmove resign" after
//     its error.
//   - Scores are in centipawns of the variant's pawn, as the player
//     reports them (the built-in search: package eval's Table.Pawn), so
//     that 100 is a pawn for lishogi's evaluation bar as for any GUI.
//     The info lines read as shoginet's parseInfo reads them
//     (WandererXII/shoginet src/work/util.ts): every line of thinking has
//     its depth, so an analysis keeps the deepest line's score and PV.
//
// # XBoard
//
// Version 2 of the protocol, as XBoard 4.9 drives an engine (its
// engine-intf document) and HaChu speaks it for chu shogi; its text, both
// ways, is package xboard's, which the client engine/xboardclient reads
// and writes too. XBoard calls the side that moves first white: it is
// Black (sente) in the rules. Moves are [xboard.MoveText]: a file letter
// and a rank number per square, a lion's legs separated by commas
// ("f5f6,f6g7") only where a middle square is not empty (a step through
// an empty square is the one-leg move it amounts to, "h5g5", as XBoard and
// HaChu know it), "+" for a promotion, and "@@@@" for a pass.
//
//   - protover 2 is answered with the features: ping, setboard, playother,
//     usermove, memory, smp (cores), time, analyze, and no draw offers,
//     colors, nps, pause, exclude or signals; myname, variants (the
//     variants' XBoard names, [variant.Variant.XBoardVariant]: HaChu's chu,
//     dai, dada, kyoku, wa-shogi, and ours for the others), and the options
//     (set with "option NAME=VALUE"; other rules start the game again from
//     their start position) of the variant in play: LargeShogi_Profile, a
//     combo of its rule profiles; LargeShogi_Options, the options in force
//     as a comma-separated list; and each of its options as a check box.
//   - new (the first variant, from its start; the engine plays the side
//     that moves second), variant, setboard (XBoard's FEN,
//     [xboard.ParseFEN]: for chu five fields, "... w - 0 1"; or SFEN),
//     usermove, go, playother, force, "?" (move now), undo, remove,
//     result, level, st, sd, time, otim, post and nopost (thinking as
//     "DEPTH SCORE TIME NODES PV", time in centiseconds, a mate as 100000
//     plus its moves), memory, cores (the player's threads), ping, hint
//     (the reply the engine expected to its last move, if any), bk (no
//     book), draw (declined by not answering), quit; accepted, rejected,
//     random, computer, hard, easy, name, rating and ics are taken and
//     need no answer.
//   - analyze: the engine thinks about the position with no limit, its
//     thinking shown, and plays nothing; moves, undo, new and setboard are
//     taken as in force mode and the thinking starts again; "." (the
//     optional status update) has no answer, so XBoard sends no more;
//     exit ends it, in force mode; go is refused until then.
//   - The engine answers "move MOVE" or "resign" (a move of several legs a
//     leg a line, each but the last ending with a comma, as HaChu sends
//     them and WinBoard takes them: "move f5f6," then "move f6g7"), and
//     claims a result the rules give ("1-0 {black wins: royal capture}")
//     after any move that ends the game. An illegal move is answered
//     "Illegal move (REASON): MOVE", a command that cannot be carried out
//     or that the engine does not know "Error (REASON): COMMAND" ("Error
//     (unknown command): COMMAND").
//   - A position setboard refuses is told the user, "tellusererror Illegal
//     position: ...", and leaves no position: until new, variant or a
//     setboard taken, usermove, go and undo are refused ("no position:
//     setboard ... was refused"), so the engine never plays on in the game
//     before.
//   - Until level comes, the time control is XBoard's default: 40 moves in
//     5 minutes.
package serve
