// app.js: the page: variant, game, moves list and the wiring of its
// controls, on the API of largeshogi.js and the modules below.

import {drawBoard, endDragImage, pinLabels, zoomBy} from "./board.js";
import {clockAfterRefresh, resetClocks, tickClocks} from "./clocks.js";
import {computer, computerToMove, engineStatus, humanSide, spawnEngine, stopEngine, takeBack, think} from "./computer.js";
import {copyBox, drawRecord, loadRecord, showProblems} from "./editor.js";
import {cancelChoice, choosePromotion, play, playMove, playText} from "./moves.js";
import {$, colourMarked, defaultNotation, notationLabels, page} from "./page.js";

// loadVariant loads a built-in variant ({variant}) or a file's text
// ({yaml, file}), with a profile and options, and starts a game.
function loadVariant(source) {
  const v = page.ls.load(source);
  if (page.game) page.game.free();
  if (page.variant) page.variant.free();
  page.variant = v;
  page.source = source;
  page.diagrams.clear();
  const profiles = $("profile");
  profiles.replaceChildren(...v.profiles.map(p => new Option(p, p, false, p === v.profile)));
  profiles.parentElement.hidden = v.profiles.length === 0;
  $("options").replaceChildren(...v.options.map(o => {
    const box = document.createElement("input");
    box.type = "checkbox";
    box.value = o;
    box.checked = v.enabled.includes(o);
    box.addEventListener("change", reconfigure);
    const label = document.createElement("label");
    label.append(box, " " + o);
    return label;
  }));
  $("options-panel").hidden = v.options.length === 0;
  $("options-panel").open = v.options.length <= 5 && !matchMedia("(max-width: 900px)").matches;
  $("options-count").textContent = String(v.options.length);
  // Tai's and taikyoku's small squares read best with one kanji a piece.
  $("piece-set").value = v.files > 19 ? "one-kanji" : "kanji";
  drawLegend();
  // A variant file has its own entry in the menu while it is played, so
  // that choosing a built-in game, the one played before it included,
  // leaves it.
  const menu = $("variant");
  const fileEntry = menu.querySelector("option[value='']");
  if (fileEntry) fileEntry.remove();
  if (source.variant) menu.value = source.variant;
  else menu.add(new Option(v.title + " (variant file)", "", true, true));
  newGame("");
}

// drawLegend lists, while the one-kanji set is chosen, the character each
// piece is drawn with and the piece's name, for the kana and letters the
// set takes where one kanji would not tell pieces apart.
function drawLegend() {
  const shown = $("piece-set").value === "one-kanji";
  $("legend").hidden = !shown;
  if (!shown) return;
  $("legend-list").replaceChildren(...page.variant.pieces.map(p => {
    const li = document.createElement("li");
    const mark = document.createElement("span");
    mark.className = "legend-mark";
    mark.textContent = p.diagram;
    li.dataset.piece = p.id;
    li.append(mark, " " + p.name + " (" + p.kanji + ")");
    return li;
  }));
}

// reconfigure loads the variant again with the profile and options chosen.
function reconfigure() {
  const options = [...document.querySelectorAll("#options input:checked")].map(b => b.value);
  loadVariant(Object.assign({}, page.source, {profile: $("profile").value, options: options}));
}

// newGame starts a game of the variant, from its start or from SFEN.
function newGame(sfen) {
  startGame(page.variant.newGame(sfen));
}

// startGame shows game g in place of the one shown, which it frees, with
// the computer stopped and the clocks set again.
export function startGame(g) {
  stopEngine();
  if (page.game) page.game.free();
  page.game = g;
  page.future = [];
  resetClocks();
  refresh(0);
}

// refresh redraws everything from one snapshot of the game. kept is how
// many of the moves the page lists it knows are still the game's: the
// snapshot brings the moves after them only.
export function refresh(kept) {
  const notation = $("notation").value;
  const h = page.history;
  kept = h.game === page.game.id && h.notation === notation ? Math.min(kept || 0, h.usi.length) : 0;
  const snap = page.game.snapshot({notation: notation, from: kept, svg: true, set: $("piece-set").value});
  page.history = {
    game: page.game.id, notation: notation,
    usi: h.usi.slice(0, kept).concat(snap.state.moves),
    texts: h.texts.slice(0, kept).concat(snap.history),
  };
  page.state = snap.state;
  page.state.moves = page.history.usi;
  page.moves = snap.moves;
  page.svg = snap.svg;
  page.selection = null;
  page.pending = null;
  page.drawings = [];
  $("promotion").hidden = true;
  $("move-error").textContent = "";
  drawHistory();
  drawBoard();
  drawStatus();
  drawRecord(true);
  $("sfen").value = page.state.sfen;
  clockAfterRefresh();
  think();
}

