// Package xboard reads and writes the text of the XBoard/WinBoard protocol
// (version 2, as XBoard 4.9's engine-intf document describes it), with no
// process behind it: what a GUI sends an engine and what an engine
// answers. Package engine/xboardclient drives an engine with it and
// package engine/serve serves one; both write and read the protocol's
// text here and nowhere else, so that what one writes the other reads.
//
// # Positions
//
// [FEN] writes a position as XBoard's setboard sends it and [ParseFEN]
// reads it back. XBoard calls the side that moves first White: "w" is
// shogi's Black (sente) to move. The board is the SFEN's, in the letters
// of the variant file's sfen codes, which for chu shogi are HaChu's and
// XBoard's (hachu.c's chuArray); XBoard writes no castling field for the
// shogi variants, so its chu FEN has five fields, "... w - 0 1", and
// HaChu's setup strings four ("... w 0 1"). ParseFEN takes four to six.
//
// # Moves
//
// [MoveText] writes a move in XBoard's coordinates ([notation.XBoard]) as
// XBoard and HaChu write it: a move of several legs whose middle squares
// are empty is written as the one-leg move it amounts to (a lion's step
// through an empty square, "h5g5", never "h5h6,h6g5", which HaChu refuses
// and XBoard garbles); a pass out and back is XBoard's null move "@@@@";
// a promotion ends in "+"; ranks above 9 have two digits and a board of
// ten ranks counts them from 0. [ParseMove] reads a move back and checks
// it. [MoveLines] splits a move into the "move" lines an engine sends, a
// leg a line as HaChu sends a double capture ("move g6h7," then "move
// h7h6"), and [ParseMoveLine] reads such a line.
//
// # An engine's setup
//
// [ParseSetup] reads the setup line an engine may send on accepting a
// variant (its piece letters, board and start position), and
// [Setup.Check] compares its start with the rules': whose piece stands on
// each square, as the engine's letters are its own.
//
// # Thinking, features, results and clocks
//
// [Thinking] is a line of thinking output ("DEPTH SCORE TIME NODES PV");
// [Feature] and [Option] the engine's feature lines; [Result] the result
// lines of both sides ("1-0 {Black wins by checkmate}"); [Level] the
// level command, and [Stat] the answer to "." in analyze mode.
package xboard
