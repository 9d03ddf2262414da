package variant

import (
	"fmt"
	"slices"
	"strings"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/textdist"
)

// Variant is a loaded game: its board, pieces, setup and rules, configured
// for one profile and a set of options.
type Variant struct {
	// Name is the variant's id, such as "chu".
	Name string
	// Title is its human name, such as "Chu shogi".
	Title string
	// Source says where the rules come from.
	Source string
	// Geometry is the board.
	Geometry *board.Geometry
	// Pieces lists every piece kind, in file order, including those that
	// appear only by promotion.
	Pieces []*Piece
	// Setup lists the pieces of both sides at the start.
	Setup []Placement
	// Rules holds the parameters of each rule hook in force, by hook name:
	// a pointer to the hook's parameter type (see [Hooks]).
	Rules map[string]any
	// Profiles lists the named rule sets the file defines; the first is the
	// default.
	Profiles []Profile
	// Options lists the named alternatives the file defines.
	Options []Option
	// Profile is the profile in force ("" when the file defines none).
	Profile string
	// Enabled lists the options in force.
	Enabled []string
	// MiddleSquares says which middle squares a move of several legs names.
	MiddleSquares MiddleSquares
	// USIVariant is the name USI engines know the variant by, the value of
	// their USI_Variant option: the file's usi-variant, by default
	// [DefaultUSIVariant] of the name ("chushogi", as lishogi calls chu
	// shogi).
	USIVariant string
	// XBoardVariant is the name XBoard engines know the variant by, the
	// argument of the protocol's variant command: the file's
	// xboard-variant, by default the name (HaChu's "chu", "dai",
	// "tenjiku").
	XBoardVariant string
	// USIProfile is the profile a USI engine plays the variant under when
	// USI_Variant names it: the rules of the program whose name
	// USIVariant is (lishogi's for "chushogi"), or "" for the first.
	USIProfile string

	file      string              // the file name errors give
	hints     int                 // the "did you mean" hints worked out, at most maxHints
	hookNodes map[string]ruleNode // where each hook in force was last given
	betzaAt   map[string][2]int   // by piece id: the line and column of its betza

	byID  map[string]*Piece
	base  *Variant   // the variant as the file gives it, before profile and options
	rules []ruleNode // the file's rules section
}

// DefaultUSIVariant returns the USI_Variant name of a variant named name
// whose file gives none: the name without hyphens, then "shogi", as
// lishogi names its variants ("chushogi", "minishogi").
func DefaultUSIVariant(name string) string { return strings.ReplaceAll(name, "-", "") + "shogi" }

// Piece is one piece kind.
type Piece struct {
	// ID is the stable id, such as "dragon-horse".
	ID string
	// Name is the English name.
	Name string
	// Kanji and Romaji are the Japanese name as the rule text gives it.
	Kanji, Romaji string
	// Abbrev lists the abbreviations the texts use; the first is used in
	// setup rows and in Hodges notation.
	Abbrev []string
	// SFEN is the code of the piece in SFEN and USI, for Black: one upper
	// case letter, possibly followed by one lower case letter. White's code
	// has its first letter in lower case. Empty for a piece that appears
	// only by promotion, which is written "+" and the code of the piece that
	// promoted.
	SFEN string
	// Betza is the piece's move in the rule texts' Betza dialect.
	Betza string
	// Move is Betza compiled.
	Move *betza.Program
	// Promotes is the piece it promotes to, or nil.
	Promotes *Piece
	// Royal reports whether the win condition counts the piece as royal.
	Royal bool
	// Traits are words the rule hooks use, such as "lion", and those
	// package notation reads for Japanese notation's marks
	// ("straight-mark", "jump-mark").
	Traits []string
	// PromotedOnly reports whether the piece appears only by promotion.
	PromotedOnly bool
	// Value is the piece's worth to a search, in centipawns (hundredths
	// of a piece that steps one square forward), as the file's value field
	// states it; 0 when the file leaves it to the estimate the search
	// makes from the piece's moves (package eval).
	Value int
	// Names are the piece's names in KIF, Japanese and western notation
	// (see [Piece.NamesOf] for a promoted piece). The file's kif, short,
	// diagram and western fields give them; one not given falls back: KIF
	// to Kanji, then to the first abbreviation; Short to KIF; Diagram to the
	// first character of Short other than "+"; Western to the first
	// abbreviation.
	Names Names
	// PromotedNames are the names the file's promoted-names field gives
	// the piece once promoted (KIF, Short and Diagram; empty where the
	// promoted piece takes the names of the piece it promotes to).
	PromotedNames Names
}