// plies is the number of moves played up to the position shown.
export function plies() {
  return page.history.usi.length;
}

function drawStatus() {
  const st = page.state;
  const status = $("status");
  status.classList.toggle("over", st.outcome.over);
  status.dataset.result = st.outcome.result;
  status.dataset.termination = st.outcome.termination;
  const last = st.last;
  const texts = page.history.texts;
  $("last-move").textContent = last
    ? "Last move " + texts[texts.length - 1] + (last.changes.length ? ": " + last.changes.map(c => c.cause + " " + c.square).join(", ") : "")
    : "";
  status.textContent = st.outcome.over
    ? "Game over: " + st.outcome.text
    : page.variant.title + ": " + st.side + " to move (" + page.moves.length + " legal moves)";
}

// drawHistory lists the moves played, in the notation chosen, and those
// after the position shown while the player walks back through the game.
function drawHistory() {
  const notation = $("notation").value;
  const usi = page.history.usi;
  const blackFirst = page.state.start.split(" ")[1] !== "w";
  const texts = page.history.texts.concat(page.future.map(f => f.text));
  $("history").replaceChildren(...texts.map((t, i) => {
    const li = document.createElement("li");
    li.dataset.move = t;
    li.dataset.ply = String(i + 1);
    li.classList.toggle("future", i >= usi.length);
    li.classList.toggle("current", i === usi.length - 1);
    if (colourMarked.has(notation)) li.textContent = (blackFirst === (i % 2 === 0) ? "☗" : "☖");
    li.append(t);
    return li;
  }));
  const current = $("history").querySelector(".current");
  // The list scrolls to the current move by itself, never the window.
  if (current) {
    const list = $("history");
    if (current.offsetTop < list.scrollTop) list.scrollTop = current.offsetTop;
    else if (current.offsetTop + current.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = current.offsetTop + current.offsetHeight - list.clientHeight;
    }
  }
  $("undo").disabled = usi.length === 0;
  $("first").disabled = $("previous").disabled = usi.length === 0;
  $("next").disabled = $("last").disabled = page.future.length === 0;
  $("resign").disabled = $("draw").disabled = page.state.outcome.over;
}

// goTo shows the position after the first ply moves of the game, taking
// moves back into page.future or playing them again from it.
export function goTo(ply) {
  const total = plies() + page.future.length;
  ply = Math.max(0, Math.min(ply, total));
  let moves = plies();
  if (ply === moves) return;
  const kept = Math.min(ply, moves);
  const {usi, texts} = page.history;
  while (moves > ply) {
    page.future.unshift({usi: usi[moves - 1], text: texts[moves - 1]});
    page.game.undo(moves, true);
    moves--;
  }
  while (moves < ply) {
    page.game.play(page.future.shift().usi, "usi", moves + 1, true);
    moves++;
  }
  refresh(kept);
}

// walk moves the position shown by step plies, back when negative.
function walk(step) {
  goTo(plies() + step);
}

