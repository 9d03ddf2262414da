package variant

import (
	"bytes"
	"encoding"
	"errors"
	"fmt"
	"github.com/largeshogi/largeshogi/internal/textdist"
	"io"
	"os"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"go.yaml.in/yaml/v3"
)

// Limits that keep hostile files cheap to reject.
const (
	MaxFileSize = 1 << 20 // bytes
	MaxPieces   = 512     // piece kinds
	maxOptions  = 256
)

// Error is one problem in a variant file, at a line and column (both from
// 1; 0 when unknown).
type Error struct {
	File      string
	Line, Col int
	Msg       string
}

// Error returns "FILE:LINE:COL: MESSAGE".
func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// ErrorList is every problem found in a file, in file order.
type ErrorList []*Error

// Error returns the problems, one a line.
func (l ErrorList) Error() string {
	s := make([]string, len(l))
	for i, e := range l {
		s[i] = e.Error()
	}
	return strings.Join(s, "\n")
}

// LoadFile reads and checks the variant file at path.
func LoadFile(path string) (*Variant, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Load(f, path)
}

// Load reads and checks a variant file; name is the file name errors give.
// It reports every problem it finds, as an [ErrorList]. The variant comes
// configured with its default profile and no options.
func Load(r io.Reader, name string) (*Variant, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	l := &loader{file: name}
	if len(data) > MaxFileSize {
		l.errorf(nil, "file is larger than %d bytes", MaxFileSize)
		return nil, l.errs
	}
	root := l.parse(data)
	if root == nil {
		return nil, l.errs
	}
	v := l.variant(root)
	if len(l.errs) > 0 {
		sort.SliceStable(l.errs, func(i, j int) bool {
			a, b := l.errs[i], l.errs[j]
			return a.Line < b.Line || (a.Line == b.Line && a.Col < b.Col)
		})
		return nil, l.errs
	}
	return v.configure("", nil)
}

type loader struct {
	file string
	hook string // "NAME: " while checking a hook's parameters
	errs ErrorList
}

func (l *loader) errorf(n *yaml.Node, format string, args ...any) {
	e := &Error{File: l.file, Line: 1, Col: 1, Msg: fmt.Sprintf(format, args...)}
	if n != nil && n.Line > 0 {
		e.Line, e.Col = n.Line, n.Column
	}
	l.errs = append(l.errs, e)
}

var yamlLine = regexp.MustCompile(`line (\d+)(?:, column (\d+))?: `)

// yamlError turns a YAML library error into positioned errors.
func (l *loader) yamlError(err error) {
	var te *yaml.TypeError
	msgs := []string{err.Error()}
	if errors.As(err, &te) {
		msgs = te.Errors
	}
	for _, m := range msgs {
		m = strings.TrimPrefix(m, "yaml: ")
		e := &Error{File: l.file, Msg: m}
		if loc := yamlLine.FindStringSubmatchIndex(m); loc != nil {
			e.Line, _ = strconv.Atoi(m[loc[2]:loc[3]])
			if loc[4] >= 0 {
				e.Col, _ = strconv.Atoi(m[loc[4]:loc[5]])
			}
			e.Msg = m[:loc[0]] + m[loc[1]:]
		}
		if e.Col == 0 && e.Line > 0 {
			e.Col = 1
		}
		l.errs = append(l.errs, e)
	}
}

// parse reads exactly one YAML document and rejects aliases.
func (l *loader) parse(data []byte) *yaml.Node {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			l.errorf(nil, "empty file: want a variant definition")
		} else {
			l.yamlError(err)
		}
		return nil
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); !errors.Is(err, io.EOF) {
		if err != nil {
			l.yamlError(err)
		} else {
			l.errorf(&extra, "a second YAML document: a variant file holds one")
		}
		return nil
	}
	if len(doc.Content) == 0 {
		l.errorf(&doc, "empty file: want a variant definition")
		return nil
	}
	root := doc.Content[0]
	ok := true
	var walk func(n *yaml.Node)
	walk = func(n *yaml.Node) {
		if n.Kind == yaml.AliasNode {
			l.errorf(n, "aliases (*%s) are not allowed in variant files", n.Value)
			ok = false
			return
		}
		for _, c := range n.Content {
			walk(c)
		}
	}
	walk(root)
	if !ok {
		return nil
	}
	if root.Kind != yaml.MappingNode {
		l.errorf(root, "want a mapping with name, board, pieces, setup and rules")
		return nil
	}
	return root
}

