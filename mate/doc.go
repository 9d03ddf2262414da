// Package mate proves mates: for a game's position it finds whether the
// side to move can force a mate within a bound, by proof-number search
// over the rules' own moves and outcomes, in every variant the rules
// compile.
//
// # What a mate is
//
// Moving into check is legal in the large variants: a game ends when a
// royal piece is captured (or a king is bared, or a side has no move),
// not when a king is checkmated. A mate is therefore what a player means
// by it in these games: the side to move, the attacker, mates in N plies
// (N odd, its own moves and the defender's replies, the mating move
// last) when, whatever the defender replies, after at most N plies either
// the game is over and the attacker has won it, or every move the
// defender has lets the attacker end the game at once in its favour —
// taking the last royal piece, baring the king, leaving no move, or
// whatever the variant's end rules say (in a variant won by capturing
// a set of objective pieces, taking the last of a set). Capturing a
// royal piece left en prise is a mate in 1. Every move is a move the [rules.Game] allows, so
// lion trading, counter-strike, the royal-capture rule, two royals (a
// king and a prince, ko shogi's commanders), bare king and the history
// rules (repetition verdicts, no-recurrence) are the rules' own: a
// defence is an escape exactly when the rules let it be one.
//
// In the search's scores (package search) a mate counts the plies to the
// end of the game: a mate in N here is won there in N+2 plies when it
// ends by the capture of a royal piece.
//
// # Modes
//
// [Mate] lets the attacker make any move; [Tsume] only moves that give
// check (that leave a royal piece of the defender attacked, as
// [rules.Position.InCheck] says) or that end the game in its favour, as
// composers of tsume problems mean it.
//
// # Verdicts
//
// [Solve] answers [Found] with the shortest N and a main line of N plies
// in which every defence is a longest resistance (the line's own mate is
// no shorter than N); [NoMate] when no mate exists within the bound; or
// [Unknown] when the node budget or the context ends the search first,
// with the longest bound for which no mate was proved.
//
// # Method
//
// Depth-first proof-number search (df-pn, Nagai 2002) over AND/OR
// nodes: the attacker's moves are OR nodes, the defender's AND nodes.
// Each node is keyed in a transposition table, sized by the caller, by
// its position's hash, the plies that remain and the positions the line
// went through to it since the root or since the last move that took a
// piece (those that could recur below it), so that the search graph has
// no cycle and a result holds for exactly that bound. Solve
// proves "no mate" for the bounds 1, 3, 5, ... until one proves a mate:
// the first is the shortest. The main line is then drawn from the
// proofs, the defender's move at each of its nodes being one for which
// no shorter mate can be proved.
//
// The history rules make a position's value depend on the moves that
// led to it: under no-recurrence a king may not step back to where it
// stood two moves before, and a repetition's verdict counts a
// position's earlier occurrences. Keyed by its position alone, a node's
// disproof found along one line, where the king could step back, was
// taken along another, where it could not, and a mate in 5 was missed
// (the graph-history interaction of proof-number search). Keyed with the
// positions that could recur, lines through the same positions still
// share their results, in whatever order they went through them; other
// transpositions do not, which costs up to three times the nodes on the
// tsume of BenchmarkTsume. The positions of the game before the root are
// the same for every node and are not in the key.
package mate
