package rules

import (
	"encoding"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"os"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/largeshogi/largeshogi/variant"
	"github.com/largeshogi/largeshogi/variants"
)

// paramHost is a built-in game (under a profile and options) that uses a
// hook, with positions where the hook's parameters matter beyond those
// random play reaches, and games that end by its rules.
type paramHost struct {
	game    string
	profile string
	options []string
	// extra positions: the side to move, optionally ",STATE" (the third
	// SFEN field), then pieces on an otherwise empty board.
	extra []string
	// games: a position as in extra, "|", and moves in USI; what counts is
	// the outcome after the moves.
	games []string
}

// paramHosts names, for every built-in hook, the games that use it.
var paramHosts = map[string][]paramHost{
	"zone-promotion":       {{game: "chu"}, {game: "chu", options: []string{"middle-shogi-manual-promotion"}}, {game: "sho"}, {game: "dai"}},
	"capture-promotion":    {{game: "daidai"}, {game: "makadaidai", extra: []string{"b 10s:K 10a:k 10j:P 10i:+p"}}},
	"contagious-promotion": {{game: "makadaidai", extra: []string{"b 10s:K 10a:k 10j:G 10i:de", "b 10s:K 10a:k 10i:de"}}},
	"lion-trading": {{game: "chu", extra: []string{
		"b 12l:K 12a:k 6f:N 6e:p 6d:n 6c:g",    // a pawn taken first does not make the lion fair game
		"b,5e 12l:K 12a:k 5e:g 8i:G 8h:n 8g:g", // counter-strike against a protected lion
		"b,5e 12l:K 12a:k 5e:g 8i:G 8h:n",      // and an unprotected one (Okazaki)
		"b 12l:K 12a:k 6b:N 6c:p 6d:n",         // lion-trading example V
	}}},
	"royal-capture": {{game: "makadaidai"}, {game: "tai", options: []string{"tsa-emperor"}}},
	"win": {
		{game: "chu"},
		{game: "ko", extra: []string{"b 10s:B 10a:g"}},
		{game: "tai", extra: []string{"b 13y:Em 13a:em 12a:cp"}},
	},
	"bare-king": {
		{game: "chu", extra: []string{"b 6f:K 1a:k 2a:s 3a:g"}},
		{game: "chu", profile: "lishogi", extra: []string{"b 6f:K 1a:k 1c:p 2c:p", "b 6f:K 1a:k 1c:p 2c:p 3c:p"}},
	},
	"stalemate": {{game: "chu", profile: "lishogi", extra: []string{"b 12b:K 12a:P 11a:P 11b:P 11c:P 12c:P 1l:k"}}},
	"repetition": {{game: "chu", games: []string{
		// Kings walking back and forth: the position recurs.
		"b 12l:K 1a:k 12k:G 12a:g | 12l11l 1a1b 11l12l 1b1a 12l11l 1a1b 11l12l 1b1a 12l11l 1a1b 11l12l 1b1a",
		// A rook checking with every move.
		"b 12l:K 1c:k 3e:R 12k:G 12a:g | 3e3c 1c1d 3c3d 1d1c 3d3c 1c1d 3c3d 1d1c 3d3c 1c1d 3c3d 1d1c 3d3c",
		// The same checks when the king has a prince beside it.
		"b 12l:K 1c:k 12a:+e 11a:g 3e:R 12k:G | 3e3c 1c1d 3c3d 1d1c 3d3c 1c1d 3c3d 1d1c 3d3c 1c1d 3c3d 1d1c 3d3c",
		// A rook attacking a gold with every move.
		"b 12l:K 1a:k 1e:g 3f:R 12k:G | 3f3e 1e1f 3e3f 1f1e 3f3e 1e1f 3e3f 1f1e 3f3e 1e1f 3e3f 1f1e 3f3e",
		// Lions passing in turn.
		"b 12l:K 1a:k 6f:N 6c:n 12k:G 12a:g | 6f6e6f 6c6d6c 6f6e6f 6c6d6c 6f6e6f 6c6d6c 6f6e6f 6c6d6c 6f6e6f 6c6d6c 6f6e6f 6c6d6c",
	}}},
	"shooting": {{game: "ko", extra: []string{
		"b 10s:G 10a:g 10j:Lb 10h:p 10d:+tb", // a longbow five from an enemy fog
		"b 10s:G 10a:g 10j:Tb 10g:p 10d:+tb", // a priest, whom the fog does not stop
		"b 10s:G 10a:g 10j:Fw 9e:+tb",        // a Frankish cannon six from a fog after its step
		"b 10s:G 10a:g 10j:Cn 9g:Su 9e:p",    // a cannon that may not shoot over a shield unit
	}}},
	"burning":      {{game: "ko"}, {game: "tenjiku", extra: []string{"w 16p:K 1a:k 8e:+Wb 7d:n 6c:P", "b 16p:K 1a:k 8e:+Wb 7d:p"}}},
	"immobilising": {{game: "ko", extra: []string{"b 10s:G 10a:g 10k:+fd 9k:P 7k:P"}}},
	"reversion": {{game: "ko", extra: []string{
		"w 10s:G 10a:g 5e:+D 10j:Tb 10i:p",  // the priest taken: the thunderclap reverts
		"w 10s:G 10a:g 5e:+D 10j:+Tb 10i:p", // the priest, promoted, taken
		"b 10s:G 10a:g 10j:+Tb 10e:+sm",     // an enemy immaculate light five from a fog
	}}},
	"loss-of-power":      {{game: "ko", extra: []string{"w 10s:G 10a:g 10j:+D 10i:p 5p:P"}}},
	"capture-immunity":   {{game: "ko", extra: []string{"b 10s:G 10a:g 10j:Ch 10g:+su"}}},
	"promote-on-capture": {{game: "ko"}},
	"cascade-promotion":  {{game: "ko", extra: []string{"b 10s:G 10a:g 10f:Sc 10e:b 5p:Fd 6p:R 5a:+en"}}},
	"ranked-jumping":     {{game: "tenjiku"}, {game: "taikyoku"}},
	"no-pass":            {{game: "tenjiku", options: []string{"area-moves-no-pass"}}},
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
		t.Run(name, func(t *testing.T) {
			hosts, ok := paramHosts[name]
			if !ok {
				t.Fatalf("hook %s: no game named to test its parameters in", name)
			}
			for _, field := range paramFields(t, name) {
				if !slices.ContainsFunc(hosts, func(h paramHost) bool { return fieldChanges(t, name, field, h) }) {
					t.Errorf("hook %s: changing %s changes nothing the rules decide", name, field)
				}
			}
		})
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

// hostData is a host's variant, positions and what its rules decide in
// them, computed once.
type hostData struct {
	v        *variant.Variant
	sfens    []string
	before   []uint64
	games    []string
	outcomes []string
}

var hostCache = map[string]*hostData{}

func loadHost(t *testing.T, host paramHost) *hostData {
	key := fmt.Sprint(host)
	if h, ok := hostCache[key]; ok {
		return h
	}
	v, err := variants.Load(host.game)
	if err != nil {
		t.Fatal(err)
	}
	if v, err = v.Configure(host.profile, host.options...); err != nil {
		t.Fatal(err)
	}
	r, err := New(v)
	if err != nil {
		t.Fatal(err)
	}
	h := &hostData{v: v, sfens: corpus(t, r, host), games: slices.Clone(host.games)}
	for i := range h.games {
		pos, moves, _ := strings.Cut(h.games[i], "|")
		h.games[i] = placed(t, r, pos) + "|" + moves
	}
	h.before = fingerprints(r, h.sfens, nil)
	h.outcomes = outcomes(r, h.games)
	hostCache[key] = h
	return h
}

// fieldChanges reports whether changing field of hook name in host changes
// what the rules decide somewhere.
func fieldChanges(t *testing.T, name, field string, host paramHost) bool {
	t.Helper()
	h := loadHost(t, host)
	v := h.v
	params := v.Rule(name)
	if params == nil {
		return false
	}
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
		if after := fingerprints(r2, h.sfens, h.before); !slices.Equal(h.before, after) {
			return true
		}
		if !slices.Equal(h.outcomes, outcomes(r2, h.games)) {
			return true
		}
	}
	return false
}

