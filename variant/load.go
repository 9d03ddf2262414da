package variant

import (
	"bytes"
	"encoding"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/largeshogi/largeshogi/betza"
	"github.com/largeshogi/largeshogi/board"
	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/internal/textdist"
	"go.yaml.in/yaml/v3"
)

// Limits that keep hostile files cheap to check: with them the loader's
// work grows linearly with the size of the file. The package documentation
// lists them under Bounds.
const (
	// MaxFileSize is the size of the largest variant file, in bytes.
	MaxFileSize = 256 << 10
	// MaxPieces is the most piece kinds a variant may have.
	MaxPieces = 512

	maxProfiles   = 64
	maxOptions    = 256
	maxAbbrevs    = 8         // abbreviations of one piece
	maxTraits     = 8         // traits of one piece
	maxList       = MaxPieces // entries of a list in hook parameters
	maxMap        = 64        // entries of a mapping a hook parameter holds as a map
	maxRuleValues = 4096      // YAML values of hook parameters in all
	maxRecheck    = 4096      // YAML values of hook parameters checked again for profiles and options
	maxErrors     = 50        // problems reported one by one
	maxQuote      = 100       // bytes of a name or value a message quotes
	maxHints      = 64        // "did you mean" hints a variant works out for its hooks' problems
)

// Error is one problem in a variant file, at a line and column (both from
// 1; 0 when unknown).
type Error struct {
	File      string
	Line, Col int
	Msg       string
	// More is, for the entry that ends a list cut short ("and 12 more
	// problems", at the first of them), how many problems it stands for;
	// 0 for a problem of its own.
	More int
}

// Error returns "FILE:LINE:COL: MESSAGE".
func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// ErrorList is every problem found in a file, in file order.
type ErrorList []*Error

// Count returns how many problems the list reports, counting those an
// entry stands for with [Error.More].
func (l ErrorList) Count() int {
	n := 0
	for _, e := range l {
		n += max(1, e.More)
	}
	return n
}

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
	l := &loader{file: name, broken: map[string]bool{}}
	if len(data) > MaxFileSize {
		l.errorf(nil, "file is larger than %d bytes", MaxFileSize)
		return nil, l.list()
	}
	root := l.parse(data)
	if root == nil {
		return nil, l.list()
	}
	v := l.variant(root)
	if len(l.errs) > 0 {
		return nil, l.list()
	}
	return v.configure("", nil)
}

// loader checks one file. Of the problems it finds it keeps the maxErrors
// that come first in the file, in the order found, and counts the others.
type loader struct {
	file string
	errs ErrorList
	last int   // index in errs of the problem that comes last in the file
	more int   // problems found but not kept
	next Error // the position of the first of those, if more > 0

	byAbbrev   map[string]*Piece // pieces by abbreviation, the first piece to claim one
	broken     map[string]bool   // the hooks of the file's rules whose parameters have problems
	hooks      []string          // the registered hooks' names, once a suggestion needs them
	ruleValues int               // hook parameter values in the file
	rechecked  int               // hook parameter values checked again for profiles and options
}

// position returns the line and column of n, or 1:1 for the file as a
// whole.
func position(n *yaml.Node) (line, col int) {
	if n != nil && n.Line > 0 {
		return n.Line, n.Column
	}
	return 1, 1
}

func before(line, col int, e *Error) bool {
	return line < e.Line || (line == e.Line && col < e.Col)
}

// keep reports whether a problem found at line:col is among the first
// maxErrors in the file, making room for it if need be; if it is not, keep
// counts it. The caller adds a kept problem with add, and builds no
// message for the others.
func (l *loader) keep(line, col int) bool {
	if len(l.errs) < maxErrors {
		return true
	}
	// Found later, a problem at the same position as the last comes after it.
	if !before(line, col, l.errs[l.last]) {
		l.skip(line, col)
		return false
	}
	out := l.errs[l.last]
	l.skip(out.Line, out.Col)
	l.errs = slices.Delete(l.errs, l.last, l.last+1)
	l.last = 0
	for i, e := range l.errs {
		if !before(e.Line, e.Col, l.errs[l.last]) {
			l.last = i
		}
	}
	return true
}

func (l *loader) skip(line, col int) {
	if l.more == 0 || before(line, col, &l.next) {
		l.next = Error{File: l.file, Line: line, Col: col}
	}
	l.more++
}

// add adds a problem that keep kept.
func (l *loader) add(line, col int, msg string) {
	l.errs = append(l.errs, &Error{File: l.file, Line: line, Col: col, Msg: msg})
	if !before(line, col, l.errs[l.last]) {
		l.last = len(l.errs) - 1
	}
}

// errorf reports a problem at n, or at the start of the file if n is nil.
// String arguments, names and values from the file, are cut to maxQuote
// bytes.
func (l *loader) errorf(n *yaml.Node, format string, args ...any) {
	line, col := position(n)
	if !l.keep(line, col) {
		return
	}
	for i, a := range args {
		if s, ok := a.(string); ok {
			args[i] = clip.Cut(s, maxQuote)
		}
	}
	l.add(line, col, fmt.Sprintf(format, args...))
}

// suggestion is a "did you mean" hint for an unknown name among
// candidates, worked out only when a message that quotes it is kept.
type suggestion struct {
	name       string
	candidates func() []string
}

