// Package record reads and writes game records in KIF, the Japanese text
// format lishogi exports and imports chu shogi games in.
//
// A [Record] is the first stage of reading a record: the text's headers,
// start diagram, comments, result and moves, with every move still in the
// notation of the file — destination and origin squares as numbers, the
// piece's name as written, the 成, 居食い and じっと marks, the 仝 that
// stands for the last destination — not yet a move of any game's rules.
// Turning it into moves needs the game's rules and its piece names.
//
// # Reading
//
// [ReadKIF] (or [KIFReader.Read], which can be told the game's piece names)
// reads what lishogi's importer reads for chu shogi: move lines numbered
// "1手目" or "1", full-width or Arabic files, kanji ranks up to 三十六, 仝 or
// 同 for the last destination, the ▲△☗☖ colour marks, 成 and 不成, the
// origin as （←7八） or (78), double moves as 一歩目 and 二歩目 lines,
// clock fields, comment lines ("* text"), result lines (投了, 詰み, 切れ負け,
// 引き分け, ...), a board diagram with "v" before White's pieces, and
// variations (変化). It returns the first problem as an [*Error] at its line
// and column. testdata/KIF.md describes the format line by line.
//
// # Writing
//
// [Record.WriteKIF] writes a record as lishogi's game export writes a chu
// shogi game, so that a record read from a lishogi export is written back
// byte for byte:
//
//	先手：PlayerA
//	後手：PlayerB
//	手数----指手---------消費時間--
//	   1手目   7八歩兵 （←7九）
//	  57手目一歩目 仝獅子 （←7七）
//	  57手目二歩目 7七獅子 （←6六）   (00:12/00:03:25)
//	* a comment
//	  58手目   投了
//
// # Limits
//
// Hostile input costs bounded work: a text of more than [MaxKIFSize] bytes
// or [MaxKIFLines] lines is refused before it is read, and every line is
// read in time linear in its length.
package record
