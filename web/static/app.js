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
  dragStart: null, // where on the page the press was
  dragImage: null, // the piece drawn under the pointer while dragging: {image, piece, turn}
  justSelected: null, // the square a press selected, whose click is that press's
  drawings: [],    // the player's arrows and circles: {from, to}, a circle where they are one
  drawFrom: null,  // the square a right-button press started on
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
  const g = page.variant.newGame(sfen);
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
function refresh(kept) {
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
function plies() {
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

// drawRecord writes the game in the record box, in the format chosen.
// Unless told to, it keeps a text the player has put there instead.
// The record is written only while its panel is open.
function drawRecord(always) {
  const box = $("record-text");
  if (!$("record-panel").open) return;
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
  stopEngine();
  if (page.game) page.game.free();
  page.game = g;
  page.future = [];
  resetClocks();
  refresh(0);
}

// goTo shows the position after the first ply moves of the game, taking
// moves back into page.future or playing them again from it.
function goTo(ply) {
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
  holder.innerHTML = page.svg.replace(/^<\?xml[^>]*>\s*/, "");
  const svg = holder.querySelector("svg");
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  applyZoom();
  labelBoard(svg);
  const defs = svgElement("defs", {});
  for (const kind of ["best", "drawn"]) {
    const marker = svgElement("marker", {id: "arrowhead-" + kind, viewBox: "0 0 10 10", refX: "6", refY: "5", markerWidth: "3", markerHeight: "3", orient: "auto"});
    marker.appendChild(svgElement("path", {d: "M0,0 L10,5 L0,10 z", class: "arrowhead " + kind}));
    defs.appendChild(marker);
  }
  svg.appendChild(defs);
  const marks = svgElement("g", {id: "marks"});
  const cells = svgElement("g", {id: "cells"});
  for (const sq of v.squares) {
    const r = svgElement("rect", Object.assign({class: "cell", "data-square": sq.name}, squareRect(sq.name, 0)));
    cells.appendChild(r);
  }
  svg.append(marks, cells);
  if (page.flipped) flip(svg);
  pinLabels();
  cells.addEventListener("click", e => {
    const sq = e.target.dataset.square;
    const pressed = page.justSelected;
    page.justSelected = null;
    if (sq && sq !== pressed) clickSquare(sq);
  });
  // A piece is dragged as well as clicked: a press selects it, and letting
  // go on another square is a click there, so a move of several steps is
  // dragged to each stop in turn.
  // The right button draws: pressed on a square and let go on another, an
  // arrow; on the same one, a circle.
  svg.addEventListener("contextmenu", e => e.preventDefault());
  cells.addEventListener("pointerdown", e => {
    if (e.button === 2) page.drawFrom = e.target.dataset.square || null;
  });
  cells.addEventListener("pointerup", e => {
    if (e.button !== 2 || !page.drawFrom) return;
    const under = document.elementFromPoint(e.clientX, e.clientY);
    const sq = under && under.dataset ? under.dataset.square : undefined;
    if (sq) toggleDrawing(page.drawFrom, sq);
    page.drawFrom = null;
  });
  cells.addEventListener("pointerdown", e => {
    if (e.button !== 0) return;
    const sq = e.target.dataset.square;
    page.justSelected = null;
    page.dragFrom = sq || null;
    page.dragStart = {x: e.clientX, y: e.clientY};
    if (!sq || page.pending || page.selection || computerToMove()) return;
    if (page.moves.some(m => m.from === sq)) {
      select(sq);
      page.justSelected = sq;
    }
  });
  cells.addEventListener("pointermove", e => {
    if (page.dragFrom && page.selection && (e.buttons & 1)) dragImageTo(e);
  });
  cells.addEventListener("pointerup", e => {
    if (e.button !== 0) return;
    const from = page.dragFrom;
    page.dragFrom = null;
    endDragImage();
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

// dragImageTo draws a copy of the selected piece under the pointer, once
// the pointer has moved a few pixels from where it was pressed; the piece
// itself is drawn faint meanwhile.
function dragImageTo(e) {
  let image = page.dragImage;
  if (!image) {
    if (Math.hypot(e.clientX - page.dragStart.x, e.clientY - page.dragStart.y) < 4) return;
    const piece = pieceElementOn(page.selection.from);
    if (!piece) return;
    image = piece.cloneNode(true);
    image.classList.add("dragged");
    piece.classList.add("lifted");
    piece.parentNode.appendChild(image);
    page.dragImage = {image: image, piece: piece, turn: piece.getAttribute("transform").replace(/translate\([^)]*\)/, "")};
  }
  const {image: g, turn} = page.dragImage;
  const at = new DOMPoint(e.clientX, e.clientY).matrixTransform(g.parentNode.getScreenCTM().inverse());
  g.setAttribute("transform", "translate(" + at.x.toFixed(1) + " " + at.y.toFixed(1) + ")" + turn);
}

// endDragImage takes the drag image away.
function endDragImage() {
  const d = page.dragImage;
  if (!d) return;
  d.image.remove();
  d.piece.classList.remove("lifted");
  page.dragImage = null;
}

// pieceElementOn returns the drawing's piece on a square, or null: the one
// whose centre is inside the square.
function pieceElementOn(sq) {
  const r = squareRect(sq, 0);
  for (const g of $("board").querySelectorAll("svg .piece")) {
    const t = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(g.getAttribute("transform") || "");
    if (t && t[1] >= r.x && t[1] < r.x + r.width && t[2] >= r.y && t[2] < r.y + r.height) return g;
  }
  return null;
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
  pinLabels();
}

// labelBoard names the board's files and ranks as the notation chosen
// names squares, so that every move listed or typed is found on the board
// by its labels.
function labelBoard(svg) {
  const c = page.variant.coordinates[$("notation").value];
  const texts = svg.querySelectorAll(".labels text");
  c.files.concat(c.ranks).forEach((name, i) => { texts[i].textContent = name; });
}

// flip turns the board drawing half round, White's side at the bottom,
// keeping the file and rank labels upright.
function flip(svg) {
  const box = svg.viewBox.baseVal;
  const turned = svgElement("g", {id: "flipped", transform: "rotate(180 " + (box.x + box.width / 2) + " " + (box.y + box.height / 2) + ")"});
  turned.append(...[...svg.childNodes].filter(n => n.nodeName !== "title" && n.nodeName !== "desc"));
  svg.appendChild(turned);
  for (const t of svg.querySelectorAll(".labels text")) {
    t.dataset.turn = "rotate(180 " + t.getAttribute("x") + " " + (t.getAttribute("y") - 5) + ")";
    t.setAttribute("transform", t.dataset.turn);
  }
}

// pinLabels keeps the coordinates in sight on a zoomed board: a file label
// whose edge of the board is scrolled away is drawn at the edge of the
// board's space, over the pieces, and so is a rank label.
function pinLabels() {
  const holder = $("board");
  const svg = holder.querySelector("svg");
  if (!svg) return;
  const labels = svg.querySelector(".labels");
  labels.parentNode.appendChild(labels); // over the pieces
  const box = holder.getBoundingClientRect();
  // The space the board scrolls in, without its scroll bars, less a
  // margin for a pinned label's bolder outline.
  const top = box.top + holder.clientTop + 4, left = box.left + holder.clientLeft + 4;
  const view = {top: top, left: left, bottom: top + holder.clientHeight - 8, right: left + holder.clientWidth - 8};
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  const sign = page.flipped ? -1 : 1; // the flipped drawing turns the offsets round
  const files = page.variant.files;
  labels.querySelectorAll("text").forEach((t, i) => {
    const turn = t.dataset.turn || "";
    if (turn) t.setAttribute("transform", turn);
    else t.removeAttribute("transform");
    t.classList.remove("pinned");
    if (page.zoom <= 1) return;
    const r = t.getBoundingClientRect();
    let dx = 0, dy = 0;
    if (i < files) dy = r.top < view.top ? view.top - r.top : r.bottom > view.bottom ? view.bottom - r.bottom : 0;
    else dx = r.right > view.right ? view.right - r.right : r.left < view.left ? view.left - r.left : 0;
    if (dx === 0 && dy === 0) return;
    t.setAttribute("transform", "translate(" + (sign * dx / scale) + " " + (sign * dy / scale) + ") " + turn);
    t.classList.add("pinned");
  });
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
  // The counter-strike square: a lion taken there by another piece, which
  // the lion-trading rule forbids some pieces to take back.
  if (page.state.counterStrike) {
    const s = page.state.counterStrike;
    marks.appendChild(svgElement("rect", Object.assign({class: "counter-strike", "data-square": s}, squareRect(s, 4))));
  }
  // The engine's best move, along its path, and the player's own arrows
  // and circles.
  const best = computer.arrow && page.moves.find(m => m.usi === computer.arrow);
  if (best) drawArrow(marks, [best.from].concat(best.path), "best", best.usi);
  drawMateMarks(marks);
  for (const d of page.drawings) {
    if (d.from === d.to) {
      const r = squareRect(d.from, 4);
      marks.appendChild(svgElement("circle", {class: "drawn", "data-square": d.from, cx: r.x + r.width / 2, cy: r.y + r.height / 2, r: r.width / 2}));
    } else {
      drawArrow(marks, [d.from, d.to], "drawn", d.from + d.to);
    }
  }
  const sel = page.selection;
  if (!sel) return;
  marks.appendChild(svgElement("rect", Object.assign({class: "from", "data-square": sel.from}, squareRect(sel.from, 0))));
  for (const s of sel.prefix) {
    marks.appendChild(svgElement("rect", Object.assign({class: "from", "data-square": s}, squareRect(s, 0))));
  }
  // A square whose piece the next click takes is ringed; an empty one is
  // filled.
  const enemy = new Set(page.state.pieces.filter(p => p.color !== page.state.side).map(p => p.square));
  for (const s of nextSquares()) {
    const capture = enemy.has(s);
    marks.appendChild(svgElement("rect", Object.assign({class: capture ? "target capture" : "target", "data-square": s}, squareRect(s, capture ? 3 : 0))));
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

// drawArrow draws an arrow through the centres of squares, its head on
// the last, of a class ("best" or "drawn") and named by move.
function drawArrow(marks, squares, kind, move) {
  const centre = sq => {
    const r = squareRect(sq, 0);
    return (r.x + r.width / 2) + "," + (r.y + r.height / 2);
  };
  const points = squares.filter((sq, i) => i === 0 || sq !== squares[i - 1]).map(centre);
  if (points.length < 2) return;
  marks.appendChild(svgElement("polyline", {class: "arrow " + kind, "data-move": move, points: points.join(" "), "marker-end": "url(#arrowhead-" + kind + ")"}));
}

// toggleDrawing adds the player's arrow from one square to another, or a
// circle where they are one, or takes it away when it is there.
function toggleDrawing(from, to) {
  const i = page.drawings.findIndex(d => d.from === from && d.to === to);
  if (i >= 0) page.drawings.splice(i, 1);
  else page.drawings.push({from: from, to: to});
  drawMarks();
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
  if (page.pending || computerToMove()) return;
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
    showPromotion(promote.to);
    return;
  }
  play(moves[0]);
}

// play plays a move of the player's.
function play(m) {
  if (!confirmVariation()) {
    deselect();
    return;
  }
  try {
    playMove(m.usi, "usi");
  } catch (e) {
    $("status").textContent = e.message;
  }
}

// confirmVariation asks, when the position shown is not the game's last,
// whether to play from it, dropping the moves after it.
function confirmVariation() {
  if (!page.future.length) return true;
  if (!confirm("Play this move as a variation? The " + page.future.length + " moves after it are dropped.")) return false;
  page.future = [];
  return true;
}

// playMove plays a move written in a notation through the game, which
// checks it, and redraws; it throws the game's error for a move refused.
function playMove(move, notation) {
  const before = plies();
  const mover = page.state.side;
  page.game.play(move, notation, before + 1, true);
  clockMoved(mover);
  refresh(before);
}

// playText plays the move typed in the notation chosen.
function playText() {
  $("move-error").textContent = "";
  if (computerToMove() || !confirmVariation()) return;
  try {
    playMove($("move-text").value.trim(), $("notation").value);
  } catch (e) {
    const p = e.problems && e.problems[0];
    $("move-error").textContent = p && p.col ? "column " + p.col + ": " + p.message : e.message;
    return;
  }
  $("move-text").value = "";
}

// showPromotion asks whether to promote on the destination square, just
// below it, kept inside the board.
function showPromotion(sq) {
  const box = $("promotion");
  box.hidden = false;
  const row = $("board-row").getBoundingClientRect();
  const cell = document.querySelector('#cells rect[data-square="' + sq + '"]').getBoundingClientRect();
  const left = cell.left - row.left + cell.width / 2 - box.offsetWidth / 2;
  box.style.left = Math.max(0, Math.min(left, row.width - box.offsetWidth)) + "px";
  const below = cell.bottom - row.top;
  box.style.top = (below + box.offsetHeight <= row.height ? below : cell.top - row.top - box.offsetHeight) + "px";
}

// cancelChoice lets go of the piece chosen and of a promotion question.
function cancelChoice() {
  page.pending = null;
  $("promotion").hidden = true;
  deselect();
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

// The computer: an engine in a Web Worker (engine.js), on the same
// WebAssembly build, told the page's variant and game in USI. One search
// runs at a time: think stops the one running before it starts the next,
// and a search whose position is no longer the one shown is ignored.
const computer = {
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
function computerSide() {
  return $("computer-side").value;
}

// humanSide is the player's side against the computer, or "" when the
// computer plays neither.
function humanSide() {
  return computerSide() ? (computerSide() === "black" ? "white" : "black") : "";
}

// computerToMove reports whether the position shown is the game's last
// and the computer is to move in it.
function computerToMove() {
  return !!page.state && computerSide() === page.state.side && !page.state.outcome.over && page.future.length === 0;
}

// stopEngine stops whatever the engine is doing, for a new game, a
// variant, a record or a take-back.
function stopEngine() {
  think(true);
}

// think decides, for the position shown, what the engine does: find the
// computer's move when it is to play, think on the player's time when
// asked to, analyse when analysis is on, or nothing. quiet stops it.
function think(quiet) {
  const token = ++computer.token;
  computer.lineKey = "";
  computer.queue = computer.queue
    .then(() => thinkNow(token, !!quiet))
    .catch(e => engineStatus("The computer failed: " + e.message, "error"));
}

// engineStatus shows what the computer does.
function engineStatus(text, kind) {
  const s = $("engine-status");
  s.textContent = text;
  s.dataset.kind = kind || "";
}

// variantKey names the variant the page plays, with its profile and options.
function variantKey() {
  return JSON.stringify([page.source.variant || "", page.source.yaml || "", page.variant.profile, page.variant.enabled]);
}

// spawnEngine starts the engine worker, once. The page calls it as it
// starts, so that the worker's few seconds of start-up are not charged to
// the computer's first move or its clock.
function spawnEngine() {
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
function takeBack() {
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

// The clocks, for a game against the computer: each side's main time,
// then an increment added after each move or a byoyomi period that
// starts again with each move. The side to move's clock runs while the
// position shown is the game's last and the game goes on.
function clocksOn() {
  return $("clock-kind").value !== "none" && computerSide() !== "";
}

// resetClocks sets both clocks to the time chosen.
function resetClocks() {
  const kind = $("clock-kind").value;
  const main = Math.max(0, Number($("clock-main").value) || 0) * 1000;
  const extra = Math.max(0, Number($("clock-extra").value) || 0) * 1000;
  page.clock = {
    kind: kind, extra: extra, started: false, last: 0,
    black: {main: main, period: extra}, white: {main: main, period: extra},
  };
  $("clocks").hidden = !clocksOn();
  drawClocks();
}

// tickClocks takes the time since the last tick off the running clock and
// flags a side whose time is up.
function tickClocks() {
  const c = page.clock;
  const now = performance.now();
  const elapsed = c.last ? now - c.last : 0;
  c.last = now;
  if (!clocksOn() || !page.state || page.state.outcome.over || page.future.length || !c.started) {
    drawClocks();
    return;
  }
  const side = c[page.state.side];
  let left = elapsed;
  const fromMain = Math.min(left, Math.max(0, side.main));
  side.main -= fromMain;
  left -= fromMain;
  if (left > 0 && c.kind === "byoyomi") side.period -= left;
  else if (left > 0) side.main -= left;
  const out = c.kind === "byoyomi" ? side.main <= 0 && side.period <= 0 : side.main <= 0;
  if (out) {
    side.main = Math.max(0, side.main);
    side.period = Math.max(0, side.period);
    stopEngine();
    page.game.flag(page.state.side, plies(), true);
    refresh(plies());
    return;
  }
  drawClocks();
}

// clockMoved gives the side that just moved its increment or a new
// byoyomi period, and starts the clocks at the game's first move.
function clockMoved(side) {
  const c = page.clock;
  if (!c || !clocksOn()) return;
  tickClocks();
  if (c.kind === "increment") c[side].main += c.extra;
  if (c.kind === "byoyomi") c[side].period = c.extra;
}

// clockAfterRefresh starts the clocks once a game against the computer
// is under way, after its first move, and draws them: the first move is
// not timed.
function clockAfterRefresh() {
  const c = page.clock;
  if (!c) return;
  $("clocks").hidden = !clocksOn();
  if (clocksOn() && !c.started && plies() > 0 && !page.state.outcome.over) {
    c.started = true;
    c.last = performance.now();
  }
  drawClocks();
}

// formatTime writes milliseconds as m:ss.s.
function formatTime(ms) {
  ms = Math.max(0, ms);
  const s = ms / 1000;
  const m = Math.floor(s / 60);
  const rest = s - 60 * m;
  return m + ":" + (rest < 10 ? "0" : "") + rest.toFixed(1);
}

function drawClocks() {
  const c = page.clock;
  if (!c || $("clocks").hidden) return;
  for (const side of ["black", "white"]) {
    const el = $("clock-" + side);
    const t = c[side];
    el.querySelector(".time").textContent = c.kind === "byoyomi" && t.main <= 0 ? "byoyomi " + formatTime(t.period) : formatTime(t.main);
    el.dataset.ms = String(Math.round(t.main + (c.kind === "byoyomi" ? t.period : 0)));
    el.classList.toggle("running", !!page.state && page.state.side === side && !page.state.outcome.over && c.started);
  }
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

main().catch(e => {
  $("loading").textContent = "Failed: " + e.message;
});
