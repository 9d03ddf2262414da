// board.js: the board drawing (pieces, labels, zoom, flip, marks, arrows)
// and the piece panel's move diagrams.

import {computer, computerToMove} from "./computer.js";
import {candidates, clickSquare, nextSquares, select} from "./moves.js";
import {drawMateMarks} from "./mate.js";
import {$, page, SVGNS, unique} from "./page.js";

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

export function drawBoard() {
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
export function endDragImage() {
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
export function zoomBy(step) {
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
export function pinLabels() {
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
export function drawMarks() {
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
export function drawArrow(marks, squares, kind, move) {
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

// showPieceOn shows the names and move diagram of the piece on a square.
export function showPieceOn(sq) {
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