// String returns the hint as [textdist.Hint] writes it.
func (s suggestion) String() string { return textdist.Hint(s.name, s.candidates()) }

// list returns the kept problems in file order, and then one that counts
// the others, at the position of the first of them.
func (l *loader) list() ErrorList {
	out := slices.Clone(l.errs)
	slices.SortStableFunc(out, func(a, b *Error) int {
		if a.Line != b.Line {
			return a.Line - b.Line
		}
		return a.Col - b.Col
	})
	if l.more > 0 {
		e := l.next
		e.More = l.more
		e.Msg = fmt.Sprintf("and %d more problems", l.more)
		if l.more == 1 {
			e.Msg = "and 1 more problem"
		}
		out = append(out, &e)
	}
	return out
}

var yamlLine = regexp.MustCompile(`line (\d+)(?:, column (\d+))?: `)

// parserProblems are the messages of the YAML library's parser, as opposed
// to its scanner: the parser gives the line of the construct it was reading
// (the '[' of an unclosed flow sequence, say) counted from 0.
var parserProblems = map[string]bool{
	"did not find expected ',' or ']'":       true,
	"did not find expected ',' or '}'":       true,
	"did not find expected '-' indicator":    true,
	"did not find expected <document start>": true,
	"did not find expected <stream-start>":   true,
	"did not find expected key":              true,
	"did not find expected node content":     true,
	"found duplicate %TAG directive":         true,
	"found duplicate %YAML directive":        true,
	"found incompatible YAML document":       true,
	"found undefined tag handle":             true,
}