// Raw documents, as the file writes them.
type fileDoc struct {
	Name     string       `yaml:"name"`
	Title    string       `yaml:"title"`
	Source   string       `yaml:"source"`
	Board    string       `yaml:"board"`
	Pieces   []pieceDoc   `yaml:"pieces"`
	Setup    yaml.Node    `yaml:"setup"`
	Rules    yaml.Node    `yaml:"rules"`
	Profiles []profileDoc `yaml:"profiles"`
	Options  []optionDoc  `yaml:"options"`
	// MiddleSquares is the variant's middle-squares setting.
	MiddleSquares MiddleSquares `yaml:"middle-squares"`
}

type pieceDoc struct {
	ID           string   `yaml:"id"`
	Name         string   `yaml:"name"`
	Kanji        string   `yaml:"kanji"`
	Romaji       string   `yaml:"romaji"`
	Abbrev       []string `yaml:"abbrev"`
	SFEN         string   `yaml:"sfen"`
	Betza        string   `yaml:"betza"`
	Promotes     string   `yaml:"promotes"`
	Royal        bool     `yaml:"royal"`
	Traits       []string `yaml:"traits"`
	PromotedOnly bool     `yaml:"promoted-only"`
}

type profileDoc struct {
	Name        string    `yaml:"name"`
	Description string    `yaml:"description"`
	Rules       yaml.Node `yaml:"rules"`
}

type optionDoc struct {
	Name        string                 `yaml:"name"`
	Description string                 `yaml:"description"`
	Source      string                 `yaml:"source"`
	Pieces      map[string]overrideDoc `yaml:"pieces"`
	Rules       yaml.Node              `yaml:"rules"`
}

type overrideDoc struct {
	Betza    *string   `yaml:"betza"`
	Promotes *string   `yaml:"promotes"`
	Royal    *bool     `yaml:"royal"`
	Traits   *[]string `yaml:"traits"`
}

var nodeType = reflect.TypeFor[yaml.Node]()

// checkFields reports mapping keys that t does not have, and values of the
// wrong shape, with their positions. It returns false if a value has the
// wrong shape, so that decoding it would fail.
func (l *loader) checkFields(n *yaml.Node, t reflect.Type) bool {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nodeType || n.Kind == 0 || (n.Kind == yaml.ScalarNode && n.Tag == "!!null") {
		return true
	}
	ok := true
	switch t.Kind() {
	case reflect.Struct:
		if n.Kind != yaml.MappingNode {
			l.errorf(n, "want a mapping of %s", fieldList(t))
			return false
		}
		seen := map[string]bool{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, val := n.Content[i], n.Content[i+1]
			if seen[k.Value] {
				l.errorf(k, "%q given twice", k.Value)
				ok = false
				continue
			}
			seen[k.Value] = true
			f, found := fieldByTag(t, k.Value)
			if !found {
				if inline, ok := inlineMap(t); ok {
					ok = l.checkFields(val, inline.Type.Elem()) && ok
					continue
				}
				// Reported, but the rest of the file is still checked: the
				// decoder skips the unknown field.
				l.errorf(k, "unknown field %q (want %s)", k.Value, fieldList(t))
				continue
			}
			if !l.checkValue(k, val, f.Type) {
				ok = false
				continue
			}
			ok = l.checkFields(val, f.Type) && ok
		}
	case reflect.Slice:
		if n.Kind != yaml.SequenceNode {
			l.errorf(n, "want a list")
			return false
		}
		for _, c := range n.Content {
			ok = l.checkFields(c, t.Elem()) && ok
		}
	case reflect.Map:
		if n.Kind != yaml.MappingNode {
			l.errorf(n, "want a mapping")
			return false
		}
		for i := 0; i+1 < len(n.Content); i += 2 {
			ok = l.checkFields(n.Content[i+1], t.Elem()) && ok
		}
	default:
		if n.Kind != yaml.ScalarNode {
			l.errorf(n, "want a single value, not a %s", kindName(n.Kind))
			return false
		}
	}
	return ok
}

var textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()

// checkValue reads the scalar val of field key into a new value of type t
// when t decodes from text (the hooks' enumerations), and reports at key
// why it cannot, as the decoder would without a position.
func (l *loader) checkValue(key, val *yaml.Node, t reflect.Type) bool {
	if val.Kind != yaml.ScalarNode || !reflect.PointerTo(t).Implements(textUnmarshaler) {
		return true
	}
	err := reflect.New(t).Interface().(encoding.TextUnmarshaler).UnmarshalText([]byte(val.Value))
	if err != nil {
		l.errorf(key, "%s%s: %v", l.hook, key.Value, err)
		return false
	}
	return true
}

func kindName(k yaml.Kind) string {
	switch k {
	case yaml.MappingNode:
		return "mapping"
	case yaml.SequenceNode:
		return "list"
	}
	return "value"
}

// inlineMap returns a struct's ",inline" map field, which takes the keys no
// other field names.
func inlineMap(t reflect.Type) (reflect.StructField, bool) {
	for i := range t.NumField() {
		f := t.Field(i)
		if strings.HasSuffix(f.Tag.Get("yaml"), ",inline") && f.Type.Kind() == reflect.Map {
			return f, true
		}
	}
	return reflect.StructField{}, false
}

func fieldByTag(t reflect.Type, name string) (reflect.StructField, bool) {
	for i := range t.NumField() {
		f := t.Field(i)
		tag, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
		if tag == name && tag != "-" {
			return f, true
		}
	}
	return reflect.StructField{}, false
}

func fieldList(t reflect.Type) string {
	var names []string
	for i := range t.NumField() {
		tag, _, _ := strings.Cut(t.Field(i).Tag.Get("yaml"), ",")
		if tag != "" && tag != "-" {
			names = append(names, tag)
		}
	}
	return strings.Join(names, ", ")
}

// value returns the value node of key in mapping n, or nil.
func value(n *yaml.Node, key string) *yaml.Node {
	if n == nil || n.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			return n.Content[i+1]
		}
	}
	return nil
}

// keyNode returns the key node of key in mapping n, or n itself.
func keyNode(n *yaml.Node, key string) *yaml.Node {
	if n != nil && n.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == key {
				return n.Content[i]
			}
		}
	}
	return n
}

// at returns the value node of key in n, falling back to n for positions.
func at(n *yaml.Node, key string) *yaml.Node {
	if v := value(n, key); v != nil {
		return v
	}
	return n
}

var (
	idPattern    = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	sfenPattern  = regexp.MustCompile(`^[A-Z][a-z]?$`)
	traitPattern = idPattern
)

func (l *loader) variant(root *yaml.Node) *Variant {
	if !l.checkFields(root, reflect.TypeFor[fileDoc]()) {
		return nil
	}
	var doc fileDoc
	if err := root.Decode(&doc); err != nil {
		l.yamlError(err)
		return nil
	}
	v := &Variant{Name: doc.Name, Title: doc.Title, Source: doc.Source, MiddleSquares: doc.MiddleSquares, file: l.file, byID: map[string]*Piece{}}
	if !idPattern.MatchString(doc.Name) {
		l.errorf(at(root, "name"), "name %q: want lower-case letters, digits and '-'", doc.Name)
	}
	if doc.Title == "" {
		l.errorf(keyNode(root, "title"), "title is missing")
	}
	files, ranks, err := board.ParseSize(doc.Board)
	if err == nil {
		v.Geometry, err = board.NewGeometry(files, ranks)
	}
	if err != nil {
		l.errorf(at(root, "board"), "board %q: want FILESxRANKS from 1x1 to %dx%d", doc.Board, board.MaxFiles, board.MaxRanks)
		return nil
	}
	l.pieces(v, doc.Pieces, value(root, "pieces"))
	l.setup(v, &doc.Setup)
	v.rules = l.rules(v, &doc.Rules)
	l.profiles(v, doc.Profiles, value(root, "profiles"))
	l.options(v, doc.Options, value(root, "options"))
	l.royals(v, keyNode(root, "setup"))
	l.reachable(v, doc.Options, value(root, "pieces"))
	return v
}

