// moves.js: the player's moves: picking squares on the board, the
// promotion question, and moves typed in a notation.

import {plies, refresh} from "./app.js";
import {drawMarks, showPieceOn} from "./board.js";
import {clockMoved} from "./clocks.js";
import {computerToMove} from "./computer.js";
import {$, page, sameStart, unique} from "./page.js";

// candidates are the moves that start as the selection has.
export function candidates() {
  const sel = page.selection;
  return page.moves.filter(m => m.from === sel.from && sameStart(m.path, sel.prefix));
}

// nextSquares are the squares the selected piece can be sent to next.
export function nextSquares() {
  const n = page.selection.prefix.length;
  return unique(candidates().filter(m => m.path.length > n).map(m => m.path[n]));
}

export function select(from) {
  page.selection = {from: from, prefix: [], stop: []};
  showPieceOn(from);
  drawMarks();
}

function deselect() {
  page.selection = null;
  drawMarks();
}

// clickSquare takes one click on a square.
export function clickSquare(sq) {
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
export function play(m) {
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
export function playMove(move, notation) {
  const before = plies();
  const mover = page.state.side;
  page.game.play(move, notation, before + 1, true);
  clockMoved(mover);
  refresh(before);
}

// playText plays the move typed in the notation chosen.
export function playText() {
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
export function cancelChoice() {
  page.pending = null;
  $("promotion").hidden = true;
  deselect();
}

export function choosePromotion(yes) {
  const p = page.pending;
  if (!p) return;
  page.pending = null;
  $("promotion").hidden = true;
  play(yes ? p.promote : p.stay);
}