// yamlError turns a YAML library error into positioned errors.
func (l *loader) yamlError(err error) {
	var te *yaml.TypeError
	msgs := []string{err.Error()}
	if errors.As(err, &te) {
		msgs = te.Errors
	}
	for _, m := range msgs {
		m = strings.TrimPrefix(m, "yaml: ")
		line, col := 0, 0
		if loc := yamlLine.FindStringSubmatchIndex(m); loc != nil {
			line, _ = strconv.Atoi(m[loc[2]:loc[3]])
			if loc[4] >= 0 {
				col, _ = strconv.Atoi(m[loc[4]:loc[5]])
			}
			m = m[:loc[0]] + m[loc[1]:]
		}
		if parserProblems[m] {
			// The YAML library counts a parser error's line from 0 (and
			// leaves line 1 out), where it counts a scanner error's from 1.
			line++
		}
		if col == 0 && line > 0 {
			col = 1
		}
		if l.keep(line, col) {
			l.add(line, col, m)
		}
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
	// USIVariant and XBoardVariant are the names engines know the variant by.
	USIVariant    string `yaml:"usi-variant"`
	XBoardVariant string `yaml:"xboard-variant"`
	// USIProfile is the profile USI_Variant chooses.
	USIProfile string `yaml:"usi-profile"`
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
	Value        *int     `yaml:"value"`

	KIF           string    `yaml:"kif"`
	Short         string    `yaml:"short"`
	Diagram       string    `yaml:"diagram"`
	Western       string    `yaml:"western"`
	PromotedNames *namesDoc `yaml:"promoted-names"`
}

type profileDoc struct {
	Name        string    `yaml:"name"`
	Description string    `yaml:"description"`
	Rules       yaml.Node `yaml:"rules"`
}

type optionDoc struct {
	Name        string    `yaml:"name"`
	Description string    `yaml:"description"`
	Source      string    `yaml:"source"`
	Pieces      yaml.Node `yaml:"pieces"` // piece ids to overrideDoc, read one by one
	Rules       yaml.Node `yaml:"rules"`
}

type overrideDoc struct {
	Betza    *string   `yaml:"betza"`
	Promotes *string   `yaml:"promotes"`
	Royal    *bool     `yaml:"royal"`
	Traits   *[]string `yaml:"traits"`
}

var nodeType = reflect.TypeFor[yaml.Node]()

// limits caps the lists of a file's sections, by the struct that holds a
// list and the list's field. Every other list has at most maxList entries,
// and every mapping that decodes into a Go map at most maxMap.
var limits = map[reflect.Type]map[string]int{
	reflect.TypeFor[fileDoc]():     {"pieces": MaxPieces, "profiles": maxProfiles, "options": maxOptions},
	reflect.TypeFor[pieceDoc]():    {"abbrev": maxAbbrevs, "traits": maxTraits},
	reflect.TypeFor[overrideDoc](): {"traits": maxTraits},
}

// structFields describes the YAML fields of a struct type.
type structFields struct {
	index  map[string]int // field index by YAML name
	names  string         // the YAML names, for messages
	list   []string       // the YAML names, for suggestions
	inline int            // index of the ",inline" map field, which takes the keys no other field names; -1 if none
}

var fieldCache sync.Map // reflect.Type → *structFields

func fieldsOf(t reflect.Type) *structFields {
	if f, ok := fieldCache.Load(t); ok {
		return f.(*structFields)
	}
	f := &structFields{index: map[string]int{}, inline: -1}
	var names []string
	for i := range t.NumField() {
		sf := t.Field(i)
		tag, opts, _ := strings.Cut(sf.Tag.Get("yaml"), ",")
		switch {
		case opts == "inline" && sf.Type.Kind() == reflect.Map:
			f.inline = i
		case tag != "" && tag != "-":
			f.index[tag] = i
			names = append(names, tag)
		}
	}
	f.names, f.list = strings.Join(names, ", "), names
	fieldCache.Store(t, f)
	return f
}

// checkFields reports mapping keys that t does not have, lists and
// mappings over their limits, and values of the wrong shape or type, with
// their positions. It drops the unknown keys from n, so that decoding n does
// no work for them. It returns false if a value has the wrong shape or type
// or a list is too long, so that n should not be decoded. where names n in
// messages ("zone-promotion", "piece king"), or is "" for the file.
func (l *loader) checkFields(n *yaml.Node, t reflect.Type, where string) bool {
	return l.check(n, t, where, "", maxList)
}

// check is checkFields for the value of field, named where in messages, a
// list of at most limit entries if it is a list.
func (l *loader) check(n *yaml.Node, t reflect.Type, where, field string, limit int) bool {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nodeType || n.Kind == 0 || (n.Kind == yaml.ScalarNode && n.Tag == "!!null") {
		return true
	}
	ok := true
	switch t.Kind() {
	case reflect.Struct:
		f := fieldsOf(t)
		if n.Kind != yaml.MappingNode {
			l.errorf(n, "%swant a mapping of %s, not %s", prefix(where), f.names, describe(n))
			return false
		}
		if f.inline >= 0 && len(n.Content)/2 > maxMap {
			l.errorf(n, "%s%d entries, at most %d", prefix(where), len(n.Content)/2, maxMap)
			return false
		}
		seen := make([]bool, t.NumField())
		var inlineSeen map[string]bool
		var kept []*yaml.Node // the known fields, once there is an unknown one
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, val := n.Content[i], n.Content[i+1]
			j, known := f.index[k.Value]
			if !known && f.inline < 0 {
				// Reported, but the rest of the file is still checked: the
				// key is dropped before decoding.
				l.unknownField(k, where, f)
				if kept == nil {
					kept = slices.Clone(n.Content[:i])
				}
				continue
			}
			twice := known && seen[j]
			if !known {
				if inlineSeen == nil {
					inlineSeen = map[string]bool{}
				}
				twice, j = inlineSeen[k.Value], f.inline
				inlineSeen[k.Value] = true
			}
			if twice {
				l.errorf(k, "%s%q given twice", prefix(where), k.Value)
				ok = false
				continue
			}
			seen[j] = true
			ft := t.Field(j).Type
			if !known {
				ft = ft.Elem()
			}
			ok = l.check(val, ft, join(where, k.Value), k.Value, limitOf(t, k.Value)) && ok
			if kept != nil {
				kept = append(kept, k, val)
			}
		}
		if kept != nil {
			n.Content = kept
		}
	case reflect.Slice:
		if n.Kind != yaml.SequenceNode {
			hint := ""
			if n.Kind == yaml.ScalarNode && t.Elem().Kind() != reflect.Struct {
				hint = fmt.Sprintf(" (for one entry write [%s])", clip.Cut(n.Value, maxQuote))
			}
			l.errorf(n, "%swant a list, not %s%s", prefix(where), describe(n), hint)
			return false
		}
		if len(n.Content) > limit {
			l.errorf(n, "%s%d entries, at most %d", prefix(where), len(n.Content), limit)
			return false
		}
		for i, c := range n.Content {
			ok = l.check(c, t.Elem(), entryName(where, field, i, c), field, maxList) && ok
		}
	case reflect.Map:
		if n.Kind != yaml.MappingNode {
			l.errorf(n, "%swant a mapping, not %s", prefix(where), describe(n))
			return false
		}
		if len(n.Content)/2 > maxMap {
			l.errorf(n, "%s%d entries, at most %d", prefix(where), len(n.Content)/2, maxMap)
			return false
		}
		for i := 0; i+1 < len(n.Content); i += 2 {
			ok = l.check(n.Content[i+1], t.Elem(), join(where, n.Content[i].Value), field, maxList) && ok
		}
	default:
		if n.Kind != yaml.ScalarNode {
			l.errorf(n, "%swant a single value, not %s", prefix(where), describe(n))
			return false
		}
		return l.checkScalar(n, t, where)
	}
	return ok
}

var textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()

// checkScalar reads the scalar n into a new value of type t, as decoding
// will, and reports at n why it cannot, saying what t wants. The hooks'
// enumerations read from text give their own reasons.
func (l *loader) checkScalar(n *yaml.Node, t reflect.Type, where string) bool {
	if reflect.PointerTo(t).Implements(textUnmarshaler) {
		if err := reflect.New(t).Interface().(encoding.TextUnmarshaler).UnmarshalText([]byte(n.Value)); err != nil {
			l.errorf(n, "%s%v", prefix(where), err)
			return false
		}
		return true
	}
	if err := n.Decode(reflect.New(t).Interface()); err != nil {
		want := "a " + t.Kind().String()
		switch t.Kind() {
		case reflect.Bool:
			want = "true or false"
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			want = "a whole number"
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			want = "a whole number, 0 or more"
		case reflect.Float32, reflect.Float64:
			want = "a number"
		case reflect.String:
			want = "text"
		}
		l.errorf(n, "%s%q is not %s", prefix(where), n.Value, want)
		return false
	}
	return true
}