func (l *loader) pieces(v *Variant, docs []pieceDoc, seq *yaml.Node) {
	if len(docs) == 0 {
		l.errorf(seq, "no pieces")
		return
	}
	if len(docs) > MaxPieces {
		l.errorf(seq, "%d pieces: at most %d", len(docs), MaxPieces)
		return
	}
	abbrevs := map[string]string{}
	codes := map[string]string{}
	for i, d := range docs {
		n := seq.Content[i]
		p := &Piece{ID: d.ID, Name: d.Name, Kanji: d.Kanji, Romaji: d.Romaji, Abbrev: d.Abbrev, SFEN: d.SFEN,
			Betza: d.Betza, Royal: d.Royal, Traits: d.Traits, PromotedOnly: d.PromotedOnly}
		switch {
		case !idPattern.MatchString(d.ID):
			l.errorf(at(n, "id"), "piece id %q: want lower-case letters, digits and '-'", d.ID)
		case v.byID[d.ID] != nil:
			l.errorf(at(n, "id"), "duplicate piece id %q", d.ID)
		default:
			v.byID[d.ID] = p
		}
		if d.Name == "" {
			l.errorf(n, "piece %s: name is missing", d.ID)
		}
		if len(d.Abbrev) == 0 {
			l.errorf(n, "piece %s: abbrev is missing: give at least one abbreviation", d.ID)
		}
		for j, a := range d.Abbrev {
			an := at(n, "abbrev")
			if an.Kind == yaml.SequenceNode && j < len(an.Content) {
				an = an.Content[j]
			}
			if a == "" || a == "." || strings.ContainsAny(a, " \t") {
				l.errorf(an, "piece %s: abbreviation %q: want a word without spaces, not \".\"", d.ID, a)
			} else if other, ok := abbrevs[a]; ok && other != d.ID {
				l.errorf(an, "piece %s: abbreviation %q is also %s's", d.ID, a, other)
			} else {
				abbrevs[a] = d.ID
			}
		}
		if d.SFEN != "" {
			if !sfenPattern.MatchString(d.SFEN) {
				l.errorf(at(n, "sfen"), "piece %s: SFEN code %q: want an upper-case letter, optionally followed by a lower-case one", d.ID, d.SFEN)
			} else if other, ok := codes[strings.ToLower(d.SFEN)]; ok {
				l.errorf(at(n, "sfen"), "piece %s: SFEN code %q is also %s's", d.ID, d.SFEN, other)
			} else {
				codes[strings.ToLower(d.SFEN)] = d.ID
			}
		}
		for _, t := range d.Traits {
			if !traitPattern.MatchString(t) {
				l.errorf(at(n, "traits"), "piece %s: trait %q: want lower-case letters, digits and '-'", d.ID, t)
			}
		}
		if d.Betza == "" {
			l.errorf(keyNode(n, "betza"), "piece %s: betza is missing", d.ID)
		} else if prog, err := betza.Compile(d.Betza); err != nil {
			l.betzaError(at(n, "betza"), d.ID, err)
		} else {
			p.Move = prog
		}
		v.Pieces = append(v.Pieces, p)
	}
	// A two-letter code XY is ambiguous only where X is a code too and some
	// code starts with Y: then "XY" could be X followed by another piece.
	starts := map[byte]bool{}
	for code := range codes {
		starts[code[0]] = true
	}
	for code, id := range codes {
		if len(code) == 2 && codes[code[:1]] != "" && starts[code[1]] {
			i := pieceIndex(docs, id)
			l.errorf(at(seq.Content[i], "sfen"), "piece %s: SFEN code %q could also read as %s's code %q followed by a piece whose code starts with %q",
				id, docs[i].SFEN, codes[code[:1]], docs[pieceIndex(docs, codes[code[:1]])].SFEN, code[1:])
		}
	}
	for i, d := range docs {
		if d.Promotes == "" {
			continue
		}
		n := at(seq.Content[i], "promotes")
		switch target := v.byID[d.Promotes]; {
		case target == nil:
			l.errorf(n, "piece %s promotes to %q, which is not a piece of this file", d.ID, d.Promotes)
		case d.Promotes == d.ID:
			l.errorf(n, "piece %s promotes to itself", d.ID)
		default:
			v.Pieces[i].Promotes = target
		}
	}
}

