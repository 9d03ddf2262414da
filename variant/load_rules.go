package variant

import (
	"fmt"
	"reflect"
	"slices"

	"github.com/largeshogi/largeshogi/internal/clip"
	"github.com/largeshogi/largeshogi/internal/textdist"
	"go.yaml.in/yaml/v3"
)

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

// hookNames returns the names of the registered hooks, for suggestions.
func (l *loader) hookNames() []string {
	if l.hooks == nil {
		for _, h := range Hooks() {
			l.hooks = append(l.hooks, h.Name)
		}
	}
	return l.hooks
}
