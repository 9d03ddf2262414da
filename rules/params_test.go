package rules

import (
	"encoding"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// paramHost is a built-in game (under some options) that uses a hook, and
// positions of it where the hook's parameters matter beyond those random
// play reaches.
type paramHost struct {
	game    string
	options []string
	extra   []string // SFENs
}

// paramHosts names, for every built-in hook, the games that use it.
var paramHosts = map[string][]paramHost{
	"zone-promotion":       {{game: "chu"}, {game: "chu", options: []string{"middle-shogi-manual-promotion"}}, {game: "sho"}, {game: "dai"}},
	"capture-promotion":    {{game: "daidai"}, {game: "makadaidai"}},
	"contagious-promotion": {{game: "makadaidai"}},
	"lion-trading":         {{game: "chu"}},
	"royal-capture":        {{game: "makadaidai"}, {game: "tai", options: []string{"tsa-emperor"}}},
	"win":                  {{game: "chu"}, {game: "ko"}, {game: "daidai"}},
	"bare-king":            {{game: "chu"}},
	"stalemate":            {{game: "chu"}},
	"repetition":           {{game: "chu"}},
	"shooting":             {{game: "ko"}},
	"burning":              {{game: "ko"}, {game: "tenjiku"}},
	"immobilising":         {{game: "ko"}},
	"reversion":            {{game: "ko"}},
	"loss-of-power":        {{game: "ko"}},
	"capture-immunity":     {{game: "ko"}},
	"promote-on-capture":   {{game: "ko"}},
	"cascade-promotion":    {{game: "ko"}},
	"ranked-jumping":       {{game: "tenjiku"}, {game: "taikyoku"}},
	"no-pass":              {{game: "tenjiku", options: []string{"area-moves-no-pass"}}},
}

// TestEveryParameterIsRead proves that the engine reads every parameter
// of every built-in hook: for each field (of nested structs and of list
// elements too), it changes the field's value in a game that uses the hook
// and checks that the rules then decide something differently — a legal
// move, the position a move leads to, or an outcome — in some position of
// the game: its start, positions of seeded random play, and positions
// chosen for the rule. A field the engine never reads fails.
func TestEveryParameterIsRead(t *testing.T) {
	for _, name := range builtin {
		hosts, ok := paramHosts[name]
		if !ok {
			t.Errorf("hook %s: no game named to test its parameters in", name)
			continue
		}
		for _, field := range paramFields(t, name) {
			if !slices.ContainsFunc(hosts, func(h paramHost) bool { return fieldChanges(t, name, field, h) }) {
				t.Errorf("hook %s: changing %s changes nothing the rules decide", name, field)
			}
		}
	}
}

// paramFields lists the paths of the fields of hook name's parameters:
// "depth", "fog.radius", "[].when".
func paramFields(t *testing.T, name string) []string {
	var out []string
	var walk func(typ reflect.Type, prefix string)
	walk = func(typ reflect.Type, prefix string) {
		for typ.Kind() == reflect.Pointer {
			typ = typ.Elem()
		}
		if typ.Kind() == reflect.Slice && typ.Elem().Kind() == reflect.Struct {
			walk(typ.Elem(), prefix+"[].")
			return
		}
		for i := range typ.NumField() {
			f := typ.Field(i)
			tag, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
			switch {
			case tag == "":
			case f.Type.Kind() == reflect.Struct:
				walk(f.Type, prefix+tag+".")
			case f.Type.Kind() == reflect.Slice && f.Type.Elem().Kind() == reflect.Struct:
				walk(f.Type.Elem(), prefix+tag+"[].")
			default:
				out = append(out, prefix+tag)
			}
		}
	}
	for _, h := range variant.Hooks() {
		if h.Name == name {
			walk(reflect.TypeOf(h.Params()), "")
		}
	}
	return out
}

// fieldChanges reports whether changing field of hook name in host changes
// what the rules decide somewhere.
func fieldChanges(t *testing.T, name, field string, host paramHost) bool {
	t.Helper()
	v, err := variants.Load(host.game)
	if err != nil {
		t.Fatal(err)
	}
	if v, err = v.Configure("", host.options...); err != nil {
		t.Fatal(err)
	}
	params := v.Rule(name)
	if params == nil {
		return false
	}
	r, err := New(v)
	if err != nil {
		t.Fatal(err)
	}
	sfens := corpus(r, host.extra)
	before := fingerprints(r, sfens)
	for _, changed := range mutations(reflect.ValueOf(params), field, v) {
		w := *v
		w.Rules = map[string]any{}
		for k, p := range v.Rules {
			w.Rules[k] = p
		}
		w.Rules[name] = changed
		r2, err := New(&w)
		if err != nil {
			return true // the engine refuses the value: it read it
		}
		if after := fingerprints(r2, sfens); !slices.Equal(before, after) {
			return true
		}
	}
	return false
}

// corpus returns the positions the test looks at: the start, those of
// three seeded random games of 60 plies, and the extra ones.
func corpus(r *Rules, extra []string) []string {
	out := []string{r.NewPosition().SFEN()}
	for seed := range uint64(3) {
		rng := rand.New(rand.NewPCG(seed, 7))
		p := r.NewPosition()
		for range 60 {
			moves := p.AppendMoves(nil)
			if len(moves) == 0 {
				break
			}
			p.Make(moves[rng.IntN(len(moves))])
			out = append(out, p.SFEN())
		}
	}
	return append(out, extra...)
}

// fingerprints returns, for each position, a hash of what the rules decide
// in it: its legal moves, the position each leads to, and its outcome.
func fingerprints(r *Rules, sfens []string) []uint64 {
	out := make([]uint64, len(sfens))
	for i, s := range sfens {
		h := fnv.New64a()
		p, err := r.ParseSFEN(s)
		if err != nil {
			fmt.Fprint(h, "unreadable")
			out[i] = h.Sum64()
			continue
		}
		var lines []string
		for _, m := range p.AppendMoves(nil) {
			p.Make(m)
			lines = append(lines, r.USI(m)+" "+p.SFEN())
			p.Unmake()
		}
		sort.Strings(lines)
		fmt.Fprint(h, strings.Join(lines, "\n"), NewGame(p).Outcome())
		out[i] = h.Sum64()
	}
	return out
}

// mutations returns copies of params with field changed in every way that
// makes sense for its type.
func mutations(params reflect.Value, field string, v *variant.Variant) []any {
	var out []any
	for i := 0; ; i++ {
		c := deepCopy(params)
		if !mutate(c.Elem(), strings.Split(field, "."), i, v) {
			return out
		}
		out = append(out, c.Interface())
	}
}

// mutate changes the field at path inside x in its i-th way, reporting
// false when there is no i-th way.
func mutate(x reflect.Value, path []string, i int, v *variant.Variant) bool {
	if x.Kind() == reflect.Slice {
		if x.Len() == 0 {
			return false
		}
		// Change the field in one element at a time.
		for e := 0; e < x.Len(); e++ {
			if mutate(x.Index(e), path, i, v) {
				return true
			}
			i -= waysOf(x.Index(e), path, v)
		}
		return false
	}
	head := strings.TrimSuffix(path[0], "[]")
	f := fieldByTag(x, head)
	if len(path) > 1 {
		return mutate(f, path[1:], i, v)
	}
	return alter(f, i, v)
}

// waysOf counts the ways mutate has to change the field at path in x.
func waysOf(x reflect.Value, path []string, v *variant.Variant) int {
	n := 0
	for {
		c := deepCopy(x.Addr())
		if !mutate(c.Elem(), path, n, v) {
			return n
		}
		n++
	}
}

func fieldByTag(x reflect.Value, tag string) reflect.Value {
	for i := range x.NumField() {
		if name, _, _ := strings.Cut(x.Type().Field(i).Tag.Get("yaml"), ","); name == tag {
			return x.Field(i)
		}
	}
	panic("no field " + tag)
}

var textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()

// alter sets f to its i-th other value, reporting false when there is
// none: a flipped bool, another name of an enumeration, a number one more
// or less, a list without one of its entries or with another piece, a map
// with a value changed or an entry dropped, another piece id or Betza move.
func alter(f reflect.Value, i int, v *variant.Variant) bool {
	switch {
	case reflect.PointerTo(f.Type()).Implements(textUnmarshaler):
		cur := f.Uint()
		for n := uint64(0); n < 8; n++ {
			if n == cur {
				continue
			}
			s := fmt.Sprint(reflect.ValueOf(uint8(n)).Convert(f.Type()).Interface())
			if strings.Trim(s, "0123456789") == "" {
				break
			}
			if i == 0 {
				f.SetUint(n)
				return true
			}
			i--
		}
		return false
	case f.Kind() == reflect.Bool:
		f.SetBool(!f.Bool())
		return i == 0
	case f.Kind() == reflect.Int:
		if i > 1 {
			return false
		}
		f.SetInt(f.Int() + int64(1-2*i))
		return true
	case f.Kind() == reflect.String:
		alts := pieceIDs(v)
		alts = append(alts, "K", "W", "R", "fR", "")
		if i >= len(alts) {
			return false
		}
		f.SetString(alts[i])
		return true
	case f.Kind() == reflect.Slice:
		if i < f.Len() {
			rest := reflect.MakeSlice(f.Type(), 0, f.Len())
			for j := range f.Len() {
				if j != i {
					rest = reflect.Append(rest, f.Index(j))
				}
			}
			f.Set(rest)
			return true
		}
		i -= f.Len()
		if f.Type().Elem().Kind() == reflect.String {
			ids := pieceIDs(v)
			if i < len(ids) {
				f.Set(reflect.Append(f, reflect.ValueOf(ids[i])))
				return true
			}
		}
		return false
	case f.Kind() == reflect.Map:
		keys := f.MapKeys()
		sort.Slice(keys, func(a, b int) bool { return keys[a].String() < keys[b].String() })
		if i < len(keys) {
			m := reflect.MakeMap(f.Type())
			for _, k := range keys {
				m.SetMapIndex(k, f.MapIndex(k))
			}
			m.SetMapIndex(keys[i], reflect.Value{})
			f.Set(m)
			return true
		}
		i -= len(keys)
		ids := pieceIDs(v)
		if f.Type().Elem().Kind() == reflect.Int && i < len(ids) {
			m := reflect.MakeMap(f.Type())
			for _, k := range keys {
				m.SetMapIndex(k, f.MapIndex(k))
			}
			m.SetMapIndex(reflect.ValueOf(ids[i]), reflect.ValueOf(2))
			f.Set(m)
			return true
		}
	}
	return false
}

func pieceIDs(v *variant.Variant) []string {
	var ids []string
	for _, p := range v.Pieces {
		ids = append(ids, p.ID)
	}
	return ids
}

// deepCopy copies the value p points to, with its slices and maps.
func deepCopy(p reflect.Value) reflect.Value {
	out := reflect.New(p.Elem().Type())
	copyInto(out.Elem(), p.Elem())
	return out
}

func copyInto(dst, src reflect.Value) {
	switch src.Kind() {
	case reflect.Slice:
		if src.IsNil() {
			return
		}
		dst.Set(reflect.MakeSlice(src.Type(), src.Len(), src.Len()))
		for i := range src.Len() {
			copyInto(dst.Index(i), src.Index(i))
		}
	case reflect.Map:
		if src.IsNil() {
			return
		}
		dst.Set(reflect.MakeMap(src.Type()))
		for _, k := range src.MapKeys() {
			e := reflect.New(src.Type().Elem()).Elem()
			copyInto(e, src.MapIndex(k))
			dst.SetMapIndex(k, e)
		}
	case reflect.Struct:
		for i := range src.NumField() {
			copyInto(dst.Field(i), src.Field(i))
		}
	default:
		dst.Set(src)
	}
}