func pieceIndex(docs []pieceDoc, id string) int {
	return slices.IndexFunc(docs, func(d pieceDoc) bool { return d.ID == id })
}

// betzaError reports a notation error at its column inside the YAML line.
func (l *loader) betzaError(n *yaml.Node, id string, err error) {
	col := n.Column
	var be *betza.Error
	if errors.As(err, &be) {
		if n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0 {
			col++
		}
		col += len([]rune(be.Notation[:min(be.Col-1, len(be.Notation))]))
		l.errs = append(l.errs, &Error{File: l.file, Line: n.Line, Col: col,
			Msg: fmt.Sprintf("piece %s: betza %s: column %d: %s", id, be.Notation, be.Col, be.Msg)})
		return
	}
	l.errorf(n, "piece %s: %v", id, err)
}

// setup reads Black's rows, and White's if given.
func (l *loader) setup(v *Variant, n *yaml.Node) {
	if n.Kind == 0 {
		l.errorf(nil, "setup is missing")
		return
	}
	if n.Kind != yaml.MappingNode {
		l.errorf(n, "setup: want a mapping from rank letters to rows")
		return
	}
	geo := v.Geometry
	taken := map[board.Square]*yaml.Node{}
	var white *yaml.Node
	read := func(rows *yaml.Node, c board.Color) {
		for i := 0; i+1 < len(rows.Content); i += 2 {
			k, row := rows.Content[i], rows.Content[i+1]
			if k.Value == "white" && c == board.Black {
				white = row
				continue
			}
			rank := rankNumber(k.Value, geo.Ranks())
			if rank == 0 {
				l.errorf(k, "setup: %q is not a rank of the %s board (a to %s)", k.Value, geo, board.RankName(geo.Ranks()))
				continue
			}
			if row.Kind != yaml.ScalarNode {
				l.errorf(row, "setup rank %s: want a row of %d space-separated pieces", k.Value, geo.Files())
				continue
			}
			tokens := strings.Fields(row.Value)
			if len(tokens) != geo.Files() {
				l.errorf(row, "setup rank %s: %d squares, want %d (one token per file, '.' for empty)", k.Value, len(tokens), geo.Files())
				continue
			}
			for x, tok := range tokens {
				if tok == "." {
					continue
				}
				p := v.PieceByAbbrev(tok)
				if p == nil {
					l.errorf(row, "setup rank %s: %q is no piece's abbreviation", k.Value, tok)
					continue
				}
				if p.PromotedOnly {
					l.errorf(row, "setup rank %s: %s appears only by promotion", k.Value, p.ID)
				}
				if p.SFEN == "" {
					l.errorf(row, "setup rank %s: %s has no SFEN code", k.Value, p.ID)
				}
				s := geo.At(x, rank-1)
				place := func(s board.Square, c board.Color) {
					if prev, ok := taken[s]; ok {
						l.errorf(row, "setup: square %s is taken twice (also on line %d)", geo.Name(s), prev.Line)
						return
					}
					taken[s] = row
					v.Setup = append(v.Setup, Placement{Square: s, Color: c, Piece: p})
				}
				place(s, c)
				if c == board.Black && value(n, "white") == nil {
					place(geo.Rotate(s), board.White)
				}
			}
		}
	}
	read(n, board.Black)
	if white != nil {
		if white.Kind != yaml.MappingNode {
			l.errorf(white, "setup white: want a mapping from rank letters to rows")
			return
		}
		read(white, board.White)
	}
	if len(v.Setup) == 0 {
		l.errorf(n, "setup places no pieces")
	}
}

// rankNumber reads a rank name (a, b, ... z, aa, ... jj) of a board with the
// given number of ranks, or returns 0.
func rankNumber(name string, ranks int) int {
	for r := 1; r <= ranks; r++ {
		if board.RankName(r) == name {
			return r
		}
	}
	return 0
}

