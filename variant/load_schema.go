package variant

import (
	"encoding"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/internal/textdist"
	"go.yaml.in/yaml/v3"
)

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
