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
//
// The same API runs in a Web Worker, off the page's thread, with every call
// returning a Promise (a refused call rejects with the same Error):
//
//   const ls = await largeshogi.startWorker("engine-worker.js");
//   const chu = await ls.load({variant: "chu"});
//   const game = await chu.newGame();
//   await game.play("7i7h");
//   const view = await game.snapshot({svg: true});
//
// The worker is engine-worker.js, which also serves the engine over USI
// (engine.js); ls.terminate() ends it.
"use strict";
(function () {
  // result returns a reply's result, or throws its error.
  function result(reply) {
    if (reply.error) {
      const e = new Error(reply.error.message);
      e.problems = reply.error.problems || [];
      throw e;
    }
    return reply.ok;
  }

  // direct runs one method of the Go side on this thread and returns its
  // result.
  function direct(method, args) {
    return result(JSON.parse(globalThis.largeshogiCall(method, JSON.stringify(args || {}))));
  }

  // then applies f to a result, at once or, for a worker's Promise, when
  // it comes.
  function then(r, f) {
    return r instanceof Promise ? r.then(f) : f(r);
  }

  // Game is one game of a loaded variant.
  class Game {
    constructor(variant, state) {
      this.variant = variant;
      this.id = state.id;
      this.call = variant.call;
    }
    state(from) { return this.call("state", {id: this.id, from: from || 0}); }
    moves(notation) { return this.call("moves", {id: this.id, notation: notation || "usi"}); }
    // play, undo, resign, flag and draw return the new state with the
    // moves from index from on (all of them when from is left out); lean
    // leaves out its pieces and royals in danger, for a page that redraws
    // from a snapshot.
    play(move, notation, from, lean) { return this.call("play", {id: this.id, move: move, notation: notation || "usi", from: from || 0, lean: !!lean}); }
    undo(from, lean) { return this.call("undo", {id: this.id, from: from || 0, lean: !!lean}); }
    resign(side, from, lean) { return this.call("resign", {id: this.id, side: side || "", from: from || 0, lean: !!lean}); }
    flag(side, from, lean) { return this.call("flag", {id: this.id, side: side || "", from: from || 0, lean: !!lean}); }
    draw(from, lean) { return this.call("draw", {id: this.id, from: from || 0, lean: !!lean}); }
    history(notation, from) { return this.call("history", {id: this.id, notation: notation || "usi", from: from || 0}); }
    // snapshot returns, in one call, what a page redraws the game from:
    // {state, moves, from, history, svg}, the moves played and the history
    // from index from on, the board drawn in the piece set set when svg.
    snapshot(o) {
      o = o || {};
      return this.call("snapshot", {id: this.id, notation: o.notation || "usi", from: o.from || 0, svg: !!o.svg, set: o.set || "kanji"});
    }
    line(moves, notation) { return this.call("line", {id: this.id, moves: moves, notation: notation || "usi"}); }
    kif() { return this.call("kif", {id: this.id}); }
    pgn() { return this.call("pgn", {id: this.id}); }
    outcome() { return then(this.state(), s => s.outcome); }
    sfen() { return then(this.state(), s => s.sfen); }
    svg(set) { return this.call("svg", {id: this.id, set: set || "kanji"}); }
    free() { return this.call("free", {id: this.id}); }
  }

  // Variant is a loaded variant: its board, pieces, profiles and options.
  class Variant {
    constructor(call, info) {
      Object.assign(this, info);
      Object.defineProperty(this, "call", {value: call});
    }
    newGame(sfen) { return then(this.call("newGame", {id: this.id, sfen: sfen || ""}), s => new Game(this, s)); }
    loadKIF(text, file) { return then(this.call("loadKIF", {id: this.id, text: text, file: file || ""}), s => new Game(this, s)); }
    loadPGN(text, file) { return then(this.call("loadPGN", {id: this.id, text: text, file: file || ""}), s => new Game(this, s)); }
    diagram(piece, square) { return this.call("diagram", {id: this.id, piece: piece, square: square || ""}); }
    piece(id) { return this.pieces.find(p => p.id === id); }
    free() { return this.call("free", {id: this.id}); }
  }

  // apiOf is the API over a way to call the Go side.
  function apiOf(call) {
    return {
      variants: () => call("variants"),
      notations: () => call("notations"),
      source: name => call("source", {variant: name}),
      load: source => then(call("load", source), info => new Variant(call, info)),
    };
  }

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
    return apiOf(direct);
  }

  // startWorker starts the Web Worker at url (engine-worker.js) and
  // resolves to the API, its calls answered by the worker with Promises,
  // once the worker's WebAssembly build has started.
  function startWorker(url) {
    const worker = new Worker(url || "engine-worker.js");
    const pending = new Map();
    let next = 0;
    const call = (method, args) => new Promise((resolve, reject) => {
      const id = ++next;
      pending.set(id, {resolve, reject});
      worker.postMessage({call: method, args: args || {}, id: id});
    });
    return new Promise((resolve, reject) => {
      worker.onmessage = event => {
        const data = event.data;
        if (data && data.ready) {
          const api = apiOf(call);
          api.loadMs = data.ms;
          api.terminate = () => worker.terminate();
          resolve(api);
        } else if (data && data.error !== undefined && data.id === undefined) {
          reject(new Error(data.error));
        } else if (data && pending.has(data.id)) {
          const p = pending.get(data.id);
          pending.delete(data.id);
          try {
            p.resolve(result(data.reply));
          } catch (e) {
            p.reject(e);
          }
        }
      };
    });
  }

  globalThis.largeshogi = {start: start, startWorker: startWorker};
})();
