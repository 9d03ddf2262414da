// Package rules plays the games: positions, legal moves, make and unmake,
// games and their outcomes, SFEN, USI and perft.
//
// [New] compiles a variant into piece kinds (each piece, promoted or not)
// and the parameters of the rule hooks the engine implements: zone
// promotion, promotion by capture, contagious promotion, lion trading, the
// royal-capture rule, royals and commanders, bare king, stalemate and
// repetition. It refuses a variant that uses a hook it does not implement
// yet (ko shogi's shooting, burning, nets and reversion) or moves of more
// than three legs, so that no game is played by rules it does not know.
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
