// page.js: what the page shows and the helpers every part of it uses: the
// API, the variant and game, the legal moves and the squares picked so far.

export const SVGNS = "http://www.w3.org/2000/svg";

export const $ = id => document.getElementById(id);

// page holds what the page shows: the API, the variant and game, the legal
// moves and the squares picked so far.
export const page = {
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
export const notationLabels = {
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
export const defaultNotation = "western";

// colourMarked are the notations lishogi writes after a mover's ☗ or ☖.
export const colourMarked = new Set(["japanese", "kitao-kawasaki", "yorozuya"]);

// sameStart reports whether list begins with prefix.
export function sameStart(list, prefix) {
  return prefix.every((s, i) => list[i] === s);
}

export function unique(list) {
  return [...new Set(list)];
}