// ruleNode is one hook's parameters as written.
type ruleNode struct {
	name string
	key  *yaml.Node
	val  *yaml.Node
}

// rules checks a rules mapping (the file's or an override's) against the
// registered hooks.
func (l *loader) rules(v *Variant, n *yaml.Node) []ruleNode {
	if n.Kind == 0 || (n.Kind == yaml.ScalarNode && n.Tag == "!!null") {
		return nil
	}
	if n.Kind != yaml.MappingNode {
		l.errorf(n, "rules: want a mapping from hook names to parameters")
		return nil
	}
	var out []ruleNode
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, val := n.Content[i], n.Content[i+1]
		spec, ok := lookupHook(k.Value)
		if !ok {
			if near := nearestHook(k.Value); near != "" {
				l.errorf(k, "unknown rule hook %q (did you mean %q?)", k.Value, near)
			} else {
				l.errorf(k, "unknown rule hook %q (run largeshogi hooks for the list)", k.Value)
			}
			continue
		}
		if slices.ContainsFunc(out, func(r ruleNode) bool { return r.name == k.Value }) {
			l.errorf(k, "rule hook %q given twice", k.Value)
			continue
		}
		l.hook = k.Value + ": "
		ok = l.checkFields(val, reflect.TypeOf(spec.Params()))
		l.hook = ""
		if !ok {
			continue
		}
		if err := val.Decode(spec.Params()); err != nil {
			l.yamlError(err)
			continue
		}
		out = append(out, ruleNode{k.Value, k, val})
	}
	return out
}

// checkRules decodes the file's rules with overrides and reports the hooks'
// problems at the positions of the parameters.
func (l *loader) checkRules(v *Variant, over []ruleNode, where string) {
	params, nodes, err := decodeRules(v.rules, over)
	if err != nil {
		l.yamlError(err)
		return
	}
	for name, p := range params {
		spec, _ := lookupHook(name)
		if spec.Check == nil || (where != "" && !slices.ContainsFunc(over, func(r ruleNode) bool { return r.name == name })) {
			continue
		}
		for _, pr := range spec.Check(v, p) {
			n := nodes[name].key
			if pr.Field != "" {
				n = keyNode(nodes[name].val, pr.Field)
			}
			l.errorf(n, "%s%s: %s", where, name, fieldPrefix(pr.Field, pr.Msg))
		}
	}
}

func fieldPrefix(field, msg string) string {
	if field == "" {
		return msg
	}
	return field + ": " + msg
}

// decodeRules decodes the base rules and then each override on top.
func decodeRules(base []ruleNode, overrides ...[]ruleNode) (map[string]any, map[string]ruleNode, error) {
	params := map[string]any{}
	last := map[string]ruleNode{}
	for _, layer := range append([][]ruleNode{base}, overrides...) {
		for _, r := range layer {
			spec, _ := lookupHook(r.name)
			p, ok := params[r.name]
			if !ok {
				p = spec.Params()
				params[r.name] = p
			}
			if err := r.val.Decode(p); err != nil {
				return nil, nil, err
			}
			last[r.name] = r
		}
	}
	return params, last, nil
}

// resolveRules returns the hook parameters in force with the given
// overrides.
func resolveRules(v *Variant, overrides [][]ruleNode) (map[string]any, map[string]ruleNode, error) {
	params, nodes, err := decodeRules(v.rules, overrides...)
	if err != nil {
		return nil, nil, fmt.Errorf("variant %s: %w", v.Name, err)
	}
	for name, p := range params {
		spec, _ := lookupHook(name)
		if spec.Check == nil {
			continue
		}
		if probs := spec.Check(v, p); len(probs) > 0 {
			return nil, nil, fmt.Errorf("variant %s: %s: %s", v.Name, name, fieldPrefix(probs[0].Field, probs[0].Msg))
		}
	}
	return params, nodes, nil
}

