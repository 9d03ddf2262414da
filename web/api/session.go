package api

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/internal/textdist"
	"github.com/largeshogi/largeshogi/notation"
	"github.com/largeshogi/largeshogi/record"
	"github.com/largeshogi/largeshogi/render"
	"github.com/largeshogi/largeshogi/rules"
	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// Session holds the variants and games a program has loaded, by id. It
// is for one goroutine at a time, as the games in it are.
//
// A session keeps at most [MaxVariants] variants and [MaxGames] games:
// loading one more forgets the one used least recently.
type Session struct {
	next     int
	clock    int
	variants map[int]*heldVariant
	games    map[int]*heldGame
}

// MaxVariants and MaxGames bound what a session keeps open.
const (
	MaxVariants = 16
	MaxGames    = 64
)

// heldVariant is a loaded variant and when it was last used.
type heldVariant struct {
	rules *rules.Rules
	used  int
}

// NewSession returns an empty session.
func NewSession() *Session {
	return &Session{variants: map[int]*heldVariant{}, games: map[int]*heldGame{}}
}

// evict forgets the least recently used entries of held until it has
// fewer than limit, so that one more fits.
func evict[T any](held map[int]T, limit int, used func(T) int) {
	for len(held) >= limit {
		oldest, at := 0, -1
		for id, h := range held {
			if at < 0 || used(h) < at {
				oldest, at = id, used(h)
			}
		}
		delete(held, oldest)
	}
}

// Call runs the call method with its arguments, a JSON object, and
// returns the reply as JSON: {"ok": RESULT} or {"error": ERROR}, an
// [Error]. The package documentation lists the methods.
func (s *Session) Call(method, args string) string {
	result, err := s.call(method, args)
	var reply any = struct {
		OK any `json:"ok"`
	}{result}
	if err != nil {
		reply = struct {
			Error *Error `json:"error"`
		}{errorOf(err)}
	}
	out, err := json.Marshal(reply)
	if err != nil {
		out, _ = json.Marshal(struct {
			Error *Error `json:"error"`
		}{errorOf(err)})
	}
	return string(out)
}

// Error is a refused call: a message and, for a variant file, a game
// record or a move in a notation, each problem at its line and column.
type Error struct {
	Message  string    `json:"message"`
	Problems []Problem `json:"problems,omitempty"`
}

// Problem is one problem in a variant file or a game record, at a line and
// column (both from 1; 0 when unknown). A move's problem is on line 1, at
// the column, in characters, where it stops reading as a legal move.
type Problem struct {
	File    string `json:"file"`
	Line    int    `json:"line"`
	Col     int    `json:"col"`
	Message string `json:"message"`
}

func errorOf(err error) *Error {
	e := &Error{Message: err.Error()}
	var list variant.ErrorList
	var one *variant.Error
	var rec *record.Error
	var move *notation.ParseError
	switch {
	case errors.As(err, &list):
		for _, p := range list {
			e.Problems = append(e.Problems, Problem{p.File, p.Line, p.Col, p.Msg})
		}
	case errors.As(err, &one):
		e.Problems = append(e.Problems, Problem{one.File, one.Line, one.Col, one.Msg})
	case errors.As(err, &rec):
		e.Problems = append(e.Problems, Problem{rec.File, rec.Pos.Line, rec.Pos.Col, rec.Msg})
	case errors.As(err, &move):
		e.Problems = append(e.Problems, Problem{"", 1, move.Col, move.Msg})
	}
	return e
}

// args holds every argument a call may take; each call reads its own.
type args struct {
	Variant  string   `json:"variant"`  // a built-in variant's name
	YAML     string   `json:"yaml"`     // a variant file's text
	Text     string   `json:"text"`     // a game record's text
	File     string   `json:"file"`     // the file name errors give
	Profile  string   `json:"profile"`  // a rule profile
	Options  []string `json:"options"`  // variant options
	ID       int      `json:"id"`       // a variant or game
	SFEN     string   `json:"sfen"`     // a position
	Move     string   `json:"move"`     // a move in the notation
	Notation string   `json:"notation"` // a notation's name
	From     int      `json:"from"`     // the first move of the history asked for
	Piece    string   `json:"piece"`    // a piece's id
	Square   string   `json:"square"`   // a square's name
	Side     string   `json:"side"`     // "black" or "white"
	Moves    []string `json:"moves"`    // moves in USI
	Set      string   `json:"set"`      // a piece set: "kanji", "one-kanji" or "letters"
	SVG      bool     `json:"svg"`      // whether a snapshot draws the board
	Lean     bool     `json:"lean"`     // whether a State leaves out the pieces
	Mode     string   `json:"mode"`     // a mate search's mode: "mate" or "tsume"
	Plies    int      `json:"plies"`    // a mate search's bound
	Nodes    int64    `json:"nodes"`    // a mate search's budget
}

