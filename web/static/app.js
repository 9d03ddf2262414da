// app.js: the page's board, move input, record, SFEN and variant file boxes,
// on the API of largeshogi.js.
"use strict";

const SVGNS = "http://www.w3.org/2000/svg";
const $ = id => document.getElementById(id);

// page holds what the page shows: the API, the variant and game, the legal
// moves and the squares picked so far.
const page = {
  ls: null,
  variant: null,
  game: null,
  state: null,
  moves: [],
  source: null,    // what the variant was loaded from: {variant} or {yaml, file}
  selection: null, // {from, prefix: [squares picked], stop: [moves ending at the last pick]}
  pending: null,   // moves waiting for the promotion choice
  hover: null,     // the square pointed at
  diagrams: new Map(),
  // history holds the moves played, in USI and as the notation writes
  // them, so that a refresh asks only for the text of new moves.
  history: {game: 0, notation: "", usi: [], texts: []},
  recordShown: "", // the text the page last wrote in the record box
  flipped: false,  // White at the bottom
  zoom: 1,         // the board's width, in widths of the space it has
  // future holds the moves after the position shown, {usi, text}, while
  // the player walks back through the game: they are taken back from the
  // game and played again on the way forward.
  future: [],
  dragFrom: null,  // the square a press on the board started on
  justSelected: null, // the square a press selected, whose click is that press's
};

// notationLabels name the notations in the selector.
const notationLabels = {
  "usi": "USI (7i7h)",
  "hodges": "Hodges (P-7h)",
  "xboard": "XBoard (f4f5)",
  "japanese": "Japanese (７八歩)",
  "kitao-kawasaki": "Kitao-Kawasaki (歩-78)",
  "western": "Western (P-78)",
  "western-engine": "Western engine (P-7h)",
  "yorozuya": "Yorozuya (午八歩)",
};

// defaultNotation is lishogi's default notation preference, for every
// variant, chu shogi's too (lishogi's modules/pref/src/main/Pref.scala:
// Pref.default has notation = Notations.western).
const defaultNotation = "western";

// colourMarked are the notations lishogi writes after a mover's ☗ or ☖.
const colourMarked = new Set(["japanese", "kitao-kawasaki", "yorozuya"]);

// sameStart reports whether list begins with prefix.
function sameStart(list, prefix) {
  return prefix.every((s, i) => list[i] === s);
}

function unique(list) {
  return [...new Set(list)];
}

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
  $("options-panel").open = v.options.length <= 5;
  $("options-count").textContent = String(v.options.length);
  // Tai's and taikyoku's small squares read best with one kanji a piece.
  $("piece-set").value = v.files > 19 ? "one-kanji" : "kanji";
  if (source.variant) $("variant").value = source.variant;
  newGame("");
}

// reconfigure loads the variant again with the profile and options chosen.
function reconfigure() {
  const options = [...document.querySelectorAll("#options input:checked")].map(b => b.value);
  loadVariant(Object.assign({}, page.source, {profile: $("profile").value, options: options}));
}

// newGame starts a game of the variant, from its start or from SFEN.
function newGame(sfen) {
  const g = page.variant.newGame(sfen);
  if (page.game) page.game.free();
  page.game = g;
  page.future = [];
  refresh();
}

