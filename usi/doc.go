// Package usi reads and writes the text of the USI protocol, with no
// process behind it: the game a GUI sends as commands, the lines an
// engine answers with, and the commands a GUI asks with. It is the one
// home of that text, in both directions: package engine/usiclient drives
// an engine with it, and package engine/serve answers as one. It knows
// the rules (moves and positions) but no player: its types are plain, and
// those packages convert them to and from package engine's.
//
// # Games
//
// A game written as USI commands is the lines a GUI sends before it asks
// for a move: the options that name the game, then the position command.
//
//	setoption name USI_Variant value chushogi
//	setoption name LargeShogi_Profile value jcsa
//	setoption name LargeShogi_Options value cvp-lion-trading
//	position startpos moves 7i7h 6d6e 6h6g6f
//
// USI_Variant ([OptionVariant]) is the option lishogi and Fairy-Stockfish
// take the game's name in, the variant file's usi-variant; [OptionProfile] and [OptionOptions] name the
// variant file's rule profile and its options, for engines (and readers)
// of this project's variant files; without a profile, USI_Variant's name
// stands for the file's usi-profile (chushogi for lishogi's rules), as
// package engine/serve and the record command read it. [WriteGame] writes
// a game with its profile, [Read]
// reads it back into a [Record] (its settings, start and moves, each word
// with its line and column) and [Record.Game] plays it under the rules
// chosen from the settings; [ReadGame] does both for a caller who knows
// the rules. Moves are in USI as lishogi writes chu shogi's
// ([rules.Position.USI]): the start, each middle square, the end and "+"
// for a promotion, so a lion's double move is 5e6f7g, igui 5e6f5e and a
// pass 5e4e5e.
//
// # An engine's lines
//
// [ParseID], [ParseOption], [ParseInfo] and [ParseBestMove] read what an
// engine sends besides usiok and readyok, and [Option.String],
// [Info.String] and [BestMove.String] write it; [ReadPV] reads an info
// line's PV as moves of the position searched. [Go] is a go command:
// [ParseGo] reads it and [Go.String] writes it; [GoMate] is the go mate
// command of a mate search ([ParseGoMate], [GoMate.String]), answered by
// a [Checkmate] line ([ParseCheckmate], [Checkmate.String]); [SetOption],
// [PositionCommand] and [GameOverCommand] write the other commands a GUI
// sends, and [Read] reads setoption and position back. What one side
// writes, the other reads back the same (the round-trip tests and fuzz
// targets check it).
package usi