// Has reports whether the piece has the trait.
func (p *Piece) Has(trait string) bool { return slices.Contains(p.Traits, trait) }

// String returns the piece's id.
func (p *Piece) String() string { return p.ID }

// Placement is a piece on a square at the start of the game.
type Placement struct {
	Square board.Square
	Color  board.Color
	Piece  *Piece
}

// Profile is a named rule set: overrides of hook parameters.
type Profile struct {
	Name        string
	Description string
	rules       []ruleNode
}

// Option is a named alternative rule or piece move, with the source the
// rule text names for it.
type Option struct {
	Name        string
	Description string
	Source      string
	// Pieces holds per-piece overrides by piece id.
	Pieces map[string]PieceOverride
	rules  []ruleNode
}

// PieceOverride changes a piece under an option. Nil fields leave the piece
// as it is; an empty Promotes removes the promotion.
type PieceOverride struct {
	Betza    *string
	Promotes *string
	Royal    *bool
	Traits   *[]string
}

// MiddleSquares says which middle squares a move of several legs names (in
// USI, and so which moves are one): the `middle-squares` field of a variant
// file.
type MiddleSquares uint8

// Middle-square conventions.
const (
	// EffectMiddleSquares: only the squares where the move captures or
	// shoots, so that moves with the same effect are one move.
	EffectMiddleSquares MiddleSquares = iota
	// EveryMiddleSquare: every square where a leg ends, as lishogi writes
	// chu shogi's lion moves.
	EveryMiddleSquare
)

var middleSquares = names{"effects", "every"}

func (m MiddleSquares) String() string { return text(middleSquares, m) }

// UnmarshalText reads "effects" or "every".
func (m *MiddleSquares) UnmarshalText(b []byte) error { return decode(middleSquares, b, m) }

// MaxValue is the greatest value a piece's value field may state.
const MaxValue = 1_000_000

// MaxLegs is the most legs (steps, leaps, slides and shots, hops not
// counted) a piece's move may take: the rules engine names at most
// MaxLegs-1 middle squares of a move.
const MaxLegs = 6

// HookError returns an error at the position in the variant's file where
// the hook's parameter field (or, for "", the hook) was given in force:
// "FILE:LINE:COL: HOOK: FIELD: MSG". The rules engine reports its refusals
// with it.
func (v *Variant) HookError(hook, field, msg string) error {
	e := &Error{File: v.file, Msg: hook + ": " + fieldPrefix(field, msg)}
	if n, ok := v.hookNodes[hook]; ok {
		at := n.key
		if k := keyNode(n.val, field); field != "" && k != nil {
			at = k
		}
		e.Line, e.Col = at.Line, at.Column
	}
	return e
}

// PieceError returns an error at the position in the variant's file where
// the piece with the given id is given its move: "FILE:LINE:COL: MSG". The
// rules engine reports what it refuses of a piece's move with it.
func (v *Variant) PieceError(id, msg string) error {
	e := &Error{File: v.file, Msg: msg}
	if at, ok := v.betzaAt[id]; ok {
		e.Line, e.Col = at[0], at[1]
	}
	return e
}

// Piece returns the piece with the given id, or nil.
func (v *Variant) Piece(id string) *Piece { return v.byID[id] }

// PieceByAbbrev returns the piece with the given abbreviation, or nil.
func (v *Variant) PieceByAbbrev(a string) *Piece {
	for _, p := range v.Pieces {
		if slices.Contains(p.Abbrev, a) {
			return p
		}
	}
	return nil
}

// PieceBySFEN returns the piece whose Black SFEN code is code, or nil.
func (v *Variant) PieceBySFEN(code string) *Piece {
	for _, p := range v.Pieces {
		if p.SFEN == code {
			return p
		}
	}
	return nil
}

// Rule returns the parameters of hook name, or nil if the hook is not in
// force.
func (v *Variant) Rule(name string) any { return v.Rules[name] }

// Configure returns the variant under the named profile ("" for the
// default) with the named options enabled.
func (v *Variant) Configure(profile string, options ...string) (*Variant, error) {
	base := v.base
	if base == nil {
		base = v
	}
	return base.configure(profile, options)
}