// unknownField reports a key k that the struct fields f do not have, with
// the nearest field name if one is near, else the list of them.
func (l *loader) unknownField(k *yaml.Node, where string, f *structFields) {
	line, col := position(k)
	if !l.keep(line, col) {
		return
	}
	msg := fmt.Sprintf("%sunknown field %q (want %s)", prefix(where), clip.Cut(k.Value, maxQuote), f.names) // the names are never clipped
	if near := textdist.Suggest(k.Value, f.list); near != "" {
		msg = fmt.Sprintf("%sunknown field %q (did you mean %q?)", prefix(where), clip.Cut(k.Value, maxQuote), near)
	}
	l.add(line, col, msg)
}

// prefix returns where followed by ": ", or "" for the file itself.
func prefix(where string) string {
	if where == "" {
		return ""
	}
	return clip.Cut(where, maxQuote) + ": "
}

// join names key within where.
func join(where, key string) string {
	if where == "" {
		return key
	}
	return where + ": " + key
}

// entryName names the entry i of the list field within where: by its id or
// name when it is a mapping that has one ("piece king"), else by its number
// from 1.
func entryName(where, field string, i int, entry *yaml.Node) string {
	for _, key := range []string{"id", "name"} {
		if v := value(entry, key); v != nil && v.Kind == yaml.ScalarNode && v.Value != "" {
			parent := strings.TrimSuffix(strings.TrimSuffix(where, field), ": ")
			return join(parent, strings.TrimSuffix(field, "s")+" "+v.Value)
		}
	}
	return fmt.Sprintf("%s: entry %d", where, i+1)
}

// describe says what kind of value n is, quoting a single value.
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	}
	return strconv.Quote(clip.Cut(n.Value, maxQuote))
}

// limitOf returns the most entries the list in field of struct t may have.
func limitOf(t reflect.Type, field string) int {
	if limit, ok := limits[t][field]; ok {
		return limit
	}
	return maxList
}

// size returns the number of YAML values in n, counting n.
func size(n *yaml.Node) int {
	s := 1
	for _, c := range n.Content {
		s += size(c)
	}
	return s
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
	// engineNamePattern is a variant's name for engines: one word, as the
	// USI_Variant option and XBoard's variant command take it ("chushogi",
	// "wa-shogi", "9x9+0_shogi").
	engineNamePattern = regexp.MustCompile(`^[a-z0-9][a-z0-9_+-]{0,39}$`)
)