func (s *Session) call(method, text string) (any, error) {
	var a args
	if text != "" {
		if err := decodeArgs(text, &a); err != nil {
			return nil, fmt.Errorf("%s: arguments: %w", method, err)
		}
	}
	switch method {
	case "variants":
		return variants.Names(), nil
	case "notations":
		return Notations(), nil
	case "source":
		src, err := variants.Source(a.Variant)
		return string(src), err
	case "load":
		return s.load(a)
	case "diagram":
		return s.diagram(a)
	case "newGame":
		return s.newGame(a)
	case "loadKIF":
		return s.loadRecord("loadKIF", a, "game.kif", kifGame)
	case "loadPGN":
		return s.loadRecord("loadPGN", a, "game.pgn", pgnGame)
	case "free":
		delete(s.variants, a.ID)
		delete(s.games, a.ID)
		return true, nil
	}
	run, ok := gameMethods[method]
	if !ok {
		return nil, fmt.Errorf("no method %s", clip.Quote(method))
	}
	g, ok := s.games[a.ID]
	if !ok {
		return nil, fmt.Errorf("%s: no game %d", method, a.ID)
	}
	s.clock++
	g.used = s.clock
	return run(g, a)
}

// gameMethods are the calls on a game, by name.
var gameMethods = map[string]func(*heldGame, args) (any, error){
	"state": func(g *heldGame, a args) (any, error) { return g.state(a.From, a.Lean), nil },
	"moves": func(g *heldGame, a args) (any, error) { return movesOf(g.game, a.Notation) },
	"play": func(g *heldGame, a args) (any, error) {
		if err := g.play(a.Move, a.Notation); err != nil {
			return nil, err
		}
		return g.state(a.From, a.Lean), nil
	},
	"undo": func(g *heldGame, a args) (any, error) {
		if !g.undo() {
			return nil, errors.New("undo: no move to take back")
		}
		return g.state(a.From, a.Lean), nil
	},
	"resign": func(g *heldGame, a args) (any, error) { return g.end("resign", a, rules.Resignation) },
	"flag":   func(g *heldGame, a args) (any, error) { return g.end("flag", a, rules.TimeForfeit) },
	"draw": func(g *heldGame, a args) (any, error) {
		if err := g.game.AgreeDraw(); err != nil {
			return nil, err
		}
		return g.state(a.From, a.Lean), nil
	},
	"history":  func(g *heldGame, a args) (any, error) { return g.history(a.Notation, a.From) },
	"line":     func(g *heldGame, a args) (any, error) { return g.line(a.Moves, a.Notation) },
	"mate":     func(g *heldGame, a args) (any, error) { return g.mate(a) },
	"snapshot": func(g *heldGame, a args) (any, error) { return g.snapshot(a) },
	"kif": func(g *heldGame, _ args) (any, error) {
		rec, err := record.KIFFromGame(g.game)
		if err != nil {
			return nil, err
		}
		var b bytes.Buffer
		err = rec.Write(&b)
		return b.String(), err
	},
	"pgn": func(g *heldGame, _ args) (any, error) {
		pg, err := record.PGNFromGame(g.game)
		if err != nil {
			return nil, err
		}
		var b bytes.Buffer
		err = pg.Write(&b)
		return b.String(), err
	},
	"svg": func(g *heldGame, a args) (any, error) { return svgOf(g.game, a.Set) },
}

// svgOf draws a game's board with its pieces named in the piece set set.
func svgOf(g *rules.Game, set string) (string, error) {
	board := render.PositionBoard(g.Position())
	if err := namePieces(board.Pieces, g.Position(), set); err != nil {
		return "", err
	}
	var b bytes.Buffer
	err := render.WriteBoard(&b, board)
	return b.String(), err
}

