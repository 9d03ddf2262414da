// Package rules plays the games: positions, legal moves, make and unmake,
// games and their outcomes, SFEN, USI and perft.
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
// hook of one's own its behaviour (see examples/palace). [Validate]
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
// # Bounds and sharing
//
// Every input is bounded before any work: a variant's pieces by the
// loader's and the Betza compiler's bounds (package variant and betza; a
// piece's move may try at most 100,000 squares on the largest board, and
// take at most six legs), SFEN move numbers by [MaxMoveNumber]. Undo keeps
// every change a move makes, however many. A [*Rules] is immutable and may
// be shared by any number of goroutines; a [Position] or [Game] belongs to
// one goroutine at a time, even for methods that look read-only (they use
// scratch space and test protection by changing the board for a moment).
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
// move. Dai dai shogi's no-recurrence rule is judged in [Game.Outcome]: the
// player who recreates a position loses, as the text rules an illegal move.
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
// A [Position] is kept up to date move by move, Zobrist hash included:
// [Position.AppendMoves] appends the legal moves to a caller's buffer
// without allocating, [Position.Make] and [Position.Unmake] play and take
// back. A [Move] names its start, its middle square when it takes two legs
// (a lion's first step, igui, a pass) and its end, and whether it promotes.
// A [Game] keeps the history, rejects illegal moves without changing
// anything, and tells the [Outcome].
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