func (l *loader) variant(root *yaml.Node) *Variant {
	if !l.checkFields(root, reflect.TypeFor[fileDoc](), "") {
		return nil
	}
	var doc fileDoc
	if err := root.Decode(&doc); err != nil {
		l.yamlError(err)
		return nil
	}
	v := &Variant{Name: doc.Name, Title: doc.Title, Source: doc.Source, MiddleSquares: doc.MiddleSquares, file: l.file, byID: map[string]*Piece{}, betzaAt: map[string][2]int{}}
	if !idPattern.MatchString(doc.Name) {
		l.errorf(at(root, "name"), "name %q: want lower-case letters, digits and '-'", doc.Name)
	}
	if doc.Title == "" {
		l.errorf(keyNode(root, "title"), "title is missing")
	}
	v.USIVariant, v.XBoardVariant = DefaultUSIVariant(doc.Name), doc.Name
	for _, e := range []struct {
		key  string
		name *string
		doc  string
	}{{"usi-variant", &v.USIVariant, doc.USIVariant}, {"xboard-variant", &v.XBoardVariant, doc.XBoardVariant}} {
		if value(root, e.key) == nil {
			continue
		}
		if !engineNamePattern.MatchString(e.doc) {
			l.errorf(at(root, e.key), "%s %q: want 1 to 40 lower-case letters, digits, '-', '_' or '+', the first a letter or digit", e.key, e.doc)
		}
		*e.name = e.doc
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
	v.rules = l.rules(v, &doc.Rules, "")
	l.profiles(v, doc.Profiles, value(root, "profiles"))
	l.options(v, doc.Options, value(root, "options"))
	if value(root, "usi-profile") != nil {
		if !slices.ContainsFunc(v.Profiles, func(p Profile) bool { return p.Name == doc.USIProfile }) {
			l.errorf(at(root, "usi-profile"), "usi-profile %q: want one of the profiles (%s)", doc.USIProfile, strings.Join(v.ProfileNames(), ", "))
		}
		v.USIProfile = doc.USIProfile
	}
	l.royals(v, keyNode(root, "setup"))
	l.reachable(v, value(root, "pieces"))
	return v
}

func (l *loader) pieces(v *Variant, docs []pieceDoc, seq *yaml.Node) {
	if len(docs) == 0 {
		l.errorf(seq, "no pieces")
		return
	}
	l.byAbbrev = map[string]*Piece{}
	codes := map[string]int{} // SFEN code in lower case → index of its piece
	var taken [][2]int        // pieces whose code another piece has: the piece, the other
	for i, d := range docs {
		n := seq.Content[i]
		p := &Piece{ID: d.ID, Name: d.Name, Kanji: d.Kanji, Romaji: d.Romaji, Abbrev: d.Abbrev, SFEN: d.SFEN,
			Betza: d.Betza, Royal: d.Royal, Traits: d.Traits, PromotedOnly: d.PromotedOnly}
		l.names(p, d, n)
		if d.Value != nil {
			if *d.Value < 1 || *d.Value > MaxValue {
				l.errorf(at(n, "value"), "piece %s: value %d: want 1 to %d centipawns, or leave it out for the estimate", d.ID, *d.Value, MaxValue)
			} else {
				p.Value = *d.Value
			}
		}
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
		abbrevs := at(n, "abbrev")
		for j, a := range d.Abbrev {
			an := abbrevs
			if an.Kind == yaml.SequenceNode && j < len(an.Content) {
				an = an.Content[j]
			}
			if a == "" || a == "." || strings.ContainsAny(a, " \t") {
				l.errorf(an, "piece %s: abbreviation %q: want a word without spaces, not \".\"", d.ID, a)
			} else if other, ok := l.byAbbrev[a]; !ok {
				l.byAbbrev[a] = p
			} else if other.ID != d.ID {
				l.errorf(an, "piece %s: abbreviation %q is also %s's", d.ID, a, other.ID)
			}
		}
		if d.SFEN != "" {
			if !sfenPattern.MatchString(d.SFEN) {
				l.errorf(at(n, "sfen"), "piece %s: SFEN code %q: want an upper-case letter, optionally followed by a lower-case one", d.ID, d.SFEN)
			} else if other, ok := codes[strings.ToLower(d.SFEN)]; ok {
				taken = append(taken, [2]int{i, other})
			} else {
				codes[strings.ToLower(d.SFEN)] = i
			}
		}
		for _, t := range d.Traits {
			if !traitPattern.MatchString(t) {
				l.errorf(at(n, "traits"), "piece %s: trait %q: want lower-case letters, digits and '-'", d.ID, t)
			}
		}
		if d.Betza == "" {
			l.errorf(keyNode(n, "betza"), "piece %s: betza is missing", d.ID)
		} else if prog, err := compileMove(d.Betza); err != nil {
			l.betzaError(at(n, "betza"), d.ID, err)
		} else {
			p.Move = prog
			b := at(n, "betza")
			v.betzaAt[d.ID] = [2]int{b.Line, b.Column}
		}
		v.Pieces = append(v.Pieces, p)
	}
	// Codes taken twice are reported once every code is known, so that the
	// code proposed is free.
	for _, pair := range taken {
		d := docs[pair[0]]
		l.errorf(at(seq.Content[pair[0]], "sfen"), "piece %s: SFEN code %q is also %s's%s", d.ID, d.SFEN, docs[pair[1]].ID, proposal(d, codes))
	}
	// A two-letter code XY is ambiguous only where X is a code too and some
	// code starts with Y: then "XY" could be X followed by another piece.
	starts := map[byte]bool{}
	for code := range codes {
		starts[code[0]] = true
	}
	for i, d := range docs {
		code := strings.ToLower(d.SFEN)
		if owner, ok := codes[code]; !ok || owner != i || len(code) != 2 {
			continue
		}
		if x, ok := codes[code[:1]]; ok && starts[code[1]] {
			l.errorf(at(seq.Content[i], "sfen"), "piece %s: SFEN code %q could also read as %s's code %q followed by a piece whose code starts with %q%s",
				d.ID, d.SFEN, docs[x].ID, docs[x].SFEN, code[1:], proposal(d, codes))
		}
	}
	for i, d := range docs {
		if d.Promotes == "" {
			continue
		}
		n := at(seq.Content[i], "promotes")
		switch target := v.byID[d.Promotes]; {
		case target == nil:
			l.errorf(n, "piece %s promotes to %q, which is not a piece of this file%s", d.ID, d.Promotes, suggestion{d.Promotes, func() []string { return v.pieceIDs(false) }})
		case d.Promotes == d.ID:
			l.errorf(n, "piece %s promotes to itself", d.ID)
		default:
			v.Pieces[i].Promotes = target
		}
	}
}

// betzaError reports a notation error at its column inside the YAML line.
// proposal suggests an SFEN code for piece d that no piece has and that
// no SFEN can misread: an upper-case letter of its name followed by a
// lower-case letter of its name (or of the alphabet). A two-letter code XY
// is misread when X is a one-letter code and some code starts with Y; and a
// new code starting with X makes an existing code ZX misread when Z is a
// one-letter code. It returns "" if there is none.
func proposal(d pieceDoc, codes map[string]int) string {
	starts, seconds := map[byte]bool{}, map[byte]bool{}
	for code := range codes {
		starts[code[0]] = true
		if _, one := codes[code[:1]]; one && len(code) == 2 {
			seconds[code[1]] = true
		}
	}
	letters := func(s string) []byte {
		var out []byte
		for _, c := range []byte(strings.ToLower(s)) {
			if c >= 'a' && c <= 'z' {
				out = append(out, c)
			}
		}
		return out
	}
	name := letters(d.Name + d.ID)
	for i, x := range name {
		if seconds[x] {
			continue
		}
		_, one := codes[string(x)]
		for _, y := range append(name[i+1:], letters("abcdefghijklmnopqrstuvwxyz")...) {
			if _, taken := codes[string([]byte{x, y})]; !taken && !(one && starts[y]) {
				return fmt.Sprintf(" (a code free and unambiguous: %q)", strings.ToUpper(string(x))+string(y))
			}
		}
	}
	return ""
}

// compileMove compiles a piece's move and refuses one of more legs than
// the rules engine handles ([MaxLegs]).
func compileMove(notation string) (*betza.Program, error) {
	prog, err := betza.Compile(notation)
	if err == nil && prog.MaxLegs() > MaxLegs {
		return nil, &betza.Error{Notation: notation, Col: 1, Msg: fmt.Sprintf("a move of up to %d legs: the rules engine plays at most %d", prog.MaxLegs(), MaxLegs)}
	}
	return prog, err
}

func (l *loader) betzaError(n *yaml.Node, id string, err error) {
	col := n.Column
	var be *betza.Error
	if errors.As(err, &be) {
		if n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0 {
			col++
		}
		col += be.Col - 1 // both count characters
		if l.keep(n.Line, col) {
			l.add(n.Line, col, fmt.Sprintf("piece %s: betza %s: column %d: %s", clip.Cut(id, maxQuote), clip.Cut(be.Notation, maxQuote), be.Col, be.Msg))
		}
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
	s := &setupReader{l: l, v: v, taken: map[board.Square]*yaml.Node{}}
	white := value(n, "white")
	s.read(n, board.Black, white == nil)
	if white != nil {
		if white.Kind != yaml.MappingNode {
			l.errorf(white, "setup white: want a mapping from rank letters to rows")
			return
		}
		s.read(white, board.White, false)
	}
	if len(v.Setup) == 0 {
		l.errorf(n, "setup places no pieces")
	}
}

// setupReader places the pieces of setup rows.
type setupReader struct {
	l     *loader
	v     *Variant
	taken map[board.Square]*yaml.Node // the row that took each square
}

// read places the pieces of one side's rows, and turned half round for
// White too if rotate is set. Black's rows may hold White's as "white".
func (s *setupReader) read(rows *yaml.Node, c board.Color, rotate bool) {
	l, geo := s.l, s.v.Geometry
	given := make([]bool, geo.Ranks()+1)
	whiteGiven := false
	for i := 0; i+1 < len(rows.Content); i += 2 {
		k, row := rows.Content[i], rows.Content[i+1]
		if k.Value == "white" && c == board.Black {
			if whiteGiven {
				l.errorf(k, "setup: %q given twice", k.Value)
			}
			whiteGiven = true
			continue
		}
		rank := rankNumber(k.Value, geo.Ranks())
		if rank == 0 {
			l.errorf(k, "setup: %q is not a rank of the %s board (a to %s)", k.Value, geo, board.RankName(geo.Ranks()))
			continue
		}
		if given[rank] {
			l.errorf(k, "setup: rank %s given twice", k.Value)
			continue
		}
		given[rank] = true
		if row.Kind != yaml.ScalarNode {
			l.errorf(row, "setup rank %s: want a row of %d space-separated pieces", k.Value, geo.Files())
			continue
		}
		if n := countFields(row.Value); n != geo.Files() {
			l.errorf(row, "setup rank %s: %d squares, want %d (one token per file, '.' for empty)", k.Value, n, geo.Files())
			continue
		}
		x := 0
		for tok := range strings.FieldsSeq(row.Value) {
			x++
			if tok == "." {
				continue
			}
			p := l.byAbbrev[tok]
			if p == nil {
				l.errorf(row, "setup rank %s: %q is no piece's abbreviation%s", k.Value, tok, suggestion{tok, s.abbrevs})
				continue
			}
			if p.PromotedOnly {
				l.errorf(row, "setup rank %s: %s appears only by promotion", k.Value, p.ID)
			}
			if p.SFEN == "" {
				l.errorf(row, "setup rank %s: %s has no SFEN code", k.Value, p.ID)
			}
			sq := geo.At(x-1, rank-1)
			s.place(row, sq, c, p)
			if rotate {
				s.place(row, geo.Rotate(sq), board.White, p)
			}
		}
	}
}

// abbrevs returns every piece's abbreviations, in file order, for
// suggestions.
func (s *setupReader) abbrevs() []string {
	var out []string
	for _, p := range s.v.Pieces {
		out = append(out, p.Abbrev...)
	}
	return out
}

func (s *setupReader) place(row *yaml.Node, sq board.Square, c board.Color, p *Piece) {
	if prev, ok := s.taken[sq]; ok {
		s.l.errorf(row, "setup: square %s is taken twice (also on line %d)", s.v.Geometry.Name(sq), prev.Line)
		return
	}
	s.taken[sq] = row
	s.v.Setup = append(s.v.Setup, Placement{Square: sq, Color: c, Piece: p})
}

// countFields returns the number of words strings.Fields would split s
// into, without splitting it.
func countFields(s string) int {
	n := 0
	for range strings.FieldsSeq(s) {
		n++
	}
	return n
}

// rankNumber reads a rank name of a board with the given number of ranks
// (a, b, ... z, then aa, bb, ... as [board.RankName] writes them), or
// returns 0.
func rankNumber(name string, ranks int) int {
	r := 0
	switch {
	case len(name) == 1 && 'a' <= name[0] && name[0] <= 'z':
		r = int(name[0]-'a') + 1
	case len(name) == 2 && name[0] == name[1] && 'a' <= name[0] && name[0] <= 'z':
		r = int(name[0]-'a') + 27
	}
	if r > ranks {
		return 0
	}
	return r
}

// ruleNode is one hook's parameters as written.
type ruleNode struct {
	name   string
	key    *yaml.Node
	val    *yaml.Node
	values int // the YAML values in val
}

// rules checks a rules mapping (the file's, or a profile's or option's,
// which where names as "profile NAME: ") against the registered hooks. It
// leaves out the hooks whose parameters have problems; of the file's, it
// notes them in l.broken, so that their overrides are not checked against
// parameters that could not be read.
func (l *loader) rules(v *Variant, n *yaml.Node, where string) []ruleNode {
	if n.Kind == 0 || (n.Kind == yaml.ScalarNode && n.Tag == "!!null") {
		return nil
	}
	if n.Kind != yaml.MappingNode {
		l.errorf(n, "rules: want a mapping from hook names to parameters")
		return nil
	}
	var out []ruleNode
	given := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, val := n.Content[i], n.Content[i+1]
		spec, ok := lookupHook(k.Value)
		if !ok {
			l.unknownHook(k)
			continue
		}
		if given[k.Value] {
			l.errorf(k, "rule hook %q given twice", k.Value)
			continue
		}
		given[k.Value] = true
		values := size(val)
		ok = l.mayCheck(k, values) && l.checkFields(val, reflect.TypeOf(spec.Params()), where+k.Value)
		if ok {
			if err := val.Decode(spec.Params()); err != nil {
				l.yamlError(err)
				ok = false
			}
		}
		if !ok {
			if where == "" {
				l.broken[k.Value] = true
			}
			continue
		}
		out = append(out, ruleNode{k.Value, k, val, values})
	}
	return out
}

// unknownHook reports a rules key that names no hook, with a suggestion
// when one is near.
func (l *loader) unknownHook(k *yaml.Node) {
	line, col := position(k)
	if !l.keep(line, col) {
		return
	}
	msg := fmt.Sprintf("unknown rule hook %q (run largeshogi hooks for the list)", clip.Cut(k.Value, maxQuote))
	if near := textdist.Suggest(k.Value, l.hookNames()); near != "" {
		msg = fmt.Sprintf("unknown rule hook %q (did you mean %q?)", k.Value, near)
	}
	l.add(line, col, msg)
}

// checkRules decodes the file's rules with overrides and reports the hooks'
// problems at the positions of the parameters: the problems of every hook
// the file's rules name, or with overrides, of the hooks they name.
func (l *loader) checkRules(v *Variant, over []ruleNode, where string) {
	base, checked := v.rules, v.rules
	if where != "" {
		checked = over
		base = slices.DeleteFunc(slices.Clone(v.rules), func(b ruleNode) bool {
			return !slices.ContainsFunc(over, func(r ruleNode) bool { return r.name == b.name })
		})
	}
	params, nodes, err := decodeRules(base, over)
	if err != nil {
		l.yamlError(err)
		return
	}
	for _, r := range checked {
		spec, _ := lookupHook(r.name)
		if spec.Check == nil || l.broken[r.name] {
			continue
		}
		for _, pr := range spec.Check(v, params[r.name]) {
			n := nodes[r.name].key
			if pr.Field != "" {
				n = keyNode(nodes[r.name].val, pr.Field)
			}
			// The hook's message is whole: it clips what it quotes.
			if line, col := position(n); l.keep(line, col) {
				l.add(line, col, where+r.name+": "+fieldPrefix(pr.Field, pr.Msg))
			}
		}
	}
}

// mayCheck reports whether the parameters of hook k, of the given number of
// values, may be checked: whether the parameters of all the hooks of the
// file, its profiles and options stay within maxRuleValues. The first time
// they would not, it reports that at k.
func (l *loader) mayCheck(k *yaml.Node, values int) bool {
	if l.ruleValues > maxRuleValues {
		return false
	}
	l.ruleValues += values
	if l.ruleValues > maxRuleValues {
		l.errorf(k, "rule hook %s: the hooks of the file, its profiles and options have more than %d values of parameters in all", k.Value, maxRuleValues)
		return false
	}
	return true
}

// mayRecheck reports whether the hooks over names may be checked again,
// with the file's parameters under over's: whether the values so checked
// for all profiles and options stay within maxRecheck. The first time they
// would not, it reports that at n.
func (l *loader) mayRecheck(v *Variant, over []ruleNode, n *yaml.Node, what string) bool {
	if l.rechecked > maxRecheck {
		return false
	}
	for _, r := range over {
		l.rechecked += r.values
		if i := slices.IndexFunc(v.rules, func(b ruleNode) bool { return b.name == r.name }); i >= 0 {
			l.rechecked += v.rules[i].values
		}
	}
	if l.rechecked > maxRecheck {
		l.errorf(n, "%s: the hooks that profiles and options override have more than %d values of parameters to check, counting the file's rules for a hook again with each override of it", what, maxRecheck)
		return false
	}
	return true
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
			} else {
				clearMaps(r.val, reflect.ValueOf(p))
			}
			if err := r.val.Decode(p); err != nil {
				return nil, nil, err
			}
			last[r.name] = r
		}
	}
	return params, last, nil
}

