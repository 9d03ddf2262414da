package variant

import (
	"bytes"
	"errors"
	"io"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strings"

	"github.com/largeshogi/largeshogi/board"
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
	maxQuote      = 100       // characters of a name or value a message quotes
	maxHints      = 64        // "did you mean" hints a variant works out for its hooks' problems
)

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
