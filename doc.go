// Package largeshogi is the rules of the large shogi variants — chu shogi
// (12×12), dai shogi (15×15), tenjiku shogi (16×16), dai dai shogi (17×17),
// maka dai dai shogi (19×19), ko shogi (19×19), tai shogi (25×25) and
// taikyoku shogi (36×36), with sho shogi (9×9) and wa shogi (11×11) — and of
// any variant defined in YAML, with a search that plays them, engine
// protocols, a match referee and a web page.
//
// This package holds no code: it is the map of the module. README.md says
// how to start, and docs/ holds the guides.
//
// # How the data flows
//
//	YAML ──variant.Load──▶ variant.Variant ──rules.New──▶ rules.Rules ──NewPosition──▶ rules.Position
//	                           (betza.Compile per piece)                  AppendMoves, Make, Unmake
//
// Every rule is a hook driven by the variant file's parameters: no piece
// name, game name or game-specific branch is written in the engine, and the
// search's evaluation is derived from the compiled moves and hooks.
//
// # Packages, layer by layer
//
// Each package imports only packages listed above it, and the helpers
// listed last.
//
// The board and the pieces' moves:
//   - board: squares named the shogi way, colours, the padded mailbox.
//   - betza: Betza's notation parsed, compiled and enumerated without
//     allocating; movement diagrams as the rule texts draw them.
//
// The games:
//   - variant: the YAML schema, its strict loader, the rule hooks'
//     parameters and their registry, profiles and options.
//   - variants: the ten built-in games' files, embedded, and the names
//     engines know them by.
//   - rules: positions, legal moves, make/unmake, games and outcomes,
//     SFEN, USI move text, perft, and the hooks' behaviour (files
//     hook_<name>.go).
//   - rules/rulestest: rapid generators of positions, moves, notations
//     and variants, for property-testing code against largeshogi.
//
// Formats:
//   - notation: single moves in every notation, found by name: USI,
//     Hodges, XBoard, Japanese, Kitao-Kawasaki, western, western-engine,
//     Yorozuya.
//   - record: game records in KIF and PGN, read into games and written
//     from them.
//   - render: boards and piece moves as SVG.
//   - usi, xboard: the text of the USI and XBoard protocols, both ways,
//     without a process.
//
// Players:
//   - engine: the Player interface, limits, thinking and failures.
//   - eval: piece values from compiled moves, and the position evaluation.
//   - search: the built-in engine, an engine.Player for any variant.
//   - mate: a proof-number mate prover for any variant: mate or tsume,
//     proved by the rules' own moves.
//   - engine/baseline: a random and a greedy player to measure against.
//   - engine/transport: engines as processes or in memory.
//   - engine/usiclient, engine/xboardclient: clients of USI and XBoard
//     engines such as HaChu, sharing engine/internal/link.
//   - engine/serve: any Player served as a USI or XBoard engine.
//   - engine/searchserve: the built-in search's serve configuration,
//     shared by the engine command and the browser's worker.
//   - engine/enginetest: fake engines that misbehave on demand, for tests.
//
// Referee and faces:
//   - match: matches between two players, with clocks, adjudication,
//     records, Elo and SPRT.
//   - web: the web page, embedded; web/api, its JavaScript API, tested
//     without a browser; web/worker, the engine in its Web Worker;
//     web/wasm, their WebAssembly build, made by web/internal/genwasm
//     with the font of web/internal/genfont (go generate ./web).
//   - cmd/largeshogi: the command-line tool.
//   - examples/randomgame, examples/newvariant, examples/palace,
//     examples/proptest: a random game, a variant of one's own, a rule
//     hook of one's own, and a property test to copy.
//
// Helpers, internal to the module, for any layer:
//   - internal/clip: input quoted in messages, shortened and escaped.
//   - internal/textdist: "did you mean" suggestions.
//   - internal/numeral: kanji and full-width numerals of coordinates.
//   - internal/memavail: the memory the machine can give now.
//
// Test support, used by tests only:
//   - internal/testkit/longtest: the size of a test, small by default and
//     full under LARGESHOGI_LONG_TESTS=1.
//   - internal/testkit/gamerules: a built-in game or a variant file
//     compiled for a test.
//   - internal/testkit/bigvariant, internal/testkit/workcount: hostile
//     variant files and work counts.
//
// # Commands
//
// largeshogi COMMAND [flags] [arguments]; "largeshogi help COMMAND" gives
// one command's flags:
//   - perft, moves, status, show: count, list, judge and draw a position.
//   - mate: prove the shortest mate of the side to move, or its absence.
//   - record: convert a game record between KIF, USI and PGN.
//   - validate, variants, hooks: check a variant file, list the built-in
//     games and the rule hooks.
//   - betza, diagram: draw a Betza notation's or a piece's moves.
//   - values: the piece values the search estimates.
//   - engine: the search as a USI or XBoard engine.
//   - match, summary: referee a match between two engines, and add up
//     the results of its shards.
//   - serve: the web page.
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