// clearMaps empties the map fields of the struct v points to that the
// mapping n names, in it and in the structs of its fields, so that
// decoding n over v puts n's maps in their place: decoding a mapping into
// a Go map that is not nil adds to it.
func clearMaps(n *yaml.Node, v reflect.Value) {
	for v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return
		}
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct || n.Kind != yaml.MappingNode {
		return
	}
	f := fieldsOf(v.Type())
	for i := 0; i+1 < len(n.Content); i += 2 {
		j, ok := f.index[n.Content[i].Value]
		if !ok {
			continue
		}
		switch field := v.Field(j); field.Kind() {
		case reflect.Map:
			field.SetZero()
		case reflect.Struct, reflect.Pointer:
			clearMaps(n.Content[i+1], field)
		}
	}
}

// resolveRules returns the hook parameters in force with the given
// overrides. The hooks check them on a copy of v, which may be shared: the
// copy counts its own hints.
func resolveRules(v *Variant, overrides [][]ruleNode) (map[string]any, map[string]ruleNode, error) {
	params, nodes, err := decodeRules(v.rules, overrides...)
	if err != nil {
		return nil, nil, fmt.Errorf("variant %s: %w", v.Name, err)
	}
	checked := *v
	checked.hints = 0
	for name, p := range params {
		spec, _ := lookupHook(name)
		if spec.Check == nil {
			continue
		}
		if probs := spec.Check(&checked, p); len(probs) > 0 {
			return nil, nil, fmt.Errorf("variant %s: %s: %s", v.Name, name, fieldPrefix(probs[0].Field, probs[0].Msg))
		}
	}
	return params, nodes, nil
}

