// Package notation writes and reads single moves in every notation the
// project knows: USI (package rules' own), Hodges notation, the XBoard
// coordinates HaChu and WinBoard use, and the notations shogi players read
// — Japanese, Kitao-Kawasaki, western and western-engine notation as
// lishogi writes chu shogi's moves, and Yorozuya (lishogi issue #880's
// traditional style) — for every game package rules plays.
//
// Each is a [Notation]: [Notation.Write] writes a legal move of a
// [rules.Position], [Notation.Append] a list of them for at most one move
// generation, and [Notation.Parse] reads one back. [All] lists the
// notations and [ByName] finds one by name:
//
//   - usi: [USI]
//   - hodges: [Hodges]
//   - xboard: [XBoard]
//   - japanese: [Japanese]
//   - kitao-kawasaki: [KitaoKawasaki]
//   - western: [Western]
//   - western-engine: [WesternEngine]
//   - yorozuya: [Yorozuya]
//
// Pieces are named as the variant file names them
// ([variant.Piece.NamesOf]: the short name in Japanese, Kitao-Kawasaki and
// Yorozuya notation, the western name in western notation; Hodges
// notation by the variant's abbreviations, as [Hodges] says).
//
// # The notations
//
// For chu shogi each notation from Japanese on writes what lishogi's does
// (WandererXII/shogiops src/notation/move/*.ts); USI, Hodges and XBoard
// write each move in full, as their own documentation says:
//
//	                 one step    recapture  double move      igui        pass       promotion
//	USI              7h7g        7h7g       5e6f7g           5e6f5e      5e4e5e     3d3c+, 3d3c
//	Hodges           G7h-7g      Gx7g       Lnx6f-7g         Lnx!6f      Ln-4e-5e   P-3c+, P-3c=
//	XBoard           f5f6        f5f6       h8g7,g7f6        h8g7,g7h8   h8i8,i8h8  j9j10+, j9j10
//	Japanese         ７七金直     同　金      ６六・７七獅       ６六居喰い    じっと      ３三歩成, ３三歩不成
//	Kitao-Kawasaki   金(78)-77   金x        獅x66-77         獅x!66       --         歩-33+, 歩-33=
//	western          G78-77      Gx77       Lnx66-77         Lnx!66       --         P-33+, P-33=
//	western-engine   G7h-7g      Gx7g       Lnx6f-7g         Lnx!6f       --         P-3c+, P-3c=
//	Yorozuya         午七金直     同　金      巳六・午七獅       巳六居喰い    じっと      寅三歩ナル, 寅三歩
//
// Japanese notation writes the destination (full-width file, kanji rank), or
// 同 and an ideographic space for the last move's destination
// ([rules.Position.LastMove]; for a position without history, the
// lion-capture square its SFEN names, [rules.Position.LionSquare], which
// lishogi's SFEN reader takes as the last move's destination), then the
// piece, then, when other pieces of the same short name could go to the same
// square (by a legal move of one leg, as lishogi counts them: a lion that
// may take a protected lion only in two steps does not count), lishogi's
// marks: 直 (straight forward, for pieces with the trait straight-mark:
// golds, silvers), 上 (up), 引 (back), 寄 (sideways), 右 and 左 (the rightmost,
// the leftmost from the mover's side), 中 (the middle one), and for the moves
// along its file of a piece with the trait jump-mark (the lion, the horned
// falcon) 直 for a step and 跳 for a jump when another piece of its name
// stands beside it. 成 ends a move that promotes, 不成 one that could and does
// not. Kitao-Kawasaki notation writes the short name, the start square in
// brackets when another piece of the name could go to the same square, "-"
// or "x" (a capture) and the destination as file and rank numbers, leaving
// the destination out on the last move's destination; western notation the
// western name, the start square without brackets, and always the
// destination. Yorozuya notation is Japanese notation with files 1 to 12
// named by the earthly branches 子 丑 寅 卯 辰 巳 午 未 申 酉 戌 亥 (file 1 is 子), ナル
// for 成 and nothing for 不成.
//
// # Big boards
//
// Past lishogi's twelve files and ranks, Japanese notation writes files in
// full-width digits (１３, ３６) and ranks in kanji numerals (十三, 二十,
// 三十六); Yorozuya keeps the full-width digits of files past 12.
// Kitao-Kawasaki and western notation write a file or rank as one
// character: 1 to 9, then a to z for 10 to 35 (lishogi writes chu shogi's
// 10, 11 and 12 as a, b and c), then A for 36. Western-engine notation
// writes squares as USI does (7f, 13m, 36jj).
//
// # Moves of several legs, and shots
//
// A move of several legs writes each square where it stops on the way, in
// order, before its destination: in Japanese and Yorozuya notation each
// followed by "・" (５五・５四・５三獅), in the others each after "-" or "x"
// (Lnx55-54x53). A move that comes back to its square having captured is
// igui: its captures are written (５五・５四居喰い, Lnx!55x!54); having
// captured nothing it is a pass (じっと, --). A piece that shoots, as ko
// shogi's do, writes each square it shoots after its destination (the
// square it stands on, if it does not move): 射 and the square in Japanese
// and Yorozuya notation (１１九弓射１１六), "!" and the square in the
// others (LB-b9!b6), before the promotion mark.
//
// # Every move written once
//
// Writing never gives two legal moves the same text, so that reading gives
// back the move written. Where lishogi's form writes two legal moves alike
// (two pieces of one name that the marks do not tell apart, a pass through
// one square or another, two lions taking the same piece by igui), each of
// them is written with the square the piece leaves in brackets after it,
// "７七金(７八)", "G-77(78)", in the notation's own squares; if that is
// still not enough, with the middle squares too: "じっと(７八・６八)",
// "--(78-68)". This is the one place where the notations of chu shogi
// differ from what lishogi's library writes, checked move by move against
// it (testdata/README.md).
//
// # Reading
//
// Parse reads what Write writes for a legal move of the position, and
// other spellings of a move when they read as that move alone: the
// destination written where the notation writes 同 or leaves it out
// (５六金 for 同　金, 金x56 for 金x); nothing for a move that could promote
// and does not (５四歩 for ５四歩不成, P-54 for P-54=); the start square in
// Kitao-Kawasaki and western notation where no other piece needs it
// (G57x56); the start square or the whole path in brackets after the move
// where no other move needs them. Japanese notation also reads Arabic
// digits for full-width ones, 仝 for 同, 同 without the space, and 生 for
// 不成, and Yorozuya the same but 生. An input that is not a legal move is a
// [*ParseError] (wrapping [rules.ErrSyntax]) at the first column where no
// legal move's notation reads on, or, when it reads as several moves (じっと
// for a lion that can pass through any of eight squares), at its end;
// inputs longer than [MaxInput] characters are refused unread.
//
// # Cost
//
// Writing a move costs the legal moves of the pieces of its piece's name,
// and of those whose moves the notation may write alike with it — pieces
// whose names show in what it writes (金 in ７七金成, beside a piece named
// 金成), and where it writes the move with a word that names no piece
// (じっと, 居喰い, --), the pieces whose moves may come back to their
// square — and writing each of them, not a generation of every legal move:
// the moves of a game written one by one, as a record or a history is,
// cost what their own pieces' moves cost. A list of more than four moves
// costs one generation of the position's legal moves. Reading a move costs
// the legal moves of the pieces whose names the input holds (and for an
// input holding a word that names no piece, those of the pieces that may
// come back to their square), written in each spelling; an input that
// reads as no legal move, or as several, costs a generation of every legal
// move more, to say where it stops reading or which moves it reads as. The
// names each notation gives a game's pieces are worked out the first time
// the game is written or read in it, and kept as long as its
// [rules.Rules] is in use.
//
// USI, Hodges and XBoard notation read as their own readers do
// ([rules.Position.ParseUSI], Hodges' and XBoard's):
// USI and XBoard also read "=" after a move that does not promote, XBoard
// the null move "@@@@". Their errors are [*ParseError]s too: XBoard's
// syntax errors at their column; the others — a USI or Hodges syntax
// error, a move that reads but is not legal — at the column the reader
// names (Hodges notation's reader names one for most of its errors) or
// else where the input stops reading as the start of a legal move's
// notation, the reader's message after it; for a move that reads but is not legal, with
// the reader's error as [ParseError.Err], so that the error wraps
// [rules.ErrIllegal] (and, from USI and XBoard, an [*rules.IllegalMoveError])
// rather than [rules.ErrSyntax]. Writing up to four moves in them costs a
// legality check of each; a longer list, one generation of the position's
// legal moves.
//
// # Concurrency
//
// The notations hold no state but the piece names they keep for each game,
// which they share safely: any number of goroutines may use them, each
// with its own position (a [rules.Position] is for one goroutine at a
// time, even to be written about).
package notation
