// Package rules plays the games: positions, legal moves, make and unmake,
// games and their outcomes, SFEN, USI and perft.
//
// # Positions, moves and games
//
// [New] compiles a variant into [Rules]; [Rules.NewPosition] and
// [Rules.ParseSFEN] give a [Position], kept up to date move by move,
// Zobrist hash included: [Position.AppendMoves] appends the legal moves to
// a caller's buffer without allocating, [Position.Make] and
// [Position.Unmake] play and take back. A position knows when its end rules
// end the game: [Position.End] asks them (a royal piece captured, a bare
// king), [Position.Outcome] adds the no-move rule, and once the game is
// over AppendMoves lists nothing and every move is illegal, as in a
// [Game]; so [Perft] stops at a game's end, as Fairy-Stockfish's does.
//
// A [Move] is a comparable value: its start, its end, its middle squares
// (Via[:NVia]: a lion's first step, the square of igui or of a pass, the
// pieces a move of several captures takes, the squares a piece shoots) and
// whether it promotes. Move{From: a, To: b} is the move of one leg; its
// String is its USI. Squares name themselves ([board.Square.String]), so a
// move prints without its board. The position writes and reads USI
// ([Position.USI], [Position.ParseUSI]); the other notations (Hodges,
// Japanese, western, ...) are package notation's, which reads what a
// notation needs through [Position.At], [Rules.Face],
// [Position.AppendKindMoves] and [Position.AppendShotTouches].
// [Position.Changes] lists what a move does to the board and why (the
// pieces it captures, takes by igui, shoots or burns; promotions, cascades,
// reversions), and [Position.Attackers] the pieces that reach a square.
//
// A [Game] keeps the start position and the moves, and applies the history
// rules: [Game.AppendMoves] offers only the moves the history allows (under
// no-recurrence, none that recreates an earlier position) and none once
// the game is over; [Game.Play] refuses anything else without changing the
// game. Its [Outcome] is a [Result] (undecided, a win for either side, a
// draw, no contest) and a [Termination] (royal capture, bare king,
// stalemate, repetition, perpetual check, no-recurrence, ...), kept from
// move to move, so that Play costs a legality check, the move and the end
// rules, not a move generation.
//
// # Ends the rules do not see
//
// The players and a referee end a game in ways the board does not show:
// [Game.End] ends it by a declared [Termination] — resignation and
// agreement ([Game.Resign], [Game.AgreeDraw] say them for short), time
// forfeit, an illegal move the loser sent (the game refuses the move and
// the referee ends the game), abandonment (an engine crashed, lost its
// connection or hung) and adjudication (a referee's decision, at a maximum
// number of plies or on material). Each has the results it can have (a
// time forfeit or an illegal move is a win, an agreement a draw, an
// abandonment a win or no contest, an adjudication a win, a draw or no
// contest), and End refuses, without changing the game, an undecided
// outcome, an end the rules decide themselves (royal capture, repetition,
// ...: [Termination.Declared] tells them apart) and a game already over.
//
// # Searching
//
// A search plays on its own [Position.Clone] of a game's position, with
// Make and Unmake, and asks at every node, without allocating:
// [Position.End] whether the end rules have ended the game (cheap: kept in
// the undo log), [Position.AppendMoves] and, for a quiescence search,
// [Position.AppendCaptures] (the moves that remove a piece or promote)
// and [Position.AppendCapturesOn] (those that end on one square: the
// recaptures there, found from the pieces that could capture on it);
// [Position.InCheck] whether the enemy's pieces reach a royal piece and
// [Position.CapturesRoyal] whether one of the captures of the side to move
// takes one (after a null move: whether the side to move is in check);
// [Position.Legal] whether a move from its transposition table is legal,
// without building an error; [Position.LastChanges] what the last move did
// to the board, for an incremental evaluation; [Position.HashAt],
// [Position.MoveAt] and [Position.Repeats] the positions and moves along
// its path, for repetitions, which [Rules.Repetition] says how to judge;
// [Position.MakeNull] and [Position.UnmakeNull] a null move. When a node
// has no move, [Position.Outcome] says how the game ended there. The move
// a search plays must be one the game allows: [Game.AppendMoves] or
// [Game.Legal], which see the whole history.
//
// # Errors
//
// Malformed input (a USI, Hodges or SFEN string that does not read) gives
// an error wrapping [ErrSyntax]; an illegal move, an [*IllegalMoveError]
// wrapping [ErrIllegal], which names the rule hook that forbids the move
// ("lion-trading", "repetition") when one does; a move after the end of a
// game, an error wrapping [ErrGameOver]. An error quotes at most 40
// characters of its input, then "…" and the input's length in bytes, so
// that a long input gives a short message.
//
// # Concurrency
//
// A [*Rules] is immutable once [New] returns it: any number of goroutines
// may share it, each with its own positions and games. A [Position] and a
// [Game] are for one goroutine at a time, even through methods that look
// read-only: generation, legality checks, notations, Changes and
// Attackers use scratch space inside the position and briefly change its
// board. Give each goroutine its own ([Position.Clone], [NewGame]).
// [RegisterHook] may be called from any goroutine, before the variants
// that use the hook are compiled.
//
// # Zero values
//
// The zero [Move] is no move, and the zero [Outcome] a game in play. The
// zero [Position] and [Game] (and a nil *Game) have no rules: they have no
// moves, write no SFEN, and the methods that would play or read a move
// return an error; Unmake and Undo report that there is nothing to take
// back. Get positions from [Rules.NewPosition] and [Rules.ParseSFEN].
//
// # Rule hooks
//
// Every rule beyond the pieces' moves is a hook: [New] compiles each hook
// the variant names (and the default win, stalemate and repetition hooks
// when it does not) into small implementations of the phases the engine
// calls — [PieceFilter] and [MoveFilter] (in generation and legality checks
// alike, so that a move is legal exactly when it is generated),
// [PromotionRule], [Transformer], [Effect] (every change recorded for
// Unmake), [Stateful] (hashed, and written in SFEN), [EndRule],
// [NoMoveRule] and [HistoryRule]. The engine loops over the hooks of each
// phase and knows none by name; builtin.go lists the built-in hooks in the
// order they run, each in a file named after it. [RegisterHook] gives a
// hook of one's own its behaviour (see examples/palace), with parameters of
// its own type; [New] refuses a hook it would ignore (see [Hook]). [Validate]
// compiles a variant under every profile and option, reporting refusals at
// their line in the file.
//
// [New] compiles a variant into piece kinds (each piece, promoted or not)
// and the parameters of the rule hooks the engine implements: zone
// promotion, promotion by capture, contagious promotion, lion trading, the
// royal-capture rule, royals and commanders, bare king, stalemate,
// repetition, and ko shogi's shooting, capture immunity, promotion on
// capture, cascades, burning (active and passive), nets, reversion and
// loss of powers. It refuses a variant that uses a hook without behaviour,
// and moves of more than six legs, so that no game is played by rules it
// does not know.
//
// # Bounds
//
// Every input is bounded before any work: a variant's pieces by the
// loader's and the Betza compiler's bounds (package variant and betza; a
// piece's move may try at most 100,000 squares on the largest board, and
// take at most six legs), SFEN move numbers by [MaxMoveNumber]. Undo keeps
// every change a move makes, however many. Sharing is the subject of
// Concurrency above.
//
// What a position can offer is bounded when the variant is compiled:
// [Rules.MoveBound] is an upper bound on the legal moves of any position
// holding the setup's pieces, each promoted or not — the sum, for the side
// that could offer more, of what each piece could make from any square
// whatever the board holds, by its own move or by one a rule hook may give
// it in place of its own (the move that remains after a loss of power),
// whichever offers more (its rays' squares for a move of steps, leaps and
// slides; for any other, what its Betza program can generate on the
// board, and no more than the board's squares for each square a move
// names). [New] refuses a variant whose bound is above [MaxMoves], one
// million, at the move of the piece that adds most, naming the pieces that
// drive it; [Rules.ParseSFEN] refuses a position whose pieces could offer
// more. The built-in games' bounds: sho 280, wa 481, chu 1976, dai 2590,
// dai dai 4475, maka dai dai 7640, tenjiku 7734, tai 17732, ko 89404,
// taikyoku 92662. [Validate] compiles a variant's pieces once and the
// hooks of each profile and option on them, so that its cost does not
// multiply with the profiles and options.
//
// # Dai dai and maka dai dai shogi
//
// Promotion by capture follows the capture-promotion hook: in dai dai
// shogi compulsory at the end of a piece's first capturing move (a piece
// that arrived by promotion has nothing to promote to); in maka dai dai
// shogi optional when capturing unpromoted pieces and compulsory when any
// piece captured is promoted. Contagious promotion replaces it: a piece
// that captures a contagious piece becomes the promoted kind that moves as
// the rule says (the promoted Deva for a teaching king), taking the last
// contagious piece captured along its path; the exempt pieces keep their
// normal promotion. The royal-capture hook lets the emperor take a royal
// piece only if the opponent could not recapture on its square after the
// move. Under dai dai and maka dai dai shogi's no-recurrence rule a move
// that recreates a position that occurred with the same side to move is
// illegal: a [Game] neither offers nor plays it (so two passes in a row are
// impossible), and a side whose every move would do so has no legal move.
// The JCSA's fourfold rule is their option jcsa-repetition.
//
// # Ko shogi
//
// Shots are x legs: the piece captures without moving, and a shot at an
// empty square does nothing (so a piece that may only shoot can pass).
// Whether a shooter may shoot without moving first the text leaves open;
// by default it may not, as the Betza strings read, and the shooting
// hook's shoot-without-moving parameter lets every shot made after a move
// be made from where the piece stands too. The
// shooting hook limits what each shooter may hit (the shot table's target
// classes), what it may not shoot over, and the five-li fog: a shooter not
// exempt may not shoot at all within the fog's radius (five, in king steps,
// from the square it shoots from) of an enemy fog, and the Frankish cannon
// and chariot of the gods hit a fog only from six or seven away. A burner
// that lands removes every piece within its radius, its own side's too
// (only the landing burner burns: a piece that lands next to an enemy flame
// is not burned, and a flame landing next to an enemy flame burns it). An
// enemy net freezes every piece of the side to move on its ranging lines,
// to the edge of the board. Captures that promote on the spot do so
// whatever the zone; the clerk's promotion also promotes its side's
// advance and rear guards and removes enemy poison flames. Reversion and
// loss of powers follow captures of their trigger pieces (unpromoted ones,
// as the file says) and, for the fog, the nearness of an immaculate light;
// lost powers are part of the position: its hash, and the third SFEN field
// ("b:pawn,w:drum").
//
// # Chu shogi
//
// The profiles of variants/chu.yaml select the rules: jcsa (the default,
// the Japanese Chu Shogi Association's) and lishogi (as lishogi plays).
// They differ in promotion (lishogi gives the lance the pawn's last-rank
// chance), in the counter-strike rule (the JCSA's Okazaki rule allows a
// non-lion to take an unprotected lion right after a lion was taken; lishogi
// does not) and in the bare-king rule (lishogi's ends the game at once; the
// JCSA's lets the bared side answer by baring back or taking the king). In
// both, a lion may not take a non-adjacent lion that the opponent protects
// — judged both before the move and after it, with hidden protectors
// behind the capturing lion counting — unless its first step took a piece
// other than a pawn or go-between; the ban after a lion is taken covers
// every non-lion capture of a lion on another square, a falcon's or
// eagle's first step included. The option cvp-lion-trading judges a double
// capture only after the move. The option middle-shogi-manual-promotion
// reads the Manual's "pieces regain their promotability after they move
// once without promoting" as: any move that starts in the zone may promote
// (entering without promoting was that one move).
//
// Moving into check is legal; a side that loses its last royal piece loses;
// a side with no legal move loses; a position that occurs for the fourth
// time with the same side to move ends the game: the side that checked, or
// failing that attacked, with every move of the cycle while the other did
// not loses, and so does the side that passed first in a cycle of passes;
// otherwise it is a draw.
package rules
