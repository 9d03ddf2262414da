// Package variant defines a game in YAML and loads it strictly.
//
// One file describes one game: its board, every piece kind (including those
// that appear only by promotion), the setup, and the rules as named hooks
// with parameters. [Load] and [LoadFile] check everything a wrong file can
// get wrong and report all problems at once, each as FILE:LINE:COL: MESSAGE
// (the column in characters, from 1) in an [ErrorList]: unknown fields, duplicate ids, abbreviations or SFEN
// codes, promotion targets that do not exist, setup rows of the wrong width,
// ranks given twice, squares off the board or taken twice, a side without a
// royal piece, Betza strings that do not compile (with the column inside the
// YAML line), unknown hooks and bad hook parameters. A value of the wrong
// type or shape is reported at the value, with the piece, profile, option,
// hook and field it belongs to and what the field wants:
//
//	chu.yaml:409:12: zone-promotion: enter: "ture" is not true or false
//
// Files with YAML
// aliases, with more than one document, or over the bounds below are
// rejected.
//
// # A complete small variant
//
//	name: mini                      # id: lower-case letters, digits, '-'
//	title: Mini lion shogi
//	source: an example              # where the rules come from
//	board: 5x5                      # FILESxRANKS, 1x1 to 36x36
//	pieces:
//	  - id: king                    # stable id, unique
//	    name: king                  # English name
//	    kanji: 玉将
//	    romaji: gyokushō
//	    abbrev: [K]                 # the first is used in setup rows and Hodges notation
//	    sfen: K                     # SFEN/USI code for Black: A or Ab; White's is lower case
//	    betza: K                    # the move, see package betza
//	    royal: true                 # counts for the win hook
//	  - id: lion
//	    name: lion
//	    kanji: 獅子
//	    romaji: shishi
//	    abbrev: [Ln, N]
//	    short: 獅                    # notation names, all optional (see Notation names)
//	    sfen: N
//	    betza: NAD[aK]
//	    traits: [lion]              # words hooks use
//	  - id: gold
//	    name: gold general
//	    kanji: 金将
//	    romaji: kinshō
//	    abbrev: [G]
//	    sfen: G
//	    betza: WfF
//	  - id: pawn
//	    name: pawn
//	    kanji: 歩兵
//	    romaji: fuhyō
//	    abbrev: [P]
//	    sfen: P
//	    betza: fW
//	    promotes: tokin             # id of the piece it turns into
//	    promoted-names: {short: と}  # its names once promoted, where not the tokin's
//	  - id: tokin
//	    name: tokin
//	    kanji: と金
//	    romaji: tokin
//	    abbrev: [+P]
//	    betza: WfF
//	    promoted-only: true         # not in the setup; written +P in SFEN
//	    value: 350                  # optional: worth to the search in centipawns (default: estimated)
//	setup:                          # Black's camp by rank letter (a is White's back rank),
//	  d: "P P P P P"                # files from the highest (Black's left) to 1, '.' empty;
//	  e: "G Ln K . G"               # White's is Black's turned half round unless `white:` gives it
//	rules:                          # hooks by name, with parameters
//	  zone-promotion: {depth: 1, enter: true, capture-from-zone: true, capture-into-zone: true}
//	  win: {royals: all-captured}
//	  stalemate: {result: loss}
//	profiles:                       # named rule sets; the first is the default
//	  - name: standard
//	    description: The rules above.
//	  - name: drawish
//	    description: A side with no legal move draws.
//	    rules:
//	      stalemate: {result: draw} # overrides, merged over `rules`
//	options:                        # named alternatives, each with its source
//	  - name: strong-pawns
//	    description: Pawns move as golds.
//	    source: this example
//	    pieces:
//	      pawn: {betza: WfF}        # betza, promotes ("" for none), royal, traits
//
// # Notation names
//
// Optional fields name a piece as the notations players read write it
// ([Piece.Names], [Piece.NamesOf]); each is a name without spaces of at
// most 16 characters, and one not given falls back:
//
//   - kif: the name KIF move lines write (醉象); default the kanji, or the
//     first abbreviation when there is no kanji;
//   - short: the name Japanese, Kitao-Kawasaki and Yorozuya notation write
//     (象); default the KIF name;
//   - diagram: the one character a KIF board diagram writes (杏), not "v",
//     "+", "成" or "・"; default the first character of the short name that
//     is none of these;
//   - western: the name western notation writes (FK); default the first
//     abbreviation;
//   - promoted-names: kif, short and diagram of the piece once promoted,
//     where they differ from those of the piece it promotes to. A diagram
//     writes a promoted piece as this diagram name, one character or "成"
//     and one character (杏, 成角); without one, by the character of the
//     kind it promotes to if that kind appears only by promotion, else "成"
//     and the piece's own character (成歩), a form diagrams are also read
//     in.
//     Western notation writes "+" and the piece's western name.
//
// The notations tell pieces apart by these names: give each kind of piece
// (promoted or not) its own diagram and western name, and each piece its
// own KIF and short names. The loader checks each name, not that they are
// distinct (the built-in games' are, by test).
//
// # SFEN codes
//
// A code is one upper-case letter, optionally followed by one lower-case
// letter; White writes the first letter in lower case. A piece that appears
// only by promotion has no code: it is written "+" and the code of the piece
// that promoted. The loader rejects a set of codes that could be read two
// ways: a two-letter code XY alongside a code X, when some code starts with
// Y.
//
// In a big game the one-letter codes run out and collide with two-letter
// ones. A scheme that always works: give every piece a two-letter code, an
// upper-case initial and a lower-case letter of its name (tai and taikyoku
// shogi's files do), or keep a one-letter code X only while no code
// starts with the second letter of a code XY (the rule above). When two
// pieces claim one code, or a code could be misread, the loader's error
// proposes a code that is free and cannot be misread, made from the
// piece's name.
//
// # Hooks
//
// The rules section names hooks, each with parameters decoded strictly into
// its parameter type ([ZonePromotion], [CapturePromotion],
// [ContagiousPromotion], [LionTrading], [RoyalCapture], [Win], [BareKing],
// [Stalemate], [Repetition] and the others [Hooks] lists). Profiles and
// options override parameters field by field: a field they name takes
// their value whole, a list or a mapping (such as zone-promotion's
// second-chance) as much as a single value, and the fields they leave out
// keep the file's. Each built-in hook's
// parameters are declared in a file of this package named after it
// (hook_burning.go, hook_liontrading.go, ...), and its behaviour in the
// file of the same name in package rules, which registers it in builtin.go. A parameter that names a choice is an
// enumeration ([BareKingRule], [RepetitionRule], [PromotionMode], ...)
// decoded through one table of names, so a wrong value is reported with the
// values allowed; every value has a behaviour of its own, and a value the
// engine does not implement is refused here, at its line. A program
// declares a hook of its own, parameters and behaviour at once, with
// rules.RegisterHook; [RegisterHook] alone declares only the parameters.
// [Variant.Rule] returns the parameters in force, and [Variant.HookError]
// places an error at the hook's line.
//
// The top-level field middle-squares says which middle squares a move of
// several legs names: every (as lishogi writes chu shogi's lion moves) or
// effects (the default: only those where it captures or shoots, so that
// moves with the same effect are one move).
//
// # Names for engines
//
// The optional top-level fields usi-variant and xboard-variant name the
// variant for engines, as python-chess's boards do: usi-variant is the
// value of a USI engine's USI_Variant option (lishogi's "chushogi" for chu
// shogi), xboard-variant the argument of the XBoard protocol's variant
// command (HaChu's "chu", "dai", "tenjiku", "sho", "wa-shogi"). Each is one
// word of 1 to 40 lower-case letters, digits, '-', '_' and '+', starting
// with a letter or digit. Absent, usi-variant is the name without hyphens
// followed by "shogi" ([DefaultUSIVariant]: "chushogi", "makadaidaishogi")
// and xboard-variant the name. [Variant.USIVariant] and
// [Variant.XBoardVariant] hold them. The optional usi-profile names the
// profile the variant is played under when a USI engine's USI_Variant
// option chooses it ([Variant.USIProfile]): the usi-variant name is a
// program's (lishogi's "chushogi"), and stands for that program's rules.
//
// # Profiles and options
//
// [Load] returns the variant under its first profile. [Variant.Configure]
// returns it under another profile and with options enabled, leaving the
// original untouched.
//
// # Bounds
//
// The loader's work grows linearly with the size of the file: a file
// however hostile loads or fails in tens of milliseconds and megabytes. A
// file has at most
//
//   - [MaxFileSize] bytes (256 KiB), in one YAML document nested at most
//     10000 deep (the YAML parser's limit);
//   - [MaxPieces] pieces (512), each with at most 8 abbreviations and 8
//     traits;
//   - 64 profiles and 256 options, each option changing at most 512
//     pieces;
//   - 4096 values of hook parameters in the rules of the file, its profiles
//     and options, where every YAML value (list, mapping or scalar) counts
//     one, in lists of at most 512 entries and maps of at most 64;
//   - 4096 values of hook parameters checked again for profiles and
//     options. Each profile and option is checked with the parameters it
//     overrides merged over the file's, so the file's parameters for a hook
//     count again with each override of that hook.
//
// A setup gives each rank at most once for each side. [Load] reports the 50
// problems that come first in the file and then one more, "and N more
// problems", at the position of the first of those left out. A message
// quotes at most 100 bytes of a name or value. An unknown name — a hook, a
// field, a piece id or trait, an abbreviation in the setup, a profile or an
// option — gets a "did you mean" suggestion when a known one is a few edits
// away or shares its beginning ("lion-trade": "lion-trading"), if it is at
// most 64 bytes long; a file's hooks work out at most 64 suggestions for
// the piece ids and traits they name.
package variant
