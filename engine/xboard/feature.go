package xboard

import (
	"fmt"
	"strconv"
	"strings"
)

// Feature is one name=value pair of an engine's "feature" line; a quoted
// value is given without its quotes.
type Feature struct {
	Name, Value string
}

// ParseFeatures reads a "feature" line: feature NAME=VALUE ..., each value
// a number, a word or a string in double quotes.
func ParseFeatures(line string) ([]Feature, error) {
	rest, ok := strings.CutPrefix(strings.TrimSpace(line), "feature")
	if !ok || (rest != "" && rest[0] != ' ' && rest[0] != '\t') {
		return nil, fmt.Errorf("xboard: want feature NAME=VALUE ..., not %q", line)
	}
	var out []Feature
	for {
		rest = strings.TrimLeft(rest, " \t")
		if rest == "" {
			return out, nil
		}
		name, after, ok := strings.Cut(rest, "=")
		if !ok || name == "" || strings.ContainsAny(name, " \t\"") {
			return nil, fmt.Errorf("xboard: feature %q: want NAME=VALUE", rest)
		}
		var value string
		if strings.HasPrefix(after, `"`) {
			end := strings.IndexByte(after[1:], '"')
			if end < 0 {
				return nil, fmt.Errorf("xboard: feature %s: a string without its closing quote", name)
			}
			value, rest = after[1:1+end], after[2+end:]
		} else {
			end := strings.IndexAny(after, " \t")
			if end < 0 {
				end = len(after)
			}
			value, rest = after[:end], after[end:]
		}
		out = append(out, Feature{Name: name, Value: value})
	}
}

// EngineOption is an option an engine declares with feature option="NAME
// -TYPE ...".
type EngineOption struct {
	Name string
	// Type is button, save, reset, check, string, file, path, spin,
	// combo or slider.
	Type string
	// Value is the rest of the declaration: the default, and for a spin
	// or slider the bounds.
	Value string
}

// ParseOption reads the value of an option feature: "NAME -TYPE [VALUE]".
func ParseOption(s string) (EngineOption, error) {
	i := strings.Index(s, " -")
	if i <= 0 {
		return EngineOption{}, fmt.Errorf("xboard: option %q: want NAME -TYPE [VALUE]", s)
	}
	typ, value, _ := strings.Cut(s[i+2:], " ")
	switch typ {
	case "button", "save", "reset", "check", "string", "file", "path", "spin", "combo", "slider":
	default:
		return EngineOption{}, fmt.Errorf("xboard: option %q: unknown type %q", s[:i], typ)
	}
	return EngineOption{Name: s[:i], Type: typ, Value: value}, nil
}

// featureInt reads a feature's value as a number.
func featureInt(f Feature) (int, error) {
	n, err := strconv.Atoi(f.Value)
	if err != nil {
		return 0, fmt.Errorf("xboard: feature %s=%q: want a number", f.Name, f.Value)
	}
	return n, nil
}
