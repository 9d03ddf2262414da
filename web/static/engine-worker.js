// engine-worker.js: largeshogi's engine in a Web Worker, speaking USI.
//
//   const worker = new Worker("engine-worker.js");
//   worker.onmessage = e => console.log(e.data);
//   worker.postMessage("usi");
//   worker.postMessage("position startpos moves 7i7h");
//   worker.postMessage("go movetime 1000");
//
// It runs the page's own WebAssembly file (largeshogi.wasm beside this
// file, or the one ?wasm=URL names) and the engine in it, the search of
// `largeshogi engine`. First it posts {ready: true, ms} (ms: milliseconds
// from the worker's start to the engine's) or {error} if the engine does
// not start. Then each message posted to it is one USI command line (usi,
// setoption, isready, usinewgame, position, go, ponderhit, stop, quit), and
// each line the engine writes is posted back as a string. A message
// {yaml: text, file: "name.yaml"} plays a variant file from then on: the
// answer is "info string variant NAME", or "info string error: " and the
// loader's problems (FILE:LINE:COL: MESSAGE, separated by "; "), the
// variant then staying as it was. A message {call: METHOD, args, id} is a
// call of package api (largeshogi.js's startWorker sends them), answered
// {id, reply} with the reply's {ok} or {error}. Messages posted before the
// engine is ready are carried out once it is. After quit the worker closes.
"use strict";
importScripts("wasm_exec.js");

(function () {
  let started = false;
  const early = [];

  // handle carries out one message of the page.
  function handle(data) {
    let failure = "";
    if (typeof data === "string") {
      failure = globalThis.largeshogiEngineCommand(data);
      if (!failure && data.trim() === "quit") {
        close();
      }
    } else if (data && typeof data.call === "string") {
      const reply = JSON.parse(globalThis.largeshogiCall(data.call, JSON.stringify(data.args || {})));
      postMessage({id: data.id, reply: reply});
    } else if (data && typeof data.yaml === "string") {
      failure = globalThis.largeshogiEngineLoad(data.yaml, typeof data.file === "string" ? data.file : "variant.yaml");
    } else {
      failure = "a message must be a USI command line, {yaml, file} or {call, args, id}";
    }
    if (failure) {
      postMessage("info string error: " + failure);
    }
  }

  onmessage = event => {
    if (started) {
      handle(event.data);
    } else {
      early.push(event.data);
    }
  };

  async function start() {
    const wasm = new URLSearchParams(location.search).get("wasm") || "largeshogi.wasm";
    const go = new Go();
    const result = await WebAssembly.instantiateStreaming(fetch(new URL(wasm, location.href)), go.importObject);
    go.run(result.instance);
    if (typeof globalThis.largeshogiEngineStart !== "function") {
      throw new Error("the WebAssembly file has no engine");
    }
    const failure = globalThis.largeshogiEngineStart(line => postMessage(line));
    if (failure) {
      throw new Error(failure);
    }
  }

  start().then(() => {
    started = true;
    postMessage({ready: true, ms: Math.round(performance.now())});
    for (const data of early.splice(0)) {
      handle(data);
    }
  }, e => {
    postMessage({error: "largeshogi engine: " + (e && e.message ? e.message : String(e))});
    close();
  });
})();
