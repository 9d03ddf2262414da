// engine.js: the page's client of largeshogi's engine, which runs in a Web
// Worker (engine-worker.js) and speaks USI. Load it with a <script> tag;
// then
//
//   const e = await LargeshogiEngine.start("engine-worker.js"); // e.loadMs, e.name
//   await e.setVariant({usiVariant: "chushogi", profile: "", options: ""});
//   await e.setVariant({yaml: text, file: "mine.yaml"});        // resolves to {name}
//   await e.newGame();
//   const r = await e.go({position: "startpos moves 7i7h", movetime: 1000},
//                        info => console.log(info.depth, info.score, info.pv));
//   r.bestmove;  // "3d3e", or "resign"
//   r.ponder;    // the reply the engine expects, or ""
//   r.infos;     // every info line of the search, read
//   e.stop();    // the pending go resolves with the engine's move
//   e.terminate();
//
// go takes the position (as after USI's "position": "startpos" or "sfen
// ...", with "moves ..."), one limit: movetime or depth (or nodes), clock
// {btime, wtime, byoyomi, binc, winc} (milliseconds), infinite: true or
// ponder: true (both answer only after stop, or ponderhit()); and a
// function called with each info as it comes. An info is {depth, seldepth,
// multipv, score: {cp} or {mate}, nodes, nps, time, pv: [USI moves]}, with
// the fields the line has; "info string TEXT" is {string: TEXT}. A go
// sent while another thinks ends that one first, with its move.
//
// A variant file becomes the variant played (the engine starts again on
// it, keeping USI_Hash and MultiPV); setVariant({usiVariant}) goes back to
// a built-in one. setOption(name, value) sets USI_Hash or MultiPV (then
// infos carry multipv); e.options are the engine's "option" lines.
// command(line) sends any USI command and resolves to the lines answered
// before the engine is ready again (it sends isready after it). A refused
// setVariant, newGame or command rejects with an Error whose .problems
// are [{file, line, col, message}] for a variant file, as largeshogi.js
// gives them; the engine's state is then as it was. e.onLine, when set,
// sees every line the engine writes.
"use strict";
(function () {
  const numbers = ["depth", "seldepth", "multipv", "nodes", "nps", "time", "hashfull", "currmovenumber"];

  // parseInfo reads one USI info line.
  function parseInfo(line) {
    const f = line.trim().split(/\s+/);
    const info = {};
    for (let i = 1; i < f.length; i++) {
      const key = f[i];
      if (numbers.includes(key)) {
        info[key] = Number(f[++i]);
      } else if (key === "score") {
        const kind = f[++i];
        info.score = {[kind]: Number(f[++i])};
        if (f[i + 1] === "lowerbound" || f[i + 1] === "upperbound") {
          info.score[f[++i]] = true;
        }
      } else if (key === "currmove") {
        info.currmove = f[++i];
      } else if (key === "pv") {
        info.pv = f.slice(i + 1);
        break;
      } else if (key === "string") {
        info.string = line.trim().split(/\s+/).slice(i + 1).join(" ");
        break;
      }
    }
    return info;
  }

  // problemsOf reads the problems of an "info string error: " line: each
  // FILE:LINE:COL: MESSAGE, separated by "; ".
  function problemsOf(text) {
    return text.split(/; (?=[^;]*:\d+:\d+: )/).map(p => {
      const m = /^(.*?):(\d+):(\d+): (.*)$/.exec(p);
      return m ? {file: m[1], line: Number(m[2]), col: Number(m[3]), message: m[4]} : null;
    }).filter(p => p);
  }

  // refusal is the Error of "info string error: " lines.
  function refusal(texts) {
    const e = new Error(texts.join("\n"));
    e.problems = texts.flatMap(problemsOf);
    return e;
  }

  const errorPrefix = "info string error: ";

  class Engine {
    constructor(worker) {
      this.worker = worker;
      this.loadMs = 0;
      this.name = "";
      this.onLine = null;
      this.searches = []; // the pending go calls, oldest first
      this.waiter = null; // the command waiting for its answer
      this.queue = Promise.resolve(); // commands, one after another
      this.failure = null;
    }

    // receive routes one line: bestmove and info to the oldest search,
    // other lines (and info string while a command waits) to the command.
    receive(line) {
      if (this.onLine) {
        this.onLine(line);
      }
      const search = this.searches[0];
      const thinking = line.startsWith("bestmove") || (line.startsWith("info") && !line.startsWith("info string"));
      if (this.waiter && !(search && thinking)) {
        this.waiter(line);
        return;
      }
      if (!search) {
        return;
      }
      if (line.startsWith("bestmove")) {
        this.searches.shift();
        const f = line.trim().split(/\s+/);
        search.resolve({bestmove: f[1] || "", ponder: f[2] === "ponder" ? f[3] : "", infos: search.infos});
      } else if (line.startsWith("info")) {
        const info = parseInfo(line);
        search.infos.push(info);
        if (search.onInfo) {
          search.onInfo(info);
        }
      }
    }

    // fail rejects everything pending: the worker has failed.
    fail(error) {
      this.failure = error;
      for (const s of this.searches.splice(0)) {
        s.reject(error);
      }
      if (this.waiter) {
        this.waiter(null);
      }
    }

    // send posts one message to the worker.
    send(message) {
      if (this.failure) {
        throw this.failure;
      }
      this.worker.postMessage(message);
    }

    // exchange posts messages, after the commands before it have been
    // answered, and resolves to the lines received up to the one done
    // accepts (included).
    exchange(messages, done) {
      const run = () => new Promise((resolve, reject) => {
        const lines = [];
        this.waiter = line => {
          if (line === null) {
            this.waiter = null;
            reject(this.failure);
            return;
          }
          lines.push(line);
          if (done(line)) {
            this.waiter = null;
            resolve(lines);
          }
        };
        try {
          messages.forEach(m => this.send(m));
        } catch (e) {
          this.waiter = null;
          reject(e);
        }
      });
      return this.later(run);
    }

    // later runs fn after the messages posted before, and resolves to
    // what fn resolves to.
    later(fn) {
      const done = this.queue.then(fn);
      this.queue = done.catch(() => {});
      return done;
    }

    // command sends USI command lines, then isready, and resolves to the
    // lines answered before readyok; it rejects if one is an error.
    async command(...lines) {
      const answer = await this.exchange([...lines, "isready"], line => line === "readyok");
      answer.pop();
      const errors = answer.filter(l => l.startsWith(errorPrefix)).map(l => l.slice(errorPrefix.length));
      if (errors.length > 0) {
        throw refusal(errors);
      }
      return answer;
    }

    // setVariant chooses the variant the engine plays: a built-in one by
    // its USI name ({usiVariant, profile, options}: the profile and the
    // variant's options, separated by commas, "" for their defaults), or a
    // variant file ({yaml, file}), which resolves to {name}.
    async setVariant(v) {
      if (typeof v.yaml === "string") {
        const answer = await this.exchange([{yaml: v.yaml, file: v.file || "variant.yaml"}],
          line => line.startsWith("info string variant ") || line.startsWith(errorPrefix));
        const last = answer[answer.length - 1];
        if (last.startsWith(errorPrefix)) {
          throw refusal([last.slice(errorPrefix.length)]);
        }
        return {name: last.slice("info string variant ".length)};
      }
      const value = s => (s ? s : "<empty>");
      await this.command(
        "setoption name USI_Variant value " + v.usiVariant,
        "setoption name LargeShogi_Profile value " + value(v.profile),
        "setoption name LargeShogi_Options value " + value(v.options));
      return {name: v.usiVariant};
    }

    // setOption sets one USI option (USI_Hash, MultiPV).
    async setOption(name, value) {
      await this.command("setoption name " + name + " value " + value);
    }

    // newGame tells the engine that a new game starts.
    async newGame() {
      await this.command("usinewgame");
    }

    // go searches a position: see the top of this file.
    go(params, onInfo) {
      let position = String(params.position || "startpos").trim();
      if (!position.startsWith("position ")) {
        position = "position " + position;
      }
      const words = ["go"];
      if (params.ponder) {
        words.push("ponder");
      }
      if (params.infinite) {
        words.push("infinite");
      }
      const c = params.clock;
      if (c) {
        for (const k of ["btime", "wtime", "byoyomi", "binc", "winc"]) {
          if (c[k] !== undefined) {
            words.push(k, String(Math.max(0, Math.round(c[k]))));
          }
        }
      }
      for (const k of ["movetime", "depth", "nodes"]) {
        if (params[k] !== undefined) {
          words.push(k, String(Math.round(params[k])));
        }
      }
      const goLine = words.join(" ");
      let answer;
      const posted = this.later(() => {
        answer = new Promise((resolve, reject) => {
          this.searches.push({resolve, reject, onInfo, infos: []});
        });
        this.send(position);
        this.send(goLine);
      });
      return posted.then(() => answer, e => {
        this.searches.pop();
        throw e;
      });
    }

    // stop ends the search: the pending go resolves with the engine's move.
    stop() {
      return this.later(() => this.send("stop"));
    }

    // ponderhit turns go ponder into a search under its limits.
    ponderhit() {
      return this.later(() => this.send("ponderhit"));
    }

    // terminate ends the worker; what is pending is rejected.
    terminate() {
      this.worker.terminate();
      if (!this.failure) {
        this.fail(new Error("largeshogi engine: terminated"));
      }
    }
  }

  // start starts the engine worker at url and resolves to an Engine once
  // the engine has answered usi (e.loadMs: the worker's start in ms).
  function start(url) {
    const worker = new Worker(url || "engine-worker.js");
    const e = new Engine(worker);
    return new Promise((resolve, reject) => {
      worker.onmessage = event => {
        const d = event.data;
        if (typeof d === "string") {
          e.receive(d);
        } else if (d && d.ready) {
          e.loadMs = d.ms;
          resolve();
        } else if (d && d.error) {
          const err = new Error(d.error);
          e.fail(err);
          reject(err);
        }
      };
      worker.onerror = event => {
        const err = new Error("largeshogi engine: " + (event.message || "the worker failed"));
        e.fail(err);
        reject(err);
      };
    }).then(() => e.exchange(["usi"], line => line === "usiok")).then(lines => {
      const id = lines.find(l => l.startsWith("id name "));
      e.name = id ? id.slice("id name ".length) : "";
      e.options = lines.filter(l => l.startsWith("option "));
      return e;
    });
  }

  globalThis.LargeshogiEngine = {start: start, parseInfo: parseInfo};
})();