func (l *loader) profiles(v *Variant, docs []profileDoc, seq *yaml.Node) {
	l.checkRules(v, nil, "")
	for i, d := range docs {
		n := seq.Content[i]
		if !idPattern.MatchString(d.Name) {
			l.errorf(at(n, "name"), "profile name %q: want lower-case letters, digits and '-'", d.Name)
		}
		if slices.ContainsFunc(v.Profiles, func(p Profile) bool { return p.Name == d.Name }) {
			l.errorf(at(n, "name"), "profile %q given twice", d.Name)
		}
		p := Profile{Name: d.Name, Description: d.Description, rules: l.rules(v, &d.Rules)}
		l.checkRules(v, p.rules, "profile "+d.Name+": ")
		v.Profiles = append(v.Profiles, p)
	}
}

func (l *loader) options(v *Variant, docs []optionDoc, seq *yaml.Node) {
	if len(docs) > maxOptions {
		l.errorf(seq, "%d options: at most %d", len(docs), maxOptions)
		return
	}
	for i, d := range docs {
		n := seq.Content[i]
		if !idPattern.MatchString(d.Name) {
			l.errorf(at(n, "name"), "option name %q: want lower-case letters, digits and '-'", d.Name)
		}
		if slices.ContainsFunc(v.Options, func(o Option) bool { return o.Name == d.Name }) {
			l.errorf(at(n, "name"), "option %q given twice", d.Name)
		}
		if d.Source == "" {
			l.errorf(keyNode(n, "source"), "option %s: source is missing: name where the alternative comes from", d.Name)
		}
		o := Option{Name: d.Name, Description: d.Description, Source: d.Source, Pieces: map[string]PieceOverride{}}
		pn := value(n, "pieces")
		for id, od := range d.Pieces {
			kn := keyNode(pn, id)
			if v.byID[id] == nil {
				l.errorf(kn, "option %s: no piece %q", d.Name, id)
				continue
			}
			if od.Betza != nil {
				if _, err := betza.Compile(*od.Betza); err != nil {
					l.betzaError(at(value(pn, id), "betza"), id, err)
				}
			}
			if od.Promotes != nil && *od.Promotes != "" && (v.byID[*od.Promotes] == nil || *od.Promotes == id) {
				l.errorf(at(value(pn, id), "promotes"), "option %s: piece %s cannot promote to %q", d.Name, id, *od.Promotes)
			}
			o.Pieces[id] = PieceOverride{Betza: od.Betza, Promotes: od.Promotes, Royal: od.Royal, Traits: od.Traits}
		}
		o.rules = l.rules(v, &d.Rules)
		l.checkRules(v, o.rules, "option "+d.Name+": ")
		v.Options = append(v.Options, o)
	}
}

// royals checks that each side starts with a royal piece, unless the win
// hook names objectives instead.
func (l *loader) royals(v *Variant, setup *yaml.Node) {
	params, _, err := decodeRules(v.rules)
	if err == nil {
		if w, ok := params["win"].(*Win); ok && len(w.Objectives) > 0 {
			return
		}
	}
	for _, c := range []board.Color{board.Black, board.White} {
		if len(v.Setup) > 0 && !slices.ContainsFunc(v.Setup, func(p Placement) bool { return p.Color == c && p.Piece.Royal }) {
			l.errorf(setup, "setup: %s has no royal piece (mark the king royal: true, or give the win hook objectives)", c)
		}
	}
}

// reachable checks that every piece that appears only by promotion is the
// promotion of some piece, in the file or under an option.
func (l *loader) reachable(v *Variant, options []optionDoc, seq *yaml.Node) {
	target := map[string]bool{}
	for _, p := range v.Pieces {
		if p.Promotes != nil {
			target[p.Promotes.ID] = true
		}
	}
	for _, o := range options {
		for _, od := range o.Pieces {
			if od.Promotes != nil {
				target[*od.Promotes] = true
			}
		}
	}
	for i, p := range v.Pieces {
		if p.PromotedOnly && !target[p.ID] {
			l.errorf(keyNode(seq.Content[i], "promoted-only"), "piece %s appears only by promotion, but nothing promotes to it", p.ID)
		}
	}
}

// nearestHook returns the registered hook name within two edits of name, if
// any.
func nearestHook(name string) string {
	best, bestD := "", 3
	for _, h := range Hooks() {
		if d := textdist.Distance(name, h.Name); d < bestD {
			best, bestD = h.Name, d
		}
	}
	return best
}
