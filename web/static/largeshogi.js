// largeshogi.js: the JavaScript API of largeshogi's WebAssembly build.
// Load wasm_exec.js first, then this file; then
//
//   const ls = await largeshogi.start("largeshogi.wasm");
//   const chu = ls.load({variant: "chu"});      // or {yaml: text, file: "mine.yaml"}
//   const game = chu.newGame();                 // or chu.newGame(sfen)
//   game.play("7i7h");                          // or game.play("７八歩", "japanese")
//   game.moves("japanese");                     // [{usi, text, from, to, path, promote, changes}]
//   game.kif();                                 // the game as lishogi's KIF
//   game.snapshot({notation: "western", from: 0, svg: true});  // what a page redraws from
//   game.line(["6d6e", "7h7g"], "japanese");    // a line of play written in a notation
//   chu.loadKIF(text);                          // a game from a KIF record
//
// A refused call throws an Error; a variant file's or game record's Error
// has .problems, [{file, line, col, message}], as `largeshogi validate`
// reports them.
"use strict";
(function () {
  // call runs one method of the Go side and returns its result.
  function call(method, args) {
    const reply = JSON.parse(globalThis.largeshogiCall(method, JSON.stringify(args || {})));
    if (reply.error) {
      const e = new Error(reply.error.message);
      e.problems = reply.error.problems || [];
      throw e;
    }
    return reply.ok;
  }

  // Game is one game of a loaded variant.
  class Game {
    constructor(variant, state) {
      this.variant = variant;
      this.id = state.id;
    }
    state(from) { return call("state", {id: this.id, from: from || 0}); }
    moves(notation) { return call("moves", {id: this.id, notation: notation || "usi"}); }
    // play, undo, resign, flag and draw return the new state with the
    // moves from index from on (all of them when from is left out); lean
    // leaves out its pieces and royals in danger, for a page that redraws
    // from a snapshot.
    play(move, notation, from, lean) { return call("play", {id: this.id, move: move, notation: notation || "usi", from: from || 0, lean: !!lean}); }
    undo(from, lean) { return call("undo", {id: this.id, from: from || 0, lean: !!lean}); }
    resign(side, from, lean) { return call("resign", {id: this.id, side: side || "", from: from || 0, lean: !!lean}); }
    flag(side, from, lean) { return call("flag", {id: this.id, side: side || "", from: from || 0, lean: !!lean}); }
    draw(from, lean) { return call("draw", {id: this.id, from: from || 0, lean: !!lean}); }
    history(notation, from) { return call("history", {id: this.id, notation: notation || "usi", from: from || 0}); }
    // snapshot returns, in one call, what a page redraws the game from:
    // {state, moves, from, history, svg}, the moves played and the history
    // from index from on, the board drawn in the piece set set when svg.
    snapshot(o) {
      o = o || {};
      return call("snapshot", {id: this.id, notation: o.notation || "usi", from: o.from || 0, svg: !!o.svg, set: o.set || "kanji"});
    }
    line(moves, notation) { return call("line", {id: this.id, moves: moves, notation: notation || "usi"}); }
    kif() { return call("kif", {id: this.id}); }
    pgn() { return call("pgn", {id: this.id}); }
    outcome() { return this.state().outcome; }
    sfen() { return this.state().sfen; }
    svg(set) { return call("svg", {id: this.id, set: set || "kanji"}); }
    free() { call("free", {id: this.id}); }
  }

  // Variant is a loaded variant: its board, pieces, profiles and options.
  class Variant {
    constructor(info) {
      Object.assign(this, info);
    }
    newGame(sfen) { return new Game(this, call("newGame", {id: this.id, sfen: sfen || ""})); }
    loadKIF(text, file) { return new Game(this, call("loadKIF", {id: this.id, text: text, file: file || ""})); }
    loadPGN(text, file) { return new Game(this, call("loadPGN", {id: this.id, text: text, file: file || ""})); }
    diagram(piece, square) { return call("diagram", {id: this.id, piece: piece, square: square || ""}); }
    piece(id) { return this.pieces.find(p => p.id === id); }
    free() { call("free", {id: this.id}); }
  }

  const api = {
    variants: () => call("variants"),
    notations: () => call("notations"),
    source: name => call("source", {variant: name}),
    load: source => new Variant(call("load", source)),
  };

  // start fetches and runs the WebAssembly file at url and resolves to the
  // API once the Go side answers.
  async function start(url) {
    const go = new Go();
    const response = fetch(url || "largeshogi.wasm");
    const result = await WebAssembly.instantiateStreaming(response, go.importObject);
    go.run(result.instance);
    if (typeof globalThis.largeshogiCall !== "function") {
      throw new Error("largeshogi: the WebAssembly file did not start");
    }
    return api;
  }

  globalThis.largeshogi = {start: start};
})();
