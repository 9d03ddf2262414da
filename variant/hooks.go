package variant

import (
	"fmt"
	"sort"
	"sync"

	"github.com/largeshogi/largeshogi/internal/textdist"
)

// HookSpec declares a rule hook's parameters: the name a variant file uses
// under `rules:`, and the type of its parameters. Package rules gives each
// hook its behaviour: declare a hook of your own with rules.RegisterHook,
// which declares its parameters here and its behaviour there at once.
type HookSpec struct {
	// Name is the hook's name in YAML, such as "zone-promotion".
	Name string
	// Doc is a one-line description.
	Doc string
	// Params returns a new parameter value with its defaults: a pointer to a
	// struct whose fields carry yaml tags. The loader decodes the file's
	// parameters into it strictly. A text or list field may also carry a
	// doc tag saying what its value names (`doc:"a list of piece ids or
	// traits"`), which largeshogi hooks prints.
	Params func() any
	// Check, if set, reports problems with decoded parameters that need the
	// variant to see, such as piece ids that do not exist. Each problem is
	// returned with the parameter's name, such as "last-rank".
	Check func(v *Variant, params any) []Problem
}

// Problem is something wrong with a hook's parameters: Field names the
// parameter ("" for the hook as a whole).
type Problem struct {
	Field string
	Msg   string
}

// Error returns "FIELD: MSG", or MSG for the hook as a whole.
func (p Problem) Error() string { return fieldPrefix(p.Field, p.Msg) }

var (
	hooksMu sync.RWMutex
	hooks   = map[string]HookSpec{}
)

// RegisterHook declares a hook's parameters for variant files to use. It
// returns an error if the name is empty or taken or Params is nil. A hook
// declared here alone loads, but rules.New refuses it (at its line in the
// file) until it has behaviour: use rules.RegisterHook instead.
func RegisterHook(spec HookSpec) error {
	if spec.Name == "" || spec.Params == nil {
		return fmt.Errorf("variant: a hook needs a name and a Params function")
	}
	hooksMu.Lock()
	defer hooksMu.Unlock()
	if _, ok := hooks[spec.Name]; ok {
		return fmt.Errorf("variant: hook %q is already registered", spec.Name)
	}
	hooks[spec.Name] = spec
	return nil
}

func mustRegister(spec HookSpec) {
	if err := RegisterHook(spec); err != nil {
		panic(err)
	}
}

// Hooks returns every registered hook, sorted by name.
func Hooks() []HookSpec {
	hooksMu.RLock()
	defer hooksMu.RUnlock()
	out := make([]HookSpec, 0, len(hooks))
	for _, h := range hooks {
		out = append(out, h)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

func lookupHook(name string) (HookSpec, bool) {
	hooksMu.RLock()
	defer hooksMu.RUnlock()
	h, ok := hooks[name]
	return h, ok
}

// pieceRefs checks that every id names a piece of v, or, when traits is set,
// a trait some piece has.
func pieceRefs(v *Variant, field string, ids []string, traits bool) []Problem {
	var out []Problem
	for _, id := range ids {
		if v.Piece(id) != nil {
			continue
		}
		if traits && v.hasTrait(id) {
			continue
		}
		what := "no piece"
		if traits {
			what = "no piece or trait"
		}
		out = append(out, Problem{field, fmt.Sprintf("%s %q%s", what, id, v.hint(id, func() []string { return v.pieceIDs(traits) }))})
	}
	return out
}

// hint returns a "did you mean" hint for the unknown name among
// candidates, as [textdist.Hint] writes it. A variant works out the first
// maxHints hints asked of it and no more, so that a file full of unknown
// names stays cheap to check.
func (v *Variant) hint(name string, candidates func() []string) string {
	if v.hints >= maxHints {
		return ""
	}
	v.hints++
	return textdist.Hint(name, candidates())
}

func (v *Variant) hasTrait(t string) bool {
	for _, p := range v.Pieces {
		if p.Has(t) {
			return true
		}
	}
	return false
}

// rankDepths checks a map from piece ids to a number of far ranks: each
// piece exists and can promote, and each depth lies on the board.
func rankDepths(v *Variant, field string, depths map[string]int) []Problem {
	ids := make([]string, 0, len(depths))
	for id := range depths {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	var out []Problem
	for _, id := range ids {
		p, n := v.Piece(id), depths[id]
		switch {
		case p == nil:
			out = append(out, Problem{field, fmt.Sprintf("no piece %q%s", id, v.hint(id, func() []string { return v.pieceIDs(false) }))})
		case p.Promotes == nil:
			out = append(out, Problem{field, fmt.Sprintf("%s does not promote", id)})
		case n < 1 || n > v.Geometry.Ranks():
			out = append(out, Problem{field, fmt.Sprintf("%s: %d ranks outside 1 to %d", id, n, v.Geometry.Ranks())})
		}
	}
	return out
}
