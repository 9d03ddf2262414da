// Package betza reads Betza's funny notation for piece moves, in the dialect
// the rule texts of the large shogi variants use, and compiles it into
// programs that enumerate a piece's moves without allocating.
//
// The stages are those of regexp/syntax: [Parse] turns a notation into a
// syntax tree ([Move]) whose String method writes the canonical notation
// back; [Compile] (or [CompileMove]) flattens the tree into a [Program] of
// legs; a [Generator] walks a program from a square over an occupancy and
// appends every [Outcome] to a caller's buffer. [Draw] renders a program on
// an empty board as the rule texts draw moves, every square with all the
// marks it has ([Mark] is a set: the lion's neighbours are steps and igui).
//
// # Atoms
//
//	W wazir (1,0)    F ferz (1,1)     D dabbaba (2,0)   A alfil (2,2)
//	N knight (2,1)   H (3,0)          C camel (3,1)     Z zebra (3,2)
//	G (3,3)          K king (W+F)     U universal leaper: any square
//
// A doubled atom is a rider (WW, NN); R, B and Q are the riders WW, FF and
// KK. A number after an atom limits the range (R4: one to four squares), an
// exclamation mark makes it exact (R4!: four squares, no fewer), and an
// inequality gives both bounds, R(2≤n≤4), also written R(2<=n<=4). Leapers
// jump over whatever stands between; riders need every square they pass to
// be empty.
//
// # Directions
//
// On a first leg, f b l r mean forward, backward, left and right for the
// side to move; v is forward and backward, s left and right. On orthogonal
// atoms letters add up (frW steps forward or right). On diagonal atoms a
// pair of a vertical and a horizontal letter names one diagonal (frF is the
// forward-right step), single letters the two diagonals on that side. On
// oblique atoms such as the knight a doubled letter names the narrow pair
// (ffN: the two forward knight moves of shogi), fs and bs the wide pairs,
// and two different letters xy the one move of the y-pair on the x side
// (rfN: the right member of the narrow forward pair). K applies the rules
// of W to its orthogonal steps and of F to its diagonal ones. Brackets group
// letters that form one direction: fR[fl][br]B ranges forward orthogonally
// and along the forward-left and backward-right diagonals.
//
// # Modality and hopping
//
// A leg may move and capture unless told otherwise: m only moves to an
// empty square, c only captures. x shoots: the leg captures the enemy piece
// on its target without the piece moving there; aimed at an empty square it
// does nothing, so xK can pass its turn or shoot any adjacent enemy, and cxK
// can only shoot. p lets a rider jump over one piece on its path, pN over up
// to N, pp over any number: ppQ5 reaches any square within five along the
// eight lines, however many pieces stand between.
//
// # Legs
//
// xxxayyyK is an xxxK move, possibly followed by a yyyK move from where the
// first one ended. The letters written before the a belong to the first
// leg, which borrows the atom written after it (RmaR: a rook move to an
// empty square, then possibly a second rook move). A continuation leg may
// go in any direction unless its direction letters say otherwise, and they
// are read relative to the previous leg: f straight on, b straight back, v
// either (the same line), l and r a right-angle turn, s either turn, and
// fl, fr, bl, br the oblique quarter between. Every leg may capture and go
// on, so a lion's KaK captures twice, and the moving piece's own start
// square counts as empty: a leg back to it is igui (a capture without
// moving) or a pass.
//
// An a may carry a count: the legs before and after it make up to that many
// legs in all (Wa5fW: a step, then up to four more straight on). With ! the
// continuation is compulsory: a!5W takes exactly five steps. Continuation
// legs are otherwise optional. An a at the start repeats what follows: aK is
// KaK, a3K is up to three king steps, and avW is WavW (the first copy bare,
// as in xxxayyyK with xxx empty); a[DA]acxK makes the whole of [DA]acxK
// twice. After an x leg the next leg starts where the piece stands.
//
// # Brackets
//
// Square brackets group: D[aK] moves as a dabbaba or twice as a king, while
// DaK is a dabbaba move followed by a king step. Modifiers before a bracket
// apply to the first legs inside it: f[avW] is fWavW, cx[Q5ppQ5] shoots as
// cxQ5 or cxppQ5. [crM], as the chu shogi text writes it, is M, optionally
// followed by the step straight back to where M began: [crfW] steps or
// captures forward, may capture and come back (igui), or step out and back
// (a pass).
//
// # Readings chosen where the texts are ambiguous
//
//   - Modifiers standing alone between two a's qualify the leg after them:
//     KavKafavK is K, then vK, then fvK, three steps along one line, the
//     lion dog's move as the maka dai dai shogi text describes it.
//   - The count after a counts the legs of the whole chain segment, so a3K
//     is at most three steps, as the ko shogi text says.
//   - DaK is a dabbaba then a king step, as the chu shogi text defines it.
//     The dai dai and maka dai dai texts write the lion NADaK; read strictly
//     that notation adds three-square jumps, so the variant files use
//     NAD[aK] and record the difference.
//   - RmaR and BmaB let the second leg go any way, including back the way
//     it came, so strictly read they can pass; the texts' words allow only
//     a right-angle turn, so the variant files write mRasR-style moves and
//     record the difference.
//   - h, which some Betza dialects use, appears in none of the texts and is
//     not accepted.
//
// # Outcomes
//
// An [Outcome] records where a move ends and what it did on the way: the
// end point of every leg ([Through], [Capture], [Shot], [Aim]) and every
// piece it hopped over ([Hop]). Outcomes that end on the same square and
// remove the same pieces are one outcome unless the caller asks for every
// path.
//
// # Bounds
//
// No notation can make this package hang or exhaust memory: every input is
// refused with an [Error] at a column, or handled within these bounds.
//
// [Parse] refuses a notation
//
//   - longer than 1024 bytes;
//   - whose canonical form, the notation with every repeat of a prefix 'a'
//     written out, is longer than 1024 bytes. The form is measured as it is
//     written, stopping at the limit, so 24 leading a's cost no more than
//     one;
//   - with brackets nested deeper than 8, a count after 'a' above 16, or a
//     range or hop count above 64.
//
// [Compile] and [CompileMove] refuse a move, at the leg where it passes the
// bound,
//
//   - of more than 2048 legs once every count is expanded, or more than
//     16384 links between them;
//   - that may take more than 16 legs ([Program.MaxLegs] tells how many it
//     can take);
//   - that may touch more than [MaxTouches] squares: its legs' ends and the
//     pieces it hops;
//   - that may try more than 100000 squares in one generation on a 36×36
//     board. The compiler works this out from the program alone: a leg that
//     may start n times tries every direction it allows (after the
//     direction of the leg before) to the edge of the largest board, and
//     every square it may end on starts the legs after it once more. The
//     largest move of the rule texts, ko shogi's [R5]a[a[cxQ7]], may try
//     63860.
//
// Compiling takes time and memory in proportion to the expanded program.
// Each outcome ends on a square tried, so a generation appends at most
// 100000 outcomes. A [Generator] finds a repeated outcome through a hash
// table of the squares each outcome removes, and once its buffer and table
// have grown it does not allocate: on a 36×36 board full of enemies the
// costliest moves the bounds accept, such as UaKaK, generate in a few
// milliseconds.
package betza
