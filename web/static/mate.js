// mate.js: the page's "Find mate" button. It asks package mate's prover,
// through the API's mate call in a Web Worker of its own (so that the
// page stays responsive while it searches), for the shortest mate of the
// side to move in the position shown, within the bound and mode chosen,
// and shows the line as text and as arrows on the board (drawMateMarks,
// which board.js's drawMarks calls) while that position is shown. The
// position is sent as SFEN: the prover sees the game's history from there
// on only.

import {drawArrow, drawMarks} from "./board.js";
import {variantKey} from "./computer.js";
import {$, page} from "./page.js";

const mate = {
  worker: null, // the API in its worker, started at the first search
  key: "",      // the variant the worker has loaded, as variantKey gives it
  variant: null,
  sfen: "",     // the position the line shown is for
  moves: [],    // the line in USI
};

// mateVariant loads the page's variant in the worker when it has changed.
async function mateVariant() {
  if (!mate.worker) mate.worker = await largeshogi.startWorker("engine-worker.js");
  const key = variantKey();
  if (mate.key !== key) {
    const src = page.source;
    mate.variant = await mate.worker.load(src.yaml
      ? {yaml: src.yaml, file: src.file || "variant.yaml", profile: page.variant.profile, options: page.variant.enabled}
      : {variant: src.variant, profile: page.variant.profile, options: page.variant.enabled});
    mate.key = key;
  }
  return mate.variant;
}

// findMate searches the position shown and shows what the prover says.
async function findMate() {
  const text = $("mate-text");
  const button = $("find-mate");
  const sfen = page.state.sfen;
  button.disabled = true;
  text.textContent = "Searching…";
  mate.sfen = "";
  mate.moves = [];
  drawMarks();
  try {
    const v = await mateVariant();
    const g = await v.newGame(sfen);
    const res = await g.call("mate", {id: g.id, mode: $("mate-mode").value, plies: Number($("mate-plies").value),
      nodes: 300000, notation: $("notation").value});
    g.call("free", {id: g.id});
    const side = page.state.side === "black" ? "Black" : "White";
    if (res.verdict === "mate") {
      text.textContent = side + " mates in " + res.plies + ": " + res.text.join(" ");
      mate.sfen = sfen;
      mate.moves = res.moves;
    } else if (res.verdict === "no mate") {
      text.textContent = "No mate within " + res.noMateWithin + " plies.";
    } else {
      text.textContent = "Not found within the budget" + (res.noMateWithin ? " (no mate within " + res.noMateWithin + " plies)." : ".");
    }
    text.dataset.verdict = res.verdict;
    text.dataset.usi = res.moves.join(" ");
  } catch (e) {
    text.textContent = e.message;
    text.dataset.verdict = "error";
  } finally {
    button.disabled = false;
    drawMarks();
  }
}

// drawMateMarks draws the mate's line on the board, an arrow a move
// along the squares its USI names, while the position it is for is shown.
export function drawMateMarks(marks) {
  if (!mate.moves.length || page.state.sfen !== mate.sfen) return;
  for (const usi of mate.moves) {
    drawArrow(marks, usi.match(/\d+[a-z]+/g), "best", usi);
  }
}

$("find-mate").addEventListener("click", () => { findMate(); });