// refresh redraws everything from the game.
function refresh() {
  page.state = page.game.state();
  page.moves = page.game.moves($("notation").value);
  page.selection = null;
  page.pending = null;
  $("promotion").hidden = true;
  $("move-error").textContent = "";
  drawHistory();
  drawBoard();
  drawStatus();
  drawRecord(true);
  $("sfen").value = page.state.sfen;
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

// drawHistory lists the moves played in the notation chosen, asking the
// game only for those it has not written before.
function drawHistory() {
  const notation = $("notation").value;
  const h = page.history;
  const usi = page.state.moves;
  let kept = 0;
  if (h.game === page.game.id && h.notation === notation) {
    while (kept < h.usi.length && kept < usi.length && h.usi[kept] === usi[kept]) kept++;
  }
  page.history = {game: page.game.id, notation: notation, usi: usi, texts: h.texts.slice(0, kept).concat(page.game.history(notation, kept))};
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
  if (current) current.scrollIntoView({block: "nearest"});
  $("undo").disabled = usi.length === 0;
  $("first").disabled = $("previous").disabled = usi.length === 0;
  $("next").disabled = $("last").disabled = page.future.length === 0;
  $("resign").disabled = $("draw").disabled = page.state.outcome.over;
}

// drawRecord writes the game in the record box, in the format chosen.
// Unless told to, it keeps a text the player has put there instead.
function drawRecord(always) {
  const box = $("record-text");
  if (!always && box.value !== page.recordShown) return;
  $("record-problems").replaceChildren();
  try {
    box.value = $("record-format").value === "pgn" ? page.game.pgn() : page.game.kif();
  } catch (e) {
    box.value = "";
    showProblems($("record-problems"), e);
  }
  page.recordShown = box.value;
}

// loadRecord starts a game from the record box's text: PGN if it starts
// with a tag pair or a move number, KIF otherwise.
function loadRecord() {
  $("record-problems").replaceChildren();
  const text = $("record-text").value;
  const pgn = /^\s*(\[|1\.)/.test(text);
  $("record-format").value = pgn ? "pgn" : "kif";
  let g;
  try {
    g = pgn ? page.variant.loadPGN(text) : page.variant.loadKIF(text);
  } catch (e) {
    showProblems($("record-problems"), e);
    return;
  }
  if (page.game) page.game.free();
  page.game = g;
  page.future = [];
  refresh();
}

// goTo shows the position after the first ply moves of the game, taking
// moves back into page.future or playing them again from it.
function goTo(ply) {
  const total = page.state.moves.length + page.future.length;
  ply = Math.max(0, Math.min(ply, total));
  let moves = page.state.moves.length;
  if (ply === moves) return;
  const texts = page.history.texts;
  while (moves > ply) {
    page.future.unshift({usi: page.state.moves[moves - 1], text: texts[moves - 1]});
    page.game.undo();
    moves--;
  }
  while (moves < ply) {
    page.game.play(page.future.shift().usi);
    moves++;
  }
  refresh();
}

// walk moves the position shown by step plies, back when negative.
function walk(step) {
  goTo(page.state.moves.length + step);
}

// svgElement makes an SVG element with attributes.
function svgElement(name, attrs) {
  const e = document.createElementNS(SVGNS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

// square returns the drawing's rectangle attributes of a square.
function squareRect(name, inset) {
  const sq = page.variant.squareAt.get(name);
  const cell = page.variant.cell;
  return {x: sq.x + inset, y: sq.y + inset, width: cell - 2 * inset, height: cell - 2 * inset};
}

function drawBoard() {
  const v = page.variant;
  if (!v.squareAt) v.squareAt = new Map(v.squares.map(s => [s.name, s]));
  const holder = $("board");
  // Boards of more than 19 files take the page's width; smaller ones fit
  // its height.
  holder.classList.toggle("large", v.files > 19);
  holder.innerHTML = page.game.svg($("piece-set").value).replace(/^<\?xml[^>]*>\s*/, "");
  const svg = holder.querySelector("svg");
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  applyZoom();
  const marks = svgElement("g", {id: "marks"});
  const cells = svgElement("g", {id: "cells"});
  for (const sq of v.squares) {
    const r = svgElement("rect", Object.assign({class: "cell", "data-square": sq.name}, squareRect(sq.name, 0)));
    cells.appendChild(r);
  }
  svg.append(marks, cells);
  if (page.flipped) flip(svg);
  cells.addEventListener("click", e => {
    const sq = e.target.dataset.square;
    const pressed = page.justSelected;
    page.justSelected = null;
    if (sq && sq !== pressed) clickSquare(sq);
  });
  // A piece is dragged as well as clicked: a press selects it, and letting
  // go on another square is a click there, so a move of several steps is
  // dragged to each stop in turn.
  cells.addEventListener("pointerdown", e => {
    const sq = e.target.dataset.square;
    page.justSelected = null;
    page.dragFrom = sq || null;
    if (!sq || page.pending || page.selection) return;
    if (page.moves.some(m => m.from === sq)) {
      select(sq);
      page.justSelected = sq;
    }
  });
  cells.addEventListener("pointerup", e => {
    const from = page.dragFrom;
    page.dragFrom = null;
    const under = document.elementFromPoint(e.clientX, e.clientY);
    const sq = under && under.dataset ? under.dataset.square : undefined;
    if (!from || !sq || sq === from || !page.selection) return;
    page.justSelected = null;
    clickSquare(sq);
  });
  cells.addEventListener("mouseover", e => {
    const sq = e.target.dataset.square;
    if (!sq) return;
    showPieceOn(sq);
    page.hover = sq;
    if (page.selection) drawMarks();
  });
  drawMarks();
}

// zoomSteps are the widths the board can be drawn at.
const zoomSteps = [1, 1.25, 1.5, 2, 2.5, 3, 4];

// zoomBy draws the board a step larger (1) or smaller (-1).
function zoomBy(step) {
  const i = zoomSteps.indexOf(page.zoom) + step;
  if (i < 0 || i >= zoomSteps.length) return;
  page.zoom = zoomSteps[i];
  applyZoom();
}

// applyZoom sizes the board drawing as page.zoom says: beyond 1 it is
// wider than its space, which scrolls.
function applyZoom() {
  const svg = $("board").querySelector("svg");
  const zoomed = page.zoom > 1;
  $("board").classList.toggle("zoomed", zoomed);
  svg.style.width = (100 * page.zoom) + "%";
  svg.style.maxHeight = zoomed ? "none" : "";
  $("zoom-out").disabled = page.zoom === zoomSteps[0];
  $("zoom-in").disabled = page.zoom === zoomSteps[zoomSteps.length - 1];
  document.body.dataset.zoom = String(page.zoom);
}

// flip turns the board drawing half round, White's side at the bottom,
// keeping the file and rank labels upright.
function flip(svg) {
  const box = svg.viewBox.baseVal;
  const turned = svgElement("g", {id: "flipped", transform: "rotate(180 " + (box.x + box.width / 2) + " " + (box.y + box.height / 2) + ")"});
  turned.append(...[...svg.childNodes].filter(n => n.nodeName !== "title" && n.nodeName !== "desc"));
  svg.appendChild(turned);
  for (const t of svg.querySelectorAll(".labels text")) {
    t.setAttribute("transform", "rotate(180 " + t.getAttribute("x") + " " + (t.getAttribute("y") - 5) + ")");
  }
}

// drawMarks shows the last move and what it removed, the selected piece
// and where it can go next.
function drawMarks() {
  const marks = $("marks");
  marks.replaceChildren();
  const last = page.state.last;
  if (last) {
    for (const s of unique([last.from, last.to])) {
      marks.appendChild(svgElement("rect", Object.assign({class: "last", "data-square": s}, squareRect(s, 0))));
    }
    for (const c of last.changes) {
      marks.appendChild(svgElement("rect", Object.assign({class: "removed " + c.cause, "data-square": c.square, "data-cause": c.cause}, squareRect(c.square, 3))));
    }
  }
  for (const s of page.state.inDanger) {
    marks.appendChild(svgElement("rect", Object.assign({class: "danger", "data-square": s}, squareRect(s, 0))));
  }
  const sel = page.selection;
  if (!sel) return;
  marks.appendChild(svgElement("rect", Object.assign({class: "from", "data-square": sel.from}, squareRect(sel.from, 0))));
  for (const s of sel.prefix) {
    marks.appendChild(svgElement("rect", Object.assign({class: "from", "data-square": s}, squareRect(s, 0))));
  }
  for (const s of nextSquares()) {
    marks.appendChild(svgElement("rect", Object.assign({class: "target", "data-square": s}, squareRect(s, 0))));
  }
  // What the moves that would end on the square pointed at remove.
  const n = sel.prefix.length;
  const ending = candidates().filter(m => m.path.length === n + 1 && m.path[n] === page.hover);
  for (const c of ending.flatMap(m => m.changes)) {
    marks.appendChild(svgElement("rect", Object.assign({class: "preview " + c.cause, "data-square": c.square, "data-cause": c.cause}, squareRect(c.square, 5))));
  }
  if (sel.stop.length) {
    const s = sel.prefix[sel.prefix.length - 1];
    marks.appendChild(svgElement("rect", Object.assign({class: "stop", "data-square": s}, squareRect(s, 8))));
  }
}

// candidates are the moves that start as the selection has.
function candidates() {
  const sel = page.selection;
  return page.moves.filter(m => m.from === sel.from && sameStart(m.path, sel.prefix));
}

// nextSquares are the squares the selected piece can be sent to next.
function nextSquares() {
  const n = page.selection.prefix.length;
  return unique(candidates().filter(m => m.path.length > n).map(m => m.path[n]));
}

function select(from) {
  page.selection = {from: from, prefix: [], stop: []};
  showPieceOn(from);
  drawMarks();
}

function deselect() {
  page.selection = null;
  drawMarks();
}

// clickSquare takes one click on a square.
function clickSquare(sq) {
  if (page.pending) return;
  const sel = page.selection;
  if (!sel) {
    if (page.moves.some(m => m.from === sq)) select(sq);
    return;
  }
  const prefix = sel.prefix.concat([sq]);
  const cands = page.moves.filter(m => m.from === sel.from && sameStart(m.path, prefix));
  if (cands.length === 0) {
    if (sel.stop.length && sq === sel.prefix[sel.prefix.length - 1]) {
      finish(sel.stop);
      return;
    }
    // A final square whose moves all pass the same way needs no more clicks.
    const ends = candidates().filter(m => m.to === sq);
    if (ends.length && unique(ends.map(m => m.path.join(" "))).length === 1) {
      finish(ends);
      return;
    }
    if (sel.prefix.length === 0 && sq !== sel.from && page.moves.some(m => m.from === sq)) {
      select(sq);
      return;
    }
    deselect();
    return;
  }
  const complete = cands.filter(m => m.path.length === prefix.length);
  const longer = cands.filter(m => m.path.length > prefix.length);
  if (longer.length === 0) {
    finish(complete);
    return;
  }
  sel.prefix = prefix;
  sel.stop = complete;
  drawMarks();
}

// finish plays one of moves, which differ at most by promotion, asking
// which when both are legal.
function finish(moves) {
  const promote = moves.find(m => m.promote);
  const stay = moves.find(m => !m.promote);
  if (promote && stay) {
    page.pending = {promote: promote, stay: stay};
    $("promotion").hidden = false;
    return;
  }
  play(moves[0]);
}

function play(m) {
  if (page.future.length) {
    if (!confirm("Play this move as a variation? The " + page.future.length + " moves after it are dropped.")) {
      deselect();
      return;
    }
    page.future = [];
  }
  try {
    page.game.play(m.usi);
  } catch (e) {
    $("status").textContent = e.message;
    return;
  }
  refresh();
}

// playText plays the move typed in the notation chosen.
function playText() {
  $("move-error").textContent = "";
  if (page.future.length) {
    if (!confirm("Play this move as a variation? The " + page.future.length + " moves after it are dropped.")) return;
    page.future = [];
  }
  try {
    page.game.play($("move-text").value.trim(), $("notation").value);
  } catch (e) {
    const p = e.problems && e.problems[0];
    $("move-error").textContent = p && p.col ? "column " + p.col + ": " + p.message : e.message;
    return;
  }
  $("move-text").value = "";
  refresh();
}

function choosePromotion(yes) {
  const p = page.pending;
  if (!p) return;
  page.pending = null;
  $("promotion").hidden = true;
  play(yes ? p.promote : p.stay);
}

// showPieceOn shows the names and move diagram of the piece on a square.
function showPieceOn(sq) {
  const at = page.state.pieces.find(p => p.square === sq);
  if (!at) return;
  showPiece(at.piece);
}

function showPiece(id) {
  const v = page.variant;
  const p = v.piece(id);
  if (!p) return;
  let d = page.diagrams.get(id);
  if (!d) {
    d = v.diagram(id).svg.replace(/^<\?xml[^>]*>\s*/, "");
    page.diagrams.set(id, d);
  }
  const names = $("piece-names");
  names.dataset.piece = id;
  const parts = [p.kanji + " " + p.name + (p.romaji ? " (" + p.romaji + ")" : ""), "abbreviation " + p.abbrev.join(", ")];
  if (p.promotes) parts.push("promotes to " + v.piece(p.promotes).name + " " + v.piece(p.promotes).kanji);
  if (p.promotedFrom.length) parts.push("promoted from " + p.promotedFrom.map(f => v.piece(f).name).join(", "));
  if (p.royal) parts.push("royal");
  parts.push("Betza " + p.betza);
  names.textContent = parts.join("; ");
  $("diagram").innerHTML = d;
  cropDiagram($("diagram").querySelector("svg"));
}

// cropDiagram shows only the part of a move diagram around the piece's
// moves, at least 9 squares wide and high, so that a piece of a large
// board is not lost on it; the caption goes, the names above say it.
function cropDiagram(svg) {
  const caption = svg.querySelector(".caption");
  if (caption) caption.remove();
  const cell = page.variant.cell;
  // The piece's group is placed by its transform, which getBBox leaves out.
  const at = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(svg.querySelector(".piece").getAttribute("transform"));
  let box = {x1: at[1] - cell / 2, y1: at[2] - cell / 2, x2: at[1] - 0 + cell / 2, y2: at[2] - 0 + cell / 2};
  for (const g of svg.querySelectorAll(".range, .marks")) {
    const b = g.getBBox();
    if (b.width === 0 && b.height === 0) continue;
    box = {
      x1: Math.min(box.x1, b.x), y1: Math.min(box.y1, b.y),
      x2: Math.max(box.x2, b.x + b.width), y2: Math.max(box.y2, b.y + b.height),
    };
  }
  const board = svg.querySelector(".board").getBBox();
  const cx = (box.x1 + box.x2) / 2, cy = (box.y1 + box.y2) / 2;
  const side = Math.max(box.x2 - box.x1, box.y2 - box.y1, 7 * cell) + 2 * cell;
  const x = Math.max(board.x - cell, Math.min(cx - side / 2, board.x + board.width + cell - side));
  const y = Math.max(board.y - cell, Math.min(cy - side / 2, board.y + board.height + cell - side));
  const w = Math.min(side, board.width + 2 * cell), h = Math.min(side, board.height + 2 * cell);
  svg.setAttribute("viewBox", [x, y, w, h].join(" "));
  svg.removeAttribute("width");
  svg.removeAttribute("height");
}

// showProblems lists the problems of a variant file or a game record with
// their lines in the list given.
function showProblems(list, e) {
  const items = (e.problems && e.problems.length ? e.problems : [{message: e.message}]).map(p => {
    const li = document.createElement("li");
    li.textContent = p.line ? "line " + p.line + ", column " + p.col + ": " + p.message : p.message;
    return li;
  });
  list.replaceChildren(...items);
}

// copyBox selects a text box's text and copies it to the clipboard.
function copyBox(box) {
  box.select();
  if (navigator.clipboard) navigator.clipboard.writeText(box.value).catch(() => {});
}

function wire() {
  $("variant").addEventListener("change", () => loadVariant({variant: $("variant").value}));
  $("profile").addEventListener("change", reconfigure);
  $("new-game").addEventListener("click", () => newGame(""));
  $("piece-set").addEventListener("change", drawBoard);
  $("zoom-in").addEventListener("click", () => zoomBy(1));
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
  $("first").addEventListener("click", () => goTo(0));
  $("previous").addEventListener("click", () => walk(-1));
  $("next").addEventListener("click", () => walk(1));
  $("last").addEventListener("click", () => goTo(Infinity));
  $("history").addEventListener("click", e => {
    const li = e.target.closest("li");
    if (li) goTo(Number(li.dataset.ply));
  });
  // The arrow keys walk the game, Home and End go to its ends, unless a
  // box or selector has the keyboard.
  document.addEventListener("keydown", e => {
    if (e.target.closest("input, textarea, select") || e.ctrlKey || e.altKey || e.metaKey) return;
    const steps = {ArrowLeft: () => walk(-1), ArrowRight: () => walk(1), Home: () => goTo(0), End: () => goTo(Infinity)};
    if (!steps[e.key]) return;
    e.preventDefault();
    steps[e.key]();
  });
  $("undo").addEventListener("click", () => {
    goTo(Infinity);
    try {
      page.game.undo();
    } catch (e) {
      return;
    }
    refresh();
  });
  // The side to move resigns, or both agree a draw; Undo takes back the
  // last move and the ending with it.
  for (const [id, end] of [["resign", g => g.resign()], ["draw", g => g.draw()]]) {
    $(id).addEventListener("click", () => {
      try {
        end(page.game);
      } catch (e) {
        return;
      }
      refresh();
    });
  }
  $("notation").addEventListener("change", () => {
    goTo(Infinity);
    page.moves = page.game.moves($("notation").value);
    drawHistory();
    drawStatus();
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
  $("variant").replaceChildren(...page.ls.variants().map(n => new Option(n, n)));
  $("notation").replaceChildren(...page.ls.notations().map(n => new Option(notationLabels[n] || n, n)));
  $("notation").value = defaultNotation;
  wire();
  const wanted = new URLSearchParams(location.search).get("variant") || "chu";
  loadVariant({variant: wanted});
  $("loading").hidden = true;
  document.body.dataset.ready = "true";
  document.body.dataset.loadMs = String(Math.round(performance.now() - started));
}

main().catch(e => {
  $("loading").textContent = "Failed: " + e.message;
});
