// computer.js: the computer, an engine in a Web Worker (engine.js), and
// its analysis.

import {goTo, plies, refresh} from "./app.js";
import {drawMarks} from "./board.js";
import {clocksOn} from "./clocks.js";
import {playMove} from "./moves.js";
import {$, colourMarked, page} from "./page.js";

// The computer: an engine in a Web Worker (engine.js), on the same
// WebAssembly build, told the page's variant and game in USI. One search
// runs at a time: think stops the one running before it starts the next,
// and a search whose position is no longer the one shown is ignored.
export const computer = {
  engine: null,    // the LargeshogiEngine, once started
  starting: null,  // its start, while under way
  variantKey: "",  // the variant the engine was last set to
  game: 0,         // the game the engine was last told of
  token: 0,        // counts the decisions; a search of an older one is stale
  queue: Promise.resolve(),
  running: null,   // the search under way: its promise
  job: null,       // the search under way: {token, kind, game, plies, expect, search}
  expected: null,  // the reply the computer's last move expects: {move, game, plies}
  runningKind: "", // "move", "ponder" or "analysis"
  info: null,      // the last info of the analysis shown
  lineKey: "",     // the best line last written, as USI
  arrow: "",       // the best move of the analysis shown, as USI, drawn as an arrow
};

// computerSide is the side the computer plays: "black", "white" or "".
export function computerSide() {
  return $("computer-side").value;
}

// humanSide is the player's side against the computer, or "" when the
// computer plays neither.
export function humanSide() {
  return computerSide() ? (computerSide() === "black" ? "white" : "black") : "";
}

// computerToMove reports whether the position shown is the game's last
// and the computer is to move in it.
export function computerToMove() {
  return !!page.state && computerSide() === page.state.side && !page.state.outcome.over && page.future.length === 0;
}

// stopEngine stops whatever the engine is doing, for a new game, a
// variant, a record or a take-back.
export function stopEngine() {
  think(true);
}

// think decides, for the position shown, what the engine does: find the
// computer's move when it is to play, think on the player's time when
// asked to, analyse when analysis is on, or nothing. quiet stops it.
export function think(quiet) {
  const token = ++computer.token;
  computer.lineKey = "";
  computer.queue = computer.queue
    .then(() => thinkNow(token, !!quiet))
    .catch(e => engineStatus("The computer failed: " + e.message, "error"));
}

// engineStatus shows what the computer does.
export function engineStatus(text, kind) {
  const s = $("engine-status");
  s.textContent = text;
  s.dataset.kind = kind || "";
}

// variantKey names the variant the page plays, with its profile and options.
export function variantKey() {
  return JSON.stringify([page.source.variant || "", page.source.yaml || "", page.variant.profile, page.variant.enabled]);
}

// spawnEngine starts the engine worker, once. The page calls it as it
// starts, so that the worker's few seconds of start-up are not charged to
// the computer's first move or its clock.
export function spawnEngine() {
  if (!computer.starting) {
    if (typeof LargeshogiEngine === "undefined") return Promise.reject(new Error("the engine (engine.js) did not load"));
    const started = performance.now();
    computer.starting = LargeshogiEngine.start("engine-worker.js").then(e => {
      computer.engine = e;
      document.body.dataset.engineMs = String(Math.round(e.loadMs !== undefined ? e.loadMs : performance.now() - started));
      return e;
    });
  }
  return computer.starting;
}

// startEngine starts the engine worker once and sets it to the page's
// variant when it has changed.
async function startEngine() {
  if (!computer.engine) {
    engineStatus("Starting the computer…", "busy");
    await spawnEngine();
  }
  const key = variantKey();
  if (computer.variantKey !== key) {
    const src = page.source;
    await computer.engine.setVariant(src.yaml
      ? {yaml: src.yaml, file: src.file || "variant.yaml"}
      : {usiVariant: page.variant.usiVariant, profile: page.variant.profile, options: page.variant.enabled.join(",")});
    computer.variantKey = key;
    computer.game = 0;
  }
  if (computer.game !== page.game.id) {
    await computer.engine.newGame();
    computer.game = page.game.id;
  }
  return computer.engine;
}