// corpus returns the positions the test looks at: the extra ones, given
// as pieces on an empty board and the side to move ("b 8i:Zf 10g:g"); the
// game's middle-game test positions (for chu shogi, lishogi's play-outs);
// its start; and those of three seeded random games of 80 plies that
// capture when they can two times in three.
func corpus(t *testing.T, r *Rules, host paramHost) []string {
	var out []string
	for _, e := range host.extra {
		out = append(out, placed(t, r, e))
	}
	if host.game == "chu" {
		out = append(out, playoutSFENs(t)...)
	} else if _, err := os.Stat("testdata/" + host.game + "-middlegame.txt"); err == nil {
		out = append(out, middlegames(t, host.game)...)
	}
	out = append(out, r.NewPosition().SFEN())
	for seed := range uint64(3) {
		rng := rand.New(rand.NewPCG(seed, 7))
		p := r.NewPosition()
		for range 80 {
			moves := p.AppendMoves(nil)
			if len(moves) == 0 {
				break
			}
			m := moves[rng.IntN(len(moves))]
			if rng.IntN(3) > 0 {
				for _, x := range moves {
					if p.captures(x) {
						m = x
						break
					}
				}
			}
			p.Make(m)
			out = append(out, p.SFEN())
		}
	}
	return out
}

// placed writes as SFEN a position given as the side to move (with
// ",STATE" for the third field) and pieces on an otherwise empty board.
func placed(t *testing.T, r *Rules, s string) string {
	f := strings.Fields(s)
	side, state, _ := strings.Cut(f[0], ",")
	if state == "" {
		state = "-"
	}
	return boardField(t, r, f[1:]) + " " + side + " " + state + " 1"
}

// outcomes plays each game ("SFEN|moves") and returns how each stands, or
// which move could not be played.
func outcomes(r *Rules, games []string) []string {
	var out []string
	for _, gm := range games {
		sfen, moves, _ := strings.Cut(gm, "|")
		p, err := r.ParseSFEN(sfen)
		if err != nil {
			out = append(out, err.Error())
			continue
		}
		g := NewGame(p)
		res := ""
		for _, u := range strings.Fields(moves) {
			if err := g.PlayUSI(u); err != nil {
				res = u + ": " + err.Error()
				break
			}
		}
		out = append(out, res+" "+g.Outcome().String())
	}
	return out
}

// fingerprints returns, for each position, a hash of what the rules decide
// in it: its legal moves, the position each leads to, and its outcome. It
// stops at the first that differs from want, if given.
func fingerprints(r *Rules, sfens []string, want []uint64) []uint64 {
	out := make([]uint64, len(sfens))
	for i, s := range sfens {
		if i > 0 && want != nil && out[i-1] != want[i-1] {
			return out[:i]
		}
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
			lines = append(lines, fmt.Sprint(m.String(), " ", p.Hash(), p.MoveNumber()))
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
		if path[0] == "[]" {
			path = path[1:]
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
		alts := append(pieceIDs(v)[:6], "K", "R", "")
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
			ids := pieceIDs(v)[:6]
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
		ids := pieceIDs(v)[:6]
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
