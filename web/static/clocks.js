// clocks.js: the clocks of a game against the computer.

import {plies, refresh} from "./app.js";
import {computerSide, stopEngine} from "./computer.js";
import {$, page} from "./page.js";

// The clocks, for a game against the computer: each side's main time,
// then an increment added after each move or a byoyomi period that
// starts again with each move. The side to move's clock runs while the
// position shown is the game's last and the game goes on.
export function clocksOn() {
  return $("clock-kind").value !== "none" && computerSide() !== "";
}

// resetClocks sets both clocks to the time chosen.
export function resetClocks() {
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
export function tickClocks() {
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
export function clockMoved(side) {
  const c = page.clock;
  if (!c || !clocksOn()) return;
  tickClocks();
  if (c.kind === "increment") c[side].main += c.extra;
  if (c.kind === "byoyomi") c[side].period = c.extra;
}

// clockAfterRefresh starts the clocks once a game against the computer
// is under way, after its first move, and draws them: the first move is
// not timed.
export function clockAfterRefresh() {
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