// strength returns the go limits of the computer's own move: its clock
// when the clocks run, otherwise the time per move or the depth chosen.
function strength() {
  if (clocksOn()) {
    const c = page.clock;
    return {clock: {btime: Math.max(0, Math.round(c.black.main)), wtime: Math.max(0, Math.round(c.white.main)),
      byoyomi: c.kind === "byoyomi" ? c.extra : 0, binc: c.kind === "increment" ? c.extra : 0, winc: c.kind === "increment" ? c.extra : 0}};
  }
  const value = Number($("strength-value").value) || 1;
  return $("strength-kind").value === "depth" ? {depth: Math.max(1, Math.round(value))} : {movetime: Math.max(100, Math.round(value * 1000))};
}

async function thinkNow(token, quiet) {
  const job = computer.job;
  // The player made the move the computer expected while it pondered:
  // ponderhit turns that search into the search of its move.
  if (job && job.kind === "ponder" && job.expect && !quiet && computerToMove() &&
      job.game === page.game.id && plies() === job.plies + 1 && page.history.usi[job.plies] === job.expect) {
    job.token = token;
    job.kind = computer.runningKind = "move";
    engineStatus("The computer is thinking…", "busy");
    await computer.engine.ponderhit();
    return;
  }
  if (computer.running) {
    computer.engine.stop();
    await computer.running.catch(() => {});
  }
  if (token !== computer.token) return;
  const analysing = $("analysis").checked;
  if (!analysing) showAnalysis(null);
  const st = page.state;
  const playersTurn = humanSide() === st.side;
  let kind = "";
  if (quiet || st.outcome.over) kind = "";
  else if (computerToMove()) kind = "move";
  else if (analysing) kind = "analysis";
  else if (playersTurn && $("ponder").checked && page.future.length === 0) kind = "ponder";
  if (!kind) {
    engineStatus("", "");
    return;
  }
  const engine = await startEngine();
  if (token !== computer.token) return;
  const usi = page.history.usi.slice();
  // Pondering searches the position after the reply the computer expects,
  // under the computer's limits, when its last move named one; else it
  // searches the position shown until stopped.
  const e = computer.expected;
  const expect = kind === "ponder" && e && e.game === page.game.id && e.plies === usi.length ? e.move : "";
  if (expect) usi.push(expect);
  const position = "sfen " + st.start + (usi.length ? " moves " + usi.join(" ") : "");
  const limits = kind === "move" ? strength() : expect ? Object.assign({ponder: true}, strength()) : {infinite: true};
  engineStatus(kind === "move" ? "The computer is thinking…" : kind === "ponder" ? "The computer thinks on your time." : "Analysing…", "busy");
  const next = {token: token, kind: kind, game: page.game.id, plies: plies(), expect: expect};
  const search = engine.go(Object.assign({position: position}, limits), info => {
    if (next.token !== computer.token || !$("analysis").checked) return;
    // A ponder search's info is of the position after the expected move.
    if (next.kind === "ponder" && next.expect && info.pv) {
      info = Object.assign({}, info, {pv: [next.expect].concat(info.pv)});
      if (info.score) info.score = info.score.mate !== undefined ? {mate: -info.score.mate} : {cp: -info.score.cp};
    }
    showAnalysis(info);
  });
  next.search = search;
  computer.job = next;
  computer.running = search;
  computer.runningKind = kind;
  // The queue goes on to the next decision while this search runs: that
  // decision stops it, and its move, now stale, is dropped.
  const done = () => {
    if (computer.running === search) {
      computer.running = null;
      computer.job = null;
    }
  };
  search.then(reply => {
    done();
    if (next.token !== computer.token || next.kind !== "move" || next.game !== page.game.id) return;
    engineStatus("", "");
    computerPlays(reply);
  }, err => {
    done();
    if (next.token === computer.token) engineStatus("The computer failed: " + err.message, "error");
  });
}

