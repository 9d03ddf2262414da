// Package api is largeshogi's API for JavaScript: the calls the
// WebAssembly build (web/wasm) answers, as JSON text in and out, so that
// the same code runs, and is tested, outside a browser.
//
// A [Session] holds loaded variants and games by id. [Session.Call] takes
// a method's name and its arguments as one JSON object, and replies
// {"ok": RESULT} or {"error": {"message": ..., "problems": [{"file",
// "line", "col", "message"}]}}; problems list a variant file's errors as
// `largeshogi validate` reports them.
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
//   - state {id}: the game's [State]: SFEN, side to move, pieces, the
//     last move with what it removed, the [Outcome].
//   - moves {id, notation}: the moves the game allows ([MoveInfo]), each
//     with its text in the notation, its path of squares and what it
//     removes (captured, igui, shot, burned) or changes.
//   - play {id, move}: plays a move given in USI; the new State.
//   - undo {id}: takes back the last move; the new State.
//   - history {id, notation}: the moves played, in the notation.
//   - svg {id}: the board as SVG, as `largeshogi show -svg` draws it.
//   - free {id}: forgets a variant or game.
//
// # Notations
//
// Moves are written in USI ("usi") and Hodges notation ("hodges").
// [RegisterNotation] adds another under a name that the notation
// arguments then accept.
package api
