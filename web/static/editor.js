// editor.js: the text boxes: the game record (KIF or PGN), and the
// problems of a variant file or a record.

import {startGame} from "./app.js";
import {$, page} from "./page.js";

// drawRecord writes the game in the record box, in the format chosen.
// Unless told to, it keeps a text the player has put there instead.
// The record is written only while its panel is open.
export function drawRecord(always) {
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
export function loadRecord() {
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
  startGame(g);
}

// showProblems lists the problems of a variant file or a game record with
// their lines in the list given.
export function showProblems(list, e) {
  const items = (e.problems && e.problems.length ? e.problems : [{message: e.message}]).map(p => {
    const li = document.createElement("li");
    li.textContent = p.line ? "line " + p.line + ", column " + p.col + ": " + p.message : p.message;
    return li;
  });
  list.replaceChildren(...items);
}

// copyBox selects a text box's text and copies it to the clipboard.
export function copyBox(box) {
  box.select();
  if (navigator.clipboard) navigator.clipboard.writeText(box.value).catch(() => {});
}
