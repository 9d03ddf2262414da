// Package largeshogi is the rules of the large shogi variants — chu shogi
// (12×12), dai shogi (15×15), tenjiku shogi (16×16), dai dai shogi (17×17),
// maka dai dai shogi (19×19), ko shogi (19×19), tai shogi (25×25) and
// taikyoku shogi (36×36), with sho shogi (9×9) and wa shogi (11×11) — and of
// any variant defined in YAML.
//
// # How the data flows
//
// A game is a YAML file: board, pieces, setup and rule hooks. Package
// [github.com/largeshogi/largeshogi/variant] loads and checks it strictly,
// and compiles every piece's move, written in Betza's funny notation, with
// package [github.com/largeshogi/largeshogi/betza]. Package
// [github.com/largeshogi/largeshogi/variants] embeds the ten built-in games.
// Package [github.com/largeshogi/largeshogi/board] gives the geometry: square
// names and the padded mailbox that move generators walk. Package
// [github.com/largeshogi/largeshogi/rules] plays: it compiles a variant with
// [github.com/largeshogi/largeshogi/rules.New] into piece kinds and hook
// parameters, and gives positions, legal moves, games and their outcomes.
//
//	YAML ──variant.Load──▶ variant.Variant ──rules.New──▶ rules.Rules ──NewPosition──▶ rules.Position
//	                           (betza.Compile per piece)                  AppendMoves, Make, Unmake
//
// # Packages
//
//   - betza: parse → syntax tree → compile → program; a generator that
//     enumerates a move's outcomes into a caller's buffer without
//     allocating; movement diagrams as the rule texts draw them.
//   - board: squares named the shogi way (file from Black's right, rank
//     letter from White's side), colours, occupancy.
//   - variant: the YAML schema, the strict loader, rule hooks and their
//     registry, profiles and options.
//   - variants: the built-in games' files, chu.yaml to wa.yaml, each
//     with its sources.
//   - rules: positions, legal moves, make/unmake, games, outcomes, SFEN,
//     USI, Hodges notation and perft.
//   - notation: single moves in every notation the project knows, found
//     by name: USI, Hodges, XBoard coordinates, and Japanese,
//     Kitao-Kawasaki, western, western-engine and Yorozuya notation as
//     lishogi writes them.
//   - record: game records in KIF as lishogi writes and reads them, for
//     every game, and PGN with XBoard coordinates; read into a game's legal
//     moves and written from a game.
//   - render: the board and a piece's moves drawn as SVG.
//   - web, web/api, web/wasm: a page to play any variant in the browser,
//     on a WebAssembly build of a JavaScript API (largeshogi serve).
//   - rules/rulestest: rapid generators of positions, moves, notations and
//     variants, for property-testing code against largeshogi.
//   - examples/randomgame, examples/newvariant, examples/palace,
//     examples/proptest: runnable programs, a rule hook of one's own, and a
//     test file to copy.
//   - cmd/largeshogi: the command-line tool (perft, moves, status, show,
//     record, serve, diagram, betza, validate, variants, hooks).
//
// # Start here
//
// [github.com/largeshogi/largeshogi/variants.Load] gives a built-in game,
// [github.com/largeshogi/largeshogi/rules.New] its rules,
// [github.com/largeshogi/largeshogi/rules.Rules.NewPosition] the start, and
// [github.com/largeshogi/largeshogi/rules.NewGame] a game that checks every
// move. To define a game, read the schema in package variant; to write a
// piece's move, the dialect in package betza.
package largeshogi