func (v *Variant) configure(profile string, options []string) (*Variant, error) {
	out := *v
	out.base = v
	out.Enabled = nil
	overrides := [][]ruleNode{}
	if len(v.Profiles) > 0 {
		if profile == "" {
			profile = v.Profiles[0].Name
		}
		i := slices.IndexFunc(v.Profiles, func(p Profile) bool { return p.Name == profile })
		if i < 0 {
			return nil, fmt.Errorf("variant %s: no profile %q%s (have %s)", v.Name, profile, textdist.Hint(profile, v.ProfileNames()), strings.Join(v.ProfileNames(), ", "))
		}
		overrides = append(overrides, v.Profiles[i].rules)
	} else if profile != "" {
		return nil, fmt.Errorf("variant %s: no profile %q: the variant defines none", v.Name, profile)
	}
	out.Profile = profile
	pieceOver := map[string]PieceOverride{}
	for _, name := range options {
		i := slices.IndexFunc(v.Options, func(o Option) bool { return o.Name == name })
		if i < 0 && len(v.Options) == 0 {
			return nil, fmt.Errorf("variant %s: no option %q: the variant defines none", v.Name, name)
		}
		if i < 0 {
			return nil, fmt.Errorf("variant %s: no option %q%s (have %s)", v.Name, name, textdist.Hint(name, v.OptionNames()), strings.Join(v.OptionNames(), ", "))
		}
		if slices.Contains(out.Enabled, name) {
			continue
		}
		out.Enabled = append(out.Enabled, name)
		o := v.Options[i]
		overrides = append(overrides, o.rules)
		for id, po := range o.Pieces {
			cur := pieceOver[id]
			if po.Betza != nil {
				cur.Betza = po.Betza
			}
			if po.Promotes != nil {
				cur.Promotes = po.Promotes
			}
			if po.Royal != nil {
				cur.Royal = po.Royal
			}
			if po.Traits != nil {
				cur.Traits = po.Traits
			}
			pieceOver[id] = cur
		}
	}
	rules, nodes, err := resolveRules(v, overrides)
	if err != nil {
		return nil, err
	}
	out.Rules, out.hookNodes = rules, nodes
	if len(pieceOver) > 0 {
		if err := out.overridePieces(pieceOver); err != nil {
			return nil, err
		}
	}
	return &out, nil
}

// overridePieces copies the pieces and applies option overrides.
func (v *Variant) overridePieces(over map[string]PieceOverride) error {
	copies := make(map[*Piece]*Piece, len(v.Pieces))
	v.Pieces = slices.Clone(v.Pieces)
	v.byID = make(map[string]*Piece, len(v.Pieces))
	for i, p := range v.Pieces {
		c := *p
		copies[p] = &c
		v.Pieces[i] = &c
		v.byID[c.ID] = &c
	}
	for _, p := range v.Pieces {
		if p.Promotes != nil {
			p.Promotes = copies[p.Promotes]
		}
		o, ok := over[p.ID]
		if !ok {
			continue
		}
		if o.Betza != nil {
			prog, err := betza.Compile(*o.Betza)
			if err != nil {
				return fmt.Errorf("variant %s: piece %s: %w", v.Name, p.ID, err)
			}
			p.Betza, p.Move = *o.Betza, prog
		}
		if o.Promotes != nil {
			p.Promotes = nil
			if *o.Promotes != "" {
				p.Promotes = v.byID[*o.Promotes]
			}
		}
		if o.Royal != nil {
			p.Royal = *o.Royal
		}
		if o.Traits != nil {
			p.Traits = *o.Traits
		}
	}
	setup := slices.Clone(v.Setup)
	for i := range setup {
		setup[i].Piece = copies[setup[i].Piece]
	}
	v.Setup = setup
	return nil
}

// ProfileNames returns the names of the variant's profiles, in file order.
func (v *Variant) ProfileNames() []string {
	out := make([]string, len(v.Profiles))
	for i, p := range v.Profiles {
		out[i] = p.Name
	}
	return out
}

// OptionNames returns the names of the variant's options, in file order.
func (v *Variant) OptionNames() []string {
	out := make([]string, len(v.Options))
	for i, o := range v.Options {
		out[i] = o.Name
	}
	return out
}

// PieceIDs returns the ids of the variant's pieces, in file order.
func (v *Variant) PieceIDs() []string {
	out := make([]string, len(v.Pieces))
	for i, p := range v.Pieces {
		out[i] = p.ID
	}
	return out
}

// pieceIDs returns the ids of the variant's pieces, and with traits set
// the traits they have after them, in file order, for suggestions.
func (v *Variant) pieceIDs(traits bool) []string {
	if traits {
		return append(v.PieceIDs(), v.traits()...)
	}
	return v.PieceIDs()
}

// traits returns the traits the variant's pieces have, each once, in file
// order.
func (v *Variant) traits() []string {
	var out []string
	for _, p := range v.Pieces {
		for _, t := range p.Traits {
			if !slices.Contains(out, t) {
				out = append(out, t)
			}
		}
	}
	return out
}
