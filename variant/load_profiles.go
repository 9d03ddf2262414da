package variant

import (
	"reflect"

	"github.com/largeshogi/largeshogi/internal/clip"
	"go.yaml.in/yaml/v3"
)

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