function wire() {
  $("variant").addEventListener("change", () => loadVariant({variant: $("variant").value}));
  $("profile").addEventListener("change", reconfigure);
  $("new-game").addEventListener("click", () => newGame(""));
  $("piece-set").addEventListener("change", () => {
    page.svg = page.game.svg($("piece-set").value);
    drawBoard();
    drawLegend();
  });
  $("zoom-in").addEventListener("click", () => zoomBy(1));
  $("board").addEventListener("scroll", pinLabels, {passive: true});
  window.addEventListener("resize", pinLabels);
  $("zoom-out").addEventListener("click", () => zoomBy(-1));
  // Ctrl and the wheel zoom the board rather than the page.
  $("board").addEventListener("wheel", e => {
    if (!e.ctrlKey) return;
    e.preventDefault();
    zoomBy(e.deltaY < 0 ? 1 : -1);
  }, {passive: false});
  $("flip").addEventListener("click", () => {
    page.flipped = !page.flipped;
    document.body.dataset.flipped = String(page.flipped);
    drawBoard();
  });
  // A press let go off the board ends a drag there.
  document.addEventListener("pointerup", endDragImage);
  $("first").addEventListener("click", () => goTo(0));
  $("previous").addEventListener("click", () => walk(-1));
  $("next").addEventListener("click", () => walk(1));
  $("last").addEventListener("click", () => goTo(Infinity));
  $("history").addEventListener("click", e => {
    const li = e.target.closest("li");
    if (li) goTo(Number(li.dataset.ply));
  });
  // The arrow keys walk the game, Home and End go to its ends, and Escape
  // lets go of the piece chosen, unless a box or selector has the keyboard.
  document.addEventListener("keydown", e => {
    if (e.target.closest("input, textarea, select") || e.ctrlKey || e.altKey || e.metaKey) return;
    const steps = {ArrowLeft: () => walk(-1), ArrowRight: () => walk(1), Home: () => goTo(0), End: () => goTo(Infinity), Escape: cancelChoice};
    if (!steps[e.key]) return;
    e.preventDefault();
    steps[e.key]();
  });
  $("undo").addEventListener("click", takeBack);
  // Choosing a side for the computer, or other clocks, starts the clocks
  // again; the computer then plays, or thinks, as the settings say.
  for (const id of ["computer-side", "clock-kind", "clock-main", "clock-extra"]) {
    $(id).addEventListener("change", () => {
      resetClocks();
      clockAfterRefresh();
      think();
    });
  }
  for (const id of ["analysis", "ponder", "strength-kind", "strength-value"]) $(id).addEventListener("change", () => think());
  // The side to move resigns, or both agree a draw; Take back takes back
  // the last move and the ending with it.
  // Against the computer, Resign is the player's.
  for (const [id, end] of [["resign", g => g.resign(humanSide(), plies(), true)], ["draw", g => g.draw(plies(), true)]]) {
    $(id).addEventListener("click", () => {
      goTo(Infinity);
      try {
        end(page.game);
      } catch (e) {
        return;
      }
      refresh(plies());
    });
  }
  $("notation").addEventListener("change", () => {
    goTo(Infinity);
    refresh(0);
  });
  $("play-text").addEventListener("click", playText);
  $("move-text").addEventListener("keydown", e => {
    if (e.key === "Enter") playText();
  });
  $("promote-yes").addEventListener("click", () => choosePromotion(true));
  $("promote-no").addEventListener("click", () => choosePromotion(false));
  $("load-sfen").addEventListener("click", () => {
    $("sfen-error").textContent = "";
    try {
      newGame($("sfen").value.trim());
    } catch (e) {
      $("sfen-error").textContent = e.message;
    }
  });
  $("copy-sfen").addEventListener("click", () => copyBox($("sfen")));
  $("record-format").addEventListener("change", () => drawRecord(false));
  $("record-panel").addEventListener("toggle", () => drawRecord(false));
  $("load-record").addEventListener("click", loadRecord);
  $("copy-record").addEventListener("click", () => copyBox($("record-text")));
  $("record-file").addEventListener("change", async () => {
    const f = $("record-file").files[0];
    if (!f) return;
    $("record-text").value = await f.text();
    loadRecord();
  });
  $("edit-builtin").addEventListener("click", () => {
    $("yaml").value = page.source.variant ? page.ls.source(page.source.variant) : page.source.yaml;
  });
  $("yaml-file").addEventListener("change", async () => {
    const f = $("yaml-file").files[0];
    if (f) $("yaml").value = await f.text();
  });
  $("play-yaml").addEventListener("click", () => {
    $("problems").replaceChildren();
    try {
      loadVariant({yaml: $("yaml").value, file: "variant.yaml"});
    } catch (e) {
      showProblems($("problems"), e);
    }
  });
}

async function main() {
  const started = performance.now();
  page.ls = await largeshogi.start("largeshogi.wasm");
  document.body.dataset.wasmMs = String(Math.round(performance.now() - started));
  $("variant").replaceChildren(...page.ls.variants().map(n => new Option(n, n)));
  $("notation").replaceChildren(...page.ls.notations().map(n => new Option(notationLabels[n] || n, n)));
  $("notation").value = defaultNotation;
  wire();
  resetClocks();
  setInterval(tickClocks, 100);
  const wanted = new URLSearchParams(location.search).get("variant") || "chu";
  loadVariant({variant: wanted});
  $("loading").hidden = true;
  spawnEngine().catch(e => engineStatus("The computer failed to start: " + e.message, "error"));
  document.body.dataset.ready = "true";
  document.body.dataset.loadMs = String(Math.round(performance.now() - started));
}

// The page's state and the steps the browser tests drive it by, on
// window, where a module's names are not.
Object.assign(window, {page, computer, computerToMove, plies, play, playMove, pinLabels, refresh});

main().catch(e => {
  $("loading").textContent = "Failed: " + e.message;
});
