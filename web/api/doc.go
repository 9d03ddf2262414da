// Package api is largeshogi's API for JavaScript: the calls the
// WebAssembly build (web/wasm) answers, as JSON text in and out, so that
// the same code runs, and is tested, outside a browser.
//
// A [Session] holds loaded variants and games by id. [Session.Call] takes
// a method's name and its arguments as one JSON object (an unknown key, a
// key given twice or anything after the object is an error), and replies
// {"ok": RESULT} or {"error": {"message": ..., "problems": [{"file",
// "line", "col", "message"}]}}; problems list a variant file's errors as
// `largeshogi validate` reports them, a game record's first problem at
// its line and column, and the column where a move in a notation stops
// reading.
//
// A session keeps at most [MaxVariants] variants and [MaxGames] games;
// loading or starting one more forgets the one used least recently (a
// call naming it then answers "no game" or "no variant"), and free
// forgets one at once. A game keeps what its replies need up to date as
// moves are played and taken back, so that state, play, undo, a
// history's tail and snapshot cost what their own change costs, however
// long the game: only a list asked for from its start grows with it.
//
// # Methods
//
//   - variants: the built-in variants' names.
//   - notations: the notations moves can be written in ([Notations]).
//   - source {variant}: a built-in variant's YAML text.
//   - load {variant | yaml, file, profile, options}: a [VariantInfo],
//     whose id the calls below take.
//   - diagram {id, piece, square}: a piece's move diagram ([Diagram]),
//     drawn as the rule texts draw it, from square or the centre.
//   - newGame {id, sfen}: a new game of variant id, from its start or
//     from SFEN; its [State], whose id names the game.
//   - loadKIF {id, text, file}: a new game of variant id replayed from a
//     KIF record (package record: lishogi's KIF, for every variant); its
//     State. file names the text in problems ("game.kif").
//   - loadPGN {id, text, file}: the same from a PGN game with moves in
//     XBoard coordinates ("game.pgn").
//   - state {id, from}: the game's [State]: SFEN, side to move, pieces,
//     the last move with what it removed, the [Outcome], and the moves
//     played from the one of index from on (all of them when from is 0;
//     none when it is the number of plies or more). newGame, loadKIF,
//     loadPGN, play, undo, resign, flag and draw take from too: a caller
//     that knows the earlier moves gives their number and gets only the
//     new ones. state, play, undo, resign, flag and draw take lean: true
//     leaves out the pieces and the royals in danger (empty lists), for a
//     caller that redraws the board from a snapshot.
//   - moves {id, notation}: the moves the game allows ([MoveInfo]), each
//     with its text in the notation, its path of squares and what it
//     removes (captured, igui, shot, burned) or changes.
//   - play {id, move, notation}: plays a move written in the notation
//     (USI when none is given); the new State.
//   - undo {id}: takes back the last move; the new State.
//   - resign {id, side}: side ("black" or "white"; the side to move if
//     left out) resigns; the new State. undo takes back the last move and
//     the resignation with it.
//   - flag {id, side}: side ("black" or "white"; the side to move if
//     left out) has run out of time and loses it (a time forfeit); the
//     new State. undo takes it back as it does a resignation.
//   - draw {id}: the players agree a draw; the new State.
//   - history {id, notation, from}: the moves played, in the notation,
//     from the one of index from (0, the first) on. Each move is written
//     once per notation: the history is extended as moves are played,
//     and moves before those already written are written when first
//     asked for.
//   - snapshot {id, notation, from, svg}: what a page needs to redraw the
//     game, in one reply ([Snapshot]): its State with the moves played
//     from index from on in USI, the legal moves as the moves call gives
//     them, the same moves of the history in the notation, and the board
//     as SVG (in the piece set set) when svg is true.
//   - line {id, moves, notation}: moves in USI, a line of play from the
//     game's position such as an engine's principal variation, written in
//     the notation, each in the position it is played from; at most
//     [MaxLine] moves. The moves are played on a copy: the game is left
//     as it was. A move that does not read or is not legal where it comes
//     fails the call, naming its index (from 1) and text.
//   - mate {id, mode, plies, nodes, notation}: package mate's proof of a
//     mate of the side to move ([Mate]): mode "mate" (the default) or
//     "tsume" (checks only), within plies plies ([DefaultMatePlies] when
//     0) and nodes nodes ([DefaultMateNodes] when 0, at most
//     [MaxMateNodes]): its verdict, length and main line, in USI and in
//     the notation. The game is left as it was.
//   - kif {id}: the game as KIF text, as lishogi's game export writes it
//     (record.KIFFromGame, record.KIF.Write).
//   - pgn {id}: the game as PGN text with moves in XBoard coordinates.
//   - svg {id}: the board as SVG, as `largeshogi show -svg` draws it.
//   - free {id}: forgets a variant or game (and frees what it holds).
//
// # Notations
//
// Moves are written and read in every notation of package notation, by its
// name: "usi", "hodges", "xboard", "japanese", "kitao-kawasaki", "western",
// "western-engine", "yorozuya" ([Notations]).
// Each move is written in the position it is played from, so that
// Japanese notation writes 同 for a recapture.
package api