// expectedReply is the player's reply the engine expects to its move: the
// ponder move of its bestmove, or else the second move of its last best
// line that starts with that move; "" when it names none.
function expectedReply(reply) {
  if (reply.ponder) return reply.ponder;
  const lines = reply.infos.filter(i => i.pv && i.pv.length > 1 && i.pv[0] === reply.bestmove);
  return lines.length ? lines[lines.length - 1].pv[1] : "";
}

// computerPlays plays the computer's move through the page's game, which
// checks it; a move the game refuses ends the computer's turn with the
// reason shown.
function computerPlays(reply) {
  const move = reply.bestmove;
  const side = page.state.side;
  if (move === "resign") {
    page.game.resign(side, plies(), true);
    refresh(plies());
    return;
  }
  try {
    const expect = expectedReply(reply);
    computer.expected = expect ? {move: expect, game: page.game.id, plies: plies() + 1} : null;
    playMove(move, "usi");
  } catch (e) {
    computer.expected = null;
    $("computer-side").value = "";
    engineStatus("The computer's move " + move + " was refused: " + e.message + ". The computer no longer plays.", "error");
  }
}

// takeBack takes back the last move; against the computer it takes back
// to before the player's last move, the computer's replies with it, and
// stops the computer's search.
export function takeBack() {
  goTo(Infinity);
  const human = humanSide();
  let moves = plies();
  if (moves === 0 && !page.state.outcome.over) return;
  stopEngine();
  // A game ended by resignation, a draw or a flag without a move to take
  // back keeps its moves; undo takes back the ending with the last move.
  for (;;) {
    let st;
    try {
      st = page.game.undo(moves, true);
    } catch (e) {
      break;
    }
    moves = st.plies;
    if (!human || st.side === human || moves === 0) break;
  }
  refresh(moves);
}

// showAnalysis shows an engine's info: the score for Black, as pawns or
// mate in N, the depth and the best line in the notation chosen; null
// clears it.
function showAnalysis(info) {
  const panel = $("analysis-text");
  const bar = $("eval-fill");
  if (!info) {
    computer.info = null;
    computer.lineKey = "";
    if (computer.arrow) {
      computer.arrow = "";
      if (page.state) drawMarks();
    }
    panel.hidden = true;
    $("eval-bar").hidden = true;
    return;
  }
  if (!info.score && !info.pv) return;
  panel.hidden = false;
  $("eval-bar").hidden = false;
  const sign = page.state.side === "white" ? -1 : 1;
  if (info.score) {
    let text, fill;
    if (info.score.mate !== undefined) {
      const m = info.score.mate * sign;
      text = (m > 0 ? "Black" : "White") + " mates in " + Math.abs(info.score.mate);
      fill = m > 0 ? 100 : 0;
    } else {
      const cp = info.score.cp * sign;
      text = (cp > 0 ? "+" : "") + (cp / 100).toFixed(2);
      fill = 50 + 50 * Math.max(-1, Math.min(1, cp / 1000));
    }
    $("eval-score").textContent = text;
    $("eval-score").dataset.cp = info.score.cp !== undefined ? String(info.score.cp * sign) : "";
    $("eval-score").dataset.mate = info.score.mate !== undefined ? String(info.score.mate * sign) : "";
    bar.style.height = fill + "%";
    $("eval-bar").title = "Evaluation for Black: " + text;
  }
  if (info.depth) $("eval-depth").textContent = "depth " + info.depth + (info.seldepth ? "/" + info.seldepth : "");
  if (info.pv && info.pv.length) {
    const key = info.pv.join(" ");
    if (key === computer.lineKey) return;
    computer.lineKey = key;
    computer.arrow = info.pv[0];
    drawMarks();
    let line;
    try {
      line = page.game.line(info.pv.slice(0, 16), $("notation").value);
    } catch (e) {
      $("eval-line").textContent = e.message;
      return;
    }
    const blackFirst = page.state.side === "black";
    const marked = colourMarked.has($("notation").value);
    $("eval-line").textContent = line.map((t, i) => (marked ? (blackFirst === (i % 2 === 0) ? "☗" : "☖") : "") + t).join(" ");
    $("eval-line").dataset.usi = key;
  }
}
