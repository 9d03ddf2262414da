// Package record reads and writes game records: KIF, the Japanese text
// format lishogi exports and imports chu shogi games in, for every variant;
// and PGN with moves in the XBoard coordinates HaChu and WinBoard use.
//
// A [KIF] is the first stage of reading a record: the text's headers,
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
// origin as （←7八） or (78), double moves as 一歩目 and 二歩目 lines (and
// moves of more legs on 三歩目 ... lines),
// clock fields, comment lines ("* text"), result lines (投了, 詰み, 切れ負け,
// 引き分け, ...), the "まで" line Kifu for Windows writes after the moves
// ([Summary]: "まで64手で時間切れにより後手の勝ち"), a board diagram with
// "v" before White's pieces, and variations (変化). It returns the first problem as an [*Error] at its line
// and column. testdata/KIF.md describes the format line by line.
//
// # Writing
//
// [KIF.Write] writes a record as lishogi's game export writes a chu
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
// # Records and games
//
// [KIF.Game] plays a record's main line under a variant's rules: the
// start diagram or the initial position, then each move, the lines of a
// move of several legs joined into one [rules.Move], each checked legal;
// the first problem is an [*Error] at its line and column ("no piece of
// the side to move on 7八", "the piece on 7八 is 金将, not 銀将", or the
// rules' [*rules.IllegalMoveError] text). A move is checked, not looked
// up among every legal move: a move line with its origin costs the check of
// that piece's move, one without it the moves of the pieces its name
// names, so a replay costs in proportion to its length. A record of more
// than [MaxPlies] plies is refused at the first move past them.
// [ReadKIFGame] reads and plays in one step. [KIFFromGame] turns a played game into a record as lishogi's game
// export writes it: a chu shogi game as lishogi would, line for line but
// for the headers that name its rules (below), and every other game by the
// same rules, generalised — piece names from the variant
// file's notation names, a move of n middle squares (a lion's double move,
// igui, a pass, a lion dog's three steps, ko shogi's shots and multiple
// captures) on n+1 lines 一歩目, 二歩目, 三歩目 ..., kanji ranks past 十二
// (三十六 on taikyoku's board) and the diagram's file numbers past 12.
// [DiagramOf] draws a position as a KIF diagram. testdata/KIF.md, section 9,
// says how each is written.
//
// # Which game a record is
//
// A KIF record names the rules it is played by in three headers,
// [KIF.Ruleset] reads them and [KIF.SetRuleset] writes them:
//
//	変則将棋：chu
//	ルール：lishogi
//	オプション：no-bare-king,cvp-lion-trading
//
// the variant's name, its rule profile (left out for a variant without
// profiles) and its options (left out when none is enabled). [KIFFromGame]
// writes them before the players' headers, and [KIF.Game] refuses a
// record that names other rules than those it is given, at the header
// that names them. lishogi's importer keeps headers it does not know as
// tags of the same name and otherwise ignores them (scalashogi's
// KifParser; and it reads a 手合割 it does not know as an error, so the
// variant is not given there).
//
// # Ends a referee declares
//
// A game ended by time forfeit, an illegal move, abandonment or
// adjudication ([rules.Game.End]) is written so that it reads back to the
// same [rules.Outcome]: in KIF, the result line whose word says the end of
// the side to move (切れ負け, 反則負け, 反則勝ち, 中断 for no contest,
// 引き分け for a drawn adjudication), and a まで line in the words of Kifu
// for Windows where no word says it exactly ("まで64手で時間切れにより後手の
// 勝ち", "まで64手で先手の反則勝ち", "まで64手で対局放棄により先手の勝ち",
// "まで64手で判定により無勝負"); in PGN, the standard's Termination tag
// ("time forfeit", "rules infraction", "abandoned", "adjudication") beside
// the result ("*" for no contest). [KIF.Game] and [PGN.Game] end the game
// they replay as these say.
//
// # XBoard coordinates and PGN
//
// A [PGN] game's moves are in the XBoard protocol's coordinates as HaChu
// writes chu shogi moves ("f3e4,e4f3", "e8e9+"), which [notation.XBoard]
// writes and reads for every game. A [PGN] holds a game's tag pairs
// (Variant, SFEN for a start position, Termination), moves and result: [PGNFromGame] and [PGN.Write] write it,
// [ReadPGN] reads it and [PGN.Game] (or [ReadPGNGame]) plays it, a move
// that does not read being an [*Error] at the column where it stops
// reading, one that is not legal at the move.
// testdata/KIF.md, section 10, gives the sources.
//
// # Limits
//
// Hostile input costs bounded work: a text of more than [MaxKIFSize] bytes
// or [MaxKIFLines] lines (a PGN text of more than [MaxPGNSize] bytes) is
// refused before it is read, and every line is read in time linear in its
// length.
package record