func (l *loader) profiles(v *Variant, docs []profileDoc, seq *yaml.Node) {
	l.checkRules(v, nil, "")
	names := map[string]bool{}
	for i, d := range docs {
		n := seq.Content[i]
		if !idPattern.MatchString(d.Name) {
			l.errorf(at(n, "name"), "profile name %q: want lower-case letters, digits and '-'", d.Name)
		}
		if names[d.Name] {
			l.errorf(at(n, "name"), "profile %q given twice", d.Name)
		}
		names[d.Name] = true
		p := Profile{Name: d.Name, Description: d.Description, rules: l.rules(v, &d.Rules, "profile "+d.Name+": ")}
		if l.mayRecheck(v, p.rules, n, "profile "+d.Name) {
			l.checkRules(v, p.rules, "profile "+clip.Cut(d.Name, maxQuote)+": ")
		}
		v.Profiles = append(v.Profiles, p)
	}
}

func (l *loader) options(v *Variant, docs []optionDoc, seq *yaml.Node) {
	names := map[string]bool{}
	for i, d := range docs {
		n := seq.Content[i]
		if !idPattern.MatchString(d.Name) {
			l.errorf(at(n, "name"), "option name %q: want lower-case letters, digits and '-'", d.Name)
		}
		if names[d.Name] {
			l.errorf(at(n, "name"), "option %q given twice", d.Name)
		}
		names[d.Name] = true
		if d.Source == "" {
			l.errorf(keyNode(n, "source"), "option %s: source is missing: name where the alternative comes from", d.Name)
		}
		o := Option{Name: d.Name, Description: d.Description, Source: d.Source, Pieces: l.overrides(v, d.Name, &d.Pieces)}
		o.rules = l.rules(v, &d.Rules, "option "+d.Name+": ")
		if l.mayRecheck(v, o.rules, n, "option "+d.Name) {
			l.checkRules(v, o.rules, "option "+clip.Cut(d.Name, maxQuote)+": ")
		}
		v.Options = append(v.Options, o)
	}
}