// VariantInfo describes a loaded variant.
type VariantInfo struct {
	ID    int    `json:"id"`
	Name  string `json:"name"`
	Title string `json:"title"`
	// USIVariant is the name USI engines know the variant by, the value
	// of their USI_Variant option ("chushogi").
	USIVariant string      `json:"usiVariant"`
	Files      int         `json:"files"`
	Ranks      int         `json:"ranks"`
	Profile    string      `json:"profile"`
	Profiles   []string    `json:"profiles"`
	Options    []string    `json:"options"`
	Enabled    []string    `json:"enabled"`
	Pieces     []PieceInfo `json:"pieces"`
	// Squares lists the board's squares, rank a first and from the
	// highest file, each with its top left corner in the SVG drawings.
	Squares []SquareInfo `json:"squares"`
	// Cell is the side of a square in the SVG drawings.
	Cell int `json:"cell"`
	// Coordinates names the board's files and ranks as each notation,
	// by its name, names squares ([notation.CoordinatesOf]), so that a
	// board can be labelled as the moves are written.
	Coordinates map[string]Coordinates `json:"coordinates"`
}

// Coordinates names a board's files, from Black's left, and its ranks,
// from White's side, as a notation does.
type Coordinates struct {
	Files []string `json:"files"`
	Ranks []string `json:"ranks"`
}

// PieceInfo describes a piece of a variant.
type PieceInfo struct {
	ID           string   `json:"id"`
	Name         string   `json:"name"`
	Kanji        string   `json:"kanji"`
	Diagram      string   `json:"diagram"` // the one character the one-kanji piece set draws it with
	Romaji       string   `json:"romaji"`
	Abbrev       []string `json:"abbrev"`
	SFEN         string   `json:"sfen"`
	Betza        string   `json:"betza"`
	Promotes     string   `json:"promotes"`     // the id of the piece it promotes to, or ""
	PromotedFrom []string `json:"promotedFrom"` // the ids of the pieces that promote to it
	Royal        bool     `json:"royal"`
	PromotedOnly bool     `json:"promotedOnly"`
}

// SquareInfo is a square's name and its place in the SVG drawings.
type SquareInfo struct {
	Name string `json:"name"`
	X    int    `json:"x"`
	Y    int    `json:"y"`
}

// load loads a built-in variant or a variant file's text, checks it as
// `largeshogi validate` does and compiles it under a profile and options.
func (s *Session) load(a args) (*VariantInfo, error) {
	var v *variant.Variant
	var err error
	switch {
	case a.YAML != "" && a.Variant != "":
		return nil, errors.New("load: give a variant or a file's text, not both")
	case a.YAML != "":
		file := a.File
		if file == "" {
			file = "variant.yaml"
		}
		if v, err = variant.Load(strings.NewReader(a.YAML), file); err == nil {
			err = rules.Validate(v)
		}
	default:
		v, err = variants.Load(a.Variant)
	}
	if err != nil {
		return nil, err
	}
	if v, err = v.Configure(a.Profile, a.Options...); err != nil {
		return nil, err
	}
	r, err := rules.New(v)
	if err != nil {
		return nil, err
	}
	evict(s.variants, MaxVariants, func(h *heldVariant) int { return h.used })
	s.next++
	s.clock++
	s.variants[s.next] = &heldVariant{rules: r, used: s.clock}
	return variantInfo(s.next, r), nil
}

func variantInfo(id int, r *rules.Rules) *VariantInfo {
	v := r.Variant
	info := &VariantInfo{
		ID: id, Name: v.Name, Title: v.Title, USIVariant: v.USIVariant, Files: v.Geometry.Files(), Ranks: v.Geometry.Ranks(),
		Profile: v.Profile, Options: []string{}, Enabled: append([]string{}, v.Enabled...), Profiles: []string{},
		Cell: render.CellSize, Coordinates: map[string]Coordinates{},
	}
	for _, n := range notation.All() {
		c := notation.CoordinatesOf(n, v.Geometry)
		info.Coordinates[n.Name()] = Coordinates{Files: c.Files, Ranks: c.Ranks}
	}
	for _, p := range v.Profiles {
		info.Profiles = append(info.Profiles, p.Name)
	}
	for _, o := range v.Options {
		info.Options = append(info.Options, o.Name)
	}
	for _, p := range v.Pieces {
		pi := PieceInfo{
			ID: p.ID, Name: p.Name, Kanji: p.Kanji, Diagram: p.Names.Diagram, Romaji: p.Romaji, Abbrev: append([]string{}, p.Abbrev...), SFEN: p.SFEN,
			Betza: p.Betza, Royal: p.Royal, PromotedOnly: p.PromotedOnly, PromotedFrom: []string{},
		}
		if p.Promotes != nil {
			pi.Promotes = p.Promotes.ID
		}
		for _, q := range v.Pieces {
			if q.Promotes == p {
				pi.PromotedFrom = append(pi.PromotedFrom, q.ID)
			}
		}
		info.Pieces = append(info.Pieces, pi)
	}
	for _, sq := range v.Geometry.Squares() {
		x, y := render.Corner(v.Geometry, sq)
		info.Squares = append(info.Squares, SquareInfo{Name: v.Geometry.Name(sq), X: x, Y: y})
	}
	return info
}

// variant returns the loaded variant id.
func (s *Session) variant(method string, id int) (*rules.Rules, error) {
	h, ok := s.variants[id]
	if !ok {
		return nil, fmt.Errorf("%s: no variant %d", method, id)
	}
	s.clock++
	h.used = s.clock
	return h.rules, nil
}

// Diagram is a piece's move diagram as SVG.
type Diagram struct {
	Piece string `json:"piece"`
	SVG   string `json:"svg"`
}

// diagram draws a piece's moves on its variant's empty board, from a
// square or the centre.
func (s *Session) diagram(a args) (*Diagram, error) {
	r, err := s.variant("diagram", a.ID)
	if err != nil {
		return nil, err
	}
	v := r.Variant
	p := v.Piece(a.Piece)
	if p == nil {
		return nil, fmt.Errorf("diagram: %s has no piece %s%s", v.Name, clip.Quote(a.Piece), textdist.Hint(a.Piece, v.PieceIDs()))
	}
	at := v.Geometry.Centre()
	if a.Square != "" {
		if at, err = v.Geometry.ParseSquare(a.Square); err != nil {
			return nil, fmt.Errorf("diagram: %w", err)
		}
	}
	var b bytes.Buffer
	if err := render.WritePieceDiagram(&b, v, p, at); err != nil {
		return nil, err
	}
	return &Diagram{Piece: p.ID, SVG: b.String()}, nil
}

// newGame starts a game of a loaded variant from its start or from SFEN.
func (s *Session) newGame(a args) (*State, error) {
	r, err := s.variant("newGame", a.ID)
	if err != nil {
		return nil, err
	}
	p := r.NewPosition()
	if a.SFEN != "" {
		if p, err = r.ParseSFEN(a.SFEN); err != nil {
			return nil, err
		}
	}
	return s.addGame(rules.NewGame(p), a.From), nil
}

// addGame keeps game g under a new id and returns its State, with the
// moves from index from on.
func (s *Session) addGame(g *rules.Game, from int) *State {
	evict(s.games, MaxGames, func(h *heldGame) int { return h.used })
	s.next++
	s.clock++
	h := newHeldGame(g)
	h.used = s.clock
	s.games[s.next] = h
	st := h.state(from, false)
	st.ID = s.next
	return st
}

// kifGame and pgnGame read a game record's text and play it under rules r.
func kifGame(file string, src []byte, r *rules.Rules) (*rules.Game, error) {
	_, g, err := record.ReadKIFGame(file, src, r)
	return g, err
}

func pgnGame(file string, src []byte, r *rules.Rules) (*rules.Game, error) {
	_, g, err := record.ReadPGNGame(file, src, r)
	return g, err
}

// loadRecord starts a game of a loaded variant from a game record's text,
// read by read, its problems named after a.File or file.
func (s *Session) loadRecord(method string, a args, file string, read func(string, []byte, *rules.Rules) (*rules.Game, error)) (*State, error) {
	r, err := s.variant(method, a.ID)
	if err != nil {
		return nil, err
	}
	if a.File != "" {
		file = a.File
	}
	g, err := read(file, []byte(a.Text), r)
	if err != nil {
		return nil, err
	}
	return s.addGame(g, a.From), nil
}

// State is how a game stands.
type State struct {
	ID      int       `json:"id,omitempty"`
	SFEN    string    `json:"sfen"`
	Side    string    `json:"side"` // the side to move: "black" or "white"
	Plies   int       `json:"plies"`
	Outcome Outcome   `json:"outcome"`
	Pieces  []PieceAt `json:"pieces"`
	Last    *MoveInfo `json:"last"` // the last move played, or null
	Start   string    `json:"start"`
	Moves   []string  `json:"moves"` // the moves played, in USI
	// InDanger lists the squares of the side to move's royal pieces that
	// a legal move of the other side could take, were it to move
	// ([rules.Position.Threatened]): the rules' answer, with every rule
	// that forbids a capture applied.
	InDanger []string `json:"inDanger"`
	// CounterStrike is the square where a piece other than a lion took a
	// lion on the last move ([rules.Position.LionSquare]), where the
	// lion-trading rule limits what may take back; "" when there is none.
	CounterStrike string `json:"counterStrike"`
}