// overrides reads an option's mapping from piece ids to overrides.
func (l *loader) overrides(v *Variant, option string, n *yaml.Node) map[string]PieceOverride {
	out := map[string]PieceOverride{}
	if n.Kind == 0 || (n.Kind == yaml.ScalarNode && n.Tag == "!!null") {
		return out
	}
	if n.Kind != yaml.MappingNode {
		l.errorf(n, "option %s: pieces: want a mapping from piece ids to changes", option)
		return out
	}
	if len(n.Content)/2 > MaxPieces {
		l.errorf(n, "pieces: %d entries, at most %d", len(n.Content)/2, MaxPieces)
		return out
	}
	given := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, val := n.Content[i], n.Content[i+1]
		id := k.Value
		if given[id] {
			l.errorf(k, "option %s: piece %q given twice", option, id)
			continue
		}
		given[id] = true
		shaped := l.checkFields(val, reflect.TypeFor[overrideDoc](), "option "+option+": "+id)
		if v.byID[id] == nil {
			l.errorf(k, "option %s: no piece %q%s", option, id, suggestion{id, func() []string { return v.pieceIDs(false) }})
			continue
		}
		if !shaped {
			continue
		}
		var od overrideDoc
		if err := val.Decode(&od); err != nil {
			l.yamlError(err)
			continue
		}
		if od.Betza != nil {
			if _, err := compileMove(*od.Betza); err != nil {
				l.betzaError(at(val, "betza"), id, err)
			}
		}
		if od.Promotes != nil && *od.Promotes != "" && (v.byID[*od.Promotes] == nil || *od.Promotes == id) {
			l.errorf(at(val, "promotes"), "option %s: piece %s cannot promote to %q", option, id, *od.Promotes)
		}
		out[id] = PieceOverride{Betza: od.Betza, Promotes: od.Promotes, Royal: od.Royal, Traits: od.Traits}
	}
	return out
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
func (l *loader) reachable(v *Variant, seq *yaml.Node) {
	target := map[string]bool{}
	for _, p := range v.Pieces {
		if p.Promotes != nil {
			target[p.Promotes.ID] = true
		}
	}
	for _, o := range v.Options {
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

// hookNames returns the names of the registered hooks, for suggestions.
func (l *loader) hookNames() []string {
	if l.hooks == nil {
		for _, h := range Hooks() {
			l.hooks = append(l.hooks, h.Name)
		}
	}
	return l.hooks
}