// Outcome is a game's outcome: over or not, the result, how it ended and
// its winner ("" for none).
type Outcome struct {
	Over        bool   `json:"over"`
	Result      string `json:"result"`
	Termination string `json:"termination"`
	Winner      string `json:"winner"`
	Text        string `json:"text"`
}

// PieceAt is a piece on a square.
type PieceAt struct {
	Square   string `json:"square"`
	Color    string `json:"color"`
	Piece    string `json:"piece"` // the id of the piece it moves as
	Promoted bool   `json:"promoted"`
}

// MoveInfo is a legal move: its USI and its text in the notation asked
// for, its squares, and what it does to the board besides moving the
// piece.
type MoveInfo struct {
	USI  string `json:"usi"`
	Text string `json:"text"`
	From string `json:"from"`
	To   string `json:"to"`
	// Path lists the squares a player picks after the piece, in order:
	// the squares it moves through, where it ends, then the squares it
	// shoots.
	Path    []string     `json:"path"`
	Promote bool         `json:"promote"`
	Changes []ChangeInfo `json:"changes"`
}

// ChangeInfo is a square a move changes other than by moving the piece,
// and why: captured, igui, shot, burned, promoted, reverted, eliminated.
type ChangeInfo struct {
	Square string `json:"square"`
	Cause  string `json:"cause"`
}

func moveInfo(p *rules.Position, m rules.Move, text string) *MoveInfo {
	geo := p.Rules().Geo
	mi := &MoveInfo{USI: m.String(), Text: text, From: geo.Name(m.From), To: geo.Name(m.To), Promote: m.Promote, Changes: []ChangeInfo{}}
	shot := map[board.Square]bool{}
	changes, _ := p.Changes(m, nil) // m is a legal move of p: the last move, on the position before it
	for _, c := range changes {
		if c.Cause != rules.Moved {
			mi.Changes = append(mi.Changes, ChangeInfo{Square: geo.Name(c.Square), Cause: c.Cause.String()})
		}
		if c.Cause == rules.Shot {
			shot[c.Square] = true
		}
	}
	// The player picks the squares the piece moves through, where it
	// stops, then what it shoots.
	var shots []string
	for _, v := range m.Via[:m.NVia] {
		if shot[v] {
			shots = append(shots, geo.Name(v))
		} else {
			mi.Path = append(mi.Path, geo.Name(v))
		}
	}
	mi.Path = append(append(mi.Path, mi.To), shots...)
	return mi
}

// movesOf lists the moves the game allows, in the order the rules give
// them.
func movesOf(g *rules.Game, notationName string) ([]*MoveInfo, error) {
	n, err := byName(notationName)
	if err != nil {
		return nil, err
	}
	p := g.Position()
	moves := g.AppendMoves(nil)
	texts := n.Append(nil, p, moves)
	out := make([]*MoveInfo, len(moves))
	for i, m := range moves {
		out[i] = moveInfo(p, m, texts[i])
	}
	return out, nil
}

// pieceSets name what each piece set writes on a piece: the variant's
// kanji, its one-character diagram name, or its western name.
var pieceSets = map[string]func(*variant.Piece) string{
	"":          func(p *variant.Piece) string { return p.Kanji },
	"kanji":     func(p *variant.Piece) string { return p.Kanji },
	"one-kanji": func(p *variant.Piece) string { return p.Names.Diagram },
	"letters":   func(p *variant.Piece) string { return p.Names.Western },
}

// namePieces writes on each of pieces, the pieces of p in board order,
// the name the piece set writes.
func namePieces(pieces []render.Piece, p *rules.Position, set string) error {
	name, ok := pieceSets[set]
	if !ok {
		return fmt.Errorf("unknown piece set %s: want kanji, one-kanji or letters", clip.Quote(set))
	}
	r := p.Rules()
	for i := range pieces {
		pieces[i].Kanji = name(r.Piece(p.At(pieces[i].Square).Kind()))
	}
	return nil
}
